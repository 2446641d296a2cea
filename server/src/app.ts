import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { registerAccountRoutes, registerCsrfProtection } from './accounts/register.js';
import { newId } from './auth/ids.js';
import { ApiError, ERROR_STATUS } from './lib/errors.js';
import { handleValidationError } from './lib/validation.js';
import { OPENAPI_CONFIG, registerSecuritySchemes } from './openapi-document.js';
import { registerClassifyRoute } from './routes/classify.js';
import { registerCoverageRoute } from './routes/coverage.js';
import { registerDocs } from './routes/docs.js';
import { registerHealthRoute } from './routes/health.js';
import { registerLandedCostRoute } from './routes/landed-cost.js';
import { registerTariffRoute } from './routes/tariff.js';
import { registerTranslateRoute } from './routes/translate.js';
import type { App, AppEnv, Services } from './services.js';
import { registerWebPages } from './web/register.js';

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Operations, in the order they appear in the document. Each file registers one route. */
const ROUTES = [registerCsrfProtection, registerClassifyRoute, registerLandedCostRoute, registerTariffRoute, registerCoverageRoute, registerTranslateRoute, registerHealthRoute, registerAccountRoutes, registerWebPages];

/**
 * Builds the application. Without `services` it only registers the routes, which is all the OpenAPI
 * generator needs.
 */
export function createApp(services?: Services): App {
  const app: App = new OpenAPIHono<AppEnv>({ defaultHook: handleValidationError });

  app.use('*', async (c, next) => {
    const requestId = newId('req');
    c.set('requestId', requestId);
    c.header('x-request-id', requestId);
    if (services) c.set('services', services);
    const started = performance.now();
    await next();
    services?.logger.info(
      { requestId, method: c.req.method, route: c.req.routePath, path: c.req.path, status: c.res.status, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
      'request',
    );
  });

  // Browser apps on other origins may call the API with a key. No credentials: a cross-site page never
  // rides on the dashboard's session cookie (that path is also guarded by the CSRF origin check).
  app.use(
    '/api/*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type'],
      exposeHeaders: ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'X-Request-Id'],
      maxAge: 600,
    }),
  );

  const maxBytes = services?.config.maxBodyBytes ?? 102_400;
  const limitBody = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError('payload_too_large', `Request body exceeds ${maxBytes} bytes.`, { limitBytes: maxBytes });
    },
  });
  // Only where a body can come: reading `raw.body` makes @hono/node-server build a full Request, which
  // would cost every GET (the tariff lookup) for nothing.
  app.use('*', (c, next) => (BODYLESS_METHODS.has(c.req.method) ? next() : limitBody(c, next)));

  registerSecuritySchemes(app);
  for (const register of ROUTES) register(app);
  registerDocs(app);
  app.get('/openapi.json', (c) => c.json(openApiDocument(app)));

  app.notFound((c) => {
    const allowed = allowedMethods(app, c.req.path);
    if (allowed.length > 0 && !allowed.includes(c.req.method)) {
      c.header('Allow', allowed.join(', '));
      return errorJson(c, new ApiError('method_not_allowed', `${c.req.method} is not allowed on ${c.req.path}; allowed: ${allowed.join(', ')}.`, { allowed }));
    }
    return errorJson(c, new ApiError('not_found', `No route ${c.req.method} ${c.req.path}. See /docs.`));
  });

  app.onError((err, c) => {
    if (err instanceof ApiError) return errorJson(c, err);
    if (err instanceof HTTPException) return errorJson(c, fromHttpException(err));
    c.get('services')?.logger.error({ requestId: c.get('requestId'), err }, 'unhandled error');
    return errorJson(c, new ApiError('internal_error', 'Unexpected error; it has been logged with the request id.'));
  });

  return app;
}

/** The OpenAPI 3.1 document of an app, built once. */
const documents = new WeakMap<App, object>();
export function openApiDocument(app: App): object {
  let doc = documents.get(app);
  if (!doc) {
    doc = app.getOpenAPI31Document(OPENAPI_CONFIG);
    documents.set(app, doc);
  }
  return doc;
}

function errorJson(c: Context<AppEnv>, err: ApiError): Response {
  return c.json({ ...err.body(), requestId: c.get('requestId') }, err.status);
}

/** Exceptions raised by hono and zod-openapi themselves (malformed JSON, wrong media type). */
function fromHttpException(err: HTTPException): ApiError {
  if (err.status === 415) return new ApiError('unsupported_media_type', 'Send the body as application/json.');
  if (err.status === 400 && /json/i.test(err.message)) return new ApiError('invalid_json', 'The request body is not valid JSON.');
  if (err.status === 400) return new ApiError('invalid_request', err.message || 'Bad request.');
  const code = (Object.keys(ERROR_STATUS) as (keyof typeof ERROR_STATUS)[]).find((k) => ERROR_STATUS[k] === err.status) ?? 'internal_error';
  return new ApiError(code, err.message || code);
}

/** Methods registered for a concrete path, to tell 405 from 404. */
function allowedMethods(app: App, path: string): string[] {
  const methods = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    const pattern = new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`);
    if (pattern.test(path)) methods.add(route.method);
  }
  return [...methods];
}
