import { loginRoute } from '../../../../openapi/routes/accounts.js';
import { findUserByEmail } from '../../auth/users.js';
import { ApiError } from '../../lib/errors.js';
import type { App } from '../../services.js';
import { limitAuthAttempt } from '../attempt-limit.js';
import { checkPassword } from '../passwords.js';
import { sessionInfo, sessionToken, setSessionCookie } from '../session-cookie.js';
import { publicUser } from './user-view.js';

export function registerLoginRoute(app: App): void {
  app.openapi(loginRoute, async (c) => {
    const { email, password } = c.req.valid('json');
    await limitAuthAttempt(c, email);
    const { db, sessions } = c.get('services');
    const user = findUserByEmail(db, email);
    // One answer, and one argon2 verification, whether the email is unknown or the password wrong.
    const ok = await checkPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      throw new ApiError('unauthorized', 'The email or the password is wrong.', { docs: new URL('/docs', c.req.url).toString() });
    }
    // Rotation: the session the browser came with (if any) ends, so a planted session id is worthless.
    const previous = sessionToken(c);
    if (previous) await sessions.destroy(previous);
    const { token, record } = await sessions.create(user.id);
    setSessionCookie(c, token);
    return c.json({ user: publicUser(user), session: sessionInfo(record) }, 200);
  });
}
