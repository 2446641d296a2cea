/**
 * The two implementations the contract is checked against, behind one interface:
 *  - the real server: createApp over real services (lowdb in a temp file, the compiled dataset from
 *    ../shared/data), listening on 127.0.0.1; several instances, one per situation;
 *  - the MSW handlers of the SDK, one base URL per scenario.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { setupServer } from 'msw/node';
import pino from 'pino';
import { createHandlers } from '../../sdk/src/msw/index.js';
import { createApp } from '../../server/src/app.js';
import { assembleServices } from '../../server/src/bootstrap.js';
import { findOrCreateUser } from '../../server/src/auth/users.js';
import { loadConfig } from '../../server/src/config.js';
import { loadTariffStore, type TariffStore } from '../../server/src/dataset/store.js';
import { DEFAULT_RATE_LIMITS } from '../../server/src/rate-limit/limits.js';
import { openDatabase } from '../../server/src/storage/db.js';

/**
 * normal: default behaviour; rateLimited: per-minute limits of 1; serverError: the services fail (as a broken
 * database would); noEngine: no tariff dataset loaded, so the engines that need it answer 501.
 */
export type Situation = 'normal' | 'rateLimited' | 'serverError' | 'noEngine';
export const SITUATIONS: Situation[] = ['normal', 'rateLimited', 'serverError', 'noEngine'];

export interface Endpoint {
  baseUrl: string;
  /** A valid API key. */
  key: string;
  /** `Cookie` header value of a signed-in session of the key's user. */
  cookie: string;
  /** A fresh session (logging out ends the session it is given). */
  freshCookie(): Promise<string>;
  /** The id of a fresh API key of the session's user, to revoke. */
  freshKeyId(): Promise<string>;
  /** Email and password of a user who signed up with a password. */
  login: { email: string; password: string };
}

export interface Target {
  kind: 'server' | 'mocks';
  endpoint(situation: Situation): Endpoint;
  close(): Promise<void>;
}

const LOGIN = { email: 'contract-login@example.com', password: 'correct horse battery staple' };

export async function startServerTarget(): Promise<Target> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tis-contract-'));
  const base = loadConfig({ ...pick(process.env, 'TIS_DATA_DIR', 'TIS_DATASET_DIR'), TIS_DB_PATH: path.join(dir, 'unused.json') });
  const store = await loadTariffStore({ dataDir: base.dataDir, cacheDir: base.datasetDir });
  const limits = (n: number) => JSON.stringify(Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, { key: n, session: n }])));

  const instances = new Map<Situation, Instance>();
  instances.set('normal', await startInstance(dir, 'normal', { TIS_RATE_LIMITS: limits(100_000) }, store, false));
  instances.set('rateLimited', await startInstance(dir, 'rate-limited', { TIS_RATE_LIMITS: limits(1) }, store, false));
  instances.set('serverError', await startInstance(dir, 'server-error', {}, store, true));
  instances.set('noEngine', await startInstance(dir, 'no-engine', {}, null, false));
  return {
    kind: 'server',
    endpoint: (situation) => instances.get(situation)!.endpoint,
    async close() {
      for (const instance of instances.values()) await instance.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Instance {
  endpoint: Endpoint;
  close(): Promise<void>;
}

async function startInstance(dir: string, name: string, env: Record<string, string>, tariffStore: TariffStore | null, faulty: boolean): Promise<Instance> {
  const config = loadConfig({ ...pick(process.env, 'TIS_DATA_DIR', 'TIS_DATASET_DIR'), ...env, TIS_DB_PATH: path.join(dir, `${name}.json`), LOG_LEVEL: 'silent' });
  const db = await openDatabase(config.dbPath);
  const services = assembleServices({ config, logger: pino({ level: 'silent' }), db, tariffStore });
  const { user } = await findOrCreateUser(db, 'contract@example.com');
  const { key } = await services.keys.create(user.id, 'contract');
  const { token } = await services.sessions.create(user.id);
  // A failing dependency: every service but config and logger throws, so requests end in the app's 500 path.
  const served = faulty
    ? new Proxy(services, {
        get(target, property) {
          if (property === 'config' || property === 'logger') return target[property];
          throw new Error(`contract-tests: injected failure reading services.${String(property)}`);
        },
      })
    : services;
  const app = createApp(served);
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const endpoint: Endpoint = {
    baseUrl,
    key,
    cookie: `tis_session=${token}`,
    freshCookie: async () => `tis_session=${(await services.sessions.create(user.id)).token}`,
    freshKeyId: async () => (await services.keys.create(user.id, 'to revoke')).record.id,
    login: LOGIN,
  };
  if (!faulty) {
    // A user with a password, through the API itself.
    const res = await fetch(`${baseUrl}/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(LOGIN) });
    if (res.status !== 201) throw new Error(`contract-tests: sign-up of the login user failed on ${name}: ${res.status} ${await res.text()}`);
  }
  return {
    endpoint,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }).then(() => services.db.flush()),
  };
}

export async function startMockTarget(): Promise<Target> {
  const urls: Record<Situation, string> = {
    normal: 'http://normal.tis.mock',
    rateLimited: 'http://rate-limited.tis.mock',
    serverError: 'http://server-error.tis.mock',
    noEngine: 'http://not-implemented.tis.mock',
  };
  const msw = setupServer(
    ...createHandlers({ baseUrl: urls.normal }),
    ...createHandlers({ baseUrl: urls.rateLimited, scenario: 'rateLimited' }),
    ...createHandlers({ baseUrl: urls.serverError, scenario: 'serverError' }),
    ...createHandlers({ baseUrl: urls.noEngine, scenario: 'notImplemented' }),
  );
  msw.listen({ onUnhandledRequest: 'error' });
  return {
    kind: 'mocks',
    endpoint: (situation) => ({
      baseUrl: urls[situation],
      key: 'tis_MockKey000000000000000000000000000000000000',
      cookie: 'tis_session=mock-session',
      freshCookie: async () => 'tis_session=mock-session-2',
      freshKeyId: async () => 'key_mock',
      login: LOGIN,
    }),
    async close() {
      msw.close();
    },
  };
}

function pick(env: NodeJS.ProcessEnv, ...names: string[]): Record<string, string> {
  return Object.fromEntries(names.filter((n) => env[n]).map((n) => [n, env[n] as string]));
}
