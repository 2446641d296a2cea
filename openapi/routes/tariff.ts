import { createRoute } from '@hono/zod-openapi';
import { apiSecurity, rateLimitHeaders } from '../schemas/common.js';
import { errorResponses } from '../schemas/errors.js';
import { TariffParamsSchema, TariffQuerySchema, TariffResponseSchema } from '../schemas/tariff.js';

export const tariffRoute = createRoute({
  method: 'get',
  path: '/api/tariff/{country}/{hs}',
  operationId: 'getTariff',
  tags: ['Tariffs'],
  summary: 'Tariff record of one HS code in one destination',
  description: [
    'MFN and preferential rates, import VAT/GST and provenance for an HS 2022 subheading in one destination, the national tariff lines under it with their own rates and original texts, and the MFN of the 12 other destinations with their coverage status.',
    '',
    '- `tariff.mfn` is the **highest** national line rate when the lines differ; `tariff.mfnRange` then gives min and max.',
    '- `tariff.fta` is the best preference open to `?origin=`; without it, the lowest preference of any agreement.',
    '- Where the dataset has no rate, `mfn` is null and the status says why (`no_data`); nothing is guessed. See `GET /api/coverage`.',
    '',
    'Rate limit: 120 requests per minute per API key, 60 per user for session callers.',
  ].join('\n'),
  security: apiSecurity,
  request: { params: TariffParamsSchema, query: TariffQuerySchema },
  responses: {
    200: { description: 'The tariff record.', headers: rateLimitHeaders, content: { 'application/json': { schema: TariffResponseSchema } } },
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    429: errorResponses[429],
    500: errorResponses[500],
    501: errorResponses[501],
  },
});
