import { normalizeText, tokenize } from '../text/tokenize.js';
import { chemicalMatches } from '../vocabulary/chemistry.js';
import { materialArticleMatches } from '../vocabulary/material-articles.js';
import { EXPANSIONS } from '../vocabulary/materials.js';
import type { Vocabulary } from '../vocabulary/index.js';
import type { VocabEntry } from '../vocabulary/types.js';
import { chiefFibre, TITLE_WORDS, type ChiefFibre, type FibreGroup } from './fibres.js';

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
  /** The textile material that predominates by weight (Section XI note 2), when the description names fibres. */
  chief?: ChiefFibre;
}

/** Words after these name the thing the product is for ("case for iPhone"), not the product. */
const TARGET_MARKERS = new Set(['for', 'compatible', 'fit', 'fits', 'suitable', 'used', 'applicable']);
/** After these a description goes on about use, features or packing; the product was named before them. */
const CLAUSE_MARKERS = new Set(['designed', 'featuring', 'which', 'that', 'including', 'intended', 'installed', 'packaged', 'imported', 'sold', 'powered', 'fueled', 'equipped', 'attached', 'mounted', 'operated', 'whereby', 'while', 'driven', 'controlled', 'fitted', 'connected', 'housed', 'built']);
/** "made of", "consisting of": the words after name materials or components. */
const MATERIAL_MARKERS = new Set(['made', 'consisting', 'consist', 'composed', 'constructed', 'manufactured', 'containing']);

/**
 * Words that are real HS attributes but also shop filler: "set" (GRI 3(b), "in sets") is in half the titles of
 * a marketplace, so it counts, but little.
 */
const WEAK_WORDS = new Map([['set', 0.35], ['complete', 0.2]]);

/** Shops put the product first and its uses and features after: a word's product weight falls by up to this share along the title. */
const DECAY = 0.3;
/** Words in the tail of a description (after "designed", "featuring" …) count less in title matching too. */
const TAIL_TEXT = 0.6;
const MEN = ['man', 'boy', 'gentleman', 'gent', 'husband', 'father', 'dad'];
const WOMEN = ['woman', 'girl', 'wife', 'mother', 'mom', 'bride', 'maternity'];
const INFANT = ['infant'];
const KNIT = ['knitted', 'crocheted', 'jersey', 'fleece', 'interlock', 'ribbed', 'rib', 'pique', 'velour', 'terry', 'tricot', 'raschel', 'pointelle', 'ponte'];
const KNIT_IMPLIED = ['bodycon', 'seamless', 'stretchy', 'sweater', 'knitwear', 'tshirt'];
const WOVEN = ['woven', 'denim', 'chiffon', 'poplin', 'twill', 'oxford', 'satin', 'corduroy', 'canvas', 'organza', 'taffeta', 'tweed', 'flannel', 'chambray', 'gabardine', 'seersucker', 'voile', 'georgette', 'percale', 'sateen', 'broadcloth', 'muslin', 'gauze', 'ripstop', 'herringbone', 'dobby', 'taslan', 'pongee', 'batiste'];

/** Nouns that head a compound ("… case", "… lock"): the product itself, with the words before it as its use. */
const HEAD_NOUNS = new Set(
  ('case cover holder stand mount bracket protector bag pouch sleeve strap band skin sticker decal film box organizer ' +
    'rack hook clip charger adapter cable battery filter lock saddle seat cushion mat pad light lamp bulb toy tool ' +
    'magnet shoe boot cap lid shell housing cleaner brush remover tray keychain lens controller switch ' +
    'sensor motor pump valve gear knife blade screw bolt cup mug bottle hanger frame screen display movement dial ' +
    'glasses glass capsule jack decoration ornament figurine mold mould stencil die insole lace drill saw grinder ' +
    'sander blower trimmer mower heater fan massager speaker headphone earphone camera notebook journal diary planner ' +
    'book card envelope mat sheet wire tube pipe rod bar foil strip powder profile backpack wallet tote purse ' +
    'suitcase luggage generator engine compressor turbine boiler press lathe robot truck jack microscope ' +
    'ladder attachment cage stake peg glue adhesive serum spray cream').split(' '),
);

