import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { SESSION_COOKIE } from '../../src/auth/sessions.js';
import { createTestContext } from '../helpers/app.js';

const tariff = '/api/tariff/US/610910';

describe('rate limits', () => {
  it('500 concurrent requests against a limit of 60 let exactly 60 through', async () => {
    const t = await createTestContext({ env: { TIS_RATE_LIMITS: JSON.stringify({ tariff: { key: 60 } }) } });
    const responses = await Promise.all(Array.from({ length: 500 }, () => t.request(tariff)));
    const limited = responses.filter((r) => r.status === 429);
    expect(responses.length - limited.length).toBe(60);
    expect(limited).toHaveLength(440);
  });

  it('the 121st tariff call in a minute gets 429 with retry-after, reset_at and RateLimit headers', async () => {
    const t = await createTestContext();
    for (let i = 0; i < 120; i++) {
      const res = await t.request(tariff);
      expect(res.status).not.toBe(429);
      expect(res.headers.get('ratelimit-limit')).toBe('120');
      expect(res.headers.get('ratelimit-remaining')).toBe(String(119 - i));
    }
    const res = await t.request(tariff);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    const body = await res.json();
    expect(body).toMatchObject({ error: 'rate_limited', retry_after: retryAfter });
    expect(body.reset_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(body.reset_at)).toBeGreaterThan(Date.now());
    expect(res.headers.get('ratelimit-remaining')).toBe('0');
    expect(res.headers.get('ratelimit-reset')).toBe(String(retryAfter));
  });

  it('counts each endpoint separately and each key separately', async () => {
    const t = await createTestContext({ env: { TIS_RATE_LIMITS: JSON.stringify({ tariff: { key: 2 }, translate: { key: 2 } }) } });
    await t.request(tariff);
    await t.request(tariff);
    expect((await t.request(tariff)).status).toBe(429);
    expect((await t.request('/api/translate', { method: 'POST', json: { text: 'shirt' } })).status).not.toBe(429);
    const other = await t.services.keys.create(t.userId, 'second');
    expect((await t.request(tariff, { headers: { authorization: `Bearer ${other.key}` } })).status).not.toBe(429);
  });

  it('counts session callers per user with the session limit', async () => {
    const t = await createTestContext({ env: { TIS_RATE_LIMITS: JSON.stringify({ tariff: { session: 1 } }) } });
    const a = await t.services.sessions.create(t.userId);
    const b = await t.services.sessions.create(t.userId);
    const first = await t.request(tariff, { auth: false, headers: { cookie: `${SESSION_COOKIE}=${a.token}` } });
    expect(first.status).not.toBe(429);
    // Another session of the same user shares the per-user counter.
    const second = await t.request(tariff, { auth: false, headers: { cookie: `${SESSION_COOKIE}=${b.token}` } });
    expect(second.status).toBe(429);
  });

  it('defaults follow the spec table and TIS_RATE_LIMITS overrides them', () => {
    const defaults = loadConfig({}).rateLimits;
    expect(defaults).toMatchObject({ classify: { key: 60, session: 30 }, 'landed-cost': { key: 60, session: 30 }, tariff: { key: 120, session: 60 }, translate: { key: 60, session: 30 } });
    const over = loadConfig({ TIS_RATE_LIMITS: '{"classify":{"key":1000}}' }).rateLimits;
    expect(over.classify).toEqual({ key: 1000, session: 30 });
    expect(() => loadConfig({ TIS_RATE_LIMITS: '{"classfy":{"key":1}}' })).toThrow(/TIS_RATE_LIMITS/);
    expect(() => loadConfig({ TIS_RATE_LIMITS: 'nope' })).toThrow(/not valid JSON/);
  });
});
