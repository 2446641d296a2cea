/**
 * API keys from the command line, until (and beside) the dashboard:
 *   npm run keys -- create --email you@example.com [--name "CI key"]   prints one new key on its own line
 *   npm run keys -- revoke <key id>
 *   npm run keys -- list --email you@example.com
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ApiKeyService, keyInfo } from '../auth/api-keys.js';
import { findOrCreateUser, findUserByEmail } from '../auth/users.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../storage/db.js';

const USAGE = 'usage: npm run keys -- create --email <email> [--name <name>] | revoke <key id> | list --email <email>';

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: { email: { type: 'string' }, name: { type: 'string' } }, allowPositionals: true });
  const [command, id] = positionals;
  const config = loadConfig();
  const db = await openDatabase(config.dbPath);
  const keys = new ApiKeyService(db);

  if (command === 'create') {
    const email = z.email().safeParse(values.email?.trim());
    if (!email.success) return fail(`--email must be an email address\n${USAGE}`);
    const name = (values.name ?? 'default').trim().slice(0, 100) || 'default';
    const { user, created } = await findOrCreateUser(db, email.data);
    const { key, record } = await keys.create(user.id, name);
    console.error(`${created ? 'Created user' : 'User'} ${user.email} (${user.id}); key ${record.id} "${record.name}". The key is shown once:`);
    console.log(key);
    return 0;
  }
  if (command === 'revoke' && id) {
    const record = await keys.revoke(id);
    if (!record) return fail(`no key with id ${id}`);
    console.error(`revoked ${record.id} (${record.start}…) at ${record.revokedAt}`);
    return 0;
  }
  if (command === 'list' && values.email) {
    const user = findUserByEmail(db, values.email);
    if (!user) return fail(`no user ${values.email}`);
    console.log(JSON.stringify(keys.list(user.id).map(keyInfo), null, 2));
    return 0;
  }
  return fail(USAGE);
}

function fail(message: string): number {
  console.error(message);
  return 2;
}

main(process.argv.slice(2)).then((code) => process.exit(code));
