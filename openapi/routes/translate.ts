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
  description: [
    'Translates a product description from any language into English (`en`) and Simplified Chinese (`zh`), for classification and bilingual listings.',
    '',
    'The embedded offline translator detects the language, matches an authored product glossary (product types, materials, parts, uses, measures and the words that change a classification, such as knitted, woven, for men, electric) for Spanish, French, German, Italian, Portuguese, Dutch, Japanese, Korean, Russian, Vietnamese, Turkish, Polish, Arabic and English/Chinese both ways, multi-word terms first; numbers, units, model numbers and brand names pass through untouched. Chinese is segmented with jieba, converted from Traditional to Simplified with OpenCC and looked up in CC-CEDICT.',
    '',
    'Dictionary attribution: CC-CEDICT, © MDBG and the CC-CEDICT contributors, licensed under Creative Commons Attribution-ShareAlike 4.0 (https://creativecommons.org/licenses/by-sa/4.0/), https://cc-cedict.org/wiki/.',
    '',
    'When the server has an OpenAI-compatible provider configured, it translates instead, with the embedded translator as the fallback on any failure.',
    '',
    'Rate limit: 60 requests per minute per API key, 30 per user for session callers.',
  ].join('\n'),
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
  },
});
