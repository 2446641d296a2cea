import { createClient } from '@tariff-info/sdk';

const client = createClient({ apiKey: 'tis_x', baseUrl: 'http://127.0.0.1:3000' });
// hs is required: the installed package's types must reject this call.
await client.tariff({ country: 'US' });
// and the result is typed: no such field.
const result = await client.translate({ text: 'x' });
console.log(result.english);
