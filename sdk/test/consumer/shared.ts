// What a frontend developer writes: typed calls, typed errors.
import { createClient, TisNotFoundError, type TariffResult, type TranslateResult } from '@tariff-info/sdk';

export async function useTheApi(apiKey: string, baseUrl: string): Promise<string> {
  const client = createClient({ apiKey, baseUrl });
  const tariff: TariffResult = await client.tariff({ country: 'US', hs: '6109.10' });
  const translated: TranslateResult = await client.translate({ text: '纯棉男士短袖T恤' });
  let notFound = '';
  try {
    await client.tariff({ country: 'ZZ', hs: '610910' });
  } catch (error) {
    if (error instanceof TisNotFoundError) notFound = `${error.status} ${error.code} ${error.supported.length}`;
  }
  return JSON.stringify({ title: tariff.hs.title, mfn: tariff.tariff.mfn, others: tariff.other_countries.length, en: translated.en, notFound });
}
