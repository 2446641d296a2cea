import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, screenshot } from '../helpers/browser.js';
import { startServer, type RunningServer } from '../helpers/server.js';

const run = browserAvailable('tool pages browser tests');

/**
 * Each tool page end to end: the same input goes to the API with a key (the reference answer) and through
 * the page with the session cookie; the page must show that answer (a 200's figures, or a clear message for
 * an error such as 501 while an engine is being built).
 */
describe.skipIf(!run)('tool pages in a browser', () => {
  let server: RunningServer;
  let browser: BrowserContext;
  let page: Page;
  let key: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    page = await browser.newPage();
    await page.goto(`${server.url}/signup`);
    await page.locator('#email').fill('tools@example.com');
    await page.locator('#password').fill('correct horse battery');
    await page.locator('#password').press('Enter');
    await page.waitForURL(`${server.url}/dashboard`);
    const created = await page.request.post(`${server.url}/account/api-keys`, { data: { name: 'reference' }, headers: { origin: server.url } });
    expect(created.status()).toBe(201);
    key = (await created.json()).key;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The reference answer, from the API with the key. */
  async function reference(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; data: any }> {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, data: await res.json() };
  }

  /** Submits the tool form and waits for the outcome; returns its HTTP status as the page saw it. */
  async function submit(): Promise<number> {
    await page.locator('#tool-form button[type="submit"]').click();
    const outcome = page.locator('#result [data-status]');
    await outcome.waitFor();
    return Number(await outcome.getAttribute('data-status'));
  }

  /** For an error the page shows the code and the service's message. */
  async function expectErrorShown(ref: { status: number; data: any }) {
    const notice = page.locator('#result .notice');
    const text = (await notice.textContent()) ?? '';
    expect(text).toContain(String(ref.status));
    expect(text).toContain(ref.data.error);
    expect(text).toContain(ref.data.message);
    if (ref.status === 501) expect(text).toContain('Not available yet');
  }

  it('classify: the best code, candidates and reasoning, or a clear message', async () => {
    const input = { query: "men's cotton t-shirt", destination: 'US' };
    const ref = await reference('POST', '/api/classify', input);
    await page.goto(`${server.url}/tools/classify`);
    await page.locator('#query').fill(input.query);
    await page.locator('#destination').selectOption(input.destination);
    expect(await submit()).toBe(ref.status);
    if (ref.status === 200) {
      expect(await page.locator('#best-hs').textContent()).toBe(ref.data.hs);
      expect(await page.locator('#reasoning').textContent()).toBe(ref.data.reasoning);
      expect(await page.locator('#result tbody tr').count()).toBe(ref.data.candidates.length);
    } else {
      await expectErrorShown(ref);
    }
    // The remaining session limit is shown from the RateLimit headers: 30 a minute for the user, one used.
    expect(await page.locator('#rate-limit').textContent()).toContain('29 of 30');
    await screenshot(page, 'tool-classify');
  });

  it('classify: the 31st call within a minute shows the rate limit clearly', async () => {
    // Use up the user's 30 classify calls a minute from the page's own session (one was used above).
    const remaining = await page.evaluate(async () => {
      let left = -1;
      for (let i = 0; i < 30 && left !== 0; i++) {
        const res = await fetch('/api/classify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'cotton t-shirt', destination: 'US' }) });
        left = Number(res.headers.get('ratelimit-remaining'));
      }
      return left;
    });
    expect(remaining).toBe(0);
    expect(await submit()).toBe(429);
    const notice = page.locator('#result .notice');
    const text = (await notice.textContent()) ?? '';
    expect(text).toContain('Rate limit reached');
    expect(text).toContain('30 requests per minute');
    expect(text).toMatch(/Try again in \d+ s/);
    expect(await page.locator('#tool-form button[type="submit"]').isDisabled()).toBe(true);
    expect(await page.locator('#rate-limit').textContent()).toContain('0 of 30');
    await screenshot(page, 'tool-classify-rate-limited');
  });

  it('landed cost: totals, the breakdown lines, assumptions and warnings, or a clear message', async () => {
    const input = { hs: '610910', destination: 'UK', origin: 'CN', declaredValueUsd: 1000, freightUsd: 100 };
    const ref = await reference('POST', '/api/landed-cost', input);
    await page.goto(`${server.url}/tools/landed-cost`);
    await page.locator('#hs').fill(input.hs);
    await page.locator('#destination').selectOption(input.destination);
    await page.locator('#origin').fill(input.origin);
    await page.locator('#declaredValueUsd').fill(String(input.declaredValueUsd));
    await page.locator('#freightUsd').fill(String(input.freightUsd));
    expect(await submit()).toBe(ref.status);
    if (ref.status === 200) {
      const usd = ref.data.totals.landedCostUsd.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
      expect(await page.locator('#landed-total').textContent()).toBe(usd);
      if (Array.isArray(ref.data.breakdown.lines)) expect(await page.locator('#result tbody tr[data-line]').count()).toBe(ref.data.breakdown.lines.length);
      for (const assumption of ref.data.assumptions ?? []) expect(await page.locator('#result').textContent()).toContain(assumption);
      for (const warning of ref.data.warnings ?? []) expect(await page.locator('#result').textContent()).toContain(warning);
    } else {
      await expectErrorShown(ref);
    }
    expect(await page.locator('#rate-limit').textContent()).toContain('29 of 30');
    await screenshot(page, 'tool-landed-cost');
  });

  it('tariff lookup: the record and the 13-destination matrix with coverage, or a clear message', async () => {
    const ref = await reference('GET', '/api/tariff/US/610910');
    await page.goto(`${server.url}/tools/tariff`);
    await page.locator('#country').selectOption('US');
    await page.locator('#hs').fill('6109.10');
    expect(await submit()).toBe(ref.status);
    if (ref.status === 200) {
      const rows = page.locator('#result tr[data-country]');
      expect(await rows.count()).toBe(1 + ref.data.other_countries.length);
      expect(await rows.count()).toBe(13);
      expect(await page.locator('#result tr.current').getAttribute('data-country')).toBe('US');
      for (const other of ref.data.other_countries) {
        expect(await page.locator(`#result tr[data-country="${other.country}"] [data-coverage]`).getAttribute('data-coverage')).toBe(other.status);
      }
      expect(await page.locator('#coverage [data-coverage]').getAttribute('data-coverage')).toBe(ref.data.tariff.status);
      expect(await page.locator('#result').textContent()).toContain(ref.data.tariff.sourceUrl);
    } else {
      await expectErrorShown(ref);
    }
    expect(await page.locator('#rate-limit').textContent()).toContain('59 of 60');
    await screenshot(page, 'tool-tariff');
  });

  it('tariff lookup: an unknown HS code is explained, not shown as an empty result', async () => {
    await page.goto(`${server.url}/tools/tariff?country=US&hs=610999`);
    expect(await page.locator('#hs').inputValue()).toBe('610999'); // prefilled from the link
    const ref = await reference('GET', '/api/tariff/US/610999');
    expect(await submit()).toBe(ref.status);
    if (ref.status !== 501) {
      expect(ref.status).toBe(404);
      await expectErrorShown(ref);
    }
  });

  it('translate: English and Simplified Chinese, or a clear message', async () => {
    const input = { text: '纯棉男士短袖T恤' };
    const ref = await reference('POST', '/api/translate', input);
    await page.goto(`${server.url}/tools/translate`);
    await page.locator('#text').fill(input.text);
    expect(await submit()).toBe(ref.status);
    if (ref.status === 200) {
      expect(await page.locator('#text-en').textContent()).toBe(ref.data.en);
      expect(await page.locator('#text-zh').textContent()).toBe(ref.data.zh);
    } else {
      await expectErrorShown(ref);
    }
    await screenshot(page, 'tool-translate');
  });

  it('reads on a phone: no sideways scrolling, the form and result fit the screen', async () => {
    const phone = await browser.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${server.url}/tools/tariff?country=JP&hs=610910`);
    await phone.locator('#tool-form button[type="submit"]').click();
    await phone.locator('#result [data-status]').waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'phone-tariff');
    await phone.goto(`${server.url}/dashboard`);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'phone-dashboard');
    await phone.close();
  });
});
