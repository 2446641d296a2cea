import type { TariffStore } from '../../dataset/store.js';
import type { Destination } from '../../dataset/types.js';
import type { ImportVatResult } from '../../tax/import-vat.js';
import type { FxRates } from '../fx.js';
import type { Decimal } from '../money.js';
import type { SelectedTariff } from '../tariff-lookup.js';
import type { LandedCostInput, LandedCostLine, TransportMode } from '../types.js';
import type { ValuationBasis } from '../valuation.js';

/** A line before rounding; the engine rounds `amount` to cents (or the module's own rule) when it declares it. */
export type LineDraft = Omit<LandedCostLine, 'amountUsd' | 'baseUsd' | 'complete'> & {
  amount: Decimal;
  base: Decimal | null;
  complete?: boolean;
};

/** What a destination module sees. Amounts are USD; duty and fee sums are already rounded. */
export interface RuleContext {
  input: LandedCostInput;
  origin: string;
  date: Date;
  /** quoteDate as YYYY-MM-DD, for comparing with effective dates. */
  day: string;
  mode: TransportMode | null;
  store: TariffStore;
  fx: FxRates | null;
  tariff: SelectedTariff;
  /** Agreement of the preferential rate used, null for MFN. */
  agreement: string | null;
  goods: Decimal;
  freight: Decimal;
  insurance: Decimal;
  destinationTransport: Decimal;
  customsValue: Decimal;
  /** Base duty (the line rate) after rounding. */
  baseDuty: Decimal;
  /** Base duty + additional duties, after rounding (available to fees and taxes). */
  duties: Decimal;
  /** Fees after rounding (available to taxes). */
  fees: Decimal;
  vat: ImportVatResult;
  warn(message: string): void;
  assume(message: string): void;
}

/** A de minimis or small-amount relief that applies. */
export interface Relief {
  /** What it waives. */
  covers: ('duty' | 'fees' | 'tax')[];
  /** Human-readable threshold, e.g. 'AUD 1,000 (duty and GST)'. */
  threshold: string;
  note: string;
}

export interface CountryRules {
  code: Destination;
  /** Local currency (thresholds, rounding). */
  currency: string;
  valuation: { basis: ValuationBasis; legalSource: string };
  /** Origins inside the destination's customs territory (an import from there is not an import). */
  customsTerritory: readonly string[];
  /** The value ad valorem duty is applied to, when the law rounds it (US whole dollars; JP JPY 1,000 with an FX rate). */
  dutiableValue?(customsValue: Decimal, fx: FxRates | null): { value: Decimal; note: string } | null;
  /** Rounding of duty, fee and tax amounts in local currency (JP JPY 100 down, IN nearest rupee); null when it cannot be applied. */
  roundAmount?(amount: Decimal, fx: FxRates | null): Decimal | null;
  /** Insurance when the request gives none: a legal default (IN 1.125 % of FOB) or null for 0. */
  defaultInsurance?(goods: Decimal): { amount: Decimal; assumption: string } | null;
  /** Duties on top of the line rate (US Section 301, CN countermeasures …). */
  additionalDuties?(ctx: RuleContext): LineDraft[];
  /** Fees and surcharges (US MPF/HMF, MX DTA, IN SWS …). */
  fees?(ctx: RuleContext): LineDraft[];
  /** VAT/GST and other taxes on the country's own base. */
  taxes(ctx: RuleContext): LineDraft[];
  /** Duty relief for low-value consignments; checked after the duty is known. */
  dutyRelief?(ctx: RuleContext): Relief | null;
  /** Tax relief (thresholds on the value or on the tax amount); checked after the taxes are known. */
  taxRelief?(ctx: RuleContext, taxes: Decimal): Relief | null;
  /** Text describing the destination's de minimis when none applied. */
  deMinimisNote(ctx: RuleContext): { threshold: string | null; note: string };
}
