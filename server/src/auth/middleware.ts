import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/errors.js';
import type { AppEnv } from '../services.js';
import { SESSION_COOKIE } from './sessions.js';

/**
 * Requires an API key (`Authorization: Bearer tis_…`) or the dashboard session cookie.
 * A present but invalid bearer token fails even when a cookie is also sent: the caller meant the key.
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const { keys, sessions } = c.get('services');
  const header = c.req.header('authorization');
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const record = match ? keys.verify(match[1]) : null;
    if (!record) throw unauthorized(c.req.url, 'Invalid or revoked API key.');
    c.set('auth', { kind: 'key', userId: record.userId, keyId: record.id });
    return next();
  }
  const token = getCookie(c, SESSION_COOKIE);
  const session = token ? sessions.lookup(token) : null;
  if (!session) throw unauthorized(c.req.url, 'Missing API key. Send `Authorization: Bearer tis_…`, or sign in to the dashboard.');
  c.set('auth', { kind: 'session', userId: session.userId });
  return next();
});

function unauthorized(requestUrl: string, message: string): ApiError {
  return new ApiError('unauthorized', message, { docs: new URL('/docs', requestUrl).toString() });
}
