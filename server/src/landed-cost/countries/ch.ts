import { atOrUnder, noFxWarning, vatLine } from './common.js';
import type { CountryRules } from './rules.js';

/** Switzerland (customs territory with Liechtenstein, customs treaty of 1923). */
export const switzerland: CountryRules = {
  code: 'CH',
  currency: 'CHF',
  valuation: { basis: 'CIF', legalSource: 'Customs duty by gross weight (Customs Tariff Act, SR 632.10); VAT value: MWSTG Art. 54(1) and (3): value at the border incl. transport to it' },
  customsTerritory: ['CH', 'LI'],

  additionalDuties(ctx) {
    if (ctx.tariff.hs6.startsWith('8703')) ctx.warn('Automobile tax of 4 % (AStG, SR 641.51) applies to passenger cars; not computed.');
    return [];
  },

  taxes: (ctx) =>
    vatLine(
      ctx,
      [
        { label: 'value at the border', amount: ctx.customsValue },
        { label: 'duties', amount: ctx.duties },
        { label: 'transport to the domestic destination', amount: ctx.destinationTransport },
      ],
      'MWSTG (SR 641.20) Art. 54(1)(a) and (3): value + duties and levies + transport to the first domestic destination',
    ),

  taxRelief(ctx, taxes) {
    // Import VAT of CHF 5 or less is not collected (EFD ordinance SR 641.204 on import tax amounts of little value;
    // landed-cost-rules.md §1.5 [src: ch.ch, post.ch]; its start date is not in our sources).
    const small = atOrUnder(ctx, taxes, 5, 'CHF');
    if (small === null) {
      noFxWarning(ctx, 'The CHF 5 minimum import VAT', 'CHF');
      return null;
    }
    return small ? { covers: ['tax'], threshold: 'CHF 5 (VAT amount)', note: 'Import VAT of CHF 5 or less is not collected.' } : null;
  },

  deMinimisNote: () => ({ threshold: 'CHF 5 (VAT amount)', note: 'Import VAT of CHF 5 or less is not collected.' }),
};
