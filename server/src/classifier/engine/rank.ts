import { normalise, scoreAll, type LabelDoc, type LabelIndex } from '../labels/labelIndex.js';
import type { QueryAnalysis, VocabMatch } from './analyze.js';
import { TITLE_WORDS } from './fibres.js';
import { fitQuantities } from './quantities.js';

/**
 * GRI-style ranking: score headings first (vocabulary evidence for the product type, then the words of the
 * heading's legal text), then choose the subheading inside each good heading by the attribute its
 * siblings differ in (material, knitted/woven, gender, function), falling back to the residual "other"
 * subheading when the query names none.
 */

/** One vocabulary hit outweighs a few shared title words: it is a product type a person authored. */
const VOCAB_WEIGHT = 6;
/** Title-word evidence grows with the square root of the query's information (idf mass). */
const TEXT_WEIGHT = 4.08;
const TEXT_POWER = 0.5;
/** Further hits on the same heading add less than the first (a heading is not truer for more synonyms). */
const EXTRA_HIT_FACTOR = 0.35;
/** Subheading evidence counts less than heading evidence (heading first, GRI 1 and 6). */
const SUB_WEIGHT = 0.5;
/** Residual subheadings win ties when no sibling's attribute is named. */
const RESIDUAL_PRIOR = 0.6;
const HEADINGS_EXPANDED = 10;
/**
 * A heading's title evidence: its own document (title, chapter, subheading words) mixed with its best
 * subheading's (whose national lines name goods concretely): a heading is as plausible as the product its
 * best subheading names. 0.75 measured better than 0.5 on both shared sets and the authored dev sets.
 */
const BEST_SUBHEADING_SHARE = 0.75;

/** Textile fibres as HS subheadings name them. */
const FIBRES = ['cotton', 'wool', 'synthetic', 'manmade', 'artificial', 'silk', 'flax', 'cashmere', 'kashmir', 'hair', 'vegetable', 'jute', 'ramie'];
/**
 * Garments and made-up textiles whose description names no fibre: assume man-made fibres, the fibre of most
 * garments traded (polyester and nylon), and say so in the reasoning. A bonus, not a certainty: a named fibre
 * in the description always outweighs it.
 */
const ASSUMED_FIBRE_BONUS = 2.0;
const TEXTILE_CHAPTERS = new Set(['61', '62', '63', '65']);
/**
 * Textile subheadings split by fibre (chapters 50 to 63): the one naming the fibre that predominates by weight
 * (Section XI note 2, subheading note 2) is preferred over the residual "of other textile materials".
 */
const CHIEF_FIBRE_BONUS = 3.0;
/** The residual "of other textile materials" is the chief fibre's subheading only by elimination: a smaller bonus. */
const RESIDUAL_FIBRE_SHARE = 0.5;
const isTextileChapter = (code: string) => {
  const ch = Number(code.slice(0, 2));
  return ch >= 50 && ch <= 63;
};

/**
 * Materials subheadings are split by. A subheading whose own title names only materials the description
 * does not, while the description names another material, is the wrong sibling ("wooden board" is not of
 * bamboo).
 */
const SPLIT_MATERIALS = ['cotton', 'wool', 'synthetic', 'manmade', 'artificial', 'silk', 'flax', 'bamboo', 'wood', 'plastic', 'rubber', 'leather', 'steel', 'iron', 'aluminum', 'copper', 'zinc', 'nickel', 'tin', 'lead', 'gold', 'silver', 'platinum', 'glass', 'ceramic', 'porcelain', 'paper', 'stone', 'precious', 'base'];
const MATERIAL_MISMATCH_PENALTY = 3;
/**
 * A complete article is not its parts: parts subheadings lose unless the description speaks of parts, or the
 * goods are made for use with a machine whose parts subheading that is (section XVI note 2(b)).
 */
const PARTS_PENALTY = 2;
/** The description says "part(s)": its parts subheading before the machine's (section XVI note 2(b)). */
const PARTS_NAMED_BONUS = 1;
/**
 * Siblings split by a quantity ("not exceeding 1,500 W", "4.75 mm or more"): the one whose range holds the
 * stated value is preferred, one whose range excludes it gives way (GRI 6, the subheadings' own terms).
 */
