/**
 * Writes openapi/openapi.json from the zod schemas (through the routes the server registers).
 *   npm run openapi           regenerate
 *   npm run openapi:check     fail when the committed document differs from the generated one (CI drift check)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createApp, openApiDocument } from '../server/src/app.js';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), 'openapi.json');
const generated = `${JSON.stringify(openApiDocument(createApp()), null, 2)}\n`;

const validator = new Validator();
const result = await validator.validate(JSON.parse(generated));
if (!result.valid) {
  console.error('The generated document is not valid OpenAPI:', JSON.stringify(result.errors, null, 2));
  process.exit(1);
}

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // missing counts as drift
  }
  if (committed !== generated) {
    console.error('openapi/openapi.json is out of date with the zod schemas: run `npm run openapi` and commit the result.');
    process.exit(1);
  }
  console.log(`openapi/openapi.json is up to date (OpenAPI ${validator.version}).`);
} else {
  writeFileSync(target, generated);
  console.log(`wrote ${path.relative(process.cwd(), target)} (OpenAPI ${validator.version})`);
}
