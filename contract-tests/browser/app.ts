// What a browser app does in development: start the MSW worker with the SDK's handlers, then call the API
// through the SDK. Bundled by sdk-browser.test.ts with esbuild for the browser (the packages' browser builds).
import { createClient, TisRateLimitError, TisNotFoundError } from '@tariff-info/sdk';
import { createHandlers, scenarioHandlers } from '@tariff-info/sdk/msw';
import { setupWorker } from 'msw/browser';

async function run(): Promise<Record<string, unknown>> {
  const baseUrl = 'https://api.tis.example';
  const worker = setupWorker(...createHandlers({ baseUrl }));
  await worker.start({ quiet: true, onUnhandledRequest: 'error', serviceWorker: { url: '/mockServiceWorker.js' } });
  const tis = createClient({ apiKey: 'tis_BrowserKey0000000000000000000000000000000', baseUrl, retry: false });
  const tariff = await tis.tariff({ country: 'US', hs: '610910' });
  const translated = await tis.translate({ text: '纯棉男士短袖T恤' });
  let unsupported = '';
  await tis.classify({ query: 'tee', destination: 'ZZ' }).catch((e: unknown) => {
    if (e instanceof TisNotFoundError) unsupported = `${e.code} ${e.supported.length}`;
  });
  worker.use(...scenarioHandlers('rateLimited', { baseUrl, retryAfterSeconds: 12 }));
  let retryAfter = 0;
  await tis.translate({ text: 'x' }).catch((e: unknown) => {
    if (e instanceof TisRateLimitError) retryAfter = e.retryAfter;
  });
  worker.stop();
  return { title: tariff.hs.title, others: tariff.other_countries.length, en: translated.en, unsupported, retryAfter, userAgent: navigator.userAgent };
}

(window as unknown as { runTis: typeof run }).runTis = run;
