import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataset, type BuildResult } from '../../src/dataset/build.js';
import { decodeDataset, encodeDataset } from '../../src/dataset/compact.js';
import { splitAuDutyRate, stageInForce } from '../../src/dataset/importers/au-customs-tariff.js';
import { appliedJpMfn, isBracketed } from '../../src/dataset/importers/jp-customs.js';
import { splitSpecial } from '../../src/dataset/importers/us-hts.js';
import type { CompiledDataset, Rate } from '../../src/dataset/types.js';

// Hand-written fixtures in each source's own format (see fixtures/data/README.md); the US export is gzipped here.
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/data');
let dataDir: string;
let result: BuildResult;
let d: CompiledDataset;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tis-fixture-data-'));
  cpSync(FIXTURES, dataDir, { recursive: true });
  const us = path.join(dataDir, 'tariffs/us-hts-usitc');
  writeFileSync(path.join(us, 'hts_2026_rev_1.json.gz'), gzipSync(readFileSync(path.join(us, 'hts_2026_rev_1.json'))));
  rmSync(path.join(us, 'hts_2026_rev_1.json'));
  result = buildDataset({ dataDir });
  d = result.dataset;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const r = (rate: Rate | null | undefined) => rate?.adValorem;

describe('build on fixtures', () => {
  it('uses one importer per source and leaves CA and IN empty', () => {
    expect(result.importers).toMatchObject({
      US: 'tariffs/us-hts-usitc',
      JP: 'tariffs/jp-customs-tariff',
      CA: null,
      IN: null,
      SG: 'rule:SG',
      CH: 'rule:CH',
    });
    expect(d.countries.CA).toMatchObject({ defaultStatus: 'no_data', hs6: {}, verifiedAt: '' });
    expect(Object.keys(d.hs.nodes).filter((c) => c.length === 6)).toHaveLength(5);
  });

  it('reports every rate text of the fixtures as parsed, per source', () => {
    for (const s of result.rateReport.sources) expect(s.unparsed, s.source).toEqual([]);
    expect(result.rateReport.sources.map((s) => s.source)).toContain('tariffs/us-hts-usitc (chapter 99)');
  });
});

describe('US HTS importer', () => {
  it('10-digit lines inherit the 8-digit rate; 8-digit lines without children are lines themselves', () => {
    const e = d.countries.US.hs6['610910'];
    expect(e.lines.map((l) => l.code)).toEqual(['6109100004', '6109100007']);
    expect(e.lines.every((l) => l.mfn?.text === '16.5%')).toBe(true);
    expect(e.lines[0].title).toBe("Of cotton: Men's or boys': T-shirts, all white (352)");
    expect(e.lines[0].units).toEqual(['doz.', 'kg']);
    expect(d.countries.US.hs6['610990'].lines.map((l) => l.code)).toEqual(['6109901000', '61099080']);
  });

  it('maps Special program codes to agreements and partners; keeps column 2, unilateral programmes and references', () => {
    const line = d.countries.US.hs6['610910'].lines[0];
    const byAgreement = Object.fromEntries(line.preferential.map((p) => [p.agreement, p]));
    expect(byAgreement.USMCA.partners).toEqual(['CA', 'MX']);
    expect(byAgreement['CAFTA-DR'].partners).toEqual(['CR', 'DO', 'GT', 'HN', 'NI', 'SV']);
    expect(r(byAgreement['US-Japan Trade Agreement'].rate)).toBe(0.02);
    expect(r(line.otherRates?.column2)).toBe(0.9);
    expect(line.notes).toEqual(['See 9903.88.15.', 'Special (IL): See 9822.04.40']);
    const other = d.countries.US.hs6['610990'].lines[1];
    expect(other.otherRates?.['special:A+']?.text).toBe('Free');
    expect(other.mfn?.expr).toEqual({ type: 'compound', terms: [{ type: 'specific', amount: 0.044, currency: 'USD', per: 1, unit: 'kg' }, { type: 'ad_valorem', rate: 0.1 }] });
  });

  it('takes the edition date from revision_dates.csv, the highest rate as HS6 MFN, and keeps additional duties', () => {
    expect(d.countries.US.verifiedAt).toBe('2026-01-15T00:00:00.000Z');
    expect(d.countries.US.edition).toContain('HTS 2026 Revision 1');
    const e = d.countries.US.hs6['610990'];
    expect(r(e.mfn)).toBe(0.32);
    expect(e.flags).toContain('mixed_rate_forms');
    const add = d.countries.US.additionalDuties!;
    expect(add.chapter99['9903.88.15'].rate.expr).toEqual({ type: 'compound', terms: [{ type: 'variable', component: 'base_duty' }, { type: 'ad_valorem', rate: 0.075 }] });
    expect(add.section301['61091000']).toEqual([{ list: '4A', chapter99: '9903.88.15' }]);
    expect(add.programs.find((p) => p.authority === 'ieepa')?.changes[0]).toMatchObject({ date: '2025-02-04', rate: 0.1, country: 'China' });
    expect(Object.keys(d.countries.US.hs6).some((k) => k.startsWith('98'))).toBe(false);
  });
});

