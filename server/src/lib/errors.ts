import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Every error the API answers with, as `{ error: <code>, message, ... }`.
 * Throw `ApiError` anywhere (engines included); `handleError` in app.ts turns it into the JSON body.
 */
export const ERROR_STATUS = {
  invalid_request: 400,
  invalid_json: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  unknown_hs: 404,
  unsupported_destination: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  tariff_unavailable: 422,
  rate_limited: 429,
  internal_error: 500,
  not_implemented: 501,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class ApiError extends HTTPException {
  readonly code: ErrorCode;
  /** Extra fields merged into the body, e.g. `details`, `supported`, `coverage`. */
  readonly extra: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(ERROR_STATUS[code], { message });
    this.code = code;
    this.extra = extra;
  }

  body(): Record<string, unknown> {
    return { error: this.code, message: this.message, ...this.extra };
  }
}
