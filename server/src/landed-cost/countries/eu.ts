import { EU_MEMBER_STATES } from '../../tax/eu-members.js';
import { atOrUnder, noFxWarning, vatLine } from './common.js';
import type { CountryRules } from './rules.js';

/** European Union (customs union; import VAT at the member state's rate). */
export const europeanUnion: CountryRules = {
  code: 'EU',
  currency: 'EUR',
  valuation: { basis: 'CIF', legalSource: 'Union Customs Code (Reg. (EU) 952/2013) Arts. 70-71: transaction value + transport and insurance to the place of entry into the Union' },
  // Monaco is in the Union customs territory (UCC Art. 4(2)).
  customsTerritory: [...EU_MEMBER_STATES, 'MC'],

  taxes: (ctx) =>
    vatLine(
      ctx,
      [
        { label: 'customs value', amount: ctx.customsValue },
        { label: 'duties', amount: ctx.duties },
        { label: 'transport to the first place of destination', amount: ctx.destinationTransport },
      ],
      'VAT Directive 2006/112/EC Arts. 85-86: customs value + duties and charges due on importation + incidental expenses to the first place of destination',
    ),

  dutyRelief(ctx) {
    // Reg. (EC) 1186/2009 Art. 23: consignments of negligible value, intrinsic value not over EUR 150, are duty-free
    // (not alcohol, tobacco, perfumes: Art. 24). From 2026-07-01 to 2028-07-01 a flat EUR 3 duty per tariff
    // subheading in parcels under EUR 150 replaces the relief for e-commerce (Council decision of 2026-02-11).
    if (ctx.day >= '2026-07-01') {
      const small = atOrUnder(ctx, ctx.goods, 150, 'EUR');
      if (small === null) noFxWarning(ctx, 'The EUR 150 low-value parcel rule (flat EUR 3 per item category from 2026-07-01)', 'EUR');
      else if (small) ctx.warn('Parcels under EUR 150 pay a flat EUR 3 duty per tariff subheading from 2026-07-01 to 2028-07-01 instead of the tariff duty; the tariff duty is shown.');
      return null;
    }
    const small = atOrUnder(ctx, ctx.goods, 150, 'EUR');
    if (small === null) {
      noFxWarning(ctx, 'The EUR 150 duty relief (Reg. 1186/2009 Art. 23)', 'EUR');
      return null;
    }
    return small ? { covers: ['duty'], threshold: 'EUR 150 (duty)', note: 'Intrinsic value not over EUR 150: duty relief, Reg. (EC) 1186/2009 Art. 23; import VAT is still due (no VAT exemption since 2021-07-01).' } : null;
  },

  deMinimisNote: (ctx) =>
    ctx.day >= '2026-07-01'
      ? { threshold: 'EUR 150 (flat EUR 3 duty per item category)', note: 'No duty relief from 2026-07-01; no import VAT exemption since 2021-07-01.' }
      : { threshold: 'EUR 150 (duty)', note: 'Duty relief up to EUR 150 (Reg. 1186/2009 Art. 23); no import VAT exemption since 2021-07-01.' },
};
