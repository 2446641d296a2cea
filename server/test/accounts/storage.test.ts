import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.js';
import { openDatabase } from '../../src/storage/db.js';
import { createAccountsContext, unlimited } from './helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));

// 100 argon2id hashes share two cores with the other test files: allow them time on a busy machine.
describe('accounts file under load', { timeout: 120_000 }, () => {
  it('100 parallel sign-ups over HTTP lose nothing', async () => {
    const t = await createAccountsContext({ file: true, rateLimiter: unlimited });
    const emails = Array.from({ length: 100 }, (_, i) => `user${i}@example.com`);
    const responses = await Promise.all(emails.map((email) => t.signUp(email)));
    expect(responses.map((r) => r.res.status)).toEqual(emails.map(() => 201));
    const onDisk = JSON.parse(await readFile(t.dbFile!, 'utf8'));
    expect(onDisk.users.map((u: { email: string }) => u.email).sort()).toEqual([...emails].sort());
    expect(onDisk.sessions).toHaveLength(100);
    const reopened = await openDatabase(t.dbFile!);
    expect(reopened.data.users).toHaveLength(100);
  });

  it('100 parallel sign-ups of the same email make one account: one 201, 99 409', async () => {
    const t = await createAccountsContext({ file: true, rateLimiter: unlimited });
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => t.signUp(i % 2 ? 'Same@Example.com' : ' same@example.com')));
    const statuses = responses.map((r) => r.res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(JSON.parse(await readFile(t.dbFile!, 'utf8')).users).toHaveLength(1);
  });

  it('100 parallel key creations over HTTP lose nothing', async () => {
    const t = await createAccountsContext({ file: true, rateLimiter: unlimited });
    const { session } = await t.signUp('ada@example.com');
    const names = Array.from({ length: 100 }, (_, i) => `key ${i}`);
    const created = await Promise.all(names.map((name) => t.createKey(session, name)));
    expect(new Set(created.map((k) => k.key)).size).toBe(100);
    const onDisk = JSON.parse(await readFile(t.dbFile!, 'utf8'));
    expect(onDisk.apiKeys.map((k: { name: string }) => k.name).sort()).toEqual([...names].sort());
    const { keys } = await (await t.call('/account/api-keys', { session })).json();
    expect(keys).toHaveLength(100);
  });

  it('a process killed in the middle of writing leaves a valid file', async () => {
    const t = await createAccountsContext({ file: true });
    const file = t.dbFile!;
    let onDiskBefore = 0;
    for (let round = 0; round < 4; round++) {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'fixtures/crash-writer.ts'), file], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
      // Kill it with SIGKILL (no chance to finish a write) while it keeps writing.
      const finished = await new Promise<number>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if ((out.match(/wrote \d+/g)?.length ?? 0) >= 5 + round * 7 && !child.killed) child.kill('SIGKILL');
        });
        child.on('exit', () => resolve(out.match(/wrote \d+/g)?.length ?? 0));
        child.on('error', reject);
      });
      const json = JSON.parse(await readFile(file, 'utf8'));
      expect(json.version).toBe(1);
      expect(json.users).toHaveLength(1);
      // Every write reported finished is there; the one in flight is there whole or not at all.
      expect(json.apiKeys.length).toBeGreaterThanOrEqual(onDiskBefore + finished);
      expect(json.apiKeys.length).toBeLessThanOrEqual(onDiskBefore + finished + 1);
      onDiskBefore = json.apiKeys.length;
    }
  });
});
