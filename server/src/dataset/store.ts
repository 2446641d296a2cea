import type { CompiledDataset, CountryDataset, Destination, Hs6Entry, HsNode, NationalLine } from './types.js';

/**
 * Read access to the compiled dataset with O(1) lookups. Engines depend on this interface only,
 * so tests can build a store from a small fixture with `createTariffStore`.
 */
export interface TariffStore {
  readonly dataset: CompiledDataset;
  /** HS 2022 chapter (2), heading (4) or subheading (6) by digits. */
  hsNode(code: string): HsNode | undefined;
  country(country: Destination): CountryDataset;
  /** The country's entry for an HS6 code; undefined when the country has no data for it (see defaultStatus). */
  entry(country: Destination, hs6: string): Hs6Entry | undefined;
  /** A national line by its full code (digits), with the HS6 entry it sits under. */
  line(country: Destination, code: string): { entry: Hs6Entry; line: NationalLine } | undefined;
}

export function createTariffStore(dataset: CompiledDataset): TariffStore {
  // National lines are indexed on the first `line()` call (not at start), then each lookup is one map access.
  let lineIndex: Map<string, { entry: Hs6Entry; line: NationalLine }> | undefined;
  const indexLines = () => {
    const index = new Map<string, { entry: Hs6Entry; line: NationalLine }>();
    for (const [country, data] of Object.entries(dataset.countries)) {
      for (const entry of Object.values(data.hs6)) {
        for (const line of entry.lines) index.set(`${country}:${line.code}`, { entry, line });
      }
    }
    return index;
  };
  return {
    dataset,
    hsNode: (code) => dataset.hs.nodes[code],
    country: (country) => dataset.countries[country],
    entry: (country, hs6) => dataset.countries[country]?.hs6[hs6],
    line: (country, code) => (lineIndex ??= indexLines()).get(`${country}:${code}`),
  };
}

export { loadTariffStore, loadCompiledDataset, type LoadOptions } from './load.js';
