import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '../../src/config.js';

export interface RunningServer {
  url: string;
  dbPath: string;
  /** Log lines the server printed (JSON), for diagnostics. */
  logs: Array<Record<string, unknown>>;
  stop(): Promise<void>;
}

/**
 * Starts the real server (`server/src/index.ts`) on 127.0.0.1 and a free port, with a fresh accounts file
 * and the real data (the compiled dataset in var/dataset is shared, and built first when missing).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tis-server-'));
  const dbPath = path.join(dir, 'db.json');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/index.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TIS_DB_PATH: dbPath, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (entry.msg === 'listening') resolve(String(entry.url));
      } catch {
        // not a log line
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${stderr}`)));
  });
  return {
    url,
    dbPath,
    logs,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.on('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
