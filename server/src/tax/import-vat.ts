import type { Destination } from '../dataset/types.js';
import { ApiError } from '../lib/errors.js';
import { SALES_TAX_SOURCE, SALES_TAX_URL, standardRate, stateRate } from './standard-rates.js';
import { EU_MEMBER_STATES } from './eu-members.js';

/**
 * Import VAT/GST rate for a destination and an HS code.
 *
 * Standard rates come from the `sales-tax` package; the import rates that differ from the standard
 * one (reduced bands defined by product) are written below with their legal source and effective date.
 * HS → product-category mappings are approximations of categories the law defines by product or use;
 * every such result says so in `notes`.
 */
export interface ImportVatResult {
  country: Destination;
  /** EU member state, CA province … the rate was resolved for; null when none applies. */
  region: string | null;
  /** Local name of the tax: VAT, GST, IGST, JCT, IVA, ICMS … ('none' for the US). */
  name: string;
  /** Rate as a fraction; null when it cannot be determined without more input (e.g. EU without member state). */
  rate: number | null;
  /** The country's (or member state's) standard rate, for comparison. */
  standardRate: number | null;
  category: 'standard' | 'reduced' | 'zero' | 'none';
  /** Legal source of the rate applied. */
  source: string;
  sourceUrl: string | null;
  /** First day (ISO date) the applied rate is in force, where the rule states it. */
  effectiveFrom: string | null;
  /** Range across member states when `rate` is null for lack of a region (EU). */
  range?: { min: number; max: number };
  notes: string[];
}

export interface ImportVatOptions {
  /** EU member state (ISO alpha-2), Canadian province, Brazilian state … */
  region?: string;
  /** Date the rate must be in force; default now. */
  date?: Date;
  /** India: value per piece or pair in INR, which decides the apparel and footwear slab. */
  unitValueInr?: number;
}

const hs6Of = (hs: string) => hs.replace(/\D/g, '').slice(0, 6);
const inHeadings = (hs: string, prefixes: string[]) => prefixes.some((p) => hs.startsWith(p));
const HS_APPROXIMATION = 'The band is mapped from the HS code; the law defines it by product or use, so customs may decide otherwise for a given item.';

function fromPackage(country: string, date: Date) {
  const r = standardRate(country, date);
  if (!r) throw new Error(`sales-tax has no rate for ${country}`);
  return r;
}

function result(country: Destination, partial: Partial<ImportVatResult> & Pick<ImportVatResult, 'name' | 'rate' | 'standardRate' | 'category' | 'source'>): ImportVatResult {
  return { country, region: null, sourceUrl: SALES_TAX_URL, effectiveFrom: null, notes: [], ...partial };
}

// ---------------------------------------------------------------------------------------------
// China: VAT Law of the PRC (adopted 2024-12-25, in force 2026-01-01) Art. 10: 13 % standard;
// 9 % for the goods listed in Art. 10(2) (same list as the 2019 Interim Regulations as amended by
// MOF/SAT/GACC Announcement 2019 No. 39, in force 2019-04-01).
// HS approximations of the Art. 10(2) goods:
//   agricultural products (primary products, Cai Shui Zi [1995] 52 scope): chapters 01-14 (excl. 0901.2x roasted coffee)
//   edible vegetable oils 1507-1515; edible salt 2501
//   gas, LPG, natural gas 2711; dimethyl ether 2909.19
//   books, newspapers, periodicals 4901-4902
//   feed 2301-2308 and 2309.90 (pet food 2309.10 is 13 %); fertilisers chapter 31; pesticides 3808;
//   agricultural machinery 8432-8436
const CN_NINE_PERCENT = [
  ...Array.from({ length: 14 }, (_, i) => String(i + 1).padStart(2, '0')),
  '1507', '1508', '1509', '1510', '1511', '1512', '1513', '1514', '1515', '2501', '2711', '290919',
  '4901', '4902', '2301', '2302', '2303', '2304', '2305', '2306', '2307', '2308', '230990', '31', '3808',
  '8432', '8433', '8434', '8435', '8436',
];
function china(hs: string, date: Date): ImportVatResult {
  const std = fromPackage('CN', date).rate;
  const nine = inHeadings(hs, CN_NINE_PERCENT) && !hs.startsWith('09012');
  return result('CN', {
    name: 'VAT',
    rate: nine ? 0.09 : std,
    standardRate: std,
    category: nine ? 'reduced' : 'standard',
    source: nine
      ? 'VAT Law of the PRC Art. 10(2) (in force 2026-01-01; 9 % since 2019-04-01, MOF/SAT/GACC Announcement 2019 No. 39)'
      : `VAT Law of the PRC Art. 10(1), 13 % (in force 2026-01-01); rate from ${SALES_TAX_SOURCE}`,
    sourceUrl: nine ? 'http://www.npc.gov.cn/' : SALES_TAX_URL,
    effectiveFrom: '2019-04-01',
    notes: [
      ...(nine ? [HS_APPROXIMATION] : []),
      'Consumption tax, where the goods bear it, is added to the VAT base: (customs value + duty) / (1 - CT rate).',
    ],
  });
}

