import type { TisClient } from '@tariff-info/sdk';
import { table } from './format.js';

/** npm run example -- coverage */
export async function coverage(client: TisClient): Promise<void> {
  const result = await client.coverage();
  console.log(`Dataset built ${result.builtAt}; ${result.hs6Total} HS 2022 subheadings`);
  console.log(table(result.countries.map((c) => ({ destination: c.country, edition: c.edition, 'national lines': String(c.nationalLines), 'HS6 with MFN': String(c.hs6WithMfn) }))));
}
