import { classifyRoute } from '../../../openapi/routes/classify.js';
import { requireAuth } from '../auth/middleware.js';
import { parseDestination } from '../lib/codes.js';
import { ApiError } from '../lib/errors.js';
import { rateLimit } from '../rate-limit/middleware.js';
import type { App } from '../services.js';

export function registerClassifyRoute(app: App): void {
  app.openapi({ ...classifyRoute, middleware: [requireAuth, rateLimit('classify')] as const }, (c) => {
    const body = c.req.valid('json');
    parseDestination(body.destination);
    throw new ApiError('not_implemented', 'The classifier is not available yet.');
  });
}
