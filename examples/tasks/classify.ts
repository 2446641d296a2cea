import type { TisClient } from '@tariff-info/sdk';
import { pct, table } from './format.js';

/** npm run example -- classify ["description"] [destination] */
export async function classify(client: TisClient, [query = 'cotton t-shirt for men', destination = 'US']: string[]): Promise<void> {
  const result = await client.classify({ query, destination });
  console.log(`"${query}" → ${destination} ${result.hs} (confidence ${pct(result.confidence)})`);
  console.log(result.reasoning);
  console.log(table(result.candidates.map((c) => ({ hs: c.hs, score: c.score.toFixed(3), title: c.title }))));
}
