import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { REPO_ROOT } from '../../src/config.js';

/** Debian's chromium (`apt-get install chromium`); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'server/test/screenshots');

/**
 * Whether the browser tests can run. In CI (CI=true) a missing chromium is an error, never a skip;
 * locally the tests are skipped with a message saying so.
 */
export function browserAvailable(suite: string): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  const message = `${suite}: chromium not found at ${CHROMIUM_PATH} (install it with \`apt-get install chromium\`, or set CHROMIUM_PATH)`;
  if (process.env.CI === 'true') throw new Error(`${message}; browser tests must run in CI.`);
  console.warn(`\n*** SKIPPED ${message}. ***\n`);
  return false;
}

/** Headless chromium with a fresh profile (its own --user-data-dir) and nothing talking to the network. */
export async function launchBrowser(options: { viewport?: { width: number; height: number } } = {}): Promise<BrowserContext> {
  const profile = await mkdtemp(path.join(tmpdir(), 'tis-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  context.setDefaultTimeout(15_000);
  // Chromium may still be writing to the profile as it exits: retry, and never fail a test over a temp folder.
  context.on('close', () => void rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch(() => undefined));
  return context;
}

/** Saves a screenshot (the full page unless `fullPage: false`) to server/test/screenshots/<name>.png (git-ignored). */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
  return file;
}
