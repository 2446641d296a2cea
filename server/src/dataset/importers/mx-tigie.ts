import path from 'node:path';
import { readCsv } from '../csv.js';
import type { NationalLine } from '../types.js';
import { countryShell, entryFromLines, groupByHs6, isoUtc } from './common.js';
import type { CountryImporter, ImportContext } from './types.js';

const DIR = 'tariffs/mx-tigie-anexo22-partial';
const FILE = 'mx_tigie_partial.csv';

/**
 * The extract carries no edition date; rates match the post-April-2024 decree (SOURCE.txt). The date used is the
 * snapshot of the repository it was taken from (2026-05-16), said as such in `edition`.
 */
const SNAPSHOT_DATE = '2026-05-16';

/**
 * Mexico TIGIE (LIGIE 2022, HS 2022 8-digit fracciones) import duty (IGI, percent; "Ex" = exempt; AE/AMX = specific
 * or mixed duty whose amount the extract does not give; "Prohibida"). PARTIAL: chapters 01-27, 39-49, 64-67.
 */
export const mxTigieImporter: CountryImporter = {
  id: DIR,
  country: 'MX',
  requires: [`${DIR}/${FILE}`],
  import(ctx: ImportContext) {
    const rate = (text: string) => ctx.rate(text, { currency: 'MXN', bareNumberIsPercent: true });
    const lines: NationalLine[] = [];
    for (const r of readCsv(path.join(ctx.dataDir, DIR, FILE))) {
      const code = r.fraccion.replace(/\./g, '');
      if (!/^\d{8}$/.test(code)) continue;
      const nicos = r.nicos ? r.nicos.split(';').filter(Boolean) : [];
      lines.push({
        code,
        title: ctx.hs.nodes[code.slice(0, 6)]?.title ?? '',
        localTitle: r.descripcion,
        mfn: r.igi_import ? rate(r.igi_import) : null,
        preferential: [],
        units: r.umt ? [r.umt] : [],
        otherRates: r.ige_export ? { export: rate(r.ige_export) } : undefined,
        ...(nicos.length ? { notes: [`NICO: ${nicos.map((n) => code + n).join(', ')}`] } : {}),
      });
    }
    const country = countryShell('MX', {
      sourceUrl: 'https://www.snice.gob.mx/',
      verifiedAt: isoUtc(SNAPSHOT_DATE),
      edition: `TIGIE (LIGIE 2022 structure) extract, rates as of about 2024-25; date is the extract's snapshot ${SNAPSHOT_DATE}`,
      defaultStatus: 'no_data',
      notes: [
        'PARTIAL: 1,834 fracciones in chapters 01-27, 39-49 and 64-67 only; other chapters have no data. No preferential rates.',
        'English titles are the HS 2022 subheading titles; the Spanish descriptions are kept as localTitle.',
      ],
    });
    for (const [hs6, group] of groupByHs6(lines)) {
      if (!ctx.hs6.has(hs6)) {
        country.notes.push(`MX fracciones under ${hs6} have no HS 2022 subheading: ${group.map((l) => l.code).join(', ')}`);
        continue;
      }
      country.hs6[hs6] = entryFromLines(hs6, group);
    }
    return country;
  },
};
