import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, screenshot } from '../helpers/browser.js';
import { startServer, type RunningServer } from '../helpers/server.js';

const run = browserAvailable('dashboard browser tests');
const PASSWORD = 'correct horse battery';

describe.skipIf(!run)('dashboard in a browser: sign up, keys, sign out and in', () => {
  let server: RunningServer;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const api = (path: string, key: string) => fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } });

  it('a signed-out visitor is sent to sign in, and can create an account with the keyboard', async () => {
    await page.goto(`${server.url}/tools/classify`);
    expect(new URL(page.url()).pathname).toBe('/signin');
    await page.getByRole('link', { name: 'Create an account' }).first().click();
    expect(new URL(page.url()).pathname).toBe('/signup');

    // A too-short password is refused with a clear message naming the field.
    await page.keyboard.type('ada@example.com'); // the email field has focus
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
    await expect.poll(() => page.locator('#keys-body tr').count()).toBe(1);
    expect(await page.locator('#keys-body').textContent()).toContain(`${key.slice(0, 9)}…`);
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
