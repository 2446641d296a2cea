import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, SESSION_IDLE_MS } from '../auth/sessions.js';
import type { SessionRecord } from '../storage/db.js';
import type { AppEnv } from '../services.js';

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site POSTs), Secure when
 * served over HTTPS. It lives as long as the absolute expiry; the server enforces the idle expiry.
 */
export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('services').config.cookieSecure,
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: c.get('services').config.cookieSecure });
}

export function sessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}

/** When a session ends: idle expiry from its last use, absolute expiry from its start, whichever is first. */
export function sessionInfo(record: SessionRecord) {
  const idle = Date.parse(record.lastSeenAt) + SESSION_IDLE_MS;
  const absolute = Date.parse(record.createdAt) + SESSION_ABSOLUTE_MS;
  return {
    createdAt: record.createdAt,
    idleExpiresAt: new Date(Math.min(idle, absolute)).toISOString(),
    absoluteExpiresAt: new Date(absolute).toISOString(),
  };
}
