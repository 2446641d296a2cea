import type { ApiKeyRecord, UserRecord } from '../../storage/db.js';

/** What the API shows of a user: never the password hash. */
export const publicUser = (user: UserRecord) => ({ id: user.id, email: user.email, createdAt: user.createdAt });

/** What the API shows of a key: never the hash (and the key itself only once, at creation). */
export const publicKey = (k: ApiKeyRecord) => ({ id: k.id, name: k.name, start: k.start, createdAt: k.createdAt, lastUsedAt: k.lastUsedAt, revokedAt: k.revokedAt });
