import { describe, expect, it } from 'vitest';
import { computeLandedCost, type LandedCostResult } from '../../src/landed-cost/index.js';
import { createTestContext } from '../helpers/app.js';
import { NOW, fixtureStore } from './fixture.js';

/** Exchange rates given by the caller (`fxRates`): used wherever the engine converts, echoed with date and source. */
const store = fixtureStore();
const q = (input: Record<string, unknown>, fx?: { date: string; source: string; perUsd: Record<string, number> }) =>
  computeLandedCost({ hs: '610910', declaredValueUsd: 10000, freightUsd: 800, insuranceUsd: 50, ...input } as never, { store, now: NOW, ...(fx ? { fx } : {}) });
const line = (r: LandedCostResult, id: string) => r.breakdown.lines.find((l) => l.id === id);
const has = (xs: string[], re: RegExp) => xs.some((x) => re.test(x));

const GBP = { currency: 'GBP', perUsd: 0.76, date: '2026-11-01', source: 'HMRC monthly exchange rates' };
const JPY = { currency: 'jpy', perUsd: 150, date: '2026-11-15', source: 'Japan Customs weekly rate' };

describe('fxRates in the request', () => {
  it('UK GBP 135 relief: checked with the caller’s GBP rate, which is echoed with its date and source', () => {
    // 150 USD × 0.76 = GBP 114, not over GBP 135: no duty; VAT 20 % × (150 + 10) = 32.00
    const r = q({ destination: 'UK', origin: 'CN', declaredValueUsd: 150, freightUsd: 10, insuranceUsd: 0, fxRates: [GBP] });
    expect(r.deMinimis).toMatchObject({ applied: true, threshold: 'GBP 135 (duty)' });
    expect(r.totals).toMatchObject({ dutyUsd: 0, vatUsd: 32, landedCostUsd: 192 });
    expect(r.fx).toEqual({ rates: [{ ...GBP, from: 'request' }] });
    expect(has(r.warnings, /not checked/)).toBe(false);
    // 200 USD = GBP 152: over the threshold, the 12 % duty is due
    expect(q({ destination: 'UK', origin: 'CN', declaredValueUsd: 200, freightUsd: 10, insuranceUsd: 0, fxRates: [GBP] }).totals.dutyUsd).toBe(25.2);
  });

  it('without a rate the threshold is not checked, the warning names fxRates, and fx is null', () => {
    const r = q({ destination: 'UK', origin: 'CN', declaredValueUsd: 150, freightUsd: 10, insuranceUsd: 0 });
    expect(r.deMinimis.applied).toBe(false);
    expect(r.totals.dutyUsd).toBe(19.2); // 12 % × (150 + 10)
    expect(has(r.warnings, /GBP 135 .*not checked: no GBP exchange rate \(give the official customs rate in fxRates\)/)).toBe(true);
    expect(r.fx).toBeNull();
  });

  it('a specific duty in JPY is converted at the caller’s rate; without it the duty is a lower bound', () => {
    // JP 6402.99: 30 % or JPY 4,300 a pair, whichever is higher. 1,000 pairs × JPY 4,300 = JPY 4,300,000 = 28,666.67 USD at 150,
    // above 30 % of the CIF value (JPY 1,627,000 after truncation = 10,846.67 USD → 3,254.00).
    const r = q({ destination: 'JP', origin: 'US', hs: '640299', quantity: 1000, unit: 'pairs', fxRates: [JPY] });
    expect(line(r, 'duty')).toMatchObject({ complete: true, amountUsd: 28666.67, baseUsd: 10846.67 });
    expect(r.fx!.rates.map((x) => [x.currency, x.perUsd, x.from])).toEqual([['JPY', 150, 'request']]);
    const without = q({ destination: 'JP', origin: 'US', hs: '640299', quantity: 1000, unit: 'pairs' });
    expect(line(without, 'duty')).toMatchObject({ complete: false, amountUsd: 3255 });
    expect(has(without.warnings, /FX rate for JPY, which is missing/)).toBe(true);
    expect(has(without.warnings, /Japanese rounding .* not applied: no JPY rate \(give the weekly customs rate in fxRates\)/)).toBe(true);
  });

  it('IN rounding to the nearest rupee uses the caller’s INR rate', () => {
    const r = q({ destination: 'IN', origin: 'CN', fxRates: [{ currency: 'INR', perUsd: 88.5, date: '2026-11-06', source: 'CBIC notification' }] });
    for (const id of ['duty', 'in_sws', 'vat']) {
      const inr = line(r, id)!.amountUsd * 88.5;
      expect(Math.abs(inr - Math.round(inr))).toBeLessThan(0.5);
    }
    // BCD 20 % of AV 10,850 = 2,170 USD = INR 192,045 exactly
    expect(line(r, 'duty')!.amountUsd).toBe(2170);
    expect(has(r.warnings, /Indian rounding/)).toBe(false);
  });

  it('request rates take precedence over a dataset table; rates dated after the quote date and unused rates are flagged', () => {
    const table = { date: '2026-11-16', source: 'dataset table', perUsd: { JPY: 150 } };
    const r = q({ destination: 'JP', origin: 'US', fxRates: [{ currency: 'JPY', perUsd: 140, date: '2026-11-22', source: 'Japan Customs' }, GBP] }, table);
    expect(r.fx).toEqual({ rates: [{ currency: 'JPY', perUsd: 140, date: '2026-11-22', source: 'Japan Customs', from: 'request' }] });
    expect(has(r.warnings, /JPY rate is dated 2026-11-22, after the quote date 2026-11-21/)).toBe(true);
    expect(has(r.assumptions, /fxRates not needed for this shipment: GBP/)).toBe(true);
    expect(q({ destination: 'JP', origin: 'US' }, table).fx!.rates[0]).toMatchObject({ perUsd: 150, from: 'dataset' });
  });

  it('a source is optional: the echo says the caller supplied it', () => {
    const r = q({ destination: 'UK', origin: 'CN', declaredValueUsd: 100, freightUsd: 5, fxRates: [{ currency: 'GBP', perUsd: 0.76, date: '2026-11-01' }] });
    expect(r.fx!.rates[0].source).toMatch(/supplied by the caller/);
  });
});

