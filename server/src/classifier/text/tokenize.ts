import lemmatizer from 'wink-lemmatizer';

/**
 * English text → comparable tokens. The same function runs over HS titles, national-line titles,
 * vocabulary terms and queries, so a word matches wherever it appears in whatever inflection.
 */

/** Function words and e-commerce filler that say nothing about what a product is. */
const STOPWORDS = new Set(
  (
    'a an and are as at be but by for from has have in into is it its of on or other others than that the their this ' +
    'to was were which with without not no nor whether such any all each per some both only also whose ' +
    'new hot sale best high quality style fashion fashionable trendy cute luxury premium exquisite gorgeous ' +
    'versatile classic vintage retro original genuine brand free shipping pcs pc piece pieces lot lots ' +
    'item items product products gift gifts 2023 2024 2025 2026 wholesale dropshipping dropship factory direct ' +
    'european american korean japanese style popular simple elegant beautiful unique creative personalized ' +
    'custom customized diy mini large small big size sizes color colors colour colours ' +
    'x inch cm mm m kg g ml l w v mah'
  ).split(/\s+/),
);

/** Spelling variants and compounds folded to one form before lemmatising (British/American, hyphenation). */
const VARIANTS: Record<string, string> = {
  jewellery: 'jewelry',
  colour: 'color',
  aluminium: 'aluminum',
  grey: 'gray',
  tshirt: 'tshirt',
  tee: 'tshirt',
  tees: 'tshirt',
  sulphate: 'sulfate',
  sulphur: 'sulfur',
  fibre: 'fiber',
  fibres: 'fiber',
  moulded: 'molded',
  mould: 'mold',
  moulds: 'mold',
  tyre: 'tire',
  tyres: 'tire',
  favour: 'favor',
  pyjamas: 'pajama',
  pyjama: 'pajama',
  pajamas: 'pajama',
  storey: 'story',
  catalogue: 'catalog',
  doughnut: 'donut',
  organiser: 'organizer',
  vapour: 'vapor',
  centre: 'center',
  metre: 'meter',
  metres: 'meter',
  litre: 'liter',
  litres: 'liter',
  plough: 'plow',
  grey_: 'gray',
  womens: 'woman',
  mens: 'man',
  ladies: 'woman',
  lady: 'woman',
  female: 'woman',
  male: 'man',
  girls: 'girl',
  boys: 'boy',
  kids: 'child',
  kid: 'child',
  children: 'child',
  childrens: 'child',
  baby: 'infant',
  babies: 'infant',
  infants: 'infant',
  toddler: 'infant',
  toddlers: 'infant',
  newborn: 'infant',
  unisex: 'unisex',
  knit: 'knitted',
  knitting: 'knitted',
  crochet: 'crocheted',
  woven: 'woven',
  measuring: 'measure',
  measurement: 'measure',
  measurements: 'measure',
};

/** Irregular lemmas wink does not fold the way HS titles need. */
const LEMMA_OVERRIDES: Record<string, string> = {
  glasses: 'glasses', // spectacles, not panes of glass; HS says "spectacles" and vocabulary handles both
  trousers: 'trouser',
  shorts: 'shorts',
  jeans: 'jeans',
  pants: 'pant',
  clothes: 'clothing',
  goods: 'good',
  scissors: 'scissors',
  pliers: 'plier',
  tongs: 'tong',
  tweezers: 'tweezer',
  earphones: 'earphone',
  headphones: 'headphone',
  leggings: 'legging',
  tights: 'tights',
  briefs: 'brief',
  knickers: 'knicker',
  sunglasses: 'sunglasses',
  binoculars: 'binocular',
  women: 'woman',
  men: 'man',
  feet: 'foot',
  teeth: 'tooth',
  mice: 'mouse',
  dice: 'dice',
  news: 'news',
  series: 'series',
  species: 'species',
  apparatus: 'apparatus',
  footwear: 'footwear',
  headgear: 'headgear',
  furniture: 'furniture',
  glass: 'glass',
  gas: 'gas',
  bus: 'bus',
  canvas: 'canvas',
  lens: 'lens',
  brass: 'brass',
  grass: 'grass',
  dress: 'dress',
  press: 'press',
  process: 'process',
  bias: 'bias',
  chassis: 'chassis',
  asbestos: 'asbestos',
  plus: 'plus',
  has: 'has',
  was: 'was',
  its: 'its',
  this: 'this',
  is: 'is',
  as: 'as',
  us: 'us',
};

