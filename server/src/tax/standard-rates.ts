import { createRequire } from 'node:module';

/**
 * Standard VAT/GST rates from the `sales-tax` npm package (a dependency, kept up to date upstream).
 *
 * The package's public API resolves dated rates against the clock only; a quote needs them for its
 * own date, so this reads the package's own rate table (res/sales_tax_rates.json, shipped in the
 * package) and applies its `before` entries for the quote date the way the package does.
 */
const require = createRequire(import.meta.url);

interface PackageRate {
  type: string;
  currency: string | null;
  rate: number;
  before?: Record<string, Omit<PackageRate, 'before' | 'states'>>;
  states?: Record<string, { rate: number; type: string; before?: Record<string, { rate: number; type: string }> }>;
}

const table = require('sales-tax/res/sales_tax_rates.json') as Record<string, PackageRate>;
const packageVersion = (require('sales-tax/package.json') as { version: string }).version;

export const SALES_TAX_SOURCE = `sales-tax npm package ${packageVersion} (standard rates table)`;
export const SALES_TAX_URL = 'https://www.npmjs.com/package/sales-tax';

export interface StandardRate {
  /** 'vat', 'gst', 'none', … as the package names it. */
  type: string;
  rate: number;
  currency: string | null;
}

/** The rate in force at `date`: the entry with the earliest `before` date still after `date`, else the current one. */
function resolveDated<T extends { rate: number; type: string }>(current: T, before: Record<string, T> | undefined, date: Date): T {
  if (!before) return current;
  let pick: { at: number; rate: T } | null = null;
  for (const [iso, rate] of Object.entries(before)) {
    const at = Date.parse(iso);
    if (Number.isNaN(at)) continue;
    if (date.getTime() < at && (pick === null || at < pick.at)) pick = { at, rate };
  }
  return pick ? pick.rate : current;
}

/** Standard rate of an ISO 3166-1 alpha-2 country at `date`; undefined when the package does not list it. */
export function standardRate(country: string, date: Date): StandardRate | undefined {
  const entry = table[country.toUpperCase()];
  if (!entry) return undefined;
  const r = resolveDated(entry, entry.before, date);
  return { type: r.type, rate: r.rate, currency: r.currency ?? entry.currency };
}

/** A state or province rate (e.g. CA provinces' PST/HST) at `date`. */
export function stateRate(country: string, state: string, date: Date): { type: string; rate: number } | undefined {
  const s = table[country.toUpperCase()]?.states?.[state.toUpperCase()];
  if (!s) return undefined;
  return resolveDated(s, s.before, date);
}
