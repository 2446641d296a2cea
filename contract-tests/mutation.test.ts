/**
 * Proof that the contract checks bite: a mock whose response renames one field, drops one, or changes a type
 * fails the very check the suites use (the suites also rename a field of every real success body they recorded).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers, examples } from '../sdk/src/msw/index.js';
import { contractCases } from './lib/cases.js';
import { contractProblems, operation } from './lib/document.js';
import { run } from './lib/suite.js';
import type { Target } from './lib/targets.js';

const baseUrl = 'http://mutated.tis.mock';
const server = setupServer(...createHandlers({ baseUrl }));
const target: Target = {
  kind: 'mocks',
  endpoint: () => ({
    baseUrl,
    key: 'tis_MockKey000000000000000000000000000000000000',
    cookie: 'tis_session=mock',
    freshCookie: async () => 'tis_session=mock',
    freshKeyId: async () => 'key_mock',
    login: { email: 'a@example.com', password: 'x' },
  }),
  close: async () => undefined,
};
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const validTariffCase = contractCases().find((c) => c.operationId === 'getTariff' && c.title.startsWith('valid request'))!;
const tariff200 = examples.getTariff[200] as unknown as Record<string, unknown>;

async function problemsWith(body: unknown): Promise<string[]> {
  server.resetHandlers(http.get(`${baseUrl}/api/tariff/:country/:hs`, () => HttpResponse.json(body as Record<string, unknown>, { headers: { 'x-request-id': 'req_x', 'RateLimit-Limit': '1', 'RateLimit-Remaining': '0', 'RateLimit-Reset': '1' } })));
  const exchange = await run(target, validTariffCase);
  return contractProblems(operation('getTariff'), exchange.observed);
}

describe('the contract check catches a drifting response', () => {
  it('accepts the unmodified example', async () => {
    expect(await problemsWith(tariff200)).toEqual([]);
  });

  it('a renamed field', async () => {
    const { other_countries, ...rest } = tariff200;
    expect((await problemsWith({ ...rest, otherCountries: other_countries })).join('\n')).toMatch(/must have required property 'other_countries'/);
  });

  it('a missing nested field', async () => {
    const { title: _title, ...hs } = tariff200.hs as Record<string, unknown>;
    expect((await problemsWith({ ...tariff200, hs })).join('\n')).toMatch(/body\/hs must have required property 'title'/);
  });

  it('a number sent as a string', async () => {
    const tariff = { ...(tariff200.tariff as Record<string, unknown>), mfn: '0.165' };
    expect((await problemsWith({ ...tariff200, tariff })).join('\n')).toMatch(/body\/tariff\/mfn must be number,null/);
  });

  it('a missing documented header', async () => {
    server.resetHandlers(http.get(`${baseUrl}/api/tariff/:country/:hs`, () => HttpResponse.json(tariff200 as Record<string, unknown>, { headers: { 'x-request-id': 'req_x' } })));
    const exchange = await run(target, validTariffCase);
    expect(contractProblems(operation('getTariff'), exchange.observed).join('\n')).toMatch(/documented header RateLimit-Limit is missing/);
  });

  it('an undocumented status', async () => {
    server.resetHandlers(http.get(`${baseUrl}/api/tariff/:country/:hs`, () => HttpResponse.json({ error: 'conflict', message: 'x' }, { status: 409, headers: { 'x-request-id': 'req_x' } })));
    const exchange = await run(target, validTariffCase);
    expect(contractProblems(operation('getTariff'), exchange.observed).join('\n')).toMatch(/status 409 is not documented/);
  });
});
