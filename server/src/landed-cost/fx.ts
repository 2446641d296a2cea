import { Decimal } from './money.js';
import type { TariffStore } from '../dataset/store.js';

/**
 * A dated exchange-rate table: units of each currency per 1 USD, with its date and publisher.
 *
 * Thresholds and specific duties stated in local currency need it. The engine takes it from the compiled
 * dataset (`dataset.fx`) when the dataset carries one; there is no official rate file in ../shared/data yet,
 * so until then amounts in other currencies are not converted and the response says so. No rate is made up.
 */
export interface FxTable {
  /** ISO date the rates are for. */
  date: string;
  /** Publisher, e.g. 'HMRC monthly exchange rates', 'ECB reference rates'. */
  source: string;
  /** Currency code → units per 1 USD. */
  perUsd: Record<string, number>;
}

export function fxFromStore(store: TariffStore): FxTable | null {
  const fx = (store.dataset as { fx?: FxTable }).fx;
  return fx && typeof fx.date === 'string' && fx.perUsd ? fx : null;
}

/** Cents of a dollar written as a currency by some sources. */
const USD_CENT = new Set(['USC', 'US¢', '¢', 'CENTS']);

/** Amount in `currency` → USD; null when the table has no rate for it. */
export function toUsd(amount: Decimal, currency: string, fx: FxTable | null): Decimal | null {
  const cur = currency.toUpperCase();
  if (cur === 'USD') return amount;
  if (USD_CENT.has(cur)) return amount.div(100);
  const rate = fx?.perUsd[cur];
  return rate && rate > 0 ? amount.div(rate) : null;
}

/** USD → `currency`; null when the table has no rate for it. */
export function fromUsd(amountUsd: Decimal, currency: string, fx: FxTable | null): Decimal | null {
  const cur = currency.toUpperCase();
  if (cur === 'USD') return amountUsd;
  const rate = fx?.perUsd[cur];
  return rate && rate > 0 ? amountUsd.times(rate) : null;
}
