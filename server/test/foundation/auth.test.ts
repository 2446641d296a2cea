import { describe, expect, it } from 'vitest';
import { generateApiKey, looksLikeApiKey } from '../../src/auth/api-keys.js';
import { sha256Hex } from '../../src/auth/ids.js';
import { SESSION_COOKIE } from '../../src/auth/sessions.js';
import { createTestContext } from '../helpers/app.js';

describe('API keys', () => {
  it('are tis_ plus at least 32 base58 characters, different every time', () => {
    const keys = new Set(Array.from({ length: 200 }, generateApiKey));
    expect(keys.size).toBe(200);
    for (const key of keys) {
      expect(key).toMatch(/^tis_[1-9A-HJ-NP-Za-km-z]{32,}$/);
      expect(looksLikeApiKey(key)).toBe(true);
    }
  });

  it('are stored only as a SHA-256 hash and a short start', async () => {
    const t = await createTestContext();
    const stored = JSON.stringify(t.services.db.data);
    expect(stored).not.toContain(t.key);
    const record = t.services.db.data.apiKeys[0];
    expect(record.hash).toBe(sha256Hex(t.key));
    expect(record.start).toBe(t.key.slice(0, 9));
  });
});

describe('authentication on /api', () => {
  it('401 without a key, with the documented body and an absolute docs URL', async () => {
    const t = await createTestContext();
    const res = await t.request('/api/tariff/US/610910', { auth: false });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
    const body = await res.json();
    expect(body).toMatchObject({ error: 'unauthorized', docs: 'http://tis.test/docs' });
    expect(typeof body.message).toBe('string');
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('401 for a malformed, unknown or non-bearer credential', async () => {
    const t = await createTestContext();
    for (const header of ['Bearer nope', `Bearer ${generateApiKey()}`, `Basic ${t.key}`, 'Bearer']) {
      const res = await t.request('/api/tariff/US/610910', { headers: { authorization: header } });
      expect(res.status, header).toBe(401);
    }
  });

  it('lets a valid key through (501 until the engine lands) and records lastUsedAt', async () => {
    const t = await createTestContext();
    const res = await t.request('/api/translate', { method: 'POST', json: { text: 'cotton shirt' } });
    expect(res.status).not.toBe(401);
    expect(t.services.db.data.apiKeys[0].lastUsedAt).not.toBeNull();
  });

  it('a revoked key fails at once, although it was cached by earlier calls', async () => {
    const t = await createTestContext();
    expect((await t.request('/api/tariff/US/610910')).status).not.toBe(401);
    await t.services.keys.revoke(t.keyId);
    const res = await t.request('/api/tariff/US/610910');
    expect(res.status).toBe(401);
  });

  it('accepts the dashboard session cookie and refuses an unknown one', async () => {
    const t = await createTestContext();
    const { token } = await t.services.sessions.create(t.userId);
    const ok = await t.request('/api/tariff/US/610910', { auth: false, headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(ok.status).not.toBe(401);
    expect(ok.headers.get('ratelimit-limit')).toBe('60'); // the session limit, not the key limit
    const bad = await t.request('/api/tariff/US/610910', { auth: false, headers: { cookie: `${SESSION_COOKIE}=forged` } });
    expect(bad.status).toBe(401);
  });
});
