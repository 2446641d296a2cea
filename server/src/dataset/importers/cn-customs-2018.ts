import path from 'node:path';
import { readCsvRows } from '../csv.js';
import type { NationalLine, Rate } from '../types.js';
import { countryShell, isoUtc } from './common.js';
import { placeHs2017Lines } from './hs2017.js';
import type { CountryImporter, ImportContext } from './types.js';

const DIR = 'tariffs/cn-customs-2018-partial';
const FILE = 'cn_tariff_2018_ch49-97.csv';

/** Scrape date of the customs.gov.cn tariff query (the folder's SOURCE.txt: 2018-10-25/26). */
const EDITION_DATE = '2018-10-26';

/**
 * China import tariff as of October 2018, chapters 49-97 only, HS 2017 8-digit lines: MFN (最惠国税率), general
 * (普通税率), export and provisional (暂定税率) rates in percent. Applied MFN = the provisional rate where present
 * (it applies instead of the MFN rate), else the MFN rate.
 */
export const cnCustoms2018Importer: CountryImporter = {
  id: DIR,
  country: 'CN',
  requires: [`${DIR}/${FILE}`],
  import(ctx: ImportContext) {
    const rate = (text: string) => ctx.rate(text, { currency: 'CNY', bareNumberIsPercent: true });
    const lines: NationalLine[] = [];
    for (const r of readCn(path.join(ctx.dataDir, DIR, FILE))) {
      if (!/^\d{8}$/.test(r.code)) continue;
      const otherRates: Record<string, Rate> = {};
      if (r.mfn_rate) otherRates.mfn = rate(r.mfn_rate);
      if (r.general_rate) otherRates.general = rate(r.general_rate);
      if (r.export_rate) otherRates.export = rate(r.export_rate);
      if (r.provisional_rate) otherRates.provisional = rate(r.provisional_rate);
      lines.push({
        code: r.code,
        title: ctx.hs.nodes[r.code.slice(0, 6)]?.title ?? `HS 2017 subheading ${r.code.slice(0, 6)} (no English title in the source)`,
        localTitle: r.description_zh,
        mfn: otherRates.provisional ?? otherRates.mfn ?? null,
        preferential: [],
        units: [],
        otherRates,
      });
    }
    const country = countryShell('CN', {
      sourceUrl: 'http://www.customs.gov.cn/',
      verifiedAt: isoUtc(EDITION_DATE),
      edition: `China Customs import tariff query, scraped ${EDITION_DATE} (chapters 49-97 only, HS 2017)`,
      defaultStatus: 'no_data',
      notes: [
        'PARTIAL and OLD: October 2018 rates, chapters 49-97 only; the 2019-2026 adjustments are not included. Chapters 01-48 have no data.',
        'English titles are the HS 2022 subheading titles; the Chinese descriptions are kept as localTitle.',
      ],
    });
    placeHs2017Lines(ctx, country, lines, 'China 2018');
    for (const entry of Object.values(country.hs6)) {
      entry.flags.push('outdated_2018');
      if (entry.status === 'available') entry.status = 'partial';
    }
    return country;
  },
};

/**
 * Rows of page,code,description_zh,mfn_rate,general_rate,export_rate,provisional_rate. Some descriptions contain
 * commas and the Excel '="…"' wrapper residue, which split them over extra fields: the last four fields are always
 * the rates, so the description is everything between the code and them.
 */
function readCn(file: string): Record<string, string>[] {
  const [header, ...rows] = readCsvRows(file);
  const n = header.length;
  return rows.map((fields) => {
    const f = [...fields];
    // Merge description fragments: a rate field never holds Chinese text or a quote.
    const rateLike = (v: string) => /^(\d[\d.]*%?(\/\d[\d.]*%?)?|T\d|.*月.*)?$/.test(v);
    while (f.length > 3 && !rateLike(f[3])) {
      f.splice(2, 2, `${f[2]},${f[3]}`);
    }
    const description = f[2].replace(/^="*/, '').replace(/"+$/, '');
    const [mfn_rate = '', general_rate = '', export_rate = '', provisional_rate = ''] = f.slice(3, n);
    return { code: f[1], description_zh: description, mfn_rate, general_rate, export_rate, provisional_rate };
  });
}
