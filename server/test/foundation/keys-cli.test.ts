import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.js';

const run = promisify(execFile);
const cli = (args: string[], dbPath: string) =>
  run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/cli/keys.ts'), ...args], { env: { ...process.env, TIS_DB_PATH: dbPath } });

describe('npm run keys', () => {
  it('create prints one new key on its own line; revoke marks it revoked', async () => {
    const dbPath = path.join(await mkdtemp(path.join(tmpdir(), 'tis-cli-')), 'db.json');
    const { stdout } = await cli(['create', '--email', 'You@Example.com', '--name', 'ci'], dbPath);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^tis_[1-9A-HJ-NP-Za-km-z]{32,}$/);
    const db = JSON.parse(await readFile(dbPath, 'utf8'));
    expect(db.users[0].email).toBe('you@example.com');
    expect(db.apiKeys[0]).toMatchObject({ name: 'ci', revokedAt: null });
    await cli(['revoke', db.apiKeys[0].id], dbPath);
    const after = JSON.parse(await readFile(dbPath, 'utf8'));
    expect(after.apiKeys[0].revokedAt).not.toBeNull();
  });

  it('refuses a bad email with exit code 2', async () => {
    const dbPath = path.join(await mkdtemp(path.join(tmpdir(), 'tis-cli-')), 'db.json');
    await expect(cli(['create', '--email', 'not-an-email'], dbPath)).rejects.toMatchObject({ code: 2 });
  });
});
