import type { App } from '../services.js';
import { registerCreateApiKeyRoute } from './routes/create-api-key.js';
import { registerListApiKeysRoute } from './routes/list-api-keys.js';
import { registerLoginRoute } from './routes/login.js';
import { registerLogoutRoute } from './routes/logout.js';
import { registerMeRoute } from './routes/me.js';
import { registerRevokeApiKeyRoute } from './routes/revoke-api-key.js';
import { registerSignUpRoute } from './routes/signup.js';

export { registerCsrfProtection } from './csrf.js';

/** Sign-up, sign-in and the dashboard's key management, in the order they appear in the document. */
export function registerAccountRoutes(app: App): void {
  for (const register of [registerSignUpRoute, registerLoginRoute, registerLogoutRoute, registerMeRoute, registerListApiKeysRoute, registerCreateApiKeyRoute, registerRevokeApiKeyRoute]) {
    register(app);
  }
}