describe('JP importer', () => {
  it('applied MFN: bracketed WTO rate not applied, unbracketed lower WTO rate applied, temporary rate over general', () => {
    const e = d.countries.JP.hs6['610910'];
    expect(e.lines.map((l) => [l.code, r(l.mfn)])).toEqual([
      ['610910010', 0.109],
      ['610910020', 0.074],
    ]);
    expect(r(e.mfn)).toBe(0.109);
    expect(e.mfnRange).toEqual({ min: 0.074, max: 0.109 });
    expect(e.lines[0].title).toBe('T-shirts, singlets and other vests; of cotton, knitted or crocheted');
    expect(e.lines[0].localTitle).toBe('綿製のもの / 1 なせんしたもの');
    expect(e.lines[0].units).toEqual(['NO', 'KG']);
    // Inherited bracketed general (12%) is not applied; the temporary 8% stands against a WTO rate it cannot be
    // compared with.
    const other = d.countries.JP.hs6['610990'].lines[0];
    expect(other.otherRates?.general.text).toBe('(12%)');
    expect(other.otherRates?.wto.text).toBe('60%又は4,800円/足のうちいずれか高い税率');
    expect(other.mfn?.text).toBe('8%');
  });

  it('EPA columns become agreements with partners; the HS6 preference is the highest of the lines', () => {
    const e = d.countries.JP.hs6['610910'];
    const rcep = e.preferential.find((p) => p.agreement === 'RCEP (CN)')!;
    expect(rcep.partners).toEqual(['CN']);
    expect(r(rcep.rate)).toBe(0.068);
    expect(e.preferential.find((p) => p.agreement === 'CPTPP')!.partners).toContain('GB');
    expect(d.countries.JP.verifiedAt).toBe('2026-07-09T00:00:00.000Z');
  });

  it('helpers', () => {
    expect(isBracketed('*(25.5%＋254円/kg)')).toBe(true);
    expect(isBracketed('7.4%')).toBe(false);
    const rate = (text: string, adValorem: number): Rate => ({ text, expr: { type: 'ad_valorem', rate: adValorem }, adValorem });
    expect(appliedJpMfn({ general: rate('5%', 0.05), wto: rate('3%', 0.03) })?.text).toBe('3%');
    expect(appliedJpMfn({ general: rate('5%', 0.05), temporary: rate('4%', 0.04), wto: rate('(6%)', 0.06) })?.text).toBe('4%');
    const free: Rate = { text: '無税', expr: { type: 'free' }, adValorem: 0 };
    const specific: Rate = { text: '21.30円/kg', expr: { type: 'specific', amount: 21.3, currency: 'JPY', per: 1, unit: 'kg' }, adValorem: null };
    expect(appliedJpMfn({ temporary: free, wto: specific })?.text).toBe('無税');
    expect(appliedJpMfn({ temporary: specific, wto: free })?.text).toBe('無税');
    expect(appliedJpMfn({ temporary: rate('8%', 0.08), wto: specific })?.text).toBe('8%');
    expect(appliedJpMfn({ general: rate('8%', 0.08), wto: specific })?.text).toBe('21.30円/kg');
  });
});

