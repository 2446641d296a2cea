import { coverageRoute } from '../../../openapi/routes/coverage.js';
import { requireAuth } from '../auth/middleware.js';
import { ApiError } from '../lib/errors.js';
import { rateLimit } from '../rate-limit/middleware.js';
import type { App } from '../services.js';
import { computeCoverage } from '../tariff/coverage.js';

export function registerCoverageRoute(app: App): void {
  app.openapi({ ...coverageRoute, middleware: [requireAuth, rateLimit('coverage')] as const }, (c) => {
    const store = c.get('services').tariffStore;
    if (!store) throw new ApiError('not_implemented', 'The tariff dataset is not loaded.');
    const report = computeCoverage(store);
    return c.json({ ...report, countries: report.countries.map((r) => ({ ...r, verifiedAt: r.verifiedAt || null })) }, 200);
  });
}
