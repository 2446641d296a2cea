import { noFxWarning, under, vatLine } from './common.js';
import type { CountryRules } from './rules.js';

/** Korea. */
export const korea: CountryRules = {
  code: 'KR',
  currency: 'KRW',
  valuation: { basis: 'CIF', legalSource: 'Customs Act (Korea) Art. 30(1)(vi): transport and insurance to the port of import are added to the price' },
  customsTerritory: ['KR'],

  taxes: (ctx) =>
    vatLine(
      ctx,
      [
        { label: 'customs value', amount: ctx.customsValue },
        { label: 'duty', amount: ctx.duties },
      ],
      'Value-Added Tax Act (Korea) Art. 29(2): customs value + duty + individual consumption, liquor, education and traffic taxes',
    ),

  dutyRelief(ctx) {
    // Customs Act Art. 40: duty of less than KRW 10,000 is not collected.
    const small = under(ctx, ctx.duties, 10000, 'KRW');
    if (small === null) {
      noFxWarning(ctx, 'The KRW 10,000 minimum duty collection (Customs Act Art. 40)', 'KRW');
      return null;
    }
    return small && ctx.duties.gt(0) ? { covers: ['duty'], threshold: 'KRW 10,000 (duty amount)', note: 'Duty under KRW 10,000 is not collected (Customs Act Art. 40).' } : null;
  },

  deMinimisNote: () => ({
    threshold: 'USD 150 (USD 200 from the US), personal use only',
    // landed-cost-rules.md §1.5 [src: krutils 2026; traddal]: list clearance of personal-use goods; KORUS raises it for goods shipped from the US.
    note: 'List clearance of personal-use goods up to USD 150 (USD 200 shipped from the US) is not applied: a commercial import is assumed.',
  }),
};