describe('EU importer', () => {
  it('MFN per HS6 from ALL (MFN) with the min/max range, preferences per origin with basis pref, flags', () => {
    const e = d.countries.EU.hs6['610910'];
    expect(r(e.mfn)).toBe(0.12);
    expect(e.preferential).toEqual([{ agreement: 'EU-UK TCA', partners: ['GB'], rate: expect.objectContaining({ adValorem: 0 }) }]);
    expect(e.flags).toContain('anti_dumping_possible');
    const range = d.countries.EU.hs6['610990'];
    expect(r(range.mfn)).toBe(0.12);
    expect(range.mfnRange).toEqual({ min: 0.102, max: 0.12 });
    expect(d.countries.EU.verifiedAt).toBe('2026-09-29T00:00:00.000Z');
    expect(d.countries.EU.hs6['851714']).toBeUndefined(); // not in the source: no data
  });
});

describe('UK importer (HS 2017 → HS 2022)', () => {
  it('maps 1:1 and n:1 directly and flags 1:n without a rate', () => {
    const uk = d.countries.UK.hs6;
    expect(r(uk['610910'].mfn)).toBe(0.12);
    expect(uk['610910'].flags).toEqual(['hs2017_source', 'hs2017_1:1']);
    // 851712 (HS 2017) became 851713 and 851714: both take its line (n:1).
    expect(uk['851713'].lines.map((l) => l.code)).toEqual(['85171200']);
    expect(uk['851714'].flags).toContain('hs2017_n:1');
    // 010121 draws on two HS 2017 codes (1:n in the fixture): flagged, no MFN, candidates listed.
    expect(uk['010121']).toMatchObject({ status: 'partial', mfn: null });
    expect(uk['010121'].flags).toContain('hs2017_split');
    expect(uk['010121'].lines.map((l) => l.code)).toEqual(['01012100', '01012910']);
  });

  it('keeps the compound GBP rate, the 2020 EU CET beside it and the source flags', () => {
    const e = d.countries.UK.hs6['610990'];
    const line = e.lines.find((l) => l.code === '61099090')!;
    expect(line.mfn?.expr).toEqual({ type: 'compound', terms: [{ type: 'ad_valorem', rate: 0.1 }, { type: 'specific', amount: 77, currency: 'GBP', per: 100, unit: 'kg' }] });
    expect(line.otherRates?.eu_cet_2020.adValorem).toBe(0.12);
    expect(line.notes).toContain('trade remedy applies');
    expect(r(e.mfn)).toBe(0.12);
    expect(e.flags).toContain('mixed_rate_forms');
  });
});