const cache = new Map<string, string>();

/** Lemma of one lower-case word: nouns first (most of HS is nouns), then verbs in -ed/-ing forms. */
export function lemma(word: string): string {
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  let out = VARIANTS[word] ?? word;
  if (LEMMA_OVERRIDES[out]) out = LEMMA_OVERRIDES[out];
  else if (/^[a-z]+$/.test(out) && out.length > 3) {
    if (out.endsWith('s') && !out.endsWith('ss') && !out.endsWith('us') && !out.endsWith('is')) {
      const noun = lemmatizer.noun(out);
      // Words the lemmatiser does not know ("earbuds", "airpods") lose a plain plural -s.
      out = noun !== out ? noun : out.length > 4 ? out.slice(0, -1) : out;
    }
    else if (out.endsWith('ing') && out.length > 5) {
      // keep nouns in -ing that HS uses as such (clothing, bearing, housing, packing, lighting)
    }
  }
  out = VARIANTS[out] ?? out;
  if (cache.size < 50_000) cache.set(word, out);
  return out;
}

/** Lower-case, fold accents and hyphens, split on anything not a letter or digit. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\bt[\s-]?shirts?\b/g, ' tshirt ')
    .replace(/\btee[\s-]?shirts?\b/g, ' tshirt ')
    .replace(/\bman[\s-]made\b/g, ' manmade ')
    .replace(/\bball[\s-]point\b/g, ' ballpoint ')
    .replace(/\bnote[\s-]book(s?)\b/g, ' notebook$1 ')
    .replace(/\bcuff[\s-]?links?\b/g, ' cufflink ')
    // Letter-prefixed names whose letter is dropped as a stopword ("O-ring" would read as "ring", "V-belt" as "belt").
    .replace(/\bo[\s-]rings?\b/g, ' oring ')
    .replace(/\bv[\s-]belts?\b/g, ' vbelt ')
    // "gasoline-powered", "hand-operated": an attribute of the product, not the start of a clause
    .replace(/-(powered|operated|driven|fueled|fuelled|controlled)\b/g, ' $1attr ')
    .replace(/\bnon[\s-](?=[a-z])/g, 'non')
    // "PU leather" is plastics, not leather (composition leather needs leather fibre)
    // ("man-made" is already "manmade" here; microfibre "leather" and leatherette are plastics-coated textile)
    .replace(/\b(pu|faux|synthetic|vegan|artificial|pvc|imitation|eco|manmade|man made|microfiber|microfibre|polyurethane)[\s-]leather\b/g, ' fauxleather ')
    .replace(/\b(leatherette|pleather)\b/g, ' fauxleather ')
    // faux (microfibre, flock) suede is a brushed textile, not leather
    .replace(/\b(faux|synthetic|imitation|vegan|micro|microfiber|microfibre|artificial)[\s-]suede\b/g, ' fauxsuede ')
    .replace(/\b(\w+)'s\b/g, '$1')
    // Precious-metal fineness marks are words, not sizes (chapter 71 classifies by the metal): "925", "S925"
    // sterling silver; "14K", "18kt", "Au750" gold; "Pt950" platinum. "18K gold plated" stays plated.
    .replace(/\b(?:s|ag)?925\b/g, ' sterling ')
    .replace(/\b(?:9|14|18|22|24)\s?(?:k|kt|karat)\b|\b10\s?(?:k|kt|karat)(?=\s+(?:solid\s+)?(?:yellow\s+|white\s+|rose\s+)?gold)|\bau\s?(?:375|585|750|916|999)\b/g, ' karat ')
    .replace(/\bpt\s?(?:900|950|999)\b/g, ' platinum ')
    .replace(/(\d)[.,](\d)/g, '$1$2')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface TokenizeOptions {
  /** Keep stopwords (phrase matching needs "of", "for"). */
  keepStopwords?: boolean;
}

/** Tokens (lemmas) of a text. Pure numbers and stopwords are dropped unless asked. */
export function tokenize(text: string, options: TokenizeOptions = {}): string[] {
  const out: string[] = [];
  for (const raw of normalizeText(text).split(' ')) {
    if (!raw) continue;
    if (!options.keepStopwords) {
      if (STOPWORDS.has(raw)) continue;
      if (/^\d+[a-z]{0,3}$/.test(raw)) continue;
      if (raw.length < 2) continue;
    }
    const l = lemma(raw);
    if (!options.keepStopwords && STOPWORDS.has(l)) continue;
    out.push(l);
  }
  return out;
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}