/** Marker put where a sentence ends (the tokenizer drops punctuation). */
const SENTENCE = 'zzsentencebreak';

/** Sole materials ("rubber sole") are not upper materials: fold them into one token. */
function foldSoles(text: string): string {
  return text.replace(
    /\b(rubber|plastic|pvc|eva|tpr|pu|leather|tpu|ep|md|crepe|cork)\s+(out)?soles?\b/g,
    (_m, mat: string) => ` sole${mat} `,
  );
}

/**
 * Sleeve styles ("long sleeve", "short-sleeved") describe a garment; folded into one token so that "sleeve"
 * (a product noun of its own: phone sleeve) does not make the garment before it a modifier ("Dress Long Sleeve").
 */
function foldSleeves(text: string): string {
  return text.replace(/\b(long|short|half|cap|puff|bell|lantern|flutter|raglan|batwing|dolman|elbow|3 4|three quarter)\s+sleeve[sd]?\b/g, (_m, kind: string) => ` sleeve${kind.replace(/\s+/g, '')} `);
}

/**
 * GRI 5(b): packing containers presented with the goods and of a kind normally used for packing them are
 * classified with the goods, so "imported in steel drums", "packed in 25 kg bags", "in bulk" say nothing of
 * the product. "Not put up in measured doses …" states an absence (chapter 30 note on medicaments).
 */
const PACKING =
  /\b(?:(?:packed|packaged|imported|shipped|supplied|presented|transported)\s+)?in\s+(?:(?:\d+(?:[.,]\d+)?\s*(?:kg|kilograms?|g|grams?|l|liters?|litres?|ml|lbs?|pounds?|gallons?|gal|tons?|tonnes?|mt)\.?\s+)?(?:(?:steel|plastic|fiber|fibre|paper|polyethylene|hdpe|metal|kraft|multi-?wall|woven|iso)\s+)?(?:drums?|bags?|sacks?|totes?|pails?|jerry\s?cans?|tanks?|tank\s+containers?|ibcs?|intermediate\s+bulk\s+containers?|super\s?sacks?|cylinders?)|bulk)\b/gi;
const NOT_PUT_UP = /\bnot\s+put\s+up\s+(?:in|for)\b[^,.;]*/gi;

