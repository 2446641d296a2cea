import type { TariffStore } from '../../dataset/store.js';
import type { Destination, HsNode } from '../../dataset/types.js';
import { tokenize } from '../text/tokenize.js';

/**
 * The label space: every HS 2022 heading and subheading from the dataset, as weighted bags of lemmas that
 * carry their parents' context (a subheading's own title counts most, its heading's and chapter's less).
 * Words under "other than …", "excluding …", "not …" are kept apart as negative evidence, so
 * "T-shirts … of textile materials (other than cotton)" does not match "cotton".
 */

export interface LabelDoc {
  /** Position in its level's list (`headingList` or `subheadingList`), for array-based scoring. */
  id: number;
  code: string;
  level: 4 | 6;
  title: string;
  /** lemma → weight (own title 1, heading 0.6, chapter 0.3; headings also take their subheadings' words at 0.4). */
  terms: Map<string, number>;
  /** Lemmas the title excludes. */
  negative: Set<string>;
  /** Residual subheading ("other", "n.e.c.", "other than …"): the one customs uses when no named attribute applies. */
  residual: boolean;
  /** Lemmas of the title after its first ';' (Comtrade titles put the heading's words first): what sets it apart. */
  specific: Set<string>;
  /** Sum of weights, for length normalisation. */
  length: number;
}

/** A document containing a lemma with its weight there (negative: the document excludes the lemma). */
export interface Posting {
  id: number;
  weight: number;
}

/** Weight of an excluded word, relative to a matched one. */
const NEGATIVE_WEIGHT = -0.8;

export interface LabelIndex {
  headings: Map<string, LabelDoc>;
  subheadings: Map<string, LabelDoc>;
  headingList: LabelDoc[];
  subheadingList: LabelDoc[];
  /** heading → its subheadings (6-digit codes). */
  children: Map<string, string[]>;
  /** Inverse document frequency over the subheadings' own titles. */
  idf(term: string): number;
  /** Lemma → headings whose documents contain it (weight) or exclude it (negative weight). */
  postings: Map<string, Posting[]>;
  /** Lemma → subheadings whose documents contain it or exclude it. */
  subPostings: Map<string, Posting[]>;
  avgHeadingLength: number;
  avgSubheadingLength: number;
  node(code: string): HsNode | undefined;
}

const NEGATORS = /\b(other than|excluding|except|not|nor)\b/;

/**
 * Split a title into its positive text and the words it excludes. A negator inside brackets excludes up to the
 * closing bracket ("(other than wool or fine animal hair, cotton or man-made fibres)"); outside brackets it runs
 * to the next ';' or the end. "whether or not" and "not elsewhere specified" are not exclusions.
 */
