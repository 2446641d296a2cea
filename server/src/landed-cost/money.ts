import { Decimal } from 'decimal.js';

/** Money is computed in Decimal and rounded to cents only at the step a line is declared. */
export { Decimal };
export const ZERO = new Decimal(0);
export const dec = (v: Decimal.Value) => new Decimal(v);

/** Half-up to cents: the declaration-line rounding used unless a country module says otherwise. */
export const roundCents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** 19 CFR 159.3(a): whole dollars, fractions under 50 cents dropped, 50 cents or more rounded up. */
export const roundWholeDollars = (d: Decimal) => d.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);

export const sum = (xs: Decimal[]) => xs.reduce((a, b) => a.plus(b), ZERO);

/** '1,234.50' */
export function usd(d: Decimal): string {
  const [int, frac] = roundCents(d).toFixed(2).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

/** 0.165 → '16.5 %' */
export function pct(rate: number | Decimal): string {
  const n = new Decimal(rate).times(100).toDecimalPlaces(4).toNumber();
  return `${n} %`;
}
