import { signUpRoute } from '../../../../openapi/routes/accounts.js';
import { findOrCreateUser, findUserByEmail } from '../../auth/users.js';
import { ApiError } from '../../lib/errors.js';
import type { App } from '../../services.js';
import { limitAuthAttempt } from '../attempt-limit.js';
import { hashPassword } from '../passwords.js';
import { sessionInfo, sessionToken, setSessionCookie } from '../session-cookie.js';
import { publicUser } from './user-view.js';

const taken = () => new ApiError('conflict', 'An account with this email already exists; sign in instead.');

export function registerSignUpRoute(app: App): void {
  app.openapi(signUpRoute, async (c) => {
    const { email, password } = c.req.valid('json');
    await limitAuthAttempt(c, email);
    const { db, sessions } = c.get('services');
    // Checked before hashing to save the work, and again (synchronously, with the insert) after it.
    if (findUserByEmail(db, email)) throw taken();
    const passwordHash = await hashPassword(password);
    const { user, created } = await findOrCreateUser(db, email, passwordHash);
    if (!created) throw taken();
    const previous = sessionToken(c);
    if (previous) await sessions.destroy(previous);
    const { token, record } = await sessions.create(user.id);
    setSessionCookie(c, token);
    return c.json({ user: publicUser(user), session: sessionInfo(record) }, 201);
  });
}
