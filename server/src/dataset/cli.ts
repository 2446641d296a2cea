/**
 * `npm run dataset`: (re)builds the compiled tariff dataset from ../shared/data (or TIS_DATA_DIR) into var/dataset
 * (or TIS_DATASET_CACHE_DIR), then prints the rate-parser report. Always rebuilds; the server only rebuilds when stale.
 */
import path from 'node:path';
import { buildDataset } from './build.js';
import { COMPILED_FILES, writeCompiled } from './load.js';
import { defaultCacheDir, defaultDataDir } from './paths.js';
import { formatRateReport } from './rates/format.js';
import { createTariffStore } from './store.js';
import { computeCoverage, formatCoverage } from '../tariff/coverage.js';

const dataDir = defaultDataDir();
const cacheDir = defaultCacheDir();
console.log(`Building the tariff dataset from ${dataDir}`);
const result = buildDataset({ dataDir });
writeCompiled(cacheDir, result);
console.log(`Built in ${(result.durationMs / 1000).toFixed(1)} s → ${path.join(cacheDir, COMPILED_FILES.dataset)}`);
console.log('');
console.log('Importers:');
for (const [country, id] of Object.entries(result.importers)) console.log(`  ${country}  ${id ?? '(none: no data)'}`);
console.log('');
console.log(formatRateReport(result.rateReport));
console.log(`(saved to ${path.join(cacheDir, COMPILED_FILES.rateReport)})`);
console.log('');
console.log(formatCoverage(computeCoverage(createTariffStore(result.dataset))));
