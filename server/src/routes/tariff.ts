import { tariffRoute } from '../../../openapi/routes/tariff.js';
import { requireAuth } from '../auth/middleware.js';
import { normaliseHsCode, parseDestination } from '../lib/codes.js';
import { ApiError } from '../lib/errors.js';
import { rateLimit } from '../rate-limit/middleware.js';
import type { App } from '../services.js';

export function registerTariffRoute(app: App): void {
  app.openapi({ ...tariffRoute, middleware: [requireAuth, rateLimit('tariff')] as const }, (c) => {
    const params = c.req.valid('param');
    parseDestination(params.country, 'country');
    normaliseHsCode(params.hs);
    throw new ApiError('not_implemented', 'The tariff engine is not available yet.');
  });
}
