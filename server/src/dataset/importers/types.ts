import type { CompiledDataset, CountryDataset, Destination, Rate } from '../types.js';
import type { HsCorrelation } from './hs-correlation.js';

/** What every country importer gets from the build. */
export interface ImportContext {
  dataDir: string;
  hs: CompiledDataset['hs'];
  /** The 5,613 HS 2022 subheadings. */
  hs6: ReadonlySet<string>;
  /** HS 2022 ↔ HS 2017 correlation (loaded on first use). */
  correlation(): HsCorrelation;
  /**
   * Parses a rate text as printed by the source and records it for the parser report
   * (distinct texts per source id, or per `source` when given, e.g. a second file of the same folder).
   * `currency` is the schedule's currency for bare amounts.
   */
  rate(text: string, options?: { currency?: string; bareNumberIsPercent?: boolean; source?: string }): Rate;
}

/**
 * One importer per source format. A new official file means a new importer added to the registry
 * (importers/registry.ts) ahead of the one it replaces, and nothing else.
 */
export interface CountryImporter {
  /** Source id, the folder name under dataDir (e.g. 'tariffs/us-hts-usitc'), or 'rule:SG' for rules in code. */
  id: string;
  country: Destination;
  /** Files (relative to dataDir) whose presence means this importer can run; empty for rules in code. */
  requires: string[];
  import(ctx: ImportContext): CountryDataset;
}
