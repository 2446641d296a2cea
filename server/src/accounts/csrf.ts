import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { SESSION_COOKIE } from '../auth/sessions.js';
import { ApiError } from '../lib/errors.js';
import type { App, AppEnv } from '../services.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for the session cookie (OWASP CSRF Cheat Sheet, "Verifying Origin With Standard Headers").
 * A state-changing request that carries the session cookie must send an `Origin` (or, when a browser leaves
 * it out, `Referer`) whose host is this service's; else 403 forbidden.
 * Bearer requests to /api are unaffected: there the key authenticates and the cookie is ignored (requireAuth),
 * and the CORS policy on /api allows no credentials. Elsewhere (the dashboard's session-only endpoints) an
 * Authorization header authenticates nothing, so it exempts nothing. Sign-up and sign-in refuse a foreign
 * Origin too (login CSRF).
 */
export const csrfProtection = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  if (c.req.header('authorization') !== undefined && c.req.path.startsWith('/api/')) return next();
  const withCookie = getCookie(c, SESSION_COOKIE) !== undefined;
  const signIn = c.req.path === '/auth/login' || c.req.path === '/auth/signup';
  if (!withCookie && !signIn) return next();

  const source = c.req.header('origin') ?? c.req.header('referer');
  const sameSite = source !== undefined && sameHost(source, c.req.url);
  // Without a cookie, sign-in only refuses a foreign origin; scripts and curl send none.
  if (sameSite || (!withCookie && source === undefined)) return next();
  throw new ApiError(
    'forbidden',
    source === undefined
      ? 'Cross-site request check failed: a request with the session cookie must send an Origin or Referer header of this service.'
      : 'Cross-site request refused: the Origin or Referer is not this service.',
  );
});

/**
 * Same host and port. The scheme may differ (http behind a TLS-terminating proxy), so it is not compared;
 * `null` and malformed origins never match.
 */
function sameHost(source: string, requestUrl: string): boolean {
  try {
    const origin = new URL(source);
    return (origin.protocol === 'http:' || origin.protocol === 'https:') && origin.host === new URL(requestUrl).host;
  } catch {
    return false;
  }
}

export function registerCsrfProtection(app: App): void {
  app.use('*', csrfProtection);
}
