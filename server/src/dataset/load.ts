import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildDataset, type BuildResult } from './build.js';
import { decodeDataset, encodeDataset, type CompactDataset } from './compact.js';
import { sourceFingerprint } from './fingerprint.js';
import { defaultCacheDir, defaultDataDir } from './paths.js';
import { createTariffStore, type TariffStore } from './store.js';
import type { CompiledDataset } from './types.js';

/** Files written into the cache dir. */
export const COMPILED_FILES = {
  dataset: 'dataset.json',
  meta: 'meta.json',
  rateReport: 'rate-report.json',
} as const;

interface Meta {
  sourceFingerprint: string;
  builtAt: string;
  importers: BuildResult['importers'];
}

/** Writes atomically (temp file + rename) so concurrent starts never read half a file. */
function writeAtomic(file: string, content: string): void {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, content);
  renameSync(tmp, file);
}

export function writeCompiled(cacheDir: string, result: BuildResult): void {
  mkdirSync(cacheDir, { recursive: true });
  writeAtomic(path.join(cacheDir, COMPILED_FILES.rateReport), JSON.stringify(result.rateReport, null, 2));
  writeAtomic(path.join(cacheDir, COMPILED_FILES.dataset), JSON.stringify(encodeDataset(result.dataset)));
  // meta last: its fingerprint vouches for the dataset file written before it.
  const meta: Meta = {
    sourceFingerprint: result.dataset.sourceFingerprint,
    builtAt: result.dataset.builtAt,
    importers: result.importers,
  };
  writeAtomic(path.join(cacheDir, COMPILED_FILES.meta), JSON.stringify(meta, null, 2));
}

function readMeta(cacheDir: string): Meta | null {
  const file = path.join(cacheDir, COMPILED_FILES.meta);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Meta;
  } catch {
    return null;
  }
}

export interface LoadOptions {
  /** Source data; default ../shared/data beside the checkout, or TIS_DATA_DIR. */
  dataDir?: string;
  /** Compiled dataset folder; default var/dataset in the checkout. */
  cacheDir?: string;
  /** Called when the compiled dataset is missing or stale and is being rebuilt. */
  onBuild?: (result: BuildResult) => void;
}

/**
 * Loads the compiled dataset, building it first when it is missing or its sourceFingerprint differs from the
 * current sources (a changed, added or removed file, or changed pipeline code).
 */
function readFresh(cacheDir: string, fingerprint: string): CompiledDataset | null {
  const meta = readMeta(cacheDir);
  const datasetFile = path.join(cacheDir, COMPILED_FILES.dataset);
  if (meta?.sourceFingerprint !== fingerprint || !existsSync(datasetFile)) return null;
  try {
    const dataset = decodeDataset(JSON.parse(readFileSync(datasetFile, 'utf8')) as CompactDataset);
    return dataset.sourceFingerprint === fingerprint ? dataset : null;
  } catch {
    return null; // unreadable or an older format: rebuild
  }
}

/** A lock held longer than this is taken to be left by a crashed process. */
const STALE_LOCK_MS = 5 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads the compiled dataset, building it first when it is missing or its sourceFingerprint differs from the
 * current sources (a changed, added or removed file, or changed pipeline code). Concurrent processes (test
 * workers, a server and a CLI) build once: the others wait on a lock folder and then read the result.
 */
export async function loadCompiledDataset(options: LoadOptions = {}): Promise<{ dataset: CompiledDataset; built: boolean }> {
  const dataDir = options.dataDir ?? defaultDataDir();
  const cacheDir = options.cacheDir ?? defaultCacheDir();
  const fingerprint = sourceFingerprint(dataDir);
  const lock = path.join(cacheDir, '.build.lock');
  mkdirSync(cacheDir, { recursive: true });
  for (;;) {
    const fresh = readFresh(cacheDir, fingerprint);
    if (fresh) return { dataset: fresh, built: false };
    try {
      mkdirSync(lock);
    } catch {
      // Another process is building: wait for it, unless its lock is stale.
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      } catch {
        // the lock went away meanwhile
      }
      await sleep(250);
      continue;
    }
    try {
      const again = readFresh(cacheDir, fingerprint);
      if (again) return { dataset: again, built: false };
      const result = buildDataset({ dataDir });
      writeCompiled(cacheDir, result);
      options.onBuild?.(result);
      return { dataset: result.dataset, built: true };
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** The store every engine reads: the compiled dataset (built on demand) behind O(1) lookups. */
export async function loadTariffStore(options: LoadOptions = {}): Promise<TariffStore> {
  const { dataset } = await loadCompiledDataset(options);
  return createTariffStore(dataset);
}
