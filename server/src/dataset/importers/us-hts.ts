import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readCsv } from '../csv.js';
import type { AdditionalDuties, NationalLine, Preference, Rate } from '../types.js';
import { countryShell, entryFromLines, groupByHs6, isoUtc } from './common.js';
import type { CountryImporter, ImportContext } from './types.js';

const DIR = 'tariffs/us-hts-usitc';

/** One row of the USITC HTS JSON export. */
interface HtsRow {
  htsno: string;
  indent: string;
  description: string;
  units: string[] | null;
  general: string | null;
  special: string | null;
  other: string | null;
  footnotes: { columns: string[]; value: string }[] | null;
}

/**
 * Program codes of the HTS "Special" column (HTSUS General Notes 3(c)) that are reciprocal agreements,
 * mapped to the partner countries that may claim them.
 */
export const US_AGREEMENTS: Record<string, { agreement: string; partners: string[] }> = {
  S: { agreement: 'USMCA', partners: ['CA', 'MX'] },
  'S+': { agreement: 'USMCA', partners: ['CA', 'MX'] },
  KR: { agreement: 'KORUS', partners: ['KR'] },
  AU: { agreement: 'US-Australia FTA', partners: ['AU'] },
  SG: { agreement: 'US-Singapore FTA', partners: ['SG'] },
  JP: { agreement: 'US-Japan Trade Agreement', partners: ['JP'] },
  CL: { agreement: 'US-Chile FTA', partners: ['CL'] },
  CO: { agreement: 'US-Colombia TPA', partners: ['CO'] },
  PA: { agreement: 'US-Panama TPA', partners: ['PA'] },
  PE: { agreement: 'US-Peru TPA', partners: ['PE'] },
  MA: { agreement: 'US-Morocco FTA', partners: ['MA'] },
  OM: { agreement: 'US-Oman FTA', partners: ['OM'] },
  BH: { agreement: 'US-Bahrain FTA', partners: ['BH'] },
  JO: { agreement: 'US-Jordan FTA', partners: ['JO'] },
  IL: { agreement: 'US-Israel FTA', partners: ['IL'] },
  P: { agreement: 'CAFTA-DR', partners: ['CR', 'DO', 'GT', 'HN', 'NI', 'SV'] },
  'P+': { agreement: 'CAFTA-DR', partners: ['CR', 'DO', 'GT', 'HN', 'NI', 'SV'] },
};

/**
 * The other Special-column codes are unilateral programmes or product-based schemes without a fixed partner list
 * here (A, A* and A+ GSP, lapsed since 2020-12-31; D AGOA; E and E* CBERA; R CBTPA; NP Nepal; B APTA; C civil aircraft;
 * K pharmaceuticals; L dye intermediates; J ATPA; CA/MX former NAFTA). They are kept per line in
 * otherRates as `special:<code>` and not offered as agreements.
 */
const PROGRAM_CODE = /^[A-Z]{1,2}[+*]?$/;

/** Splits "Free (A+,AU,BH) 2.6% (JP) See 9822.04.40 (AU)" into [rate text, codes] groups. */
export function splitSpecial(special: string): { text: string; codes: string[] }[] {
  const out: { text: string; codes: string[] }[] = [];
  const re = /([^()]*?)\s*\(([^()]*)\)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(special))) {
    const codes = m[2].split(',').map((c) => c.trim()).filter(Boolean);
    if (codes.length === 0 || !codes.every((c) => PROGRAM_CODE.test(c))) continue;
    const text = m[1].replace(/^[\s,]+|[\s,]+$/g, '');
    // Skip empty texts and the source's typo "(PA (PA)", where the "text" is itself a code.
    if (text && !PROGRAM_CODE.test(text)) out.push({ text, codes });
  }
  return out;
}

function newestHtsFile(dir: string): { file: string; revision: string } {
  const files = readdirSync(dir)
    .map((f) => /^hts_(\d{4})_rev_(\d+)\.json\.gz$/.exec(f))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]) || Number(a[2]) - Number(b[2]));
  const m = files.at(-1);
  if (!m) throw new Error(`no hts_YYYY_rev_N.json.gz in ${dir}`);
  return { file: path.join(dir, m[0]), revision: `${m[1]}_rev_${m[2]}` };
}

const clean = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();

