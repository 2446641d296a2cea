/**
 * Measured attributes. Many HS subheadings and national lines are split by a quantity ("of a power not
 * exceeding 1,500 W", "cylinder capacity over 1,500 but not over 3,000 cc", "of a thickness of 4.75 mm or
 * more", "in containers holding 2 litres or less"), and ruling-style descriptions state it ("a 1,200 W
 * vacuum cleaner", "5 mm thick"). Both sides are read into intervals of one base unit per dimension, so a
 * sibling whose range holds the stated value is preferred and one whose range excludes it gives way (GRI 6:
 * subheadings are compared by their own terms).
 */

export type Dimension = 'power' | 'apparent-power' | 'voltage' | 'length' | 'mass' | 'volume' | 'percent' | 'viscosity' | 'areal-mass' | 'linear-density' | 'frequency';

/** A stated quantity or a range: lo..hi in the dimension's base unit (W, VA, V, mm, kg, l, %, ml/g, g/m², dtex, Hz). */
export interface Quantity {
  dim: Dimension;
  lo: number;
  loInclusive: boolean;
  hi: number;
  hiInclusive: boolean;
  /** The measured property named next to it (thickness, width, output …), when one is. */
  qualifier: string | null;
  /** Lowercase words around it, to tell percentages of different things apart (fat, alcohol, sugar …). */
  context: Set<string>;
}

/**
 * Units, longest spelling first within each alternation. Single-letter units are matched in lowercase only
 * where an uppercase letter means something else ("5G" phone, size "2T", "M8" thread), except L, W and V,
 * which are written in capitals as often as not.
 */
const UNITS: Array<{ re: string; dim: Dimension; factor: number; caseSensitive?: boolean }> = [
  { re: 'ml/g', dim: 'viscosity', factor: 1 },
  { re: 'dl/g', dim: 'viscosity', factor: 100 },
  { re: 'g/m2|g/m²|g/sq\\.? ?m|gsm|grams? per square met(?:er|re)', dim: 'areal-mass', factor: 1 },
  { re: 'decitex|dtex', dim: 'linear-density', factor: 1 },
  { re: 'mva', dim: 'apparent-power', factor: 1e6 },
  { re: 'kva', dim: 'apparent-power', factor: 1e3 },
  { re: 'va', dim: 'apparent-power', factor: 1 },
  { re: 'megawatts?|mw', dim: 'power', factor: 1e6, caseSensitive: false },
  { re: 'kilowatts?|kw', dim: 'power', factor: 1e3 },
  { re: 'watts?|w', dim: 'power', factor: 1 },
  { re: 'horsepower|hp', dim: 'power', factor: 745.7 },
  { re: 'kilovolts?|kv', dim: 'voltage', factor: 1e3 },
  { re: 'volts?|v', dim: 'voltage', factor: 1 },
  { re: 'ghz', dim: 'frequency', factor: 1e9 },
  { re: 'mhz', dim: 'frequency', factor: 1e6 },
  { re: 'khz', dim: 'frequency', factor: 1e3 },
  { re: 'hz|hertz', dim: 'frequency', factor: 1 },
  { re: 'millimet(?:er|re)s?|mm', dim: 'length', factor: 1 },
  { re: 'centimet(?:er|re)s?|cm', dim: 'length', factor: 10 },
  { re: 'micromet(?:er|re)s?|microns?|µm|μm', dim: 'length', factor: 0.001 },
  { re: 'inch(?:es)?', dim: 'length', factor: 25.4 },
  { re: 'met(?:er|re)s?|m', dim: 'length', factor: 1000, caseSensitive: true },
  { re: 'kilograms?|kgs?', dim: 'mass', factor: 1 },
  { re: 'grams?|g', dim: 'mass', factor: 0.001, caseSensitive: true },
  { re: 'metric tons?|tonnes?|tons?|t', dim: 'mass', factor: 1000, caseSensitive: true },
  { re: 'pounds?|lbs?', dim: 'mass', factor: 0.4536 },
  { re: 'cubic centimet(?:er|re)s?|cm3|cm³|cc', dim: 'volume', factor: 0.001 },
  { re: 'cubic met(?:er|re)s?|m3|m³', dim: 'volume', factor: 1000 },
  { re: 'millilit(?:er|re)s?|ml', dim: 'volume', factor: 0.001 },
  { re: 'centilit(?:er|re)s?|cl', dim: 'volume', factor: 0.01 },
  { re: 'lit(?:er|re)s?|l', dim: 'volume', factor: 1 },
  { re: '%|percent|per cent', dim: 'percent', factor: 1 },
];

