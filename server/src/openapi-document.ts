import { SESSION_COOKIE } from './auth/sessions.js';
import type { App } from './services.js';

/** Top of the OpenAPI 3.1 document; paths and components come from the registered routes. */
export const OPENAPI_CONFIG = {
  openapi: '3.1.0',
  info: {
    title: 'Tariff Information Service API',
    version: '0.1.0',
    description: [
      'Classify product descriptions to HS codes, look up tariffs for 13 destinations (US, CN, EU, UK, JP, KR, CA, AU, IN, MX, BR, SG, CH), compute landed cost and translate product text into English and Simplified Chinese.',
      '',
      '**Authentication.** Every `/api` call needs an API key, `Authorization: Bearer tis_…`, or the session cookie of the signed-in web dashboard.',
      '',
      '**Rate limits** per minute, per API key for key callers and per user for session callers; each endpoint has its own counter:',
      '',
      '| endpoint | API key | session |',
      '|---|---|---|',
      '| POST /api/classify | 60 | 30 |',
      '| POST /api/landed-cost | 60 | 30 |',
      '| GET /api/tariff/{country}/{hs} | 120 | 60 |',
      '| POST /api/translate | 60 | 30 |',
      '| GET /api/coverage | 60 | 30 |',
      '',
      'Windows are fixed minutes. Every response carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`; over the limit the answer is `429 rate_limited` with `retry-after`.',
      '',
      '**Errors** are JSON `{ "error": "<code>", "message": "…", "requestId": "…" }` with extra fields per code; every response carries `x-request-id`. Request bodies are limited to 100 KiB (`413 payload_too_large`).',
      '',
      '**Codes.** Country codes are case-insensitive and `GB` is accepted for `UK`; an unsupported destination is `404 unsupported_destination` on every endpoint. HS codes accept digits with optional dots or spaces.',
    ].join('\n'),
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    contact: { name: 'Tariff Information Service' },
  },
  servers: [{ url: '/', description: 'The server that serves this document (default http://localhost:3000 with npm start).' }],
  tags: [
    { name: 'Classification', description: 'Product descriptions to HS codes.' },
    { name: 'Tariffs', description: 'Tariff records per destination and dataset coverage.' },
    { name: 'Landed cost', description: 'Duties, fees and taxes of a shipment.' },
    { name: 'Translation', description: 'Product text into English and Simplified Chinese.' },
    { name: 'Accounts', description: 'Sign-up, sign-in and the API keys of the signed-in user (the web dashboard uses these with the session cookie).' },
    { name: 'Meta', description: 'Service health.' },
  ],
};

export function registerSecuritySchemes(app: App): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'tis_<base58>',
    description: 'API key from the dashboard (or `npm run keys -- create`): the prefix `tis_` and at least 32 base58 characters.',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'Session cookie set by the web dashboard sign-in; state-changing requests must come from the service origin.',
  });
}
