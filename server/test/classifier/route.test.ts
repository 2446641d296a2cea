import { beforeAll, describe, expect, it } from 'vitest';
import type { TariffStore } from '../../src/dataset/store.js';
import { loadTariffStore } from '../../src/dataset/store.js';
import { createTestContext, type TestContext } from '../helpers/app.js';

let store: TariffStore;
let t: TestContext;
beforeAll(async () => {
  store = await loadTariffStore();
  t = await createTestContext({ tariffStore: store });
});

const post = (json: unknown, init: { auth?: boolean } = {}) => t.request('/api/classify', { method: 'POST', json, ...init });

describe('POST /api/classify', () => {
  it('answers with the national code, calibrated confidence, reasoning, candidates, language, path and rate limit', async () => {
    const res = await post({ query: '  cotton t-shirt for men ', destination: 'us' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.hs).toMatch(/^610910\d{4}$/);
    expect(body.confidence).toBeGreaterThan(0);
    expect(body.confidence).toBeLessThanOrEqual(1);
    expect(body.reasoning).toMatch(/cotton/);
    expect(body.candidates).toHaveLength(5);
    expect(body.candidates[0]).toEqual({ hs: body.hs, score: expect.any(Number), title: expect.any(String) });
    expect(body.detectedLanguage).toBe('en');
    expect(body.englishText).toBe('cotton t-shirt for men');
    expect(body.path.heading.code).toBe('6109');
    expect(body.path.national.code).toBe(body.hs);
    expect(body.rate_limit.remaining).toBe(Number(res.headers.get('RateLimit-Remaining')));
    expect(new Date(body.rate_limit.reset_at).getTime()).toBeGreaterThan(Date.now() - 1000);
    expect(body).not.toHaveProperty('signal');
  });

  it('returns up to 10 candidates on request and GB is UK', async () => {
    const res = await post({ query: 'wooden dining table', destination: 'GB', candidates: 10 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.candidates).toHaveLength(10);
    for (const c of body.candidates) expect(store.line('UK', c.hs) ?? store.entry('UK', c.hs)).toBeTruthy();
  });

  it('400 for an empty (after trimming) or too long query, and for a candidates count out of range', async () => {
    for (const body of [
      { query: '   ', destination: 'US' },
      { query: 'x'.repeat(2001), destination: 'US' },
      { query: 'shoes', destination: 'US', candidates: 11 },
      { query: 'shoes', destination: 'US', candidates: 0 },
      { destination: 'US' },
    ]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as any).error).toBe('invalid_request');
    }
    const ok = await post({ query: 'x'.repeat(2000), destination: 'US' });
    expect(ok.status).toBe(200);
  });

  it('404 unsupported_destination for a destination outside the 13', async () => {
    const res = await post({ query: 'shoes', destination: 'ZZ' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as any).error).toBe('unsupported_destination');
  });

  it('401 without credentials', async () => {
    const res = await post({ query: 'shoes', destination: 'US' }, { auth: false });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/classify without a dataset', () => {
  it('501 not_implemented when the dataset could not be loaded', async () => {
    const bare = await createTestContext({ tariffStore: null });
    const res = await bare.request('/api/classify', { method: 'POST', json: { query: 'shoes', destination: 'US' } });
    expect(res.status).toBe(501);
  });
});
