import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Repository root, resolved from this module's location (not the cwd): server/src/dataset → ../../.. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Source data: ../shared/data beside the checkout, overridable with TIS_DATA_DIR. */
export function defaultDataDir(): string {
  return process.env.TIS_DATA_DIR ? path.resolve(process.env.TIS_DATA_DIR) : path.resolve(REPO_ROOT, '../shared/data');
}

/** Compiled artefacts: var/dataset in the (git-ignored) var/ folder, overridable with TIS_DATASET_CACHE_DIR. */
export function defaultCacheDir(): string {
  return process.env.TIS_DATASET_CACHE_DIR ? path.resolve(process.env.TIS_DATASET_CACHE_DIR) : path.join(REPO_ROOT, 'var/dataset');
}
