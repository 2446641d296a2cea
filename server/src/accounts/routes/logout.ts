import { logoutRoute } from '../../../../openapi/routes/accounts.js';
import type { App } from '../../services.js';
import { clearSessionCookie, sessionToken } from '../session-cookie.js';

export function registerLogoutRoute(app: App): void {
  app.openapi(logoutRoute, async (c) => {
    const token = sessionToken(c);
    if (token) await c.get('services').sessions.destroy(token);
    clearSessionCookie(c);
    return c.body(null, 204);
  });
}
