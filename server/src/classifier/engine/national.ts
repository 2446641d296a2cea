import type { TariffStore } from '../../dataset/store.js';
import type { Destination, NationalLine } from '../../dataset/types.js';
import { splitNegatives } from '../labels/labelIndex.js';
import { tokenize } from '../text/tokenize.js';
import type { QueryAnalysis } from './analyze.js';
import { fitQuantities } from './quantities.js';

/**
 * The destination's national line under a chosen HS6: the line whose own title shares the most query
 * words (gender, material, function), else the residual "Other" line, else the first line.
 * Returns null when the dataset has no national lines for that subheading (then `hs` stays at 6 digits).
 */
export interface NationalChoice {
  code: string;
  title: string;
  /** Query words found in the line title; empty when chosen as the residual line. */
  matchedWords: string[];
  reason: 'matched' | 'residual' | 'only' | 'first';
}

/** The residual "Other" line wins unless another line's own words match the description by more than this (in idf units). */
const RESIDUAL_LINE_BONUS = 1;

/** A line whose quantity range holds (or excludes) the stated value gains (or loses) this much, in idf units. */
const QUANTITY_WEIGHT = 3;

const GENDER_WORDS: Record<string, string[]> = {
  '@men': ['man', 'boy'],
  '@women': ['woman', 'girl'],
  '@infant': ['infant'],
};

/** Tokenised line titles, computed once per line (titles never change while the dataset is loaded). */
const lineTokens = new WeakMap<NationalLine, { pos: Set<string>; neg: Set<string>; residual: boolean }>();

function tokensOf(line: NationalLine): { pos: Set<string>; neg: Set<string>; residual: boolean } {
  let hit = lineTokens.get(line);
  if (!hit) {
    const { positive, negative } = splitNegatives(line.title);
    // US titles carry their parents' path ("Durum wheat: Other: Certified Organic"): only the line's own
    // last segment says whether it is the residual line.
    const own = line.title.split(':').at(-1)!.trim();
    const residual = /^other\b|\bother$/i.test(own) || /\bn\.?e\.?s\.?\b|\bn\.e\.c/i.test(own);
    hit = { pos: new Set(tokenize(positive)), neg: new Set(tokenize(negative)), residual };
    lineTokens.set(line, hit);
  }
  return hit;
}

export function chooseNationalLine(
  store: TariffStore,
  destination: Destination,
  hs6: string,
  analysis: QueryAnalysis,
  idf: (t: string) => number,
): NationalChoice | null {
  const entry = store.entry(destination, hs6);
  const lines: NationalLine[] = entry?.lines ?? [];
  if (lines.length === 0) return null;
  if (lines.length === 1) return { code: lines[0].code, title: lines[0].title, matchedWords: [], reason: 'only' };
  const words = new Map(analysis.weights);
  // For apparel the derived gender attribute counts as a word, so an unstated gender follows chapters 61/62
  // note 9 (women's or girls'); elsewhere gender is not an attribute the lines are split by.
  if (/^6[1-5]/.test(hs6)) {
    for (const [attr, list] of Object.entries(GENDER_WORDS)) {
      if (analysis.features.has(attr)) for (const w of list) if (!words.has(w)) words.set(w, 0.5);
    }
  }
  let best: { line: NationalLine; score: number; matched: string[] } | null = null;
  let residual: NationalLine | null = null;
  for (const line of lines) {
    const { pos, neg, residual: isResidual } = tokensOf(line);
    let score = 0;
    const matched: string[] = [];
    for (const [t, w] of words) {
      if (pos.has(t)) {
        score += w * idf(t);
        matched.push(t);
      } else if (neg.has(t)) score -= w * idf(t);
    }
    // Words the line demands but the query lacks (e.g. "all white", "with pockets") count against it a little.
    score -= 0.05 * Math.max(0, pos.size - matched.length);
    // Lines split by a quantity ("Exceeding 74.6 W but not exceeding 735 W"): the stated value decides.
    const quantity = fitQuantities(line.title, analysis.quantities);
    if (quantity.broken.length > 0) score -= QUANTITY_WEIGHT;
    else if (quantity.met.length > 0) {
      score += QUANTITY_WEIGHT;
      matched.push(...quantity.met);
    }
    if (isResidual && !residual) residual = line;
    if (isResidual) score += RESIDUAL_LINE_BONUS;
    if (!best || score > best.score) best = { line, score, matched };
  }
  if (best && best.matched.length > 0) {
    const said = best.matched.filter((w) => analysis.weights.has(w));
    return { code: best.line.code, title: best.line.title, matchedWords: said.length ? said : best.matched, reason: 'matched' };
  }
  if (residual) return { code: residual.code, title: residual.title, matchedWords: [], reason: 'residual' };
  return { code: lines[0].code, title: lines[0].title, matchedWords: [], reason: 'first' };
}
