import type { AdditionalDuties, RateExpr } from '../../dataset/types.js';
import { Decimal, pct, roundWholeDollars, usd } from '../money.js';
import { inWindow, isUsmca } from './common.js';
import { section232 } from './us-section232.js';
import type { CountryRules, LineDraft, RuleContext } from './rules.js';

/**
 * United States. Customs value: transaction value without international freight and insurance
 * (19 U.S.C. 1401a(b)(4)(A); 19 CFR 152.103(a)(5)). No federal import VAT.
 */

// Merchandise processing fee, 19 U.S.C. 58c(a)(9)(A) and 19 CFR 24.23(b)(1)(i): 0.3464 % ad valorem on formal
// entries, with a minimum and maximum adjusted each fiscal year (from 1 October).
const MPF_RATE = 0.003464;
const MPF_BY_FISCAL_YEAR = [
  // FY2024 and FY2025: amounts as corroborated in data-sources.md §3 (their Federal Register notices were not read).
  { from: '2023-10-01', fy: 'FY2024', min: 31.67, max: 614.35, source: '19 CFR 24.23 and Appendix B to Part 24, FY2024 adjustment' },
  { from: '2024-10-01', fy: 'FY2025', min: 32.71, max: 634.62, source: '19 CFR 24.23 and Appendix B to Part 24, FY2025 adjustment' },
  { from: '2025-10-01', fy: 'FY2026', min: 33.58, max: 651.5, source: 'CBP Dec. 25-10, 90 FR 34665 (2025-07-23), FY2026' },
];
/** First day after the last fiscal year in the table (FY2027 amounts are not in our sources). */
const MPF_TABLE_END = '2026-10-01';
// 19 CFR 143.21(a): shipments not over USD 2,500 may use informal entry, which pays flat MPF amounts instead.
const FORMAL_ENTRY_THRESHOLD = 2500;
// Harbor maintenance fee, 26 U.S.C. 4461; 19 CFR 24.24(a): 0.125 % of the value of commercial cargo
// unloaded at a listed US port: ocean shipments only.
const HMF_RATE = 0.00125;

// Section 301 (China) product lists: the first day each list's duty applies, per the USTR notices.
// The rate is the one printed in the chapter 99 heading of the HTS edition in the dataset.
const S301_LIST_START: Record<string, { from: string; notice: string } | 'suspended' | 'unverified'> = {
  '1': { from: '2018-07-06', notice: 'USTR, 83 FR 28710 (List 1)' },
  '2': { from: '2018-08-23', notice: 'USTR, 83 FR 40823 (List 2)' },
  '3': { from: '2018-09-24', notice: 'USTR, 83 FR 47974 (List 3; 25 % from 2019-05-10, 84 FR 20459)' },
  '3_addl': { from: '2019-05-10', notice: 'USTR, 84 FR 20459 (List 3)' },
  '4A': { from: '2019-09-01', notice: 'USTR, 84 FR 43304 (List 4A; 7.5 % from 2020-02-14, 85 FR 3741)' },
  '4B': 'suspended', // HTS note 20(t)/(u) and heading 9903.88.16 are suspended: never collected.
  biden_25: { from: '2024-09-27', notice: 'USTR four-year review, 89 FR 76581 (2024-09-18)' },
  biden_50: { from: '2024-09-27', notice: 'USTR four-year review, 89 FR 76581 (2024-09-18)' },
  biden_100: { from: '2024-09-27', notice: 'USTR four-year review, 89 FR 76581 (2024-09-18)' },
  biden_25_jan25: { from: '2025-01-01', notice: 'USTR four-year review, 89 FR 76581 (2024-09-18)' },
  biden_50_jan25: { from: '2025-01-01', notice: 'USTR four-year review, 89 FR 76581 (2024-09-18)' },
  biden_jan26: { from: '2026-01-01', notice: 'USTR four-year review, 89 FR 76581 (2024-09-18)' },
  note31_chassis: { from: '2024-09-27', notice: 'USTR four-year review, 89 FR 76581 (HTS U.S. note 31)' },
  note31_cranes: { from: '2024-09-27', notice: 'USTR four-year review, 89 FR 76581 (HTS U.S. note 31)' },
  cranes_301: 'unverified',
};

