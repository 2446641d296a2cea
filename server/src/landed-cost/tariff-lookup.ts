import type { TariffStore } from '../dataset/store.js';
import type { CountryDataset, CoverageStatus, Destination, Hs6Entry, NationalLine, Preference, Rate } from '../dataset/types.js';
import { ApiError } from '../lib/errors.js';
import { pct } from './money.js';

/** The rate data the engine prices the shipment with. */
export interface SelectedTariff {
  hs6: string;
  country: CountryDataset;
  entry: Hs6Entry;
  /** The national line used; null when the HS6 rate was used. */
  line: NationalLine | null;
  mfn: Rate;
  preferential: Preference[];
  coverage: CoverageStatus;
  warnings: string[];
}

/** Sort key of a rate for "the highest line rate": ad valorem where known, text otherwise. */
const rank = (r: Rate | null) => (r?.adValorem ?? (r ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY));

/**
 * Finds the rate for `hs` (6-10 digits): the national line when a longer code is given and exists,
 * otherwise the HS6 entry's rate (the highest line rate, with a warning when lines differ).
 * 404 unknown_hs for a code outside HS 2022; 422 tariff_unavailable when the destination has no rate.
 */
export function selectTariff(store: TariffStore, destination: Destination, hs: string): SelectedTariff {
  const hs6 = hs.slice(0, 6);
  if (!store.hsNode(hs6)) throw new ApiError('unknown_hs', `${hs6} is not an HS 2022 subheading.`, { hs: hs6 });
  const country = store.country(destination);
  const entry = store.entry(destination, hs6);
  const coverage: CoverageStatus = entry?.status ?? country.defaultStatus;
  const unavailable = (why: string) =>
    new ApiError('tariff_unavailable', `No ${destination} import duty rate for ${hs} in the dataset: ${why}. No rate is assumed.`, {
      coverage,
      destination,
      hs: hs6,
      edition: country.edition,
      sourceUrl: country.sourceUrl,
    });
  if (!entry || coverage === 'no_data') throw unavailable(`coverage is '${coverage}'`);

  const warnings: string[] = [];
  let line: NationalLine | null = null;
  if (hs.length > 6) {
    line = store.line(destination, hs)?.line ?? null;
    // A shorter national code than given (10 digits asked, 8-digit lines held): use the parent line.
    for (let len = hs.length - 1; !line && len > 6; len--) line = store.line(destination, hs.slice(0, len))?.line ?? null;
    if (!line) {
      // A longer national code than given: the lines under it, highest rate.
      const under = entry.lines.filter((l) => l.code.startsWith(hs) && l.mfn);
      if (under.length > 0) {
        line = under.reduce((a, b) => (rank(b.mfn) > rank(a.mfn) ? b : a));
        if (new Set(under.map((l) => l.mfn?.text)).size > 1) warnings.push(`The rate varies across the ${under.length} national lines under ${hs}; the highest (${line.code}, ${line.mfn?.text}) is used. Give the full national code for an exact rate.`);
      } else if (entry.lines.length > 0) {
        warnings.push(`${hs} is not a ${destination} national line in the dataset; the HS6 ${hs6} rate is used.`);
      }
    }
  }
  if (!line && entry.lines.length > 0) {
    const rated = entry.lines.filter((l) => l.mfn);
    if (rated.length > 0) {
      line = entry.mfn ? (rated.find((l) => l.mfn?.text === entry.mfn?.text) ?? null) : null;
      line ??= rated.reduce((a, b) => (rank(b.mfn) > rank(a.mfn) ? b : a));
      const distinct = new Set(rated.map((l) => l.mfn?.text));
      if (distinct.size > 1) {
        const range = entry.mfnRange ? ` (${pct(entry.mfnRange.min)} to ${pct(entry.mfnRange.max)})` : '';
        warnings.push(`The ${destination} rate varies across the ${rated.length} national lines under ${hs6}${range}; the highest (${line.code}: ${line.mfn?.text}) is used. Give the national code for an exact rate.`);
      }
    }
  }
  if (!line && entry.mfnRange && entry.mfnRange.min !== entry.mfnRange.max) {
    warnings.push(`The ${destination} rate varies across the lines under ${hs6} (${pct(entry.mfnRange.min)} to ${pct(entry.mfnRange.max)}); the highest is used.`);
  }
  const mfn = line?.mfn ?? entry.mfn;
  if (!mfn) throw unavailable(line ? `national line ${line.code} has no MFN rate` : 'the entry has no MFN rate');
  const preferential = line && line.preferential.length > 0 ? line.preferential : entry.preferential;
  return { hs6, country, entry, line, mfn, preferential, coverage, warnings };
}

/** Preferences open to `origin` (EU members are expanded by the dataset; 'UK' and 'GB' are the same). */
export function preferencesFor(prefs: Preference[], origin: string): Preference[] {
  const o = origin === 'GB' ? ['GB', 'UK'] : [origin];
  return prefs.filter((p) => p.partners.some((c) => o.includes(c.toUpperCase())));
}
