import { createRoute } from '@hono/zod-openapi';
import { apiSecurity, rateLimitHeaders } from '../schemas/common.js';
import { errorResponses } from '../schemas/errors.js';
import { LandedCostRequestSchema, LandedCostResponseSchema, TariffUnavailableErrorSchema } from '../schemas/landed-cost.js';

export const landedCostRoute = createRoute({
  method: 'post',
  path: '/api/landed-cost',
  operationId: 'landedCost',
  tags: ['Landed cost'],
  summary: 'Landed cost of a shipment',
  description:
    'Customs value, duty (MFN or FTA), additional duties, fees and import taxes of a shipment, line by line, each with its base, rate, formula and legal source. ' +
    'Valuation per destination (FOB: US, CA, AU; CIF: the others), Incoterms 2020 adjustments and DDP back-solving; US Section 301 / 122, MPF and HMF; MX DTA; IN SWS; ' +
    'VAT/GST on each country’s own base; de minimis per destination and quote date. Every assumption made for a missing input is listed in `assumptions`, and whatever ' +
    'could make the figure wrong in `warnings`. When the dataset has no rate for the line the answer is 422 `tariff_unavailable` with the coverage status, never a made-up zero. ' +
    'Rate limit: 60 requests per minute per API key, 30 per user for session callers.',
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
    422: {
      description: 'The destination has no duty rate for this code in the dataset (`coverage` says how much it has), or the line cannot be imported.',
      content: { 'application/json': { schema: TariffUnavailableErrorSchema } },
    },
    429: errorResponses[429],
    500: errorResponses[500],
    501: errorResponses[501],
  },
});
