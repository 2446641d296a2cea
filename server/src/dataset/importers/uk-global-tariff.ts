import path from 'node:path';
import { readCsv } from '../csv.js';
import type { NationalLine, Rate } from '../types.js';
import { countryShell, isoUtc } from './common.js';
import { placeHs2017Lines } from './hs2017.js';
import type { CountryImporter, ImportContext } from './types.js';

const DIR = 'tariffs/ukgt-2021-dit';
const FILE = 'global-uk-tariff.csv';

/** The UK Global Tariff as applied from this date (DIT publication, "Final versions of the data"). */
const UKGT_EDITION_DATE = '2021-01-01';

/** Leaf codes: a code with a longer code under it only heads its subdivisions. */
function leaves(codes: string[]): Set<string> {
  const set = new Set(codes);
  const heads = new Set<string>();
  for (const c of codes) {
    for (let len = c.length - 2; len >= 6; len -= 2) if (set.has(c.slice(0, len))) heads.add(c.slice(0, len));
  }
  return new Set(codes.filter((c) => !heads.has(c)));
}

/**
 * UK Global Tariff 2021 (DIT, OGL v3): one row per 8/10-digit commodity in HS 2017 with the UKGT MFN rate
 * (GBP specific duties) and the 2020 EU CET beside it (kept as otherRates.eu_cet_2020). No UK preferences in it.
 */
export const ukGlobalTariffImporter: CountryImporter = {
  id: DIR,
  country: 'UK',
  requires: [`${DIR}/${FILE}`],
  import(ctx: ImportContext) {
    const rows = readCsv(path.join(ctx.dataDir, DIR, FILE)).filter((r) => /^\d{8,10}$/.test(r.commodity));
    const leaf = leaves(rows.map((r) => r.commodity));
    const lines: NationalLine[] = [];
    for (const r of rows) {
      if (!leaf.has(r.commodity)) continue;
      const otherRates: Record<string, Rate> = {};
      // A few duty expressions print the percentage without its sign ("6.4 + 24.6 EUR/100 kg"): read bare numbers as %.
      if (r.cet_duty_rate) otherRates.eu_cet_2020 = ctx.rate(r.cet_duty_rate, { currency: 'EUR', bareNumberIsPercent: true });
      const notes = [
        r.trade_remedy_applies === 'True' ? 'trade remedy applies' : '',
        r.suspension_applies === 'True' ? 'tariff suspension applies' : '',
        r.atq_applies === 'True' ? 'autonomous tariff quota applies' : '',
        r.change && r.change !== 'No change' ? `UKGT change vs EU CET: ${r.change}` : '',
      ].filter(Boolean);
      lines.push({
        code: r.commodity,
        title: r.description,
        mfn: r.ukgt_duty_rate ? ctx.rate(r.ukgt_duty_rate, { currency: 'GBP', bareNumberIsPercent: true }) : null,
        preferential: [],
        units: [],
        otherRates,
        ...(notes.length ? { notes } : {}),
      });
    }
    const country = countryShell('UK', {
      sourceUrl: 'https://www.trade-tariff.service.gov.uk/',
      verifiedAt: isoUtc(UKGT_EDITION_DATE),
      edition: `UK Global Tariff applicable from ${UKGT_EDITION_DATE} (DIT, HS 2017 nomenclature)`,
      defaultStatus: 'no_data',
      notes: [
        'Contains public sector information licensed under the Open Government Licence v3.0.',
        'The 2021 UKGT: later UK tariff changes and UK preferential rates (UK-Japan CEPA, CPTPP, …) are not in this source.',
      ],
    });
    placeHs2017Lines(ctx, country, lines, 'UKGT 2021');
    return country;
  },
};
