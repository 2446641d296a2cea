import { z } from 'zod';

/** Per-minute limits per endpoint: `key` for API-key callers (per key), `session` for dashboard users (per user). */
export const DEFAULT_RATE_LIMITS = {
  classify: { key: 60, session: 30 },
  'landed-cost': { key: 60, session: 30 },
  tariff: { key: 120, session: 60 },
  translate: { key: 60, session: 30 },
  coverage: { key: 60, session: 30 },
};

export type RateLimitBucket = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimitTable = Record<RateLimitBucket, { key: number; session: number }>;

const limit = z.number().int().min(1).max(10_000_000);
const pair = z.object({ key: limit.optional(), session: limit.optional() }).strict();
export const RateLimitOverrideSchema = z
  .object(Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, pair.optional()])) as Record<RateLimitBucket, z.ZodOptional<typeof pair>>)
  .strict();

/**
 * Sign-in attempts per minute (POST /auth/login, and POST /auth/signup), counted whatever the outcome, per
 * normalised email and per client address (buckets `auth-email` and `auth-address`). OWASP Authentication
 * Cheat Sheet, "Login Throttling": slow guessing per account and per source without locking out a user who
 * mistypes for more than a minute.
 */
export const AUTH_ATTEMPT_LIMITS = { perEmail: 10, perAddress: 30 } as const;