// Japan: Consumption Tax Act Art. 29 (10 % = 7.8 % national + 2.2 % local consumption tax, from 2019-10-01);
// reduced 8 % (6.24 % + 1.76 %) for food and drink other than liquor (飲食料品), Supplementary Provisions
// of Act No. 15 of 2016 Art. 34, from 2019-10-01. HS approximation: food chapters 02-04, 07-11, 16-21,
// edible fats 1501-1517, non-alcoholic beverages 2201-2202 and vinegar 2209. Liquor (2203-2208), feed (23),
// tobacco (24), live animals (01) and plants (06) stay at 10 %.
const JP_FOOD = ['02', '03', '04', '07', '08', '09', '10', '11', '16', '17', '18', '19', '20', '21', '1501', '1502', '1503', '1504', '1505', '1506', '1507', '1508', '1509', '1510', '1511', '1512', '1513', '1514', '1515', '1516', '1517', '2201', '2202', '2209'];
function japan(hs: string, date: Date): ImportVatResult {
  const std = fromPackage('JP', date).rate;
  const food = inHeadings(hs, JP_FOOD);
  return result('JP', {
    name: 'JCT',
    rate: food ? 0.08 : std,
    standardRate: std,
    category: food ? 'reduced' : 'standard',
    source: food
      ? 'Consumption Tax Act, reduced rate for food and drink (Act No. 15 of 2016, Suppl. Art. 34): 8 % = 6.24 % national + 1.76 % local, from 2019-10-01'
      : `Consumption Tax Act Art. 29 and Local Tax Act: 10 % = 7.8 % + 2.2 %, from 2019-10-01; rate from ${SALES_TAX_SOURCE}`,
    sourceUrl: food ? 'https://www.customs.go.jp/' : SALES_TAX_URL,
    effectiveFrom: '2019-10-01',
    notes: food ? [HS_APPROXIMATION] : [],
  });
}

// Switzerland: MWSTG (SR 641.20) Art. 25: 8.1 % standard, 2.6 % reduced from 2024-01-01 (7.7 % / 2.5 % before).
// Reduced (Art. 25 para. 2 let. a): water, food and non-alcoholic drinks, live animals, plants and seeds,
// cereals, animal feed, fertilisers, medicines, books and newspapers. HS approximation below.
const CH_REDUCED = ['01', '02', '03', '04', '06', '07', '08', '09', '10', '11', '12', '16', '17', '18', '19', '20', '21', '1501', '1502', '1503', '1504', '1505', '1506', '1507', '1508', '1509', '1510', '1511', '1512', '1513', '1514', '1515', '1516', '1517', '2201', '2202', '2209', '23', '31', '3003', '3004', '4901', '4902', '4903'];
function switzerland(hs: string, date: Date): ImportVatResult {
  const std = fromPackage('CH', date).rate;
  const reduced = inHeadings(hs, CH_REDUCED);
  const reducedRate = date.getTime() >= Date.UTC(2024, 0, 1) ? 0.026 : 0.025;
  return result('CH', {
    name: 'VAT',
    rate: reduced ? reducedRate : std,
    standardRate: std,
    category: reduced ? 'reduced' : 'standard',
    source: reduced
      ? 'MWSTG (SR 641.20) Art. 25 para. 2 let. a: reduced rate 2.6 % from 2024-01-01 (2.5 % before)'
      : `MWSTG (SR 641.20) Art. 25 para. 1: 8.1 % from 2024-01-01; rate from ${SALES_TAX_SOURCE}`,
    sourceUrl: reduced ? 'https://www.fedlex.admin.ch/eli/cc/2009/615/de' : SALES_TAX_URL,
    effectiveFrom: '2024-01-01',
    notes: reduced ? [HS_APPROXIMATION] : [],
  });
}