export function analyzeQuery(text: string, vocabulary: Vocabulary): QueryAnalysis {
  text = text.replace(NOT_PUT_UP, ' ').replace(PACKING, ' ');
  // A sentence end closes a "made of …" or "for …" span ("… of 100 % acrylic yarns. It is a cardigan …").
  const normalized = foldSleeves(foldSoles(normalizeText(text.replace(/([a-z)])[.;]\s+(?=[A-Za-z])/g, `$1 ${SENTENCE} `))));
  const withStops = tokenize(normalized, { keepStopwords: true });
  const tokens: string[] = [];
  /** Weight of each token for title matching. */
  const positionWeight: number[] = [];
  /** Weight of each token as evidence of the product type (material spans name what it is made of, not what it is). */
  const productWeight: number[] = [];
  /** True where a marker ("with", "for", "made of" …) stood before the token: compounds do not span it. */
  const breakBefore: boolean[] = [];
  let pendingBreak = false;
  let targetLeft = 0;
  let featureLeft = 0;
  let materialLeft = 0;
  let skip = 0;
  let category = false;
  let position = 0;
  let tail = false;
  for (let i = 0; i < withStops.length; i++) {
    const t = withStops[i];
    const next = withStops[i + 1];
    if (t === SENTENCE) {
      targetLeft = 0;
      featureLeft = 0;
      materialLeft = 0;
      pendingBreak = true;
      continue;
    }
    if (t === 'category' || t === 'categories') {
      category = true;
      continue;
    }
    if (CLAUSE_MARKERS.has(t)) {
      tail = true;
      pendingBreak = true;
      continue;
    }
    if (TARGET_MARKERS.has(t)) {
      targetLeft = 3;
      pendingBreak = true;
      continue;
    }
    // "with a lock", "with LED light": a feature of the product, not the product.
    if (t === 'with' && !(MATERIAL_MARKERS.has(withStops[i - 1] ?? ''))) {
      featureLeft = 2;
      pendingBreak = true;
      continue;
    }
    if (MATERIAL_MARKERS.has(t) && (next === 'of' || next === 'from' || next === 'with')) {
      materialLeft = 5;
      pendingBreak = true;
      i++;
      continue;
    }
    // "battery-free", "BPA free", "nickel free": the word before "free" is absent (not "free shipping", "free size").
    if (t === 'free' && i > 0 && tokens.length > 0 && withStops[i - 1] !== 'free' && tokenize(withStops[i - 1]).length > 0 && !category) {
      tokens.pop();
      breakBefore.pop();
      positionWeight.pop();
      productWeight.pop();
      position--;
      continue;
    }
    // "no fan", "without handle", "not reinforced": the named thing or property is absent.
    if (t === 'no' || t === 'without' || t === 'not' || t === 'non') {
      skip = 1;
      continue;
    }
    const kept = tokenize(t);
    if (kept.length === 0) continue;
    if (skip > 0) {
      skip--;
      continue;
    }
    tokens.push(kept[0]);
    breakBefore.push(pendingBreak);
    pendingBreak = false;
    const base = category ? 0.5 : 1;
    positionWeight.push((targetLeft > 0 ? 0.45 * base : base) * (tail ? TAIL_TEXT : 1) * (featureLeft > 0 ? 0.7 : 1));
    productWeight.push((targetLeft > 0 ? 0.45 : 1) * (featureLeft > 0 ? 0.5 : 1) * (materialLeft > 0 ? 0.35 : 1) * (tail ? 0.6 : 1) * base * (category ? 1 : 1 - DECAY * Math.min(1, position / 20)));
    position++;
    if (targetLeft > 0) targetLeft--;
    if (featureLeft > 0) featureLeft--;
    if (materialLeft > 0) materialLeft--;
  }

  const features = new Set<string>();
  for (let n = 1; n <= 4; n++) {
    for (let i = 0; i + n <= tokens.length; i++) features.add(tokens.slice(i, i + n).join(' '));
  }
  const has = (list: string[]) => list.some((w) => features.has(w));
  const attributes: string[] = [];
  // Chapter 61/62 note 9: a left-over-right front closure is a men's or boys' garment, right over left a
  // women's or girls'; the gender the description names otherwise prevails (the cut can override the closure).
  const leftOverRight = /\bleft[\s-]+over[\s-]+right\b/i.test(text);
  const rightOverLeft = /\bright[\s-]+over[\s-]+left\b/i.test(text);
  const namedMen = has(MEN);
  const namedWomen = has(WOMEN);
  const byClosure = !namedMen && !namedWomen || (namedMen && namedWomen);
  const men = byClosure && leftOverRight !== rightOverLeft ? leftOverRight : namedMen;
  const women = byClosure && leftOverRight !== rightOverLeft ? rightOverLeft : namedWomen;
  // Babies' garments are for young children up to 86 cm (chapter 61 note 6(a)): toddler sizes (2T-4T) are not,
  // unless the description also says baby, infant or newborn.
  const toddlerOnly = /\btoddlers?\b/i.test(text) && !/\b(bab(y|ies)|infants?|newborns?|months?)\b/i.test(text);
  if (has(INFANT) && !toddlerOnly) attributes.push('@infant');
  // Chapter 61/62 Note 9: garments not identifiable as men's or boys' are classified as women's or girls'.
  if (men && !women) attributes.push('@men');
  else attributes.push('@women');
  if (men || women) attributes.push('@gendered');
  // Knitted or woven (chapter 61 or 62): a description naming both ("knit body, woven trim") is taken by the
  // fabric it names first, the garment's own fabric in ruling and shop wording alike.
  const firstOf = (list: string[]) => {
    const at = tokens.findIndex((t) => list.includes(t));
    return at < 0 ? Infinity : at;
  };
  let knitAt = firstOf(KNIT);
  const wovenAt = firstOf(WOVEN);
  // Shop words that only knitted garments carry, when no fabric is named.
  if (knitAt === Infinity && wovenAt === Infinity) knitAt = firstOf(KNIT_IMPLIED);
  if (knitAt < wovenAt) attributes.push('@knit');
  else if (wovenAt < knitAt) attributes.push('@woven');
  else attributes.push('@nofabric');
  // Section XI note 2 and subheading note 2: a mixture of fibres is of the fibre that predominates by weight;
  // the other fibres named ("40 % polyester", "5 % spandex") are not the article's material.
  const chief = chiefFibre(text, tokens);
  if (chief) {
    attributes.push(`@${chief.group}`);
    for (const t of chief.minor) features.delete(t);
  }
  for (const a of attributes) features.add(a);

  // Weights for title matching: every lemma once, at its strongest position, then material expansions.
  const weights = new Map<string, number>();
  tokens.forEach((t, i) => {
    if (chief?.minor.has(t)) return;
    weights.set(t, Math.max(weights.get(t) ?? 0, positionWeight[i] * (WEAK_WORDS.get(t) ?? 1)));
  });
  for (const { phrase, extra, weight } of EXPANSIONS) {
    if (!features.has(phrase)) continue;
    for (const e of extra) if (!weights.has(e)) weights.set(e, weight);
  }
  if (chief) {
    // Expansions ("denim" → cotton) do not outvote the stated chief fibre.
    const own = new Set(TITLE_WORDS[chief.group]);
    for (const [g, words] of Object.entries(TITLE_WORDS) as Array<[FibreGroup, string[]]>) {
      if (g === chief.group) continue;
      for (const w of words) if (!own.has(w) && !tokens.includes(w)) weights.delete(w);
    }
  }

  // Vocabulary: maximal phrase matches only ("phone case" hides "phone" inside it).
  const spans: Array<{ start: number; end: number; key: string }> = [];
  // Longest phrases first; among equally long overlapping ones the rightmost wins (English compounds are
  // head-final: in "refined copper wire" the product is "copper wire").
  for (let n = 4; n >= 1; n--) {
    for (let i = tokens.length - n; i >= 0; i--) {
      const key = tokens.slice(i, i + n).join(' ');
      if (!vocabulary.byPhrase.has(key)) continue;
      // A phrase does not run across "with", "for", "made of" …
      if (breakBefore.slice(i + 1, i + n).some(Boolean)) continue;
      if (spans.some((s) => s.start <= i && s.end >= i + n)) continue;
      if (spans.some((s) => s.start < i + n && s.end > i)) continue;
      spans.push({ start: i, end: i + n, key });
    }
  }
  // English compounds are head-final: in "watch case", "bicycle lock", "toy battery" the last noun is the
  // product and the words before it say what it is for. A match followed (at most one word later) by a
  // match ending in a head noun counts as a modifier.
  spans.sort((a, b) => a.start - b.start);
  const modifier = new Set<number>();
  spans.forEach((a, i) => {
    const b = spans.find((x) => x.start >= a.end && x.start - a.end <= 1 && !breakBefore.slice(a.end, x.start + 1).some(Boolean));
    if (!b || i === spans.indexOf(b)) return;
    const head = b.key.split(' ').at(-1)!;
    if (HEAD_NOUNS.has(head) && b.key !== a.key) modifier.add(i);
  });
  const byEntry = new Map<VocabEntry, VocabMatch & { extra: number }>();
  spans.forEach((span, i) => {
    let pos = 0;
    for (let k = span.start; k < span.end; k++) pos = Math.max(pos, productWeight[k]);
    if (modifier.has(i)) pos *= 0.35;
    // A phrase that is most of the description ("stainless steel water bottle") names the product outright.
    const share = (span.end - span.start) / Math.max(1, tokens.length);
    if (span.end - span.start >= 2) pos *= 1 + 0.6 * share;
    // Entries of shorter phrases inside a longer one still count when they name one of its headings
    // ("wireless earbuds" names 8518; "earbud" inside it says 8518.30; "mechanical keyboard" → "keyboard").
    const own = vocabulary.byPhrase.get(span.key) ?? [];
    const applies = (e: VocabEntry) => !e.unless.some((u) => features.has(u)) && e.when.every((group) => group.some((g) => features.has(g)));
    // Only headings the phrase names firmly (its own entries that apply, at full strength) are refined.
    const headingsNamed = new Set(own.filter((e) => e.weight >= 0.5 && applies(e)).map((e) => e.code.slice(0, 4)));
    const refinements: VocabEntry[] = [];
    for (let a = span.start; a < span.end; a++) {
      for (let b = a + 1; b <= span.end; b++) {
        if (b - a === span.end - span.start) continue;
        for (const e of vocabulary.byPhrase.get(tokens.slice(a, b).join(' ')) ?? []) {
          if (headingsNamed.has(e.code.slice(0, 4))) refinements.push(e);
        }
      }
    }
    for (const entry of [...own, ...refinements]) {
      if (entry.unless.some((u) => features.has(u))) continue;
      if (!entry.when.every((group) => group.some((g) => features.has(g)))) continue;
      const strength = entry.weight * pos;
      const prev = byEntry.get(entry);
      if (!prev) byEntry.set(entry, { entry, phrase: span.key, strength, extra: 0 });
      else if (strength > prev.strength) byEntry.set(entry, { entry, phrase: span.key, strength, extra: prev.extra + prev.strength });
      else prev.extra += strength;
    }
  });
  // A product named again (title and category) is a little surer; capped so repetition cannot dominate.
  const matches: VocabMatch[] = [...byEntry.values()].map((m) => ({
    entry: m.entry,
    phrase: m.phrase,
    strength: Math.min(m.strength * 1.4, m.strength + 0.25 * m.extra),
  }));
  matches.push(...chemicalMatches(text, tokens, productWeight));
  // Fabric in the piece (chapters 50-60) named in the title of a made-up article (garment, bag, curtain,
  // tent, artificial flower or wig of chapter 67 …) describes its material: the made-up article is the product.
  const madeUp = matches.some((m) => m.entry.kind === 'product' && m.strength >= 0.5 && /^(42|6[1-57]|94|95)/.test(m.entry.code));
  if (madeUp) {
    for (let k = 0; k < matches.length; k++) {
      if (/^(5\d|60)/.test(matches[k].entry.code)) matches[k] = { ...matches[k], strength: matches[k].strength * 0.4 };
    }
  }
  // Apparel of plastics sheeting (3926.20) is not a textile garment: chapters 61/62 give way (chapter 62 note 1).
  if (matches.some((m) => m.entry.code === '392620' && m.strength >= 1)) {
    for (let k = 0; k < matches.length; k++) {
      if (/^6[12]/.test(matches[k].entry.code)) matches[k] = { ...matches[k], strength: matches[k].strength * 0.4 };
    }
  }
  // Articles named only by their material yield to a heading that names the product itself (GRI 1).
  const namedProduct = matches.some((m) => m.entry.kind === 'product' && m.strength >= 0.6);
  matches.push(...materialArticleMatches(tokens, features, productWeight).map((m) => (namedProduct ? { ...m, strength: m.strength * 0.5 } : m)));
  return { tokens, weights, features, matches, attributes, chief };
}
