// The "In vitest" example of sdk/README.md, verbatim apart from the import paths, so the documented usage keeps working.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createClient, TisRateLimitError } from '../src/index.js';
import { createHandlers, scenarioHandlers } from '../src/msw/index.js';

const baseUrl = 'http://tis.test';
const server = setupServer(...createHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const tis = createClient({ apiKey: 'tis_test', baseUrl, retry: false });

it('shows the tariff', async () => {
  const t = await tis.tariff({ country: 'US', hs: '610910' });
  expect(t.hs.code).toBe('610910');
});

it('tells the user to wait when rate limited', async () => {
  server.use(...scenarioHandlers('rateLimited', { baseUrl, retryAfterSeconds: 5 }));
  await expect(tis.translate({ text: 'hello' })).rejects.toBeInstanceOf(TisRateLimitError);
});
