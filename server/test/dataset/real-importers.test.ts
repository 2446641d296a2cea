import { beforeAll, describe, expect, it } from 'vitest';
import { loadTariffStore, type TariffStore } from '../../src/dataset/store.js';

// Each importer on the real files in ../shared/data (default path), with values checked against the sources.
let store: TariffStore;
beforeAll(async () => {
  store = await loadTariffStore();
});
const entry = (c: Parameters<TariffStore['entry']>[0], hs6: string) => store.entry(c, hs6);

describe('importers on the real sources', () => {
  it('KR: basic 13 % (WTO bound 35 % not lower), Korea-China 2.6 %, KORUS free; smartphones 0 % (WTO below basic 8 %)', () => {
    const e = entry('KR', '610910')!;
    expect(e.mfn?.adValorem).toBe(0.13);
    const prefs = Object.fromEntries(e.preferential.map((p) => [p.agreement, p.rate.adValorem]));
    expect(prefs['Korea-China FTA']).toBe(0.026);
    expect(prefs.KORUS).toBe(0);
    expect(entry('KR', '851713')!.lines[0].otherRates?.basic.adValorem).toBe(0.08);
    expect(entry('KR', '851713')!.mfn?.adValorem).toBe(0);
  });

  it('AU: smartphones free, lithium-ion 5 % with the CA column kept; apparel chapters missing = no data', () => {
    expect(entry('AU', '851713')!.mfn?.adValorem).toBe(0);
    const li = entry('AU', '850760')!;
    expect(li.mfn?.adValorem).toBe(0.05);
    expect(li.lines[0].otherRates?.CA.text).toBe('Free');
    expect(entry('AU', '610910')).toBeUndefined();
    expect(store.country('AU').defaultStatus).toBe('no_data');
  });

  it('CN: provisional rate over MFN (Li-ion 8 % vs 12 %), 2018 edition flagged; chapters 01-48 without data', () => {
    const li = entry('CN', '850760')!;
    expect(li.mfn?.adValorem).toBe(0.08);
    expect(li.lines[0].otherRates?.mfn.adValorem).toBe(0.12);
    expect(li.flags).toEqual(expect.arrayContaining(['outdated_2018', 'hs2017_source']));
    expect(entry('CN', '220300')).toBeUndefined();
  });

  it('MX: beer 20 %; BR: IPI only (beer 3.9 %), no import duty', () => {
    expect(entry('MX', '220300')!.mfn?.adValorem).toBe(0.2);
    const br = entry('BR', '220300')!;
    expect(br.mfn).toBeNull();
    expect(br.lines[0].otherRates?.ipi.adValorem).toBe(0.039);
  });

  it('UK: HS 2017 8517.12 feeds HS 2022 851713 (n:1) at 0 %', () => {
    const e = entry('UK', '851713')!;
    expect(e.lines[0].code).toBe('85171200');
    expect(e.flags).toContain('hs2017_n:1');
    expect(e.mfn?.adValorem).toBe(0);
  });

  it('EU: the compiler\'s 50 % on soya beans is withheld, not served as MFN', () => {
    const e = entry('EU', '120190')!;
    expect(e).toMatchObject({ mfn: null, status: 'partial' });
    expect(e.flags).toContain('mfn_unreliable_in_source');
  });

  it('SG and CH rules: liquor dutiable (no rate), CH agricultural goods and chapters 01-24 without data', () => {
    expect(entry('SG', '220300')).toMatchObject({ status: 'no_data', mfn: null });
    expect(entry('SG', '851713')).toMatchObject({ status: 'rule', mfn: { adValorem: 0 } });
    expect(entry('CH', '350211')).toMatchObject({ status: 'no_data', mfn: null });
    expect(entry('CH', '010121')).toBeUndefined();
    expect(entry('CH', '610910')).toMatchObject({ status: 'rule', mfn: { adValorem: 0 } });
  });

  it('US: chapter 99 and Section 301 lists kept for the landed-cost engine', () => {
    const add = store.country('US').additionalDuties!;
    expect(add.chapter99['9903.88.15'].rate.expr).toEqual({ type: 'compound', terms: [{ type: 'variable', component: 'base_duty' }, { type: 'ad_valorem', rate: 0.075 }] });
    expect(add.section301['61091000']).toEqual([{ list: '4A', chapter99: '9903.88.15' }]);
    expect(add.programs.find((p) => p.name === 'section_122')?.changes[0]).toMatchObject({ date: '2026-02-24', rate: 0.1 });
  });
});
