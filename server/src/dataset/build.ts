import { existsSync } from 'node:fs';
import path from 'node:path';
import { emptyCountry } from './countries.js';
import { sourceFingerprint } from './fingerprint.js';
import { hs6Codes, importHsNomenclature } from './importers/hs.js';
import { loadHsCorrelation, type HsCorrelation } from './importers/hs-correlation.js';
import { IMPORTERS } from './importers/registry.js';
import type { CountryImporter, ImportContext } from './importers/types.js';
import { RateRecorder, type RateParserReport } from './rates/report.js';
import { DESTINATIONS, type CompiledDataset, type CountryDataset, type Destination } from './types.js';

export interface BuildResult {
  dataset: CompiledDataset;
  rateReport: RateParserReport;
  /** Which importer produced each country (null: none available, the country is empty). */
  importers: Record<Destination, string | null>;
  durationMs: number;
}

/** Builds the compiled dataset from the sources in `dataDir`. Pure: writes nothing (see writeCompiled in load.ts). */
export function buildDataset(options: { dataDir: string; importers?: CountryImporter[] }): BuildResult {
  const started = performance.now();
  const { dataDir } = options;
  const importers = options.importers ?? IMPORTERS;
  const hs = importHsNomenclature(dataDir);
  const hs6 = new Set(hs6Codes(hs));
  const recorder = new RateRecorder();
  let correlation: HsCorrelation | undefined;

  const countries = {} as Record<Destination, CountryDataset>;
  const used = {} as Record<Destination, string | null>;
  for (const country of DESTINATIONS) {
    const importer = importers.find(
      (i) => i.country === country && i.requires.every((f) => existsSync(path.join(dataDir, f))),
    );
    used[country] = importer?.id ?? null;
    if (!importer) {
      countries[country] = emptyCountry(country, 'No tariff schedule for this destination in the source data.');
      continue;
    }
    const ctx: ImportContext = {
      dataDir,
      hs,
      hs6,
      correlation: () => (correlation ??= loadHsCorrelation(dataDir)),
      rate: (text, opts) => recorder.rate(opts?.source ?? importer.id, text, opts?.currency ?? '', opts),
    };
    countries[country] = importer.import(ctx);
  }

  const dataset: CompiledDataset = {
    builtAt: new Date().toISOString(),
    sourceFingerprint: sourceFingerprint(dataDir),
    hs,
    countries,
  };
  return { dataset, rateReport: recorder.report(), importers: used, durationMs: performance.now() - started };
}
