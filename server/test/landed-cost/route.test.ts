import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers/app.js';
import { fixtureStore } from './fixture.js';

const body = { hs: '6109.10', destination: 'gb', origin: 'CN', declaredValueUsd: 1000, freightUsd: 100, insuranceUsd: 10, incoterm: 'FOB', quoteDate: '2026-11-21' };

describe('POST /api/landed-cost', () => {
  it('answers the UK<-CN worked example with every line and its formula', async () => {
    const t = await createTestContext({ tariffStore: fixtureStore() });
    const res = await t.request('/api/landed-cost', { method: 'POST', json: body });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.totals).toMatchObject({ customsValueUsd: 1110, dutyUsd: 133.2, vatUsd: 248.64, landedCostUsd: 1491.84 });
    expect(json.breakdown.lines.map((l: { id: string }) => l.id)).toEqual(['goods', 'freight', 'insurance', 'duty', 'vat']);
    expect(json.tariff).toMatchObject({ hs: '610910', sourceUrl: 'https://example.test/uk', edition: 'UK fixture edition' });
  });

  it('400 names the field: unknown incoterm (with the allowed list), negative value, bad origin, origin inside the territory', async () => {
    const t = await createTestContext({ tariffStore: fixtureStore() });
    const post = (patch: Record<string, unknown>) => t.request('/api/landed-cost', { method: 'POST', json: { ...body, ...patch } });

    let res = await post({ incoterm: 'FOBX' });
    expect(res.status).toBe(400);
    let json = await res.json();
    expect(json.error).toBe('invalid_request');
    expect(json.details[0].path).toBe('body.incoterm');
    expect(json.message).toMatch(/EXW/);

    res = await post({ declaredValueUsd: -1 });
    json = await res.json();
    expect([res.status, json.details[0].path]).toEqual([400, 'body.declaredValueUsd']);

    res = await post({ freightUsd: 1e12 });
    json = await res.json();
    expect([res.status, json.details[0].path]).toEqual([400, 'body.freightUsd']);

    res = await post({ origin: 'ZZ' });
    json = await res.json();
    expect([res.status, json.details[0].path]).toEqual([400, 'body.origin']);

    res = await post({ origin: 'GB' });
    json = await res.json();
    expect([res.status, json.details[0].path]).toEqual([400, 'body.origin']);
    expect(json.message).toMatch(/customs territory/);

    res = await post({ destination: 'EU', origin: 'FR' });
    expect(res.status).toBe(400);
  });

  it('incoterm in any case is accepted and normalised (fob → FOB, " cif " → CIF); an unknown rule is 400 listing the allowed ones', async () => {
    const t = await createTestContext({ tariffStore: fixtureStore() });
    const post = (incoterm: unknown) => t.request('/api/landed-cost', { method: 'POST', json: { ...body, incoterm } });
    let res = await post('fob');
    expect(res.status).toBe(200);
    let json = await res.json();
    expect(json.valuation.incoterm).toBe('FOB');
    expect(json.totals.customsValueUsd).toBe(1110);
    res = await post(' cif ');
    json = await res.json();
    expect([res.status, json.valuation.incoterm, json.totals.customsValueUsd]).toEqual([200, 'CIF', 1000]); // the CIF price already holds freight and insurance
    res = await post('Free On Board');
    json = await res.json();
    expect([res.status, json.details[0].path]).toEqual([400, 'body.incoterm']);
    expect(json.message).toContain('EXW, FCA, FAS, FOB, CFR, CIF, CPT, CIP, DAP, DPU, DDP');
    res = await post(7);
    expect([res.status, (await res.json()).details[0].path]).toEqual([400, 'body.incoterm']);
  });

  it('422 tariff_unavailable with the coverage status when the destination has no rate', async () => {
    const t = await createTestContext({ tariffStore: fixtureStore() });
    const res = await t.request('/api/landed-cost', { method: 'POST', json: { ...body, destination: 'BR' } });
    expect(res.status).toBe(422);
    const json = await res.json();
    expect(json).toMatchObject({ error: 'tariff_unavailable', coverage: 'no_data', destination: 'BR', hs: '610910' });
  });

  it('404 unknown_hs for a code outside HS 2022, 404 unsupported_destination', async () => {
    const t = await createTestContext({ tariffStore: fixtureStore() });
    let res = await t.request('/api/landed-cost', { method: 'POST', json: { ...body, hs: '610999' } });
    expect([res.status, (await res.json()).error]).toEqual([404, 'unknown_hs']);
    res = await t.request('/api/landed-cost', { method: 'POST', json: { ...body, destination: 'ZA' } });
    expect([res.status, (await res.json()).error]).toEqual([404, 'unsupported_destination']);
  });

  it('401 without a key', async () => {
    const t = await createTestContext({ tariffStore: fixtureStore() });
    const res = await t.request('/api/landed-cost', { method: 'POST', json: body, auth: false });
    expect(res.status).toBe(401);
  });
});
