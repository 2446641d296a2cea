/**
 * The textile material a textile article is classified by. Section XI note 2(A): goods of a mixture of two or
 * more textile materials are classified as if consisting wholly of the one that predominates by weight over
 * each other single textile material; subheading note 2 to Section XI applies the same rule to the fibre
 * subheadings of made-up articles and garments (chapters 56 to 63: "of cotton", "of man-made fibres" …).
 * Note 2(B)(b): the chapter is chosen first (man-made filament and staple, chapters 54 and 55, count as one),
 * then the material inside it; when no material predominates, the one last in numerical order is taken.
 *
 * "Women's pullover, 60 % cotton 40 % polyester" is of cotton; "45 % cotton, 35 % polyester, 20 % rayon" is
 * of man-made fibres (55 % against 45 %), and of synthetic fibres among those.
 */

export type FibreGroup = 'silk' | 'wool' | 'finehair' | 'cotton' | 'flax' | 'vegetable' | 'synthetic' | 'artificial' | 'manmade';

/** Fibre names (lemmas as the tokenizer gives them) → group. */
const FIBRE_WORDS: Record<string, FibreGroup> = {
  silk: 'silk',
  wool: 'wool',
  merino: 'wool',
  lambswool: 'wool',
  woolen: 'wool',
  woollen: 'wool',
  cashmere: 'finehair',
  alpaca: 'finehair',
  mohair: 'finehair',
  angora: 'finehair',
  camel: 'finehair',
  yak: 'finehair',
  vicuna: 'finehair',
  cotton: 'cotton',
  linen: 'flax',
  flax: 'flax',
  hemp: 'vegetable',
  ramie: 'vegetable',
  jute: 'vegetable',
  polyester: 'synthetic',
  nylon: 'synthetic',
  polyamide: 'synthetic',
  acrylic: 'synthetic',
  modacrylic: 'synthetic',
  spandex: 'synthetic',
  elastane: 'synthetic',
  lycra: 'synthetic',
  polypropylene: 'synthetic',
  olefin: 'synthetic',
  aramid: 'synthetic',
  synthetic: 'synthetic',
  rayon: 'artificial',
  viscose: 'artificial',
  modal: 'artificial',
  lyocell: 'artificial',
  tencel: 'artificial',
  acetate: 'artificial',
  triacetate: 'artificial',
  cupro: 'artificial',
  artificial: 'artificial',
  manmade: 'manmade',
};

/** True for a fibre name (lemma), e.g. for skipping fibre words between a fabric word and the noun it qualifies. */
export const isFibreWord = (t: string): boolean => t in FIBRE_WORDS;

/** Elastomeric yarn is a few per cent of a stretch fabric: without percentages it never names the chief fibre. */
const STRETCH = new Set(['spandex', 'elastane', 'lycra']);

/** Chapter of each group (note 2(B)(b): chapters 54 and 55 together; wool and fine animal hair are chapter 51). */
const CHAPTER: Record<FibreGroup, number> = { silk: 50, wool: 51, finehair: 51, cotton: 52, flax: 53, vegetable: 53, synthetic: 54, artificial: 54, manmade: 54 };
/** Order inside a chapter, for ties (last in numerical order: 5102 fine hair after 5101 wool, 5504 artificial after 5503 synthetic). */
const ORDER: Record<FibreGroup, number> = { silk: 0, wool: 0, finehair: 1, cotton: 0, flax: 0, vegetable: 1, synthetic: 0, artificial: 1, manmade: 0 };

/** The words HS subheading titles use for each group ("of man-made fibres", "of kashmir (cashmere) goats" …). */
export const TITLE_WORDS: Record<FibreGroup, string[]> = {
  silk: ['silk'],
  wool: ['wool'],
  finehair: ['kashmir', 'hair'],
  cotton: ['cotton'],
  flax: ['flax'],
  vegetable: ['vegetable', 'jute', 'bast'],
  synthetic: ['synthetic', 'manmade'],
  artificial: ['artificial', 'manmade'],
  manmade: ['manmade'],
};

