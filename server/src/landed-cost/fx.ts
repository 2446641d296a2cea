import { Decimal } from './money.js';
import type { TariffStore } from '../dataset/store.js';

/**
 * A dated exchange-rate table as a compiled dataset may carry it (`dataset.fx`): units of each currency per 1 USD,
 * with its date and publisher. There is no official rate file in ../shared/data yet, so in practice the rates come
 * from the request (`fxRates`, the official customs rates the caller must use). No rate is ever made up: without
 * one, amounts in other currencies are not converted and the response says so.
 */
export interface FxTable {
  /** ISO date the rates are for. */
  date: string;
  /** Publisher, e.g. 'HMRC monthly exchange rates', 'ECB reference rates'. */
  source: string;
  /** Currency code → units per 1 USD. */
  perUsd: Record<string, number>;
}

/** One rate as the request gives it (`fxRates[]`). */
export interface FxRateInput {
  currency: string;
  perUsd: number;
  date: string;
  source?: string;
}

/** One rate the engine can use, with where it came from. */
export interface FxRate {
  /** ISO 4217 code. */
  currency: string;
  /** Units of `currency` per 1 USD. */
  perUsd: number;
  /** ISO date of the rate. */
  date: string;
  /** Publisher named by the caller or the dataset. */
  source: string;
  /** 'request' (fxRates) or 'dataset' (the compiled dataset's table). */
  from: 'request' | 'dataset';
}

/**
 * The rates of one computation. Every lookup through `rate()` is recorded, so the response can echo exactly
 * the rates that were used (with their dates and sources). Request rates take precedence over a dataset table.
 */
export class FxRates {
  private readonly used = new Map<string, FxRate>();

  private constructor(private readonly rates: ReadonlyMap<string, FxRate>) {}

  static of(table: FxTable | null | undefined, requested: readonly FxRateInput[] = []): FxRates | null {
    const rates = new Map<string, FxRate>();
    if (table && typeof table.date === 'string' && table.perUsd) {
      for (const [cur, perUsd] of Object.entries(table.perUsd)) {
        if (Number.isFinite(perUsd) && perUsd > 0) rates.set(cur.toUpperCase(), { currency: cur.toUpperCase(), perUsd, date: table.date, source: table.source, from: 'dataset' });
      }
    }
    for (const r of requested) {
      const currency = r.currency.toUpperCase();
      rates.set(currency, { currency, perUsd: r.perUsd, date: r.date, source: r.source ?? 'official customs rate supplied by the caller', from: 'request' });
    }
    return rates.size > 0 ? new FxRates(rates) : null;
  }

  /** The rate for `currency`, recorded as used; null when there is none. */
  rate(currency: string): FxRate | null {
    const r = this.rates.get(currency.toUpperCase()) ?? null;
    if (r) this.used.set(r.currency, r);
    return r;
  }

  /** Units of `currency` per USD (recorded as used), or null. */
  perUsd(currency: string): number | null {
    return this.rate(currency)?.perUsd ?? null;
  }

  /** A view over the same rates with its own usage record (one per evaluation, so DDP trials do not leak). */
  fresh(): FxRates {
    return new FxRates(this.rates);
  }

  /** Every rate held, whether used or not. */
  all(): FxRate[] {
    return [...this.rates.values()];
  }

  /** The rates looked up so far, by currency code. */
  usedRates(): FxRate[] {
    return [...this.used.values()].sort((a, b) => a.currency.localeCompare(b.currency));
  }
}

/** The compiled dataset's table, when it has one. */
export function fxFromStore(store: TariffStore): FxTable | null {
  const fx = (store.dataset as { fx?: FxTable }).fx;
  return fx && typeof fx.date === 'string' && fx.perUsd ? fx : null;
}

/** Cents of a dollar written as a currency by some sources. */
const USD_CENT = new Set(['USC', 'US¢', '¢', 'CENTS']);

/** Amount in `currency` → USD; null when there is no rate for it. */
export function toUsd(amount: Decimal, currency: string, fx: FxRates | null): Decimal | null {
  const cur = currency.toUpperCase();
  if (cur === 'USD') return amount;
  if (USD_CENT.has(cur)) return amount.div(100);
  const rate = fx?.perUsd(cur);
  return rate ? amount.div(rate) : null;
}

/** USD → `currency`; null when there is no rate for it. */
export function fromUsd(amountUsd: Decimal, currency: string, fx: FxRates | null): Decimal | null {
  const cur = currency.toUpperCase();
  if (cur === 'USD') return amountUsd;
  const rate = fx?.perUsd(cur);
  return rate ? amountUsd.times(rate) : null;
}

/** '0.92 EUR/USD (2026-11-18, ECB)' */
export function describeRate(r: FxRate): string {
  return `${r.perUsd} ${r.currency}/USD (${r.date}, ${r.source})`;
}
