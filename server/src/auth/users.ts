import type { Database, UserRecord } from '../storage/db.js';
import { newId } from './ids.js';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(db: Database, email: string): UserRecord | undefined {
  const wanted = normaliseEmail(email);
  return db.data.users.find((u) => u.email === wanted);
}

export function findUserById(db: Database, id: string): UserRecord | undefined {
  return db.data.users.find((u) => u.id === id);
}

/** Creates the user if the email is new. Synchronous check-and-insert, so parallel calls cannot duplicate an email. */
export async function findOrCreateUser(db: Database, email: string, passwordHash: string | null = null): Promise<{ user: UserRecord; created: boolean }> {
  const existing = findUserByEmail(db, email);
  if (existing) return { user: existing, created: false };
  const user: UserRecord = { id: newId('usr'), email: normaliseEmail(email), passwordHash, createdAt: new Date().toISOString() };
  db.data.users.push(user);
  await db.write();
  return { user, created: true };
}
