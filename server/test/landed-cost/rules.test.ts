import { describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { computeLandedCost, type LandedCostResult } from '../../src/landed-cost/index.js';
import { FxRates } from '../../src/landed-cost/fx.js';
import { evaluateRate } from '../../src/landed-cost/rate-eval.js';
import { ApiError } from '../../src/lib/errors.js';
import { NOW, fixtureStore } from './fixture.js';

const store = fixtureStore();
const q = (input: Record<string, unknown>) => computeLandedCost({ hs: '610910', declaredValueUsd: 10000, freightUsd: 800, insuranceUsd: 50, ...input } as never, { store, now: NOW });
const line = (r: LandedCostResult, id: string) => r.breakdown.lines.find((l) => l.id === id);
const has = (xs: string[], re: RegExp) => xs.some((x) => re.test(x));

describe('duty expressions', () => {
  const base = { adValoremBase: new Decimal(1000), fx: null };
  it('compound specific + ad valorem needs the quantity and says so when missing', () => {
    const expr = { type: 'compound' as const, terms: [{ type: 'specific' as const, amount: 0.9, currency: 'USD', per: 1, unit: 'pr' }, { type: 'ad_valorem' as const, rate: 0.2 }] };
    expect(evaluateRate(expr, { ...base, quantity: 100, unit: 'pairs' }).amount.toNumber()).toBe(290);
    const missing = evaluateRate(expr, base);
    expect([missing.complete, missing.amount.toNumber(), missing.missing]).toEqual([false, 200, ['quantity in pr']]);
  });
  it('US cents, dozens and per-100-kg rates convert units', () => {
    expect(evaluateRate({ type: 'specific', amount: 4.4, currency: 'USc', per: 1, unit: 'kg' }, { ...base, weightKg: 50 }).amount.toNumber()).toBe(2.2);
    expect(evaluateRate({ type: 'specific', amount: 6, currency: 'USD', per: 1, unit: 'doz.' }, { ...base, quantity: 24 }).amount.toNumber()).toBe(12);
    expect(evaluateRate({ type: 'specific', amount: 10, currency: 'USD', per: 100, unit: 'kg' }, { ...base, weightKg: 250 }).amount.toNumber()).toBe(25);
  });
  it('a foreign-currency specific duty without an FX table is incomplete, never converted at a made-up rate', () => {
    const r = evaluateRate({ type: 'specific', amount: 77, currency: 'GBP', per: 100, unit: 'kg' }, { ...base, weightKg: 100 });
    expect([r.complete, r.amount.toNumber(), r.missing]).toEqual([false, 0, ['FX rate for GBP']]);
    const withFx = evaluateRate({ type: 'specific', amount: 77, currency: 'GBP', per: 100, unit: 'kg' }, { ...base, weightKg: 100, fx: FxRates.of({ date: '2026-11-01', source: 'test', perUsd: { GBP: 0.77 } }) });
    expect(withFx.amount.toNumber()).toBe(100);
  });
  it('the higher of alternatives; conditional rates take the highest case and say so', () => {
    const max = evaluateRate({ type: 'max', of: [{ type: 'ad_valorem', rate: 0.1 }, { type: 'specific', amount: 3, currency: 'USD', per: 1, unit: 'item' }] }, { ...base, quantity: 50 });
    expect(max.amount.toNumber()).toBe(150);
    const cond = evaluateRate({ type: 'conditional', cases: [{ condition: 'in quota', expr: { type: 'ad_valorem', rate: 0.05 } }, { condition: 'out of quota', expr: { type: 'ad_valorem', rate: 0.3 } }] }, base);
    expect(cond.amount.toNumber()).toBe(300);
    expect(cond.notes[0]).toMatch(/out of quota/);
  });
});

describe('valuation and Incoterms', () => {
  it('US (FOB basis) takes freight and insurance out of a CIF price; CIF destinations keep them', () => {
    const us = q({ destination: 'US', origin: 'TH', incoterm: 'CIF', declaredValueUsd: 10850 });
    expect(us.totals.customsValueUsd).toBe(10000);
    const uk = q({ destination: 'UK', origin: 'TH', incoterm: 'CIF', declaredValueUsd: 10850 });
    expect(uk.totals.customsValueUsd).toBe(10850);
    expect(uk.totals.landedCostUsd).toBe(10850 + 1302 + 2430.4); // no freight added on top of a CIF price
  });
  it('CFR adds insurance for CIF destinations; DAP removes transport after the border and warns when it is unknown', () => {
    expect(q({ destination: 'EU', region: 'FR', origin: 'TH', incoterm: 'CFR', declaredValueUsd: 10800 }).totals.customsValueUsd).toBe(10850);
    const dap = q({ destination: 'EU', region: 'FR', origin: 'TH', incoterm: 'DAP', declaredValueUsd: 11000, destinationTransportUsd: 150 });
    expect(dap.totals.customsValueUsd).toBe(10850);
    expect(line(dap, 'vat')!.formula).toMatch(/transport to the first place of destination 150.00/);
    expect(has(q({ destination: 'EU', origin: 'TH', incoterm: 'DAP', declaredValueUsd: 11000 }).warnings, /destinationTransportUsd/)).toBe(true);
  });
  it('defaults are stated: FOB, insurance 0, EU member state DE, EXW pre-carriage', () => {
    const r = computeLandedCost({ hs: '610910', destination: 'EU', origin: 'TH', declaredValueUsd: 1000, freightUsd: 100 }, { store, now: NOW });
    expect(has(r.assumptions, /FOB assumed/)).toBe(true);
    expect(has(r.assumptions, /insurance taken as 0/)).toBe(true);
    expect(has(r.assumptions, /Germany \(19 %\) assumed/)).toBe(true);
    expect(r.breakdown.vatRate).toBe(0.19);
    expect(has(q({ destination: 'UK', origin: 'TH', incoterm: 'EXW' }).assumptions, /EXW/)).toBe(true);
  });
  it('India uses 1.125 % of FOB as insurance when none is given (CVR 2007 Rule 10(2))', () => {
    const r = computeLandedCost({ hs: '610910', destination: 'IN', origin: 'CN', declaredValueUsd: 10000, freightUsd: 800 }, { store, now: NOW });
    expect(line(r, 'insurance')!.amountUsd).toBe(112.5);
    expect(r.totals.customsValueUsd).toBe(10912.5);
  });
});

describe('preferences', () => {
  it('JP<-VN uses the Japan-Viet Nam EPA rate (0) instead of MFN 10.9 %, with proof of origin assumed', () => {
    const r = q({ destination: 'JP', origin: 'VN' });
    expect(r.breakdown).toMatchObject({ mfnRate: 0.109, ftaRate: 0, agreement: 'Japan-Viet Nam EPA' });
    expect(r.totals.dutyUsd).toBe(0);
    expect(has(r.assumptions, /proof of origin/)).toBe(true);
    expect(has(r.warnings, /varies across the 2 national lines/)).toBe(true);
  });
  it('JP national line 610910020 gives its own MFN 7.4 % and RCEP 4.6 % for CN', () => {
    const r = q({ destination: 'JP', origin: 'CN', hs: '610910020' });
    expect(r.tariff.nationalLine).toBe('610910020');
    expect(r.breakdown).toMatchObject({ mfnRate: 0.074, ftaRate: 0.046, agreement: 'RCEP' });
    expect(r.totals.dutyUsd).toBe(499.1); // 10,850 × 4.6 %
  });
  it('US column 2 origins (Cuba) pay the column 2 rate and no preference', () => {
    const r = q({ destination: 'US', origin: 'CU', hs: '6109100012' });
    expect(line(r, 'duty')).toMatchObject({ rate: 0.9, amountUsd: 9000 });
  });
});

describe('United States', () => {
  it('US<-CN ocean: MFN duty, Section 301 list 4A line and MPF/HMF lines with their bases', () => {
    const r = q({ destination: 'US', origin: 'CN', hs: '6109100012', transportMode: 'ocean' });
    expect(line(r, 'duty')).toMatchObject({ baseUsd: 10000, amountUsd: 1650 });
    expect(line(r, 'us_section_301')).toMatchObject({ baseUsd: 10000, rate: 0.075, amountUsd: 750, effectiveFrom: '2019-09-01' });
    expect(line(r, 'us_mpf')).toMatchObject({ baseUsd: 10000, amountUsd: 34.64 });
    expect(line(r, 'us_hmf')).toMatchObject({ baseUsd: 10000, amountUsd: 12.5 });
    expect(r.totals).toMatchObject({ dutyUsd: 2400, feesUsd: 47.14, landedCostUsd: 13297.14 });
  });
  it('Section 301 only from its effective date; Section 122 only inside 2026-02-24..2026-07-24', () => {
    expect(line(q({ destination: 'US', origin: 'CN', quoteDate: '2019-08-01' }), 'us_section_301')).toBeUndefined();
    expect(line(q({ destination: 'US', origin: 'TH', quoteDate: '2026-03-15' }), 'us_section_122')).toMatchObject({ rate: 0.1, amountUsd: 1000 });
    expect(line(q({ destination: 'US', origin: 'TH', quoteDate: '2026-07-24' }), 'us_section_122')).toBeUndefined();
    expect(line(q({ destination: 'US', origin: 'MX', quoteDate: '2026-03-15' }), 'us_section_122')).toBeUndefined(); // USMCA
  });
  it('MPF: minimum and maximum, USMCA exemption, informal entries at USD 2,500 or less', () => {
    expect(line(q({ destination: 'US', origin: 'TH', declaredValueUsd: 5000 }), 'us_mpf')!.amountUsd).toBe(33.58);
    expect(line(q({ destination: 'US', origin: 'TH', declaredValueUsd: 1_000_000 }), 'us_mpf')!.amountUsd).toBe(651.5);
    expect(line(q({ destination: 'US', origin: 'TH', declaredValueUsd: 1_000_000, quoteDate: '2025-03-01' }), 'us_mpf')!.amountUsd).toBe(634.62);
    expect(line(q({ destination: 'US', origin: 'MX' }), 'us_mpf')).toBeUndefined();
    const small = q({ destination: 'US', origin: 'TH', declaredValueUsd: 2000 });
    expect(line(small, 'us_mpf')).toBeUndefined();
    expect(has(small.warnings, /informal entry/)).toBe(true);
  });
  it('duty is applied to the value in whole dollars (19 CFR 159.3)', () => {
    const r = q({ destination: 'US', origin: 'TH', declaredValueUsd: 1000.49, hs: '6109100012' });
    expect(line(r, 'duty')).toMatchObject({ baseUsd: 1000, amountUsd: 165 });
    expect(line(q({ destination: 'US', origin: 'TH', declaredValueUsd: 1000.5, hs: '6109100012' }), 'duty')!.baseUsd).toBe(1001);
  });
  it('de minimis: none after 2025-08-29; USD 800 before (not for CN from 2025-05-02)', () => {
    expect(q({ destination: 'US', origin: 'TH', declaredValueUsd: 500 }).deMinimis.applied).toBe(false);
    const before = q({ destination: 'US', origin: 'TH', declaredValueUsd: 500, quoteDate: '2025-01-15' });
    expect(before.deMinimis.applied).toBe(true);
    expect(before.totals.dutyUsd).toBe(0);
    expect(q({ destination: 'US', origin: 'CN', declaredValueUsd: 500, quoteDate: '2025-06-01' }).deMinimis.applied).toBe(false);
  });
});

describe('other destinations', () => {
  it('CN<-US adds the 10 % countermeasure duty on the CIF value', () => {
    const r = q({ destination: 'CN', origin: 'US' });
    expect(line(r, 'cn_us_countermeasure')).toMatchObject({ baseUsd: 10850, amountUsd: 1085 });
    expect(line(r, 'vat')!.baseUsd).toBe(10850 + 651 + 1085);
  });
  it('MX IVA base includes the DTA; CH/SG have no duty on apparel', () => {
    const mx = q({ destination: 'MX', origin: 'CN' });
    expect(line(mx, 'vat')!.formula).toMatch(/DTA 86.80/);
    expect(q({ destination: 'CH', origin: 'CN' }).tariff.coverage).toBe('rule');
  });
  it('422 tariff_unavailable with the coverage status when there is no rate; 404 for a code outside HS 2022', () => {
    const err = (() => {
      try {
        q({ destination: 'BR', origin: 'CN' });
      } catch (e) {
        return e;
      }
    })() as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(422);
    expect(err.body()).toMatchObject({ error: 'tariff_unavailable', coverage: 'no_data' });
    expect(() => q({ destination: 'UK', origin: 'CN', hs: '851713' })).toThrow(/coverage is 'no_data'/);
    expect(() => q({ destination: 'UK', origin: 'CN', hs: '610999' })).toThrow(/not an HS 2022 subheading/);
  });
  it('a specific duty without the quantity is a lower bound with a warning', () => {
    const r = q({ destination: 'US', origin: 'TH', hs: '640299' });
    expect(line(r, 'duty')).toMatchObject({ complete: false, amountUsd: 2000 });
    expect(has(r.warnings, /quantity in pr.*lower bound/)).toBe(true);
    expect(line(q({ destination: 'US', origin: 'TH', hs: '640299', quantity: 1000, unit: 'pairs' }), 'duty')).toMatchObject({ complete: true, amountUsd: 2900 });
  });
});

describe('local-currency rules with a dated FX table', () => {
  const fx = { date: '2026-11-16', source: 'test table', perUsd: { JPY: 150, INR: 88, GBP: 0.75, EUR: 0.9 } };
  const qfx = (input: Record<string, unknown>) => computeLandedCost({ hs: '610910', declaredValueUsd: 10000, freightUsd: 800, insuranceUsd: 50, ...input } as never, { store, now: NOW, fx });

  it('JP: duty base truncated to JPY 1,000 and duty to JPY 100; JCT base to JPY 1,000, tax to JPY 100', () => {
    const r = qfx({ destination: 'JP', origin: 'US' });
    // CIF 10,850 USD = 1,627,500 JPY → 1,627,000; × 10.9 % = 177,343 → 177,300 JPY = 1,182.00 USD
    expect(line(r, 'duty')).toMatchObject({ baseUsd: 10846.67, amountUsd: 1182 });
    // (1,627,500 + 177,300) = 1,804,800 → 1,804,000 JPY; × 10 % = 180,400 JPY = 1,202.67 USD
    expect(line(r, 'vat')).toMatchObject({ baseUsd: 12026.67, amountUsd: 1202.67 });
    expect(r.fx).toEqual({ rates: [{ currency: 'JPY', perUsd: 150, date: '2026-11-16', source: 'test table', from: 'dataset' }] });
    expect(has(r.warnings, /Japanese rounding/)).toBe(false);
  });
  it('JP small-value exemption: taxable value of JPY 10,000 or less pays no duty or consumption tax', () => {
    const r = qfx({ destination: 'JP', origin: 'US', declaredValueUsd: 50, freightUsd: 10, insuranceUsd: 0 });
    expect(r.deMinimis.applied).toBe(true);
    expect(r.totals).toMatchObject({ dutyUsd: 0, vatUsd: 0, landedCostUsd: 60 });
  });
  it('UK GBP 135 relief waives duty, keeps VAT; EU EUR 150 relief before 2026-07-01 only', () => {
    const uk = qfx({ destination: 'UK', origin: 'CN', declaredValueUsd: 150, freightUsd: 10, insuranceUsd: 0 });
    expect(uk.deMinimis).toMatchObject({ applied: true, threshold: 'GBP 135 (duty)' });
    expect(uk.totals.dutyUsd).toBe(0);
    expect(uk.totals.vatUsd).toBe(32);
    expect(qfx({ destination: 'EU', origin: 'CN', region: 'DE', declaredValueUsd: 150, freightUsd: 10, quoteDate: '2026-03-01' }).totals.dutyUsd).toBe(0);
    // From 2026-07-01 a parcel under EUR 150 pays a flat EUR 3 instead of the tariff duty (3 / 0.9 = 3.33 USD),
    // and the flat duty is in the VAT base: 19 % × (160 + 3.33) = 31.03.
    const after = qfx({ destination: 'EU', origin: 'CN', region: 'DE', declaredValueUsd: 150, freightUsd: 10, insuranceUsd: 0, quoteDate: '2026-08-01' });
    expect(line(after, 'duty')!.amountUsd).toBe(0);
    expect(line(after, 'eu_flat_duty')!.amountUsd).toBe(3.33);
    expect(after.totals).toMatchObject({ dutyUsd: 3.33, vatUsd: 31.03 });
    expect(qfx({ destination: 'EU', origin: 'CN', region: 'DE', declaredValueUsd: 500, freightUsd: 10, quoteDate: '2026-08-01' }).totals.dutyUsd).toBe(67.2); // 12 % × (500 + 10 + 50)
  });
  it('IN: amounts rounded to the nearest rupee', () => {
    const r = qfx({ destination: 'IN', origin: 'CN' });
    for (const id of ['duty', 'in_sws', 'vat']) {
      const inr = line(r, id)!.amountUsd * 88;
      expect(Math.abs(inr - Math.round(inr))).toBeLessThan(0.5);
    }
    expect(has(r.warnings, /Indian rounding/)).toBe(false);
    // 10,000 USD for 2,000 T-shirts = 440 INR a piece: the 5 % IGST slab
    expect(qfx({ destination: 'IN', origin: 'CN', quantity: 2000 }).breakdown.vatRate).toBe(0.05);
    expect(qfx({ destination: 'IN', origin: 'CN', quantity: 100 }).breakdown.vatRate).toBe(0.18);
  });

  it('de minimis per destination: AU AUD 1,000, SG SGD 400 by air, CH CHF 5 of VAT, CA CAD 20 by post, MX USD 50 by courier', () => {
    const fx2 = { date: '2026-11-16', source: 'test table', perUsd: { AUD: 1.5, SGD: 1.3, CHF: 0.8, CAD: 1.4, CNY: 7.1 } };
    const small = (input: Record<string, unknown>) => computeLandedCost({ hs: '610910', origin: 'TH', declaredValueUsd: 100, freightUsd: 10, insuranceUsd: 0, ...input } as never, { store, now: NOW, fx: fx2 });
    expect(small({ destination: 'AU' }).totals).toMatchObject({ dutyUsd: 0, vatUsd: 0, landedCostUsd: 110 });
    expect(small({ destination: 'SG', transportMode: 'air' }).totals.vatUsd).toBe(0);
    expect(small({ destination: 'SG', transportMode: 'ocean' }).totals.vatUsd).toBe(9.9);
    expect(small({ destination: 'CH', declaredValueUsd: 40, freightUsd: 0 }).deMinimis.applied).toBe(true); // VAT 3.24 USD = CHF 2.59
    expect(small({ destination: 'CH', declaredValueUsd: 400 }).deMinimis.applied).toBe(false);
    expect(small({ destination: 'CA', transportMode: 'postal', declaredValueUsd: 12 }).totals).toMatchObject({ dutyUsd: 0, vatUsd: 0 });
    expect(small({ destination: 'CA', transportMode: 'ocean', declaredValueUsd: 12 }).totals.dutyUsd).toBeGreaterThan(0);
    const mx = small({ destination: 'MX', transportMode: 'courier', declaredValueUsd: 45 });
    expect(mx.totals).toMatchObject({ dutyUsd: 0, feesUsd: 0, vatUsd: 0, landedCostUsd: 55 });
    expect(small({ destination: 'CN', declaredValueUsd: 20, freightUsd: 0 }).deMinimis.applied).toBe(true); // duty 1.20 + VAT 2.76 = RMB 28
  });
});

describe('dated and sourced rules (module review)', () => {
  const withFx = (input: Record<string, unknown>) => computeLandedCost({ hs: '610910', origin: 'TH', freightUsd: 0, insuranceUsd: 0, ...input } as never, { store, now: NOW });
  it('CH: import VAT of CHF 5.00 is not collected, CHF 5.01 is', () => {
    const chf = [{ currency: 'CHF', perUsd: 1, date: '2026-11-20', source: 'test' }];
    // 8.1 % of 61.73 = 5.00; of 61.85 = 5.01
    expect(withFx({ destination: 'CH', declaredValueUsd: 61.73, fxRates: chf }).deMinimis.applied).toBe(true);
    expect(withFx({ destination: 'CH', declaredValueUsd: 61.85, fxRates: chf }).totals.vatUsd).toBe(5.01);
  });
  it('BR: AFRMM on ocean freight, with ocean stated as an assumption when the mode is not given; none by air', () => {
    const r = computeLandedCost({ hs: '220421', destination: 'BR', origin: 'CL', declaredValueUsd: 1000, freightUsd: 100, insuranceUsd: 0 }, { store, now: NOW });
    expect(line(r, 'br_afrmm')).toMatchObject({ baseUsd: 100, amountUsd: 8 });
    expect(has(r.assumptions, /ocean assumed, so the AFRMM/)).toBe(true);
    expect(line(computeLandedCost({ hs: '220421', destination: 'BR', origin: 'CL', declaredValueUsd: 1000, freightUsd: 100, transportMode: 'air' }, { store, now: NOW }), 'br_afrmm')).toBeUndefined();
  });
  it('JP: from 2028-04-01 a consignment of JPY 10,000 or less is still duty-free but pays consumption tax', () => {
    const jpy = [{ currency: 'JPY', perUsd: 150, date: '2028-04-03', source: 'test' }];
    const before = withFx({ destination: 'JP', declaredValueUsd: 60, fxRates: jpy, quoteDate: '2028-03-31' });
    expect(before.totals).toMatchObject({ dutyUsd: 0, vatUsd: 0 });
    const after = withFx({ destination: 'JP', declaredValueUsd: 60, fxRates: jpy, quoteDate: '2028-04-03' });
    expect(after.totals.dutyUsd).toBe(0);
    // JPY 9,000 → base truncated to JPY 9,000; 10 % = JPY 900 = 6.00 USD
    expect(after.totals.vatUsd).toBe(6);
    expect(has(after.warnings, /consumption tax exemption .* ends for cross-border mail order/)).toBe(true);
  });
  it('CA: CUSMA courier thresholds only from 2020-07-01', () => {
    const cad = [{ currency: 'CAD', perUsd: 1.4, date: '2020-06-01', source: 'test' }];
    const mx = (quoteDate: string) => computeLandedCost({ hs: '610910', destination: 'CA', origin: 'MX', declaredValueUsd: 100, freightUsd: 0, transportMode: 'courier', fxRates: cad, quoteDate }, { store, now: NOW });
    expect(mx('2020-07-01').deMinimis).toMatchObject({ applied: true, threshold: 'CAD 150 duty / CAD 40 tax (CUSMA courier)' });
    expect(mx('2020-06-30').deMinimis.applied).toBe(false);
  });
});
