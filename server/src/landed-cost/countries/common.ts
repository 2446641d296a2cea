import { fromUsd } from '../fx.js';
import { Decimal, ZERO, pct, sum, usd } from '../money.js';
import type { LineDraft, RuleContext } from './rules.js';

/** One term of a tax base, e.g. { label: 'customs value', amount }. */
export interface BasePart {
  label: string;
  amount: Decimal;
}

/**
 * The import VAT/GST line on the country's own base (the parts are the law's, listed by each module).
 * No line (and a warning) when the rate cannot be determined: never a silent zero.
 */
export function vatLine(ctx: RuleContext, parts: BasePart[], legalBase: string): LineDraft[] {
  const rate = ctx.vat.rate;
  if (rate === null) {
    ctx.warn(`${ctx.vat.name} not computed: ${ctx.vat.notes[0] ?? 'the rate is unknown'}`);
    return [];
  }
  const shown = parts.filter((p) => !p.amount.isZero() || p.label === 'customs value');
  const base = sum(parts.map((p) => p.amount));
  return [
    {
      id: 'vat',
      kind: 'tax',
      label: `Import ${ctx.vat.name}${ctx.vat.region ? ` (${ctx.vat.region})` : ''}`,
      base,
      rate,
      rateText: pct(rate),
      amount: base.times(rate),
      formula: `(${shown.map((p) => `${p.label} ${usd(p.amount)}`).join(' + ')}) × ${pct(rate)}`,
      legalSource: `${ctx.vat.source}. Base: ${legalBase}`,
      sourceUrl: ctx.vat.sourceUrl ?? undefined,
      effectiveFrom: ctx.vat.effectiveFrom ?? undefined,
    },
  ];
}

/** Is `amountUsd` at or under `threshold` in `currency`? null when there is no FX rate to tell. */
export function atOrUnder(ctx: RuleContext, amountUsd: Decimal, threshold: number, currency: string): boolean | null {
  const local = fromUsd(amountUsd, currency, ctx.fx);
  return local === null ? null : local.lte(threshold);
}

/** Same, strictly under. */
export function under(ctx: RuleContext, amountUsd: Decimal, threshold: number, currency: string): boolean | null {
  const local = fromUsd(amountUsd, currency, ctx.fx);
  return local === null ? null : local.lt(threshold);
}

/** The warning for a local-currency threshold that cannot be checked without an exchange rate. */
export function noFxWarning(ctx: RuleContext, what: string, currency: string): void {
  ctx.warn(`${what} not checked: no ${currency} exchange rate (give the official customs rate in fxRates).`);
}

export const isOnOrAfter = (day: string, iso: string) => day >= iso;
export const inWindow = (day: string, from: string, to: string | null) => day >= from && (to === null || day < to);

export { ZERO };

/** The US-Mexico-Canada agreement goes by USMCA, CUSMA and T-MEC depending on the schedule. */
export const isUsmca = (agreement: string | null) => agreement !== null && /^(USMCA|CUSMA|T-MEC|CUSMA\/USMCA)$/i.test(agreement);
