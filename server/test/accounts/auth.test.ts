import { describe, expect, it } from 'vitest';
import { SessionService } from '../../src/auth/sessions.js';
import { findOrCreateUser } from '../../src/auth/users.js';
import { AUTH_ATTEMPT_LIMITS } from '../../src/rate-limit/limits.js';
import { openDatabase } from '../../src/storage/db.js';
import { createAccountsContext, PASSWORD, sessionFrom, setCookieHeader, unlimited } from './helpers.js';

describe('POST /auth/signup', () => {
  it('creates the user with a normalised email and an argon2id hash, and sets a hardened session cookie', async () => {
    const t = await createAccountsContext();
    const { res, session } = await t.signUp('  Ada@Example.COM ');
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.user).toMatchObject({ email: 'ada@example.com' });
    expect(body.user.id).toMatch(/^usr_/);
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(Date.parse(body.session.absoluteExpiresAt) - Date.parse(body.session.createdAt)).toBe(7 * 24 * 3600 * 1000);
    expect(Date.parse(body.session.idleExpiresAt) - Date.parse(body.session.createdAt)).toBe(24 * 3600 * 1000);

    // 256-bit token, only its hash stored.
    expect(Buffer.from(session, 'base64url')).toHaveLength(32);
    expect(JSON.stringify(t.db.data)).not.toContain(session);
    const cookie = setCookieHeader(res);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=604800/);
    expect(cookie).not.toMatch(/Secure/);

    const stored = t.db.data.users.find((u) => u.email === 'ada@example.com');
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(t.db.data)).not.toContain(PASSWORD);

    const me = await t.call('/auth/me', { session });
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe('ada@example.com');
  });

  it('marks the cookie Secure when configured for HTTPS', async () => {
    const t = await createAccountsContext({ config: { cookieSecure: true } });
    const { res } = await t.signUp('ada@example.com');
    expect(setCookieHeader(res)).toMatch(/; Secure/);
  });

  it('409 conflict for a taken email, whatever its case and spacing', async () => {
    const t = await createAccountsContext();
    expect((await t.signUp('ada@example.com')).res.status).toBe(201);
    const { res } = await t.signUp(' ADA@example.com', 'another password');
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body).toMatchObject({ error: 'conflict' });
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
    expect(t.db.data.users).toHaveLength(1);
  });

  it('400 with details for a short password or a bad email', async () => {
    const t = await createAccountsContext();
    const short = await t.call('/auth/signup', { json: { email: 'ada@example.com', password: '123456789' } });
    expect(short.status).toBe(400);
    expect((await short.json()).details).toEqual([expect.objectContaining({ path: 'body.password' })]);
    const email = await t.call('/auth/signup', { json: { email: 'not-an-email', password: PASSWORD } });
    expect(email.status).toBe(400);
    expect((await email.json()).details).toEqual([expect.objectContaining({ path: 'body.email' })]);
    expect(t.db.data.users).toHaveLength(0);
  });
});

