import { z } from '@hono/zod-openapi';

/** Accounts: sign-up, sign-in and the dashboard's API-key management (session-cookie callers). */

/** The spec asks at least 10 characters (NIST SP 800-63B's floor is 8). The cap bounds the argon2 input. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;

export const CredentialsSchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .email({ message: 'Not an email address' })
      .openapi({ description: 'Email address; trimmed and lower-cased before it is stored or compared, so `Ada@Example.com ` and `ada@example.com` are the same account.', example: 'ada@example.com' }),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
      .max(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
      .openapi({ description: `Password, ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. Stored only as an argon2id hash.`, example: 'correct horse battery' }),
  })
  .openapi('Credentials');

/** Sign-in takes any non-empty password: a too-short one is simply wrong (401), like an unknown email. */
export const LoginRequestSchema = CredentialsSchema.extend({
  password: z
    .string()
    .min(1, { message: 'Password must not be empty' })
    .max(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
    .openapi({ description: 'The password given at sign-up.', example: 'correct horse battery' }),
}).openapi('LoginRequest');

export const UserSchema = z
  .object({
    id: z.string().openapi({ description: 'User id.', example: 'usr_2NEpo7TZRRrLZSi2U' }),
    email: z.string().openapi({ description: 'Normalised (trimmed, lower-case) email address.', example: 'ada@example.com' }),
    createdAt: z.iso.datetime({ precision: 3 }).openapi({ description: 'When the account was created (ISO 8601 UTC).', example: '2026-11-21T15:04:05.123Z' }),
  })
  .openapi('User');

export const SessionInfoSchema = z
  .object({
    createdAt: z.iso.datetime({ precision: 3 }).openapi({ description: 'When this session started (ISO 8601 UTC).', example: '2026-11-21T15:04:05.123Z' }),
    idleExpiresAt: z.iso.datetime({ precision: 3 }).openapi({ description: 'When the session ends if it is not used before then: 24 hours after its last use (idle expiry).', example: '2026-11-22T15:04:05.123Z' }),
    absoluteExpiresAt: z.iso.datetime({ precision: 3 }).openapi({ description: 'When the session ends however much it is used: 7 days after it started (absolute expiry).', example: '2026-11-28T15:04:05.123Z' }),
  })
  .openapi('SessionInfo');

export const AuthResponseSchema = z
  .object({
    user: UserSchema,
    session: SessionInfoSchema,
  })
  .openapi('AuthResponse');

export const ApiKeySchema = z
  .object({
    id: z.string().openapi({ description: 'Key id, used to revoke it.', example: 'key_2NEpo7TZRRrLZSi2U' }),
    name: z.string().openapi({ description: 'Name given at creation.', example: 'my laptop' }),
    start: z.string().openapi({ description: 'First characters of the key, to recognise it; the key itself is never shown again.', example: 'tis_3xK9a' }),
    createdAt: z.iso.datetime({ precision: 3 }).openapi({ description: 'When the key was created (ISO 8601 UTC).', example: '2026-11-21T15:04:05.123Z' }),
    lastUsedAt: z.iso
      .datetime({ precision: 3 })
      .nullable()
      .openapi({ description: 'Last successful authentication with the key (ISO 8601 UTC), null if never used. Written at most every few seconds.', example: '2026-11-21T16:00:00.000Z' }),
    revokedAt: z.iso.datetime({ precision: 3 }).nullable().openapi({ description: 'When the key was revoked (ISO 8601 UTC); null while it is active.', example: null }),
  })
  .openapi('ApiKey');

export const ApiKeyListSchema = z
  .object({
    keys: z.array(ApiKeySchema).openapi({ description: "The user's keys, newest first, revoked ones included." }),
  })
  .openapi('ApiKeyList');

export const CreateApiKeyRequestSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { message: 'Name must not be empty' })
      .max(64, { message: 'Name must be at most 64 characters' })
      .openapi({ description: 'A name to recognise the key by, 1 to 64 characters after trimming.', example: 'my laptop' }),
  })
  .openapi('CreateApiKeyRequest');

export const CreatedApiKeySchema = ApiKeySchema.extend({
  key: z.string().openapi({
    description: 'The full API key: `tis_` and 44 base58 characters. Shown only in this response; only its SHA-256 hash is stored.',
    example: 'tis_3xK9aVb7QmN2pR8sT4uW6yZ1cD5eF9gH2jK4mL6nP8q',
  }),
}).openapi('CreatedApiKey');

export const ApiKeyIdParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' }, description: 'Key id from the list or the creation response.', example: 'key_2NEpo7TZRRrLZSi2U' }),
});

export const ConflictErrorSchema = z
  .object({
    error: z.literal('conflict').openapi({ description: 'The resource already exists, e.g. an account with this email.', example: 'conflict' }),
    message: z.string().openapi({ description: 'What went wrong, for a human.', example: 'An account with this email already exists; sign in instead.' }),
    requestId: z.string().openapi({ description: 'Id of this request, also sent as the `x-request-id` header; quote it when reporting a problem.', example: 'req_5Hq8PzRk2vWnT3aYb' }),
  })
  .openapi('ConflictError');
