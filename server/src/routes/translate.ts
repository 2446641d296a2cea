import { translateRoute } from '../../../openapi/routes/translate.js';
import { requireAuth } from '../auth/middleware.js';
import { rateLimit } from '../rate-limit/middleware.js';
import type { App } from '../services.js';
import { translate } from '../translate/index.js';

export function registerTranslateRoute(app: App): void {
  app.openapi({ ...translateRoute, middleware: [requireAuth, rateLimit('translate')] as const }, async (c) => {
    const { text } = c.req.valid('json');
    return c.json(await translate(text), 200);
  });
}
