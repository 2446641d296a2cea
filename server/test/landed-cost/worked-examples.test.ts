import { describe, expect, it } from 'vitest';
import { computeLandedCost, type LandedCostResult } from '../../src/landed-cost/index.js';
import { NOW, fixtureStore } from './fixture.js';

const line = (r: LandedCostResult, id: string) => r.breakdown.lines.find((l) => l.id === id);
const amount = (r: LandedCostResult, id: string) => line(r, id)?.amountUsd;

describe('worked examples with published numbers', () => {
  // Issue 3 acceptance example; VAT base per gov.uk "Working out the VAT value using the customs value"
  // (customs value + duty) and HMRC Notice 252 (CIF customs value).
  it('UK<-CN 610910, FOB 1,000 + freight 100 + insurance 10: customs value 1,110, duty 133.20, VAT 248.64, landed 1,491.84', () => {
    const r = computeLandedCost({ hs: '610910', destination: 'UK', origin: 'CN', declaredValueUsd: 1000, freightUsd: 100, insuranceUsd: 10, incoterm: 'FOB' }, { store: fixtureStore(), now: NOW });
    expect(r.totals).toMatchObject({ customsValueUsd: 1110, dutyUsd: 133.2, vatUsd: 248.64, landedCostUsd: 1491.84, feesUsd: 0, otherTaxesUsd: 0 });
    expect(line(r, 'duty')).toMatchObject({ baseUsd: 1110, rate: 0.12, amountUsd: 133.2, formula: '1,110.00 × 12 %' });
    expect(line(r, 'vat')).toMatchObject({ baseUsd: 1243.2, rate: 0.2, amountUsd: 248.64 });
    expect(line(r, 'vat')!.formula).toBe('(customs value 1,110.00 + duty 133.20) × 20 %');
    expect(r.breakdown).toMatchObject({ mfnRate: 0.12, ftaRate: null, vatRate: 0.2, agreement: null });
  });

  // CBSA example (landed-cost-rules.md §1.4 Canada): VFD C$115, duty 4 %, GST 5 % on C$119.60 = C$5.98.
  // Amounts are entered as already converted (the engine works in the request currency, USD).
  it('CA: value for duty 115, duty 4 % = 4.60, GST 5 % on 119.60 = 5.98 (CBSA example)', () => {
    const r = computeLandedCost({ hs: '610910', destination: 'CA', origin: 'US', declaredValueUsd: 115, freightUsd: 0, insuranceUsd: 0 }, { store: fixtureStore({ rate: 0.04 }), now: NOW });
    expect(r.totals.customsValueUsd).toBe(115);
    expect(r.totals.dutyUsd).toBe(4.6);
    expect(line(r, 'vat')).toMatchObject({ baseUsd: 119.6, amountUsd: 5.98 });
  });

  // ABF value of the taxable importation example (landed-cost-rules.md §1.4 Australia): customs value 1,200,
  // duty 5 % = 60, transport and insurance 150, VoTI 1,410, GST 141.
  it('AU: customs value 1,200 (FOB), duty 60, T&I 150, VoTI 1,410, GST 141 (ABF example)', () => {
    const r = computeLandedCost({ hs: '610910', destination: 'AU', origin: 'CN', declaredValueUsd: 1200, freightUsd: 150, insuranceUsd: 0 }, { store: fixtureStore({ rate: 0.05 }), now: NOW });
    expect(r.totals).toMatchObject({ customsValueUsd: 1200, dutyUsd: 60, vatUsd: 141 });
    expect(line(r, 'vat')!.baseUsd).toBe(1410);
  });

  // landed-cost-rules.md §1.6: FOB 10,000, freight 800, insurance 50, 5 % duty everywhere, ocean, no preference.
  describe('§1.6 fixture table (5 % duty, FOB 10,000 / 800 / 50)', () => {
    const store = fixtureStore({ rate: 0.05 });
    const quote = (destination: string, extra: Record<string, unknown> = {}) =>
      computeLandedCost({ hs: '610910', destination, origin: 'TH', declaredValueUsd: 10000, freightUsd: 800, insuranceUsd: 50, transportMode: 'ocean', ...extra }, { store, now: NOW });

    it('US: duty 500 on FOB, MPF 34.64, HMF 12.50, landed 11,397.14', () => {
      const r = quote('US', { hs: '6109100040' });
      expect(r.totals.customsValueUsd).toBe(10000);
      expect(amount(r, 'duty')).toBe(500);
      expect(amount(r, 'us_mpf')).toBe(34.64);
      expect(amount(r, 'us_hmf')).toBe(12.5);
      expect(r.totals.landedCostUsd).toBe(11397.14);
    });
    it('EU (DE 19 %): VAT 2,164.58, landed 13,557.08', () => {
      const r = quote('EU', { region: 'DE' });
      expect(r.totals).toMatchObject({ customsValueUsd: 10850, dutyUsd: 542.5, vatUsd: 2164.58, landedCostUsd: 13557.08 });
    });
    it('UK 20 %: VAT 2,278.50, landed 13,671.00', () => {
      expect(quote('UK').totals).toMatchObject({ vatUsd: 2278.5, landedCostUsd: 13671 });
    });
    it('CN 13 %, no consumption tax: VAT 1,481.03, landed 12,873.53', () => {
      expect(quote('CN').totals).toMatchObject({ vatUsd: 1481.03, landedCostUsd: 12873.53 });
    });
    it('CN 13 % with consumption tax 10 % (wine): CT 1,265.83 on the composite base 12,658.33, VAT 1,645.58', () => {
      const r = quote('CN', { hs: '220421' });
      expect(r.breakdown.lines.find((l) => l.id === 'cn_consumption_tax')).toMatchObject({ baseUsd: 12658.33, amountUsd: 1265.83 });
      // The reference prints 14,303.92, the unrounded components summed then rounded; the engine declares each line
      // in cents and the total is their sum (10,850 + 542.50 + 1,265.83 + 1,645.58), one cent less.
      expect(r.totals).toMatchObject({ otherTaxesUsd: 1265.83, vatUsd: 1645.58, landedCostUsd: 14303.91 });
    });
    it('JP and KR 10 %: tax 1,139.25, landed 12,531.75', () => {
      expect(quote('JP', { hs: '610910' }).totals).toMatchObject({ vatUsd: 1139.25, landedCostUsd: 12531.75 });
      expect(quote('KR').totals).toMatchObject({ vatUsd: 1139.25, landedCostUsd: 12531.75 });
    });
    it('CA GST 5 %: 525.00, landed 11,875.00', () => {
      expect(quote('CA').totals).toMatchObject({ customsValueUsd: 10000, vatUsd: 525, landedCostUsd: 11875 });
    });
    it('AU GST 10 % on VoTI 11,350: 1,135.00, landed 12,485.00', () => {
      expect(quote('AU').totals).toMatchObject({ vatUsd: 1135, landedCostUsd: 12485 });
    });
    it('IN: BCD 542.50, SWS 54.25, IGST 18 % 2,060.42, landed 13,507.17', () => {
      const r = quote('IN');
      expect(amount(r, 'in_sws')).toBe(54.25);
      expect(r.totals).toMatchObject({ dutyUsd: 542.5, feesUsd: 54.25, vatUsd: 2060.42, landedCostUsd: 13507.17 });
    });
    it('MX: IGI 542.50, DTA 86.80, IVA 16 % 1,836.69, landed 13,315.99', () => {
      expect(quote('MX').totals).toMatchObject({ dutyUsd: 542.5, feesUsd: 86.8, vatUsd: 1836.69, landedCostUsd: 13315.99 });
    });
    it('SG 9 % (no duty on apparel): GST 976.50, landed 11,826.50', () => {
      expect(quote('SG').totals).toMatchObject({ dutyUsd: 0, vatUsd: 976.5, landedCostUsd: 11826.5 });
    });
    it('CH 8.1 % (industrial goods duty-free since 2024-01-01): VAT 878.85, landed 11,728.85', () => {
      expect(quote('CH').totals).toMatchObject({ dutyUsd: 0, vatUsd: 878.85, landedCostUsd: 11728.85 });
    });
  });

  // landed-cost-rules.md §1.6 DDP reverse check: DDP 15,000, VAT 19 %, duty 5 %, transport after the border 100
  // gives customs value 11,909.56, and the round trip gives back 15,000.00.
  it('EU DDP 15,000 back-solves to customs value 11,909.56 and lines that add up to 15,000.00', () => {
    const r = computeLandedCost(
      { hs: '610910', destination: 'EU', origin: 'TH', region: 'DE', incoterm: 'DDP', declaredValueUsd: 15000, freightUsd: 0, insuranceUsd: 0, destinationTransportUsd: 100 },
      { store: fixtureStore({ rate: 0.05 }), now: NOW },
    );
    expect(r.totals.customsValueUsd).toBeCloseTo(11909.56, 2);
    expect(r.totals.landedCostUsd).toBe(15000);
  });
});
