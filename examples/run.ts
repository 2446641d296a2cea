/**
 * Runnable SDK examples against a running server:
 *
 *   npm start                                   # in another terminal
 *   export TIS_API_KEY=$(npm run -s keys -- create --email you@example.com)
 *   npm run example -- classify|landed-cost|tariff|translate|coverage
 *
 * TIS_BASE_URL defaults to http://127.0.0.1:3000. Exit codes: 0 printed a result, 1 usage or unexpected
 * error, 2 the API answered an error (printed with its code and request id), 3 the engine behind the
 * operation is not available on this server (501), which is reported and never replaced by made-up output.
 */
import { createClient, TisApiError, TisConnectionError, TisNotImplementedError, type TisClient } from '@tariff-info/sdk';
import { classify } from './tasks/classify.js';
import { coverage } from './tasks/coverage.js';
import { landedCost } from './tasks/landed-cost.js';
import { tariff } from './tasks/tariff.js';
import { translate } from './tasks/translate.js';

const TASKS: Record<string, (client: TisClient, args: string[]) => Promise<void>> = {
  classify,
  'landed-cost': landedCost,
  tariff,
  translate,
  coverage,
};

async function main(): Promise<number> {
  const [task, ...args] = process.argv.slice(2);
  const run = task ? TASKS[task] : undefined;
  if (!run) {
    console.error(`usage: npm run example -- <${Object.keys(TASKS).join('|')}> [arguments]`);
    return 1;
  }
  const apiKey = process.env.TIS_API_KEY;
  if (!apiKey) {
    console.error('Set TIS_API_KEY to an API key (npm run keys -- create --email you@example.com).');
    return 1;
  }
  const client = createClient({ apiKey, baseUrl: process.env.TIS_BASE_URL ?? 'http://127.0.0.1:3000', retry: { retries: 2 } });
  try {
    await run(client, args);
    return 0;
  } catch (error) {
    if (error instanceof TisNotImplementedError) {
      console.error(`Not available on this server: ${error.status} ${error.code}: ${error.body.message} (request ${error.requestId}). No result is shown.`);
      return 3;
    }
    if (error instanceof TisApiError) {
      console.error(`The API answered ${error.status} ${error.code}: ${error.message} (request ${error.requestId})`);
      return 2;
    }
    if (error instanceof TisConnectionError) {
      console.error(`${error.message}. Is the server running (npm start)?`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
