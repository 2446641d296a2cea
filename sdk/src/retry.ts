import { TisConnectionError, TisTimeoutError } from './errors.js';

export interface RetryOptions {
  /** Retries after the first attempt (default 2, so at most 3 attempts). 0 disables retries. */
  retries?: number;
  /** First backoff step in ms (default 300); attempt n waits up to baseDelayMs × 2^n, with jitter. */
  baseDelayMs?: number;
  /** Cap of one backoff wait in ms (default 10 000). */
  maxDelayMs?: number;
  /** A 429 whose `retry-after` asks for longer than this (ms, default 60 000) is returned at once instead. */
  maxRetryAfterMs?: number;
  /** Called before each wait, e.g. to log. */
  onRetry?: (info: RetryInfo) => void;
}

export interface RetryInfo {
  /** 1 for the first retry. */
  attempt: number;
  /** How long the client waits before the retry. */
  delayMs: number;
  /** The status that caused the retry, or the network error. */
  reason: { status: number } | { error: unknown };
  request: Request;
}

type Fetch = (request: Request) => Promise<Response>;

const DEFAULTS = { retries: 2, baseDelayMs: 300, maxDelayMs: 10_000, maxRetryAfterMs: 60_000 };

/** 429 and 5xx are worth retrying, except 501 (the engine is absent, it will stay absent). Other 4xx never. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status !== 501);
}

/**
 * Wraps a fetch with a per-attempt timeout and bounded retries: exponential backoff with jitter on 5xx and
 * network errors, the server's `retry-after` on 429. Every TIS operation is a computation without side
 * effects, so POSTs are safe to repeat.
 */
export function withRetries(fetch: Fetch, options: RetryOptions | false | undefined, timeoutMs: number | undefined): Fetch {
  const opts = { ...DEFAULTS, ...(options === false ? { retries: 0 } : options) };
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await attemptOnce(fetch, request.clone(), timeoutMs);
      } catch (error) {
        if (request.signal?.aborted || !(error instanceof TisConnectionError) || attempt >= opts.retries) throw error;
        const delayMs = backoff(attempt, opts);
        opts.onRetry?.({ attempt: attempt + 1, delayMs, reason: { error: error.cause ?? error }, request });
        await sleep(delayMs, request.signal);
        continue;
      }
      if (!isRetryableStatus(response.status) || attempt >= opts.retries) return response;
      const retryAfterMs = response.status === 429 ? parseRetryAfter(response.headers.get('retry-after')) : null;
      if (retryAfterMs !== null && retryAfterMs > opts.maxRetryAfterMs) return response;
      // Waiting at least retry-after; a little jitter spreads clients that were limited together.
      const delayMs = retryAfterMs !== null ? retryAfterMs + Math.round(Math.random() * Math.min(opts.baseDelayMs, 1000)) : backoff(attempt, opts);
      opts.onRetry?.({ attempt: attempt + 1, delayMs, reason: { status: response.status }, request });
      // Free the connection; not awaited, some fetch implementations (MSW) never settle the cancel.
      void response.body?.cancel().catch(() => undefined);
      await sleep(delayMs, request.signal);
    }
  };
}

async function attemptOnce(fetch: Fetch, request: Request, timeoutMs: number | undefined): Promise<Response> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(request.signal.reason);
  request.signal?.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const timer =
    timeoutMs !== undefined && timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  try {
    return await fetch(new Request(request, { signal: controller.signal }));
  } catch (error) {
    if (timedOut) throw new TisTimeoutError(`No response within ${timeoutMs} ms from ${request.method} ${request.url}`, { cause: error });
    if (request.signal?.aborted) throw error;
    throw new TisConnectionError(`Could not reach ${request.url}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
  }
}

/** "Equal jitter": a random wait between half and all of the exponential step, capped. */
function backoff(attempt: number, opts: typeof DEFAULTS): number {
  const step = Math.min(opts.maxDelayMs, opts.baseDelayMs * 2 ** attempt);
  return Math.round(step / 2 + Math.random() * (step / 2));
}

/** `retry-after` as delta-seconds or an HTTP date, in ms; null when absent or unreadable. */
export function parseRetryAfter(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
