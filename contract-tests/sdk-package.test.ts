/**
 * "Done when" of issue 7: the tarball from `npm pack` installs into an empty project (offline, with a lockfile,
 * as CI has no network), its types check a consumer's code (and reject a wrong call), and the same code gets
 * typed results from a real server with a key and from the MSW handlers with no server.
 * Needs the built SDK (npm test runs `npm run sdk:build` first).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerTarget, type Target } from './lib/targets.js';

const SDK = fileURLToPath(new URL('../sdk/', import.meta.url));
const ROOT = path.join(SDK, '..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

function exec(file: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(file, args, { ...options, maxBuffer: 10_000_000 }, (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }));
  });
}
const npm = (args: string[], cwd: string) => exec(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, { cwd });

let work: string;
let app: string;
let target: Target;

beforeAll(async () => {
  if (!existsSync(path.join(SDK, 'dist/index.js'))) throw new Error('sdk/dist is missing: run `npm run sdk:build` (npm test does) before this test.');
  work = mkdtempSync(path.join(tmpdir(), 'tis-sdk-consumer-'));
  const packed = await npm(['pack', '--pack-destination', work, '--silent'], SDK);
  expect(packed.code, packed.stderr).toBe(0);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack wrote no tarball: ${packed.stdout} ${packed.stderr}`);

  // The empty project, with a lockfile that pins the SDK's dependencies to the integrity hashes of the
  // repository's lockfile, so `npm ci --offline` installs from the npm cache (CI has no network).
  app = path.join(work, 'app');
  cpSync(path.join(SDK, 'test/consumer'), app, { recursive: true });
  const sdkManifest = JSON.parse(readFileSync(path.join(SDK, 'package.json'), 'utf8'));
  const rootLock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string; integrity: string; dependencies?: Record<string, string>; license?: string }> };
  const spec = `file:../${tarball}`;
  const packages: Record<string, unknown> = {
    '': { name: 'consumer', dependencies: { '@tariff-info/sdk': spec } },
    'node_modules/@tariff-info/sdk': {
      version: sdkManifest.version,
      resolved: spec,
      integrity: `sha512-${createHash('sha512').update(readFileSync(path.join(work, tarball))).digest('base64')}`,
      dependencies: sdkManifest.dependencies,
      peerDependencies: sdkManifest.peerDependencies,
      peerDependenciesMeta: sdkManifest.peerDependenciesMeta,
    },
  };
  const addDependency = (name: string) => {
    const entry = rootLock.packages[`node_modules/${name}`];
    if (!entry) throw new Error(`package-lock.json has no node_modules/${name}`);
    packages[`node_modules/${name}`] = { ...entry, resolved: `https://registry.npmjs.org/${name}/-/${name.split('/').pop()}-${entry.version}.tgz` };
    for (const dep of Object.keys(entry.dependencies ?? {})) addDependency(dep);
  };
  for (const dep of Object.keys(sdkManifest.dependencies)) addDependency(dep);
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies: { '@tariff-info/sdk': spec } }, null, 2));
  writeFileSync(path.join(app, 'package-lock.json'), JSON.stringify({ name: 'consumer', lockfileVersion: 3, requires: true, packages }, null, 2));
  const installed = await npm(['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], app);
  expect(installed.code, installed.stderr).toBe(0);
  // The app's own copy of msw (a peer of the `/msw` entry): the repository's, linked.
  symlinkSync(path.join(ROOT, 'node_modules/msw'), path.join(app, 'node_modules/msw'), 'dir');

  target = await startServerTarget();
}, 240_000);

afterAll(async () => {
  await target?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed SDK in an empty project', () => {
  it('installs only dist, src, README and package.json, with its runtime dependency', () => {
    const installed = path.join(app, 'node_modules/@tariff-info/sdk');
    expect(readdirSync(installed).sort()).toEqual(['README.md', 'dist', 'package.json', 'src']);
    expect(existsSync(path.join(app, 'node_modules/openapi-fetch/package.json'))).toBe(true);
    expect(existsSync(path.join(installed, 'test'))).toBe(false);
  });

  it("typechecks the consumer's code and rejects a wrong call", async () => {
    const ok = await exec(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: app });
    expect(ok.code, ok.stdout + ok.stderr).toBe(0);
    const wrong = await exec(process.execPath, [TSC, '-p', 'tsconfig.type-error.json'], { cwd: app });
    expect(wrong.code).not.toBe(0);
    expect(wrong.stdout).toMatch(/type-error\.ts\(5,[\s\S]*?Property 'hs' is missing/);
    expect(wrong.stdout).toMatch(/type-error\.ts\(8,[\s\S]*?Property 'english' does not exist/);
  });

  it('calls the local server with a key and gets typed results', async () => {
    const { baseUrl, key } = target.endpoint('normal');
    const run = await exec(process.execPath, ['dist/against-server.js'], { cwd: app, env: { ...process.env, TIS_API_KEY: key, TIS_BASE_URL: baseUrl } });
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout);
    const direct = await (await fetch(`${baseUrl}/api/tariff/US/610910`, { headers: { authorization: `Bearer ${key}` } })).json();
    expect(result).toMatchObject({ title: direct.hs.title, mfn: direct.tariff.mfn, others: 12, notFound: '404 unsupported_destination 13' });
    expect(typeof result.en).toBe('string');
  });

  it('runs the same code against the MSW handlers with no server', async () => {
    const run = await exec(process.execPath, ['dist/against-mocks.js'], { cwd: app });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ title: expect.any(String), notFound: '404 unsupported_destination 13' });
  });
});
