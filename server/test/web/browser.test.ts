import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, screenshot } from '../helpers/browser.js';
import { startServer, type RunningServer } from '../helpers/server.js';

/**
 * The web interface in headless chromium against the real server (one server and one browser for the file:
 * the first start may build the compiled dataset). The suites run in order and share the browser's cookies.
 */
const run = browserAvailable('browser tests of the web dashboard');
const PASSWORD = 'correct horse battery';
/** A first start on a fresh clone builds the compiled dataset (tens of seconds, more on a busy 2-core machine). */
const START_TIMEOUT_MS = 300_000;

describe.skipIf(!run)('the web interface in a browser', { timeout: 60_000 }, () => {
  let server: RunningServer;
  let browser: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe('the dashboard: sign up, keys, sign out and in', () => {
    let page: Page;
    beforeAll(async () => {
      page = await browser.newPage();
    });
    afterAll(() => page?.close());

    const api = (path: string, key: string) => fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } });

    it('a signed-out visitor is sent to sign in, and can create an account with the keyboard', async () => {
      await page.goto(`${server.url}/tools/classify`);
      expect(new URL(page.url()).pathname).toBe('/signin');
      await page.getByRole('link', { name: 'Create an account' }).first().click();
      await page.waitForURL(/\/signup/);
      expect(new URL(page.url()).pathname).toBe('/signup');

      // A too-short password is refused with a clear message naming the field.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('email'); // autofocus, once loaded
      await page.keyboard.type('ada@example.com');
      await page.keyboard.press('Tab');
      await page.keyboard.type('short');
      await page.keyboard.press('Enter');
      const problem = page.locator('#result .notice');
      await expect.poll(() => problem.textContent()).toContain('Password: Password must be at least 10 characters');
      expect(await page.locator('#password').getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, 'signup-error');

      await page.locator('#password').fill(PASSWORD);
      await page.locator('#password').press('Enter');
      await page.waitForURL(`${server.url}/tools/classify`);
      await expect.poll(() => page.locator('header .who').textContent()).toContain('ada@example.com');
    });

    it('creates a key, shows it once, and the key works from the API', async () => {
      await page.goto(`${server.url}/dashboard`);
      await expect.poll(() => page.locator('#keys-body').textContent()).toContain('No keys yet');
      await page.locator('#key-name').fill('my laptop');
      await page.getByRole('button', { name: 'Create key' }).click();
      const shown = page.locator('#new-key-value');
      await shown.waitFor();
      const key = await shown.inputValue();
      expect(key).toMatch(/^tis_[1-9A-HJ-NP-Za-km-z]{43,44}$/);
      // The list is refreshed from the API after the creation: wait for the new row, then check it is the only one.
      await expect.poll(() => page.locator('#keys-body').textContent()).toContain(`${key.slice(0, 9)}…`);
      expect(await page.locator('#keys-body tr').count()).toBe(1);
      expect(await page.locator('#keys-body').textContent()).not.toContain(key);
      await screenshot(page, 'dashboard-key-created');

      // Once: after a reload the key is nowhere in the page, only its start.
      await page.reload();
      expect(await page.content()).not.toContain(key);
      expect(await page.locator('#keys-body').textContent()).toContain('my laptop');

      const res = await api('/api/tariff/US/610910', key);
      expect(res.status).not.toBe(401);
      expect(res.headers.get('ratelimit-limit')).toBe('120');

      // Revoke from the page: the API refuses the key at once.
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: /Revoke/ }).click();
      await expect.poll(() => page.locator('#keys-body').textContent()).toContain('revoked');
      const refused = await api('/api/tariff/US/610910', key);
      expect(refused.status).toBe(401);
      expect((await refused.json()).error).toBe('unauthorized');
      await screenshot(page, 'dashboard-key-revoked');
    });

    it('signs out, refuses a wrong password, and signs in again to where the user was going', async () => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(`${server.url}/signin`);
      await page.goto(`${server.url}/dashboard`);
      expect(new URL(page.url()).pathname).toBe('/signin');
      await page.locator('#email').fill('ada@example.com');
      await page.locator('#password').fill('not my password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => page.locator('#result').textContent()).toContain('The email or the password is wrong');
      await screenshot(page, 'signin-wrong-password');
      await page.locator('#password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${server.url}/dashboard`);
      expect(await page.locator('#keys-body').textContent()).toContain('revoked');
    });
  });

  /**
   * Each tool page end to end: the same input goes to the API with a key (the reference answer) and through
   * the page with the session cookie; the page must show that answer (a 200's figures, or a clear message for
   * an error such as 501 while an engine is being built).
   */
  describe('the tool pages', () => {
    let page: Page;
    let key: string;

    beforeAll(async () => {
      await browser.clearCookies(); // a new user: the dashboard suite left ada signed in
      page = await browser.newPage();
      await page.goto(`${server.url}/signup`);
      await page.locator('#email').fill('tools@example.com');
      await page.locator('#password').fill(PASSWORD);
      await page.locator('#password').press('Enter');
      await page.waitForURL(`${server.url}/dashboard`);
      const created = await page.request.post(`${server.url}/account/api-keys`, { data: { name: 'reference' }, headers: { origin: server.url } });
      expect(created.status()).toBe(201);
      key = (await created.json()).key;
    });
    afterAll(() => page?.close());

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
      await page.evaluate(() => document.getElementById('result')?.replaceChildren()); // never read the previous outcome
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
      // Keyboard and screen-reader users land on the outcome.
      expect(await page.evaluate(() => document.activeElement?.closest('#result') !== null)).toBe(true);
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

    it('landed cost: a destination without tariff data is explained, not priced', async () => {
      const input = { hs: '610910', destination: 'IN', origin: 'CN', declaredValueUsd: 1000, freightUsd: 100 };
      const ref = await reference('POST', '/api/landed-cost', input);
      await page.goto(`${server.url}/tools/landed-cost?hs=610910&destination=IN&origin=CN&declaredValueUsd=1000&freightUsd=100`);
      expect(await submit()).toBe(ref.status);
      if (ref.status === 422) {
        await expectErrorShown(ref);
        expect(await page.locator('#result .notice').textContent()).toContain('No tariff data for this code');
        await screenshot(page, 'tool-landed-cost-no-data');
      }
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
      await phone.locator('#result h3').first().scrollIntoViewIfNeeded();
      await screenshot(phone, 'phone-tariff-matrix', { fullPage: false });
      await phone.goto(`${server.url}/dashboard`);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(phone, 'phone-dashboard');
      await phone.close();
    });
  });
});
