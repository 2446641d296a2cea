import { createHandlers } from '@tariff-info/sdk/msw';
import { setupServer } from 'msw/node';
import { useTheApi } from './shared.js';

const baseUrl = 'http://tis.mock';
const server = setupServer(...createHandlers({ baseUrl }));
server.listen({ onUnhandledRequest: 'error' });
console.log(await useTheApi('tis_SomeKeyFromTheDashboard00000000000000000000', baseUrl));
server.close();
