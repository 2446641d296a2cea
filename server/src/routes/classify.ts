import { classifyRoute } from '../../../openapi/routes/classify.js';
import { requireAuth } from '../auth/middleware.js';
import { classifierFor } from '../classifier/index.js';
import { parseDestination } from '../lib/codes.js';
import { ApiError } from '../lib/errors.js';
import { rateLimit } from '../rate-limit/middleware.js';
import type { App } from '../services.js';

export function registerClassifyRoute(app: App): void {
  app.openapi({ ...classifyRoute, middleware: [requireAuth, rateLimit('classify')] as const }, (c) => {
    const body = c.req.valid('json');
    const destination = parseDestination(body.destination);
    const store = c.get('services').tariffStore;
    if (!store) throw new ApiError('not_implemented', 'The tariff dataset is not loaded, so the classifier has no label space.');
    const result = classifierFor(store).classify({ query: body.query, destination, candidates: body.candidates });
    const limit = c.get('rateLimit');
    return c.json(
      {
        hs: result.hs,
        confidence: result.confidence,
        reasoning: result.reasoning,
        candidates: result.candidates,
        detectedLanguage: result.detectedLanguage,
        englishText: result.englishText,
        path: result.path,
        warnings: result.warnings,
        rate_limit: { remaining: limit.remaining, reset_at: limit.resetAt.toISOString() },
      },
      200,
    );
  });
}
