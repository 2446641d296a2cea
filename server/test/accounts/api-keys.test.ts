import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/auth/ids.js';
import { createAccountsContext } from './helpers.js';

describe('/account/api-keys', () => {
  it('creates a key shown once, usable at once as a bearer key on /api', async () => {
    const t = await createAccountsContext();
    const { session } = await t.signUp('ada@example.com');
    const res = await t.call('/account/api-keys', { json: { name: '  my laptop ' }, session });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ name: 'my laptop', lastUsedAt: null, revokedAt: null });
    expect(created.key).toMatch(/^tis_[1-9A-HJ-NP-Za-km-z]{43,44}$/);
    expect(created.start).toBe(created.key.slice(0, 9));
    expect(t.db.data.apiKeys[0].hash).toBe(sha256Hex(created.key));
    expect(JSON.stringify(t.db.data)).not.toContain(created.key);

    const api = await t.call('/api/tariff/US/610910', { headers: { authorization: `Bearer ${created.key}` } });
    expect(api.status).not.toBe(401);
    expect(api.headers.get('ratelimit-limit')).toBe('120'); // counted as a key caller

    const list = await t.call('/account/api-keys', { session });
    expect(list.status).toBe(200);
    const { keys } = await list.json();
    expect(keys).toHaveLength(1);
    expect(Object.keys(keys[0]).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'name', 'revokedAt', 'start']);
    expect(keys[0].lastUsedAt).not.toBeNull();
    expect(JSON.stringify(keys)).not.toContain(created.key);
  });

  it('lists only the user’s own keys, newest first', async () => {
    const t = await createAccountsContext();
    const ada = (await t.signUp('ada@example.com')).session;
    const bob = (await t.signUp('bob@example.com')).session;
    await t.createKey(ada, 'first');
    await t.createKey(bob, 'bob’s');
    await t.createKey(ada, 'second');
    const { keys } = await (await t.call('/account/api-keys', { session: ada })).json();
    expect(keys.map((k: { name: string }) => k.name)).toEqual(['second', 'first']);
  });

  it('DELETE revokes: the key fails at once although it was cached, and shows revokedAt', async () => {
    const t = await createAccountsContext();
    const { session } = await t.signUp('ada@example.com');
    const { id, key } = await t.createKey(session);
    const bearer = { headers: { authorization: `Bearer ${key}` } };
    expect((await t.call('/api/tariff/US/610910', bearer)).status).not.toBe(401); // now in the verification cache
    const res = await t.call(`/account/api-keys/${id}`, { method: 'DELETE', session });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const refused = await t.call('/api/tariff/US/610910', bearer);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error).toBe('unauthorized');
    const { keys } = await (await t.call('/account/api-keys', { session })).json();
    expect(keys[0].revokedAt).toEqual(expect.any(String));
    // Revoking again is a no-op.
    expect((await t.call(`/account/api-keys/${id}`, { method: 'DELETE', session })).status).toBe(204);
  });

  it("404 for another user's key id, which stays active", async () => {
    const t = await createAccountsContext();
    const ada = (await t.signUp('ada@example.com')).session;
    const bob = (await t.signUp('bob@example.com')).session;
    const { id, key } = await t.createKey(ada);
    const res = await t.call(`/account/api-keys/${id}`, { method: 'DELETE', session: bob });
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBe('not_found');
    expect((await t.call('/api/tariff/US/610910', { headers: { authorization: `Bearer ${key}` } })).status).not.toBe(401);
  });

  it('needs the session: an API key can neither list nor create keys', async () => {
    const t = await createAccountsContext();
    const { session } = await t.signUp('ada@example.com');
    const { key } = await t.createKey(session);
    const bearer = { authorization: `Bearer ${key}` };
    expect((await t.call('/account/api-keys', { headers: bearer })).status).toBe(401);
    expect((await t.call('/account/api-keys', { json: { name: 'x' }, headers: bearer })).status).toBe(401);
    expect((await t.call('/account/api-keys')).status).toBe(401);
  });

  it('400 for an empty or too long name', async () => {
    const t = await createAccountsContext();
    const { session } = await t.signUp('ada@example.com');
    for (const name of ['   ', 'x'.repeat(65)]) {
      const res = await t.call('/account/api-keys', { json: { name }, session });
      expect(res.status, name).toBe(400);
      expect((await res.json()).details[0].path).toBe('body.name');
    }
    expect(t.db.data.apiKeys).toHaveLength(0);
  });
});
