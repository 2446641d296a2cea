import { beforeAll, describe, expect, it } from 'vitest';
import type { TariffStore } from '../../src/dataset/store.js';
import { loadTariffStore } from '../../src/dataset/store.js';
import { computeLandedCost, type LandedCostResult } from '../../src/landed-cost/index.js';
import { ApiError } from '../../src/lib/errors.js';

/** The engine on the real compiled dataset built from ../shared/data (built on first use into var/dataset). */
let store: TariffStore;
beforeAll(async () => {
  store = await loadTariffStore();
}, 180_000);

const NOW = new Date('2026-11-21T12:00:00Z');
const line = (r: LandedCostResult, id: string) => r.breakdown.lines.find((l) => l.id === id);
const quote = (input: Record<string, unknown>) => computeLandedCost({ hs: '610910', declaredValueUsd: 10000, freightUsd: 800, insuranceUsd: 50, ...input } as never, { store, now: NOW });

describe('landed cost on the real dataset', () => {
  // Issue 3 acceptance: UK Global Tariff 6109.10 = 12 %; UK import VAT 20 % on customs value + duty.
  it('UK<-CN 610910: customs value 1,110, duty 133.20, VAT 248.64, landed 1,491.84', () => {
    const r = computeLandedCost({ hs: '610910', destination: 'UK', origin: 'CN', declaredValueUsd: 1000, freightUsd: 100, insuranceUsd: 10, incoterm: 'FOB' }, { store, now: NOW });
    expect(r.totals).toMatchObject({ customsValueUsd: 1110, dutyUsd: 133.2, vatUsd: 248.64, landedCostUsd: 1491.84 });
    expect(line(r, 'duty')!.formula).toBe('1,110.00 × 12 %');
    expect(line(r, 'vat')!.formula).toBe('(customs value 1,110.00 + duty 133.20) × 20 %');
  });

  // HTS 6109.10.00 general 16.5 %; Section 301 list 4A (9903.88.15) + 7.5 %; MPF 0.3464 % (FY2026 min/max); HMF 0.125 %.
  it('US<-CN 610910 ocean: MFN 16.5 %, Section 301 list 4A 7.5 %, MPF and HMF on the FOB value', () => {
    const r = quote({ destination: 'US', origin: 'CN', transportMode: 'ocean' });
    expect(r.tariff.sourceUrl).toMatch(/hts\.usitc\.gov/);
    expect(line(r, 'duty')).toMatchObject({ baseUsd: 10000, rate: 0.165, amountUsd: 1650 });
    expect(line(r, 'us_section_301')).toMatchObject({ baseUsd: 10000, rate: 0.075, amountUsd: 750 });
    expect(line(r, 'us_section_301')!.label).toMatch(/9903\.88\.15/);
    expect(line(r, 'us_mpf')).toMatchObject({ baseUsd: 10000, amountUsd: 34.64 });
    expect(line(r, 'us_hmf')).toMatchObject({ baseUsd: 10000, amountUsd: 12.5 });
    expect(r.totals.landedCostUsd).toBe(10850 + 1650 + 750 + 34.64 + 12.5);
  });

  it('US<-KR 610910: KORUS free, no Section 301', () => {
    const r = quote({ destination: 'US', origin: 'KR', transportMode: 'air' });
    expect(r.breakdown.agreement).toBe('KORUS');
    expect(r.totals.dutyUsd).toBe(0);
    expect(line(r, 'us_section_301')).toBeUndefined();
    expect(line(r, 'us_hmf')).toBeUndefined();
  });

  // Japan 6109.10: MFN up to 10.9 %; Viet Nam may claim AJCEP / Japan-Viet Nam EPA / CPTPP / RCEP.
  it('JP<-VN 610910 uses a preferential rate below MFN', () => {
    const r = quote({ destination: 'JP', origin: 'VN' });
    expect(r.breakdown.mfnRate).toBe(0.109);
    expect(r.breakdown.agreement).not.toBeNull();
    expect(r.breakdown.ftaRate!).toBeLessThan(r.breakdown.mfnRate!);
    expect(r.totals.dutyUsd).toBe(0);
    expect(r.totals.vatUsd).toBe(1085);
  });

  it('EU<-CN 610910 at 12 % with French import VAT 20 %', () => {
    const r = quote({ destination: 'EU', origin: 'CN', region: 'FR' });
    expect(r.totals).toMatchObject({ customsValueUsd: 10850, dutyUsd: 1302, vatUsd: 2430.4 });
  });

  // HTS 7210.49.00 free; Section 301 list 3 (9903.88.03) + 25 %; Section 232 heading 9903.82.02 + 50 % as declared.
  it('US<-CN 7210.49 steel declared under 9903.82.02: Section 232 50 % stacks with Section 301 25 %, no Section 122', () => {
    const r = quote({ destination: 'US', origin: 'CN', hs: '721049', transportMode: 'ocean', section232: { heading: '9903.82.02', contentValueUsd: 10000 } });
    expect(line(r, 'duty')!.amountUsd).toBe(0);
    expect(line(r, 'us_section_301')).toMatchObject({ rate: 0.25, amountUsd: 2500 });
    expect(line(r, 'us_section_232')).toMatchObject({ baseUsd: 10000, rate: 0.5, amountUsd: 5000, rateText: 'The duty provided in the applicable subheading + 50%' });
    expect(r.totals.dutyUsd).toBe(7500);
    const inS122Window = quote({ destination: 'US', origin: 'CN', hs: '721049', section232: { heading: '9903.82.02' }, quoteDate: '2026-03-15' });
    expect(line(inS122Window, 'us_section_122')).toBeUndefined();
  });

  // HTS 9903.74.02: "Buses and other vehicles classified in HTSUS heading 8702" + 10 %, from 2025-11-01 (master tariff list).
  it('US<-KR 8702.10 bus: Section 232 10 % applied from the heading text, without a declaration', () => {
    const r = quote({ destination: 'US', origin: 'KR', hs: '870210', declaredValueUsd: 100000, transportMode: 'ocean' });
    expect(line(r, 'us_section_232')).toMatchObject({ baseUsd: 100000, rate: 0.1, amountUsd: 10000, effectiveFrom: '2025-11-01' });
  });

  it('IN has no duty schedule: 422 tariff_unavailable with coverage no_data, never a zero', () => {
    try {
      quote({ destination: 'IN', origin: 'CN' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).body()).toMatchObject({ error: 'tariff_unavailable', coverage: 'no_data' });
    }
  });
});
