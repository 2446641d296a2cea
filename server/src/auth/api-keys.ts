import { randomBytes, timingSafeEqual } from 'node:crypto';
import { base58 } from '@scure/base';
import { LRUCache } from 'lru-cache';
import type { ApiKeyRecord, Database } from '../storage/db.js';
import { newId, sha256Hex } from './ids.js';

export const KEY_PREFIX = 'tis_';
/** 32 random bytes → 43-44 base58 characters, well above the 32 the contract promises. */
const KEY_BYTES = 32;
const KEY_PATTERN = /^tis_[1-9A-HJ-NP-Za-km-z]{32,}$/;

export function generateApiKey(): string {
  return KEY_PREFIX + base58.encode(randomBytes(KEY_BYTES));
}

export function looksLikeApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** Public view of a key: everything but the hash. */
export type ApiKeyInfo = Omit<ApiKeyRecord, 'hash'>;
export const keyInfo = ({ hash: _hash, ...info }: ApiKeyRecord): ApiKeyInfo => info;

/**
 * API keys stored as SHA-256 plus a visible start (Unkey's scheme: keys are high-entropy, so a slow KDF
 * adds nothing). Verification goes through an LRU cache keyed by hash; revocation evicts at once.
 */
export class ApiKeyService {
  private readonly cache = new LRUCache<string, ApiKeyRecord>({ max: 10_000 });

  constructor(private readonly db: Database) {
    // Records are replaced when the file is reloaded after an outside change (the key CLI).
    db.onReload(() => this.cache.clear());
  }

  async create(userId: string, name: string): Promise<{ key: string; record: ApiKeyRecord }> {
    const key = generateApiKey();
    const record: ApiKeyRecord = {
      id: newId('key'),
      userId,
      name,
      hash: sha256Hex(key),
      start: key.slice(0, KEY_PREFIX.length + 5),
      createdAt: new Date().toISOString(),
      lastUsedAt: null,
      revokedAt: null,
    };
    this.db.data.apiKeys.push(record);
    await this.db.write();
    return { key, record };
  }

  list(userId: string): ApiKeyRecord[] {
    return this.db.data.apiKeys.filter((k) => k.userId === userId);
  }

  /** Revokes a key (of `userId` when given). Returns the record, or undefined when there is no such key. */
  async revoke(id: string, userId?: string): Promise<ApiKeyRecord | undefined> {
    const record = this.db.data.apiKeys.find((k) => k.id === id && (userId === undefined || k.userId === userId));
    if (!record) return undefined;
    if (!record.revokedAt) {
      record.revokedAt = new Date().toISOString();
      await this.db.write();
    }
    this.cache.delete(record.hash);
    return record;
  }

  /** The active key record for a presented key, or null. */
  verify(presented: string): ApiKeyRecord | null {
    if (!looksLikeApiKey(presented)) return null;
    const hash = sha256Hex(presented);
    let record = this.cache.get(hash);
    if (!record) {
      record = this.db.data.apiKeys.find((k) => k.hash === hash);
      if (!record) return null;
      this.cache.set(hash, record);
    }
    // The lookup was by hash; compare in constant time anyway so the check never depends on early exits.
    if (!timingSafeEqual(Buffer.from(record.hash, 'hex'), Buffer.from(hash, 'hex'))) return null;
    if (record.revokedAt) return null;
    record.lastUsedAt = new Date().toISOString();
    this.db.writeSoon();
    return record;
  }


}
