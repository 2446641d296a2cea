import { describe, expect, it } from 'vitest';
import { parseRateText } from '../../src/dataset/rates/parse.js';
import { RateRecorder, adValoremOf } from '../../src/dataset/rates/report.js';

describe('rate parser: the real texts of each source', () => {
  const cases: [string, string, unknown][] = [
    ['US free', 'Free', { type: 'free' }],
    ['US ad valorem', '6.8%', { type: 'ad_valorem', rate: 0.068 }],
    ['US cents per kg', '1¢/kg', { type: 'specific', amount: 0.01, currency: 'USD', per: 1, unit: 'kg' }],
    ['US compound', '4.4¢/kg + 10%', { type: 'compound', terms: [{ type: 'specific', amount: 0.044, currency: 'USD', per: 1, unit: 'kg' }, { type: 'ad_valorem', rate: 0.1 }] }],
    ['US dollars per head', '$3/head', { type: 'specific', amount: 3, currency: 'USD', per: 1, unit: 'head' }],
    ['US fraction', '33 1/3%', { type: 'ad_valorem', rate: 0.333333333 }],
    ['US per thousand', '$1.44/1000', { type: 'specific', amount: 1.44, currency: 'USD', per: 1000, unit: 'units' }],
    ['US basis', '5.4¢/kg on drained weight', { type: 'specific', amount: 0.054, currency: 'USD', per: 1, unit: 'kg', on: 'drained weight' }],
    ['US chapter 99', 'The duty provided in the applicable subheading + 25%', { type: 'compound', terms: [{ type: 'variable', component: 'base_duty' }, { type: 'ad_valorem', rate: 0.25 }] }],
    ['UK compound GBP', '10.00% + 77.00 GBP/100kg', { type: 'compound', terms: [{ type: 'ad_valorem', rate: 0.1 }, { type: 'specific', amount: 77, currency: 'GBP', per: 100, unit: 'kg' }] }],
    ['UK seasonal', '8.00% (1 JUL - 31 JAN), 12.00% (1 FEB - 30 JUN)', { type: 'conditional', cases: [{ condition: '1 JUL - 31 JAN', expr: { type: 'ad_valorem', rate: 0.08 } }, { condition: '1 FEB - 30 JUN', expr: { type: 'ad_valorem', rate: 0.12 } }] }],
    ['EU pieces', '52 EUR / 1000 p/st', { type: 'specific', amount: 52, currency: 'EUR', per: 1000, unit: 'p/st' }],
    ['EU floor and ceiling', '4.5 % MIN 0.3 EUR / p/st MAX 1.2 EUR / p/st', { type: 'min', of: [{ type: 'max', of: [{ type: 'ad_valorem', rate: 0.045 }, { type: 'specific', amount: 0.3, currency: 'EUR', per: 1, unit: 'p/st' }] }, { type: 'specific', amount: 1.2, currency: 'EUR', per: 1, unit: 'p/st' }] }],
    ['EU agricultural component', '10 % + EA', { type: 'compound', terms: [{ type: 'ad_valorem', rate: 0.1 }, { type: 'variable', component: 'agricultural_component' }] }],
    ['JP free', '無税', { type: 'free' }],
    ['JP higher of', '60%又は4,800円/足のうちいずれか高い税率', { type: 'max', of: [{ type: 'ad_valorem', rate: 0.6 }, { type: 'specific', amount: 4800, currency: 'JPY', per: 1, unit: '足' }] }],
    ['JP bracketed WTO', '(10.9%)', { type: 'ad_valorem', rate: 0.109 }],
    ['JP full-width compound', '*(25.5%＋254円/kg)', { type: 'compound', terms: [{ type: 'ad_valorem', rate: 0.255 }, { type: 'specific', amount: 254, currency: 'JPY', per: 1, unit: 'kg' }] }],
    ['JP quota', '関税割当数量以内のもの\u300020%', { type: 'conditional', cases: [{ condition: '関税割当数量以内のもの', expr: { type: 'ad_valorem', rate: 0.2 } }] }],
    ['JP gate price', '(170円−課税価格)/kg', { type: 'variable', component: 'gate_price' }],
    ['JP 万円', '170万円/頭', { type: 'specific', amount: 1_700_000, currency: 'JPY', per: 1, unit: '頭' }],
    ['CN staged', '6.7/5', { type: 'conditional', cases: [{ condition: 'staged rate: first as printed', expr: { type: 'ad_valorem', rate: 0.067 } }, { condition: 'staged rate: second as printed', expr: { type: 'ad_valorem', rate: 0.05 } }] }],
    ['MX exempt', 'Ex', { type: 'free' }],
  ];
  it.each(cases)('%s: %s', (_name, text, expected) => {
    const bare = /^(\d|Ex)/.test(text) && !/[%¢$円]/.test(text);
    expect(parseRateText(text, '', { bareNumberIsPercent: bare })).toEqual(expected);
  });

  it('reads AUD for "$" when the schedule currency is AUD', () => {
    expect(parseRateText('$0.142/L', 'AUD')).toEqual({ type: 'specific', amount: 0.142, currency: 'AUD', per: 1, unit: 'L' });
  });

  it('returns null for texts that are not rates, instead of guessing', () => {
    expect(parseRateText('T6')).toBeNull();
    expect(parseRateText('$0.526 /L of gasoline plus')).toBeNull();
    expect(parseRateText('7')).toBeNull(); // a bare number is a percentage only for sources that print them so
    expect(parseRateText('')).toBeNull();
  });

  it('adValorem only for pure ad valorem rates', () => {
    expect(adValoremOf({ type: 'free' })).toBe(0);
    expect(adValoremOf({ type: 'ad_valorem', rate: 0.05 })).toBe(0.05);
    expect(adValoremOf({ type: 'ad_valorem', rate: 0.06, on: 'the case' })).toBeNull();
    expect(adValoremOf({ type: 'compound', terms: [{ type: 'ad_valorem', rate: 0.1 }] })).toBeNull();
  });
});

describe('rate parser report', () => {
  it('counts distinct texts per source and lists the unparsed', () => {
    const r = new RateRecorder();
    const a = r.rate('src-a', 'Free');
    expect(r.rate('src-a', 'Free')).toBe(a); // shared object
    r.rate('src-a', '5%');
    r.rate('src-a', 'not a rate');
    r.rate('src-b', '3%');
    const report = r.report();
    expect(report.sources).toEqual([
      { source: 'src-a', distinct: 3, parsed: 2, unparsed: ['not a rate'] },
      { source: 'src-b', distinct: 1, parsed: 1, unparsed: [] },
    ]);
    expect(report.totals).toEqual({ distinct: 4, parsed: 3 });
  });
});
