import { normalizeText, tokenize } from '../text/tokenize.js';
import { chemicalMatches } from '../vocabulary/chemistry.js';
import { materialArticleMatches } from '../vocabulary/material-articles.js';
import { EXPANSIONS } from '../vocabulary/materials.js';
import { machineFunction, PARTS_OF, PARTS_SAID_IN_TEXT } from './machines.js';
import type { Vocabulary } from '../vocabulary/index.js';
import type { VocabEntry } from '../vocabulary/types.js';
import { DEPARTMENT_END, foldText, prepareText, SEGMENT_END } from './prepare.js';
import { readQuantities, type Quantity } from './quantities.js';
import { chiefFibre, isFibreWord, TITLE_WORDS, type ChiefFibre, type FibreGroup } from './fibres.js';

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
  /** Lemmas the description says are absent ("not alloyed", "without added sugar"). */
  negated: Set<string>;
  /** Quantities the description states (power, capacity, thickness …), for subheadings split by them. */
  quantities: Quantity[];
  /** Parts codes inferred from "for use with" a machine with no product of its own named firmly (section XVI note 2(b)). */
  impliedParts?: Set<string>;
}

/** Words after these name the thing the product is for ("case for iPhone", "designed to hold toothbrushes"), not the product. */
const TARGET_MARKERS = new Set(['for', 'compatible', 'fit', 'fits', 'suitable', 'used', 'applicable', 'hold', 'holds', 'holding']);
/** After these a description goes on about use, features or packing; the product was named before them. */
const CLAUSE_MARKERS = new Set(['designed', 'featuring', 'which', 'that', 'including', 'intended', 'installed', 'packaged', 'imported', 'sold', 'powered', 'fueled', 'equipped', 'attached', 'mounted', 'operated', 'whereby', 'while', 'driven', 'controlled', 'fitted', 'connected', 'housed', 'built']);
/** Clause markers that, followed by "in", "into", "on", "to", say where the goods are put (a machine that owns them). */
const INSTALLED = new Set(['installed', 'incorporated', 'fitted', 'mounted', 'attached', 'built']);
/** "made of", "consisting of": the words after name materials or components. */
const MATERIAL_MARKERS = new Set(['made', 'consisting', 'consist', 'composed', 'constructed', 'manufactured', 'containing']);

/**
 * Words that are real HS attributes but also shop filler: "set" (GRI 3(b), "in sets") is in half the titles of
 * a marketplace, so it counts, but little.
 */
const WEAK_WORDS = new Map([['set', 0.35], ['complete', 0.2]]);

/** Shops put the product first and its uses and features after: a word's product weight falls by up to this share along the title. */
const DECAY = 0.3;
/**
 * "used in the manufacture of phenolic resins", "an intermediate for the synthesis of pharmaceuticals": the goods
 * the chemical is made into. A chemical named by its constitution is classified by it (chapter 29 note 1, chapter
 * 28 note 1), not by what it is used to make, so these words count little when the description opens with one.
 */
