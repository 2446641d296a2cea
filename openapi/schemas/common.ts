import { z } from '@hono/zod-openapi';

/** The 13 destinations. Country inputs are case-insensitive and `GB` is accepted for `UK`. */
export const DESTINATION_CODES = ['US', 'CN', 'EU', 'UK', 'JP', 'KR', 'CA', 'AU', 'IN', 'MX', 'BR', 'SG', 'CH'] as const;

export const DestinationSchema = z
  .string()
  .min(2)
  .max(2)
  .openapi({
    description:
      'Destination market: one of US, CN, EU, UK, JP, KR, CA, AU, IN, MX, BR, SG, CH (case-insensitive; `GB` is accepted for `UK`). Any other two-letter code is `404 unsupported_destination`.',
    example: 'US',
  });

/** Digits with optional dots or spaces; normalised to digits by the server. */
export const HsCodeSchema = z
  .string()
  .min(2)
  .max(16)
  .openapi({
    description: 'HS code: 6 to 10 digits, dots and spaces allowed (`6109.10`, `6109 10 00`, `6109100012`).',
    example: '610910',
  });

export const RateLimitInfoSchema = z
  .object({
    remaining: z.number().int().min(0).openapi({ description: 'Requests left in the current one-minute window for this key or user and endpoint.', example: 59 }),
    reset_at: z.iso.datetime({ precision: 3 }).openapi({ description: 'When the window ends (ISO 8601 UTC).', example: '2026-11-21T15:04:00.000Z' }),
  })
  .openapi('RateLimitInfo');

/** Documented on every rate-limited 2xx response. */
export const rateLimitHeaders = {
  'RateLimit-Limit': { description: 'Requests allowed per minute for this key or user on this endpoint.', schema: { type: 'integer' as const } },
  'RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer' as const } },
  'RateLimit-Reset': { description: 'Seconds until the current window ends.', schema: { type: 'integer' as const } },
};

/** Security requirement shared by every /api operation: an API key or the dashboard session cookie. */
export const apiSecurity: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { sessionCookie: [] }];
