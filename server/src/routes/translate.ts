import { translateRoute } from '../../../openapi/routes/translate.js';
import { requireAuth } from '../auth/middleware.js';
import { ApiError } from '../lib/errors.js';
import { rateLimit } from '../rate-limit/middleware.js';
import type { App } from '../services.js';

export function registerTranslateRoute(app: App): void {
  app.openapi({ ...translateRoute, middleware: [requireAuth, rateLimit('translate')] as const }, (c) => {
    c.req.valid('json');
    throw new ApiError('not_implemented', 'The translation engine is not available yet.');
  });
}
