import { createRoute } from '@hono/zod-openapi';
import { ClassifyRequestSchema, ClassifyResponseSchema } from '../schemas/classify.js';
import { apiSecurity, rateLimitHeaders } from '../schemas/common.js';
import { errorResponses } from '../schemas/errors.js';

export const classifyRoute = createRoute({
  method: 'post',
  path: '/api/classify',
  operationId: 'classify',
  tags: ['Classification'],
  summary: 'Classify a product description to an HS code',
  description:
    "Classifies free text in any language to the destination's code, with ranked candidates, a calibrated confidence and the reasoning. Rate limit: 60 requests per minute per API key, 30 per user for session callers.",
  security: apiSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: ClassifyRequestSchema } } } },
  responses: {
    200: { description: 'The classification.', headers: rateLimitHeaders, content: { 'application/json': { schema: ClassifyResponseSchema } } },
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