// United Kingdom: VATA 1994 s.2 standard 20 % (from 2011-01-04); zero-rated books and newspapers,
// Sch. 8 Group 3 (HS 4901-4902). Food (Sch. 8 Group 1) and children's clothing (Group 16) are zero-rated
// with many exceptions that the HS code alone does not settle: flagged, not applied.
function unitedKingdom(hs: string, date: Date): ImportVatResult {
  const std = fromPackage('GB', date).rate;
  if (inHeadings(hs, ['4901', '4902'])) {
    return result('UK', {
      name: 'VAT', rate: 0, standardRate: std, category: 'zero',
      source: 'VAT Act 1994 Sch. 8 Group 3 (books, newspapers): zero rate',
      sourceUrl: 'https://www.legislation.gov.uk/ukpga/1994/23/schedule/8', effectiveFrom: '1994-09-05',
      notes: [HS_APPROXIMATION],
    });
  }
  const notes: string[] = [];
  if (inHeadings(hs, ['02', '03', '04', '07', '08', '10', '11', '16', '17', '18', '19', '20', '21'])) notes.push('Most food is zero-rated (VAT Act 1994 Sch. 8 Group 1) except excepted items (confectionery, crisps, ice cream …); standard rate shown.');
  if (inHeadings(hs, ['61', '62'])) notes.push("Children's clothing is zero-rated (VAT Act 1994 Sch. 8 Group 16) by size, which the HS code does not tell; standard rate shown.");
  return result('UK', { name: 'VAT', rate: std, standardRate: std, category: 'standard', source: `VAT Act 1994 s.2, 20 % from 2011-01-04; rate from ${SALES_TAX_SOURCE}`, effectiveFrom: '2011-01-04', notes });
}

// European Union: each member state's import VAT (VAT Directive 2006/112/EC Arts. 70-71, 85-86, 94);
// standard rates from the package. Reduced rates (Annex III) vary by member state and are not applied.
function europeanUnion(hs: string, region: string | undefined, date: Date): ImportVatResult {
  const notes = ['Reduced rates under VAT Directive Annex III (food, books, medicines …) vary by member state and are not applied.'];
  if (!region) {
    const rates = EU_MEMBER_STATES.map((m) => fromPackage(m, date).rate);
    return result('EU', {
      name: 'VAT', rate: null, standardRate: null, category: 'standard',
      source: `Member-state standard rates (VAT Directive 2006/112/EC Art. 94); from ${SALES_TAX_SOURCE}`,
      range: { min: Math.min(...rates), max: Math.max(...rates) },
      notes: ['Import VAT is charged at the rate of the member state of import: pass region (ISO alpha-2 member state).', ...notes],
    });
  }
  const member = region.toUpperCase();
  if (!(EU_MEMBER_STATES as readonly string[]).includes(member)) {
    throw new ApiError('invalid_request', `region must be an EU member state (ISO 3166-1 alpha-2), got '${region}'.`, { details: [{ path: 'body.region', message: `EU member state expected: ${EU_MEMBER_STATES.join(', ')}` }] });
  }
  const std = fromPackage(member, date).rate;
  return result('EU', {
    region: member, name: 'VAT', rate: std, standardRate: std, category: 'standard',
    source: `${member} standard VAT rate (VAT Directive 2006/112/EC Art. 94: the member state of import's rate); from ${SALES_TAX_SOURCE}`,
    notes,
  });
}

