import { atOrUnder, isUsmca, noFxWarning, vatLine } from './common.js';
import type { CountryRules } from './rules.js';

/** Canada. */
export const canada: CountryRules = {
  code: 'CA',
  currency: 'CAD',
  valuation: {
    basis: 'FOB',
    legalSource: 'Customs Act s.48(5)(a)(i)-(iii) and s.48(5)(b); CBSA Memoranda D13-3-3, D13-3-5: transport and insurance after the place of direct shipment to Canada are excluded',
  },
  customsTerritory: ['CA'],

  additionalDuties(ctx) {
    // Surtaxes the dataset has no line mapping for: flagged, not computed.
    const h4 = ctx.tariff.hs6.slice(0, 4);
    const ch = ctx.tariff.hs6.slice(0, 2);
    if (ctx.origin === 'CN' && (h4 === '8703' || ch === '72' || ch === '73' || ch === '76')) {
      ctx.warn('China Surtax Order (2024): 100 % surtax on Chinese electric vehicles and 25 % on steel and aluminium products from October 2024 may apply; not computed.');
    }
    if (ctx.origin === 'US' && (ch === '72' || ch === '73' || ch === '76' || h4 === '8703')) {
      ctx.warn('Countermeasure surtaxes on US steel, aluminium and certain motor vehicles remain after 2025-09-01 and may apply; not computed.');
    }
    return [];
  },

  taxes: (ctx) =>
    vatLine(
      ctx,
      [
        { label: 'value for duty', amount: ctx.customsValue },
        { label: 'duties', amount: ctx.duties },
      ],
      'Excise Tax Act s.215(1): value for duty + duties and taxes under the Customs Tariff and the Excise Act',
    ),

  dutyRelief(ctx) {
    // Courier Imports Remission Order and Postal Imports Remission Order: CAD 20; CUSMA courier shipments
    // CAD 150 duty / CAD 40 taxes from 2020-07-01, CUSMA's entry into force (CBSA Customs Notice 20-18).
    if (ctx.mode === 'courier' && isUsmca(ctx.agreement) && ctx.day < '2020-07-01') ctx.warn('CUSMA courier thresholds apply from 2020-07-01; the CAD 20 threshold is used before.');
    if (ctx.mode !== 'postal' && ctx.mode !== 'courier') return null;
    const cusma = ctx.mode === 'courier' && isUsmca(ctx.agreement) && ctx.day >= '2020-07-01';
    const limit = cusma ? 150 : 20;
    const small = atOrUnder(ctx, ctx.goods, limit, 'CAD');
    if (small === null) {
      noFxWarning(ctx, `The CAD ${limit} low-value ${ctx.mode} threshold`, 'CAD');
      return null;
    }
    if (!small) return null;
    if (!cusma) return { covers: ['duty', 'tax'], threshold: 'CAD 20', note: 'Low-value postal or courier shipment: duty and taxes remitted (CBSA Customs Notice 20-18).' };
    const taxFree = atOrUnder(ctx, ctx.goods, 40, 'CAD') === true;
    return {
      covers: taxFree ? ['duty', 'tax'] : ['duty'],
      threshold: 'CAD 150 duty / CAD 40 tax (CUSMA courier)',
      note: `CUSMA courier shipment of CAD 150 or less: duty remitted${taxFree ? ', and taxes too (CAD 40 or less)' : '; GST is due above CAD 40'} (CBSA Customs Notice 20-18).`,
    };
  },

  deMinimisNote: () => ({ threshold: 'CAD 20 (postal and courier); CAD 150 / 40 for CUSMA courier', note: 'Applies to postal and courier shipments only.' }),
};
