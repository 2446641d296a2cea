import { fromUsd, toUsd } from '../fx.js';
import { Decimal, pct, usd } from '../money.js';
import { vatLine } from './common.js';
import type { CountryRules } from './rules.js';

// Social Welfare Surcharge: 10 % of the aggregate customs duties (Finance Act 2018 s.110, from 2018-02-02).
const SWS_RATE = 0.1;
// Customs Valuation (Determination of Value of Imported Goods) Rules 2007 (Notification 94/2007-Cus (NT), in force
// 2007-10-10) Rule 10(2)(c)(ii): insurance not ascertainable → 1.125 % of FOB value (landed-cost-rules.md §1.2 [stat]).
const DEFAULT_INSURANCE_RATE = 0.01125;

/** India. */
export const india: CountryRules = {
  code: 'IN',
  currency: 'INR',
  valuation: { basis: 'CIF', legalSource: 'Customs Act 1962 s.14; CVR 2007 Rule 10(2) as amended by Notification 91/2017-Cus (NT) (no 1 % landing charge since 2017-09-26)' },
  customsTerritory: ['IN'],

  defaultInsurance: (goods) => ({
    amount: goods.times(DEFAULT_INSURANCE_RATE),
    assumption: `insuranceUsd not given: 1.125 % of FOB (${usd(goods.times(DEFAULT_INSURANCE_RATE))}) is used, CVR 2007 Rule 10(2)(c)(ii).`,
  }),

  // Customs Act 1962 s.154A: duty, tax and other sums rounded to the nearest rupee (needs an INR rate).
  roundAmount(amount, fx) {
    const inr = fromUsd(amount, 'INR', fx);
    return inr === null ? null : toUsd(inr.toDecimalPlaces(0, Decimal.ROUND_HALF_UP), 'INR', fx);
  },

  fees(ctx) {
    const base = ctx.duties;
    return [
      {
        id: 'in_sws',
        kind: 'fee',
        label: 'Social Welfare Surcharge',
        base,
        rate: SWS_RATE,
        rateText: pct(SWS_RATE),
        amount: base.times(SWS_RATE),
        formula: `basic customs duty ${usd(base)} × ${pct(SWS_RATE)}`,
        legalSource: 'Finance Act 2018 s.110 (10 % of the aggregate duties of customs), from 2018-02-02',
        effectiveFrom: '2018-02-02',
      },
    ];
  },

  taxes(ctx) {
    if (!ctx.fx?.rate('INR')) ctx.warn('Indian rounding to the nearest rupee (Customs Act s.154A) is not applied: no INR rate (give the CBIC-notified rate in fxRates); amounts are in USD cents.');
    return vatLine(
      ctx,
      [
        { label: 'assessable value', amount: ctx.customsValue },
        { label: 'basic customs duty', amount: ctx.duties },
        { label: 'SWS', amount: ctx.fees },
      ],
      'Customs Tariff Act 1975 s.3(8A): assessable value + basic customs duty + SWS and other customs duties',
    );
  },

  deMinimisNote: () => ({ threshold: null, note: 'No de minimis for commercial imports (gift relief up to INR 5,000 by post or air, Notification 171/93-Cus, not applied).' }),
};