// Canada: GST 5 % on imported goods (Excise Tax Act Part IX Division III, s.212 and s.165(1)), collected
// by the CBSA. The provincial part of HST and PST/QST on commercial imports is self-assessed, not charged at the border.
function canada(hs: string, region: string | undefined, date: Date): ImportVatResult {
  const std = fromPackage('CA', date).rate;
  const notes: string[] = [];
  let reg: string | null = null;
  if (region) {
    reg = region.toUpperCase();
    const prov = stateRate('CA', reg, date);
    if (prov) notes.push(`${reg} ${prov.type.toUpperCase()} ${(prov.rate * 100).toFixed(3).replace(/\.?0+$/, '')} % (sales-tax) is self-assessed or charged on resale, not collected by the CBSA on commercial imports.`);
  }
  if (inHeadings(hs, ['02', '03', '04', '07', '08', '10', '11', '19', '20'])) notes.push('Basic groceries are zero-rated (Excise Tax Act Sch. VI Part III); standard rate shown.');
  return result('CA', { region: reg, name: 'GST', rate: std, standardRate: std, category: 'standard', source: `Excise Tax Act s.165(1) and s.212 (GST on imported goods), 5 % from 2008-01-01; rate from ${SALES_TAX_SOURCE}`, effectiveFrom: '2008-01-01', notes });
}

// India: IGST on imports (Customs Tariff Act s.3(7), IGST Act s.5(1)); rates per HSN in Notification
// 1/2017-Integrated Tax (Rate) as replaced from 2025-09-22 (GST 2.0: 5 %, 18 %, 40 %; Notification 9/2025-Integrated
// Tax (Rate), after the 56th GST Council meeting of 2025-09-03). Written here: the slabs that follow from the HS code
// (and, for apparel and footwear, the value per piece); the rest takes the general 18 % slab, flagged.
//   apparel and made-ups (chapters 61-63) and footwear (64): 5 % up to INR 2,500 per piece or pair, 18 % above;
//   aerated and sweetened waters 2202.10: 40 %;
//   tobacco products (chapter 24): 28 % plus compensation cess, kept until the cess ends.
const IN_GST2_FROM = '2025-09-22';
function india(hs: string, date: Date, unitValueInr: number | undefined): ImportVatResult {
  const std = fromPackage('IN', date).rate;
  const gst2 = date.toISOString().slice(0, 10) >= IN_GST2_FROM;
  const base = { name: 'IGST', standardRate: std, effectiveFrom: gst2 ? IN_GST2_FROM : null, sourceUrl: 'https://cbic-gst.gov.in/' } as const;
  const slab = (rate: number, why: string, notes: string[] = []) =>
    result('IN', { ...base, rate, category: rate < std ? 'reduced' : 'standard', source: `IGST Act s.5(1); Notification 9/2025-Integrated Tax (Rate) from 2025-09-22: ${why}`, notes });
  if (gst2 && inHeadings(hs, ['61', '62', '63', '64'])) {
    const what = hs.startsWith('64') ? 'footwear' : 'apparel and made-ups';
    if (unitValueInr === undefined) return slab(0.18, `${what} over INR 2,500 per piece (18 %)`, [`5 % applies to ${what} of INR 2,500 or less per piece; the value per piece is not known (give quantity, and an INR rate must be in the dataset), so 18 % is shown.`]);
    return unitValueInr <= 2500 ? slab(0.05, `${what} of INR 2,500 or less per piece (5 %)`) : slab(0.18, `${what} over INR 2,500 per piece (18 %)`);
  }
  if (gst2 && hs.startsWith('220210')) return slab(0.4, 'aerated and sweetened waters (40 %)');
  if (hs.startsWith('24')) return slab(0.28, 'tobacco products stay at 28 % (GST 2.0 transition)', ['A compensation cess also applies to tobacco products; not included.']);
  return result('IN', {
    ...base, rate: std, category: 'standard',
    source: `IGST Act s.5(1) with Customs Tariff Act s.3(7); general slab 18 % (${SALES_TAX_SOURCE})`,
    notes: ['IGST slabs from 2025-09-22 are 5 %, 18 % and 40 % by HSN (Notification 9/2025-Integrated Tax (Rate)); the dataset has no HSN-level IGST table, so the general 18 % slab is shown. A compensation cess may also apply.'],
  });
}

