import { z } from '@hono/zod-openapi';

/**
 * Error bodies, one named component per HTTP status so generated SDK types narrow the code by status
 * (Unkey v1 style). Every error carries `error` (a stable code), a human `message` and the `requestId`
 * that is also in the `x-request-id` header.
 */
const requestId = z.string().openapi({ description: 'Id of this request, also sent as the `x-request-id` header; quote it when reporting a problem.', example: 'req_5Hq8PzRk2vWnT3aYb' });
const message = (example: string) => z.string().openapi({ description: 'What went wrong, for a human.', example });

export const ValidationIssueSchema = z
  .object({
    path: z.string().openapi({ description: 'Dotted path of the offending field (`body.`, `query.`, `params.` or `headers.` prefixed).', example: 'body.declaredValueUsd' }),
    message: z.string().openapi({ description: 'Why the field was rejected.', example: 'Number must be greater than or equal to 0' }),
  })
  .openapi('ValidationIssue');

export const BadRequestErrorSchema = z
  .object({
    error: z.enum(['invalid_request', 'invalid_json']).openapi({ description: '`invalid_json`: the body is not valid JSON; `invalid_request`: a field is missing or out of range (see `details`).', example: 'invalid_request' }),
    message: message('Request validation failed: body.hs: HS code must be 6 to 10 digits'),
    details: z.array(ValidationIssueSchema).optional().openapi({ description: 'One entry per invalid field.' }),
    requestId,
  })
  .openapi('BadRequestError');

export const UnauthorizedErrorSchema = z
  .object({
    error: z.literal('unauthorized').openapi({ description: 'No valid API key and no signed-in session.', example: 'unauthorized' }),
    message: message('Missing or invalid API key. Send `Authorization: Bearer tis_…` or sign in.'),
    docs: z.url().openapi({ description: 'Absolute URL of the API reference, where authentication is explained.', example: 'http://localhost:3000/docs' }),
    requestId,
  })
  .openapi('UnauthorizedError');

export const ForbiddenErrorSchema = z
  .object({
    error: z.literal('forbidden').openapi({ description: 'Authenticated, but this request is not allowed (e.g. a cross-site request with the session cookie).', example: 'forbidden' }),
    message: message('Cross-origin request refused'),
    requestId,
  })
  .openapi('ForbiddenError');

export const SUPPORTED_DESTINATIONS_EXAMPLE = ['US', 'CN', 'EU', 'UK', 'JP', 'KR', 'CA', 'AU', 'IN', 'MX', 'BR', 'SG', 'CH'];

export const NotFoundErrorSchema = z
  .object({
    error: z.enum(['not_found', 'unknown_hs', 'unsupported_destination']).openapi({
      description: '`unknown_hs`: a well-formed HS code that is not in HS 2022; `unsupported_destination`: a country outside the 13 supported (see `supported`); `not_found`: no such route or resource.',
      example: 'unknown_hs',
    }),
    message: message('HS code 610999 is not a subheading of HS 2022'),
    supported: z.array(z.string()).optional().openapi({ description: 'With `unsupported_destination`: the supported destination codes.', example: SUPPORTED_DESTINATIONS_EXAMPLE }),
    requestId,
  })
  .openapi('NotFoundError');

export const MethodNotAllowedErrorSchema = z
  .object({
    error: z.literal('method_not_allowed').openapi({ example: 'method_not_allowed' }),
    message: message('GET is not allowed on /api/classify; allowed: POST'),
    allowed: z.array(z.string()).openapi({ description: 'Methods this path accepts (also in the `Allow` header).', example: ['POST'] }),
    requestId,
  })
  .openapi('MethodNotAllowedError');

export const PayloadTooLargeErrorSchema = z
  .object({
    error: z.literal('payload_too_large').openapi({ example: 'payload_too_large' }),
    message: message('Request body exceeds 102400 bytes'),
    limitBytes: z.number().int().openapi({ description: 'The largest body accepted, in bytes.', example: 102400 }),
    requestId,
  })
  .openapi('PayloadTooLargeError');

export const UnsupportedMediaTypeErrorSchema = z
  .object({
    error: z.literal('unsupported_media_type').openapi({ example: 'unsupported_media_type' }),
    message: message('Send the body as application/json'),
    requestId,
  })
  .openapi('UnsupportedMediaTypeError');

export const RateLimitedErrorSchema = z
  .object({
    error: z.literal('rate_limited').openapi({ example: 'rate_limited' }),
    message: message('Rate limit of 120 requests per minute exceeded for this API key'),
    retry_after: z.number().int().min(1).openapi({ description: 'Seconds to wait before retrying (also the `retry-after` header).', example: 42 }),
    reset_at: z.iso.datetime({ precision: 3 }).openapi({ description: 'When the current one-minute window ends (ISO 8601 UTC).', example: '2026-11-21T15:04:00.000Z' }),
    requestId,
  })
  .openapi('RateLimitedError');

export const InternalErrorSchema = z
  .object({
    error: z.literal('internal_error').openapi({ example: 'internal_error' }),
    message: message('Unexpected error; it has been logged'),
    requestId,
  })
  .openapi('InternalError');

export const NotImplementedErrorSchema = z
  .object({
    error: z.literal('not_implemented').openapi({ example: 'not_implemented' }),
    message: message('This engine is not available yet'),
    requestId,
  })
  .openapi('NotImplementedError');

const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });

/** Named error responses; spread the ones a route can return into its `responses`. */
export const errorResponses = {
  400: json(BadRequestErrorSchema, 'Malformed JSON or invalid fields.'),
  401: json(UnauthorizedErrorSchema, 'Missing, invalid or revoked API key, and no signed-in session.'),
  403: json(ForbiddenErrorSchema, 'The request is not allowed.'),
  404: json(NotFoundErrorSchema, 'Unknown HS code, unsupported destination, or no such resource.'),
  405: json(MethodNotAllowedErrorSchema, 'The path exists but not with this method.'),
  413: json(PayloadTooLargeErrorSchema, 'The body is larger than the documented limit.'),
  415: json(UnsupportedMediaTypeErrorSchema, 'The body is not `application/json`.'),
  429: {
    ...json(RateLimitedErrorSchema, 'Per-minute rate limit exceeded for this key or user.'),
    headers: {
      'retry-after': { description: 'Seconds until the window resets.', schema: { type: 'integer', minimum: 1 } },
    },
  },
  500: json(InternalErrorSchema, 'Unexpected server error.'),
  501: json(NotImplementedErrorSchema, 'The engine behind this operation is not available yet.'),
} as const;
