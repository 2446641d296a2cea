import { describe, expect, it } from 'vitest';
import { importVat } from '../../src/tax/index.js';
import { ApiError } from '../../src/lib/errors.js';
import { DESTINATIONS } from '../../src/dataset/types.js';

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('importVat', () => {
  it('UK cotton T-shirt: standard 20 % (VAT Act 1994 s.2)', () => {
    const v = importVat('UK', '610910', { date: at('2026-11-21') });
    expect(v.rate).toBe(0.2);
    expect(v.category).toBe('standard');
    expect(v.notes.join(' ')).toMatch(/Children's clothing/);
  });

  it('UK books are zero-rated (Sch. 8 Group 3)', () => {
    expect(importVat('UK', '490199').rate).toBe(0);
  });

  it('CN: 13 % standard, 9 % for agricultural goods, edible oils, books, fertiliser (VAT Law Art. 10)', () => {
    expect(importVat('CN', '610910').rate).toBe(0.13);
    expect(importVat('CN', '100630').rate).toBe(0.09); // rice
    expect(importVat('CN', '150710').rate).toBe(0.09); // soybean oil
    expect(importVat('CN', '490199').rate).toBe(0.09);
    expect(importVat('CN', '310210').rate).toBe(0.09);
    expect(importVat('CN', '230910').rate).toBe(0.13); // pet food is not feed
    expect(importVat('CN', '090121').rate).toBe(0.13); // roasted coffee is processed
  });

  it('JP: 10 % standard, 8 % food and non-alcoholic drinks, liquor at 10 %', () => {
    expect(importVat('JP', '851713').rate).toBe(0.1);
    expect(importVat('JP', '080810').rate).toBe(0.08);
    expect(importVat('JP', '220210').rate).toBe(0.08);
    expect(importVat('JP', '220300').rate).toBe(0.1);
  });

  it('CH: 8.1 % / 2.6 % from 2024-01-01, 7.7 % / 2.5 % before', () => {
    expect(importVat('CH', '610910', { date: at('2026-11-21') }).rate).toBe(0.081);
    expect(importVat('CH', '040690', { date: at('2026-11-21') }).rate).toBe(0.026);
    expect(importVat('CH', '610910', { date: at('2023-06-01') }).rate).toBe(0.077);
    expect(importVat('CH', '040690', { date: at('2023-06-01') }).rate).toBe(0.025);
  });

  it('EU: member-state rate by region; null with the range without one; 400 for a non-member', () => {
    expect(importVat('EU', '610910', { region: 'de' }).rate).toBe(0.19);
    expect(importVat('EU', '610910', { region: 'HU' }).rate).toBe(0.27);
    const none = importVat('EU', '610910');
    expect(none.rate).toBeNull();
    expect(none.range).toEqual({ min: 0.17, max: 0.27 });
    expect(() => importVat('EU', '610910', { region: 'GB' })).toThrow(ApiError);
  });

  it('dated package rates follow the quote date (FI 24 % before 2024-09-01, 25.5 % after; SG 8 % in 2023)', () => {
    expect(importVat('EU', '610910', { region: 'FI', date: at('2024-08-15') }).rate).toBe(0.24);
    expect(importVat('EU', '610910', { region: 'FI', date: at('2024-09-15') }).rate).toBe(0.255);
    expect(importVat('SG', '610910', { date: at('2023-06-01') }).rate).toBe(0.08);
    expect(importVat('SG', '610910', { date: at('2026-06-01') }).rate).toBe(0.09);
  });

  it('every destination answers with a source; US has no federal import VAT', () => {
    for (const d of DESTINATIONS) {
      const v = importVat(d, '610910', { region: d === 'EU' ? 'FR' : undefined });
      expect(v.source.length).toBeGreaterThan(10);
      expect(v.rate === null || (v.rate >= 0 && v.rate < 0.5)).toBe(true);
    }
    expect(importVat('US', '610910').rate).toBe(0);
    expect(importVat('AU', '610910').rate).toBe(0.1);
    expect(importVat('CA', '610910', { region: 'ON' }).rate).toBe(0.05);
    expect(importVat('IN', '851713').notes[0]).toMatch(/5 %, 18 % and 40 %/);
  });

  it('IN GST 2.0 slabs from 2025-09-22: apparel 5 % up to INR 2,500 per piece, 18 % above or unknown; sweetened waters 40 %; tobacco 28 %', () => {
    const d = at('2026-11-21');
    expect(importVat('IN', '610910', { date: d, unitValueInr: 800 }).rate).toBe(0.05);
    expect(importVat('IN', '610910', { date: d, unitValueInr: 3000 }).rate).toBe(0.18);
    const unknown = importVat('IN', '610910', { date: d });
    expect(unknown.rate).toBe(0.18);
    expect(unknown.notes[0]).toMatch(/INR 2,500/);
    expect(importVat('IN', '220210', { date: d }).rate).toBe(0.4);
    expect(importVat('IN', '240220', { date: d }).rate).toBe(0.28);
    expect(importVat('IN', '220210', { date: at('2025-06-01') }).rate).toBe(0.18);
  });
});
