import { atOrUnder, noFxWarning, vatLine } from './common.js';
import type { CountryRules } from './rules.js';

/** Australia. */
export const australia: CountryRules = {
  code: 'AU',
  currency: 'AUD',
  valuation: { basis: 'FOB', legalSource: 'Customs Act 1901 s.159 and s.161(2): overseas freight and insurance are deducted; costs to the place of export are included' },
  customsTerritory: ['AU'],

  taxes: (ctx) =>
    vatLine(
      ctx,
      [
        { label: 'customs value', amount: ctx.customsValue },
        { label: 'duty', amount: ctx.duties },
        { label: 'international transport', amount: ctx.freight },
        { label: 'insurance', amount: ctx.insurance },
      ],
      'A New Tax System (GST) Act 1999 s.13-20(2): value of the taxable importation = customs value + duty + international transport and insurance to Australia (+ WET)',
    ),

  dutyRelief(ctx) {
    // Goods of AUD 1,000 or less clear without duty or GST at the border (Customs Act 1901 s.68 self-assessed
    // clearance threshold; landed-cost-rules.md §1.5 [src: paccon; ABF], its start date is not in our sources);
    // GST on low-value imported goods is collected by registered vendors at the point of sale (GST Act Div 84,
    // from 2018-07-01).
    const small = atOrUnder(ctx, ctx.customsValue, 1000, 'AUD');
    if (small === null) {
      noFxWarning(ctx, 'The AUD 1,000 low-value threshold', 'AUD');
      return null;
    }
    return small ? { covers: ['duty', 'tax'], threshold: 'AUD 1,000 (duty and GST at the border)', note: 'Value AUD 1,000 or less: no duty or GST at the border; GST is collected by a registered vendor at sale (GST Act Div 84).' } : null;
  },

  deMinimisNote: () => ({ threshold: 'AUD 1,000 (duty and GST at the border)', note: 'Above AUD 1,000 duty and GST are paid at import.' }),
};
