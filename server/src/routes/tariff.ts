import { tariffRoute } from '../../../openapi/routes/tariff.js';
import { requireAuth } from '../auth/middleware.js';
import { normaliseHsCode, parseDestination } from '../lib/codes.js';
import { ApiError } from '../lib/errors.js';
import { rateLimit } from '../rate-limit/middleware.js';
import type { App } from '../services.js';
import { lookupTariffJson } from '../tariff/lookup.js';

export function registerTariffRoute(app: App): void {
  app.openapi({ ...tariffRoute, middleware: [requireAuth, rateLimit('tariff')] as const }, (c) => {
    const params = c.req.valid('param');
    const { origin } = c.req.valid('query');
    const country = parseDestination(params.country, 'country');
    const hs = normaliseHsCode(params.hs);
    const store = c.get('services').tariffStore;
    if (!store) throw new ApiError('not_implemented', 'The tariff dataset is not loaded.');
    // The cached record's JSON text: the body c.json(record) would send (a TariffRecord), serialised once per cache
    // entry instead of per request. The typed-response check cannot see through a string body, hence the cast.
    return c.body(lookupTariffJson(store, { country, hs, origin }), 200, { 'content-type': 'application/json' }) as never;
  });
}
