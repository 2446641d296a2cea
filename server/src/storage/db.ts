import { statSync, watch, type FSWatcher } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Low, Memory } from 'lowdb';
import { JSONFile } from 'lowdb/node';

export interface UserRecord {
  id: string;
  /** Normalised (trimmed, lower-case). Unique. */
  email: string;
  /** argon2id hash; null for users created by the key CLI who have not set a password. */
  passwordHash: string | null;
  createdAt: string;
}

export interface ApiKeyRecord {
  id: string;
  userId: string;
  name: string;
  /** SHA-256 of the full key, hex. The key itself is never stored. */
  hash: string;
  /** First characters of the key, to recognise it in a list (`tis_3xK9a`). */
  start: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface SessionRecord {
  /** SHA-256 of the session token, hex. */
  hash: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
}

export interface DbSchema {
  version: 1;
  users: UserRecord[];
  apiKeys: ApiKeyRecord[];
  sessions: SessionRecord[];
}

const empty = (): DbSchema => ({ version: 1, users: [], apiKeys: [], sessions: [] });

/**
 * Accounts storage. lowdb's JSONFile adapter writes through steno: a temp file then rename, so a
 * crash mid-write leaves the previous valid file, and concurrent writes are queued, never interleaved.
 * Mutate `db.data` synchronously, then `await db.write()`.
 *
 * The key CLI writes the same file while the server runs, so the server watches the file and reloads
 * when someone else changed it (a key created or revoked from the terminal counts at once).
 */
export class Database extends Low<DbSchema> {
  private ownMtimeMs = 0;
  private pendingWrites = 0;
  /** Bumped by every write, so a reload that raced with a write is discarded rather than losing it. */
  private writeGeneration = 0;
  private watcher: FSWatcher | null = null;
  private writeSoonTimer: NodeJS.Timeout | null = null;
  private readonly reloadListeners: Array<() => void> = [];

  constructor(
    adapter: ConstructorParameters<typeof Low<DbSchema>>[0],
    private readonly file: string | null,
  ) {
    super(adapter, empty());
  }

  override async read(): Promise<void> {
    await super.read();
    this.data = { ...empty(), ...this.data };
    this.ownMtimeMs = this.mtime();
  }

  override async write(): Promise<void> {
    this.pendingWrites++;
    this.writeGeneration++;
    try {
      await super.write();
    } finally {
      this.pendingWrites--;
      this.ownMtimeMs = this.mtime();
    }
  }

  /**
   * Writes within `delayMs` at the latest, coalescing calls: for bookkeeping that may lag (lastUsedAt,
   * lastSeenAt) so a request does not pay for a file write. `flush()` on shutdown writes what is pending.
   */
  writeSoon(delayMs = 5_000): void {
    if (this.writeSoonTimer) return;
    this.writeSoonTimer = setTimeout(() => {
      this.writeSoonTimer = null;
      void this.write();
    }, delayMs);
    this.writeSoonTimer.unref();
  }

  async flush(): Promise<void> {
    if (this.writeSoonTimer) clearTimeout(this.writeSoonTimer);
    this.writeSoonTimer = null;
    await this.write();
  }

  /** Calls `listener` after the file was changed by another process and reloaded. */
  onReload(listener: () => void): void {
    this.reloadListeners.push(listener);
  }

  watchExternalChanges(): void {
    if (!this.file || this.watcher) return;
    const base = path.basename(this.file);
    this.watcher = watch(path.dirname(this.file), { persistent: false }, (_event, name) => {
      if (name === base) void this.reloadIfChangedOutside();
    });
  }

  private async reloadIfChangedOutside(): Promise<void> {
    if (this.pendingWrites > 0) return;
    const mtime = this.mtime();
    if (mtime === 0 || mtime === this.ownMtimeMs) return;
    const generation = this.writeGeneration;
    let fresh: DbSchema | null;
    try {
      fresh = await this.adapter.read();
    } catch {
      return; // caught mid-replace by the other process; its rename fires another event
    }
    if (!fresh || generation !== this.writeGeneration || this.pendingWrites > 0) return;
    this.data = { ...empty(), ...fresh };
    this.ownMtimeMs = mtime;
    this.reloadListeners.forEach((listener) => listener());
  }

  close(): void {
    this.watcher?.close();
    this.watcher = null;
  }

  private mtime(): number {
    if (!this.file) return 0;
    try {
      return statSync(this.file).mtimeMs;
    } catch {
      return 0;
    }
  }
}

export async function openDatabase(file: string): Promise<Database> {
  await mkdir(path.dirname(file), { recursive: true });
  const db = new Database(new JSONFile<DbSchema>(file), file);
  await db.read();
  return db;
}

/** In-memory database for tests. */
export async function openMemoryDatabase(): Promise<Database> {
  const db = new Database(new Memory<DbSchema>(), null);
  await db.read();
  return db;
}
