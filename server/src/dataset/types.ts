/**
 * The compiled tariff dataset: the one shape every engine reads.
 *
 * Built by `npm run dataset` from ../shared/data (see server/src/dataset/build.ts) into a
 * git-ignored folder, loaded into memory at start. Fields may be added; none renamed without
 * updating every engine (tariff route, landed cost, classifier).
 */

/** The 13 supported destinations. EU is the customs union; UK is also accepted as GB at the API edge. */
export const DESTINATIONS = ['US', 'CN', 'EU', 'UK', 'JP', 'KR', 'CA', 'AU', 'IN', 'MX', 'BR', 'SG', 'CH'] as const;
export type Destination = (typeof DESTINATIONS)[number];

/** A parsed duty rate. Amounts are in the currency of the schedule; ad valorem rates are fractions (0.165 = 16.5 %). */
export type RateExpr =
  | { type: 'free' }
  /** `on`: the basis when it is not the whole customs value, e.g. 'the case' (US watches), 'drained weight'. */
  | { type: 'ad_valorem'; rate: number; on?: string }
  /**
   * `amount` `currency` per `per` `unit`, e.g. 77 GBP per 100 kg → { amount: 77, currency: 'GBP', per: 100, unit: 'kg' }.
   * `on`: a qualifier of the quantity, e.g. 'net drained wt', 'total sugars', 'lactic matter'.
   */
  | { type: 'specific'; amount: number; currency: string; per: number; unit: string; on?: string }
  /** Sum of the terms, e.g. 4.4¢/kg + 10 %. */
  | { type: 'compound'; terms: RateExpr[] }
  /** The higher (max) or the lower (min) of the alternatives, e.g. JP "60%又は4,800円/足のうちいずれか高い税率". */
  | { type: 'max'; of: RateExpr[] }
  | { type: 'min'; of: RateExpr[] }
  /**
   * Different rates for parts of a line, seasons, in-/out-of-quota, or a range across sub-items, each with the
   * source's condition text (e.g. '1 JUL - 31 JAN', '関税割当数量以内のもの', 'range from'). Evaluators that cannot
   * tell which case applies should take the highest (conservative) and say so.
   */
  | { type: 'conditional'; cases: { condition: string; expr: RateExpr }[] }
  /**
   * An amount the source names but does not state, so it cannot be computed from this dataset:
   * 'agricultural_component' (EU EA/EAR, Meursing table), 'additional_duty_sugar' (ADSZ), 'additional_duty_flour'
   * (ADFM), 'entry_price' (EU entry-price system), 'gate_price' (JP differential duty: standard import price − customs
   * value), 'base_duty' (US chapter 99: the duty of the applicable subheading), 'unbound' (JP WTO 非譲許), 'prohibited'
   * (MX Prohibida), 'specific_unstated' (MX AE/AMX markers: a specific or mixed duty whose amount is not in the file).
   */
  | { type: 'variable'; component: string };

export interface Rate {
  /** The rate exactly as the source prints it. */
  text: string;
  /** Parsed form; null when the parser could not read the text (then it is listed in the parser report). */
  expr: RateExpr | null;
  /** The rate as a fraction when it is purely ad valorem (free → 0); null for specific, compound or unparsed rates. */
  adValorem: number | null;
}

/** A preferential rate under one trade agreement or programme. */
export interface Preference {
  /** Stable agreement id, e.g. 'USMCA', 'KORUS', 'CPTPP', 'RCEP', 'EU-JP EPA', 'GSP'. */
  agreement: string;
  /** ISO 3166-1 alpha-2 codes of the origins that may claim it (EU members expanded where the agreement is with the EU). */
  partners: string[];
  rate: Rate;
}

/** How much of a country's tariff the dataset holds for a code. */
export type CoverageStatus = 'available' | 'partial' | 'rule' | 'no_data';

