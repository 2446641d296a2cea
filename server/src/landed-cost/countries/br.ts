import { Decimal, ZERO, pct, sum, usd } from '../money.js';
import type { CountryRules, LineDraft } from './rules.js';

// PIS/PASEP-Importação 2.1 % and COFINS-Importação 9.65 % on the customs value (Lei 10.865/2004 Art. 7-8 as amended
// by Lei 13.137/2015, from 2015-05-01); general rates, some goods differ.
const PIS = 0.021;
const COFINS = 0.0965;
// AFRMM: 8 % of ocean freight for long-haul navigation (Lei 10.893/2004 Art. 6 as amended by Lei 14.301 of 2022-01-07,
// "BR do Mar"; landed-cost-rules.md §1.4 [stat]). Charged on ocean freight only.
const AFRMM = 0.08;

/** Brazil: general regime cascade (II, IPI, PIS, COFINS, ICMS "por dentro"). */
export const brazil: CountryRules = {
  code: 'BR',
  currency: 'BRL',
  valuation: { basis: 'CIF', legalSource: 'Decreto 6.759/2009 (Regulamento Aduaneiro) Art. 77: valor aduaneiro includes freight and insurance to the port of import' },
  customsTerritory: ['BR'],

  fees(ctx) {
    const lines: LineDraft[] = [];
    if (ctx.mode === null) ctx.assume('transportMode not given: ocean assumed, so the AFRMM freight levy is charged.');
    if (ctx.mode === 'ocean' || ctx.mode === null) {
      lines.push({ id: 'br_afrmm', kind: 'fee', label: 'AFRMM (merchant marine freight levy)', base: ctx.freight, rate: AFRMM, rateText: pct(AFRMM), amount: ctx.freight.times(AFRMM), formula: `ocean freight ${usd(ctx.freight)} × ${pct(AFRMM)}`, legalSource: 'Lei 10.893/2004 Art. 6 as amended by Lei 14.301/2022' });
    }
    ctx.warn('The Siscomex registration fee is not computed.');
    return lines;
  },

  taxes(ctx) {
    const cv = ctx.customsValue;
    const lines: LineDraft[] = [];
    const ipiRate = ctx.tariff.line?.otherRates?.ipi?.adValorem ?? null;
    let ipi = ZERO;
    if (ipiRate === null) ctx.warn('IPI not computed: no TIPI rate for the line in the dataset.');
    else {
      const base = cv.plus(ctx.duties);
      ipi = base.times(ipiRate);
      lines.push({ id: 'br_ipi', kind: 'tax', label: 'IPI', base, rate: ipiRate, rateText: pct(ipiRate), amount: ipi, formula: `(customs value ${usd(cv)} + II ${usd(ctx.duties)}) × ${pct(ipiRate)}`, legalSource: 'Decreto 11.158/2022 (TIPI); base: CTN Art. 47(I)' });
    }
    const pis = cv.times(PIS);
    const cofins = cv.times(COFINS);
    lines.push({ id: 'br_pis', kind: 'tax', label: 'PIS/PASEP-Importação', base: cv, rate: PIS, rateText: pct(PIS), amount: pis, formula: `${usd(cv)} × ${pct(PIS)}`, legalSource: 'Lei 10.865/2004 Art. 8(I)' });
    lines.push({ id: 'br_cofins', kind: 'tax', label: 'COFINS-Importação', base: cv, rate: COFINS, rateText: pct(COFINS), amount: cofins, formula: `${usd(cv)} × ${pct(COFINS)}`, legalSource: 'Lei 10.865/2004 Art. 8(II)' });
    const r = ctx.vat.rate;
    if (r === null) return lines;
    const pre = sum([cv, ctx.duties, ipi, pis, cofins, ctx.fees]);
    const base = pre.div(new Decimal(1).minus(r));
    lines.push({
      id: 'vat',
      kind: 'tax',
      label: `ICMS${ctx.vat.region ? ` (${ctx.vat.region})` : ''}`,
      base,
      rate: r,
      rateText: pct(r),
      amount: base.times(r),
      formula: `(customs value + II + IPI + PIS + COFINS + fees = ${usd(pre)}) / (1 - ${pct(r)}) × ${pct(r)}`,
      legalSource: `${ctx.vat.source}; base "por dentro": LC 87/1996 Art. 13(V) and §1(I)`,
    });
    ctx.warn('ICMS is set by the state of import (typically 17-22 %, landed-cost-rules.md §1.4); pass region for the state. The 2026 CBS/IBS test rates are not modelled.');
    return lines;
  },

  deMinimisNote: () => ({ threshold: null, note: 'No exemption: the Remessa Conforme simplified regime (20 % / 60 % import tax) for small parcels is not modelled.' }),
};
