import pino from 'pino';
import { createApp } from '../../src/app.js';
import { assembleServices } from '../../src/bootstrap.js';
import { findOrCreateUser } from '../../src/auth/users.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { TariffStore } from '../../src/dataset/store.js';
import type { Services } from '../../src/services.js';
import { openMemoryDatabase } from '../../src/storage/db.js';

export interface TestContext {
  app: ReturnType<typeof createApp>;
  services: Services;
  /** A valid API key of user `userId`. */
  key: string;
  keyId: string;
  userId: string;
  /** Sends a request to the app in-process; `auth: false` leaves out the Authorization header. */
  request(path: string, init?: RequestInit & { auth?: boolean; json?: unknown }): Promise<Response>;
}

/** An app over an in-memory database and rate limiter, a silent logger and (optionally) a tariff store. */
export async function createTestContext(options: { env?: Record<string, string>; tariffStore?: TariffStore | null; config?: Partial<Config> } = {}): Promise<TestContext> {
  const config = { ...loadConfig({ ...options.env }), ...options.config };
  const db = await openMemoryDatabase();
  const services = assembleServices({ config, logger: pino({ level: 'silent' }), db, tariffStore: options.tariffStore ?? null });
  const app = createApp(services);
  const { user } = await findOrCreateUser(db, 'tester@example.com');
  const { key, record } = await services.keys.create(user.id, 'test');
  return {
    app,
    services,
    key,
    keyId: record.id,
    userId: user.id,
    request(path, init = {}) {
      const { auth = true, json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (auth && !headers.has('authorization')) headers.set('authorization', `Bearer ${key}`);
      let body = rest.body;
      if (json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(json);
      }
      return Promise.resolve(app.request(`http://tis.test${path}`, { ...rest, headers, body }));
    },
  };
}
