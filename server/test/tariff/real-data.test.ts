import { beforeAll, describe, expect, it } from 'vitest';
import type { TariffStore } from '../../src/dataset/store.js';
import { loadTariffStore } from '../../src/dataset/store.js';
import { DESTINATIONS } from '../../src/dataset/types.js';
import { computeCoverage } from '../../src/tariff/coverage.js';
import { createTestContext, type TestContext } from '../helpers/app.js';

// The real files in ../shared/data, found through the default path (CI clones the repo with ../shared beside it).
let store: TariffStore;
let t: TestContext;
beforeAll(async () => {
  store = await loadTariffStore();
  t = await createTestContext({ tariffStore: store });
});

async function tariff(path: string) {
  const res = await t.request(`/api/tariff/${path}`);
  return { status: res.status, body: (await res.json()) as any };
}

describe('GET /api/tariff on the real dataset (issue 8 done-when)', () => {
  it('US 610910: MFN 16.5 % from the USITC HTS edition of 2026-06-08', async () => {
    const { status, body } = await tariff('US/610910');
    expect(status).toBe(200);
    expect(body.hs).toEqual({ code: '610910', title: 'T-shirts, singlets and other vests; of cotton, knitted or crocheted' });
    expect(body.country).toEqual({ code: 'US', name: 'United States' });
    expect(body.tariff.mfn).toBe(0.165);
    expect(new URL(body.tariff.sourceUrl).hostname).toBe('hts.usitc.gov');
    expect(body.tariff.verifiedAt.slice(0, 10)).toBe('2026-06-08');
    expect(body.tariff.vat).toBe(0);
    // 10-digit statistical lines inherit the 8-digit rate; column 2 and the 9903 reference are kept.
    expect(body.lines.length).toBeGreaterThan(5);
    for (const line of body.lines) expect(line.mfn.text).toBe('16.5%');
    expect(body.lines[0].otherRates.column2.rate).toBe(0.9);
    expect(body.lines[0].notes).toContain('See 9903.88.15.');
  });

  it('JP 610910: MFN 10.9 % (bracketed WTO rate) with range 7.4 % .. 10.9 % over its two statistical lines', async () => {
    const { body } = await tariff('JP/610910');
    expect(body.tariff.mfn).toBe(0.109);
    expect(body.tariff.mfnRange).toEqual({ min: 0.074, max: 0.109 });
    expect(body.lines.map((l: any) => [l.code, l.mfn.rate])).toEqual([
      ['610910010', 0.109],
      ['610910020', 0.074],
    ]);
    expect(body.lines[0].localTitle).toContain('綿製のもの');
    expect(body.lines[0].title).toBe(body.hs.title);
  });

  it('EU and UK 610910: 12 %', async () => {
    const eu = (await tariff('EU/610910')).body;
    expect(eu.tariff).toMatchObject({ mfn: 0.12, vat: null });
    expect(eu.notes.join(' ')).toMatch(/member state/);
    const uk = (await tariff('UK/610910')).body;
    expect(uk.tariff.mfn).toBe(0.12);
    expect(uk.flags).toContain('hs2017_source');
    expect((await tariff('gb/610910')).body.country.code).toBe('UK');
  });

  it('a national code narrows the lines; the cached JSON body keeps the JSON type and rate-limit headers', async () => {
    const res = await t.request('/api/tariff/US/6109.10.00.12');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('RateLimit-Remaining')).toMatch(/^\d+$/);
    const body = (await res.json()) as any;
    expect(body.hs.code).toBe('610910');
    expect(body.lines.map((l: any) => l.code)).toEqual(['6109100012']);
    expect((await tariff('US/6109999999')).body.error).toBe('unknown_hs');
  });

  it('US 851713 (smartphones, new in HS 2022): free', async () => {
    const { body } = await tariff('US/851713');
    expect(body.tariff.mfn).toBe(0);
    expect(body.tariff.mfnRate.text).toBe('Free');
  });

  it('the matrix has the 12 other destinations with honest statuses', async () => {
    const { body } = await tariff('US/610910');
    const matrix = Object.fromEntries(body.other_countries.map((c: any) => [c.country, c]));
    expect(body.other_countries).toHaveLength(12);
    expect(Object.keys(matrix).sort()).toEqual(DESTINATIONS.filter((c) => c !== 'US').sort());
    expect(matrix.EU).toMatchObject({ mfn: 0.12, status: 'available' });
    expect(matrix.JP).toMatchObject({ mfn: 0.109, status: 'available' });
    expect(matrix.KR).toMatchObject({ mfn: 0.13, status: 'available' });
    expect(matrix.CN).toMatchObject({ mfn: 0.06, status: 'partial' }); // 2018 rates, chapters 49-97 only
    expect(matrix.CH).toMatchObject({ mfn: 0, status: 'rule' }); // industrial tariffs abolished 2024-01-01
    expect(matrix.SG).toMatchObject({ mfn: 0, status: 'rule' });
    for (const c of ['CA', 'IN', 'BR', 'AU', 'MX']) expect(matrix[c]).toMatchObject({ mfn: null, status: 'no_data' });
  });

  it('origin picks the best preference open to it; without origin the lowest of any agreement', async () => {
    const mx = (await tariff('US/610910?origin=MX')).body;
    expect(mx.tariff.fta).toBe(0);
    expect(mx.tariff.ftaAgreements).toEqual(['USMCA']);
    const cn = (await tariff('US/610910?origin=CN')).body;
    expect(cn.tariff.fta).toBeNull();
    const vn = (await tariff('JP/610910?origin=CN')).body;
    expect(vn.tariff.fta).toBe(0.068); // RCEP (CN), highest of its two lines (6.8 %, 4.6 %)
    expect((await tariff('EU/610910?origin=UK')).body.tariff.ftaAgreements).toEqual(['EU-UK TCA']);
  });

  it('errors: unknown HS6 404 unknown_hs, unknown destination 404, malformed code 400, bad origin 400', async () => {
    const unknown = await tariff('US/610999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('unknown_hs');
    expect((await tariff('ZZ/610910')).body.error).toBe('unsupported_destination');
    expect((await tariff('US/61-09')).status).toBe(400);
    expect((await tariff('US/610910?origin=USA')).status).toBe(400);
  });

  it('no data stays null: IN and CA have no schedule, BR has only the IPI excise', async () => {
    const india = (await tariff('IN/610910')).body;
    expect(india.tariff).toMatchObject({ mfn: null, status: 'no_data', verifiedAt: null });
    const br = (await tariff('BR/851713')).body;
    expect(br.tariff.mfn).toBeNull();
    expect(br.lines[0].otherRates.ipi.rate).toBe(0.15);
  });
});

