import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NationalLine, Preference, Rate } from '../types.js';
import { ASEAN, countryShell, entryFromLines, groupByHs6, isoUtc } from './common.js';
import type { CountryImporter, ImportContext } from './types.js';

const DIR = 'tariffs/au-customs-tariff-partial';

/** Snapshot date of the scraped ABF Working Tariff (SOURCE.txt: HEAD 2026-04-17). */
const EDITION_DATE = '2026-04-17';

/** Customs Tariff Act 1995 Schedules 4A-16 (FTA schedules) → agreement and partners. Schedule 4 is concessional. */
export const AU_AGREEMENTS: Record<string, { agreement: string; partners: string[] }> = {
  SAFTA: { agreement: 'SAFTA', partners: ['SG'] },
  AUSFTA: { agreement: 'AUSFTA', partners: ['US'] },
  TAFTA: { agreement: 'TAFTA', partners: ['TH'] },
  Peru: { agreement: 'PAFTA', partners: ['PE'] },
  'ACI-FTA': { agreement: 'ACI-FTA', partners: ['CL'] },
  AANZFTA: { agreement: 'AANZFTA', partners: [...ASEAN, 'NZ'] },
  PACER: { agreement: 'PACER Plus', partners: ['CK', 'KI', 'NU', 'SB', 'TO', 'TV', 'WS'] },
  CPTPP: { agreement: 'CPTPP', partners: ['BN', 'CA', 'CL', 'GB', 'JP', 'MX', 'MY', 'NZ', 'PE', 'SG', 'VN'] },
  MAFTA: { agreement: 'MAFTA', partners: ['MY'] },
  'IA-CEPA': { agreement: 'IA-CEPA', partners: ['ID'] },
  KAFTA: { agreement: 'KAFTA', partners: ['KR'] },
  'AI-ECTA': { agreement: 'AI-ECTA', partners: ['IN'] },
  JAEPA: { agreement: 'JAEPA', partners: ['JP'] },
  ChAFTA: { agreement: 'ChAFTA', partners: ['CN'] },
  'HK-FTA': { agreement: 'A-HKFTA', partners: ['HK'] },
  RCEP: { agreement: 'RCEP', partners: [...ASEAN, 'CN', 'JP', 'KR', 'NZ'] },
  'A-UKFTA': { agreement: 'A-UKFTA', partners: ['GB'] },
  'UAE-CEPA': { agreement: 'UAE-CEPA', partners: ['AE'] },
};