const QUANTITY_MET_BONUS = 1.5;
/** A stated value outside a sibling's range excludes it outright: it outweighs a vocabulary default for that sibling. */
const QUANTITY_BROKEN_PENALTY = 6;
/**
 * What the description says is absent ("not alloyed", "not containing added flavouring"): a sibling whose own
 * title names it is the wrong one; one whose title excludes it ("Aluminium; unwrought, (not alloyed)") fits.
 */
const NEGATED_NAMED_PENALTY = 2;
const NEGATED_EXCLUDED_BONUS = 1.5;
/** "alloyed" and "alloys", "flavoured" and "flavouring" compare by a crude stem (lemmas keep participles). */
const stem = (w: string) => w.replace(/(?:ing|ed|es|s)$/, '');
/** A value stated for the very property a heading is bounded by, outside its range, rules the heading out. */
const HEADING_QUANTITY_BROKEN = 10;
const PART_WORDS = ['part', 'accessory', 'replacement', 'spare', 'component', 'assembly', 'kit'];

/**
 * Headings for waste and scrap only (HS 2022 titles: "Copper; waste and scrap", "Electrical and electronic
 * waste and scrap" …). A description that does not say its goods are waste, scrap or used names a product, not
 * its scrap, even when it shares the product's words ("printed circuit assemblies").
 */
const WASTE_HEADINGS = new Set(['3915', '4004', '4707', '5003', '5103', '5202', '5505', '6310', '7001', '7112', '7204', '7404', '7503', '7602', '7802', '7902', '8002', '8549']);
const WASTE_WORDS = ['waste', 'scrap', 'used', 'recovered', 'cullet', 'rag', 'worn', 'paring', 'offcut', 'remelting'];
const NOT_WASTE_PENALTY = 4;
/**
 * "Parts of an excavator": the excavator's heading names the machine, not its parts, which go to 8431
 * (section XVI note 2(b)); its title words still match, so it gives way by this much.
 */
const WHOLE_MACHINE_PENALTY = 4;
const PARTS_TEXT_SHARE = 0.7;

export interface HeadingScore {
  code: string;
  score: number;
  vocab: number;
  text: number;
  hits: VocabMatch[];
}

export interface SubheadingScore {
  code: string;
  heading: string;
  score: number;
  /** Subheading-level evidence alone (attributes, hints). */
  local: number;
  hits: VocabMatch[];
  /** Query lemmas found in the subheading's own title. */
  matchedWords: string[];
  /** Attributes assumed because the description is silent (e.g. man-made fibres). */
  assumed: string[];
  residual: boolean;
  /** Quantity limits of its title that the stated values meet ("power ≤1500 W"). */
  quantitiesMet: string[];
}

export interface Ranking {
  headings: HeadingScore[];
  subheadings: SubheadingScore[];
}

function ownWords(doc: LabelDoc, analysis: QueryAnalysis): string[] {
  const out: string[] = [];
  for (const t of analysis.weights.keys()) if (doc.terms.get(t) === 1) out.push(t);
  return out;
}

const ALL_FIBRE_WORDS = [...new Set(Object.values(TITLE_WORDS).flat())];

/**
 * The subheadings of a fibre-split textile heading that the chief fibre belongs to: those naming it, or, when
 * no sibling names it, the residual "of other textile materials" that does not exclude it (a polyester T-shirt
 * is 6109.90 "of other textile materials", not 6109.10 "of cotton").
 */