/** Import VAT/GST rate for `country` and HS code `hs` (2 to 10 digits). */
export function importVat(country: Destination, hs: string, options: ImportVatOptions = {}): ImportVatResult {
  const code = hs6Of(hs);
  const date = options.date ?? new Date();
  switch (country) {
    case 'US':
      return result('US', {
        name: 'none', rate: 0, standardRate: 0, category: 'none',
        source: 'No federal VAT or sales tax on imports; state sales and use taxes are not collected by CBP.',
        sourceUrl: null,
        notes: [],
      });
    case 'CN':
      return china(code, date);
    case 'JP':
      return japan(code, date);
    case 'CH':
      return switzerland(code, date);
    case 'UK':
      return unitedKingdom(code, date);
    case 'EU':
      return europeanUnion(code, options.region, date);
    case 'CA':
      return canada(code, options.region, date);
    case 'IN':
      return india(code, date, options.unitValueInr);
    case 'KR': {
      // Value-Added Tax Act (Korea) Art. 30: 10 %; imports of unprocessed foodstuffs exempt (Art. 27 para. 1).
      const std = fromPackage('KR', date).rate;
      return result('KR', {
        name: 'VAT', rate: std, standardRate: std, category: 'standard',
        source: `Value-Added Tax Act (Korea) Art. 30, 10 %; base Art. 29(2) (customs value + duty + other taxes); rate from ${SALES_TAX_SOURCE}`,
        notes: inHeadings(code, ['02', '03', '04', '07', '08', '10', '11', '12']) ? ['Imports of unprocessed foodstuffs are VAT-exempt (VAT Act Art. 27(1)); standard rate shown.'] : [],
      });
    }
    case 'AU': {
      // A New Tax System (Goods and Services Tax) Act 1999 s.9-70 (10 %), s.13-20 (value of the taxable importation).
      const std = fromPackage('AU', date).rate;
      return result('AU', {
        name: 'GST', rate: std, standardRate: std, category: 'standard',
        source: `A New Tax System (Goods and Services Tax) Act 1999 s.9-70 and s.13-20, 10 % since 2000-07-01; rate from ${SALES_TAX_SOURCE}`,
        effectiveFrom: '2000-07-01',
        notes: inHeadings(code, ['02', '03', '04', '07', '08', '10', '11']) ? ['Basic food is GST-free (GST Act s.38-2; non-taxable importation s.13-10); standard rate shown.'] : [],
      });
    }
    case 'SG': {
      // Goods and Services Tax Act 1993 s.16 as amended by the GST (Amendment) Act 2022: 9 % from 2024-01-01 (8 % in 2023).
      const std = fromPackage('SG', date).rate;
      return result('SG', {
        name: 'GST', rate: std, standardRate: std, category: 'standard',
        source: `Goods and Services Tax Act 1993 s.16 (9 % from 2024-01-01, GST (Amendment) Act 2022); rate from ${SALES_TAX_SOURCE}`,
        effectiveFrom: std === 0.09 ? '2024-01-01' : null,
      });
    }
    case 'MX': {
      // Ley del IVA Art. 1 (16 %) and Art. 27 (import base); Art. 25 fr. III exempts imports whose domestic sale is exempt or 0 % (Art. 2-A food).
      const std = fromPackage('MX', date).rate;
      return result('MX', {
        name: 'IVA', rate: std, standardRate: std, category: 'standard',
        source: `Ley del IVA Art. 1 (16 %), Art. 24-27 (importación); rate from ${SALES_TAX_SOURCE}`,
        notes: inHeadings(code, ['02', '03', '04', '07', '08', '10', '11', '19']) ? ['Imports of goods whose sale is 0 %-rated (LIVA Art. 2-A, basic food) are not taxed (Art. 25 fr. III); standard rate shown.'] : [],
      });
    }
    case 'BR': {
      // ICMS is a state tax (LC 87/1996); the package's 17 % is a modal rate, states charge 17-23 %.
      const std = fromPackage('BR', date).rate;
      return result('BR', {
        name: 'ICMS', rate: std, standardRate: std, category: 'standard',
        source: `ICMS (Lei Complementar 87/1996), state rate; modal rate from ${SALES_TAX_SOURCE}`,
        region: options.region?.toUpperCase() ?? null,
        notes: [
          'ICMS is set by each state (17-23 %) and charged "por dentro" (grossed up by 1/(1 - rate)).',
          'Import also bears IPI (TIPI), PIS-Importação 2.1 % and COFINS-Importação 9.65 % (Lei 10.865/2004 Art. 8), not included in this rate.',
        ],
      });
    }
  }
}
