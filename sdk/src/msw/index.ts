/**
 * MSW 2 request handlers for every operation of the document, serving its example bodies, so a frontend can
 * be built and tested with no server. They check requests like the server does (credentials, JSON body,
 * fields and bounds, destination and HS format) and can be switched to named scenarios:
 *
 *   const server = setupServer(...createHandlers({ baseUrl }));            // happy path
 *   server.use(...scenarioHandlers('rateLimited', { baseUrl }));           // one test: 429 + retry-after
 *
 * Any documented status can also be asked for per request with `Prefer: code=409` (Prism's convention).
 */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { examples, requestRules, type Examples, type RequestRules } from '../generated/examples.js';
import { validateRequest } from './validate.js';

export { examples, requestRules } from '../generated/examples.js';

/** Named situations a frontend can switch on; each applies to the operations that document its status. */
export const SCENARIOS = ['unauthorized', 'forbidden', 'rateLimited', 'unknownHs', 'unsupportedDestination', 'serverError', 'notImplemented'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export interface MockOptions {
  /** The base URL the app calls (default `http://127.0.0.1:3000`); `''` matches same-origin URLs in a browser. */
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
/** Operations whose body or path names a destination (and an HS code), checked like the server does. */
const DESTINATION_FIELD: Partial<Record<string, { destination: string; hs?: string }>> = {
  classify: { destination: 'body.destination' },
  landedCost: { destination: 'body.destination', hs: 'body.hs' },
  getTariff: { destination: 'params.country', hs: 'params.hs' },
};

/** Handlers for every operation (happy path, or the given scenario). */
export function createHandlers(options: MockOptions = {}): HttpHandler[] {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const ctx: Ctx = { scenario: options.scenario ?? null, retryAfterSeconds: options.retryAfterSeconds ?? 30, maxBodyBytes: options.maxBodyBytes ?? 102_400 };
  const handlers: HttpHandler[] = [];
  const paths = new Map<string, OpId[]>();
  for (const [op, rules] of Object.entries(requestRules) as Array<[OpId, RequestRules]>) {
    const url = baseUrl + rules.path.replace(/\{(\w+)\}/g, ':$1');
    paths.set(url, [...(paths.get(url) ?? []), op]);
    const method = rules.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    handlers.push(http[method](url, ({ request, params }) => respond(ctx, op, rules, request, params as Record<string, string>)));
  }
  // A path that documents 405 answers it for the methods it does not have.
  for (const [url, ops] of paths) {
    const op = ops.find((o) => 405 in examples[o]);
    if (!op) continue;
    const allowed = ops.map((o) => requestRules[o].method);
    handlers.push(
      http.all(url, ({ request }) => {
        const headers = { 'x-request-id': requestId(), Allow: allowed.join(', ') };
        return error(op, 405, { message: `${request.method} is not allowed on ${new URL(request.url).pathname}; allowed: ${allowed.join(', ')}`, allowed }, headers);
      }),
    );
  }
  return handlers;
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

function requestId(): string {
  return `req_mock${Math.random().toString(36).slice(2, 12)}`;
}

function windowEnd(): Date {
  return new Date(Math.ceil((Date.now() + 1) / WINDOW_MS) * WINDOW_MS);
}

function documents(op: OpId, status: number): boolean {
  return status in examples[op] || requestRules[op].successStatus === status;
}

/** A documented error body of `op`: its example with `overrides`. */
function error(op: OpId, status: number, overrides: Record<string, unknown>, headers: Record<string, string>): Response {
  const example = (examples[op] as Record<number, object | undefined>)[status];
  if (!example) throw new Error(`mock: ${op} does not document status ${status}`);
  const body = { ...example, ...overrides, requestId: headers['x-request-id'] };
  return HttpResponse.json(body as JsonBodyType, { status, headers });
}

/** Values for the documented response headers the mocks know how to fill. */
function documentedHeaders(rules: RequestRules, status: number, extra: { retryAfter?: number; remaining?: number }): Record<string, string> {
  const resetSeconds = Math.max(1, Math.ceil((windowEnd().getTime() - Date.now()) / 1000));
  const headers: Record<string, string> = {};
  for (const name of rules.responseHeaders[String(status)] ?? []) {
    const key = name.toLowerCase();
    // The limit the operation's description states; the mocks count nothing, so one request is spent.
    const limit = rules.rateLimitPerMinute ?? 60;
    if (key === 'ratelimit-limit') headers[name] = String(limit);
    else if (key === 'ratelimit-remaining') headers[name] = String(extra.remaining ?? limit - 1);
    else if (key === 'ratelimit-reset') headers[name] = String(resetSeconds);
    else if (key === 'retry-after') headers[name] = String(extra.retryAfter ?? resetSeconds);
    else if (key === 'set-cookie') {
      const cookie = rules.auth.find((a) => a.kind === 'cookie');
      const name2 = cookie?.kind === 'cookie' ? cookie.name : 'tis_session';
      headers[name] = status === 204 ? `${name2}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` : `${name2}=mock_${requestId()}; Path=/; HttpOnly; SameSite=Lax`;
    }
  }
  return headers;
}

function authenticated(rules: RequestRules, request: Request): boolean {
  const authorization = request.headers.get('authorization');
  const cookies = request.headers.get('cookie') ?? '';
  return rules.auth.some((scheme) =>
    scheme.kind === 'bearer'
      ? authorization !== null && /^Bearer\s+tis_\S+\s*$/i.test(authorization)
      : cookies.split(';').some((c) => c.trim().startsWith(`${scheme.name}=`) && c.trim().length > scheme.name.length + 1),
  );
}

/** The documented success body (or none for 204) with its headers. */
function success(op: OpId, rules: RequestRules, headers: Record<string, string>): Response {
  const status = rules.successStatus;
  const all = { ...headers, ...documentedHeaders(rules, status, {}) };
  const example = (examples[op] as Record<number, unknown>)[status];
  if (example === undefined) return new HttpResponse(null, { status, headers: all });
  let body = example as Record<string, unknown>;
  if (body && typeof body === 'object' && 'rate_limit' in body) body = { ...body, rate_limit: { remaining: (rules.rateLimitPerMinute ?? 60) - 1, reset_at: windowEnd().toISOString() } };
  return HttpResponse.json(body as JsonBodyType, { status, headers: all });
}

/** Prefer, size, credentials, scenarios, media type, JSON and fields, domain checks, then the example; in the server's order. */
async function respond(ctx: Ctx, op: OpId, rules: RequestRules, request: Request, params: Record<string, string>): Promise<Response> {
  const headers: Record<string, string> = { 'x-request-id': requestId() };
  const fail = (status: number, overrides: Record<string, unknown>, extra: { retryAfter?: number } = {}) =>
    error(op, status, overrides, { ...headers, ...documentedHeaders(rules, status, { ...extra, remaining: status === 429 ? 0 : undefined }) });

  const preferred = /\bcode=(\d{3})\b/.exec(request.headers.get('prefer') ?? '');
  if (preferred && documents(op, Number(preferred[1]))) {
    const status = Number(preferred[1]);
    return status === rules.successStatus ? success(op, rules, headers) : fail(status, {});
  }

  const text = rules.body ? await request.text() : '';
  if (rules.body && documents(op, 413) && new TextEncoder().encode(text).length > ctx.maxBodyBytes) {
    return fail(413, { message: `Request body exceeds ${ctx.maxBodyBytes} bytes.`, limitBytes: ctx.maxBodyBytes });
  }
  if (documents(op, 401) && (ctx.scenario === 'unauthorized' || (!rules.anonymous && !authenticated(rules, request)))) {
    return fail(401, { message: 'Missing or invalid credentials: send `Authorization: Bearer tis_…`, or sign in.', docs: new URL('/docs', request.url).toString() });
  }
  if (rules.rateLimitPerMinute !== null) {
    // Like the server, every response past authentication carries the RateLimit-* headers.
    const resetSeconds = Math.max(1, Math.ceil((windowEnd().getTime() - Date.now()) / 1000));
    const remaining = ctx.scenario === 'rateLimited' ? 0 : rules.rateLimitPerMinute - 1;
    Object.assign(headers, { 'RateLimit-Limit': String(rules.rateLimitPerMinute), 'RateLimit-Remaining': String(remaining), 'RateLimit-Reset': String(resetSeconds) });
  }
  if (ctx.scenario === 'rateLimited' && documents(op, 429)) {
    const retryAfter = ctx.retryAfterSeconds;
    return fail(429, { message: `Rate limit of ${rules.rateLimitPerMinute ?? 60} requests per minute exceeded for this API key.`, retry_after: retryAfter, reset_at: new Date(Date.now() + retryAfter * 1000).toISOString() }, { retryAfter });
  }
  if (ctx.scenario === 'forbidden' && documents(op, 403)) return fail(403, { message: 'This request is not allowed.' });
  if (ctx.scenario === 'serverError' && documents(op, 500)) return fail(500, { message: 'Unexpected error; it has been logged with the request id.' });

  let body: Record<string, unknown> | undefined;
  if (rules.body && (text !== '' || rules.body.required)) {
    const type = request.headers.get('content-type') ?? '';
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(type) && documents(op, 415)) return fail(415, { message: 'Send the body as application/json.' });
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return fail(400, { error: 'invalid_json', message: 'The request body is not valid JSON.', details: undefined });
    }
  }
  const issues = validateRequest(rules, { params, query: new URL(request.url).searchParams, body });
  if (issues.length > 0 && documents(op, 400)) {
    return fail(400, { error: 'invalid_request', message: `Request validation failed: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, details: issues });
  }
  if (ctx.scenario === 'notImplemented' && documents(op, 501)) return fail(501, { message: 'This engine is not available yet.' });

  const fields = DESTINATION_FIELD[op];
  if (fields) {
    const read = (path: string) => {
      const [where, name] = path.split('.');
      const value = where === 'body' ? body?.[name] : params[name];
      return typeof value === 'string' ? decodeURIComponent(value) : '';
    };
    if (fields.hs) {
      const digits = read(fields.hs).replace(/[.\s]/g, '');
      if (!/^\d{6,10}$/.test(digits)) {
        const message = 'HS code must be 6 to 10 digits (dots and spaces allowed)';
        return fail(400, { error: 'invalid_request', message: `Request validation failed: ${fields.hs}: ${message}`, details: [{ path: fields.hs, message }] });
      }
    }
    const destination = read(fields.destination).toUpperCase().replace(/^GB$/, 'UK');
    if (ctx.scenario === 'unsupportedDestination' || !SUPPORTED.includes(destination)) {
      return fail(404, { error: 'unsupported_destination', message: `Destination ${destination} is not supported; supported: ${SUPPORTED.join(', ')}.`, supported: SUPPORTED });
    }
    if (ctx.scenario === 'unknownHs' && fields.hs) return fail(404, { error: 'unknown_hs', message: 'HS code is not a subheading of HS 2022.', supported: undefined });
  }
  return success(op, rules, headers);
}