// Section 122 (Trade Act of 1974, 19 U.S.C. 2132) surcharge, HTS 9903.03.01: entries from 2026-02-24 to
// 2026-07-24 (150 days; CBP CSMS #67834313 and #67844987). Not on USMCA-qualifying or Section 232 goods.
const S122 = { heading: '9903.03.01', from: '2026-02-24', to: '2026-07-24' };

// HTSUS General Note 3(b): column 2 rates for Cuba and North Korea; Russia and Belarus from 2022-04-09
// (Suspending Normal Trade Relations with Russia and Belarus Act, Pub. L. 117-110).
const COLUMN_2 = ['CU', 'KP', 'RU', 'BY'];

/** The ad valorem part of a chapter 99 rate ("The duty provided in the applicable subheading + 25%"). */
function surchargeRate(expr: RateExpr | null): number | null {
  if (!expr) return null;
  if (expr.type === 'ad_valorem') return expr.rate;
  if (expr.type === 'compound') {
    const rest = expr.terms.filter((t) => !(t.type === 'variable' && t.component === 'base_duty'));
    if (rest.every((t) => t.type === 'ad_valorem')) return rest.reduce((a, t) => a + (t.type === 'ad_valorem' ? t.rate : 0), 0);
  }
  return null;
}

function section301(ctx: RuleContext, add: AdditionalDuties, dutiable: Decimal): LineDraft[] {
  const line = ctx.tariff.line;
  if (!line) {
    ctx.warn('Section 301 not checked: no US national line was selected.');
    return [];
  }
  const hts8 = line.code.slice(0, 8);
  const lists = add.section301[hts8] ?? [];
  if (ctx.input.hs.length < 8) {
    const others = new Set(ctx.tariff.entry.lines.map((l) => (add.section301[l.code.slice(0, 8)] ?? []).map((x) => x.list).sort().join('+')));
    if (others.size > 1) ctx.warn(`The Section 301 lists differ across the national lines under ${ctx.tariff.hs6}; those of ${line.code} are used. Give the HTS code.`);
  }
  const candidates: { list: string; heading: string; rate: number; notice: string; from: string }[] = [];
  for (const { list, chapter99 } of lists) {
    const start = S301_LIST_START[list];
    if (start === 'suspended') continue;
    const rate = surchargeRate(add.chapter99[chapter99]?.rate.expr ?? null);
    if (start === undefined || start === 'unverified' || rate === null) {
      ctx.warn(`Section 301 heading ${chapter99} (list ${list}) is listed for ${hts8} but its dates or rate could not be confirmed; not included.`);
      continue;
    }
    if (ctx.day < start.from) continue;
    candidates.push({ list, heading: chapter99, rate, notice: start.notice, from: start.from });
  }
  if (candidates.length === 0) return [];
  // Lists overlap for some lines (e.g. List 3 and a four-year-review increase): the higher rate is charged.
  const top = candidates.reduce((a, b) => (b.rate > a.rate ? b : a));
  if (candidates.length > 1) ctx.warn(`${hts8} is on several Section 301 lists (${candidates.map((c) => `${c.list} ${pct(c.rate)}`).join(', ')}); the highest is charged.`);
  const edition = ctx.tariff.country.verifiedAt.slice(0, 10);
  if (edition && ctx.day < edition) ctx.warn(`Section 301 rates are those of the HTS edition of ${edition}; rates before that date may have differed.`);
  ctx.warn('Section 301 product exclusions (HTS 9903.88.69/.70) are not modelled; an excluded product pays no Section 301 duty.');
  return [
    {
      id: 'us_section_301',
      kind: 'additional_duty',
      label: `Section 301 (China), list ${top.list}, HTS ${top.heading}`,
      base: dutiable,
      rate: top.rate,
      rateText: add.chapter99[top.heading]?.rate.text ?? `+ ${pct(top.rate)}`,
      amount: dutiable.times(top.rate),
      formula: `${usd(dutiable)} × ${pct(top.rate)}`,
      legalSource: `Trade Act of 1974 s.301 (19 U.S.C. 2411); ${top.notice}; HTSUS heading ${top.heading}`,
      sourceUrl: 'https://hts.usitc.gov/',
      effectiveFrom: top.from,
    },
  ];
}

