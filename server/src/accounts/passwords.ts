import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with OWASP Password Storage Cheat Sheet's first recommended
 * configuration: m=19 MiB, t=2, p=1. Parameters travel in the PHC string, so they can be raised later
 * without breaking existing hashes.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of nothing anyone knows, checked when the email is unknown so both failures take the same time. */
let decoyHash: string | null = null;

/**
 * True when `password` matches `passwordHash`. With a null hash (unknown email, or a user created by the key
 * CLI without a password) it still runs one argon2 verification and answers false.
 */
export async function checkPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    // The first time, making the decoy costs one hash, about what a verification costs.
    if (decoyHash === null) decoyHash = await hashPassword(randomUUID());
    else await verify(decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