describe('POST /auth/login', () => {
  it('answers an unknown email and a wrong password the same way', async () => {
    const t = await createAccountsContext();
    await t.signUp('ada@example.com');
    const wrong = await t.call('/auth/login', { json: { email: 'ada@example.com', password: 'wrong password' } });
    const unknown = await t.call('/auth/login', { json: { email: 'bob@example.com', password: 'wrong password' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const strip = ({ requestId: _r, ...rest }: Record<string, unknown>) => rest;
    expect(strip(await wrong.json())).toEqual(strip(await unknown.json()));
    expect(setCookieHeader(wrong)).toBe('');
  });

  it('refuses a user created by the key CLI, who has no password', async () => {
    const t = await createAccountsContext();
    await findOrCreateUser(t.db, 'cli@example.com');
    const res = await t.call('/auth/login', { json: { email: 'cli@example.com', password: PASSWORD } });
    expect(res.status).toBe(401);
  });

  it('starts a new session with a new id and ends the one the browser came with', async () => {
    const t = await createAccountsContext();
    const { session: first } = await t.signUp('ada@example.com');
    const res = await t.call('/auth/login', { json: { email: 'ADA@example.com', password: PASSWORD }, session: first });
    expect(res.status).toBe(200);
    const second = sessionFrom(res);
    expect(second).not.toBe('');
    expect(second).not.toBe(first);
    expect((await t.call('/auth/me', { session: second })).status).toBe(200);
    expect((await t.call('/auth/me', { session: first })).status).toBe(401);
  });

  it(`limits attempts to ${AUTH_ATTEMPT_LIMITS.perEmail} per minute per email, with 429 and retry-after`, async () => {
    const t = await createAccountsContext();
    await t.signUp('ada@example.com');
    for (let i = 0; i < AUTH_ATTEMPT_LIMITS.perEmail - 1; i++) {
      expect((await t.call('/auth/login', { json: { email: 'ada@example.com', password: 'guess number ' + i } })).status).toBe(401);
    }
    // The sign-up counted as the first attempt for this email; the next is over the limit, even with the right password.
    const res = await t.call('/auth/login', { json: { email: 'Ada@Example.com', password: PASSWORD } });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await res.json()).toMatchObject({ error: 'rate_limited', retry_after: retryAfter, reset_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
    // Another email from elsewhere is not affected by this email's counter.
    await t.signUp('bob@example.com');
    expect((await t.call('/auth/login', { json: { email: 'bob@example.com', password: PASSWORD } })).status).toBe(200);
  });

  it(`limits attempts to ${AUTH_ATTEMPT_LIMITS.perAddress} per minute per client address, across emails`, async () => {
    const t = await createAccountsContext();
    for (let i = 0; i < AUTH_ATTEMPT_LIMITS.perAddress; i++) {
      expect((await t.call('/auth/login', { json: { email: `user${i}@example.com`, password: 'wrong password' } })).status).toBe(401);
    }
    const res = await t.call('/auth/login', { json: { email: 'fresh@example.com', password: 'wrong password' } });
    expect(res.status).toBe(429);
    expect((await res.json()).message).toMatch(/address/);
  });
});

describe('sessions', () => {
  it('POST /auth/logout ends the session and clears the cookie; 204 also without one', async () => {
    const t = await createAccountsContext();
    const { session } = await t.signUp('ada@example.com');
    const res = await t.call('/auth/logout', { method: 'POST', session });
    expect(res.status).toBe(204);
    expect(setCookieHeader(res)).toMatch(/^tis_session=; Max-Age=0/);
    expect((await t.call('/auth/me', { session })).status).toBe(401);
    expect(t.db.data.sessions).toHaveLength(0);
    expect((await t.call('/auth/logout', { method: 'POST' })).status).toBe(204);
  });

  it('GET /auth/me is 401 in the usual shape without a session, and does not take an API key', async () => {
    const t = await createAccountsContext();
    const res = await t.call('/auth/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'unauthorized', docs: 'http://tis.test/docs' });
    const { session } = await t.signUp('ada@example.com');
    const { key } = await t.createKey(session);
    expect((await t.call('/auth/me', { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
  });

  it('end after 24 hours without use, and 7 days after sign-in however much they are used', async () => {
    const t = await createAccountsContext();
    const idle = (await t.signUp('idle@example.com')).session;
    const old = (await t.signUp('old@example.com')).session;
    const hours = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
    const [idleRecord, oldRecord] = t.db.data.sessions;
    idleRecord.lastSeenAt = hours(24.1);
    oldRecord.createdAt = hours(7 * 24 + 0.1);
    oldRecord.lastSeenAt = hours(0.1); // used a moment ago
    expect((await t.call('/auth/me', { session: idle })).status).toBe(401);
    expect((await t.call('/auth/me', { session: old })).status).toBe(401);
    expect((await t.call('/dashboard', { session: idle })).status).toBe(302);
  });

  it('survive a restart: the same file opened again knows the session', async () => {
    const t = await createAccountsContext({ file: true, rateLimiter: unlimited });
    const { session } = await t.signUp('ada@example.com');
    const reopened = new SessionService(await openDatabase(t.dbFile!));
    expect(reopened.lookup(session)?.userId).toBe(t.db.data.users[0].id);
  });
});
