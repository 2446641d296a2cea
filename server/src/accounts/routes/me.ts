import { meRoute } from '../../../../openapi/routes/accounts.js';
import type { App } from '../../services.js';
import { requireSession } from '../require-session.js';
import { sessionInfo } from '../session-cookie.js';
import { publicUser } from './user-view.js';

export function registerMeRoute(app: App): void {
  app.openapi({ ...meRoute, middleware: [requireSession] as const }, (c) => {
    return c.json({ user: publicUser(c.get('user')), session: sessionInfo(c.get('session')) }, 200);
  });
}
