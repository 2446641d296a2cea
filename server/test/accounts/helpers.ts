import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../../src/app.js';
import { ApiKeyService } from '../../src/auth/api-keys.js';
import { SESSION_COOKIE, SessionService } from '../../src/auth/sessions.js';
import { loadConfig, type Config } from '../../src/config.js';
import { MemoryRateLimiter, type RateLimiter } from '../../src/rate-limit/limiter.js';
import type { Services } from '../../src/services.js';
import { openDatabase, openMemoryDatabase } from '../../src/storage/db.js';

export const ORIGIN = 'http://tis.test';
export const PASSWORD = 'correct horse battery';

export interface Call {
  method?: string;
  json?: unknown;
  /** The session token to send as the cookie. */
  session?: string;
  /** Origin header; defaults to the service's own origin for state-changing calls. `null` sends none. */
  origin?: string | null;
  headers?: Record<string, string>;
}

/** Lets every sign-in attempt through: for tests about storage, not about throttling. */
export const unlimited: RateLimiter = {
  consume: async (_bucket, _id, limit) => ({ allowed: true, limit, remaining: limit, resetAt: new Date(Date.now() + 60_000) }),
};

/** The app over a real lowdb file (`file: true`) or the in-memory database, with the account helpers. */
export async function createAccountsContext(options: { file?: boolean; config?: Partial<Config>; rateLimiter?: RateLimiter } = {}) {
  const dbFile = options.file ? path.join(await mkdtemp(path.join(tmpdir(), 'tis-accounts-')), 'db.json') : null;
  const db = dbFile ? await openDatabase(dbFile) : await openMemoryDatabase();
  const services: Services = {
    config: { ...loadConfig({}), ...options.config },
    logger: pino({ level: 'silent' }),
    db,
    keys: new ApiKeyService(db),
    sessions: new SessionService(db),
    rateLimiter: options.rateLimiter ?? new MemoryRateLimiter(),
    tariffStore: null,
  };
  const app = createApp(services);

  async function call(pathname: string, init: Call = {}): Promise<Response> {
    const method = init.method ?? (init.json === undefined ? 'GET' : 'POST');
    const headers = new Headers(init.headers);
    if (init.session) headers.set('cookie', `${SESSION_COOKIE}=${init.session}`);
    const origin = init.origin === undefined ? (method === 'GET' ? null : ORIGIN) : init.origin;
    if (origin) headers.set('origin', origin);
    let body: string | undefined;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return app.request(`${ORIGIN}${pathname}`, { method, headers, body });
  }

  /** Signs up and returns the session token from Set-Cookie. */
  async function signUp(email: string, password = PASSWORD): Promise<{ res: Response; session: string }> {
    const res = await call('/auth/signup', { json: { email, password } });
    return { res, session: sessionFrom(res) };
  }

  async function createKey(session: string, name = 'laptop'): Promise<{ id: string; key: string }> {
    const res = await call('/account/api-keys', { json: { name }, session });
    if (res.status !== 201) throw new Error(`create key: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string; key: string };
  }

  return { app, services, db, dbFile, call, signUp, createKey };
}

/** The session token set by a response ('' when the cookie was cleared or not set). */
export function sessionFrom(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return cookie ? decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1).split(';')[0]) : '';
}

export function setCookieHeader(res: Response): string {
  return res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
}
