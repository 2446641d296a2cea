import { Decimal, ZERO, usd } from './money.js';
import { PRICE_CONTENTS } from './incoterms.js';
import type { Incoterm } from './types.js';

export type ValuationBasis = 'FOB' | 'CIF';

export interface ShipmentCosts {
  declared: Decimal;
  freight: Decimal;
  insurance: Decimal;
  /** Transport after the border included in the price (0 when not given). */
  destinationTransport: Decimal;
}

/**
 * The goods alone (price net of the transport, insurance and, for DDP, the import charges it contains).
 * `importCharges` is only used for DDP, where the engine back-solves it.
 */
export function goodsValue(c: ShipmentCosts, incoterm: Incoterm, importCharges: Decimal = ZERO): Decimal {
  const inPrice = PRICE_CONTENTS[incoterm];
  let g = c.declared;
  if (inPrice.freight) g = g.minus(c.freight);
  if (inPrice.insurance) g = g.minus(c.insurance);
  if (inPrice.destinationTransport) g = g.minus(c.destinationTransport);
  if (inPrice.dutiesAndTaxes) g = g.minus(importCharges);
  return g;
}

/**
 * Customs value from the goods value on the destination's basis:
 * FOB basis (US 19 CFR 152.103(a)(5); CA Customs Act s.48(5); AU Customs Act 1901 s.161): the goods alone;
 * CIF basis (the ten others): goods + international freight + insurance to the border.
 * Transport after the border is never part of it (it goes into some VAT bases instead).
 */
export function customsValue(goods: Decimal, c: ShipmentCosts, basis: ValuationBasis): { value: Decimal; formula: string } {
  if (basis === 'FOB') return { value: goods, formula: `goods ${usd(goods)} (transaction value, international freight and insurance excluded)` };
  const value = goods.plus(c.freight).plus(c.insurance);
  return { value, formula: `goods ${usd(goods)} + freight ${usd(c.freight)} + insurance ${usd(c.insurance)}` };
}
