import type { TariffStore } from '../../dataset/store.js';
import type { Destination, NationalLine } from '../../dataset/types.js';
import { splitNegatives } from '../labels/labelIndex.js';
import { tokenize } from '../text/tokenize.js';
import type { QueryAnalysis } from './analyze.js';

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

const GENDER_WORDS: Record<string, string[]> = {
  '@men': ['man', 'boy'],
  '@women': ['woman', 'girl'],
  '@infant': ['infant'],
};

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
  // The derived gender attribute counts as a word, so an unstated gender follows HS Note 9 (women's).
  for (const [attr, list] of Object.entries(GENDER_WORDS)) {
    if (analysis.features.has(attr)) for (const w of list) if (!words.has(w)) words.set(w, 0.5);
  }
  let best: { line: NationalLine; score: number; matched: string[] } | null = null;
  let residual: NationalLine | null = null;
  for (const line of lines) {
    const { positive, negative } = splitNegatives(line.title);
    const pos = new Set(tokenize(positive));
    const neg = new Set(tokenize(negative));
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
    const isResidual = /(^|[:;,]\s*)other\b|\bother$/i.test(line.title) || /\bn\.?e\.?s\.?\b|\bn\.e\.c/i.test(line.title);
    if (isResidual && !residual) residual = line;
    if (isResidual) score += 0.3;
    if (!best || score > best.score) best = { line, score, matched };
  }
  if (best && best.matched.length > 0) return { code: best.line.code, title: best.line.title, matchedWords: best.matched, reason: 'matched' };
  if (residual) return { code: residual.code, title: residual.title, matchedWords: [], reason: 'residual' };
  return { code: lines[0].code, title: lines[0].title, matchedWords: [], reason: 'first' };
}