const DOWNSTREAM_MARKERS = new Set(['manufacture', 'manufacturing', 'production', 'synthesis', 'formulation', 'preparation', 'making', 'make', 'produce', 'synthesize', 'formulate']);
const DOWNSTREAM_SPAN = 4;
const DOWNSTREAM_FACTOR = 0.4;
const CHEMICAL_FORM_WORDS = new Set(['intermediate', 'liquid', 'solid', 'crystal', 'crystalline', 'powder', 'flake', 'granule', 'granular', 'pellet', 'prill', 'solution', 'aqueous', 'paste', 'colorless', 'colourless', 'odorless', 'white', 'yellow']);
/** Words in the tail of a description (after "designed", "featuring" …) count less in title matching too. */
const TAIL_TEXT = 0.6;
const MEN = ['man', 'boy', 'gentleman', 'gent', 'husband', 'father', 'dad', 'male'];
const WOMEN = ['woman', 'girl', 'wife', 'mother', 'mom', 'bride', 'maternity', 'female', 'lady'];
const INFANT = ['infant'];
const KNIT = ['knitted', 'crocheted', 'jersey', 'fleece', 'microfleece', 'sherpa', 'interlock', 'ribbed', 'rib', 'pique', 'velour', 'terry', 'tricot', 'raschel', 'pointelle', 'ponte'];
const KNIT_IMPLIED = ['bodycon', 'seamless', 'stretchy', 'sweater', 'knitwear', 'tshirt', 'teddy', 'plush', 'minky'];
/** Parts of a garment a fabric word can be said of, not the garment's own fabric ("rib knit cuffs"). */
const TRIM_NOUNS = new Set(['cuff', 'collar', 'waistband', 'hem', 'trim', 'lining', 'binding', 'placket', 'neckline', 'yoke', 'facing', 'piping', 'insert', 'panel', 'pocket', 'tape', 'band', 'edging', 'lined']);
/** A stitch count: "9 stitches per 2 cm", "24 stitches per two centimeters", "12 wales per centimeter". */
const STITCH_COUNT = /\b\d+(?:[.,]\d+)?\s*(?:stitch(?:es)?|wales?|courses?)\s+(?:per|in|for each|every|\/)\s/i;
/** Words after which "fitted" is a verb opening a clause ("fitted with", "fitted to"). */
const ADJECTIVE_BREAK = new Set(['with', 'to', 'on', 'onto', 'in', 'into', 'by', 'at', 'for', 'inside', 'within']);
const FAUX = new Set(['faux', 'fake', 'imitation', 'artificial', 'synthetic']);
const LINING_WORDS = new Set(['lining', 'lined', 'trim', 'trimmed']);
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
    'ladder attachment cage stake peg glue adhesive serum spray cream coupler').split(' '),
);

/**
 * Words that say a part: "part", and the housings and casings that are made for one apparatus only (section XVI note
 * 2(b): "a molded plastic housing for a smoke detector" is a part of the detector, not an article of plastics).
 */
const PART_WORDS = new Set(['part', 'housing', 'casing', 'enclosure']);

/** Vocabulary matches of what a machine works ("bottles" in "machine for filling bottles") count this much. */
const FUNCTION_OBJECT = 0.4;
/** A machine named by its function ("used to mix concrete" → concrete mixer): a little less than its name. */
const FUNCTION_NAMED = 0.9;
/** Parts of a named machine: the parts code gets the machine's evidence, the machine keeps this share. */
const PARTS_TRANSFER = 1;
const PARTS_MACHINE = 0.7;
/** Goods "for use with" a machine, not said to be parts: its parts code gets this share of the machine's entry weight. */
const IMPLIED_PARTS = 0.9;
/** A note 2(a) good (pump, valve, bearing, gear, motor) named this firmly as the subject keeps its own heading. */
const SUBJECT_MACHINE = 0.8;
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

/** After "not" these open a phrase that is absent as a whole ("not containing added sugar"). */
const NEGATED_PHRASE_VERBS = new Set(['containing', 'contain', 'including', 'incorporating', 'having', 'further', 'put', 'mixed', 'coated', 'combined', 'fitted', 'covered', 'covering']);
const NEGATED_PHRASE_LENGTH = 4;

/**
 * Codes whose goods can themselves be the machine a function clause names (chapters 84 and 90, and the machines
 * of chapter 85): "a machine used to sort integrated circuits" works integrated circuits (8542), it is not one.
 */
const namesMachineCode = (code: string): boolean => /^(84|90)/.test(code) || (code.startsWith('85') && code.slice(0, 4) in PARTS_OF);