function section122(ctx: RuleContext, add: AdditionalDuties, dutiable: Decimal, under232: boolean): LineDraft[] {
  if (!inWindow(ctx.day, S122.from, S122.to)) return [];
  if (isUsmca(ctx.agreement)) return [];
  if (under232) {
    ctx.assume('No Section 122 surcharge: Section 232 goods are exempt from it (HTS 9903.03.06).');
    return [];
  }
  const rate = surchargeRate(add.chapter99[S122.heading]?.rate.expr ?? null);
  if (rate === null) {
    ctx.warn(`Section 122 surcharge (${S122.heading}) was in force on the quote date but its rate is not in the dataset; not included.`);
    return [];
  }
  ctx.warn('Section 122 exemptions other than USMCA and declared Section 232 goods (HTS 9903.03.02-.11: listed agricultural, pharmaceutical, electronics and aerospace goods …) are not modelled.');
  return [
    {
      id: 'us_section_122',
      kind: 'additional_duty',
      label: `Section 122 balance-of-payments surcharge, HTS ${S122.heading}`,
      base: dutiable,
      rate,
      rateText: add.chapter99[S122.heading]?.rate.text ?? `+ ${pct(rate)}`,
      amount: dutiable.times(rate),
      formula: `${usd(dutiable)} × ${pct(rate)}`,
      legalSource: 'Trade Act of 1974 s.122 (19 U.S.C. 2132); Proclamation of 2026-02-20; CBP CSMS #67834313, #67844987',
      sourceUrl: 'https://hts.usitc.gov/',
      effectiveFrom: S122.from,
      effectiveTo: S122.to,
    },
  ];
}

