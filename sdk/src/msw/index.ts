/**
 * MSW 2 request handlers for every operation, serving the document's example bodies, so a frontend can be
 * built and tested with no server. They check requests like the server does (key present, JSON body,
 * fields, destination, HS format) and can be switched to named scenarios:
 *
 *   const server = setupServer(...createHandlers({ baseUrl }));            // happy path
 *   server.use(...scenarioHandlers('rateLimited', { baseUrl }));           // one test: 429 + retry-after
 */
import { HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { examples, requestRules, type Examples } from '../generated/examples.js';
import type { paths } from '../generated/schema.js';
import { validateRequest, type Issue } from './validate.js';

export { examples } from '../generated/examples.js';

/** Named situations a frontend can switch on; each applies to the operations that document its status. */
export const SCENARIOS = ['unauthorized', 'forbidden', 'rateLimited', 'unknownHs', 'unsupportedDestination', 'serverError', 'notImplemented'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export interface MockOptions {
  /** The base URL the app calls (default `http://127.0.0.1:3000`); `''` matches relative URLs in a browser. */
  baseUrl?: string;
  /** Answer every applicable request with this scenario instead of the happy path. */
  scenario?: Scenario | null;
  /** `retry-after` of the `rateLimited` scenario, in seconds (default 30). */
  retryAfterSeconds?: number;
  /** Largest accepted body, as the server's default (102 400 bytes). */
  maxBodyBytes?: number;
}

type OpId = keyof Examples;

const DEFAULT_BASE_URL = 'http://127.0.0.1:3000';
const WINDOW_MS = 60_000;
/** The destinations listed by the document's `unsupported_destination` example. */
const SUPPORTED = (examples.classify[404].supported ?? []).map((c) => c.toUpperCase());

/** Handlers for every operation (happy path, or the given scenario). */
export function createHandlers(options: MockOptions = {}): HttpHandler[] {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const http = createOpenApiHttp<paths>({ baseUrl });
  const ctx: Ctx = { scenario: options.scenario ?? null, retryAfterSeconds: options.retryAfterSeconds ?? 30, maxBodyBytes: options.maxBodyBytes ?? 102_400 };

  return [
    http.post('/api/classify', async ({ request, params, response }) => {
      const gate = await checkRequest(ctx, 'classify', request, params);
      if (gate.response) return response.untyped(gate.response);
      const refused = destinationOrScenario(ctx, 'classify', gate.body?.destination, gate, false);
      if (refused) return response.untyped(refused);
      const body = { ...examples.classify[200], rate_limit: { remaining: 59, reset_at: windowEnd().toISOString() } };
      return response(200).json(body, { headers: gate.headers });
    }),
    http.post('/api/landed-cost', async ({ request, params, response }) => {
      const gate = await checkRequest(ctx, 'landedCost', request, params);
      if (gate.response) return response.untyped(gate.response);
      const refused = hsFormat('landedCost', gate.body?.hs, 'body.hs', gate) ?? destinationOrScenario(ctx, 'landedCost', gate.body?.destination, gate, true);
      if (refused) return response.untyped(refused);
      return response(200).json(examples.landedCost[200], { headers: gate.headers });
    }),
    http.get('/api/tariff/{country}/{hs}', async ({ request, params, response }) => {
      const gate = await checkRequest(ctx, 'getTariff', request, params);
      if (gate.response) return response.untyped(gate.response);
      const refused = hsFormat('getTariff', params.hs, 'params.hs', gate) ?? destinationOrScenario(ctx, 'getTariff', params.country, gate, true);
      if (refused) return response.untyped(refused);
      return response(200).json(examples.getTariff[200], { headers: gate.headers });
    }),
    http.post('/api/translate', async ({ request, params, response }) => {
      const gate = await checkRequest(ctx, 'translate', request, params);
      if (gate.response) return response.untyped(gate.response);
      return response(200).json(examples.translate[200], { headers: gate.headers });
    }),
    http.get('/health', ({ response }) => response(200).json(examples.health[200], { headers: { 'x-request-id': requestId() } })),
    http.untyped.all(`${baseUrl}/health`, ({ request }) =>
      error('health', 405, { message: `${request.method} is not allowed on /health; allowed: GET`, allowed: ['GET'] }, { Allow: 'GET', 'x-request-id': requestId() }),
    ),
  ];
}

/** The handlers of one scenario, e.g. `server.use(...scenarioHandlers('serverError'))` or `worker.use(...)`. */
export function scenarioHandlers(scenario: Scenario, options: Omit<MockOptions, 'scenario'> = {}): HttpHandler[] {
  return createHandlers({ ...options, scenario });
}

interface Ctx {
  scenario: Scenario | null;
  retryAfterSeconds: number;
  maxBodyBytes: number;
}

interface Gate {
  response?: Response;
  body?: Record<string, unknown>;
  headers: Record<string, string>;
}

function requestId(): string {
  return `req_mock${Math.random().toString(36).slice(2, 12)}`;
}

function windowEnd(): Date {
  return new Date(Math.ceil((Date.now() + 1) / WINDOW_MS) * WINDOW_MS);
}

function documents(op: OpId, status: number): boolean {
  return status in examples[op];
}

/** A documented error body of `op`: its example with `overrides`. Only documented statuses exist here. */
function error(op: OpId, status: number, overrides: Record<string, unknown>, headers: Record<string, string>): Response {
  const example = (examples[op] as Record<number, object | undefined>)[status];
  if (!example) throw new Error(`mock: ${op} does not document status ${status}`);
  const body = { ...example, ...overrides, requestId: headers['x-request-id'] };
  return HttpResponse.json(body as JsonBodyType, { status, headers });
}

/** Auth, scenario statuses, body size, media type, JSON and field checks, in the server's order. */
async function checkRequest(ctx: Ctx, op: OpId, request: Request, params: Record<string, string | undefined>): Promise<Gate> {
  const rules = requestRules[op];
  const headers: Record<string, string> = { 'x-request-id': requestId() };
  const fail = (status: number, overrides: Record<string, unknown>, extra: Record<string, string> = {}): Gate => ({
    headers,
    response: error(op, status, overrides, { ...headers, ...extra }),
  });

  const text = rules.body ? await request.text() : '';
  if (rules.body && new TextEncoder().encode(text).length > ctx.maxBodyBytes) {
    return fail(413, { message: `Request body exceeds ${ctx.maxBodyBytes} bytes.`, limitBytes: ctx.maxBodyBytes });
  }
  const auth = request.headers.get('authorization');
  if (ctx.scenario === 'unauthorized' || !auth || !/^Bearer\s+tis_\S+\s*$/i.test(auth)) {
    return fail(401, { message: auth ? 'Invalid or revoked API key.' : 'Missing API key. Send `Authorization: Bearer tis_…`, or sign in to the dashboard.', docs: new URL('/docs', request.url).toString() });
  }
  const reset = windowEnd();
  const resetSeconds = Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000));
  Object.assign(headers, { 'RateLimit-Limit': '60', 'RateLimit-Remaining': ctx.scenario === 'rateLimited' ? '0' : '59', 'RateLimit-Reset': String(resetSeconds) });
  if (ctx.scenario === 'rateLimited' && documents(op, 429)) {
    const retryAfter = ctx.retryAfterSeconds;
    return fail(429, { message: 'Rate limit of 60 requests per minute exceeded for this API key.', retry_after: retryAfter, reset_at: new Date(Date.now() + retryAfter * 1000).toISOString() }, { 'retry-after': String(retryAfter) });
  }
  if (ctx.scenario === 'forbidden' && documents(op, 403)) return fail(403, { message: 'This request is not allowed.' });
  if (ctx.scenario === 'serverError' && documents(op, 500)) return fail(500, { message: 'Unexpected error; it has been logged with the request id.' });

  let body: Record<string, unknown> | undefined;
  if (rules.body) {
    const type = request.headers.get('content-type') ?? '';
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) return fail(415, { message: 'Send the body as application/json.' });
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return fail(400, { error: 'invalid_json', message: 'The request body is not valid JSON.', details: undefined });
    }
  }
  const issues: Issue[] = validateRequest(rules, { params, query: new URL(request.url).searchParams, body: rules.body ? body : undefined });
  if (issues.length > 0) {
    return fail(400, { error: 'invalid_request', message: `Request validation failed: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, details: issues });
  }
  if (ctx.scenario === 'notImplemented' && documents(op, 501)) return fail(501, { message: 'This engine is not available yet.' });
  return { headers, body };
}

/** A malformed HS code is 400, as on the server: 6 to 10 digits, dots and spaces allowed. */
function hsFormat(op: OpId, hs: unknown, path: string, gate: Gate): Response | undefined {
  const digits = typeof hs === 'string' ? decodeURIComponent(hs).replace(/[.\s]/g, '') : '';
  if (/^\d{6,10}$/.test(digits) || !documents(op, 400)) return undefined;
  const message = 'HS code must be 6 to 10 digits (dots and spaces allowed)';
  return error(op, 400, { error: 'invalid_request', message: `Request validation failed: ${path}: ${message}`, details: [{ path, message }] }, gate.headers);
}

/** Unsupported destinations are 404 everywhere; the unknownHs / unsupportedDestination scenarios force theirs. */
function destinationOrScenario(ctx: Ctx, op: OpId, destination: unknown, gate: Gate, takesHs: boolean): Response | undefined {
  if (!documents(op, 404)) return undefined;
  const code = typeof destination === 'string' ? destination.toUpperCase().replace(/^GB$/, 'UK') : '';
  if (ctx.scenario === 'unsupportedDestination' || !SUPPORTED.includes(code)) {
    const shown = ctx.scenario === 'unsupportedDestination' ? code : String(destination);
    return error(op, 404, { error: 'unsupported_destination', message: `Destination ${shown} is not supported; supported: ${SUPPORTED.join(', ')}.`, supported: SUPPORTED }, gate.headers);
  }
  if (ctx.scenario === 'unknownHs' && takesHs) {
    return error(op, 404, { error: 'unknown_hs', message: 'HS code is not a subheading of HS 2022.', supported: undefined }, gate.headers);
  }
  return undefined;
}
