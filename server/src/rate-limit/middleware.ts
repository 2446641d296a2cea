import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/errors.js';
import type { AppEnv } from '../services.js';
import type { RateLimitBucket } from './limits.js';

/**
 * Per-minute limit for one endpoint, counted per API key for key callers and per user for session
 * callers. Sets RateLimit-* headers on every response of the endpoint, 429 with retry-after when over.
 */
export function rateLimit(bucket: RateLimitBucket) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { rateLimiter, config } = c.get('services');
    const auth = c.get('auth');
    const limit = config.rateLimits[bucket][auth.kind === 'key' ? 'key' : 'session'];
    const identifier = auth.kind === 'key' ? `key:${auth.keyId}` : `user:${auth.userId}`;
    const result = await rateLimiter.consume(bucket, identifier, limit);
    const resetSeconds = Math.max(1, Math.ceil((result.resetAt.getTime() - Date.now()) / 1000));
    c.header('RateLimit-Limit', String(result.limit));
    c.header('RateLimit-Remaining', String(result.remaining));
    c.header('RateLimit-Reset', String(resetSeconds));
    if (!result.allowed) {
      c.header('retry-after', String(resetSeconds));
      const who = auth.kind === 'key' ? 'this API key' : 'this user';
      throw new ApiError('rate_limited', `Rate limit of ${limit} requests per minute exceeded for ${who}.`, {
        retry_after: resetSeconds,
        reset_at: result.resetAt.toISOString(),
      });
    }
    c.set('rateLimit', result);
    await next();
  });
}
