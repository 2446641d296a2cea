import { useTheApi } from './shared.js';

declare const process: { env: Record<string, string | undefined> };
console.log(await useTheApi(process.env.TIS_API_KEY ?? '', process.env.TIS_BASE_URL ?? ''));
