import { landedCostRoute } from '../../../openapi/routes/landed-cost.js';
import { requireAuth } from '../auth/middleware.js';
import { normaliseHsCode, parseDestination } from '../lib/codes.js';
import { ApiError } from '../lib/errors.js';
import { rateLimit } from '../rate-limit/middleware.js';
import type { App } from '../services.js';

export function registerLandedCostRoute(app: App): void {
  app.openapi({ ...landedCostRoute, middleware: [requireAuth, rateLimit('landed-cost')] as const }, (c) => {
    const body = c.req.valid('json');
    parseDestination(body.destination);
    normaliseHsCode(body.hs, 'body.hs');
    throw new ApiError('not_implemented', 'The landed-cost engine is not available yet.');
  });
}
