import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { safeNext } from '../../src/web/register.js';
import { createAccountsContext } from '../accounts/helpers.js';

/** The pages as HTML, in-process (no browser): redirects, headers, assets, escaping. */
describe('web pages', () => {
  it('send a signed-out visitor to sign in, keeping where they were going', async () => {
    const t = await createAccountsContext();
    for (const path of ['/dashboard', '/tools/classify', '/tools/landed-cost', '/tools/tariff?country=JP&hs=610910', '/tools/translate']) {
      const res = await t.call(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe(`/signin?next=${encodeURIComponent(path)}`);
    }
    expect((await t.call('/')).headers.get('location')).toBe('/signin');
  });

  it('send a signed-in user from / and the sign-in pages to the dashboard', async () => {
    const t = await createAccountsContext();
    const { session } = await t.signUp('ada@example.com');
    expect((await t.call('/', { session })).headers.get('location')).toBe('/dashboard');
    expect((await t.call('/signin', { session })).headers.get('location')).toBe('/dashboard');
    expect((await t.call('/signup?next=/tools/tariff', { session })).headers.get('location')).toBe('/tools/tariff');
    const page = await t.call('/dashboard', { session });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('ada@example.com');
  });

  it('are served with a strict CSP, no caching, and only local assets that exist', async () => {
    const t = await createAccountsContext();
    const { session } = await t.signUp('ada@example.com');
    for (const path of ['/signin', '/signup', '/dashboard', '/tools/classify', '/tools/landed-cost', '/tools/tariff', '/tools/translate']) {
      const res = await t.call(path, { session: path.startsWith('/sign') ? undefined : session });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html.startsWith('<!doctype html>')).toBe(true);
      expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
      expect(html).not.toMatch(/<script>|style="/); // no inline code: the CSP would block it
      for (const asset of [...html.matchAll(/(?:src|href)="(\/static\/[^"]+)"/g)].map((m) => m[1])) {
        const res = await t.call(asset);
        expect(res.status, asset).toBe(200);
        expect(res.headers.get('cache-control')).toContain('immutable');
        expect(res.headers.get('content-type')).toMatch(/^text\/(javascript|css)/);
        const gzipped = await t.call(asset, { headers: { 'accept-encoding': 'gzip, br' } });
        expect(gzipped.headers.get('content-encoding')).toBe('gzip');
        expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(await res.text());
      }
    }
  });

  it('show the configured per-user limit on each tool page', async () => {
    const t = await createAccountsContext({ config: { rateLimits: { classify: { key: 60, session: 7 }, 'landed-cost': { key: 60, session: 30 }, tariff: { key: 120, session: 60 }, translate: { key: 60, session: 30 }, coverage: { key: 60, session: 30 } } } });
    const { session } = await t.signUp('ada@example.com');
    expect(await (await t.call('/tools/classify', { session })).text()).toMatch(/<strong>7<\/strong> classify requests per minute/);
    expect(await (await t.call('/tools/tariff', { session })).text()).toMatch(/<strong>60<\/strong> tariff requests per minute/);
  });

  it('escape what comes from the URL', async () => {
    const t = await createAccountsContext();
    const { session } = await t.signUp('ada@example.com');
    const html = await (await t.call(`/tools/classify?query=${encodeURIComponent('</textarea><script>alert(1)</script>')}`, { session })).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;');
  });

  it('only ever return to a local path after sign-in', () => {
    expect(safeNext('/tools/tariff?country=JP&hs=610910')).toBe('/tools/tariff?country=JP&hs=610910');
    for (const evil of ['//evil.example/x', '/\\evil.example', '/\t/evil.example', 'https://evil.example/', 'javascript:alert(1)', '', undefined]) {
      expect(safeNext(evil), String(evil)).toBe('/dashboard');
    }
  });
});
