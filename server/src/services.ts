import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import type { ApiKeyService } from './auth/api-keys.js';
import type { SessionService } from './auth/sessions.js';
import type { Config } from './config.js';
import type { TariffStore } from './dataset/store.js';
import type { RateLimiter, RateLimitResult } from './rate-limit/limiter.js';
import type { Database } from './storage/db.js';

/** Everything a handler may need, built once at start and passed in context (Unkey-style injection). */
export interface Services {
  config: Config;
  logger: Logger;
  db: Database;
  keys: ApiKeyService;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  /** The compiled tariff dataset; null when it could not be built (engines that need it answer 501). */
  tariffStore: TariffStore | null;
}

/** Who is calling: an API key, or a dashboard user signed in with the session cookie. */
export type AuthContext = { kind: 'key'; userId: string; keyId: string } | { kind: 'session'; userId: string };

export interface AppEnv {
  Variables: {
    services: Services;
    requestId: string;
    auth: AuthContext;
    rateLimit: RateLimitResult;
  };
}

export type App = OpenAPIHono<AppEnv>;
