/**
 * The requests of the contract suite, built from the document: for every operation a valid request (its
 * documented examples), then one request per documented failure status. The statuses a case list must reach
 * come from the document too (see suite.ts), so a status added to the document without a case fails the run.
 */
import { requestRules, type RequestRules } from '../../sdk/src/generated/examples.js';
import type { Endpoint, Situation } from './targets.js';
import { operations, type Observed } from './document.js';

export interface RequestSpec {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ContractCase {
  operationId: string;
  title: string;
  /** Statuses this request may answer (more than one only where the answer depends on an engine being present). */
  expect: number[];
  situation: Situation;
  /**
   * On the mocks, ask for the status with `Prefer: code=…`: they cannot know which emails exist, which
   * HS codes are unknown or which destination has no schedule. The body is still checked against the document.
   */
  preferOnMocks?: boolean;
  /** Send up to this many times until the expected status (rate limits). */
  repeatUntilExpected?: number;
  /** Further checks of the response; each string is a problem. */
  check?: (observed: Observed) => string[];
  request(endpoint: Endpoint): Promise<RequestSpec>;
}

type Credentials = 'key' | 'cookie' | 'none';
const FOREIGN_ORIGIN = 'http://attacker.example';

/** A request of `rules` from its documented examples, with overrides. */
function build(
  rules: RequestRules,
  endpoint: Endpoint,
  options: { credentials?: Credentials; cookie?: string; params?: Record<string, string>; body?: unknown; rawBody?: string; contentType?: string; origin?: string } = {},
): RequestSpec {
  const credentials = options.credentials ?? defaultCredentials(rules);
  const params: Record<string, string> = {};
  for (const p of rules.params) if (p.example !== null && p.example !== undefined) params[p.name] = String(p.example);
  Object.assign(params, options.params);
  let path = rules.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = new URLSearchParams(rules.params.filter((p) => p.in === 'query' && params[p.name] !== undefined).map((p) => [p.name, params[p.name]]));
  if ([...query].length > 0) path += `?${query}`;
  const headers: Record<string, string> = {};
  if (credentials === 'key') headers.authorization = `Bearer ${endpoint.key}`;
  if (credentials === 'cookie') {
    headers.cookie = options.cookie ?? endpoint.cookie;
    // A state-changing request with the session cookie must come from the service's origin (CSRF check).
    if (rules.method !== 'GET') headers.origin = endpoint.baseUrl;
  }
  if (options.origin) headers.origin = options.origin;
  let body: string | undefined;
  if (rules.body) {
    body = options.rawBody ?? JSON.stringify(options.body ?? rules.body.example);
    headers['content-type'] = options.contentType ?? 'application/json';
  }
  return { method: rules.method, path, headers, body };
}

function defaultCredentials(rules: RequestRules): Credentials {
  if (rules.auth.some((a) => a.kind === 'bearer')) return 'key';
  if (rules.auth.some((a) => a.kind === 'cookie')) return 'cookie';
  return 'none';
}

let unique = 0;
const uniqueEmail = () => `contract-${process.pid}-${Date.now()}-${unique++}@example.com`;

/** The valid request of each operation where the documented example alone is not enough. */
const VALID: Record<string, (rules: RequestRules, e: Endpoint) => Promise<RequestSpec>> = {
  signUp: async (r, e) => build(r, e, { body: { ...(r.body?.example as object), email: uniqueEmail() } }),
  logIn: async (r, e) => build(r, e, { body: e.login }),
  logOut: async (r, e) => build(r, e, { cookie: await e.freshCookie() }),
  revokeApiKey: async (r, e) => build(r, e, { params: { id: await e.freshKeyId() } }),
};

/** Requests that reach one status of one operation and need knowledge the document does not carry. */
const SPECIFIC: Array<Omit<ContractCase, 'request'> & { request: (rules: RequestRules, e: Endpoint) => Promise<RequestSpec> }> = [
  { operationId: 'classify', title: 'unsupported destination', expect: [404], situation: 'normal', request: async (r, e) => build(r, e, { body: { ...(r.body?.example as object), destination: 'ZZ' } }) },
  // CA has no national lines in the dataset: the answer carries `path.national: null`.
  { operationId: 'classify', title: 'a destination without national lines (CA)', expect: [200], situation: 'normal', request: async (r, e) => build(r, e, { body: { ...(r.body?.example as object), destination: 'CA' } }) },
  { operationId: 'landedCost', title: 'unsupported destination', expect: [404], situation: 'normal', request: async (r, e) => build(r, e, { body: { ...(r.body?.example as object), destination: 'ZZ' } }) },
  {
    operationId: 'landedCost',
    title: 'a destination without a duty schedule (IN)',
    expect: [422],
    situation: 'normal',
    preferOnMocks: true,
    request: async (r, e) => build(r, e, { body: { ...(r.body?.example as object), destination: 'IN' } }),
  },
  { operationId: 'getTariff', title: 'unsupported destination', expect: [404], situation: 'normal', request: async (r, e) => build(r, e, { params: { country: 'ZZ' } }) },
  { operationId: 'getTariff', title: 'unknown HS code', expect: [404], situation: 'normal', preferOnMocks: true, request: async (r, e) => build(r, e, { params: { hs: '990000' } }) },
  { operationId: 'getTariff', title: 'malformed HS code', expect: [400], situation: 'normal', request: async (r, e) => build(r, e, { params: { hs: '61x910' } }) },
  { operationId: 'health', title: 'wrong method', expect: [405], situation: 'normal', request: async (r, e) => ({ ...build(r, e), method: 'POST' }) },
  { operationId: 'signUp', title: 'email already registered', expect: [409], situation: 'normal', preferOnMocks: true, request: async (r, e) => build(r, e, { body: { ...(r.body?.example as object), email: e.login.email } }) },
  { operationId: 'logIn', title: 'wrong password', expect: [401], situation: 'normal', preferOnMocks: true, request: async (r, e) => build(r, e, { body: { ...e.login, password: 'not the password' } }) },
  { operationId: 'revokeApiKey', title: 'unknown key id', expect: [404], situation: 'normal', preferOnMocks: true, request: async (r, e) => build(r, e, { params: { id: 'key_doesnotexist' } }) },
];

export function contractCases(): ContractCase[] {
  const known = new Set(operations.map((o) => o.operationId));
  for (const id of [...Object.keys(VALID), ...SPECIFIC.map((s) => s.operationId)]) {
    if (!known.has(id)) throw new Error(`contract-tests/lib/cases.ts names operation ${id}, which openapi.json no longer has: update the cases.`);
  }
  const cases: ContractCase[] = [];
  for (const op of operations) {
    const rules = requestRules[op.operationId as keyof typeof requestRules];
    if (!rules) throw new Error(`contract-tests: sdk/src/generated/examples.ts has no rules for ${op.operationId}; run npm run openapi`);
    const documents = (status: number) => op.statuses.includes(status);
    const valid = (e: Endpoint) => (VALID[op.operationId] ?? (async (r: RequestRules, en: Endpoint) => build(r, en)))(rules, e);
    const add = (title: string, expect: number[], request: ContractCase['request'], extra: Partial<ContractCase> = {}) =>
      cases.push({ operationId: op.operationId, title, expect, situation: 'normal', request, ...extra });

    add('valid request (documented examples)', [rules.successStatus, ...(documents(501) ? [501] : [])], valid);
    if (documents(401) && !rules.anonymous) add('no credentials', [401], async (e) => build(rules, e, { credentials: 'none' }));
    if (rules.auth.some((a) => a.kind === 'bearer') && rules.auth.some((a) => a.kind === 'cookie')) {
      add('valid request with the session cookie instead of a key', [rules.successStatus, ...(documents(501) ? [501] : [])], async (e) => build(rules, e, { credentials: 'cookie' }));
    }
    if (documents(401) && rules.auth.some((a) => a.kind === 'bearer')) {
      // The mocks take any `tis_…` key (they cannot know which exist), so they are asked for the 401.
      add(
        'an API key that does not exist',
        [401],
        async (e) => {
          const spec = await valid(e);
          return { ...spec, headers: { ...spec.headers, authorization: 'Bearer tis_NotAKeyThatExists111111111111111111111111' } };
        },
        { preferOnMocks: true },
      );
    }
    if (rules.body) {
      if (documents(400)) {
        add('body without the required fields', [400], async (e) => build(rules, e, { body: {} }));
        add('malformed JSON', [400], async (e) => build(rules, e, { rawBody: '{"oops":' }));
      }
      if (documents(415)) add('body sent as text/plain', [415], async (e) => build(rules, e, { contentType: 'text/plain' }));
      if (documents(413)) add('body over 100 KiB', [413], async (e) => build(rules, e, { rawBody: JSON.stringify({ padding: 'x'.repeat(110 * 1024) }) }));
    }
    if (documents(403)) {
      // Cross-site: the session cookie (or, for sign-in, no credentials) from a foreign Origin.
      const credentials: Credentials = rules.auth.some((a) => a.kind === 'cookie') ? 'cookie' : 'none';
      add('cross-site request (foreign Origin)', [403], async (e) => {
        const spec = await valid(e);
        const headers: Record<string, string> = { ...spec.headers, origin: FOREIGN_ORIGIN };
        if (credentials === 'cookie') {
          delete headers.authorization;
          headers.cookie = await e.freshCookie();
        }
        return { ...spec, headers };
      }, { preferOnMocks: true });
    }
    if (rules.rateLimitPerMinute !== null) {
      // The description's "Rate limit: N requests per minute per API key" is what the server applies by default
      // (the noEngine instance runs the default limits; its 501s pass the rate limiter first).
      const stated = String(rules.rateLimitPerMinute);
      add(`the stated limit of ${stated} per minute per key is applied`, [rules.successStatus, ...(documents(501) ? [501] : [])], valid, {
        situation: 'noEngine',
        check: (o) => (o.headers.get('ratelimit-limit') === stated ? [] : [`RateLimit-Limit is ${o.headers.get('ratelimit-limit')}, the description states ${stated}`]),
      });
    }
    if (documents(429)) add('over the rate limit', [429], valid, { situation: 'rateLimited', repeatUntilExpected: 40 });
    if (documents(500)) add('a dependency fails', [500], valid, { situation: 'serverError' });
    if (documents(501)) add('engine not available', [501], valid, { situation: 'noEngine' });
    for (const specific of SPECIFIC.filter((s) => s.operationId === op.operationId)) {
      cases.push({ ...specific, request: (e) => specific.request(rules, e) });
    }
  }
  return cases;
}