describe('POST /api/landed-cost with fxRates', () => {
  const body = { hs: '610910', destination: 'UK', origin: 'CN', declaredValueUsd: 150, freightUsd: 10, insuranceUsd: 0, quoteDate: '2026-11-21' };

  it('200 with the rates echoed', async () => {
    const t = await createTestContext({ tariffStore: store });
    const res = await t.request('/api/landed-cost', { method: 'POST', json: { ...body, fxRates: [GBP] } });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.fx).toEqual({ rates: [{ ...GBP, from: 'request' }] });
    expect(json.deMinimis.applied).toBe(true);
  });

  it('400 naming the rate field: unknown currency, USD, twice the same currency, rate not above 0, bad date', async () => {
    const t = await createTestContext({ tariffStore: store });
    const post = async (fxRates: unknown) => {
      const res = await t.request('/api/landed-cost', { method: 'POST', json: { ...body, fxRates } });
      const json = await res.json();
      return [res.status, json.details?.[0]?.path];
    };
    expect(await post([{ ...GBP, currency: 'XYZ' }])).toEqual([400, 'body.fxRates.0.currency']);
    expect(await post([{ ...GBP, currency: 'USD' }])).toEqual([400, 'body.fxRates.0.currency']);
    expect(await post([GBP, { ...GBP, currency: 'gbp' }])).toEqual([400, 'body.fxRates.1.currency']);
    expect(await post([{ ...GBP, perUsd: 0 }])).toEqual([400, 'body.fxRates.0.perUsd']);
    expect(await post([{ ...GBP, perUsd: -1 }])).toEqual([400, 'body.fxRates.0.perUsd']);
    expect(await post([{ ...GBP, date: '2026-02-30' }])).toEqual([400, 'body.fxRates.0.date']);
    expect(await post([{ currency: 'GBP', date: '2026-11-01' }])).toEqual([400, 'body.fxRates.0.perUsd']);
  });
});
