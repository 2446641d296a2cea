import type { CompiledDataset, CountryDataset, Destination, Hs6Entry, NationalLine, Preference, Rate } from './types.js';

/**
 * The compiled dataset on disk: the same CompiledDataset with every Rate, partner list and Preference stored once
 * in a table and referenced by index. Rates repeat massively (JP: 22 EPA columns on 11,000 lines, the same "無税"
 * everywhere), so the plain JSON would be ~170 MB; interned it is a few tens of MB and parses in a fraction of the
 * time. Decoding rebuilds the plain objects, sharing identical ones (they are immutable).
 */
export const COMPACT_FORMAT = 'tis-dataset/3';

/** A national line as a tuple: code, title, localTitle, mfn, preference list, units list, other-rates map, notes. */
type CompactLine = [
  code: string,
  /** null = the HS 2022 subheading title (JP, CN, MX, BR lines use it). */
  title: string | null,
  localTitle: string | null,
  mfn: number,
  preferential: number,
  units: number,
  otherRates: number,
  notes: string[] | null,
];
/** An HS6 entry as a tuple (its code is the map key): status, mfn, mfnRange, preference list, flag list, lines. */
type CompactEntry = [
  status: Hs6Entry['status'],
  mfn: number,
  mfnRange: [number, number] | null,
  preferential: number,
  flags: number,
  lines: CompactLine[],
];
interface CompactCountry extends Omit<CountryDataset, 'hs6'> {
  hs6: Record<string, CompactEntry>;
}
export interface CompactDataset extends Omit<CompiledDataset, 'countries'> {
  format: typeof COMPACT_FORMAT;
  rates: Rate[];
  partners: string[][];
  prefs: [agreement: string, partners: number, rate: number][];
  /** Lists of preference indexes (a line's or an entry's `preferential`). */
  prefLists: number[][];
  unitLists: string[][];
  /** otherRates maps: [name, rate index] pairs. */
  otherMaps: [string, number][][];
  flagLists: string[][];
  countries: Record<Destination, CompactCountry>;
}

/** Interns values by a string key: the table and the index of each value. */
class Table<T> {
  readonly items: T[] = [];
  private readonly index = new Map<string, number>();
  add(key: string, value: T): number {
    let i = this.index.get(key);
    if (i === undefined) this.index.set(key, (i = this.items.push(value) - 1));
    return i;
  }
}

export function encodeDataset(dataset: CompiledDataset): CompactDataset {
  const rates = new Table<Rate>();
  const rateIds = new Map<Rate, number>();
  const rateOf = (r: Rate | null | undefined): number => {
    if (!r) return -1;
    let i = rateIds.get(r);
    if (i === undefined) rateIds.set(r, (i = rates.add(JSON.stringify(r), r)));
    return i;
  };
  const partners = new Table<string[]>();
  const prefs = new Table<[string, number, number]>();
  const prefOf = (p: Preference): number => {
    const pi = partners.add(p.partners.join(','), p.partners);
    const ri = rateOf(p.rate);
    return prefs.add(`${p.agreement}\0${pi}\0${ri}`, [p.agreement, pi, ri]);
  };
  const prefLists = new Table<number[]>();
  const prefListOf = (list: Preference[]): number => {
    const ids = list.map(prefOf);
    return prefLists.add(ids.join(','), ids);
  };
  const unitLists = new Table<string[]>();
  const otherMaps = new Table<[string, number][]>();
  const otherOf = (other: Record<string, Rate> | undefined): number => {
    if (!other) return -1;
    const pairs = Object.entries(other).map(([n, r]) => [n, rateOf(r)] as [string, number]);
    return otherMaps.add(JSON.stringify(pairs), pairs);
  };
  const flagLists = new Table<string[]>();
  const countries = {} as Record<Destination, CompactCountry>;
  for (const [code, c] of Object.entries(dataset.countries) as [Destination, CountryDataset][]) {
    const hs6: Record<string, CompactEntry> = {};
    for (const [k, e] of Object.entries(c.hs6)) {
      const hsTitle = dataset.hs.nodes[k]?.title;
      hs6[k] = [
        e.status,
        rateOf(e.mfn),
        e.mfnRange ? [e.mfnRange.min, e.mfnRange.max] : null,
        prefListOf(e.preferential),
        flagLists.add(e.flags.join('\0'), e.flags),
        e.lines.map((l): CompactLine => [
          l.code,
          l.title === hsTitle ? null : l.title,
          l.localTitle ?? null,
          rateOf(l.mfn),
          prefListOf(l.preferential),
          unitLists.add(l.units.join('\0'), l.units),
          otherOf(l.otherRates),
          l.notes ?? null,
        ]),
      ];
    }
    countries[code] = { ...c, hs6 };
  }
  return {
    ...dataset,
    format: COMPACT_FORMAT,
    rates: rates.items,
    partners: partners.items,
    prefs: prefs.items,
    prefLists: prefLists.items,
    unitLists: unitLists.items,
    otherMaps: otherMaps.items,
    flagLists: flagLists.items,
    countries,
  };
}

