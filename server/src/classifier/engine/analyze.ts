import { normalizeText, tokenize } from '../text/tokenize.js';
import { chemicalMatches } from '../vocabulary/chemistry.js';
import { materialArticleMatches } from '../vocabulary/material-articles.js';
import { EXPANSIONS } from '../vocabulary/materials.js';
import { machineFunction, PARTS_OF, PARTS_SAID_IN_TEXT } from './machines.js';
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
  /** Machine heading → heading of its parts, where the description speaks of parts that go elsewhere (section XVI note 2(b)). */
  partsOf: Map<string, string>;
  /** The description speaks of parts ("pump parts"; not "with working part of carbide", a tool's cutting part). */
  speaksOfParts: boolean;
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

/** Vocabulary matches of what a machine works ("bottles" in "machine for filling bottles") count this much. */
const FUNCTION_OBJECT = 0.4;
/** A machine named by its function ("used to mix concrete" → concrete mixer): a little less than its name. */
const FUNCTION_NAMED = 0.9;
/** Parts of a named machine: the parts code gets the machine's evidence, the machine keeps this share. */
const PARTS_TRANSFER = 1;
const PARTS_MACHINE = 0.7;
/** "parts of machines" says no machine in particular (8487, 8479.90 only for 8479 machines). */
const GENERIC_MACHINE = new Set(['machine', 'machinery', 'mechanical appliance', 'automatic machine']);
/**
 * Goods that are themselves parts of other machines (note 2(a) to section XVI: pumps, fans, valves, bearings,
 * gears, motors stay in their own headings): "a pulley, part of a conveyor" is a pulley. Their parts only when
 * "part" is said of them ("pump parts", "parts of valves") or the shop files the listing under parts.
 */
const COMPONENT_HEADINGS = new Set(['8412', '8413', '8414', '8481', '8482', '8483', '8484', '8501', '8504']);
const partsEntries = new Map<string, VocabEntry>();
function partsEntry(code: string): VocabEntry {
  let e = partsEntries.get(code);
  if (!e) {
    e = { code, terms: [], weight: 1, when: [], unless: [], kind: 'part' };
    partsEntries.set(code, e);
  }
  return e;
}

/** Marker put where a sentence ends (the tokenizer drops punctuation). */
const SENTENCE = 'zzsentencebreak';

const SOLE_MATERIALS = 'rubber|plastic|pvc|eva|tpr|pu|leather|tpu|ep|md|crepe|cork';
/**
 * Sole materials ("rubber sole", "outer sole of rubber") are not upper materials: fold them into one token
 * (chapter 64 headings go by the upper, subheadings 6403.5x/6404.20 by a leather outer sole). "Upper and outer
 * sole of leather" names both. "Does not cover the ankle" is the opposite of covering it (6402.91/6403.91).
 */