/** Words that say a tool carries its own drive (heading 84.67: pneumatic, hydraulic or with self-contained motor). */
const SELF_POWERED = ['cordless', 'pneumatic', 'air poweredattr', 'air powered', 'battery poweredattr', 'battery powered', 'gasoline poweredattr', 'electric poweredattr', 'self contained motor', 'self contained electric', 'rechargeable battery', 'lithium ion battery', 'electric motor', 'compressed air', 'electric shear', 'electric grease', 'electric engraving', 'electric pruning', 'electric chisel', 'electric scissors'];
const HOUSEHOLD_POWERED = ['can opener', 'razor', 'shaver', 'nail', 'kitchen', 'pencil', 'toy'];
const poweredToolEntry: VocabEntry = { code: '8467', terms: [], weight: 1, when: [], unless: [], kind: 'product' };
/** The powered tool takes the hand tool's evidence, a little more (the motor is what 84.67 adds). */
const POWERED_TOOLS = 1.5;

/** Words that say an implement works behind a tractor (not in the hand): heading 84.36 and its neighbours. */
const TRACTOR_MOUNTED = ['tractor mounted', 'tractor drawn', 'tractor towed', 'point hitch', 'pto', 'power take off', 'tractor'];
const farmMachineEntry: VocabEntry = { code: '843680', terms: [], weight: 1, when: [], unless: [], kind: 'product' };

/** Marker put where a sentence ends (the tokenizer drops punctuation). */
const SENTENCE = 'zzsentencebreak';
/**
 * A shop's department ("Automobiles & Motorcycles", "Toys & Hobbies", "Computer & Office") is where the listing is
 * filed, not what it is: accessories of plastics sold beside cars, toys or phones are not cars, toys or phones. Its
 * words count this share of the category's.
 */
const DEPARTMENT_WEIGHT = 0.5;
/**
 * A category segment "Earphone Accessories", "Laptop Accessories", "Tent Accessories" files accessories beside their
 * host: the host's words say what the goods serve, not what they are (an accessory that is not a part goes to its own
 * heading: GRI 1, chapter 39 note 2, section XVI note 1(g), section XVII note 2(b)). They count this share.
 * A segment that also says parts ("Motorcycle Accessories & Parts") is left to the parts rule.
 */
const ACCESSORY_HOST = 0.35;