export function splitNegatives(title: string): { positive: string; negative: string } {
  const text = title
    .toLowerCase()
    .replace(/whether or not/g, ' ')
    // "of a power not exceeding 1,500 W and having a dust bag … not exceeding 20 l": a bound on a quantity (read by
    // engine/quantities.ts), not an exclusion of what follows; its words count neither way. (Ending it at a comma,
    // so that 8544.42 "…, fitted with connectors" names its connectors, measured worse on both shared sets.)
    .replace(/\bnot (?:exceeding|over|more than|less than|under|below|above|greater than)\b[^;(]*/g, ' ')
    .replace(/not elsewhere specified or included|not elsewhere specified|n\.e\.c\.?|n\.e\.s\.?/g, ' ');
  const positive: string[] = [];
  const negative: string[] = [];
  let i = 0;
  let depth = 0;
  let buf = '';
  while (i < text.length) {
    const ch = text[i];
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    const rest = text.slice(i);
    const m = /^(other than|excluding|except|not|nor)\b/.exec(rest);
    if (m && (i === 0 || /[^a-z]/.test(text[i - 1]))) {
      positive.push(buf);
      buf = '';
      // find the end of the negative span
      let j = i + m[0].length;
      const d = depth;
      while (j < text.length) {
        const c = text[j];
        if (d > 0 && c === ')') break;
        // outside brackets the exclusion ends at ';' or where a bracket of examples opens
        if (d === 0 && (c === ';' || c === '(')) break;
        // "(excluding medicaments, including sunscreen …)": what follows "including" is included
        if (/^,?\s*including\b/.test(text.slice(j))) break;
        // "not combined with sound recording … but combined with a clock" (8527.92): what follows "but" is named
        if (/^,?\s+but\b/.test(text.slice(j))) break;
        j++;
      }
      // "other than those of subheadings 6907.30 and 6907.40, of a water absorption …": a cross-reference
      // excludes those codes only; the words after it describe the goods.
      const crossRef = /^\s+those of (?:sub)?headings?\s+[\d.]+(?:\s*(?:,|and|or)\s*[\d.]+)*/.exec(text.slice(i + m[0].length));
      if (crossRef) j = i + m[0].length + crossRef[0].length;
      negative.push(text.slice(i + m[0].length, j));
      i = j;
      continue;
    }
    buf += ch;
    i++;
  }
  positive.push(buf);
  return { positive: positive.join(' '), negative: negative.join(' ') };
}

function isResidual(code: string, title: string): boolean {
  const t = title.toLowerCase();
  // Parts subheadings (often numbered 90) are a category of their own, not the residual "other".
  if (/\bparts?\b/.test(t.slice(t.indexOf(';') + 1))) return false;
  return /n\.e\.c|other than|excluding|\bnot\b|\bother\b|\bnes\b/.test(t) || code.endsWith('9') || code.endsWith('90');
}

function addTerms(target: Map<string, number>, text: string, weight: number, exclude?: Set<string>): void {
  for (const t of tokenize(text)) {
    if (exclude?.has(t)) continue;
    if (/^\d/.test(t) || t === 'nec' || t === 'heading' || t === 'item' || t === 'chapter' || t === 'subheading') continue;
    const prev = target.get(t) ?? 0;
    if (weight > prev) target.set(t, weight);
  }
}

function makeDoc(code: string, level: 4 | 6, title: string, contexts: Array<[string, number]>): LabelDoc {
  const terms = new Map<string, number>();
  const negative = new Set<string>();
  const own = splitNegatives(title);
  addTerms(terms, own.positive, 1);
  for (const t of tokenize(own.negative)) negative.add(t);
  // Context never re-admits a word the subheading's own title excludes.
  for (const [text, w] of contexts) addTerms(terms, splitNegatives(text).positive, w, negative);
  let length = 0;
  for (const w of terms.values()) length += w;
  const semi = title.indexOf(';');
  const specific = new Set(tokenize(splitNegatives(semi >= 0 ? title.slice(semi + 1) : title).positive));
  return { id: -1, code, level, title, terms, negative, residual: level === 6 && isResidual(code, title), length, specific };
}

/**
 * National tariff lines with English titles: their descriptions name goods far more concretely than the HS
 * short titles ("Rainwear", "Thermal undershirts", "Ski-suits"), so they enrich the subheading they sit under.
 */
const ENGLISH_LINE_SOURCES: Destination[] = ['US', 'UK', 'KR'];
const LINE_WEIGHT = 0.45;

function nationalText(store: TariffStore, hs6: string): string {
  const parts: string[] = [];
  for (const country of ENGLISH_LINE_SOURCES) {
    for (const line of store.entry(country, hs6)?.lines ?? []) parts.push(line.title.replace(/\(\d+\)/g, ' '));
  }
  return parts.join('; ');
}

export function buildLabelIndex(store: TariffStore): LabelIndex {
  const nodes = store.dataset.hs.nodes;
  const headings = new Map<string, LabelDoc>();
  const subheadings = new Map<string, LabelDoc>();
  const children = new Map<string, string[]>();
  for (const node of Object.values(nodes)) {
    if (node.code.length === 6 && node.parent) {
      const list = children.get(node.parent) ?? [];
      list.push(node.code);
      children.set(node.parent, list);
    }
  }
  for (const node of Object.values(nodes)) {
    if (node.code.length === 4) {
      const chapter = nodes[node.code.slice(0, 2)];
      const contexts: Array<[string, number]> = [];
      if (chapter) contexts.push([chapter.title, 0.3]);
      for (const sub of children.get(node.code) ?? []) contexts.push([nodes[sub].title, 0.4]);
      headings.set(node.code, makeDoc(node.code, 4, node.title, contexts));
    } else if (node.code.length === 6) {
      const heading = nodes[node.code.slice(0, 4)];
      const chapter = nodes[node.code.slice(0, 2)];
      const contexts: Array<[string, number]> = [];
      if (heading) contexts.push([heading.title, 0.6]);
      if (chapter) contexts.push([chapter.title, 0.3]);
      const lines = nationalText(store, node.code);
      if (lines) contexts.push([lines, LINE_WEIGHT]);
      subheadings.set(node.code, makeDoc(node.code, 6, node.title, contexts));
    }
  }
  // Document frequency over own titles of headings and subheadings.
  const df = new Map<string, number>();
  let n = 0;
  for (const doc of [...headings.values(), ...subheadings.values()]) {
    n++;
    for (const [t, w] of doc.terms) if (w === 1) df.set(t, (df.get(t) ?? 0) + 1);
  }
  const idfCache = new Map<string, number>();
  const idf = (term: string): number => {
    let v = idfCache.get(term);
    if (v === undefined) {
      const d = df.get(term) ?? 0;
      v = Math.log(1 + (n - d + 0.5) / (d + 0.5));
      idfCache.set(term, v);
    }
    return v;
  };
  const post = (docs: Iterable<LabelDoc>) => {
    const map = new Map<string, Posting[]>();
    const add = (t: string, p: Posting) => {
      const list = map.get(t);
      if (list) list.push(p);
      else map.set(t, [p]);
    };
    for (const doc of docs) {
      for (const [t, w] of doc.terms) add(t, { id: doc.id, weight: w });
      for (const t of doc.negative) if (!doc.terms.has(t)) add(t, { id: doc.id, weight: NEGATIVE_WEIGHT });
    }
    return map;
  };
  const headingList = [...headings.values()];
  const subheadingList = [...subheadings.values()];
  headingList.forEach((d, i) => (d.id = i));
  subheadingList.forEach((d, i) => (d.id = i));
  const postings = post(headingList);
  const subPostings = post(subheadingList);
  const avg = (m: Map<string, LabelDoc>) => [...m.values()].reduce((s, d) => s + d.length, 0) / Math.max(1, m.size);
  return {
    headings,
    subheadings,
    children,
    idf,
    postings,
    subPostings,
    headingList,
    subheadingList,
    avgHeadingLength: avg(headings),
    avgSubheadingLength: avg(subheadings),
    node: (code) => nodes[code],
  };
}

/**
 * BM25-style match of weighted query lemmas against a label document: each query lemma contributes
 * idf × its weight × the document's weight for it, damped by document length; excluded lemmas subtract.
 */
export function matchScore(index: LabelIndex, doc: LabelDoc, query: Map<string, number>, avgLength: number): number {
  let score = 0;
  for (const [t, qw] of query) {
    const dw = doc.terms.get(t);
    if (dw) score += qw * dw * index.idf(t);
    else if (doc.negative.has(t)) score -= qw * index.idf(t) * 0.8;
  }
  const norm = 0.6 + 0.4 * (doc.length / avgLength);
  return score / Math.sqrt(norm);
}

/**
 * Match without length normalisation, for comparing siblings: they share their heading's and chapter's words,
 * so only the words that tell them apart (their own titles and national lines) make a difference.
 */
export function siblingScore(index: LabelIndex, doc: LabelDoc, query: Map<string, number>): number {
  let score = 0;
  for (const [t, qw] of query) {
    const dw = doc.terms.get(t);
    if (dw) score += qw * dw * index.idf(t);
    else if (doc.negative.has(t)) score -= qw * index.idf(t) * 0.8;
  }
  return score;
}

/** Accumulated match scores of one level, in buffers reused between queries (classification is synchronous). */
export interface LevelScores {
  /** Raw sum per document id (idf × query weight × document weight). */
  raw: Float64Array;
  /** Ids of the documents that share a lemma with the query. */
  touched: number[];
}

const buffers = new WeakMap<LabelIndex, { 4: Float64Array; 6: Float64Array }>();

/**
 * Scores every document sharing a lemma with the query in one pass over the postings (term-at-a-time). The
 * buffers are reused, so the result is valid until the next call for the same index and level; it allocates
 * almost nothing, which keeps garbage-collection pauses out of the request path.
 */
export function scoreAll(index: LabelIndex, level: 4 | 6, query: Map<string, number>): LevelScores {
  let buf = buffers.get(index);
  if (!buf) {
    buf = { 4: new Float64Array(index.headingList.length), 6: new Float64Array(index.subheadingList.length) };
    buffers.set(index, buf);
  }
  const acc = buf[level];
  acc.fill(0);
  const postings = level === 4 ? index.postings : index.subPostings;
  const touched: number[] = [];
  for (const [t, qw] of query) {
    const list = postings.get(t);
    if (!list) continue;
    const f = qw * index.idf(t);
    for (const p of list) {
      if (acc[p.id] === 0) touched.push(p.id);
      acc[p.id] += f * p.weight;
      if (acc[p.id] === 0) acc[p.id] = Number.MIN_VALUE;
    }
  }
  return { raw: acc, touched };
}

/** `matchScore`'s length damping applied to a raw score. */
export function normalise(index: LabelIndex, doc: LabelDoc, raw: number): number {
  const avg = doc.level === 4 ? index.avgHeadingLength : index.avgSubheadingLength;
  return raw / Math.sqrt(0.6 + 0.4 * (doc.length / avg));
}
