import type { CoverageStatus, Destination } from '../dataset/types.js';
import type { FxRate, FxRateInput } from './fx.js';

/** Incoterms 2020 rules. */
export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

export const TRANSPORT_MODES = ['ocean', 'air', 'road', 'rail', 'postal', 'courier'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** Largest amount accepted for any money input (USD 10 billion): larger is a typo or an overflow attempt. */
export const MAX_AMOUNT_USD = 10_000_000_000;
/** Largest quantity or weight accepted. */
export const MAX_QUANTITY = 1_000_000_000;
/** Bounds of `fxRates`: at most this many rates, each at most this many units per USD (a sanity bound, not a rate). */
export const MAX_FX_RATES = 32;
export const MAX_PER_USD = 1_000_000_000;

/** A request after validation (the route's zod schema produces this shape). */
export interface LandedCostInput {
  /** 6 to 10 digits (dots and spaces removed). */
  hs: string;
  destination: Destination;
  /** ISO 3166-1 alpha-2. */
  origin: string;
  declaredValueUsd: number;
  freightUsd: number;
  insuranceUsd?: number;
  incoterm?: Incoterm;
  /** Quantity in `unit`, for specific duties per item, pair, litre … */
  quantity?: number;
  unit?: string;
  /** Gross weight in kilograms, for specific duties per kg (and Swiss duties per 100 kg gross). */
  weightKg?: number;
  transportMode?: TransportMode;
  /** EU member state, Canadian province, Brazilian state … for the VAT/GST rate. */
  region?: string;
  /** Transport after the border (to the named inland place) included in the declared price under C and D terms. */
  destinationTransportUsd?: number;
  /** Date the dated measures are taken at (ISO date); default today. */
  quoteDate?: string;
  /**
   * Official customs exchange rates the caller must use (units per 1 USD, with their date and publisher), for
   * local-currency thresholds, specific duties in other currencies and local rounding. They take precedence over
   * a dataset table; without them those steps are skipped with a warning.
   */
  fxRates?: FxRateInput[];
  /**
   * US only: the HTS chapter 99 Section 232 heading the goods are entered under (the dataset does not map lines to
   * the Section 232 annexes), and the value the duty applies to when it is not the whole value (metal content,
   * non-U.S. content).
   */
  section232?: { heading: string; contentValueUsd?: number };
}

export type LineKind = 'goods' | 'freight' | 'insurance' | 'inland_transport' | 'duty' | 'additional_duty' | 'fee' | 'tax';

/** One component of the landed cost. */
export interface LandedCostLine {
  /** Stable id, e.g. 'duty', 'us_section_301', 'us_mpf', 'vat'. */
  id: string;
  kind: LineKind;
  label: string;
  /** Amount the rate applies to, in USD; null for lines that are not computed from a base (goods, freight). */
  baseUsd: number | null;
  /** Ad valorem rate as a fraction where the line has one. */
  rate: number | null;
  /** The rate as printed by the source or the rule (e.g. '12%', '4.4¢/kg + 10%', '0.3464% (min 33.58, max 651.50)'). */
  rateText: string | null;
  amountUsd: number;
  /** How the amount was computed, with the numbers. */
  formula: string;
  /** Legal source or data source of the rule. */
  legalSource: string;
  sourceUrl?: string;
  /** Dates the measure is in force, where it is dated. */
  effectiveFrom?: string;
  effectiveTo?: string;
  /** False when a component could not be evaluated (e.g. a specific duty without weight): the amount is a lower bound. */
  complete: boolean;
}

export interface LandedCostResult {
  totals: {
    customsValueUsd: number;
    dutyUsd: number;
    feesUsd: number;
    vatUsd: number;
    otherTaxesUsd: number;
    landedCostUsd: number;
  };
  breakdown: {
    mfnRate: number | null;
    ftaRate: number | null;
    vatRate: number | null;
    /** Agreement whose preferential rate was used; null when MFN was used. */
    agreement: string | null;
    lines: LandedCostLine[];
  };
  tariff: {
    hs: string;
    /** The national line used, when one was (8-10 digits). */
    nationalLine: string | null;
    mfn: number | null;
    mfnText: string | null;
    coverage: CoverageStatus;
    sourceUrl: string;
    verifiedAt: string;
    edition: string;
  };
  valuation: {
    basis: 'FOB' | 'CIF';
    incoterm: Incoterm;
    legalSource: string;
  };
  deMinimis: {
    applied: boolean;
    /** Human-readable threshold, e.g. 'GBP 135 (duty)'; null where the destination has none. */
    threshold: string | null;
    note: string;
  };
  /** The exchange rates the computation used, each with its date and source; null when none was needed or given. */
  fx: { rates: FxRate[] } | null;
  quoteDate: string;
  assumptions: string[];
  warnings: string[];
}
