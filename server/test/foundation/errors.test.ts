import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers/app.js';

describe('every error is JSON in the documented shape, with x-request-id', () => {
  it('malformed JSON → 400 invalid_json', async () => {
    const t = await createTestContext();
    const res = await t.request('/api/classify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_json' });
  });

  it('wrong content type → 415 unsupported_media_type', async () => {
    const t = await createTestContext();
    const res = await t.request('/api/classify', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'cotton shirt' });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: 'unsupported_media_type' });
  });

  it('missing body → 400 invalid_request naming the missing fields', async () => {
    const t = await createTestContext();
    const res = await t.request('/api/classify', { method: 'POST' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('invalid_request');
    expect(body.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(['body.query', 'body.destination']));
  });

  it('validation failure → 400 with one detail per bad field', async () => {
    const t = await createTestContext();
    const res = await t.request('/api/classify', { method: 'POST', json: { query: 42, destination: 'US' } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ error: 'invalid_request', details: [{ path: 'body.query' }] });
    expect(body.details[0].message).toMatch(/string/);
  });

  it('unknown route → 404 not_found; wrong method → 405 with Allow', async () => {
    const t = await createTestContext();
    const missing = await t.request('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'not_found' });
    const wrong = await t.request('/api/classify');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(await wrong.json()).toMatchObject({ error: 'method_not_allowed', allowed: ['POST'] });
  });

  it('body over the documented limit → 413 and nothing is processed', async () => {
    const t = await createTestContext();
    const res = await t.request('/api/translate', { method: 'POST', json: { text: 'x'.repeat(200_000) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'payload_too_large', limitBytes: 102_400 });
  });

  it('unsupported destination → 404 with the supported list; GB is UK; malformed HS → 400', async () => {
    const t = await createTestContext();
    const res = await t.request('/api/tariff/ZZ/610910');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'unsupported_destination', supported: ['US', 'CN', 'EU', 'UK', 'JP', 'KR', 'CA', 'AU', 'IN', 'MX', 'BR', 'SG', 'CH'] });
    expect((await t.request('/api/tariff/gb/610910')).status).not.toBe(404);
    const bad = await t.request('/api/tariff/US/61-09');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('unexpected exception → 500 internal_error with the request id and no stack trace', async () => {
    const t = await createTestContext();
    t.app.get('/boom', () => {
      throw new Error('secret internals at /work/main/server/src/x.ts:1');
    });
    const res = await t.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret');
    expect(text).not.toContain('.ts');
    const body = JSON.parse(text);
    expect(body).toMatchObject({ error: 'internal_error', requestId: res.headers.get('x-request-id') });
  });
});

describe('CORS for browser apps that call the API with a key', () => {
  it('answers the preflight and exposes the rate-limit and request-id headers, without credentials', async () => {
    const t = await createTestContext();
    const preflight = await t.request('/api/classify', {
      method: 'OPTIONS',
      auth: false,
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const res = await t.request('/api/tariff/US/610910', { headers: { origin: 'http://localhost:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('ratelimit-remaining');
  });
});
