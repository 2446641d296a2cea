import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (entry.isFile()) out.push(full);
  }
  return out.sort();
}

/** The dataset code itself (this folder): a change to an importer or the parser must rebuild too. */
const CODE_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * Hash of the source files' relative names, sizes and mtimes, plus the content of the pipeline's own code.
 * Cheap (stat calls and ~100 KB of code), so it can run at every start to decide whether to rebuild.
 */
export function sourceFingerprint(dataDir: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(dataDir)) {
    const st = statSync(file);
    hash.update(`${path.relative(dataDir, file)}\0${st.size}\0${Math.trunc(st.mtimeMs)}\n`);
  }
  for (const file of listFiles(CODE_DIR).filter((f) => f.endsWith('.ts'))) {
    hash.update(path.relative(CODE_DIR, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}
