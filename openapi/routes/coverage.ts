import { createRoute } from '@hono/zod-openapi';
import { apiSecurity, rateLimitHeaders } from '../schemas/common.js';
import { CoverageResponseSchema } from '../schemas/coverage.js';
import { errorResponses } from '../schemas/errors.js';

export const coverageRoute = createRoute({
  method: 'get',
  path: '/api/coverage',
  operationId: 'getCoverage',
  tags: ['Tariffs'],
  summary: 'Coverage of the tariff dataset per destination',
  description:
    'Per destination: the source edition and publisher, national lines, how many of the 5,613 HS 2022 subheadings have an MFN rate, how many rates are specific or compound, the coverage statuses and the agreements covered. Destinations without a schedule are listed with `no_data`. Rate limit: 60 requests per minute per API key, 30 per user for session callers (its own counter).',
  security: apiSecurity,
  responses: {
    200: { description: 'The coverage report.', headers: rateLimitHeaders, content: { 'application/json': { schema: CoverageResponseSchema } } },
    401: errorResponses[401],
    429: errorResponses[429],
    500: errorResponses[500],
    501: errorResponses[501],
  },
});
