import { pct, usd } from '../money.js';
import { isUsmca, vatLine } from './common.js';
import type { CountryRules } from './rules.js';

// Derecho de trámite aduanero, Ley Federal de Derechos Art. 49 fr. I: 8 al millar (0.8 %) of the customs value
// for definitive imports (landed-cost-rules.md §1.4 [src: idconline 2019; camtomx]; its start date is not in our sources).
const DTA_RATE = 0.008;

/** Mexico. */
export const mexico: CountryRules = {
  code: 'MX',
  currency: 'MXN',
  valuation: { basis: 'CIF', legalSource: 'Ley Aduanera Arts. 64-65: transaction value + freight, insurance and related charges to the point of entry' },
  customsTerritory: ['MX'],

  additionalDuties(ctx) {
    if (!ctx.agreement) ctx.warn('From 2026-01-01 Mexico raised MFN duties to 5-50 % on about 1,463 tariff lines for non-FTA origins (DOF 2025-12-29); the dataset edition may predate it.');
    return [];
  },

  fees(ctx) {
    const base = ctx.customsValue;
    if (ctx.agreement) ctx.warn(`Goods originating under ${ctx.agreement} may pay a fixed DTA or none instead of 0.8 %; 0.8 % is charged.`);
    return [
      {
        id: 'mx_dta',
        kind: 'fee',
        label: 'Derecho de trámite aduanero (DTA)',
        base,
        rate: DTA_RATE,
        rateText: '8 al millar (0.8 %)',
        amount: base.times(DTA_RATE),
        formula: `${usd(base)} × ${pct(DTA_RATE)}`,
        legalSource: 'Ley Federal de Derechos Art. 49 fr. I',
      },
    ];
  },

  taxes: (ctx) =>
    vatLine(
      ctx,
      [
        { label: 'customs value', amount: ctx.customsValue },
        { label: 'IGI', amount: ctx.duties },
        { label: 'DTA', amount: ctx.fees },
      ],
      'Ley del IVA Art. 27: value used for the general import tax + the tax + the other contributions and charges due on importation (DTA)',
    ),

  dutyRelief(ctx) {
    // Courier and postal imports of up to USD 50 are free of duty and tax (Ley Aduanera Art. 61 fr. XVII; RGCE 3.7);
    // USMCA-origin courier goods up to USD 117 are duty-free (USMCA Art. 7.8, from 2020-07-01; landed-cost-rules.md §1.5
    // [src: stamps.com; opportimes]). From 2025-08-15 courier imports up to USD 2,500 may
    // use a 33.5 % global rate (not modelled).
    if (ctx.mode !== 'postal' && ctx.mode !== 'courier') return null;
    if (ctx.goods.lte(50)) return { covers: ['duty', 'fees', 'tax'], threshold: 'USD 50 (courier and postal)', note: 'Courier or postal import of USD 50 or less: free of duty and tax (Ley Aduanera Art. 61 fr. XVII).' };
    if (isUsmca(ctx.agreement) && ctx.day >= '2020-07-01' && ctx.goods.lte(117)) return { covers: ['duty'], threshold: 'USD 117 (USMCA courier, duty)', note: 'USMCA-origin courier import of USD 117 or less: duty-free.' };
    ctx.warn('Courier imports up to USD 2,500 may be cleared under the simplified global rate (33.5 % from 2025-08-15); the general regime is shown.');
    return null;
  },

  deMinimisNote: () => ({ threshold: 'USD 50 (courier and postal)', note: 'Applies to courier and postal shipments only.' }),
};
