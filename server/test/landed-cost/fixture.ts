import { createTariffStore, type TariffStore } from '../../src/dataset/store.js';
import { DESTINATIONS, type CompiledDataset, type CountryDataset, type Destination, type Hs6Entry, type NationalLine, type Preference, type Rate, type RateExpr } from '../../src/dataset/types.js';

/** Small hand-written datasets in the compiled shape, for engine tests that must not depend on ../shared/data. */

export const adv = (rate: number, text = `${+(rate * 100).toFixed(4)}%`): Rate => ({ text, expr: rate === 0 ? { type: 'free' } : { type: 'ad_valorem', rate }, adValorem: rate });
export const rateOf = (text: string, expr: RateExpr): Rate => ({ text, expr, adValorem: null });
export const pref = (agreement: string, partners: string[], rate: Rate): Preference => ({ agreement, partners, rate });

export function entry(hs6: string, mfn: Rate | null, opts: Partial<Hs6Entry> = {}): Hs6Entry {
  return { hs6, status: 'available', mfn, mfnRange: mfn?.adValorem != null ? { min: mfn.adValorem, max: mfn.adValorem } : null, lines: [], preferential: [], flags: [], ...opts };
}

export function line(code: string, mfn: Rate | null, opts: Partial<NationalLine> = {}): NationalLine {
  return { code, title: `line ${code}`, mfn, preferential: [], units: [], ...opts };
}

function country(code: Destination, entries: Hs6Entry[], extra: Partial<CountryDataset> = {}): CountryDataset {
  return {
    country: code,
    name: `${code} fixture tariff`,
    sourceUrl: `https://example.test/${code.toLowerCase()}`,
    verifiedAt: '2026-01-01T00:00:00Z',
    edition: `${code} fixture edition`,
    currency: 'USD',
    defaultStatus: 'no_data',
    hs6: Object.fromEntries(entries.map((e) => [e.hs6, e])),
    notes: [],
    ...extra,
  };
}

const HS_CODES = ['220421', '610910', '851713', '847130', '220300', '100630', '721049', '870380', '870210', '640299', '020130'];

/**
 * Every destination has 610910 at an illustrative rate; some carry more lines.
 * `rate` overrides the illustrative duty everywhere (the §1.6 worked example of landed-cost-rules.md uses 5 %).
 */
