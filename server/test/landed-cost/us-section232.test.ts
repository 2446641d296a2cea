import { describe, expect, it } from 'vitest';
import { computeLandedCost, type LandedCostResult } from '../../src/landed-cost/index.js';
import { programRate } from '../../src/landed-cost/countries/us-section232.js';
import { ApiError } from '../../src/lib/errors.js';
import { NOW, fixtureStore } from './fixture.js';

/**
 * US Section 232 from the dataset: chapter 99 heading texts (HTS 2026 Rev 10, in the fixture with the same texts)
 * and the dated programme rates. Fixture: 7210.49 MFN free, 8703.80 MFN 2.5 %, 8702.10 MFN 2 %.
 */
const store = fixtureStore();
const q = (input: Record<string, unknown>) =>
  computeLandedCost({ destination: 'US', origin: 'CN', hs: '72104900', declaredValueUsd: 10000, freightUsd: 800, insuranceUsd: 50, transportMode: 'air', ...input } as never, { store, now: NOW });
const line = (r: LandedCostResult, id: string) => r.breakdown.lines.find((l) => l.id === id);
const has = (xs: string[], re: RegExp) => xs.some((x) => re.test(x));
const error = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('no error');
};

describe('US Section 232', () => {
  it('declared 9903.82.02 ("+ 50%"): 50 % of the FOB value on top of the line duty, with the heading and its source', () => {
    const r = q({ section232: { heading: '9903.82.02' } });
    expect(line(r, 'us_section_232')).toMatchObject({ kind: 'additional_duty', baseUsd: 10000, rate: 0.5, amountUsd: 5000, rateText: 'The duty provided in the applicable subheading + 50%' });
    // steel was in force before the dataset's series begins (2025-01-01 baseline): no start date is claimed
    expect(line(r, 'us_section_232')!.effectiveFrom).toBeUndefined();
    expect(has(q({ section232: { heading: '9903.82.02' }, quoteDate: '2024-06-01' }).warnings, /rates before 2025-01-01, where the dataset's series begins, are not in the dataset/)).toBe(true);
    expect(line(r, 'us_section_232')!.legalSource).toMatch(/19 U\.S\.C\. 1862.*9903\.82\.02.*U\.S\. note 16/);
    expect(r.totals.dutyUsd).toBe(5000);
    expect(has(r.assumptions, /entered under HTS 9903\.82\.02 as declared/)).toBe(true);
    expect(has(r.warnings, /metal duty applies to the value of the steel, aluminum or copper content/)).toBe(true);
    // digits only are accepted too
    expect(line(q({ section232: { heading: '99038202' } }), 'us_section_232')!.amountUsd).toBe(5000);
  });

  it('with the metal content value the duty is on that value only', () => {
    const r = q({ section232: { heading: '9903.82.02', contentValueUsd: 4000 } });
    expect(line(r, 'us_section_232')).toMatchObject({ baseUsd: 4000, amountUsd: 2000 });
    expect(has(r.warnings, /contentValueUsd is not given/)).toBe(false);
  });

  it('a bare "15%" heading is a total that replaces the line duty: the line adds what is missing', () => {
    // 8703.80 MFN 2.5 % = 250.00; 15 % of 10,000 = 1,500.00 in all; the Section 232 line adds 1,250.00
    const r = q({ hs: '87038000', origin: 'JP', section232: { heading: '9903.82.10' } });
    expect(line(r, 'duty')!.amountUsd).toBe(250);
    expect(line(r, 'us_section_232')).toMatchObject({ rate: 0.15, amountUsd: 1250 });
    expect(r.totals.dutyUsd).toBe(1500);
    expect(line(r, 'us_section_232')!.formula).toMatch(/15 % of 10,000\.00 = 1,500\.00 in all, less the line duty 250\.00/);
  });

  it('"No change" adds nothing; the non-U.S. content heading uses the content value', () => {
    const none = q({ section232: { heading: '9903.82.01' } });
    expect(line(none, 'us_section_232')).toBeUndefined();
    expect(has(none.assumptions, /9903\.82\.01 \("No change"\): no Section 232 duty/)).toBe(true);
    const content = q({ hs: '87038000', origin: 'DE', section232: { heading: '9903.94.03', contentValueUsd: 6000 } });
    expect(line(content, 'us_section_232')).toMatchObject({ baseUsd: 6000, amountUsd: 1500 });
    expect(line(content, 'us_section_232')!.formula).toMatch(/the value of the non-U\.S\. content/);
  });

  it('declared Section 232 goods pay no Section 122 surcharge (9903.03.06); other goods do', () => {
    const r = q({ section232: { heading: '9903.82.02' }, quoteDate: '2026-03-15' });
    expect(line(r, 'us_section_122')).toBeUndefined();
    expect(has(r.assumptions, /Section 232 goods are exempt from it \(HTS 9903\.03\.06\)/)).toBe(true);
    expect(line(q({ quoteDate: '2026-03-15' }), 'us_section_122')!.amountUsd).toBe(1000);
  });

  it('buses (heading 8702, named in the text of 9903.74.02) are charged without a declaration, from the programme start', () => {
    const r = q({ hs: '87021031', origin: 'KR', quoteDate: '2026-11-21' });
    expect(line(r, 'us_section_232')).toMatchObject({ rate: 0.1, amountUsd: 1000, effectiveFrom: '2025-11-01' });
    expect(has(r.warnings, /applied from the text of HTS 9903\.74\.02/)).toBe(true);
    const before = q({ hs: '87021031', origin: 'KR', quoteDate: '2025-10-31' });
    expect(line(before, 'us_section_232')).toBeUndefined();
    expect(has(before.warnings, /not in force on 2025-10-31.*from 2025-11-01/)).toBe(true);
  });

  it('undeclared steel says what may apply, with the dated headline rate from the data and how to declare it', () => {
    const r = q({});
    expect(line(r, 'us_section_232')).toBeUndefined();
    expect(has(r.warnings, /steel and derivatives .*steel 50 % since 2025-06-04.*section232\.heading/)).toBe(true);
    expect(has(q({ quoteDate: '2025-03-01' }).warnings, /steel 25 % since 2025-01-01/)).toBe(true);
  });

  it('quote dates before the HTS edition say the heading rate is the edition’s and give that day’s headline rate', () => {
    const r = q({ section232: { heading: '9903.82.02' }, quoteDate: '2025-03-01' });
    expect(line(r, 'us_section_232')!.amountUsd).toBe(5000);
    expect(has(r.warnings, /HTS edition of 2026-06-08; on 2025-03-01 the headline rates in the dataset were: steel 25 % since 2025-01-01; aluminum 10 % since 2025-01-01; copper: not in force/)).toBe(true);
  });

  it('deal-country rates come from the programme data by origin and date', () => {
    const autos = store.country('US').additionalDuties!.programs.find((p) => p.name === 'autos')!;
    expect(programRate(autos, '2025-10-01', 'DE')).toMatchObject({ rate: 0.15, country: true, date: '2025-09-25' });
    expect(programRate(autos, '2025-09-01', 'DE')).toMatchObject({ rate: 0.25, country: false });
    expect(programRate(autos, '2025-10-01', 'CN')).toMatchObject({ rate: 0.25, country: false });
    expect(programRate(autos, '2025-04-02', 'CN')).toBeNull();
  });

  it('a general heading declared for an origin with a deal rate in the data is flagged', () => {
    const r = q({ hs: '87038000', origin: 'DE', section232: { heading: '9903.94.03', contentValueUsd: 6000 } });
    expect(has(r.warnings, /Section 232 rate for goods of DE \(autos 15 % in all since 2025-09-25\): a country-specific heading may apply instead of HTS 9903\.94\.03/)).toBe(true);
    expect(has(q({ hs: '87038000', origin: 'CN', section232: { heading: '9903.94.03' } }).warnings, /country-specific heading/)).toBe(false);
  });

  it('400 for a heading that is not a Section 232 heading of the dataset, or a content value above the customs value', () => {
    let e = error(() => q({ section232: { heading: '9903.88.15' } }));
    expect([e.status, e.body().details]).toEqual([400, [{ path: 'body.section232.heading', message: 'not a Section 232 chapter 99 heading in the dataset' }]]);
    e = error(() => q({ section232: { heading: 'steel' } }));
    expect([e.status, (e.body().details as { path: string }[])[0].path]).toEqual([400, 'body.section232.heading']);
    e = error(() => q({ section232: { heading: '9903.82.02', contentValueUsd: 20000 } }));
    expect([e.status, (e.body().details as { path: string }[])[0].path]).toEqual([400, 'body.section232.contentValueUsd']);
  });

  it('ignored with a warning outside the US', () => {
    const r = computeLandedCost({ destination: 'UK', origin: 'CN', hs: '610910', declaredValueUsd: 1000, freightUsd: 100, section232: { heading: '9903.82.02' } } as never, { store, now: NOW });
    expect(has(r.warnings, /section232 is ignored/)).toBe(true);
  });
});
