/**
 * The SDK and its MSW handlers in a real browser (headless chromium), as the README's browser example: the
 * built package is bundled for the browser, served with msw's worker script, and called from the page.
 * Needs the built SDK (npm test runs `npm run sdk:build` first) and chromium (see server/test/helpers/browser.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from '../server/test/helpers/browser.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

let http: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`chromium not found at ${CHROMIUM_PATH}: apt-get install chromium, or set CHROMIUM_PATH.`);
  if (!existsSync(`${ROOT}sdk/dist/index.js`)) throw new Error('sdk/dist is missing: run `npm run sdk:build` (npm test does) before this test.');
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('browser/app.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  const files: Record<string, [string, string]> = {
    '/': ['text/html', '<!doctype html><meta charset="utf-8"><title>TIS SDK in a browser</title><script type="module" src="/app.js"></script>'],
    '/app.js': ['text/javascript', bundle.outputFiles[0].text],
    '/mockServiceWorker.js': ['text/javascript', readFileSync(`${ROOT}node_modules/msw/lib/mockServiceWorker.js`, 'utf8')],
  };
  http = createServer((req, res) => {
    const file = files[req.url ?? ''];
    res.writeHead(file ? 200 : 404, { 'content-type': file?.[0] ?? 'text/plain' }).end(file?.[1] ?? 'not found');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  // A plain launch: playwright owns (and removes) the temporary profile, which the service worker writes to.
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => http?.close(resolve));
});

describe('the SDK in a browser, against the MSW worker', () => {
  it('gets typed results and typed errors with no server', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(origin);
    await page.waitForFunction(() => 'runTis' in window);
    const result = await page.evaluate(() => (window as unknown as { runTis: () => Promise<Record<string, unknown>> }).runTis());
    expect(errors).toEqual([]);
    expect(result).toMatchObject({ title: expect.stringContaining('T-shirts'), unsupported: 'unsupported_destination 13', retryAfter: 12 });
    expect(result.userAgent).toMatch(/Chrome/);
  });
});