/** Column markers glued into Schedule 3's dutyRate after the general rate ("5% DCS4% CAFree DCT5%"). */
const MARKER = /(NZ\/[A-Z/ ]*[A-Z]|DCS|DCT|DTC|DC|CA|MY)(?=\s*(?:Free|\$|\d))/g;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Cleans scraping artefacts: zero-width spaces, HTML entities, tabs. */
export function cleanAu(text: string): string {
  return text.replace(/[\u200b\ufeff]/g, '').replace(/&#58;/g, ':').replace(/&#160;/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Staged rates "5% From 1 July 2020 3% From 1 July 2021 Free" or "From 30 December 2018: 5%": the stage in force
 * on `date` (the last whose start is not after it); the first segment applies before any start date.
 */
export function stageInForce(text: string, date: string): string {
  const re = /From\s*(\d{1,2})\s*([A-Z][a-z]+)\s*(\d{4})\s*:?/g;
  const parts: { from: string | null; text: string }[] = [];
  let last = 0;
  let from: string | null = null;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    parts.push({ from, text: text.slice(last, m.index).trim() });
    const month = MONTHS.indexOf(m[2]) + 1;
    from = `${m[3]}-${String(month).padStart(2, '0')}-${m[1].padStart(2, '0')}`;
    last = re.lastIndex;
  }
  parts.push({ from, text: text.slice(last).trim() });
  const inForce = parts.filter((p) => p.text && (p.from === null || p.from <= date));
  return inForce.at(-1)?.text ?? text;
}

/** Splits Schedule 3's dutyRate into the general rate and the marked columns. */
export function splitAuDutyRate(text: string): { general: string; columns: Record<string, string> } {
  const t = cleanAu(text);
  const marks = [...t.matchAll(MARKER)];
  const general = (marks.length ? t.slice(0, marks[0].index) : t).trim();
  const columns: Record<string, string> = {};
  marks.forEach((m, i) => {
    const end = i + 1 < marks.length ? marks[i + 1].index : t.length;
    columns[m[1].replace(/\s+/g, '')] = t.slice(m.index! + m[1].length, end).trim();
  });
  return { general, columns };
}

interface Classification {
  referenceNumber: string;
  statisticalCode: string;
  unit: string;
  description: string;
  dutyRate: string;
}

/**
 * Australian Customs Tariff (ABF Working Tariff scrape, PARTIAL: about 60 % of chapters). Schedule 3 gives the
 * general rate and the developing-country/Canada/Forum-island columns; Schedules 4A-16 give FTA rates for the lines
 * they list (mostly excise-equivalent goods). Other FTA rates are not in the source, so none is assumed.
 */
export const auCustomsTariffImporter: CountryImporter = {
  id: DIR,
  country: 'AU',
  requires: [`${DIR}/tariff-schedule3.json`, `${DIR}/tariff-schedules-fta.json`],
  import(ctx: ImportContext) {
    const dir = path.join(ctx.dataDir, DIR);
    const rate = (text: string) => ctx.rate(text, { currency: 'AUD' });
    const schedule3 = JSON.parse(readFileSync(path.join(dir, 'tariff-schedule3.json'), 'utf8')) as {
      chapters: { headings: { classifications: Classification[] }[] }[];
    }[];
    const fta = JSON.parse(readFileSync(path.join(dir, 'tariff-schedules-fta.json'), 'utf8')) as Record<
      string,
      { ftaName: string; hsCode: string; dutyRate: string }[]
    >;
    const prefsByCode = new Map<string, Preference[]>();
    for (const rows of Object.values(fta)) {
      for (const row of rows) {
        const a = AU_AGREEMENTS[row.ftaName];
        const code = cleanAu(row.hsCode).replace(/\D/g, '');
        if (!a || code.length !== 8 || !cleanAu(row.dutyRate)) continue;
        const list = prefsByCode.get(code) ?? [];
        if (!list.some((p) => p.agreement === a.agreement)) {
          list.push({ agreement: a.agreement, partners: a.partners, rate: rate(stageInForce(cleanAu(row.dutyRate), EDITION_DATE)) });
        }
        prefsByCode.set(code, list);
      }
    }

    const lines: NationalLine[] = [];
    const seen = new Set<string>();
    for (const section of schedule3) {
      for (const chapter of section.chapters) {
        for (const heading of chapter.headings) {
          for (const cl of heading.classifications) {
            const code = cleanAu(cl.referenceNumber).replace(/\D/g, '');
            const text = cleanAu(cl.dutyRate);
            if (code.length !== 8 || !text || seen.has(code)) continue;
            seen.add(code);
            // Stages first ("5% CAFree From1July2019 Free"): the markers repeat inside each stage.
            const { general, columns } = splitAuDutyRate(stageInForce(text, EDITION_DATE));
            const current = general;
            const otherRates: Record<string, Rate> = {};
            for (const [col, t] of Object.entries(columns)) otherRates[col] = rate(t);
            const notes = [`statistical code ${cl.statisticalCode}`];
            if (current !== text) notes.push(`Schedule 3 text: ${text}`);
            lines.push({
              code,
              title: cleanAu(cl.description).replace(/^[-\s]+/, ''),
              mfn: current ? rate(current) : null,
              preferential: prefsByCode.get(code) ?? [],
              units: cl.unit ? [cleanAu(cl.unit)] : [],
              otherRates,
              notes,
            });
          }
        }
      }
    }
    const country = countryShell('AU', {
      sourceUrl: 'https://www.abf.gov.au/importing-exporting-and-manufacturing/tariff-classification',
      verifiedAt: isoUtc(EDITION_DATE),
      edition: `Australian Customs Tariff (ABF Working Tariff) Schedules 3 and 4-16, scraped by ${EDITION_DATE}; partial`,
      defaultStatus: 'no_data',
      notes: [
        'PARTIAL: chapters 28, 30, 32, 33, 35, 37, 50-56, 58-62, 72-74, 76, 78, 81 and 83 are missing from the source; no rate is assumed for them.',
        'FTA rates only where Schedules 4A-16 list the line; staged rates are taken at the edition date.',
        'Schedule 3 columns CA, DC, DCS, DCT, MY and NZ/PG/FI/DC/LDC(/SG) are kept per line in otherRates.',
      ],
    });
    for (const [hs6, group] of groupByHs6(lines)) {
      if (!ctx.hs6.has(hs6)) {
        country.notes.push(`AU lines under ${hs6} have no HS 2022 subheading: ${group.map((l) => l.code).join(', ')}`);
        continue;
      }
      country.hs6[hs6] = entryFromLines(hs6, group);
    }
    return country;
  },
};
