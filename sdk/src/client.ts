import createFetchClient, { type Client } from 'openapi-fetch';
import { apiErrorFor } from './errors.js';
import type { paths } from './generated/schema.js';
import { withRetries, type RetryOptions } from './retry.js';
import type {
  CoverageResult,
  ClassifyRequest,
  ClassifyResult,
  LandedCostRequest,
  LandedCostResult,
  TariffRequest,
  TariffResult,
  TranslateRequest,
  TranslateResult,
} from './types.js';

export interface ClientOptions {
  /** An API key, `tis_…` (create one with `npm run keys -- create` or in the dashboard). */
  apiKey: string;
  /** Where the service runs, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string;
  /** A fetch to use instead of the global one (tests, proxies). By default the global fetch is looked up on every call, so MSW started after the client still intercepts. */
  fetch?: (request: Request) => Promise<Response>;
  /** Retry policy for 429, 5xx and network errors; `false` turns retries off. */
  retry?: RetryOptions | false;
  /** Give up an attempt after this many ms (default 30 000; 0 for no timeout). */
  timeoutMs?: number;
}

/** Per-call options. */
export interface CallOptions {
  /** Cancels the call (and any pending retry). */
  signal?: AbortSignal;
}

export interface TisClient {
  /** POST /api/classify: a product description in any language to the destination's HS code. */
  classify(request: ClassifyRequest, options?: CallOptions): Promise<ClassifyResult>;
  /** POST /api/landed-cost: duty, taxes and fees of a shipment, line by line. */
  landedCost(request: LandedCostRequest, options?: CallOptions): Promise<LandedCostResult>;
  /** GET /api/tariff/{country}/{hs}: rates of one HS code in one destination, with the other destinations beside it. */
  tariff(request: TariffRequest, options?: CallOptions): Promise<TariffResult>;
  /** POST /api/translate: product text into English and Simplified Chinese. */
  translate(request: TranslateRequest, options?: CallOptions): Promise<TranslateResult>;
  /** GET /api/coverage: how complete the tariff data is, per destination. */
  coverage(options?: CallOptions): Promise<CoverageResult>;
  /** The underlying openapi-fetch client (typed by path), with the same auth, timeout and retries. */
  readonly raw: Client<paths>;
}

type FetchResult = { data?: unknown; error?: unknown; response: Response };

/**
 * Creates a client. Each method resolves to the typed result or throws a `TisError` subclass
 * (`TisValidationError`, `TisNotFoundError`, `TisRateLimitError`, …; see errors.ts).
 */
export function createClient(options: ClientOptions): TisClient {
  if (!options.apiKey) throw new TypeError('createClient: apiKey is required');
  if (!options.baseUrl) throw new TypeError('createClient: baseUrl is required');
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const raw = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { Authorization: `Bearer ${options.apiKey}` },
    fetch: withRetries(baseFetch, options.retry, options.timeoutMs ?? 30_000),
  });

  return {
    raw,
    async classify(body, call) {
      return unwrap<ClassifyResult>(await raw.POST('/api/classify', { body, signal: call?.signal }));
    },
    async landedCost(body, call) {
      return unwrap<LandedCostResult>(await raw.POST('/api/landed-cost', { body, signal: call?.signal }));
    },
    async tariff({ country, hs, ...query }, call) {
      return unwrap<TariffResult>(await raw.GET('/api/tariff/{country}/{hs}', { params: { path: { country, hs }, query }, signal: call?.signal }));
    },
    async translate(body, call) {
      return unwrap<TranslateResult>(await raw.POST('/api/translate', { body, signal: call?.signal }));
    },
    async coverage(call) {
      return unwrap<CoverageResult>(await raw.GET('/api/coverage', { signal: call?.signal }));
    },
  };
}

function unwrap<T>(result: FetchResult): T {
  if (result.response.ok && result.error === undefined) return result.data as T;
  throw apiErrorFor(result.response.status, result.error, result.response.headers);
}