export function decodeDataset(compact: CompactDataset): CompiledDataset {
  if (compact.format !== COMPACT_FORMAT) throw new Error(`unknown compiled dataset format ${String(compact.format)}`);
  const { rates, partners } = compact;
  const prefs: Preference[] = compact.prefs.map(([agreement, p, r]) => ({ agreement, partners: partners[p], rate: rates[r] }));
  const prefLists: Preference[][] = compact.prefLists.map((ids) => ids.map((i) => prefs[i]));
  const otherMaps: Record<string, Rate>[] = compact.otherMaps.map((pairs) => {
    const o: Record<string, Rate> = {};
    for (const [n, i] of pairs) o[n] = rates[i];
    return o;
  });
  const rate = (i: number): Rate | null => (i < 0 ? null : rates[i]);
  const entryOf = (k: string, [status, mfn, range, pref, flags, lines]: CompactEntry): Hs6Entry => {
    const hsTitle = compact.hs.nodes[k]?.title ?? '';
    return {
      hs6: k,
      status,
      mfn: rate(mfn),
      mfnRange: range ? { min: range[0], max: range[1] } : null,
      preferential: prefLists[pref],
      flags: compact.flagLists[flags],
      lines: lines.map(([lineCode, title, localTitle, lineMfn, linePref, units, other, notes]) => {
        const line: NationalLine = {
          code: lineCode,
          title: title ?? hsTitle,
          mfn: rate(lineMfn),
          preferential: prefLists[linePref],
          units: compact.unitLists[units],
        };
        if (localTitle !== null) line.localTitle = localTitle;
        if (other >= 0) line.otherRates = otherMaps[other];
        if (notes) line.notes = notes;
        return line;
      }),
    };
  };
  const countries = {} as Record<Destination, CountryDataset>;
  for (const [code, c] of Object.entries(compact.countries) as [Destination, CompactCountry][]) {
    const hs6 = lazyRecord(c.hs6, entryOf);
    countries[code] = { ...(c as unknown as CountryDataset), hs6 };
  }
  const { format: _f, rates: _r, partners: _p, prefs: _pr, prefLists: _pl, unitLists: _u, otherMaps: _o, flagLists: _fl, ...rest } = compact;
  return { ...rest, countries };
}

/**
 * A read-mostly record whose values are materialised from their compact form on first access and then kept:
 * start-up only parses the JSON, and a lookup pays for the one entry it reads. Behaves as a plain object for
 * property access, `in`, Object.keys/values/entries and JSON.stringify.
 */
function lazyRecord<C, V>(compact: Record<string, C>, make: (key: string, value: C) => V): Record<string, V> {
  const made = new Map<string, V>();
  const has = (k: string | symbol): k is string => typeof k === 'string' && (made.has(k) || Object.hasOwn(compact, k));
  const get = (k: string): V => {
    let v = made.get(k);
    if (v === undefined) made.set(k, (v = make(k, compact[k])));
    return v;
  };
  return new Proxy({} as Record<string, V>, {
    get: (_t, k) => (has(k) ? get(k) : undefined),
    has: (_t, k) => has(k),
    set: (_t, k, v: V) => {
      if (typeof k !== 'string') return false;
      made.set(k, v);
      return true;
    },
    ownKeys: () => [...new Set([...Object.keys(compact), ...made.keys()])],
    getOwnPropertyDescriptor: (_t, k) => (has(k) ? { value: get(k), enumerable: true, configurable: true, writable: true } : undefined),
  });
}