export const usHtsImporter: CountryImporter = {
  id: DIR,
  country: 'US',
  requires: [`${DIR}/revision_dates.csv`],
  import(ctx: ImportContext) {
    const dir = path.join(ctx.dataDir, DIR);
    const { file, revision } = newestHtsFile(dir);
    const rows = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as HtsRow[];

    // Edition date from revision_dates.csv: "2026_rev_10" → effective 2026-06-08.
    const revisions = readCsv(path.join(dir, 'revision_dates.csv')).map((r) => ({
      revision: r.revision,
      effectiveDate: r.effective_date,
      event: r.policy_event && r.policy_event !== 'NA' ? r.policy_event : null,
    }));
    const rev = revisions.find((r) => r.revision === revision);
    if (!rev) throw new Error(`revision ${revision} not in revision_dates.csv`);
    const [year, n] = revision.split('_rev_');

    const usRate = (text: string) => ctx.rate(clean(text), { currency: 'USD' });
    const ch99Rate = (text: string) => ctx.rate(clean(text), { currency: 'USD', source: `${DIR} (chapter 99)` });

    const lines: NationalLine[] = [];
    const chapter99: AdditionalDuties['chapter99'] = {};
    const titles: string[] = []; // description per indent level, for the line's full title
    let rateRow: HtsRow | null = null; // the 8-digit (or deeper) row whose rates the statistical lines inherit
    const codes8WithChildren = new Set<string>();
    for (const row of rows) {
      const digits = row.htsno.replace(/\./g, '');
      if (digits.length === 10) codes8WithChildren.add(digits.slice(0, 8));
    }

    for (const row of rows) {
      const indent = Number(row.indent) || 0;
      titles[indent] = clean(row.description).replace(/:$/, '');
      titles.length = indent + 1;
      const digits = row.htsno.replace(/\./g, '');
      if (!digits) continue;
      const chapter = digits.slice(0, 2);
      if (chapter === '99') {
        if (digits.length >= 8 && clean(row.general)) {
          chapter99[row.htsno] = { code: row.htsno, description: clean(row.description), rate: ch99Rate(row.general!) };
        }
        continue;
      }
      if (chapter === '98') continue; // special classification provisions: not HS goods (see notes)
      if (digits.length === 8 || (digits.length === 10 && clean(row.general))) rateRow = row;
      if (digits.length < 8) continue;
      if (digits.length === 8 && codes8WithChildren.has(digits)) continue; // its 10-digit lines carry it
      const source = rateRow && rateRow.htsno.replace(/\./g, '').slice(0, 8) === digits.slice(0, 8) ? rateRow : row;
      lines.push(toLine(row, source, titles, usRate));
    }

    const country = countryShell('US', {
      sourceUrl: 'https://hts.usitc.gov/',
      verifiedAt: isoUtc(rev.effectiveDate),
      edition: `HTS ${year} Revision ${n} (effective ${rev.effectiveDate})`,
      defaultStatus: 'no_data',
      notes: [
        'USITC HTS JSON export; 10-digit statistical lines inherit the rates of their 8-digit line.',
        'Special-column program codes of reciprocal agreements are mapped to partners; unilateral programmes (GSP lapsed 2020-12-31, AGOA, CBERA, …) are kept per line as otherRates special:<code>.',
        'Chapter 98 (special classification provisions) is not HS goods and is left out; chapter 99 and the Section 301 lists are in additionalDuties.',
      ],
    });
    for (const [hs6, group] of groupByHs6(lines)) {
      if (!ctx.hs6.has(hs6)) {
        country.notes.push(`HTS lines under ${hs6} have no HS 2022 subheading: ${group.map((l) => l.code).join(', ')}`);
        continue;
      }
      country.hs6[hs6] = entryFromLines(hs6, group);
    }
    country.additionalDuties = {
      chapter99,
      section301: readSection301(dir),
      programs: readPrograms(dir),
      revisions,
    };
    return country;
  },
};

function toLine(row: HtsRow, rateRow: HtsRow, titles: string[], rate: (t: string) => Rate): NationalLine {
  const digits = row.htsno.replace(/\./g, '');
  const general = clean(rateRow.general);
  const preferential: Preference[] = [];
  const otherRates: Record<string, Rate> = {};
  const references: string[] = [];
  for (const { text, codes } of splitSpecial(clean(rateRow.special))) {
    // "See 9822.04.40 (AU)": the preferential rate sits in a chapter 98/99 provision, not in this column.
    if (/^See\s/i.test(text)) {
      references.push(`Special (${codes.join(',')}): ${text}`);
      continue;
    }
    const r = rate(text);
    const byAgreement = new Map<string, Set<string>>();
    for (const code of codes) {
      const a = US_AGREEMENTS[code.replace(/\*$/, '')];
      if (!a) {
        otherRates[`special:${code}`] = r;
        continue;
      }
      const partners = byAgreement.get(a.agreement) ?? new Set<string>();
      a.partners.forEach((p) => partners.add(p));
      byAgreement.set(a.agreement, partners);
    }
    for (const [agreement, partners] of byAgreement) {
      if (!preferential.some((p) => p.agreement === agreement)) preferential.push({ agreement, partners: [...partners], rate: r });
    }
  }
  const column2 = clean(rateRow.other);
  if (column2) otherRates.column2 = rate(column2);
  const notes = [...(rateRow.footnotes ?? []), ...(row === rateRow ? [] : row.footnotes ?? [])]
    .map((f) => clean(f.value))
    .filter((v) => v.length > 0)
    .concat(references);
  const title = titles.slice(1).filter(Boolean).join(': ') || clean(row.description);
  const line: NationalLine = {
    code: digits,
    title,
    mfn: general ? rate(general) : null,
    preferential,
    units: (row.units ?? []).map(clean).filter(Boolean),
  };
  if (Object.keys(otherRates).length > 0) line.otherRates = otherRates;
  if (notes.length > 0) line.notes = [...new Set(notes)];
  return line;
}

function readSection301(dir: string): AdditionalDuties['section301'] {
  const out: AdditionalDuties['section301'] = {};
  for (const r of readCsv(path.join(dir, 's301_product_lists.csv'))) {
    if (!/^\d{8}$/.test(r.hts8)) continue;
    (out[r.hts8] ??= []).push({ list: r.list, chapter99: r.ch99_code });
  }
  return out;
}

interface MasterEntry {
  tariff_authority: string;
  tariff_name: string;
  effective_date: {
    base_date?: string;
    base_rate?: number;
    adjust_date?: string;
    adjust_rate?: number;
    country_name?: string;
    census_code?: string;
    source: string;
  }[];
}

function readPrograms(dir: string): AdditionalDuties['programs'] {
  const list = JSON.parse(readFileSync(path.join(dir, 'master_tariff_list.json'), 'utf8')) as MasterEntry[];
  return list.map((e) => ({
    authority: e.tariff_authority,
    name: e.tariff_name,
    changes: e.effective_date.map((c) => ({
      date: (c.adjust_date ?? c.base_date)!,
      rate: (c.adjust_rate ?? c.base_rate)!,
      ...(c.country_name ? { country: c.country_name } : {}),
      ...(c.census_code ? { censusCode: c.census_code } : {}),
      source: c.source,
    })),
  }));
}
