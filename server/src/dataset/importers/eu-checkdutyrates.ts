import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readCsv } from '../csv.js';
import type { Hs6Entry, Preference } from '../types.js';
import { countryShell, isoUtc } from './common.js';
import type { CountryImporter, ImportContext } from './types.js';

const DIR = 'tariffs/eu-checkdutyrates';
const FILE = 'eu_duty_by_origin.csv';

/**
 * The EU's preferential arrangement behind each origin's `pref` (or `union`) rows. Origins whose arrangement this
 * source does not name are labelled "EU preference (XX)" rather than guessed.
 */
const EU_ARRANGEMENTS: Record<string, string> = {
  JP: 'EU-Japan EPA',
  GB: 'EU-UK TCA',
  KR: 'EU-Korea FTA',
  CA: 'CETA',
  MX: 'EU-Mexico Global Agreement',
  CH: 'EU-Switzerland FTA',
  NO: 'EEA',
  VN: 'EU-Viet Nam FTA',
  TR: 'EU-Turkey Customs Union',
  IN: 'EU GSP',
};

/**
 * Chapters where the source's 50 % "MFN" is the 2025 additional duty on Russian/Belarusian goods applied to every
 * origin by the compiler (see the folder's SOURCE.txt): those figures are not used as the MFN.
 */
const SUSPECT_50_CHAPTERS = new Set(['07', '11', '12', '14', '15', '23']);

/**
 * EU duty per HS6 (TARIC via the UK Trade Tariff XI service, compiled by CheckDutyRates; OGL v3):
 * `ALL (MFN)` rows give the erga-omnes rate as min/max across the CN lines; origin rows with basis pref/union
 * give preferences. There are no national lines in this source (cn_codes is a count).
 */
export const euCheckDutyRatesImporter: CountryImporter = {
  id: DIR,
  country: 'EU',
  requires: [`${DIR}/${FILE}`],
  import(ctx: ImportContext) {
    const dir = path.join(ctx.dataDir, DIR);
    const checked = /"eu_checked":\s*"(\d{4}-\d{2}-\d{2})"/.exec(readFileSync(path.join(dir, 'SOURCE.txt'), 'utf8'))?.[1];
    if (!checked) throw new Error('eu_checked date not found in SOURCE.txt');
    const country = countryShell('EU', {
      sourceUrl: 'https://ec.europa.eu/taxation_customs/dds2/taric/',
      verifiedAt: isoUtc(checked),
      edition: `EU Common Customs Tariff and TARIC measures, checked ${checked} (via the UK Trade Tariff XI service, compiled by CheckDutyRates)`,
      defaultStatus: 'no_data',
      notes: ['Contains public sector information licensed under the Open Government Licence v3.0.'],
    });
    const rate = (text: string) => ctx.rate(text, { currency: 'EUR' });
    const suspect: string[] = [];

    for (const r of readCsv(path.join(dir, FILE))) {
      const hs6 = r.hs6.replace(/\./g, '');
      if (!ctx.hs6.has(hs6)) continue;
      const entry = (country.hs6[hs6] ??= blankEntry(hs6));
      const min = rate(r.duty_min);
      const max = rate(r.duty_max);
      if (r.anti_dumping_possible === 'yes' && !entry.flags.includes('anti_dumping_possible')) entry.flags.push('anti_dumping_possible');
      if (r.additional_duty === 'yes' && !entry.flags.includes('additional_duty')) entry.flags.push('additional_duty');
      if (r.origin === 'ALL (MFN)') {
        if (SUSPECT_50_CHAPTERS.has(hs6.slice(0, 2)) && max.adValorem === 0.5) {
          entry.status = 'partial';
          entry.flags.push('mfn_unreliable_in_source');
          suspect.push(hs6);
          continue;
        }
        entry.status = 'available';
        entry.mfn = max;
        entry.mfnRange = min.adValorem !== null && max.adValorem !== null && min.text !== max.text ? { min: min.adValorem, max: max.adValorem } : null;
        if (Number(r.cn_codes) > 1) entry.flags.push(`cn_lines:${r.cn_codes}`);
        continue;
      }
      if (r.basis !== 'pref' && r.basis !== 'union') continue;
      const pref: Preference = {
        agreement: EU_ARRANGEMENTS[r.origin] ?? `EU preference (${r.origin})`,
        partners: [r.origin],
        rate: max, // the highest across the CN lines, like the MFN
      };
      entry.preferential.push(pref);
    }
    if (suspect.length > 0) {
      country.notes.push(
        `MFN withheld for ${suspect.length} subheadings whose source figure is 50 % (chapters 07/11/12/14/15/23; the 2025 additional duty on Russian/Belarusian goods applied to all origins by the compiler): ${suspect.join(', ')}`,
      );
    }
    return country;
  },
};

function blankEntry(hs6: string): Hs6Entry {
  return { hs6, status: 'no_data', mfn: null, mfnRange: null, lines: [], preferential: [], flags: [] };
}

