import type { RateExpr } from '../types.js';

/** Parses one rate text into a RateExpr, or null when it cannot be read. (Extended in step 2.) */
export function parseRateText(text: string, _currency = ''): RateExpr | null {
  const t = text.trim();
  if (/^(free|無税)$/i.test(t)) return { type: 'free' };
  const m = /^(\d+(?:\.\d+)?)\s*%$/.exec(t);
  if (m) return { type: 'ad_valorem', rate: Number(m[1]) / 100 };
  return null;
}
