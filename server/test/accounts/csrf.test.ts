import { describe, expect, it } from 'vitest';
import { createAccountsContext, ORIGIN, PASSWORD } from './helpers.js';

const FOREIGN = 'https://evil.example';

describe('CSRF: state-changing requests with the session cookie', () => {
  it('need an Origin or Referer of the service, else 403 forbidden in the documented shape', async () => {
    const t = await createAccountsContext();
    const { session } = await t.signUp('ada@example.com');
    for (const origin of [null, FOREIGN, 'null', `${ORIGIN}.evil.example`]) {
      const res = await t.call('/account/api-keys', { json: { name: 'k' }, session, origin });
      expect(res.status, String(origin)).toBe(403);
      const body = await res.json();
      expect(body).toMatchObject({ error: 'forbidden', message: expect.any(String) });
      expect(body.requestId).toBe(res.headers.get('x-request-id'));
    }
    const viaReferer = await t.call('/account/api-keys', { json: { name: 'k' }, session, origin: null, headers: { referer: `${ORIGIN}/dashboard` } });
    expect(viaReferer.status).toBe(201);
    const foreignReferer = await t.call('/account/api-keys', { json: { name: 'k' }, session, origin: null, headers: { referer: `${FOREIGN}/x` } });
    expect(foreignReferer.status).toBe(403);
    expect((await t.call('/account/api-keys', { json: { name: 'k' }, session, origin: ORIGIN })).status).toBe(201);
    expect(t.db.data.apiKeys).toHaveLength(2);
  });

  it('covers DELETE, logout and POST /api/* with the cookie', async () => {
    const t = await createAccountsContext();
    const { session } = await t.signUp('ada@example.com');
    const { id } = await t.createKey(session);
    expect((await t.call(`/account/api-keys/${id}`, { method: 'DELETE', session, origin: FOREIGN })).status).toBe(403);
    expect(t.db.data.apiKeys[0].revokedAt).toBeNull();
    expect((await t.call('/auth/logout', { method: 'POST', session, origin: FOREIGN })).status).toBe(403);
    expect((await t.call('/auth/me', { session })).status).toBe(200);
    const classify = await t.call('/api/classify', { json: { query: 'cotton t-shirt', destination: 'US' }, session, origin: null });
    expect(classify.status).toBe(403);
    const sameSite = await t.call('/api/classify', { json: { query: 'cotton t-shirt', destination: 'US' }, session });
    expect(sameSite.status).not.toBe(403);
  });

  it('leave bearer requests alone, even cross-origin and with a cookie', async () => {
    const t = await createAccountsContext();
    const { session } = await t.signUp('ada@example.com');
    const { key } = await t.createKey(session);
    const res = await t.call('/api/translate', { json: { text: 'cotton shirt' }, origin: FOREIGN, session, headers: { authorization: `Bearer ${key}` } });
    expect(res.status).not.toBe(403);
    expect(res.status).not.toBe(401);
  });

  it('an Authorization header does not exempt the session-only endpoints, where it authenticates nothing', async () => {
    const t = await createAccountsContext();
    const { session } = await t.signUp('ada@example.com');
    const { key } = await t.createKey(session);
    const res = await t.call('/account/api-keys', { json: { name: 'k' }, session, origin: FOREIGN, headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(403);
    expect(t.db.data.apiKeys).toHaveLength(1);
  });

  it('sign-in and sign-up refuse a foreign Origin (login CSRF) but accept none (curl, scripts)', async () => {
    const t = await createAccountsContext();
    expect((await t.call('/auth/signup', { json: { email: 'ada@example.com', password: PASSWORD }, origin: FOREIGN })).status).toBe(403);
    expect(t.db.data.users).toHaveLength(0);
    expect((await t.call('/auth/signup', { json: { email: 'ada@example.com', password: PASSWORD }, origin: null })).status).toBe(201);
    expect((await t.call('/auth/login', { json: { email: 'ada@example.com', password: PASSWORD }, origin: FOREIGN })).status).toBe(403);
    expect((await t.call('/auth/login', { json: { email: 'ada@example.com', password: PASSWORD }, origin: null })).status).toBe(200);
  });

  it('leave safe methods alone', async () => {
    const t = await createAccountsContext();
    const { session } = await t.signUp('ada@example.com');
    expect((await t.call('/account/api-keys', { session, origin: FOREIGN })).status).toBe(200);
  });
});
