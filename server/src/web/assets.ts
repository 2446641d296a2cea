import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from '../services.js';

/**
 * The pages' scripts and stylesheet, read once at start. URLs carry a version made from their content
 * (`/static/<version>/classify.js`), so browsers may cache them for a year and still never run stale code;
 * relative module imports (`./common.js`) resolve inside the same version.
 */
const STATIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'static');
const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** Each file with its gzip form, compressed once here rather than per request (about 41 KB → 12 KB in all). */
const files = new Map<string, { body: string; gzip: Uint8Array<ArrayBuffer>; type: string }>();
for (const name of readdirSync(STATIC_DIR).sort()) {
  const type = TYPES[path.extname(name)];
  if (!type) continue;
  const body = readFileSync(path.join(STATIC_DIR, name), 'utf8');
  files.set(name, { body, gzip: new Uint8Array(gzipSync(body, { level: 9 })), type });
}

export const ASSET_VERSION = createHash('sha256')
  .update([...files].map(([name, f]) => `${name}\n${f.body}`).join('\n'))
  .digest('hex')
  .slice(0, 12);

export function assetUrl(name: string): string {
  if (!files.has(name)) throw new Error(`no static asset ${name}`);
  return `/static/${ASSET_VERSION}/${name}`;
}

export function registerStaticAssets(app: App): void {
  app.get('/static/:version/:file', (c) => {
    const file = files.get(c.req.param('file'));
    if (!file) return c.notFound();
    // A page from before a restart may ask for an older version: serve the current file, uncached.
    const cache = c.req.param('version') === ASSET_VERSION ? 'public, max-age=31536000, immutable' : 'no-cache';
    const headers = { 'content-type': file.type, 'cache-control': cache, 'x-content-type-options': 'nosniff', vary: 'accept-encoding' };
    if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) return c.body(file.gzip, 200, { ...headers, 'content-encoding': 'gzip' });
    return c.body(file.body, 200, headers);
  });
}