describe('KR, AU, CN, MX, BR importers', () => {
  it('KR: WTO rate where lower than basic, FTA columns with partners, Korean and English names', () => {
    const e = d.countries.KR.hs6['610910'];
    expect(e.lines.map((l) => r(l.mfn))).toEqual([0.13, 0.1]);
    expect(r(e.mfn)).toBe(0.13);
    expect(e.lines[0]).toMatchObject({ title: 'T-shirts', localTitle: '티셔츠' });
    expect(e.preferential.find((p) => p.agreement === 'Korea-China FTA')!.partners).toEqual(['CN']);
    expect(e.preferential.find((p) => p.agreement === 'Korea-UK FTA')!.partners).toEqual(['GB']);
    expect(d.countries.KR.hs6['851713'].lines[0].localTitle).toBe('전화기 / 스마트폰');
    expect(d.countries.KR.verifiedAt).toBe('2026-02-11T00:00:00.000Z');
  });

  it('AU: general rate before the column markers, staged rates at the edition date, FTA schedules', () => {
    const au = d.countries.AU.hs6;
    expect(r(au['610910'].mfn)).toBe(0.05);
    expect(au['610910'].lines[0].otherRates?.DCS.adValorem).toBe(0.04);
    expect(au['610910'].preferential.map((p) => [p.agreement, r(p.rate)])).toEqual([
      ['AUSFTA', 0],
      ['RCEP', 0.012],
    ]);
    expect(r(au['610990'].mfn)).toBe(0); // "… From1July2019 Free"
    expect(r(au['851713'].mfn)).toBe(0);
    expect(splitAuDutyRate('5% DCS4% CAFree DCT5%')).toEqual({ general: '5%', columns: { DCS: '4%', CA: 'Free', DCT: '5%' } });
    expect(stageInForce('5% From 1 July 2030 Free', '2026-04-17')).toBe('5%');
  });

  it('CN: provisional over MFN, repaired split rows, HS 2017 mapping, flagged outdated', () => {
    const cn = d.countries.CN.hs6;
    expect(r(cn['610910'].mfn)).toBe(0.06);
    expect(cn['610910'].status).toBe('partial');
    expect(cn['610910'].flags).toContain('outdated_2018');
    expect(cn['610990'].lines[0]).toMatchObject({ code: '61099000', localTitle: '-其他纺织材料制,含化纤的' });
    expect(r(cn['610990'].mfn)).toBe(0.08);
    expect(cn['851713'].lines[0].mfn?.expr).toEqual({ type: 'conditional', cases: [{ condition: '1-6月[注5]', expr: { type: 'ad_valorem', rate: 0 } }] });
  });

  it('MX: Ex is free, NICOs kept; BR: IPI only, MFN null', () => {
    const mx = d.countries.MX.hs6['010121'];
    expect(mx.lines.map((l) => r(l.mfn))).toEqual([0.1, 0]);
    expect(mx.lines[1].notes).toEqual(['NICO: 0101219900, 0101219901']);
    const br = d.countries.BR.hs6['851713'];
    expect(br).toMatchObject({ status: 'no_data', mfn: null });
    expect(br.lines.map((l) => [l.code, l.otherRates?.ipi.adValorem])).toEqual([
      ['85171300', 0.15],
      ['85171300-ex1', 0.0975],
    ]);
    expect(d.countries.BR.hs6['010121'].lines[0].otherRates?.ipi.text).toBe('NT');
  });

  it('SG and CH rules: free with status rule, dutiable and agricultural goods without a rate', () => {
    expect(d.countries.SG.hs6['610910']).toMatchObject({ status: 'rule', mfn: { adValorem: 0 } });
    expect(d.countries.CH.hs6['851713']).toMatchObject({ status: 'rule', mfn: { adValorem: 0 } });
    expect(d.countries.CH.hs6['010121']).toBeUndefined(); // chapter 01: agricultural, no data
    expect(d.countries.CH.defaultStatus).toBe('no_data');
  });
});

describe('compiled format', () => {
  it('round-trips the dataset through the compact JSON (entries materialised on access)', () => {
    const back = decodeDataset(JSON.parse(JSON.stringify(encodeDataset(d))));
    expect(Object.keys(back.countries.US.hs6).sort()).toEqual(Object.keys(d.countries.US.hs6).sort());
    expect('610910' in back.countries.JP.hs6).toBe(true);
    expect(back.countries.JP.hs6['999999']).toBeUndefined();
    expect(JSON.parse(JSON.stringify(back))).toEqual(JSON.parse(JSON.stringify(d)));
  });
});

describe('US Special column splitting', () => {
  it('splits rate groups and skips the source typo "(PA (PA)"', () => {
    expect(splitSpecial('Free (A+,AU,BH) 2.6% (JP)')).toEqual([
      { text: 'Free', codes: ['A+', 'AU', 'BH'] },
      { text: '2.6%', codes: ['JP'] },
    ]);
    expect(splitSpecial('See 9919.04.50 (PA (PA)')).toEqual([]);
  });
});
