import { createRoute } from '@hono/zod-openapi';
import { apiSecurity, rateLimitHeaders } from '../schemas/common.js';
import { errorResponses } from '../schemas/errors.js';
import { TranslateRequestSchema, TranslateResponseSchema } from '../schemas/translate.js';

export const translateRoute = createRoute({
  method: 'post',
  path: '/api/translate',
  operationId: 'translate',
  tags: ['Translation'],
  summary: 'Translate product text into English and Simplified Chinese',
  description: 'Rate limit: 60 requests per minute per API key, 30 per user for session callers.',
  security: apiSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: TranslateRequestSchema } } } },
  responses: {
    200: { description: 'The translations.', headers: rateLimitHeaders, content: { 'application/json': { schema: TranslateResponseSchema } } },
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    413: errorResponses[413],
    415: errorResponses[415],
    429: errorResponses[429],
    500: errorResponses[500],
    501: errorResponses[501],
  },
});