function foldSoles(text: string): string {
  return text
    .replace(
      new RegExp(`\\buppers? and (?:the )?(?:outer )?(?:out)?soles? (?:made )?(?:of|from) (?:a |an )?(${SOLE_MATERIALS})s?\\b`, 'g'),
      (_m, mat: string) => ` upper of ${mat} sole${mat} `,
    )
    .replace(
      new RegExp(`\\b(?:outer )?(?:out)?soles? (?:made )?(?:of|from) (?:a |an )?(?:molded |moulded |vulcanized |textured )?(${SOLE_MATERIALS})s?\\b`, 'g'),
      (_m, mat: string) => ` sole${mat} `,
    )
    .replace(new RegExp(`\\b(${SOLE_MATERIALS})s? (?:outer )?(?:out)?soles?\\b`, 'g'), (_m, mat: string) => ` sole${mat} `)
    .replace(/\b(?:does not|do not|that does not|not) cover(?:ing|s)? (?:the )?ankles?\b|\bbelow the ankles?\b/g, ' belowankle ');
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
  /** Index of each token in the word list with stopwords. */
  const source: number[] = [];
  let pendingBreak = false;
  let targetLeft = 0;
  let featureLeft = 0;
  let materialLeft = 0;
  let skip = 0;
  let category = false;
  /** A shop's category path that says parts ("Power Tool Parts"). */
  let partsCategory = false;
  let partsText = false;
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
    source.push(i);
    if (category && kept[0] === 'part') partsCategory = true;
    if (!category && kept[0] === 'part') partsText = true;
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
  // Transformers are split by power handling capacity (8504.21-.23 liquid dielectric, 8504.31-.34 other): the
  // rating a description states ("3 kVA", "500 VA", "2.5 MVA") becomes an attribute the subheading entries test.
  const rating = /(\d+(?:[.,]\d+)?)\s*(mva|kva|va)\b/i.exec(text);
  if (rating) {
    const kva = Number(rating[1].replace(',', '.')) * ({ mva: 1000, kva: 1, va: 0.001 } as Record<string, number>)[rating[2].toLowerCase()];
    attributes.push(kva <= 1 ? '@kva_le1' : kva <= 16 ? '@kva_1_16' : kva <= 500 ? '@kva_16_500' : '@kva_gt500');
    attributes.push(kva <= 650 ? '@kva_le650' : kva <= 10000 ? '@kva_650_10000' : '@kva_gt10000');
  }
  // Insulated conductors and switchgear split at 1000 V (8544.49/.60, 8536/8535): "12/20 kV" is above, "0.6/1 kV"
  // is not (the highest figure stated before "kV" is the rated voltage).
  const kv = [...text.matchAll(/(\d+(?:[.,]\d+)?)\s*kv\b/gi)].map((m) => Number(m[1].replace(',', '.')));
  if (kv.length) attributes.push(Math.max(...kv) > 1 ? '@kv_gt1' : '@kv_le1');
  for (const a of attributes) features.add(a);

  // Weights for title matching: every lemma once, at its strongest position, then material expansions.
  const weights = new Map<string, number>();
  tokens.forEach((t, i) => {
    if (chief?.minor.has(t)) return;
    weights.set(t, Math.max(weights.get(t) ?? 0, positionWeight[i] * (WEAK_WORDS.get(t) ?? 1)));
  });
  for (const { phrase, extra, weight } of EXPANSIONS) {
    if (!features.has(phrase)) continue;
    // An implied word counts no more than the words that imply it ("for a diesel engine" names the use).
    const own = Math.min(1, ...phrase.split(' ').map((w) => weights.get(w) ?? 1));
    for (const e of extra) if (!weights.has(e)) weights.set(e, weight * own);
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
  // "a machine used to mix concrete": the function names the machine; what it works is not the product.
  const fn = machineFunction(withStops, vocabulary);
  const inFunction = (span: { start: number }) => !!fn && source[span.start] >= fn.start && source[span.start] < fn.end;
  // Machines whose parts the description speaks of: "pump parts", "parts of an excavator", "parts for a hydraulic
  // cylinder" (the machine's words next to "part", or at most two words after it).
  const partOf = new Set<VocabEntry>();
  const linkedToPart = (span: { start: number; end: number }) =>
    tokens[span.end] === 'part' ||
    [1, 2, 3].some((d) => tokens[span.start - d] === 'part' && !spans.some((o) => o !== span && o.start > span.start - d && o.start < span.start));
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
      const strength = entry.weight * pos * (inFunction(span) && !/^(84|85|90)/.test(entry.code) ? FUNCTION_OBJECT : 1);
      if (linkedToPart(span)) partOf.add(entry);
      const prev = byEntry.get(entry);
      if (!prev) byEntry.set(entry, { entry, phrase: span.key, strength, extra: 0 });
      else if (strength > prev.strength) byEntry.set(entry, { entry, phrase: span.key, strength, extra: prev.extra + prev.strength });
      else prev.extra += strength;
    }
  });
  if (fn) {
    for (const { entry, phrase } of fn.entries) {
      if (entry.unless.some((u) => features.has(u))) continue;
      if (!entry.when.every((group) => group.some((g) => features.has(g)))) continue;
      const strength = entry.weight * FUNCTION_NAMED;
      const prev = byEntry.get(entry);
      if (!prev || prev.strength < strength) byEntry.set(entry, { entry, phrase, strength, extra: prev ? prev.extra + prev.strength : 0 });
    }
  }
  // A product named again (title and category) is a little surer; capped so repetition cannot dominate.
  const matches: VocabMatch[] = [...byEntry.values()].map((m) => ({
    entry: m.entry,
    phrase: m.phrase,
    strength: Math.min(m.strength * 1.4, m.strength + 0.25 * m.extra),
  }));
  matches.push(...chemicalMatches(text, tokens, productWeight));
  // Section XVI note 2(b): "parts of an excavator", "pump parts": parts suited solely or principally to a
  // machine go with it (its parts subheading, or 8409, 8431, 8448, 8466, 8473, 8503). The machine's own words
  // then say what the parts are for; a part that is itself a good of its own heading (a bearing, a pump) keeps
  // its own entry and competes (note 2(a)).
  const partsOf = new Map<string, string>();
  const speaksOfParts = tokens.some((t, i) => t === 'part' && tokens[i - 1] !== 'working');
  if (speaksOfParts) {
    const n = matches.length;
    for (let k = 0; k < n; k++) {
      const m = matches[k];
      const target = PARTS_OF[m.entry.code.slice(0, 4)];
      if (!target || m.entry.kind !== 'product' || GENERIC_MACHINE.has(m.phrase)) continue;
      if (COMPONENT_HEADINGS.has(m.entry.code.slice(0, 4)) && !partOf.has(m.entry) && !partsCategory) continue;
      // Shops file electronics accessories under "Accessories & Parts": there the description itself must say parts.
      if (PARTS_SAID_IN_TEXT.has(m.entry.code.slice(0, 4)) && !partsText) continue;
      matches.push({ entry: partsEntry(target), phrase: `${m.phrase} part`, strength: m.strength * PARTS_TRANSFER });
      if (target.slice(0, 4) !== m.entry.code.slice(0, 4)) partsOf.set(m.entry.code.slice(0, 4), target.slice(0, 4));
      matches[k] = { ...m, strength: m.strength * PARTS_MACHINE };
    }
  }
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
  // Apparel and clothing accessories of leather (4203) are not textile articles: chapters 61/62 cover garments
  // of textile fabric only (chapter 61 note 1, chapter 62 note 1), so they give way as for plastics sheeting.
  if (matches.some((m) => m.entry.code.startsWith('4203') && m.strength >= 1)) {
    for (let k = 0; k < matches.length; k++) {
      if (/^6[12]/.test(matches[k].entry.code)) matches[k] = { ...matches[k], strength: matches[k].strength * 0.4 };
    }
  }
  // Articles named only by their material yield to a heading that names the product itself (GRI 1).
  const namedProduct = matches.some((m) => m.entry.kind === 'product' && m.strength >= 0.6);
  matches.push(...materialArticleMatches(tokens, features, productWeight).map((m) => (namedProduct ? { ...m, strength: m.strength * 0.5 } : m)));
  return { tokens, weights, features, matches, attributes, chief, partsOf, speaksOfParts };
}
