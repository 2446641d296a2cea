import { LRUCache } from 'lru-cache';
import { COUNTRY_INFO } from '../dataset/countries.js';
import type { TariffStore } from '../dataset/store.js';
import { DESTINATIONS, type CoverageStatus, type Destination, type Preference, type Rate, type RateExpr } from '../dataset/types.js';
import { ApiError } from '../lib/errors.js';
import { importVat } from '../tax/index.js';
import { originCodes } from './origin.js';

/** A rate as served: the fraction when it is ad valorem (else null), with the source text and parsed form. */
export interface RateView {
  rate: number | null;
  text: string;
  expr: RateExpr | null;
}

export interface PreferenceView extends RateView {
  agreement: string;
  partners: string[];
}

export interface TariffRecord {
  hs: { code: string; title: string };
  country: { code: Destination; name: string };
  tariff: {
    /** MFN as a fraction: the highest line rate when the national lines differ (see mfnRange); null without data or when not ad valorem. */
    mfn: number | null;
    mfnRange: { min: number; max: number } | null;
    /** The MFN as printed and parsed (specific and compound duties are only here). */
    mfnRate: RateView | null;
    /** Best preference open to `origin`; without origin the lowest preference of any agreement. */
    fta: number | null;
    ftaAgreements: string[];
    vat: number | null;
    status: CoverageStatus;
    sourceUrl: string;
    /** Edition date of the source; null when no schedule is loaded. */
    verifiedAt: string | null;
    edition: string;
  };
  origin: string | null;
  lines: {
    code: string;
    title: string;
    localTitle: string | null;
    mfn: RateView | null;
    preferential: PreferenceView[];
    units: string[];
    otherRates: Record<string, RateView>;
    notes: string[];
  }[];
  preferential: PreferenceView[];
  other_countries: { country: Destination; name: string; mfn: number | null; status: CoverageStatus }[];
  flags: string[];
  notes: string[];
}

const view = (r: Rate | null | undefined): RateView | null => (r ? { rate: r.adValorem, text: r.text, expr: r.expr } : null);
const prefView = (p: Preference): PreferenceView => ({ agreement: p.agreement, partners: p.partners, ...view(p.rate)! });

/** Lowest ad valorem preference among `prefs`, with every agreement that offers it. */
function bestPreference(prefs: Preference[]): { rate: number | null; agreements: string[] } {
  let rate: number | null = null;
  for (const p of prefs) if (p.rate.adValorem !== null && (rate === null || p.rate.adValorem < rate)) rate = p.rate.adValorem;
  if (rate === null) return { rate: null, agreements: [] };
  return { rate, agreements: [...new Set(prefs.filter((p) => p.rate.adValorem === rate).map((p) => p.agreement))] };
}

export interface LookupInput {
  country: Destination;
  /** HS code, digits only, 6 to 10 digits (longer codes narrow the national lines shown). */
  hs: string;
  /** ISO alpha-2 origin (UK and EU accepted). */
  origin?: string;
}

function compute(store: TariffStore, input: LookupInput): TariffRecord {
  const hs6 = input.hs.slice(0, 6);
  const node = store.hsNode(hs6);
  if (!node) {
    throw new ApiError('unknown_hs', `HS subheading ${hs6} does not exist in HS 2022.`, { hs: hs6 });
  }
  const data = store.country(input.country);
  const entry = store.entry(input.country, hs6);
  const notes: string[] = [];
  let lines = entry?.lines ?? [];
  if (input.hs.length > 6) {
    const narrowed = lines.filter((l) => l.code.startsWith(input.hs) || input.hs.startsWith(l.code));
    if (narrowed.length > 0) lines = narrowed;
    else if (lines.length > 0) notes.push(`No national line matches ${input.hs}; all lines of ${hs6} are shown.`);
  }

  const origin = input.origin ? input.origin.trim().toUpperCase() : null;
  const prefs = entry?.preferential ?? [];
  const open = origin ? prefs.filter((p) => originCodes(origin).some((c) => p.partners.includes(c))) : prefs;
  const best = bestPreference(open);
  if (origin && open.length === 0 && prefs.length > 0) notes.push(`No preference in this dataset is open to origin ${origin}.`);

  let vat: number | null = null;
  try {
    const result = importVat(input.country, hs6);
    vat = result.rate;
    if (vat === null) {
      const range = result.range ? ` (${result.range.min}-${result.range.max} across regions)` : '';
      notes.push(`Import ${result.name} depends on the region (e.g. EU member state)${range}; see POST /api/landed-cost.`);
    }
  } catch {
    vat = null; // the VAT module could not decide: no figure rather than a guess
  }

  const status = entry?.status ?? data.defaultStatus;
  if (status === 'no_data') notes.push(`${data.name}: ${data.notes[0] ?? 'no tariff data for this code.'}`);

  return {
    hs: { code: hs6, title: node.title },
    country: { code: input.country, name: data.name },
    tariff: {
      mfn: entry?.mfn?.adValorem ?? null,
      mfnRange: entry?.mfnRange ?? null,
      mfnRate: view(entry?.mfn),
      fta: best.rate,
      ftaAgreements: best.agreements,
      vat,
      status,
      sourceUrl: data.sourceUrl,
      verifiedAt: data.verifiedAt || null,
      edition: data.edition,
    },
    origin,
    lines: lines.map((l) => ({
      code: l.code,
      title: l.title,
      localTitle: l.localTitle ?? null,
      mfn: view(l.mfn),
      preferential: l.preferential.map(prefView),
      units: l.units,
      otherRates: Object.fromEntries(Object.entries(l.otherRates ?? {}).map(([k, r]) => [k, view(r)!])),
      notes: l.notes ?? [],
    })),
    preferential: prefs.map(prefView),
    other_countries: DESTINATIONS.filter((c) => c !== input.country).map((c) => {
      const e = store.entry(c, hs6);
      return { country: c, name: COUNTRY_INFO[c].name, mfn: e?.mfn?.adValorem ?? null, status: e?.status ?? store.country(c).defaultStatus };
    }),
    flags: entry?.flags ?? [],
    notes,
  };
}

interface Cached {
  record: TariffRecord;
  /** The record serialised once: the endpoint sends these bytes without stringifying per request. */
  json: string;
}

const caches = new WeakMap<TariffStore, LRUCache<string, Cached>>();

function cached(store: TariffStore, input: LookupInput): Cached {
  let cache = caches.get(store);
  // A day's TTL so the VAT part follows dated rate changes; the tariff data itself never changes under a store.
  if (!cache) caches.set(store, (cache = new LRUCache<string, Cached>({ max: 10_000, ttl: 86_400_000 })));
  const key = `${input.country}:${input.hs}:${input.origin?.toUpperCase() ?? ''}`;
  let hit = cache.get(key);
  if (!hit) {
    const record = compute(store, input);
    hit = { record, json: JSON.stringify(record) };
    cache.set(key, hit);
  }
  return hit;
}

/**
 * The tariff record of an HS code in a destination. Results are cached per store (LRU, 10,000 records, one day):
 * the dataset is immutable once loaded. Throws ApiError unknown_hs (404) for a code outside HS 2022.
 */
export function lookupTariff(store: TariffStore, input: LookupInput): TariffRecord {
  return cached(store, input).record;
}

/** The same record as JSON text, serialised once per cache entry (what the HTTP route sends). */
export function lookupTariffJson(store: TariffStore, input: LookupInput): string {
  return cached(store, input).json;
}
