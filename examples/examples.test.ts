/**
 * Runs every example script (as `npm run example -- <task>` does) against a real server on 127.0.0.1 and
 * checks it printed the server's actual answer; where the engine is missing (501), that it says so and prints
 * no result.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createClient, TisNotImplementedError, type TisClient } from '@tariff-info/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerTarget, type Target } from '../contract-tests/lib/targets.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

let target: Target;
let client: TisClient;
beforeAll(async () => {
  target = await startServerTarget();
  const { baseUrl, key } = target.endpoint('normal');
  client = createClient({ apiKey: key, baseUrl });
});
afterAll(async () => {
  await target?.close();
});

function runExample(task: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const { baseUrl, key } = target.endpoint('normal');
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'examples/run.ts', task], { cwd: ROOT, env: { ...process.env, TIS_API_KEY: key, TIS_BASE_URL: baseUrl } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** The server's own answer, or null when its engine is not available. */
async function answer<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof TisNotImplementedError) return null;
    throw error;
  }
}

function expectNotImplemented(run: { code: number; stdout: string; stderr: string }) {
  expect(run.code, run.stderr).toBe(3);
  expect(run.stderr).toMatch(/501 not_implemented/);
  expect(run.stdout).toBe('');
}

describe('examples against a local server', () => {
  it('tariff prints the record and the matrix of all 13 destinations', async () => {
    const [run, real] = await Promise.all([runExample('tariff'), answer(() => client.tariff({ country: 'US', hs: '610910' }))]);
    if (!real) return expectNotImplemented(run);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(real.hs.title);
    for (const other of real.other_countries) expect(run.stdout).toMatch(new RegExp(`^${other.country}\\s+${other.name}`, 'm'));
    expect(real.other_countries).toHaveLength(12);
  });

  it('landed-cost prints every line of the breakdown and the total', async () => {
    const [run, real] = await Promise.all([
      runExample('landed-cost'),
      answer(() => client.landedCost({ hs: '610910', destination: 'UK', origin: 'CN', declaredValueUsd: 10000, freightUsd: 850 })),
    ]);
    if (!real) return expectNotImplemented(run);
    expect(run.code, run.stderr).toBe(0);
    for (const line of real.breakdown.lines) expect(run.stdout).toContain(`$${line.amountUsd.toFixed(2)}`);
    expect(run.stdout).toContain(`landed cost $${real.totals.landedCostUsd.toFixed(2)}`);
  });

  it('translate prints the English and Chinese text', async () => {
    const [run, real] = await Promise.all([runExample('translate'), answer(() => client.translate({ text: '纯棉男士短袖T恤' }))]);
    if (!real) return expectNotImplemented(run);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`en:     ${real.en}`);
    expect(run.stdout).toContain(`zh:     ${real.zh}`);
  });

  it('classify prints the code and candidates, or says the classifier is not available', async () => {
    const [run, real] = await Promise.all([runExample('classify'), answer(() => client.classify({ query: 'cotton t-shirt for men', destination: 'US' }))]);
    if (!real) return expectNotImplemented(run);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`US ${real.hs}`);
    for (const c of real.candidates) expect(run.stdout).toContain(c.hs);
  });

  it('coverage prints one row per destination', async () => {
    const [run, real] = await Promise.all([runExample('coverage'), answer(() => client.coverage())]);
    if (!real) return expectNotImplemented(run);
    expect(run.code, run.stderr).toBe(0);
    for (const c of real.countries) expect(run.stdout).toMatch(new RegExp(`^${c.country}\\s`, 'm'));
  });

  it('an unknown task prints the usage and fails', async () => {
    const run = await runExample('nope');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/usage: npm run example -- <classify\|landed-cost\|tariff\|translate\|coverage>/);
  });
});
