import path from 'node:path';
import { readCsv } from '../csv.js';
import type { NationalLine } from '../types.js';
import { countryShell, entryFromLines, groupByHs6, isoUtc } from './common.js';
import type { CountryImporter, ImportContext } from './types.js';

const DIR = 'tariffs/br-tipi-ipi';
const FILE = 'tipi_ipi.csv';

/** Upload date of the TIPI copy (SOURCE.txt); the exact TIPI amendment date is not stated. */
const EDITION_DATE = '2026-02-28';

/**
 * Brazil TIPI: the IPI excise rate per NCM (HS 2022, 8 digits), NOT the import duty (II/TEC), which is not in the
 * source data. Lines carry mfn null and the IPI as otherRates.ipi for the landed-cost engine ("NT" = não tributado).
 */
export const brTipiImporter: CountryImporter = {
  id: DIR,
  country: 'BR',
  requires: [`${DIR}/${FILE}`],
  import(ctx: ImportContext) {
    const lines: NationalLine[] = [];
    const rows = readCsv(path.join(ctx.dataDir, DIR, FILE));
    for (const r of rows) {
      const code = r.ncm.replace(/\D/g, '');
      const ex = r.ex;
      const aliquota = (r.aliquota_ipi ?? '').trim();
      if (!/^\d{8}$/.test(code) || !aliquota) continue;
      const ipi = ctx.rate(aliquota, { bareNumberIsPercent: true }); // "NT" = não tributado
      lines.push({
        code: ex ? `${code}-ex${ex}` : code,
        title: ctx.hs.nodes[code.slice(0, 6)]?.title ?? '',
        localTitle: r.descricao,
        mfn: null,
        preferential: [],
        units: [],
        otherRates: { ipi },
      });
    }
    if (lines.length === 0) throw new Error('no TIPI rows read (columns ncm, ex, descricao, aliquota_ipi expected)');
    const country = countryShell('BR', {
      sourceUrl: 'https://www.gov.br/receitafederal/pt-br/acesso-a-informacao/legislacao/documentos-e-arquivos/tipi.xlsx',
      verifiedAt: isoUtc(EDITION_DATE),
      edition: `TIPI (IPI excise table, Decreto 11.158/2022 as amended), copy of ${EDITION_DATE}; no import-duty (TEC) data`,
      defaultStatus: 'no_data',
      notes: [
        'No import duty: the Mercosur TEC / Gecex applied rates are not in the source data, so every MFN is null.',
        'The IPI excise per NCM is kept per line as otherRates.ipi for the landed-cost engine.',
      ],
    });
    for (const [hs6, group] of groupByHs6(lines)) {
      if (!ctx.hs6.has(hs6)) continue;
      country.hs6[hs6] = { ...entryFromLines(hs6, group), status: 'no_data', flags: ['ipi_only'] };
    }
    return country;
  },
};
