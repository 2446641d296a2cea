import type { Incoterm } from './types.js';

/**
 * What the invoice price already contains under each Incoterms 2020 rule (ICC Incoterms 2020,
 * cost allocation; see ../shared/reference/landed-cost-rules.md §1.3). Customs law, not the
 * Incoterm, decides the dutiable base: valuation.ts applies it per destination.
 */
export interface PriceContents {
  /** Main international carriage. */
  freight: boolean;
  insurance: boolean;
  /** Transport after the border to the named place (C terms to an inland place, D terms). */
  destinationTransport: boolean;
  /** Import duties, fees and taxes (DDP only). */
  dutiesAndTaxes: boolean;
}

const none: PriceContents = { freight: false, insurance: false, destinationTransport: false, dutiesAndTaxes: false };

export const PRICE_CONTENTS: Record<Incoterm, PriceContents> = {
  EXW: none,
  FCA: none,
  FAS: none,
  FOB: none,
  CFR: { ...none, freight: true },
  CPT: { ...none, freight: true, destinationTransport: true },
  CIF: { ...none, freight: true, insurance: true },
  CIP: { ...none, freight: true, insurance: true, destinationTransport: true },
  DAP: { ...none, freight: true, insurance: true, destinationTransport: true },
  DPU: { ...none, freight: true, insurance: true, destinationTransport: true },
  DDP: { freight: true, insurance: true, destinationTransport: true, dutiesAndTaxes: true },
};
