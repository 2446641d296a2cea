/**
 * Writes openapi/openapi.json from the zod schemas (through the routes the server registers).
 *   npm run openapi           regenerate
 *   npm run openapi:check     fail when the committed document differs from the generated one (CI drift check)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createApp, openApiDocument } from '../server/src/app.js';
import { generateSdkFiles } from '../sdk/scripts/generate.js';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), 'openapi.json');
const generated = `${JSON.stringify(openApiDocument(createApp()), null, 2)}\n`;

const validator = new Validator();
const result = await validator.validate(JSON.parse(generated));
if (!result.valid) {
  console.error('The generated document is not valid OpenAPI:', JSON.stringify(result.errors, null, 2));
  process.exit(1);
}

// The SDK's generated types and example bodies follow the document (issue 7).
const sdkFiles = await generateSdkFiles(JSON.parse(generated));

if (process.argv.includes('--check')) {
  const staleSdk = sdkFiles.filter((f) => {
    try {
      return readFileSync(f.path, 'utf8') !== f.content;
    } catch {
      return true;
    }
  });
  if (staleSdk.length > 0) {
    console.error(`${staleSdk.map((f) => path.relative(process.cwd(), f.path)).join(', ')} out of date with the document: run \`npm run openapi\` and commit the result.`);
    process.exit(1);
  }
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
  for (const file of sdkFiles) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.content);
    console.log(`wrote ${path.relative(process.cwd(), file.path)}`);
  }
}
