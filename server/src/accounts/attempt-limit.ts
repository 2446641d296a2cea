import type { Context } from 'hono';
import { ApiError } from '../lib/errors.js';
import { AUTH_ATTEMPT_LIMITS } from '../rate-limit/limits.js';
import type { AppEnv } from '../services.js';
import { clientAddress } from './client-address.js';

/**
 * Counts one sign-in (or sign-up) attempt against the email's and the client address's per-minute limits;
 * over either, 429 rate_limited with retry-after, in the same shape as the /api limits.
 */
export async function limitAuthAttempt(c: Context<AppEnv>, email: string): Promise<void> {
  const { rateLimiter } = c.get('services');
  const [byAddress, byEmail] = await Promise.all([
    rateLimiter.consume('auth-address', clientAddress(c), AUTH_ATTEMPT_LIMITS.perAddress),
    rateLimiter.consume('auth-email', email, AUTH_ATTEMPT_LIMITS.perEmail),
  ]);
  const refused = [byAddress, byEmail].filter((r) => !r.allowed);
  if (refused.length === 0) return;
  const resetAt = new Date(Math.max(...refused.map((r) => r.resetAt.getTime())));
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  c.header('retry-after', String(retryAfter));
  const what = byEmail.allowed ? `${AUTH_ATTEMPT_LIMITS.perAddress} per minute from this address` : `${AUTH_ATTEMPT_LIMITS.perEmail} per minute for this email`;
  throw new ApiError('rate_limited', `Too many sign-in attempts (${what}); try again in ${retryAfter} s.`, {
    retry_after: retryAfter,
    reset_at: resetAt.toISOString(),
  });
}
