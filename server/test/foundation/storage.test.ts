import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiKeyService } from '../../src/auth/api-keys.js';
import { findOrCreateUser } from '../../src/auth/users.js';
import { openDatabase } from '../../src/storage/db.js';

describe('lowdb accounts file', () => {
  it('parallel writes lose nothing and leave a valid file', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'tis-db-')), 'db.json');
    const db = await openDatabase(file);
    const keys = new ApiKeyService(db);
    const { user } = await findOrCreateUser(db, 'a@example.com');
    await Promise.all(Array.from({ length: 100 }, (_, i) => keys.create(user.id, `k${i}`)));
    const onDisk = JSON.parse(await readFile(file, 'utf8'));
    expect(onDisk.apiKeys).toHaveLength(100);
    const reopened = await openDatabase(file);
    expect(reopened.data.apiKeys.map((k) => k.name).sort()).toEqual(Array.from({ length: 100 }, (_, i) => `k${i}`).sort());
  });

  it('parallel creation of the same email makes one user', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'tis-db-')), 'db.json');
    const db = await openDatabase(file);
    await Promise.all(Array.from({ length: 20 }, () => findOrCreateUser(db, ' Same@Example.com ')));
    expect(db.data.users).toHaveLength(1);
    expect(db.data.users[0].email).toBe('same@example.com');
  });

  it('a server picks up a key revoked by another process (the CLI) without restarting', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'tis-db-')), 'db.json');
    const server = await openDatabase(file);
    server.watchExternalChanges();
    const keys = new ApiKeyService(server);
    const { user } = await findOrCreateUser(server, 'a@example.com');
    const { key } = await keys.create(user.id, 'k');
    expect(keys.verify(key)).not.toBeNull();
    // Another process rewrites the file with the key revoked.
    const onDisk = JSON.parse(await readFile(file, 'utf8'));
    onDisk.apiKeys[0].revokedAt = new Date().toISOString();
    await writeFile(file, JSON.stringify(onDisk));
    await expect.poll(() => keys.verify(key), { timeout: 3000 }).toBeNull();
    server.close();
  });
});
