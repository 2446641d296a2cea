import type { RateExpr } from '../dataset/types.js';
import { Decimal, ZERO, pct, usd } from './money.js';
import { toUsd, type FxRates } from './fx.js';

/** What a duty expression needs from the shipment. */
export interface RateInputs {
  /** Value the ad valorem parts apply to (USD, already rounded where the law rounds it). */
  adValoremBase: Decimal;
  quantity?: number;
  unit?: string;
  weightKg?: number;
  fx: FxRates | null;
}

export interface EvaluatedRate {
  amount: Decimal;
  /** False when a part could not be computed (missing quantity, weight, FX or an unstated component). */
  complete: boolean;
  /** Inputs or data that were missing, e.g. 'weightKg', 'quantity in pair', 'FX rate for EUR'. */
  missing: string[];
  /** Conditions or choices made while evaluating (e.g. the highest of seasonal rates). */
  notes: string[];
  /** Formula text with the numbers. */
  formula: string;
  /** Present when the line blocks import (MX 'Prohibida'). */
  prohibited?: boolean;
}

const WEIGHT_KG: Record<string, number> = { kg: 1, g: 0.001, t: 1000 };
const UNIT_ALIASES: Record<string, string> = {
  kg: 'kg', kgs: 'kg', kilogram: 'kg', kilograms: 'kg', kgm: 'kg', キログラム: 'kg',
  g: 'g', gram: 'g', grams: 'g', gr: 'g', grm: 'g',
  t: 't', tonne: 't', tonnes: 't', ton: 't', tons: 't', tne: 't', mt: 't',
  no: 'item', 'no.': 'item', nos: 'item', pcs: 'item', pc: 'item', piece: 'item', pieces: 'item', item: 'item', items: 'item', unit: 'item', units: 'item', 'p/st': 'item', pst: 'item', st: 'item', u: 'item', head: 'item', 個: 'item', 本: 'item', 頭: 'item', nmb: 'item', nar: 'item',
  pair: 'pair', pairs: 'pair', pr: 'pair', prs: 'pair', 足: 'pair', npr: 'pair',
  doz: 'dozen', 'doz.': 'dozen', dozen: 'dozen', dz: 'dozen', dpr: 'dozen pairs', 'doz. pr.': 'dozen pairs',
  l: 'l', liter: 'l', litre: 'l', liters: 'l', litres: 'l', ltr: 'l', lit: 'l', リットル: 'l',
  hl: 'hl', hectolitre: 'hl', hlt: 'hl',
  m2: 'm2', 'sq m': 'm2', m3: 'm3', m: 'm',
};

export function normalizeUnit(unit: string): string {
  const u = unit.trim().toLowerCase().replace(/\s+/g, ' ');
  return UNIT_ALIASES[u] ?? UNIT_ALIASES[u.replace(/\.$/, '')] ?? u;
}

/** The quantity of the shipment in `unit`, or null when the request does not give it. */
function quantityIn(unit: string, inp: RateInputs): number | null {
  const want = normalizeUnit(unit);
  if (want in WEIGHT_KG) return inp.weightKg === undefined ? null : inp.weightKg / WEIGHT_KG[want];
  if (inp.quantity === undefined) return null;
  const have = normalizeUnit(inp.unit ?? 'item');
  if (have === want) return inp.quantity;
  if (want === 'dozen' && have === 'item') return inp.quantity / 12;
  if (want === 'item' && have === 'dozen') return inp.quantity * 12;
  if (want === 'dozen pairs' && have === 'pair') return inp.quantity / 12;
  if (want === 'hl' && have === 'l') return inp.quantity / 100;
  if (want === 'l' && have === 'hl') return inp.quantity * 100;
  return null;
}

const missingOf = (unit: string) => (normalizeUnit(unit) in WEIGHT_KG ? 'weightKg' : `quantity in ${unit}`);

export function evaluateRate(expr: RateExpr, inp: RateInputs): EvaluatedRate {
  switch (expr.type) {
    case 'free':
      return { amount: ZERO, complete: true, missing: [], notes: [], formula: 'free' };
    case 'ad_valorem': {
      const amount = inp.adValoremBase.times(expr.rate);
      const notes = expr.on ? [`the ad valorem rate applies to ${expr.on}; the whole customs value was used`] : [];
      return { amount, complete: true, missing: [], notes, formula: `${usd(inp.adValoremBase)} × ${pct(expr.rate)}` };
    }
    case 'specific': {
      const qty = quantityIn(expr.unit, inp);
      const label = `${expr.amount} ${expr.currency}/${expr.per === 1 ? '' : `${expr.per} `}${expr.unit}`;
      if (qty === null) return { amount: ZERO, complete: false, missing: [missingOf(expr.unit)], notes: [], formula: `${label} × (quantity not given)` };
      const perUnitUsd = toUsd(new Decimal(expr.amount), expr.currency, inp.fx);
      if (perUnitUsd === null) return { amount: ZERO, complete: false, missing: [`FX rate for ${expr.currency}`], notes: [], formula: `${label} × ${qty} (no ${expr.currency} rate)` };
      const amount = perUnitUsd.times(qty).div(expr.per);
      const notes = expr.on ? [`the specific duty applies to ${expr.on}; the quantity given was used`] : [];
      return { amount, complete: true, missing: [], notes, formula: `${label} × ${qty} ${expr.unit}` };
    }
    case 'compound': {
      const parts = expr.terms.map((t) => evaluateRate(t, inp));
      return combine(parts, parts.reduce((a, p) => a.plus(p.amount), ZERO), parts.map((p) => p.formula).join(' + '));
    }
    case 'max':
    case 'min': {
      const parts = expr.of.map((t) => evaluateRate(t, inp));
      const complete = parts.filter((p) => p.complete);
      // With an incomplete alternative, the max is at least the best complete one (a lower bound);
      // the min of the complete ones is an upper bound, flagged as incomplete too.
      const pool = complete.length > 0 ? complete : parts;
      const pick = pool.reduce((a, b) => (expr.type === 'max' ? (b.amount.gt(a.amount) ? b : a) : b.amount.lt(a.amount) ? b : a));
      const merged = combine(parts, pick.amount, `${expr.type === 'max' ? 'higher' : 'lower'} of (${parts.map((p) => p.formula).join('; ')})`);
      return merged;
    }
    case 'conditional': {
      const parts = expr.cases.map((c) => ({ c, r: evaluateRate(c.expr, inp) }));
      const top = parts.reduce((a, b) => (b.r.amount.gt(a.r.amount) ? b : a));
      const merged = combine(parts.map((p) => p.r), top.r.amount, top.r.formula);
      merged.notes.push(`the rate depends on a condition (${expr.cases.map((c) => c.condition).join(' / ')}); the highest case ('${top.c.condition}') was used`);
      return merged;
    }
    case 'variable':
      if (expr.component === 'prohibited') return { amount: ZERO, complete: false, missing: [], notes: ['import of this line is prohibited'], formula: 'prohibited', prohibited: true };
      return { amount: ZERO, complete: false, missing: [`the ${expr.component.replace(/_/g, ' ')} (not stated in the dataset)`], notes: [], formula: `+ ${expr.component.replace(/_/g, ' ')}` };
  }
}

function combine(parts: EvaluatedRate[], amount: Decimal, formula: string): EvaluatedRate {
  return {
    amount,
    complete: parts.every((p) => p.complete),
    missing: [...new Set(parts.flatMap((p) => p.missing))],
    notes: [...new Set(parts.flatMap((p) => p.notes))],
    formula,
    prohibited: parts.some((p) => p.prohibited) || undefined,
  };
}
