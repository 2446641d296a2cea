import type { TisClient } from '@tariff-info/sdk';

/** npm run example -- translate ["text"] */
export async function translate(client: TisClient, [text = '纯棉男士短袖T恤']: string[]): Promise<void> {
  const result = await client.translate({ text });
  console.log(`source: ${text}`);
  console.log(`en:     ${result.en}`);
  console.log(`zh:     ${result.zh}`);
}