export function analyzeQuery(text: string, vocabulary: Vocabulary): QueryAnalysis {
  text = prepareText(text);
  // A sentence end closes a "made of …" or "for …" span ("… of 100 % acrylic yarns. It is a cardigan …").
  const normalized = foldText(normalizeText(text.replace(/([a-z)])[.;]\s+(?=[A-Za-z])/g, `$1 ${SENTENCE} `)));
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
  /** True where "of" or "from" stood before the token ("a robe of plastic film"): the noun before is the head, not a modifier. */
  const ofBefore: boolean[] = [];
  let pendingOf = false;
  let targetLeft = 0;
  let featureLeft = 0;
  let materialLeft = 0;
  let skip = 0;
  const negated = new Set<string>();
  let category = false;
  /** Inside the first segment of the category path. */
  let department = false;
  /** Index in tokens where the current category segment began. */
  let segmentStart = 0;
  /** A shop's category path that says parts ("Power Tool Parts"). */
  let partsCategory = false;
  let partsText = false;
  let position = 0;
  let tail = false;
  /** Tokens after "for", "for use with", "used in": what the goods are for (a machine there may own them as parts). */
  const useTarget: boolean[] = [];
  let useLeft = 0;
  /** True for the words naming what the goods are made into ("… used in the production of adipic acid"). */
  const downstream: boolean[] = [];
  let downstreamLeft = 0;
  for (let i = 0; i < withStops.length; i++) {
    const t = withStops[i];
    const next = withStops[i + 1];
    if (t === SENTENCE) {
      useLeft = 0;
      downstreamLeft = 0;
      targetLeft = 0;
      featureLeft = 0;
      materialLeft = 0;
      pendingBreak = true;
      continue;
    }
    if (t === 'category' || t === 'categories') {
      category = true;
      segmentStart = tokens.length;
      department = withStops.includes(DEPARTMENT_END);
      continue;
    }
    if (t === DEPARTMENT_END) {
      department = false;
      pendingBreak = true;
      continue;
    }
    if (t === SEGMENT_END) {
      segmentStart = tokens.length;
      pendingBreak = true;
      continue;
    }
    // "fitted with a valve" opens a clause; "fitted sheet", "fitted jacket" name the product's cut.
    if (CLAUSE_MARKERS.has(t) && !(t === 'fitted' && !ADJECTIVE_BREAK.has(next ?? ''))) {
      // "installed in", "incorporated into", "fitted to" a machine: what the goods are for, as "for use in".
      useLeft = INSTALLED.has(t) && ['in', 'into', 'on', 'onto', 'to', 'inside', 'within'].includes(next ?? '') ? 4 : 0;
      // "with built-in amplifier": "built in" is the adjective "built-in", a feature the goods contain, not a
      // machine they are installed in ("built into a dashboard" keeps the use reading).
      if (t === 'built' && next === 'in') {
        useLeft = 0;
        featureLeft = 3;
      }
      // "powered by a two-stroke gasoline engine": the drive of the goods, a feature, not the goods.
      if (next === 'by' && (t === 'powered' || t === 'driven' || t === 'operated')) featureLeft = 4;
      tail = true;
      pendingBreak = true;
      continue;
    }
    if (TARGET_MARKERS.has(t)) {
      useLeft = 4;
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
    if ((MATERIAL_MARKERS.has(t) && (next === 'of' || next === 'from' || next === 'with')) || (t === 'based' && next === 'on')) {
      useLeft = 0;
      materialLeft = 5;
      pendingBreak = true;
      i++;
      continue;
    }
    // "battery-free", "BPA free", "nickel free": the word before "free" is absent (not "free shipping", "free size").
    if (t === 'free' && i > 0 && tokens.length > 0 && withStops[i - 1] !== 'free' && tokenize(withStops[i - 1]).length > 0 && !category) {
      tokens.pop();
      downstream.pop();
      useTarget.pop();
      source.pop();
      breakBefore.pop();
      positionWeight.pop();
      productWeight.pop();
      position--;
      continue;
    }
    // "no fan", "without handle", "not reinforced": the named thing or property is absent. "Not containing
    // added flavouring or colouring matter", "not further worked than …": the whole phrase is.
    if (t === 'no' || t === 'without' || t === 'not' || t === 'non') {
      skip = NEGATED_PHRASE_VERBS.has(next ?? '') ? NEGATED_PHRASE_LENGTH : 1;
      continue;
    }
    if (t === 'of' || t === 'from') pendingOf = true;
    if (DOWNSTREAM_MARKERS.has(t) && (next === 'of' || next === 'into' || next === 'in')) {
      downstreamLeft = DOWNSTREAM_SPAN + 1;
    } else if (/^[,;]$/.test(t)) downstreamLeft = 0;
    const kept = tokenize(t);
    if (kept.length === 0) continue;
    if (skip > 0) {
      skip--;
      negated.add(kept[0]);
      continue;
    }
    tokens.push(kept[0]);
    downstream.push(downstreamLeft > 0 && !DOWNSTREAM_MARKERS.has(t));
    if (downstreamLeft > 0) downstreamLeft--;
    source.push(i);
    useTarget.push(useLeft > 0);
    if (useLeft > 0 && !(kept[0] === 'use' && withStops[i - 1] === 'for')) useLeft--;
    if (category && kept[0] === 'part') partsCategory = true;
    if (category && kept[0] === 'accessory' && !department) {
      const seg = tokens.slice(segmentStart, -1);
      if (!seg.includes('part') && !withStops.slice(i + 1, i + 3).some((w) => w === 'part' || w === 'parts')) {
        for (let k = segmentStart; k < tokens.length - 1; k++) {
          productWeight[k] *= ACCESSORY_HOST;
          positionWeight[k] *= ACCESSORY_HOST;
        }
      }
    }
    if (!category && kept[0] === 'part') partsText = true;
    breakBefore.push(pendingBreak);
    pendingBreak = false;
    ofBefore.push(pendingOf);
    pendingOf = false;
    const base = category ? 0.5 * (department ? DEPARTMENT_WEIGHT : 1) : 1;
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
  // "Mother & Kids" is a marketplace department (children's goods), not the wearer: it names no women's garment.
  const motherDepartment = features.has('mother child') || features.has('mother baby');
  const namedWomen = WOMEN.some((w) => features.has(w) && !(w === 'mother' && motherDepartment));
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
  // A fabric named for a trim or lining ("rib knit cuffs", "a taffeta lining", "lined with woven polyester") is
  // not the garment's own fabric: the garment is classified by its outer shell or body (GRI 3(b) essential
  // character; CBP practice for knit trim on woven garments), so those mentions do not count.
  const fabricWord = (t: string) => KNIT.includes(t) || WOVEN.includes(t) || KNIT_IMPLIED.includes(t) || isFibreWord(t);
  const isTrim = (i: number) => {
    let j = i + 1;
    while (j < tokens.length && j <= i + 3 && fabricWord(tokens[j])) j++;
    if (j < tokens.length && TRIM_NOUNS.has(tokens[j])) return true;
    for (let k = Math.max(0, i - 3); k < i; k++) if (LINING_WORDS.has(tokens[k])) return true;
    return false;
  };
  const firstOf = (list: string[]) => {
    const at = tokens.findIndex((t, i) => list.includes(t) && !isTrim(i));
    return at < 0 ? Infinity : at;
  };
  let knitAt = firstOf(KNIT);
  const wovenAt = firstOf(WOVEN);
  // A stitch count ("8 stitches per 2 centimeters", "wales and courses per cm") is measured on knitted fabric
  // only (the US additional notes to chapter 61 define sweaters by it): it says knitted where no fabric is named.
  if (STITCH_COUNT.test(text)) {
    const at = tokens.findIndex((t) => t === 'stitch' || t === 'wale' || t === 'course');
    if (at >= 0) knitAt = Math.min(knitAt, at);
  }
  // Shop words that only knitted garments carry, when no fabric is named.
  if (knitAt === Infinity && wovenAt === Infinity) knitAt = firstOf(KNIT_IMPLIED);
  // Faux fur is a knitted pile fabric (6001.10) in trade: imitation fur made by knitting or weaving is not the
  // artificial fur of heading 4304 (chapter 43 note 5), so a garment of it is classified as knitted.
  if (knitAt === Infinity && wovenAt === Infinity) {
    const fur = tokens.findIndex((t, i) => t === 'fur' && FAUX.has(tokens[i - 1] ?? ''));
    if (fur >= 0) knitAt = fur;
  }
  if (knitAt < wovenAt) attributes.push('@knit');
  else if (wovenAt < knitAt) attributes.push('@woven');
  else attributes.push('@nofabric');
  // Widths the nomenclature splits on (3919.10 "in rolls of a width not exceeding 20 cm", narrow fabrics of 5806 …):
  // "48 mm wide", "in rolls 122 cm wide", "a width of 2 inches".
  const quantities = readQuantities(text);
  const width = quantities.find((q) => q.dim === 'length' && q.qualifier === 'width' && q.lo === q.hi);
  if (width) attributes.push(width.lo > 200 ? '@over20cm' : '@upto20cm');
  // Subheadings 8407.31-.34 split the engines of chapter 87 vehicles by cylinder capacity ("686 cc", "1.5 liter").
  const displacement = quantities.find((q) => q.dim === 'volume' && q.lo === q.hi && q.lo <= 10);
  const cc = displacement ? displacement.lo * 1000 : null;
  if (cc !== null) attributes.push(cc <= 50 ? '@cc50' : cc <= 250 ? '@cc250' : cc <= 1000 ? '@cc1000' : '@ccover1000');
  // Section XI note 2 and subheading note 2: a mixture of fibres is of the fibre that predominates by weight;
  // the other fibres named ("40 % polyester", "5 % spandex") are not the article's material.
  const chief = chiefFibre(text, tokens);
  if (chief) {
    attributes.push(`@${chief.group}`);
    for (const t of chief.minor) features.delete(t);
  }
  // Transformers are split by power handling capacity (8504.21-.23 liquid dielectric, 8504.31-.34 other): the
  // rating a description states ("3 kVA", "500 VA", "2.5 MVA") becomes an attribute the subheading entries test.
  const rating = quantities.find((q) => q.dim === 'apparent-power' && q.lo === q.hi);
  if (rating) {
    const kva = rating.lo / 1000;
    attributes.push(kva <= 1 ? '@kva_le1' : kva <= 16 ? '@kva_1_16' : kva <= 500 ? '@kva_16_500' : '@kva_gt500');
    attributes.push(kva <= 650 ? '@kva_le650' : kva <= 10000 ? '@kva_650_10000' : '@kva_gt10000');
  }
  // Insulated conductors and switchgear split at 1000 V (8544.49/.60, 8536/8535): "12/20 kV" is above, "0.6/1 kV"
  // is not (the highest voltage stated in kV is the rated voltage).
  const kv = [...text.matchAll(/\bkv\b/gi)].length > 0 ? quantities.filter((q) => q.dim === 'voltage').map((q) => q.hi) : [];
  if (kv.length) attributes.push(Math.max(...kv) > 1000 ? '@kv_gt1' : '@kv_le1');
  for (const a of attributes) features.add(a);

  // "a dye intermediate", "a pharmaceutical intermediate": the word before "intermediate" names what it is made into.
  tokens.forEach((t, i) => {
    if (t === 'intermediate' && i > 0 && source[i - 1] === source[i] - 1) downstream[i - 1] = true;
  });
  // Chapter 28/29 goods named at the head of the description: what they are made into counts little.
  const chemical = chemicalMatches(text, tokens, productWeight);
  const chemicalHead = chemical.some((m) => /^2[89]/.test(m.entry.code) && m.strength >= 0.9);
  // After a chemical name, words of its physical form and grade ("a colorless liquid", "an intermediate",
  // "crystalline powder") describe the goods, they do not name other goods (2404 liquids, 7501 intermediates).
  const downstreamFactor = (i: number) => (chemicalHead && (downstream[i] || CHEMICAL_FORM_WORDS.has(tokens[i])) ? DOWNSTREAM_FACTOR : 1);
  // Weights for title matching: every lemma once, at its strongest position, then material expansions.
  const weights = new Map<string, number>();
  tokens.forEach((t, i) => {
    if (chief?.minor.has(t)) return;
    const earlier = chemical.earlierTokens.has(t) ? 0.5 : 1;
    weights.set(t, Math.max(weights.get(t) ?? 0, positionWeight[i] * (WEAK_WORDS.get(t) ?? 1) * downstreamFactor(i) * earlier));
  });
  for (const w of chemical.groupWords) if (!weights.has(w)) weights.set(w, 0.6);
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
  // product and the words before it say what it is for. A match followed (at most two words later) by a
  // match ending in a head noun counts as a modifier.
  spans.sort((a, b) => a.start - b.start);
  /**
   * How many words may stand between a modifier and the head it modifies ("Security Camera Wall Mount Bracket": the
   * camera is what the bracket serves). Measured: 2 gains hscodecomp rows over 1, 3 loses them.
   */
  const MODIFIER_GAP = 2;
  const modifier = new Set<number>();
  spans.forEach((a, i) => {
    const b = spans.find((x) => x.start >= a.end && x.start - a.end <= MODIFIER_GAP && !breakBefore.slice(a.end, x.start + 1).some(Boolean) && !ofBefore.slice(a.end, x.start + 1).some(Boolean));
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
  // A housing the nomenclature names as a good of its own (bearing housings, subheadings 8483.20/.30) or the vocabulary
  // names in a phrase is not a part word.
  const partWordAt = (k: number) =>
    tokens[k] === 'part' || (PART_WORDS.has(tokens[k]) && tokens[k - 1] !== 'bearing' && !spans.some((o) => o.start <= k && o.end > k && o.end - o.start > 1));
  /** Entries named only after "for", "for use with" … (what the goods are for), with their strength. */
  const usedWith = new Map<VocabEntry, number>();
  const named = new Set<VocabEntry>();
  const linkedToPart = (span: { start: number; end: number }) =>
    partWordAt(span.end) ||
    [1, 2, 3].some((d) => partWordAt(span.start - d) && !spans.some((o) => o !== span && o.start > span.start - d && o.start < span.start));
  spans.forEach((span, i) => {
    let pos = 0;
    for (let k = span.start; k < span.end; k++) pos = Math.max(pos, productWeight[k] * downstreamFactor(k));
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
      const strength = entry.weight * pos * (inFunction(span) && !namesMachineCode(entry.code) ? FUNCTION_OBJECT : 1);
      if (linkedToPart(span)) partOf.add(entry);
      if (useTarget[span.start]) usedWith.set(entry, Math.max(usedWith.get(entry) ?? 0, strength));
      else named.add(entry);
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
  // Chapter 29 note 3: a compound that could fall in two or more headings of the chapter goes to the one last in
  // numerical order; a word of its name that names an earlier heading ("aniline" in "4-(phenyldiazenyl)aniline",
  // "acrylic acid" in an imidazole-acrylic acid), or a chapter 28 anion of an organic salt ("choline chloride"),
  // counts half, as in the word-part rules of chemistry.ts.
  const earlierGroup = (m: { entry: VocabEntry; phrase: string }) =>
    chemical.headLast !== '' &&
    /^2[89]/.test(m.entry.code) &&
    m.entry.code.slice(0, 4) < chemical.headLast &&
    m.phrase.split(' ').every((w) => chemical.headTokens.has(w));
  const matches: VocabMatch[] = [...byEntry.values()].map((m) => ({
    entry: m.entry,
    phrase: m.phrase,
    strength: Math.min(m.strength * 1.4, m.strength + 0.25 * m.extra) * (earlierGroup(m) ? 0.5 : 1),
  }));
  matches.push(...chemical);
  // Section XVI note 2(b): "parts of an excavator", "pump parts": parts suited solely or principally to a
  // machine go with it (its parts subheading, or 8409, 8431, 8448, 8466, 8473, 8503). The machine's own words
  // then say what the parts are for; a part that is itself a good of its own heading (a bearing, a pump) keeps
  // its own entry and competes (note 2(a)).
  const partsOf = new Map<string, string>();
  const speaksOfParts = tokens.some((t, i) => partWordAt(i) && tokens[i - 1] !== 'working');
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
  // Section XVI note 2(b) without the word "part": "an oil pan for use with a diesel engine", "a guide bar for a
  // chainsaw", "a fork for a forklift truck": goods made for use with one kind of machine are its parts, unless
  // they are goods of a heading of their own (note 2(a)), which their own name says more firmly than this.
  // A machine or component firmly named as the goods ("a gearbox for an industrial mixer") keeps its heading.
  const namesMachine = matches.some((m) => named.has(m.entry) && m.entry.kind === 'product' && COMPONENT_HEADINGS.has(m.entry.code.slice(0, 4)) && m.strength >= SUBJECT_MACHINE);
  const impliedParts = new Set<string>();
  if (!speaksOfParts && !namesMachine) {
    for (const [entry, strength] of usedWith) {
      if (named.has(entry) || entry.kind !== 'product' || entry.code.length !== 4 && entry.code.length !== 6) continue;
      const target = PARTS_OF[entry.code.slice(0, 4)];
      if (!target || GENERIC_MACHINE.has(entry.terms[0] ?? '')) continue;
      if (matches.some((m) => m.entry.code === target && m.entry.kind === 'part')) continue;
      impliedParts.add(target);
      matches.push({ entry: partsEntry(target), phrase: `for ${entry.terms[0] ?? 'machine'}`, strength: Math.max(strength, Math.min(1, entry.weight) * IMPLIED_PARTS) });
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
  // Garments made up of coated or laminated fabric (headings 6113 / 6210, chapter 59 note 2): the other garment
  // headings of chapters 61 / 62 give way, as they do to apparel of plastics sheeting.
  if (matches.some((m) => (m.entry.code === '6113' || m.entry.code === '6210') && m.strength >= 1)) {
    for (let k = 0; k < matches.length; k++) {
      const c = matches[k].entry.code;
      if (/^6[12]/.test(c) && !c.startsWith('6113') && !c.startsWith('6210')) matches[k] = { ...matches[k], strength: matches[k].strength * 0.6 };
    }
  }
  // Apparel and clothing accessories of leather (4203) are not textile articles: chapters 61/62 cover garments
  // of textile fabric only (chapter 61 note 1, chapter 62 note 1), so they give way as for plastics sheeting.
  if (matches.some((m) => m.entry.code.startsWith('4203') && m.strength >= 1)) {
    for (let k = 0; k < matches.length; k++) {
      if (/^6[12]/.test(matches[k].entry.code)) matches[k] = { ...matches[k], strength: matches[k].strength * 0.4 };
    }
  }
  // Heading 84.67 and chapter 82 note 1: hand tools of 8201-8205 are tools without a motor; the same tool driven by
  // compressed air or a self-contained motor ("a cordless grease gun", "a pneumatic scaler", "an electric shear")
  // is a tool for working in the hand of 8467. Household and personal goods (can openers, razors) go elsewhere.
  const powered = SELF_POWERED.some((w) => features.has(w));
  if (powered && POWERED_TOOLS > 0 && !HOUSEHOLD_POWERED.some((w) => features.has(w))) {
    const tool = matches.filter((m) => /^(820[1-5]|8213)/.test(m.entry.code) && m.entry.kind === 'product').sort((a, b) => b.strength - a.strength)[0];
    if (tool && !matches.some((m) => m.entry.code.startsWith('8467') && m.strength >= tool.strength)) {
      matches.push({ entry: poweredToolEntry, phrase: `powered ${tool.phrase}`, strength: tool.strength * POWERED_TOOLS });
      for (let k = 0; k < matches.length; k++) {
        if (/^(820[1-5]|8213)/.test(matches[k].entry.code)) matches[k] = { ...matches[k], strength: matches[k].strength * 0.5 };
      }
    }
  }
  // Heading 82.01 covers hand tools for agriculture (spades, rakes, forks); drawn by or mounted on a tractor the same
  // implement is agricultural machinery of chapter 84 (8432 soil, 8433 harvesting, else 8436.80).
  if (TRACTOR_MOUNTED.some((w) => features.has(w))) {
    const tool = matches.filter((m) => m.entry.code.startsWith('8201') && m.entry.kind === 'product').sort((a, b) => b.strength - a.strength)[0];
    if (tool && !matches.some((m) => /^843[2-6]/.test(m.entry.code) && m.strength >= tool.strength)) {
      matches.push({ entry: farmMachineEntry, phrase: `tractor ${tool.phrase}`, strength: tool.strength * POWERED_TOOLS });
      for (let k = 0; k < matches.length; k++) {
        if (matches[k].entry.code.startsWith('8201')) matches[k] = { ...matches[k], strength: matches[k].strength * 0.5 };
      }
    }
  }
  // Articles named only by their material yield to a heading that names the product itself (GRI 1).
  const namedProduct = matches.some((m) => m.entry.kind === 'product' && m.strength >= 0.6);
  matches.push(...materialArticleMatches(tokens, features, productWeight).map((m) => (namedProduct ? { ...m, strength: m.strength * 0.5 } : m)));
  return { tokens, weights, features, matches, attributes, chief, partsOf, speaksOfParts, impliedParts, negated, quantities };
}
