import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/errors.js';
import type { SessionRecord, UserRecord } from '../storage/db.js';
import { findUserById } from '../auth/users.js';
import type { AppEnv } from '../services.js';
import { sessionToken } from './session-cookie.js';

export interface SessionEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { session: SessionRecord; user: UserRecord };
}

/** The dashboard's endpoints: a valid session cookie, else 401 in the usual shape. API keys are not accepted. */
export const requireSession = createMiddleware<SessionEnv>(async (c, next) => {
  const token = sessionToken(c);
  const session = token ? c.get('services').sessions.lookup(token) : null;
  const user = session ? findUserById(c.get('services').db, session.userId) : undefined;
  if (!session || !user) {
    throw new ApiError('unauthorized', 'Sign in first: this endpoint needs the dashboard session cookie.', { docs: new URL('/docs', c.req.url).toString() });
  }
  c.set('session', session);
  c.set('user', user);
  c.set('auth', { kind: 'session', userId: user.id });
  await next();
});
