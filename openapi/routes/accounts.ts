import { createRoute } from '@hono/zod-openapi';
import {
  ApiKeyIdParamsSchema,
  ApiKeyListSchema,
  AuthResponseSchema,
  ConflictErrorSchema,
  CreateApiKeyRequestSchema,
  CreatedApiKeySchema,
  CredentialsSchema,
  LoginRequestSchema,
} from '../schemas/accounts.js';
import { errorResponses } from '../schemas/errors.js';

export const ACCOUNTS_TAG = 'Accounts';

/** The dashboard's endpoints take the session cookie only: an API key cannot mint or revoke keys. */
const sessionOnly: Array<Record<string, string[]>> = [{ sessionCookie: [] }];

const setCookie = {
  'Set-Cookie': {
    description:
      'The session cookie `tis_session`: a 256-bit random token, `HttpOnly; SameSite=Lax; Path=/` (and `Secure` when the service is configured for HTTPS). It ends after 24 hours without use (idle expiry) and 7 days after sign-in at the latest (absolute expiry).',
    schema: { type: 'string' as const, example: 'tis_session=Qm9vb…; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax' },
  },
};

const csrfNote =
  'State-changing requests authenticated by the session cookie must carry an `Origin` (or, failing that, `Referer`) header of this service, else `403 forbidden`.';

const conflict = { description: 'An account with this email already exists.', content: { 'application/json': { schema: ConflictErrorSchema } } };
const jsonBody = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

export const signUpRoute = createRoute({
  method: 'post',
  path: '/auth/signup',
  operationId: 'signUp',
  tags: [ACCOUNTS_TAG],
  summary: 'Create an account and sign in',
  description:
    'Creates an account with an email and a password (at least 10 characters) and starts a session: the response sets the session cookie. Emails are normalised (trimmed, lower-case) and unique. Attempts are limited per client address.',
  security: [],
  request: { body: jsonBody(CredentialsSchema) },
  responses: {
    201: { description: 'The account was created and the session cookie set.', headers: setCookie, content: { 'application/json': { schema: AuthResponseSchema } } },
    400: errorResponses[400],
    403: errorResponses[403],
    409: conflict,
    413: errorResponses[413],
    415: errorResponses[415],
    429: errorResponses[429],
    500: errorResponses[500],
  },
});

export const loginRoute = createRoute({
  method: 'post',
  path: '/auth/login',
  operationId: 'logIn',
  tags: [ACCOUNTS_TAG],
  summary: 'Sign in',
  description:
    'Checks the email and password and starts a new session (a session cookie sent with the request is ended, so the id always changes at sign-in). An unknown email and a wrong password get the same 401. Attempts are limited per email and per client address (429).',
  security: [],
  request: { body: jsonBody(LoginRequestSchema) },
  responses: {
    200: { description: 'Signed in; a new session cookie is set.', headers: setCookie, content: { 'application/json': { schema: AuthResponseSchema } } },
    400: errorResponses[400],
    401: { ...errorResponses[401], description: 'The email or the password is wrong (the same answer for both).' },
    403: errorResponses[403],
    413: errorResponses[413],
    415: errorResponses[415],
    429: errorResponses[429],
    500: errorResponses[500],
  },
});

export const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  operationId: 'logOut',
  tags: [ACCOUNTS_TAG],
  summary: 'Sign out',
  description: `Ends the session of the cookie sent and clears the cookie. Without a valid session it does nothing and still answers 204. ${csrfNote}`,
  security: [...sessionOnly, {}],
  responses: {
    204: {
      description: 'Signed out; the cookie is cleared.',
      headers: { 'Set-Cookie': { description: 'Clears `tis_session` (`Max-Age=0`).', schema: { type: 'string' as const, example: 'tis_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax' } } },
    },
    403: errorResponses[403],
    500: errorResponses[500],
  },
});

export const meRoute = createRoute({
  method: 'get',
  path: '/auth/me',
  operationId: 'getCurrentUser',
  tags: [ACCOUNTS_TAG],
  summary: 'The signed-in user',
  description: 'The user of the session cookie, with the times at which the session ends.',
  security: sessionOnly,
  responses: {
    200: { description: 'The signed-in user and the session.', content: { 'application/json': { schema: AuthResponseSchema } } },
    401: { ...errorResponses[401], description: 'No valid session cookie.' },
    500: errorResponses[500],
  },
});

export const listApiKeysRoute = createRoute({
  method: 'get',
  path: '/account/api-keys',
  operationId: 'listApiKeys',
  tags: [ACCOUNTS_TAG],
  summary: "The signed-in user's API keys",
  description: 'Every key of the user, newest first, with its visible start but never the key itself.',
  security: sessionOnly,
  responses: {
    200: { description: 'The keys.', content: { 'application/json': { schema: ApiKeyListSchema } } },
    401: { ...errorResponses[401], description: 'No valid session cookie.' },
    500: errorResponses[500],
  },
});

export const createApiKeyRoute = createRoute({
  method: 'post',
  path: '/account/api-keys',
  operationId: 'createApiKey',
  tags: [ACCOUNTS_TAG],
  summary: 'Create an API key',
  description: `Creates a key for the signed-in user. The full key is in this response only; store it now. ${csrfNote}`,
  security: sessionOnly,
  request: { body: jsonBody(CreateApiKeyRequestSchema) },
  responses: {
    201: { description: 'The new key, shown once.', content: { 'application/json': { schema: CreatedApiKeySchema } } },
    400: errorResponses[400],
    401: { ...errorResponses[401], description: 'No valid session cookie.' },
    403: errorResponses[403],
    413: errorResponses[413],
    415: errorResponses[415],
    500: errorResponses[500],
  },
});

export const revokeApiKeyRoute = createRoute({
  method: 'delete',
  path: '/account/api-keys/{id}',
  operationId: 'revokeApiKey',
  tags: [ACCOUNTS_TAG],
  summary: 'Revoke an API key',
  description: `Revokes one of the signed-in user's keys. It fails at once on every endpoint (the verification cache is evicted). Revoking a revoked key is a no-op (204). ${csrfNote}`,
  security: sessionOnly,
  request: { params: ApiKeyIdParamsSchema },
  responses: {
    204: { description: 'The key is revoked.' },
    401: { ...errorResponses[401], description: 'No valid session cookie.' },
    403: errorResponses[403],
    404: { ...errorResponses[404], description: 'The user has no key with this id.' },
    500: errorResponses[500],
  },
});
