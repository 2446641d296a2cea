import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** End of the current fixed window. */
  resetAt: Date;
}

/**
 * Fixed one-minute windows per identifier. The interface lets a shared store replace the in-memory one:
 * rate-limiter-flexible's RateLimiterRedis has the same `consume` contract as RateLimiterMemory.
 */
export interface RateLimiter {
  consume(bucket: string, identifier: string, limit: number): Promise<RateLimitResult>;
}

export const WINDOW_SECONDS = 60;

export class MemoryRateLimiter implements RateLimiter {
  /** One limiter per (bucket, limit): rate-limiter-flexible fixes `points` per instance. */
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly create: (keyPrefix: string, points: number) => RateLimiterAbstract = memoryLimiter) {}

  async consume(bucket: string, identifier: string, limit: number): Promise<RateLimitResult> {
    const name = `${bucket}:${limit}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = this.create(name, limit);
      this.limiters.set(name, limiter);
    }
    try {
      const res = await limiter.consume(identifier, 1);
      return { allowed: true, limit, remaining: res.remainingPoints, resetAt: new Date(Date.now() + res.msBeforeNext) };
    } catch (err) {
      // A rejection is a RateLimiterRes; anything else (a store failure) propagates as a 500.
      if (!(err instanceof RateLimiterRes)) throw err;
      return { allowed: false, limit, remaining: 0, resetAt: new Date(Date.now() + err.msBeforeNext) };
    }
  }
}

function memoryLimiter(keyPrefix: string, points: number): RateLimiterAbstract {
  return new RateLimiterMemory({ keyPrefix, points, duration: WINDOW_SECONDS });
}
