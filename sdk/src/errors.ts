import type { ApiErrorBody, ApiErrorCode } from './types.js';

/** The error bodies whose `error` can be one of the codes C. */
type BodyWithCode<C extends ApiErrorCode> = ApiErrorBody extends infer B ? (B extends { error: infer E } ? ([Extract<E, C>] extends [never] ? never : B) : never) : never;

/** Base class of every error the client throws: `catch (e) { if (e instanceof TisError) … }`. */
export class TisError extends Error {
  override name = 'TisError';
}

/**
 * The API answered with a documented error status. `code` is the body's stable `error` code, `requestId`
 * the `x-request-id` to quote to support, `body` the parsed JSON error body.
 */
export class TisApiError extends TisError {
  override name = 'TisApiError';
  readonly status: number;
  /** The documented code, or `http_error` when the body was not a TIS error (e.g. a proxy's HTML page). */
  readonly code: ApiErrorCode | 'http_error';
  readonly requestId: string | null;
  readonly body: ApiErrorBody | unknown;
  readonly headers: Headers;

  constructor(status: number, body: unknown, headers: Headers) {
    const parsed = isErrorBody(body) ? body : null;
    super(parsed ? `${status} ${parsed.error}: ${parsed.message}` : `HTTP ${status}`);
    this.status = status;
    this.code = parsed ? parsed.error : 'http_error';
    this.requestId = headers.get('x-request-id') ?? (parsed && 'requestId' in parsed ? parsed.requestId : null);
    this.body = body;
    this.headers = headers;
  }
}

/** 400 `invalid_request` / `invalid_json`: `details` lists each bad field. */
export class TisValidationError extends TisApiError {
  override name = 'TisValidationError';
  declare readonly body: BodyWithCode<'invalid_request' | 'invalid_json'>;
  get details(): NonNullable<BodyWithCode<'invalid_request'>['details']> {
    return this.body.details ?? [];
  }
}

/** 401 `unauthorized`: missing, invalid or revoked API key. */
export class TisAuthenticationError extends TisApiError {
  override name = 'TisAuthenticationError';
  declare readonly body: BodyWithCode<'unauthorized'>;
}

/** 403 `forbidden`. */
export class TisForbiddenError extends TisApiError {
  override name = 'TisForbiddenError';
  declare readonly body: BodyWithCode<'forbidden'>;
}

/** 404 `unknown_hs`, `unsupported_destination` (with `supported`) or `not_found`. */
export class TisNotFoundError extends TisApiError {
  override name = 'TisNotFoundError';
  declare readonly body: BodyWithCode<'not_found' | 'unknown_hs' | 'unsupported_destination'>;
  /** With `unsupported_destination`: the destination codes the service covers. */
  get supported(): string[] {
    return this.body.supported ?? [];
  }
}

/** 429 `rate_limited`, after the configured retries. `retryAfter` is in seconds. */
export class TisRateLimitError extends TisApiError {
  override name = 'TisRateLimitError';
  declare readonly body: BodyWithCode<'rate_limited'>;
  get retryAfter(): number {
    const header = Number(this.headers.get('retry-after'));
    return Number.isFinite(header) && header > 0 ? header : this.body.retry_after;
  }
  get resetAt(): Date {
    return new Date(this.body.reset_at);
  }
}

/** 5xx (`internal_error` …), after the configured retries. */
export class TisServerError extends TisApiError {
  override name = 'TisServerError';
}

/** 501 `not_implemented`: the engine behind the operation is not available on this server. Never retried. */
export class TisNotImplementedError extends TisServerError {
  override name = 'TisNotImplementedError';
  declare readonly body: BodyWithCode<'not_implemented'>;
}

/** The request never got an HTTP answer (DNS, refused connection, reset), after the configured retries. */
export class TisConnectionError extends TisError {
  override name = 'TisConnectionError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** No answer within `timeoutMs` (per attempt), after the configured retries. */
export class TisTimeoutError extends TisConnectionError {
  override name = 'TisTimeoutError';
}

/** The error class for an HTTP error response. */
export function apiErrorFor(status: number, body: unknown, headers: Headers): TisApiError {
  const code = isErrorBody(body) ? body.error : undefined;
  if (status === 400 && code) return new TisValidationError(status, body, headers);
  if (status === 401 && code) return new TisAuthenticationError(status, body, headers);
  if (status === 403 && code) return new TisForbiddenError(status, body, headers);
  if (status === 404 && code) return new TisNotFoundError(status, body, headers);
  if (status === 429 && code) return new TisRateLimitError(status, body, headers);
  if (status === 501 && code) return new TisNotImplementedError(status, body, headers);
  if (status >= 500) return new TisServerError(status, body, headers);
  return new TisApiError(status, body, headers);
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string' && typeof (body as { message?: unknown }).message === 'string';
}