/** A national tariff line (US HTS 8/10, JP 9, UK 8/10, CN 8, AU 8, MX 8, KR 10 …). */
export interface NationalLine {
  /** Digits only, the national length. */
  code: string;
  /** English title (JP: the HS title of its subheading, see localTitle). */
  title: string;
  /** Title in the source's own language when it is not English (JP, KR, CN, MX, BR). */
  localTitle?: string;
  mfn: Rate | null;
  preferential: Preference[];
  /** Units of quantity as printed by the source (e.g. ['doz.', 'kg']). */
  units: string[];
  /** Other named rate columns kept for reference (US column 2, JP general/WTO/temporary, KR basic …). */
  otherRates?: Record<string, Rate>;
  /** Source footnotes or codes the landed-cost engine needs (e.g. US chapter 99 references). */
  notes?: string[];
}

/** One country's data for one HS 2022 subheading. */
export interface Hs6Entry {
  hs6: string;
  status: CoverageStatus;
  /** The HS6-level MFN: the highest line rate when lines differ (see mfnRange). */
  mfn: Rate | null;
  /** Min and max ad valorem MFN across the national lines (or across the source's own range, EU). */
  mfnRange: { min: number; max: number } | null;
  lines: NationalLine[];
  /**
   * HS6-level preferences: EU per-origin data, or per agreement the highest of its line rates (conservative, like
   * `mfn`), with the partners that may claim it.
   */
  preferential: Preference[];
  /** Caveats, e.g. 'hs2017_split' when mapped through a 1:n correlation, 'anti_dumping' flag from the source. */
  flags: string[];
}

export interface CountryDataset {
  country: Destination;
  name: string;
  /** Official publisher of this country's tariff, e.g. https://hts.usitc.gov/ */
  sourceUrl: string;
  /** Edition date of the source, ISO 8601 UTC; '' when no schedule is loaded (defaultStatus no_data). */
  verifiedAt: string;
  edition: string;
  /** Currency of specific duties in the schedule. */
  currency: string;
  /** Status for HS6 codes that have no entry in `hs6`. */
  defaultStatus: CoverageStatus;
  hs6: Record<string, Hs6Entry>;
  notes: string[];
  /** US only: duties charged on top of the line rate (chapter 99, Section 301, dated 232/301/IEEPA/122 rates). */
  additionalDuties?: AdditionalDuties;
}

/**
 * Additional duties, kept for the landed-cost engine (US). Three layers, as the sources give them:
 * - `chapter99`: every HTS chapter 99 line (9903.xx …) with its own rate text, e.g. 9903.88.15
 *   "The duty provided in the applicable subheading + 7.5%" → compound [variable base_duty, ad_valorem 0.075].
 *   National lines point to these in `NationalLine.notes` ("See 9903.88.15.").
 * - `section301`: HTS 8-digit → the China Section 301 list(s) it is on and the chapter 99 heading of each.
 * - `programs`: dated headline rates per authority (s232 steel/aluminum/autos…, s301, ieepa, s122), with the
 *   country (census code) where the rate is country-specific and the Federal Register source of each change.
 */
export interface AdditionalDuties {
  chapter99: Record<string, { code: string; description: string; rate: Rate }>;
  section301: Record<string, { list: string; chapter99: string }[]>;
  programs: {
    authority: string;
    name: string;
    changes: { date: string; rate: number; country?: string; censusCode?: string; source: string }[];
  }[];
  /** HTS revision → effective date and policy note, newest last. */
  revisions: { revision: string; effectiveDate: string; event: string | null }[];
}

export interface HsNode {
  code: string; // 2, 4 or 6 digits
  title: string;
  parent: string | null;
  section: string;
}

export interface CompiledDataset {
  builtAt: string;
  /** Hash of the source files' names, sizes and mtimes, to rebuild when they change. */
  sourceFingerprint: string;
  hs: {
    sections: Record<string, { id: string; title: string }>;
    /** Every chapter, heading and subheading of HS 2022, keyed by code. */
    nodes: Record<string, HsNode>;
  };
  countries: Record<Destination, CountryDataset>;
}
