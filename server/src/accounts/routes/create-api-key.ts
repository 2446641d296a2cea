import { createApiKeyRoute } from '../../../../openapi/routes/accounts.js';
import type { App } from '../../services.js';
import { requireSession } from '../require-session.js';
import { publicKey } from './user-view.js';

export function registerCreateApiKeyRoute(app: App): void {
  app.openapi({ ...createApiKeyRoute, middleware: [requireSession] as const }, async (c) => {
    const { name } = c.req.valid('json');
    const { key, record } = await c.get('services').keys.create(c.get('user').id, name);
    c.header('cache-control', 'no-store'); // the key itself: never cached anywhere
    return c.json({ ...publicKey(record), key }, 201);
  });
}
