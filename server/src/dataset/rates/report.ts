import type { Rate, RateExpr } from '../types.js';
import { parseRateText, type ParseOptions } from './parse.js';

/** Per source: how many distinct rate texts were seen and which did not parse. */
export interface RateParserReport {
  sources: { source: string; distinct: number; parsed: number; unparsed: string[] }[];
  totals: { distinct: number; parsed: number };
}

/** The fraction when an expression is purely ad valorem (free → 0), else null. */
export function adValoremOf(expr: RateExpr | null): number | null {
  if (!expr) return null;
  if (expr.type === 'free') return 0;
  if (expr.type === 'ad_valorem') return expr.on ? null : expr.rate;
  return null;
}

/**
 * Parses rate texts for the build and records each distinct text per source for the parser report.
 * Identical texts share one Rate object (rates are immutable), which keeps the compiled dataset small.
 */
export class RateRecorder {
  private readonly seen = new Map<string, Map<string, Rate>>();

  rate(source: string, text: string, currency = '', options: ParseOptions = {}): Rate {
    let bySource = this.seen.get(source);
    if (!bySource) this.seen.set(source, (bySource = new Map()));
    const key = `${currency}\0${options.bareNumberIsPercent ? 1 : 0}\0${text}`;
    let rate = bySource.get(key);
    if (!rate) {
      const expr = parseRateText(text, currency, options);
      rate = { text, expr, adValorem: adValoremOf(expr) };
      bySource.set(key, rate);
    }
    return rate;
  }

  report(): RateParserReport {
    const sources = [...this.seen.entries()].map(([source, rates]) => {
      const distinctTexts = new Map<string, boolean>();
      for (const r of rates.values()) distinctTexts.set(r.text, (distinctTexts.get(r.text) ?? true) && r.expr !== null);
      const unparsed = [...distinctTexts.entries()].filter(([, ok]) => !ok).map(([t]) => t);
      return { source, distinct: distinctTexts.size, parsed: distinctTexts.size - unparsed.length, unparsed };
    });
    return {
      sources,
      totals: {
        distinct: sources.reduce((n, s) => n + s.distinct, 0),
        parsed: sources.reduce((n, s) => n + s.parsed, 0),
      },
    };
  }
}