function chiefFibreSubheadings(index: LabelIndex, heading: string, kids: string[], analysis: QueryAnalysis): Map<string, number> {
  const out = new Map<string, number>();
  if (!analysis.chief || !isTextileChapter(heading)) return out;
  const words = TITLE_WORDS[analysis.chief.group];
  const docs = kids.map((c) => index.subheadings.get(c)).filter((d): d is LabelDoc => !!d);
  // Siblings of one kind of article ("Swimwear; women's or girls'", "Track suits") split by fibre among
  // themselves: the chief fibre is chosen inside each kind.
  const groups = new Map<string, LabelDoc[]>();
  for (const d of docs) {
    const key = articleKind(d);
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  // "of textile materials (other than cotton)", "of other textile materials": names no fibre, excludes some.
  const otherMaterials = (d: LabelDoc) => d.specific.has('textile') && !ALL_FIBRE_WORDS.some((w) => d.specific.has(w));
  for (const group of groups.values()) {
    const naming = group.filter((d) => words.some((w) => d.specific.has(w)));
    if (naming.length > 0) {
      for (const d of naming) out.set(d.code, 1);
      continue;
    }
    // A kind not split by fibre (6211.11 men's swimwear, 6112.20 ski suits) fits any fibre.
    if (!group.some((d) => ALL_FIBRE_WORDS.some((w) => d.specific.has(w)))) {
      for (const d of group) out.set(d.code, 1);
      continue;
    }
    for (const d of group) if (otherMaterials(d) && !words.some((w) => d.negative.has(w))) out.set(d.code, RESIDUAL_FIBRE_SHARE);
  }
  return out;
}

/** Words of a subheading title that do not describe its material: the kind of article (and gender) it covers. */
const MATERIAL_TITLE_WORDS = new Set([...ALL_FIBRE_WORDS, 'textile', 'material', 'fiber', 'fine', 'animal', 'hair', 'goat', 'cashmere', 'knitted', 'crocheted', 'nec', 'item', 'heading', 'other', 'than', 'that']);
function articleKind(d: LabelDoc): string {
  const semi = d.title.indexOf(';');
  const head = semi >= 0 ? d.title.slice(0, semi).toLowerCase().trim() : '';
  const rest = [...d.specific].filter((w) => !MATERIAL_TITLE_WORDS.has(w) && !/^\d/.test(w)).sort();
  return `${head}|${rest.join(' ')}`;
}

export function rank(index: LabelIndex, analysis: QueryAnalysis): Ranking {
  // Vocabulary evidence per heading (6-digit hints also count for their heading).
  const hitsByHeading = new Map<string, VocabMatch[]>();
  const hitsBySub = new Map<string, VocabMatch[]>();
  for (const m of analysis.matches) {
    const h = m.entry.code.slice(0, 4);
    if (!index.headings.has(h)) continue;
    hitsByHeading.set(h, [...(hitsByHeading.get(h) ?? []), m]);
    if (m.entry.code.length === 6) hitsBySub.set(m.entry.code, [...(hitsBySub.get(m.entry.code) ?? []), m]);
  }
  // Query information, to express title matches as a share of what the query says.
  let queryMass = 0;
  for (const [t, w] of analysis.weights) queryMass += w * index.idf(t);
  const textScale = queryMass > 0 ? TEXT_WEIGHT / Math.pow(queryMass, TEXT_POWER) : 0;

  // Only documents sharing a word with the query can score above zero: score those, via the postings.
  const subScores = scoreAll(index, 6, analysis.weights);
  const bestSubText = new Map<string, number>();
  for (const id of subScores.touched) {
    const doc = index.subheadingList[id];
    const h = doc.code.slice(0, 4);
    const v = normalise(index, doc, subScores.raw[id]);
    if (v > (bestSubText.get(h) ?? 0)) bestSubText.set(h, v);
  }
  const subRaw = (doc: LabelDoc) => subScores.raw[doc.id];
  const headScores = scoreAll(index, 4, analysis.weights);
  const ownText = new Map<string, number>();
  for (const id of headScores.touched) {
    const doc = index.headingList[id];
    ownText.set(doc.code, normalise(index, doc, headScores.raw[id]));
  }
  const touchedHeadings = new Set<string>([...hitsByHeading.keys(), ...ownText.keys(), ...bestSubText.keys(), ...analysis.partsOf.values()]);
  if (touchedHeadings.size === 0) for (const code of [...index.headings.keys()].slice(0, HEADINGS_EXPANDED)) touchedHeadings.add(code);

  const namesWaste = WASTE_WORDS.some((w) => analysis.weights.has(w));
  const headings: HeadingScore[] = [];
  for (const code of touchedHeadings) {
    const doc = index.headings.get(code);
    if (!doc) continue;
    const own = ownText.get(code) ?? 0;
    const bestSub = bestSubText.get(code) ?? 0;
    const text = ((1 - BEST_SUBHEADING_SHARE) * own + BEST_SUBHEADING_SHARE * Math.max(own, bestSub)) * textScale;
    const hits = hitsByHeading.get(doc.code) ?? [];
    const strengths = hits.map((h) => h.strength).sort((a, b) => b - a);
    const vocab = strengths.length ? strengths[0] + EXTRA_HIT_FACTOR * strengths.slice(1).reduce((s, x) => s + x, 0) : 0;
    const penalty = (WASTE_HEADINGS.has(doc.code) && !namesWaste ? NOT_WASTE_PENALTY : 0) + (analysis.partsOf.has(doc.code) ? WHOLE_MACHINE_PENALTY : 0);
    // Headings split by a quantity ("of a thickness exceeding 6 mm", "external diameter exceeding 406.4 mm"): a
    // value stated for that very property outside the heading's range excludes it.
    const measured = fitQuantities(doc.title, analysis.quantities, { sameProperty: true }).broken.length > 0 ? HEADING_QUANTITY_BROKEN : 0;
    headings.push({ code: doc.code, score: VOCAB_WEIGHT * vocab + text - penalty - measured, vocab, text, hits });
  }
  // Parts of a named machine (section XVI note 2(b)): the machine's title evidence says what the parts are for,
  // so the parts heading takes it over; the machine's own heading gives way.
  for (const [machine, partsHeading] of analysis.partsOf) {
    const from = headings.find((x) => x.code === machine);
    const to = headings.find((x) => x.code === partsHeading);
    if (!from || !to) continue;
    const moved = PARTS_TEXT_SHARE * from.text;
    to.text += moved;
    to.score += moved;
  }
  headings.sort((a, b) => b.score - a.score);

  const fibreStated = FIBRES.some((f) => analysis.weights.has(f));
  const queryMaterials = SPLIT_MATERIALS.filter((m) => analysis.weights.has(m));
  const askingForParts = PART_WORDS.some((w) => analysis.weights.has(w));
  const negated = [...analysis.negated].map(stem);
  const subheadings: SubheadingScore[] = [];
  for (const h of headings.slice(0, HEADINGS_EXPANDED)) {
    const assumeFibre = !fibreStated && TEXTILE_CHAPTERS.has(h.code.slice(0, 2));
    const kids = index.children.get(h.code) ?? [];
    const chiefSubs = chiefFibreSubheadings(index, h.code, kids, analysis);
    const local: Array<{ code: string; value: number; hits: VocabMatch[]; doc: LabelDoc; assumed: string[]; met: string[] }> = [];
    for (const code of kids) {
      const doc = index.subheadings.get(code);
      if (!doc) continue;
      const hits = hitsBySub.get(code) ?? [];
      const hint = hits.reduce((s, m) => Math.max(s, m.strength), 0);
      let value = subRaw(doc) * textScale + VOCAB_WEIGHT * hint + (doc.residual ? RESIDUAL_PRIOR : 0);
      const assumed: string[] = [];
      if (!askingForParts && doc.specific.has('part') && !analysis.impliedParts?.has(code)) value -= PARTS_PENALTY;
      // "Pump parts", "spare parts for a concrete mixer": a description that says parts wants the parts subheading.
      if (analysis.speaksOfParts && doc.specific.has('part')) value += PARTS_NAMED_BONUS;
      const ownMaterials = SPLIT_MATERIALS.filter((m) => doc.specific.has(m));
      if (queryMaterials.length > 0 && ownMaterials.length > 0 && !ownMaterials.some((m) => queryMaterials.includes(m))) {
        value -= MATERIAL_MISMATCH_PENALTY;
      }
      value += CHIEF_FIBRE_BONUS * (chiefSubs.get(code) ?? 0);
      if (negated.some((t) => [...doc.specific].some((w) => stem(w) === t))) value -= NEGATED_NAMED_PENALTY;
      else if (negated.some((t) => [...doc.negative].some((w) => stem(w) === t))) value += NEGATED_EXCLUDED_BONUS;
      const quantity = fitQuantities(doc.title, analysis.quantities);
      if (quantity.broken.length > 0) value -= QUANTITY_BROKEN_PENALTY;
      else if (quantity.met.length > 0) value += QUANTITY_MET_BONUS;
      if (assumeFibre && (doc.terms.get('synthetic') === 1 || doc.terms.get('manmade') === 1)) {
        value += ASSUMED_FIBRE_BONUS;
        assumed.push('man-made fibres (no fibre named)');
      }
      local.push({ code, value, hits, doc, assumed, met: quantity.met });
    }
    const best = local.reduce((m, x) => Math.max(m, x.value), -Infinity);
    for (const l of local) {
      subheadings.push({
        code: l.code,
        heading: h.code,
        score: h.score + SUB_WEIGHT * (l.value - best),
        local: l.value,
        hits: l.hits,
        matchedWords: ownWords(l.doc, analysis),
        residual: l.doc.residual,
        assumed: l.assumed,
        quantitiesMet: l.met,
      });
    }
  }
  subheadings.sort((a, b) => b.score - a.score);
  return { headings, subheadings };
}