export function fixtureStore(opts: { rate?: number } = {}): TariffStore {
  const r = (x: number) => adv(opts.rate ?? x);
  const countries = Object.fromEntries(DESTINATIONS.map((d) => [d, country(d, [entry('610910', r(0.1))])])) as Record<Destination, CountryDataset>;

  countries.UK = country('UK', [entry('610910', r(0.12), { preferential: [pref('UK-VN FTA', ['VN'], adv(0))] })], { currency: 'GBP' });
  countries.EU = country('EU', [entry('610910', r(0.12), { preferential: [pref('EU-VN FTA', ['VN'], adv(0))] }), entry('220300', rateOf('0 EUR / hl', { type: 'free' }))], { currency: 'EUR' });

  const us6109 = line('6109100012', r(0.165), {
    preferential: [pref('KORUS', ['KR'], adv(0)), pref('USMCA', ['CA', 'MX'], adv(0))],
    otherRates: { column2: adv(0.9) },
    notes: ['See 9903.88.15.'],
  });
  const us6109b = line('6109100040', r(0.165), { preferential: [pref('KORUS', ['KR'], adv(0)), pref('USMCA', ['CA', 'MX'], adv(0))], otherRates: { column2: adv(0.9) } });
  countries.US = country(
    'US',
    [
      entry('610910', r(0.165), { lines: [us6109, us6109b], preferential: [pref('KORUS', ['KR'], adv(0)), pref('USMCA', ['CA', 'MX'], adv(0))] }),
      entry('851713', adv(0), { lines: [line('8517130000', adv(0))] }),
      entry('640299', rateOf('$0.90/pr + 20%', { type: 'compound', terms: [{ type: 'specific', amount: 0.9, currency: 'USD', per: 1, unit: 'pr' }, { type: 'ad_valorem', rate: 0.2 }] }), {
        lines: [line('64029990', rateOf('$0.90/pr + 20%', { type: 'compound', terms: [{ type: 'specific', amount: 0.9, currency: 'USD', per: 1, unit: 'pr' }, { type: 'ad_valorem', rate: 0.2 }] }))],
      }),
      entry('721049', adv(0), { lines: [line('72104900', adv(0))] }),
      entry('870380', adv(0.025), { lines: [line('87038000', adv(0.025))] }),
      entry('870210', adv(0.02), { lines: [line('87021031', adv(0.02))] }),
    ],
    {
      sourceUrl: 'https://hts.usitc.gov/',
      verifiedAt: '2026-06-08T00:00:00Z',
      edition: 'HTS 2026 Revision 10',
      additionalDuties: {
        chapter99: {
          '9903.88.15': { code: '9903.88.15', description: 'List 4A', rate: rateOf('The duty provided in the applicable subheading + 7.5%', { type: 'compound', terms: [{ type: 'variable', component: 'base_duty' }, { type: 'ad_valorem', rate: 0.075 }] }) },
          '9903.88.03': { code: '9903.88.03', description: 'List 3', rate: rateOf('The duty provided in the applicable subheading + 25%', { type: 'compound', terms: [{ type: 'variable', component: 'base_duty' }, { type: 'ad_valorem', rate: 0.25 }] }) },
          '9903.82.02': { code: '9903.82.02', description: 'Articles of aluminum, of steel or of copper (note 16)', rate: rateOf('The duty provided in the applicable subheading + 50%', { type: 'compound', terms: [{ type: 'variable', component: 'base_duty' }, { type: 'ad_valorem', rate: 0.5 }] }) },
          '9903.82.10': { code: '9903.82.10', description: 'Derivative articles with a column 1 rate under 15 percent', rate: rateOf('15%', { type: 'ad_valorem', rate: 0.15 }) },
          '9903.82.01': { code: '9903.82.01', description: 'Articles that do not contain any aluminum, steel, or copper', rate: rateOf('No change', { type: 'variable', component: 'base_duty' }) },
          '9903.94.03': { code: '9903.94.03', description: 'Certain passenger vehicles (non-U.S. content)', rate: rateOf('The duty provided in the applicable subheading + a duty of 25% upon the value of the non-U.S. content', { type: 'compound', terms: [{ type: 'variable', component: 'base_duty' }, { type: 'ad_valorem', rate: 0.25, on: 'the value of the non-U.S. content' }] }) },
          '9903.74.02': { code: '9903.74.02', description: 'Buses and other vehicles classified in HTSUS heading 8702', rate: rateOf('The duty provided in the applicable subheading + 10%', { type: 'compound', terms: [{ type: 'variable', component: 'base_duty' }, { type: 'ad_valorem', rate: 0.1 }] }) },
          '9903.03.01': { code: '9903.03.01', description: 'Section 122', rate: rateOf('The duty provided in the applicable subheading + 10%', { type: 'compound', terms: [{ type: 'variable', component: 'base_duty' }, { type: 'ad_valorem', rate: 0.1 }] }) },
        },
        section301: { '61091000': [{ list: '4A', chapter99: '9903.88.15' }], '85171300': [] },
        programs: [
          { authority: 's232', name: 'steel', changes: [{ date: '2025-01-01', rate: 0.25, source: 'x' }, { date: '2025-06-04', rate: 0.5, source: 'y' }] },
          { authority: 's232', name: 'aluminum', changes: [{ date: '2025-01-01', rate: 0.1, source: 'x' }, { date: '2025-06-04', rate: 0.5, source: 'y' }] },
          { authority: 's232', name: 'copper', changes: [{ date: '2025-08-01', rate: 0.5, source: 'x' }] },
          { authority: 's232', name: 'autos', changes: [{ date: '2025-04-03', rate: 0.25, source: 'x' }, { date: '2025-09-25', rate: 0.15, country: 'Germany (Federal Republic of Germany)', censusCode: '4280', source: 'z' }] },
          { authority: 's232', name: 'buses', changes: [{ date: '2025-11-01', rate: 0.1, source: 'x' }] },
        ],
        revisions: [{ revision: 'basic', effectiveDate: '2025-01-01', event: 'Baseline (pre-Trump 2.0)' }],
      },
    },
  );

  countries.JP = opts.rate !== undefined ? country('JP', [entry('610910', r(0.109))], { currency: 'JPY' }) : country('JP', [
    entry('610910', adv(0.109), {
      mfnRange: { min: 0.074, max: 0.109 },
      lines: [
        line('610910010', adv(0.109), { preferential: [pref('Japan-Viet Nam EPA', ['VN'], adv(0)), pref('RCEP', ['CN'], adv(0.068))] }),
        line('610910020', adv(0.074), { preferential: [pref('Japan-Viet Nam EPA', ['VN'], adv(0)), pref('RCEP', ['CN'], adv(0.046))] }),
      ],
      preferential: [pref('Japan-Viet Nam EPA', ['VN'], adv(0)), pref('RCEP', ['CN'], adv(0.068))],
    }),
    entry('640299', rateOf('30%又は4,300円/足のうちいずれか高い税率', { type: 'max', of: [{ type: 'ad_valorem', rate: 0.3 }, { type: 'specific', amount: 4300, currency: 'JPY', per: 1, unit: 'pair' }] })),
  ], { currency: 'JPY' });
  countries.IN = country('IN', [entry('610910', r(0.2))], { currency: 'INR' });
  countries.CA = country('CA', [entry('610910', r(0.1), { preferential: [pref('CUSMA', ['MX'], adv(0))] })], { currency: 'CAD' }); // MX only: the CBSA worked example prices a US good at MFN
  countries.CN = country('CN', [entry('610910', r(0.06), { status: 'partial' }), entry('220421', r(0.14), { status: 'partial' })], { currency: 'CNY' });
  countries.BR = country('BR', [entry('220421', adv(0.2))], { defaultStatus: 'no_data', verifiedAt: '', edition: 'none' });
  // Singapore charges duty only on liquor, tobacco, motor vehicles and petroleum: apparel is a 0 rule entry.
  countries.SG = country('SG', [entry('610910', adv(0), { status: 'rule' })], { currency: 'SGD', defaultStatus: 'rule' });
  countries.CH = country('CH', [entry('610910', adv(0), { status: 'rule' })], { currency: 'CHF', defaultStatus: 'rule' });

  const dataset: CompiledDataset = {
    builtAt: '2026-11-21T00:00:00Z',
    sourceFingerprint: 'fixture',
    hs: {
      sections: {},
      nodes: Object.fromEntries(HS_CODES.map((c) => [c, { code: c, title: `HS ${c}`, parent: c.slice(0, 4), section: 'XI' }])),
    },
    countries,
  };
  return createTariffStore(dataset);
}

export const NOW = new Date('2026-11-21T12:00:00Z');
