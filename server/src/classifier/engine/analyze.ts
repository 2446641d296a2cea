import { normalizeText, tokenize } from '../text/tokenize.js';
import { EXPANSIONS } from '../vocabulary/materials.js';
import type { Vocabulary } from '../vocabulary/index.js';
import type { VocabEntry } from '../vocabulary/types.js';

/**
 * What the query says: its lemmas (with weights: words after "for"/"compatible with" name what the product
 * serves, not what it is), the attributes customs classifies by (gender, knitted or woven, material,
 * parts), and the vocabulary entries it triggers.
 */

export interface VocabMatch {
  entry: VocabEntry;
  /** The query words that triggered it. */
  phrase: string;
  /** Entry weight × position factor. */
  strength: number;
}

export interface QueryAnalysis {
  tokens: string[];
  /** Lemma → weight, for matching label titles (includes material expansions at lower weight). */
  weights: Map<string, number>;
  /** Every n-gram (1..4) of the query lemmas plus derived attributes (@men, @knit …). */
  features: Set<string>;
  matches: VocabMatch[];
  /** Derived attributes, for the reasoning. */
  attributes: string[];
}

/** Words after these name the thing the product is for ("case for iPhone"), not the product. */
const TARGET_MARKERS = new Set(['for', 'compatible', 'fit', 'fits', 'suitable', 'used', 'applicable']);

const MEN = ['man', 'boy', 'gentleman', 'gent', 'husband', 'father', 'dad'];
const WOMEN = ['woman', 'girl', 'wife', 'mother', 'mom', 'bride', 'maternity'];
const INFANT = ['infant'];
const KNIT = ['knitted', 'crocheted', 'jersey', 'fleece', 'interlock', 'ribbed', 'rib', 'pique', 'velour', 'terry'];
const WOVEN = ['woven', 'denim', 'chiffon', 'poplin', 'twill', 'oxford', 'satin', 'corduroy', 'canvas', 'organza', 'taffeta', 'tweed', 'flannel'];

/** Sole materials ("rubber sole") are not upper materials: fold them into one token. */
function foldSoles(text: string): string {
  return text.replace(
    /\b(rubber|plastic|pvc|eva|tpr|pu|leather|tpu|ep|md|crepe|cork)\s+(out)?soles?\b/g,
    (_m, mat: string) => ` sole${mat} `,
  );
}

export function analyzeQuery(text: string, vocabulary: Vocabulary): QueryAnalysis {
  const normalized = foldSoles(normalizeText(text));
  const withStops = tokenize(normalized, { keepStopwords: true });
  const tokens: string[] = [];
  const positionWeight: number[] = [];
  let targetLeft = 0;
  for (const t of withStops) {
    if (TARGET_MARKERS.has(t)) {
      targetLeft = 3;
      continue;
    }
    const kept = tokenize(t);
    if (kept.length === 0) continue;
    tokens.push(kept[0]);
    positionWeight.push(targetLeft > 0 ? 0.45 : 1);
    if (targetLeft > 0) targetLeft--;
  }

  const features = new Set<string>();
  for (let n = 1; n <= 4; n++) {
    for (let i = 0; i + n <= tokens.length; i++) features.add(tokens.slice(i, i + n).join(' '));
  }
  const has = (list: string[]) => list.some((w) => features.has(w));
  const attributes: string[] = [];
  const men = has(MEN);
  const women = has(WOMEN);
  if (has(INFANT)) attributes.push('@infant');
  // Chapter 61/62 Note 9: garments not identifiable as men's or boys' are classified as women's or girls'.
  if (men && !women) attributes.push('@men');
  else attributes.push('@women');
  if (men || women) attributes.push('@gendered');
  const knit = has(KNIT);
  const woven = has(WOVEN);
  if (knit && !woven) attributes.push('@knit');
  else if (woven && !knit) attributes.push('@woven');
  else attributes.push('@nofabric');
  for (const a of attributes) features.add(a);

  // Weights for title matching: every lemma once, at its strongest position, then material expansions.
  const weights = new Map<string, number>();
  tokens.forEach((t, i) => weights.set(t, Math.max(weights.get(t) ?? 0, positionWeight[i])));
  for (const [phrase, extra] of EXPANSIONS) {
    if (!features.has(phrase)) continue;
    for (const e of extra) if (!weights.has(e)) weights.set(e, 0.6);
  }

  // Vocabulary: maximal phrase matches only ("phone case" hides "phone" inside it).
  const spans: Array<{ start: number; end: number; key: string }> = [];
  for (let n = 4; n >= 1; n--) {
    for (let i = 0; i + n <= tokens.length; i++) {
      const key = tokens.slice(i, i + n).join(' ');
      if (!vocabulary.byPhrase.has(key)) continue;
      if (spans.some((s) => s.start <= i && s.end >= i + n)) continue;
      spans.push({ start: i, end: i + n, key });
    }
  }
  const matches: VocabMatch[] = [];
  const seen = new Set<VocabEntry>();
  for (const span of spans) {
    let pos = 0;
    for (let i = span.start; i < span.end; i++) pos = Math.max(pos, positionWeight[i]);
    for (const entry of vocabulary.byPhrase.get(span.key) ?? []) {
      if (seen.has(entry)) continue;
      if (entry.unless.some((u) => features.has(u))) continue;
      if (!entry.when.every((group) => group.some((g) => features.has(g)))) continue;
      seen.add(entry);
      matches.push({ entry, phrase: span.key, strength: entry.weight * pos });
    }
  }
  return { tokens, weights, features, matches, attributes };
}
