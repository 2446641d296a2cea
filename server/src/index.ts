import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { ApiKeyService } from './auth/api-keys.js';
import { SessionService } from './auth/sessions.js';
import { createApp } from './app.js';
import { classifierFor, warmClassifier } from './classifier/index.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { loadTariffStore, type TariffStore } from './dataset/store.js';
import { createLogger } from './lib/logger.js';
import { MemoryRateLimiter } from './rate-limit/limiter.js';
import type { Services } from './services.js';
import { openDatabase } from './storage/db.js';
import { warmTranslator } from './translate/index.js';

/** How long in-flight requests get to finish after SIGTERM/SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

export async function buildServices(config: Config, logger: Logger): Promise<Services> {
  const db = await openDatabase(config.dbPath);
  db.watchExternalChanges();
  return {
    config,
    logger,
    db,
    keys: new ApiKeyService(db),
    sessions: new SessionService(db),
    rateLimiter: new MemoryRateLimiter(),
    tariffStore: await loadDataset(config, logger),
  };
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
function warmEngines(services: Services): void {
  const started = performance.now();
  if (services.tariffStore) warmClassifier(classifierFor(services.tariffStore));
  else warmTranslator();
  services.logger.info({ ms: Math.round(performance.now() - started) }, 'engines warmed');
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  const services = await buildServices(config, logger);
  warmEngines(services);
  const app = createApp(services);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ url: `http://${config.host}:${info.port}`, docs: `http://${config.host}:${info.port}/docs` }, 'listening');
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('grace period over, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await services.keys.flush();
      services.db.close();
      logger.info('stopped');
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
