import { randomBytes } from 'node:crypto';
import type { Database, SessionRecord } from '../storage/db.js';
import { sha256Hex } from './ids.js';

export const SESSION_COOKIE = 'tis_session';
/** Idle expiry: a session unused for this long ends. */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
/** Absolute expiry: no session lives longer than this, used or not. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;


/**
 * Server-side sessions: the cookie holds a 256-bit random token; the database keeps only its SHA-256,
 * so a leaked database file does not sign anyone in. Kept in lowdb so a restart keeps people signed in.
 */
export class SessionService {

  constructor(private readonly db: Database) {}

  async create(userId: string): Promise<{ token: string; record: SessionRecord }> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date().toISOString();
    const record: SessionRecord = { hash: sha256Hex(token), userId, createdAt: now, lastSeenAt: now };
    this.db.data.sessions = this.db.data.sessions.filter((s) => !this.expired(s, Date.now()));
    this.db.data.sessions.push(record);
    await this.db.write();
    return { token, record };
  }

  lookup(token: string): SessionRecord | null {
    if (!token || token.length > 128) return null;
    const hash = sha256Hex(token);
    const record = this.db.data.sessions.find((s) => s.hash === hash);
    if (!record) return null;
    const now = Date.now();
    if (this.expired(record, now)) return null;
    record.lastSeenAt = new Date(now).toISOString();
    this.db.writeSoon();
    return record;
  }


  async destroy(token: string): Promise<void> {
    const hash = sha256Hex(token);
    const before = this.db.data.sessions.length;
    this.db.data.sessions = this.db.data.sessions.filter((s) => s.hash !== hash);
    if (this.db.data.sessions.length !== before) await this.db.write();
  }

  private expired(s: SessionRecord, now: number): boolean {
    return now - Date.parse(s.lastSeenAt) > SESSION_IDLE_MS || now - Date.parse(s.createdAt) > SESSION_ABSOLUTE_MS;
  }
}
