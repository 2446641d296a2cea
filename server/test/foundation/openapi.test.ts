import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp, openApiDocument } from '../../src/app.js';
import { REPO_ROOT } from '../../src/config.js';
import { createTestContext } from '../helpers/app.js';

type Doc = { paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }> }>>; components: { securitySchemes: Record<string, unknown> } };

describe('the OpenAPI document', () => {
  const committed = readFileSync(path.join(REPO_ROOT, 'openapi/openapi.json'), 'utf8');

  it('is the one generated from the zod schemas (run `npm run openapi` when this fails)', () => {
    expect(committed).toBe(`${JSON.stringify(openApiDocument(createApp()), null, 2)}\n`);
  });

  it('declares both security schemes and a named error component for every error response', () => {
    const doc = JSON.parse(committed) as Doc;
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearerAuth', 'sessionCookie']);
    for (const [p, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (p.startsWith('/api/')) expect(op.security, `${method} ${p}`).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
        for (const [status, response] of Object.entries(op.responses)) {
          if (Number(status) < 400) continue;
          expect(response.content?.['application/json'].schema.$ref, `${method} ${p} ${status}`).toMatch(/^#\/components\/schemas\/\w+Error$/);
        }
      }
    }
  });

  it('is served at /openapi.json, and /docs renders from local assets only', async () => {
    const t = await createTestContext();
    const served = await t.request('/openapi.json', { auth: false });
    expect(await served.json()).toEqual(JSON.parse(committed));
    const page = await (await t.request('/docs', { auth: false })).text();
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//);
    for (const asset of [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1])) {
      const res = await t.request(asset, { auth: false });
      expect(res.status, asset).toBe(200);
    }
  });
});
