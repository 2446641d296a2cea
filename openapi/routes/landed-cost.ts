import { createRoute } from '@hono/zod-openapi';
import { apiSecurity, rateLimitHeaders } from '../schemas/common.js';
import { errorResponses } from '../schemas/errors.js';
import { LandedCostRequestSchema, LandedCostResponseSchema } from '../schemas/landed-cost.js';

export const landedCostRoute = createRoute({
  method: 'post',
  path: '/api/landed-cost',
  operationId: 'landedCost',
  tags: ['Landed cost'],
  summary: 'Landed cost of a shipment',
  description:
    'Customs value, duty (MFN or FTA), additional duties, fees and import taxes of a shipment, line by line. Rate limit: 60 requests per minute per API key, 30 per user for session callers.',
  security: apiSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: LandedCostRequestSchema } } } },
  responses: {
    200: { description: 'The landed cost.', headers: rateLimitHeaders, content: { 'application/json': { schema: LandedCostResponseSchema } } },
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    413: errorResponses[413],
    415: errorResponses[415],
    429: errorResponses[429],
    500: errorResponses[500],
    501: errorResponses[501],
  },
});
