import { revokeApiKeyRoute } from '../../../../openapi/routes/accounts.js';
import { ApiError } from '../../lib/errors.js';
import type { App } from '../../services.js';
import { requireSession } from '../require-session.js';

export function registerRevokeApiKeyRoute(app: App): void {
  app.openapi({ ...revokeApiKeyRoute, middleware: [requireSession] as const }, async (c) => {
    const { id } = c.req.valid('param');
    // Scoped to the user: another user's key id is "not found", never revoked. Revoking evicts the key cache.
    const record = await c.get('services').keys.revoke(id, c.get('user').id);
    if (!record) throw new ApiError('not_found', `You have no API key with id ${id}.`);
    return c.body(null, 204);
  });
}
