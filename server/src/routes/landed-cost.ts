import { landedCostRoute } from '../../../openapi/routes/landed-cost.js';
import { requireAuth } from '../auth/middleware.js';
import { ApiError } from '../lib/errors.js';
import { computeLandedCost } from '../landed-cost/index.js';
import { rateLimit } from '../rate-limit/middleware.js';
import type { App } from '../services.js';

export function registerLandedCostRoute(app: App): void {
  app.openapi({ ...landedCostRoute, middleware: [requireAuth, rateLimit('landed-cost')] as const }, (c) => {
    const body = c.req.valid('json');
    const store = c.get('services').tariffStore;
    if (!store) throw new ApiError('not_implemented', 'The tariff dataset is not loaded, so landed cost cannot be computed.');
    return c.json(computeLandedCost(body, { store }), 200);
  });
}