export const unitedStates: CountryRules = {
  code: 'US',
  currency: 'USD',
  valuation: { basis: 'FOB', legalSource: '19 U.S.C. 1401a(b)(4)(A); 19 CFR 152.103(a)(5): transaction value excludes international freight and insurance' },
  customsTerritory: ['US', 'PR'],
  dutiableValue: (cv) => ({ value: roundWholeDollars(cv), note: '19 CFR 159.3(a): ad valorem duty on the value in whole dollars' }),

  additionalDuties(ctx) {
    const add = ctx.tariff.country.additionalDuties;
    if (COLUMN_2.includes(ctx.origin)) ctx.warn(`Goods of ${ctx.origin} origin pay HTSUS column 2 rates (General Note 3(b)); see the duty line.`);
    if (!add) {
      ctx.warn('US additional duties (chapter 99) are not in the dataset; Section 301/232/122 not checked.');
      return [];
    }
    const dutiable = roundWholeDollars(ctx.customsValue);
    const lines: LineDraft[] = [];
    if (ctx.origin === 'CN') lines.push(...section301(ctx, add, dutiable));
    const s232 = section232(ctx, add, dutiable);
    lines.push(...s232.lines);
    lines.push(...section122(ctx, add, dutiable, s232.applies));
    if (ctx.day < '2026-02-24') ctx.warn('IEEPA duties (fentanyl and reciprocal tariffs) in force before 2026-02-24 are not computed (held unlawful in Learning Resources v. Trump, 2026-02-20).');
    return lines;
  },

  fees(ctx) {
    const cv = ctx.customsValue;
    const lines: LineDraft[] = [];
    if (cv.lte(FORMAL_ENTRY_THRESHOLD)) {
      ctx.warn(`Value ${usd(cv)} is not over USD 2,500: the shipment may use an informal entry (19 CFR 143.21(a)), which pays a flat MPF instead of the ad valorem one; the flat amounts are not in our sources, so no MPF line is shown.`);
    } else if (isUsmca(ctx.agreement)) {
      ctx.assume('MPF not charged: goods originating under USMCA are exempt (19 U.S.C. 58c(b)(10)(A)).');
    } else {
      const fy = [...MPF_BY_FISCAL_YEAR].reverse().find((f) => ctx.day >= f.from);
      if (!fy) {
        ctx.warn('MPF minimum and maximum for fiscal years before FY2024 are not in our sources; no MPF line.');
      } else {
        if (ctx.day >= MPF_TABLE_END) ctx.warn(`The MPF minimum and maximum for the fiscal year from ${MPF_TABLE_END} are not in our sources; the ${fy.fy} amounts (USD ${fy.min.toFixed(2)} to ${fy.max.toFixed(2)}) are used.`);
        const raw = cv.times(MPF_RATE);
        const amount = Decimal.min(Decimal.max(raw, fy.min), fy.max);
        const clamp = raw.lt(fy.min) ? ` → minimum ${fy.min}` : raw.gt(fy.max) ? ` → maximum ${fy.max}` : '';
        lines.push({
          id: 'us_mpf',
          kind: 'fee',
          label: 'Merchandise processing fee (formal entry)',
          base: cv,
          rate: MPF_RATE,
          rateText: `0.3464 % (min ${fy.min.toFixed(2)}, max ${fy.max.toFixed(2)})`,
          amount,
          formula: `${usd(cv)} × 0.3464 % = ${usd(raw)}${clamp}`,
          legalSource: `19 U.S.C. 58c(a)(9)(A); 19 CFR 24.23(b)(1)(i); ${fy.source}`,
          sourceUrl: 'https://www.ecfr.gov/current/title-19/chapter-I/part-24/section-24.23',
          effectiveFrom: fy.from,
        });
        if (ctx.agreement && !isUsmca(ctx.agreement)) ctx.warn(`Goods originating under some FTAs (${ctx.agreement} among them, 19 U.S.C. 58c(b)(10)) may be exempt from MPF; it is charged here.`);
      }
    }
    let mode = ctx.mode;
    if (mode === null) {
      ctx.assume('transportMode not given: ocean assumed, so the harbor maintenance fee is charged.');
      mode = 'ocean';
    }
    if (mode === 'ocean') {
      lines.push({
        id: 'us_hmf',
        kind: 'fee',
        label: 'Harbor maintenance fee (ocean)',
        base: cv,
        rate: HMF_RATE,
        rateText: '0.125 %',
        amount: cv.times(HMF_RATE),
        formula: `${usd(cv)} × 0.125 %`,
        legalSource: '26 U.S.C. 4461; 19 CFR 24.24(a) (commercial cargo unloaded at a US port)',
        sourceUrl: 'https://www.ecfr.gov/current/title-19/chapter-I/part-24/section-24.24',
      });
    }
    return lines;
  },

  taxes() {
    return [];
  },

  dutyRelief(ctx) {
    // 19 U.S.C. 1321(a)(2)(C): USD 800 per person per day; suspended for CN/HK from 2025-05-02 (EO 14256) and for
    // every country from 2025-08-29 (EO 14324; continued after 2026-02-20); statutory repeal from 2027-07-01 (Pub. L. 119-21).
    const suspended = ctx.day >= '2025-08-29' || ((ctx.origin === 'CN' || ctx.origin === 'HK') && ctx.day >= '2025-05-02');
    if (suspended || ctx.customsValue.gt(800)) return null;
    return { covers: ['duty', 'fees'], threshold: 'USD 800 (19 U.S.C. 1321)', note: 'Value not over USD 800: admitted free of duty and fees under 19 U.S.C. 1321 (before its suspension).' };
  },

  deMinimisNote(ctx) {
    if (ctx.day >= '2025-08-29') return { threshold: null, note: 'No de minimis: the USD 800 exemption (19 U.S.C. 1321) is suspended for all countries since 2025-08-29 (EO 14324).' };
    return { threshold: 'USD 800 (19 U.S.C. 1321)', note: 'Value over USD 800 (or origin CN/HK after 2025-05-02): no de minimis.' };
  },
};

export const US_COLUMN_2_ORIGINS = COLUMN_2;