describe('GET /api/coverage on the real dataset', () => {
  it('lists every destination with edition, lines, MFN count and agreements', async () => {
    const res = await t.request('/api/coverage');
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.hs6Total).toBe(5613);
    expect(body.countries.map((c: any) => c.country)).toEqual([...DESTINATIONS]);
    const by = Object.fromEntries(body.countries.map((c: any) => [c.country, c]));
    expect(by.US.hs6WithMfn).toBeGreaterThan(5600);
    expect(by.US.agreements.map((a: any) => a.agreement)).toContain('USMCA');
    expect(by.JP.agreements.map((a: any) => a.agreement)).toContain('CPTPP');
    expect(by.CA).toMatchObject({ hs6WithMfn: 0, nationalLines: 0, verifiedAt: null });
    expect(by.CA.statuses.no_data).toBe(5613);
    for (const c of body.countries) {
      const s = c.statuses;
      expect(s.available + s.partial + s.rule + s.no_data).toBe(5613);
    }
    expect((await t.request('/api/coverage', { auth: false })).status).toBe(401);
  });

  it('counts specific and compound rates', () => {
    const report = computeCoverage(store);
    const eu = report.countries.find((c) => c.country === 'EU')!;
    expect(eu.specificOrCompoundRates).toBeGreaterThan(100);
    expect(report.countries.find((c) => c.country === 'KR')!.specificOrCompoundRates).toBe(0);
  });
});
