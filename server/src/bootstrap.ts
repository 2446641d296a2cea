import type { Logger } from 'pino';
import { ApiKeyService } from './auth/api-keys.js';
import { SessionService } from './auth/sessions.js';
import { classifierFor, warmClassifier } from './classifier/index.js';
import type { Config } from './config.js';
import { loadTariffStore, type TariffStore } from './dataset/store.js';
import { MemoryRateLimiter } from './rate-limit/limiter.js';
import type { Services } from './services.js';
import { openDatabase, type Database } from './storage/db.js';
import { warmTranslator } from './translate/index.js';

/** Builds the services of a running server (index.ts): the accounts file, watched for the key CLI, and the dataset. */
export async function buildServices(config: Config, logger: Logger): Promise<Services> {
  const db = await openDatabase(config.dbPath);
  db.watchExternalChanges();
  return assembleServices({ config, logger, db, tariffStore: await loadDataset(config, logger) });
}

/** The services over given parts, with in-memory key cache and rate limiter (tests, benchmarks, contract runs). */
export function assembleServices(parts: { config: Config; logger: Logger; db: Database; tariffStore: TariffStore | null }): Services {
  return { ...parts, keys: new ApiKeyService(parts.db), sessions: new SessionService(parts.db), rateLimiter: new MemoryRateLimiter() };
}

/** The dataset is built from ../shared/data on first start (or when the sources changed), then loaded. */
async function loadDataset(config: Config, logger: Logger): Promise<TariffStore | null> {
  const started = performance.now();
  try {
    const store = await loadTariffStore({
      dataDir: config.dataDir,
      cacheDir: config.datasetDir,
      onBuild: () => logger.info({ dataDir: config.dataDir, datasetDir: config.datasetDir }, 'compiled dataset built from sources'),
    });
    logger.info({ ms: Math.round(performance.now() - started) }, 'dataset loaded');
    return store;
  } catch (err) {
    logger.error({ err, dataDir: config.dataDir }, 'dataset unavailable: tariff-based engines will answer 501');
    return null;
  }
}

/**
 * Builds the classifier's label index and loads the translator's dictionaries before the port opens, so no
 * request pays for them (a second or two at start instead of on the first non-English query).
 */
export function warmEngines(services: Services): void {
  const started = performance.now();
  if (services.tariffStore) warmClassifier(classifierFor(services.tariffStore));
  else warmTranslator();
  services.logger.info({ ms: Math.round(performance.now() - started) }, 'engines warmed');
}

