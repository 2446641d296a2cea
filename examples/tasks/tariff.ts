import type { TisClient } from '@tariff-info/sdk';
import { pct, table } from './format.js';

/** npm run example -- tariff [country] [hs] [origin] */
export async function tariff(client: TisClient, [country = 'US', hs = '610910', origin]: string[]): Promise<void> {
  const result = await client.tariff({ country, hs, ...(origin ? { origin } : {}) });
  console.log(`HS ${result.hs.code} ${result.hs.title}`);
  console.log(`${result.country.name}: MFN ${result.tariff.mfnRate?.text ?? pct(result.tariff.mfn)} | preferential ${pct(result.tariff.fta)}${origin ? ` for origin ${origin}` : ''} | import VAT/GST ${pct(result.tariff.vat)} | status ${result.tariff.status}`);
  console.log('\nMFN of the same HS6 in every destination:');
  const matrix = [
    { destination: result.country.code, name: result.country.name, mfn: pct(result.tariff.mfn), status: result.tariff.status },
    ...result.other_countries.map((o) => ({ destination: o.country, name: o.name, mfn: pct(o.mfn), status: o.status })),
  ];
  console.log(table(matrix));
}
