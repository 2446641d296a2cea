import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.js';

describe('the server process', () => {
  it('starts, logs one JSON line per request without credentials, and stops cleanly on SIGTERM', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tis-proc-'));
    // An empty data dir keeps start fast: the tariff engines then answer 501, the rest works.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/index.ts')], {
      env: { ...process.env, PORT: '0', TIS_DATA_DIR: dir, TIS_DATASET_DIR: path.join(dir, 'ds'), TIS_DB_PATH: path.join(dir, 'db.json'), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: Array<Record<string, unknown>> = [];
    const listening = new Promise<string>((resolve) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        const entry = JSON.parse(line) as Record<string, unknown>;
        lines.push(entry);
        if (entry.msg === 'listening') resolve(String(entry.url));
      });
    });
    const url = await listening;
    const res = await fetch(`${url}/api/tariff/US/610910`, { headers: { authorization: 'Bearer tis_secretsecretsecretsecretsecretsecret1', cookie: 'tis_session=abc' } });
    expect(res.status).toBe(401);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const request = lines.find((l) => l.msg === 'request');
    expect(request).toMatchObject({ route: '/api/tariff/:country/:hs', status: 401 });
    expect(typeof request?.requestId).toBe('string');
    expect(typeof request?.latencyMs).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secretsecret');
    expect(JSON.stringify(lines)).not.toContain('tis_session');
    expect(lines.some((l) => l.msg === 'stopped')).toBe(true);
  });
});
