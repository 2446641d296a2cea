import { COUNTRY_INFO } from '../countries.js';
import type { CountryDataset, CoverageStatus, Destination, Hs6Entry, NationalLine, Preference, Rate } from '../types.js';

/** Ranks rates for "the highest": ad valorem value, else unknown (−1, never chosen over a known rate). */
function rank(rate: Rate | null): number {
  return rate?.adValorem ?? -1;
}

/** The highest of the rates (by ad valorem value); when none is ad valorem, the first one. */
export function highestRate(rates: Rate[]): Rate | null {
  let best: Rate | null = null;
  for (const r of rates) if (!best || rank(r) > rank(best)) best = r;
  return best;
}

/**
 * Rolls national lines up into the HS6 entry:
 * - mfn: the highest line rate (by ad valorem value); mfnRange: min/max ad valorem across lines when they differ;
 * - preferential: per agreement, the highest of its line rates (conservative, as for the MFN), partners merged;
 * - status: available when every line has an MFN rate, partial otherwise (or when `partial` is forced).
 */
export function entryFromLines(
  hs6: string,
  lines: NationalLine[],
  options: { flags?: string[]; partial?: boolean } = {},
): Hs6Entry {
  const mfnRates = lines.map((l) => l.mfn).filter((r): r is Rate => r !== null);
  const flags = [...(options.flags ?? [])];
  const mfn = highestRate(mfnRates);
  const values = mfnRates.map((r) => r.adValorem).filter((v): v is number => v !== null);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const mfnRange = values.length > 0 && min !== max ? { min, max } : null;
  if (new Set(mfnRates.map((r) => r.text)).size > 1 && values.length < mfnRates.length) flags.push('mixed_rate_forms');

  const byAgreement = new Map<string, { partners: Set<string>; rates: Rate[] }>();
  for (const line of lines) {
    for (const p of line.preferential) {
      const a = byAgreement.get(p.agreement) ?? { partners: new Set<string>(), rates: [] };
      p.partners.forEach((c) => a.partners.add(c));
      a.rates.push(p.rate);
      byAgreement.set(p.agreement, a);
    }
  }
  const preferential: Preference[] = [...byAgreement.entries()].map(([agreement, a]) => ({
    agreement,
    partners: [...a.partners].sort(),
    rate: highestRate(a.rates)!,
  }));

  let status: CoverageStatus = mfnRates.length === 0 ? 'no_data' : mfnRates.length < lines.length ? 'partial' : 'available';
  if (options.partial && status === 'available') status = 'partial';
  return { hs6, status, mfn, mfnRange, lines, preferential, flags };
}

/** Groups lines by their first six digits. */
export function groupByHs6(lines: NationalLine[]): Map<string, NationalLine[]> {
  const map = new Map<string, NationalLine[]>();
  for (const line of lines) {
    const hs6 = line.code.slice(0, 6);
    const list = map.get(hs6);
    if (list) list.push(line);
    else map.set(hs6, [line]);
  }
  return map;
}

export function countryShell(
  country: Destination,
  meta: Pick<CountryDataset, 'sourceUrl' | 'verifiedAt' | 'edition' | 'defaultStatus'> & { notes?: string[] },
): CountryDataset {
  return {
    country,
    name: COUNTRY_INFO[country].name,
    currency: COUNTRY_INFO[country].currency,
    hs6: {},
    ...meta,
    notes: meta.notes ?? [],
  };
}

/** ISO date (YYYY-MM-DD) → ISO 8601 UTC timestamp. */
export function isoUtc(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`not an ISO date: ${date}`);
  return `${date}T00:00:00.000Z`;
}

/** EU member states (27), for agreements concluded by the EU. */
export const EU_MEMBERS = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT',
  'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
];
export const ASEAN = ['BN', 'KH', 'ID', 'LA', 'MY', 'MM', 'PH', 'SG', 'TH', 'VN'];
