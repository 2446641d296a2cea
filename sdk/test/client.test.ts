/**
 * The SDK against the MSW handlers: typed results, one error class per documented failure, and the retry
 * policy (retry-after honoured on 429, backoff on 5xx and network errors, never on other 4xx).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  createClient,
  TisApiError,
  TisAuthenticationError,
  TisConnectionError,
  TisForbiddenError,
  TisNotFoundError,
  TisNotImplementedError,
  TisRateLimitError,
  TisServerError,
  TisTimeoutError,
  TisValidationError,
  type ClassifyResult,
  type CoverageResult,
  type LandedCostResult,
  type RetryInfo,
  type TariffResult,
  type TranslateResult,
} from '../src/index.js';
import { createHandlers, examples, scenarioHandlers, type Scenario } from '../src/msw/index.js';

const baseUrl = 'http://tis.mock';
const apiKey = 'tis_mockKey1111111111111111111111111111111111';
const server = setupServer(...createHandlers({ baseUrl }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createClient({ apiKey, baseUrl, retry: { baseDelayMs: 1 } });

describe('typed results', () => {
  it('classify', async () => {
    const result = await client.classify({ query: 'cotton t-shirt for men', destination: 'US' });
    expectTypeOf(result).toEqualTypeOf<ClassifyResult>();
    expectTypeOf(result.confidence).toBeNumber();
    expect(result.hs).toBe(examples.classify[200].hs);
    expect(result.candidates.length).toBeGreaterThan(0);
    expect(Date.parse(result.rate_limit.reset_at)).toBeGreaterThan(Date.now());
  });

  it('landedCost', async () => {
    const result = await client.landedCost({ hs: '6109.10', destination: 'us', origin: 'CN', declaredValueUsd: 1000, freightUsd: 100 });
    expectTypeOf(result).toEqualTypeOf<LandedCostResult>();
    expect(result).toEqual(examples.landedCost[200]);
  });

  it('tariff', async () => {
    const result = await client.tariff({ country: 'GB', hs: '610910', origin: 'VN' });
    expectTypeOf(result).toEqualTypeOf<TariffResult>();
    expect(result).toEqual(examples.getTariff[200]);
  });

  it('translate', async () => {
    const result = await client.translate({ text: '纯棉男士短袖T恤' });
    expectTypeOf(result).toEqualTypeOf<TranslateResult>();
    expect(result).toEqual(examples.translate[200]);
  });

  it('coverage', async () => {
    const result = await client.coverage();
    expectTypeOf(result).toEqualTypeOf<CoverageResult>();
    expect(result).toEqual(examples.getCoverage[200]);
  });

  it('rejects wrong request shapes at compile time', () => {
    // @ts-expect-error destination is required
    expectTypeOf(client.classify).toBeCallableWith({ query: 'x' });
    // @ts-expect-error declaredValueUsd is a number
    expectTypeOf(client.landedCost).toBeCallableWith({ hs: '610910', destination: 'US', origin: 'CN', declaredValueUsd: '1000', freightUsd: 1 });
  });
});

describe('error classes', () => {
  const noRetry = createClient({ apiKey, baseUrl, retry: false });

  async function failure(promise: Promise<unknown>): Promise<TisApiError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TisApiError);
    return error as TisApiError;
  }

  it('400 invalid_request is a TisValidationError with details', async () => {
    const error = await failure(noRetry.classify({ query: 'tee', destination: 'USA' }));
    expect(error).toBeInstanceOf(TisValidationError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_request' });
    expect((error as TisValidationError).details.map((d) => d.path)).toEqual(['body.destination']);
    expect(error.requestId).toMatch(/^req_/);
  });

  it('401 with a bad key is a TisAuthenticationError carrying the docs URL', async () => {
    const error = await failure(createClient({ apiKey: 'not-a-key', baseUrl }).translate({ text: 'hello' }));
    expect(error).toBeInstanceOf(TisAuthenticationError);
    expect(error.code).toBe('unauthorized');
    expect((error as TisAuthenticationError).body.docs).toBe(`${baseUrl}/docs`);
  });

  it('404 unsupported_destination is a TisNotFoundError listing the supported codes', async () => {
    const error = await failure(noRetry.tariff({ country: 'ZZ', hs: '610910' }));
    expect(error).toBeInstanceOf(TisNotFoundError);
    expect(error.code).toBe('unsupported_destination');
    expect((error as TisNotFoundError).supported).toContain('CH');
  });

  const scenarioCases: Array<[Scenario, new (...args: never[]) => TisApiError, number, string]> = [
    ['unauthorized', TisAuthenticationError, 401, 'unauthorized'],
    ['forbidden', TisForbiddenError, 403, 'forbidden'],
    ['unknownHs', TisNotFoundError, 404, 'unknown_hs'],
    ['unsupportedDestination', TisNotFoundError, 404, 'unsupported_destination'],
    ['rateLimited', TisRateLimitError, 429, 'rate_limited'],
    ['serverError', TisServerError, 500, 'internal_error'],
    ['notImplemented', TisNotImplementedError, 501, 'not_implemented'],
  ];
  it.each(scenarioCases)('scenario %s throws %o with status %i', async (scenario, errorClass, status, code) => {
    server.use(...scenarioHandlers(scenario, { baseUrl, retryAfterSeconds: 7 }));
    const error = await failure(noRetry.landedCost({ hs: '610910', destination: 'US', origin: 'CN', declaredValueUsd: 10, freightUsd: 1 }));
    expect(error).toBeInstanceOf(errorClass);
    expect(error).toMatchObject({ status, code });
    expect(error.body).toMatchObject({ error: code, requestId: error.requestId });
    if (error instanceof TisRateLimitError) {
      expect(error.retryAfter).toBe(7);
      expect(error.resetAt.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('a non-JSON error page becomes a TisApiError with code http_error', async () => {
    server.use(http.post(`${baseUrl}/api/translate`, () => new HttpResponse('<html>Bad gateway</html>', { status: 418, headers: { 'content-type': 'text/html' } })));
    const error = await failure(noRetry.translate({ text: 'hello' }));
    expect(error).toMatchObject({ status: 418, code: 'http_error', requestId: null });
  });

  it('a refused connection is a TisConnectionError after the retries', async () => {
    let calls = 0;
    const offline = createClient({
      apiKey,
      baseUrl,
      retry: { retries: 2, baseDelayMs: 1 },
      fetch: async () => {
        calls++;
        throw new TypeError('fetch failed');
      },
    });
    const error = await offline.translate({ text: 'hello' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TisConnectionError);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    expect(calls).toBe(3);
  });

  it('no answer within timeoutMs is a TisTimeoutError', async () => {
    const hanging = createClient({
      apiKey,
      baseUrl,
      retry: false,
      timeoutMs: 20,
      fetch: (request) =>
        new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    });
    await expect(hanging.translate({ text: 'hello' })).rejects.toBeInstanceOf(TisTimeoutError);
  });
});

describe('retries', () => {
  /** Counts requests to a path; the first `failures` get `answer`, later ones fall through to the mocks. */
  function flaky(path: string, failures: number, answer: () => Response) {
    const seen: number[] = [];
    server.use(
      http.all(`${baseUrl}${path}`, () => {
        seen.push(Date.now());
        return seen.length <= failures ? answer() : undefined;
      }),
    );
    return seen;
  }

  it('429 waits the retry-after seconds, then succeeds', async () => {
    const seen = flaky('/api/translate', 1, () =>
      HttpResponse.json({ ...examples.translate[429], retry_after: 1 }, { status: 429, headers: { 'retry-after': '1' } }),
    );
    const retries: RetryInfo[] = [];
    const patient = createClient({ apiKey, baseUrl, retry: { onRetry: (info) => retries.push(info) } });
    const result = await patient.translate({ text: 'hello' });
    expect(result.en).toBe(examples.translate[200].en);
    expect(seen).toHaveLength(2);
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatchObject({ attempt: 1, reason: { status: 429 } });
    expect(retries[0].delayMs).toBeGreaterThanOrEqual(1000);
    expect(seen[1] - seen[0]).toBeGreaterThanOrEqual(990);
  });

  it('429 asking for longer than maxRetryAfterMs is returned at once', async () => {
    const seen = flaky('/api/translate', 5, () => HttpResponse.json(examples.translate[429], { status: 429, headers: { 'retry-after': '3600' } }));
    const error = await client.translate({ text: 'hello' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TisRateLimitError);
    expect((error as TisRateLimitError).retryAfter).toBe(3600);
    expect(seen).toHaveLength(1);
  });

  it('5xx is retried with backoff up to the bound, then thrown', async () => {
    const seen = flaky('/api/classify', 10, () => HttpResponse.json(examples.classify[500], { status: 500 }));
    const retries: RetryInfo[] = [];
    const bounded = createClient({ apiKey, baseUrl, retry: { retries: 3, baseDelayMs: 2, maxDelayMs: 4, onRetry: (i) => retries.push(i) } });
    await expect(bounded.classify({ query: 'tee', destination: 'US' })).rejects.toBeInstanceOf(TisServerError);
    expect(seen).toHaveLength(4);
    expect(retries.map((r) => r.attempt)).toEqual([1, 2, 3]);
    for (const r of retries) expect(r.delayMs).toBeLessThanOrEqual(4);
  });

  it('a 5xx followed by success resolves', async () => {
    const seen = flaky('/api/classify', 1, () => HttpResponse.json(examples.classify[500], { status: 503 }));
    await expect(client.classify({ query: 'tee', destination: 'US' })).resolves.toMatchObject({ hs: examples.classify[200].hs });
    expect(seen).toHaveLength(2);
  });

  it.each([
    [400, 'invalid_request'],
    [401, 'unauthorized'],
    [404, 'unknown_hs'],
    [501, 'not_implemented'],
  ] as const)('%i is never retried', async (status, code) => {
    const seen = flaky('/api/landed-cost', 10, () => HttpResponse.json({ ...examples.landedCost[status], error: code }, { status }));
    const error = await client.landedCost({ hs: '610910', destination: 'US', origin: 'CN', declaredValueUsd: 1, freightUsd: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status, code });
    expect(seen).toHaveLength(1);
  });

  it('an aborted call stops waiting for its retry and rejects with the abort reason', async () => {
    const seen = flaky('/api/translate', 10, () => HttpResponse.json(examples.translate[500], { status: 500 }));
    const controller = new AbortController();
    const slow = createClient({ apiKey, baseUrl, retry: { retries: 5, baseDelayMs: 60_000, maxDelayMs: 60_000, onRetry: () => controller.abort(new Error('user left the page')) } });
    await expect(slow.translate({ text: 'x' }, { signal: controller.signal })).rejects.toThrow('user left the page');
    expect(seen).toHaveLength(1);
  });

  it('retry: false makes one attempt', async () => {
    const seen = flaky('/api/translate', 10, () => HttpResponse.json(examples.translate[500], { status: 500 }));
    await expect(createClient({ apiKey, baseUrl, retry: false }).translate({ text: 'x' })).rejects.toBeInstanceOf(TisServerError);
    expect(seen).toHaveLength(1);
  });
});