export interface ChiefFibre {
  group: FibreGroup;
  /** Where it was decided: by stated percentages, or the first fibre named. */
  by: 'percent' | 'named';
  /** Fibre words of the other groups in the description (to be ignored as evidence of the material). */
  minor: Set<string>;
  /** True when more than one group was named. */
  mixed: boolean;
}

/** "linen" after bed, table, kitchen, toilet, bath names the article (bed linen), not the fibre. */
const LINEN_ARTICLE = new Set(['bed', 'table', 'kitchen', 'toilet', 'bath']);

function fibreAt(tokens: string[], i: number): FibreGroup | undefined {
  const t = tokens[i];
  if (t === 'linen' && LINEN_ARTICLE.has(tokens[i - 1] ?? '')) return undefined;
  return FIBRE_WORDS[t];
}

/**
 * Percentages as sellers and rulings write them: "60% cotton 40% polyester", "cotton 60%, polyester 40%",
 * "100 percent nylon". Read from the lower-cased raw text (the tokenizer drops "%").
 */
function percentages(raw: string): Map<string, number> {
  const text = raw.toLowerCase().replace(/\bman[\s-]made\b/g, 'manmade').replace(/(\d)\s*(?:percent|per cent|pct)\b/g, '$1%');
  const before = new Map<string, number>();
  const after = new Map<string, number>();
  const add = (m: Map<string, number>, word: string, value: string) => {
    const v = parseFloat(value.replace(',', '.'));
    if (!Number.isFinite(v) || v <= 0 || v > 100) return;
    const w = word.replace(/s$/, '');
    if (!(w in FIBRE_WORDS) && !(word in FIBRE_WORDS)) return;
    const key = w in FIBRE_WORDS ? w : word;
    m.set(key, (m.get(key) ?? 0) + v);
  };
  for (const m of text.matchAll(/(\d+(?:[.,]\d+)?)\s*%\s*(?:of\s+)?(?:(?:recycled|organic|combed|virgin|pure|mulberry|spun|merino)\s+)?([a-z]+)/g)) add(before, m[2], m[1]);
  for (const m of text.matchAll(/([a-z]+)\s*:?\s*(\d+(?:[.,]\d+)?)\s*%/g)) add(after, m[1], m[2]);
  return after.size > before.size ? after : before;
}

export function chiefFibre(raw: string, tokens: string[]): ChiefFibre | undefined {
  const named: Array<[string, FibreGroup]> = [];
  tokens.forEach((t, i) => {
    const g = fibreAt(tokens, i);
    if (g) named.push([t, g]);
  });
  const pct = percentages(raw);
  let group: FibreGroup | undefined;
  let by: ChiefFibre['by'] = 'named';
  if (pct.size > 0) {
    const byGroup = new Map<FibreGroup, number>();
    for (const [w, v] of pct) byGroup.set(FIBRE_WORDS[w], (byGroup.get(FIBRE_WORDS[w]) ?? 0) + v);
    const byChapter = new Map<number, number>();
    for (const [g, v] of byGroup) byChapter.set(CHAPTER[g], (byChapter.get(CHAPTER[g]) ?? 0) + v);
    // Chapter first (ties: the later chapter), then the group inside it (ties: the later in order).
    const chapter = [...byChapter].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0][0];
    group = [...byGroup].filter(([g]) => CHAPTER[g] === chapter).sort((a, b) => b[1] - a[1] || ORDER[b[0]] - ORDER[a[0]])[0][0];
    by = 'percent';
  } else {
    const main = named.filter(([t]) => !STRETCH.has(t));
    group = (main[0] ?? named[0])?.[1];
  }
  if (!group) return undefined;
  const minor = new Set<string>();
  for (const [t, g] of named) if (g !== group && !(group === 'manmade' && CHAPTER[g] === 54)) minor.add(t);
  const groups = new Set(named.map(([, g]) => g));
  return { group, by, minor, mixed: groups.size > 1 };
}