// Order matters: compound units (ml/g, g/m2, kva) before their prefixes (ml, g, kv).
const ORDERED = [...UNITS].sort((a, b) => Number(!!a.caseSensitive) - Number(!!b.caseSensitive));
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?)`;
const MENTION_RE = new RegExp(String.raw`${NUMBER}(?:\s*(?:x|×|by|-|to)\s*${NUMBER})?\s*-?\s*(` + ORDERED.map((u) => u.re).join('|') + String.raw`)(?![a-z0-9²³])`, 'gi');

/** Properties a quantity measures, as titles and descriptions name them. */
const QUALIFIERS: Record<string, string> = {
  thickness: 'thickness', thick: 'thickness',
  width: 'width', wide: 'width',
  length: 'length', long: 'length',
  height: 'height', tall: 'height',
  diameter: 'diameter', dia: 'diameter', bore: 'diameter',
  weight: 'weight', weighing: 'weight', weighs: 'weight', mass: 'weight',
  capacity: 'capacity', holding: 'capacity', volume: 'capacity',
  output: 'power', power: 'power', rated: 'power', rating: 'power',
  voltage: 'voltage',
  viscosity: 'viscosity',
  displacement: 'capacity', cylinder: 'capacity',
};

function toNumber(s: string): number {
  // "1,500" is fifteen hundred; "0,5" and "4,75" are decimals written with a comma.
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) return Number(s.replace(/,/g, ''));
  return Number(s.replace(',', '.'));
}

function unitOf(text: string): { dim: Dimension; factor: number } | null {
  for (const u of ORDERED) {
    const re = new RegExp(`^(?:${u.re})$`, u.caseSensitive ? '' : 'i');
    if (re.test(text)) return { dim: u.dim, factor: u.factor };
  }
  // Case-sensitive single letters in the other case ("5G", "2T", "M"): not a unit.
  return null;
}

type Bound = 'le' | 'lt' | 'ge' | 'gt' | 'eq';

/** The comparison a title or description states just before a number. */
function boundBefore(before: string): Bound {
  const b = before.toLowerCase();
  if (/(not exceeding|not over|not more than|not greater than|not above|no more than|up to|at most|maximum(?: of)?|max\.?|≤|<=)\s*(?:of\s*)?$/.test(b)) return 'le';
  if (/(not less than|not under|not below|at least|no less than|minimum(?: of)?|min\.?|≥|>=)\s*(?:of\s*)?$/.test(b)) return 'ge';
  if (/(less than|lower than|under|below|<)\s*$/.test(b)) return 'lt';
  if (/(exceeding|exceeds?|over|more than|greater than|above|>)\s*$/.test(b)) return 'gt';
  return 'eq';
}

function boundAfter(after: string): Bound {
  const a = after.toLowerCase();
  if (/^\s*(?:or|and)\s+(more|higher|over|greater|above|upwards)\b/.test(a)) return 'ge';
  if (/^\s*(?:or|and)\s+(less|lower|under|below|fewer)\b/.test(a)) return 'le';
  return 'eq';
}

function interval(bound: Bound, v: number): Pick<Quantity, 'lo' | 'loInclusive' | 'hi' | 'hiInclusive'> {
  switch (bound) {
    case 'le':
      return { lo: -Infinity, loInclusive: false, hi: v, hiInclusive: true };
    case 'lt':
      return { lo: -Infinity, loInclusive: false, hi: v, hiInclusive: false };
    case 'ge':
      return { lo: v, loInclusive: true, hi: Infinity, hiInclusive: false };
    case 'gt':
      return { lo: v, loInclusive: false, hi: Infinity, hiInclusive: false };
    default:
      return { lo: v, loInclusive: true, hi: v, hiInclusive: true };
  }
}

function wordsAround(text: string, start: number, end: number): { context: Set<string>; qualifier: string | null } {
  // Within the clause only: in "width 1500 mm, thickness 4 mm" the 1500 is a width.
  const before = (text.slice(Math.max(0, start - 60), start).split(/[,;:()]/).at(-1) ?? '').toLowerCase().match(/[a-z]+/g) ?? [];
  const after = text.slice(end, end + 40).split(/[,;:()]/)[0].toLowerCase().match(/[a-z]+/g) ?? [];
  // The qualifier closest to the number: "of a width of 1,500 mm", "5 mm thick".
  let qualifier: string | null = null;
  for (const w of [...after.slice(0, 1), ...before.slice(-5).reverse(), ...after.slice(1, 3)]) {
    if (QUALIFIERS[w]) {
      qualifier = QUALIFIERS[w];
      break;
    }
  }
  // What a percentage is of: the words after it up to a punctuation mark ("85 % or more by weight of cotton",
  // "55 % ramie, 45 % cotton"), else the words before it ("water absorption coefficient … 0.5 %").
  const content = (s: string) => (s.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length > 2 && !CONTEXT_STOP.has(w));
  const ahead = content(text.slice(end, end + 60).split(/[,;:.()]/)[0]).slice(0, 3);
  const behind = content(text.slice(Math.max(0, start - 60), start).split(/[,;:.()]/).at(-1) ?? '').slice(-3);
  return { context: new Set(ahead.length > 0 ? ahead : behind), qualifier };
}

const CONTEXT_STOP = new Set(['the', 'and', 'but', 'not', 'more', 'less', 'than', 'over', 'exceeding', 'weight', 'volume', 'mass', 'content', 'containing', 'with', 'having', 'percent', 'cent', 'per', 'by', 'of', 'or', 'higher', 'lower', 'under', 'below', 'above', 'least', 'dry', 'total', 'vol', 'any', 'other', 'single']);

/**
 * Every quantity stated in a text. Ranges are read whole: "over 1,500 but not over 3,000 cc", "exceeding 750 W
 * but not exceeding 75 kW", "between 5 and 10 mm", "5-10 mm"; "30 x 40 cm" gives two lengths.
 */
export function readQuantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  // A bare number followed by "but not over 3,000 cc" takes the unit of the range's end.
  const prepared = text.replace(/(\d)\s+(but|and)\s+(not\s+(?:over|exceeding|more than)|less than|under)\s+/gi, '$1 $2 $3 ');
  MENTION_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  const mentions: Array<{ q: Quantity; start: number; end: number; bound: Bound }> = [];
  while ((m = MENTION_RE.exec(prepared))) {
    const unit = unitOf(m[3]);
    if (!unit) continue;
    const first = toNumber(m[1]) * unit.factor;
    const start = m.index;
    const end = m.index + m[0].length;
    const { context, qualifier } = wordsAround(prepared, start, end);
    if (m[2] !== undefined) {
      const second = toNumber(m[2]) * unit.factor;
      const joiner = m[0].slice(m[1].length, m[0].indexOf(m[2], m[1].length)).trim().toLowerCase();
      if (joiner === 'x' || joiner === '×' || joiner === 'by') {
        // Dimensions of an article: each is a length (or volume …) of its own.
        for (const v of [first, second]) mentions.push({ q: { dim: unit.dim, ...interval('eq', v), qualifier: null, context }, start, end, bound: 'eq' });
        continue;
      }
      const lo = Math.min(first, second);
      const hi = Math.max(first, second);
      mentions.push({ q: { dim: unit.dim, lo, loInclusive: true, hi, hiInclusive: true, qualifier, context }, start, end, bound: 'eq' });
      continue;
    }
    const bound = boundAfter(prepared.slice(end)) !== 'eq' ? boundAfter(prepared.slice(end)) : boundBefore(prepared.slice(Math.max(0, start - 30), start));
    mentions.push({ q: { dim: unit.dim, ...interval(bound, first), qualifier, context }, start, end, bound });
  }
  // "over 1500 but not over 3000cc": the bare lower bound before the unit-bearing upper bound.
  const bare = /(?:exceeding|over|more than|of)\s+(\d{1,3}(?:,\d{3})+|\d+(?:[.,]\d+)?)\s+but\s+/gi;
  let b: RegExpExecArray | null;
  while ((b = bare.exec(prepared))) {
    const next = mentions.find((x) => x.start >= b!.index + b![0].length && x.start - (b!.index + b![0].length) < 30);
    if (!next) continue;
    const unit = next.q;
    const factorOf = unitFactorOfMention(prepared.slice(next.start, next.end));
    if (factorOf === null) continue;
    const low = toNumber(b[1]) * factorOf;
    const merged: Quantity = { ...unit, lo: low, loInclusive: false };
    mentions.splice(mentions.indexOf(next), 1, { ...next, q: merged });
  }
  // "exceeding 750 W but not exceeding 75 kW": a lower bound followed by "but" and an upper bound is one range.
  for (let i = 0; i < mentions.length; i++) {
    const a = mentions[i];
    const c = mentions[i + 1];
    if (!c || (a.bound !== 'gt' && a.bound !== 'ge') || (c.bound !== 'le' && c.bound !== 'lt') || a.q.dim !== c.q.dim) {
      out.push(a.q);
      continue;
    }
    if (!/^\s*(?:(?:or|and)\s+(?:more|higher|over|greater|above)\s*)?(but|and|,)/i.test(prepared.slice(a.end, c.start))) {
      out.push(a.q);
      continue;
    }
    out.push({ ...a.q, hi: c.q.hi, hiInclusive: c.q.hiInclusive });
    i++;
  }
  return out;
}

function unitFactorOfMention(s: string): number | null {
  const m = /[\d.,]+\s*-?\s*(.+)$/.exec(s.trim());
  if (!m) return null;
  return unitOf(m[1].trim())?.factor ?? null;
}

const cache = new Map<string, Quantity[]>();

/** A title's quantities, read once per title. */
export function titleQuantities(title: string): Quantity[] {
  let q = cache.get(title);
  if (!q) {
    q = /\d/.test(title) ? readQuantities(title) : [];
    cache.set(title, q);
  }
  return q;
}

function compatible(limit: Quantity, stated: Quantity, sameProperty = false): boolean {
  if (limit.dim !== stated.dim) return false;
  if (sameProperty && (!limit.qualifier || limit.qualifier !== stated.qualifier)) return false;
  if (limit.qualifier && stated.qualifier && limit.qualifier !== stated.qualifier) return false;
  // A percentage says nothing unless it is of the same thing (fat, alcohol, sugar, a metal …).
  if (limit.dim === 'percent') return [...limit.context].some((w) => stated.context.has(w));
  return true;
}

const within = (q: Quantity, l: Quantity) =>
  (q.lo > l.lo || (q.lo === l.lo && (l.loInclusive || !q.loInclusive))) && (q.hi < l.hi || (q.hi === l.hi && (l.hiInclusive || !q.hiInclusive)));
const disjoint = (q: Quantity, l: Quantity) =>
  q.hi < l.lo || (q.hi === l.lo && !(q.hiInclusive && l.loInclusive)) || q.lo > l.hi || (q.lo === l.hi && !(q.loInclusive && l.hiInclusive));

export interface QuantityFit {
  /** Limits of the title that a stated quantity meets, e.g. "1200 W within not exceeding 1,500 W". */
  met: string[];
  /** Limits that every comparable stated quantity breaks. */
  broken: string[];
}

const describe = (l: Quantity) =>
  `${l.qualifier ? l.qualifier + ' ' : ''}${Number.isFinite(l.lo) ? (l.loInclusive ? '≥' : '>') + l.lo : ''}${Number.isFinite(l.lo) && Number.isFinite(l.hi) ? ' ' : ''}${Number.isFinite(l.hi) ? (l.hiInclusive ? '≤' : '<') + l.hi : ''} ${BASE_UNIT[l.dim]}`;
const BASE_UNIT: Record<Dimension, string> = {
  power: 'W', 'apparent-power': 'VA', voltage: 'V', length: 'mm', mass: 'kg', volume: 'l', percent: '%', viscosity: 'ml/g', 'areal-mass': 'g/m²', 'linear-density': 'dtex', frequency: 'Hz',
};

/**
 * How a title's quantity limits fit what a description states. A limit is met when some comparable stated
 * quantity lies inside it (a description may give width and thickness, both in mm), broken when every
 * comparable one lies outside; a limit no stated quantity speaks to says nothing.
 */
export function fitQuantities(title: string, stated: Quantity[], options: { sameProperty?: boolean } = {}): QuantityFit {
  const fit: QuantityFit = { met: [], broken: [] };
  if (stated.length === 0) return fit;
  for (const limit of titleQuantities(title)) {
    if (!Number.isFinite(limit.lo) && !Number.isFinite(limit.hi)) continue;
    const comparable = stated.filter((s) => compatible(limit, s, options.sameProperty));
    if (comparable.length === 0) continue;
    // An exact value in the title ("of 12 V") is a limit only when the title says so by a comparison.
    if (limit.lo === limit.hi) continue;
    if (comparable.some((s) => within(s, limit))) fit.met.push(describe(limit));
    else if (comparable.every((s) => disjoint(s, limit))) fit.broken.push(describe(limit));
  }
  return fit;
}
