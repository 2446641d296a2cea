import { listApiKeysRoute } from '../../../../openapi/routes/accounts.js';
import type { App } from '../../services.js';
import { requireSession } from '../require-session.js';
import { publicKey } from './user-view.js';

export function registerListApiKeysRoute(app: App): void {
  app.openapi({ ...listApiKeysRoute, middleware: [requireSession] as const }, (c) => {
    // Records are appended in creation order; newest first reads better.
    const keys = c.get('services').keys.list(c.get('user').id).map(publicKey).reverse();
    c.header('cache-control', 'no-store'); // per-user data
    return c.json({ keys }, 200);
  });
}
