/** The SDK runs in browsers too: its sources use web APIs only (fetch, Request, AbortController, timers). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const files = (readdirSync(SRC, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));

describe('SDK sources are portable', () => {
  it('has sources to check', () => {
    expect(files).toContain('index.ts');
    expect(files).toContain(path.join('msw', 'index.ts'));
  });

  it.each(files)('%s imports no Node built-in and uses no Node global', (file) => {
    const source = readFileSync(path.join(SRC, file), 'utf8');
    expect(source).not.toMatch(/from ['"](node:|fs|path|http|https|crypto|buffer|stream|os|url|util)['"/]/);
    expect(source).not.toMatch(/\b(process|Buffer|__dirname|require)\s*[.(]/);
  });

  it('the mocks import msw itself, not msw/node, so setupWorker can use them', () => {
    const source = readFileSync(path.join(SRC, 'msw', 'index.ts'), 'utf8');
    expect(source).toMatch(/from 'msw'/);
    expect(source).not.toMatch(/msw\/node/);
  });
});
