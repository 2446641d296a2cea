import { p, type VocabEntry } from './types.js';

/**
 * Knitted and woven garments and made-up textile articles in CBP ruling wording (chapters 61, 62, 63), second
 * pass after apparel.ts / garments.ts: the subheadings a garment type splits into by the chief fibre (Section XI
 * note 2 and subheading note 2; the fibre is read by engine/fibres.ts as @cotton, @wool, @synthetic …), so that a
 * garment named with a word shared by several subheading groups of its heading ("dress with a gathered skirt":
 * dresses 6204.4x or skirts 6204.5x) reaches its own group, and the made-ups of chapter 63 by use and fibre.
 */

const WOMAN = '@women';
const KNIT = '@knit';

/**
 * Garments by name. A garment's fastenings, trims and fabric are part of it (GRI 1: the garment is named by its
 * heading; "hook and eye closure", "coated fabric" describe it): entries for those goods on their own
 * (8308 hooks and eyes, 5903 coated fabric) do not apply when a garment is named.
 */
export const GARMENT_WORDS = 'garment, coat, jacket, raincoat, parka, anorak, vest, pant, trouser, shorts, overall, coverall, dress, skirt, blouse, shirt, pullover, sweater, bra, brassiere, corset, bodysuit, swimsuit, gown, robe, apron, poncho, cape, legging, jumpsuit, glove, rain suit, rain pant, rain jacket';

/** Words only a garment's description has (its openings, neckline, sleeves): buttons or snaps named with them are the garment's. */
export const GARMENT_FEATURES = 'placket, front opening, partial opening, full front opening, neckline, sleevelong, sleeveshort, sleevethreequarter, hemmed sleeve, hemmed bottom, waistband, lapel, top, blouse, cardigan';

/** A garment's zip opening as rulings and shops describe it: the zipper is part of the garment (GRI 1). */
export const GARMENT_ZIP = 'full front zipper, front zipper, zipper closure, zippered front, full zip, half zip, quarter zip, zip front, zip closure, zipper opening, zippered opening, back zipper, side zipper, zippered pocket';

const TAILORED = 'tailored, lapel, notched lapel, peak lapel, notched collar, blazer style, suit type, suit style';
/** Overcoats with lapels are still overcoats; padded, hooded or zipped jackets are anoraks; with trousers, a suit. */
const NOT_TAILORED = 'overcoat, topcoat, trench, raincoat, parka, padded, hood, hooded, zipper, zip, knee, below the knee, pant, trouser, skirt, set';
const FUR_COAT = 'fur coat, fur jacket, fur vest, fur gilet, fur parka';
const FAUX = 'faux, fake, imitation, artificial, synthetic';

/** Features of an upper-body garment, of a sweater-like one, and of a lower-body garment in ruling wording. */
const UPPER = 'sleevelong, sleeveshort, sleevethreequarter, sleeveless, neckline, crew neckline, v neckline, scoop neckline, collar, armhole';
const UPPER_SWEATER = 'sleevelong, hood, hooded, cuff, rib knit cuff, waistband, crew neckline, turtleneck, mock neck';
const LEGS = 'leg, fly, zippered fly, belt loop, inseam, ankle, hem leg, leg opening';
const LOWER = 'leg, fly, belt loop, inseam, lower body';

/** The same terms as a weak hint for each subheading of one group (the title's fibre words pick among them). */
function kinds(codes: string, terms: string, when: string[], w = 0.3, unless?: string): VocabEntry[] {
  return codes.split(' ').map((code) => p(code, terms, { w, when, unless }));
}

const TROUSERS = 'culotte, culottes, palazzo pant, capri pant, capri, gaucho pant';

/** Dresses (6104.4x / 6204.4x) by their own names; the skirt or bodice of a dress is part of the dress. */
const DRESS = 'dress, sundress, sun dress, gown, evening gown, maxi dress, midi dress, mini dress, shift dress, sheath dress, slip dress, wrap dress, shirtdress, shirt dress, tunic dress, jumper dress, pinafore dress';

/** Kitchen and toilet linen (6302.60 / .91 / .93 / .99): towels and cloths for the kitchen and the bath. */
const KITCHEN_LINEN = 'kitchen towel, dish towel, tea towel, flour sack towel, glass towel, kitchen linen';
const TOWELS = 'towel, bath towel, hand towel, face towel, beach towel, bath sheet, washcloth, wash cloth, guest towel';
/** Terry towelling and similar terry fabrics (loops of pile on one or both sides): 6302.60 for cotton. */
const TERRY = 'terry, terry towelling, terry toweling, terry cloth, terrycloth, loop pile, looped pile';
/** Towels of flat or honeycomb weave are not terry (6302.91). */
const FLAT = 'flat woven, flat weave, waffle, waffle weave, honeycomb, huck, huckaback, muslin, gauze, linen weave, plain weave';

/** Table linen (6302.40 knitted; .51 cotton, .53 man-made fibres, .59 other). */
const TABLE_LINEN = 'tablecloth, table cloth, table runner, table napkin, cloth napkin, napkin, placemat, place mat, table linen, table cover';
/** Curtains and interior blinds (6303.12 / .19 knitted; .91 cotton, .92 synthetic, .99 other). */
const CURTAINS = 'curtain, curtain panel, drape, drapery, valance, blackout curtain, sheer curtain, window curtain, interior blind';

export const KNIT_WOVEN: VocabEntry[] = [
  // A tailored jacket (lapels, blazer cut) is a jacket or blazer of 6103 / 6104 / 6203 / 6204, not an anorak-type
  // jacket of 6101 / 6102 / 6201 / 6202 (EN to 6203: jackets of the suit type; chapter 61/62 note 3).
  p('6203', 'jacket', { w: 1.2, when: ['@men', '@woven, @nofabric', TAILORED], unless: NOT_TAILORED }),
  p('6204', 'jacket', { w: 1.2, when: [WOMAN, '@woven, @nofabric', TAILORED], unless: NOT_TAILORED }),
  p('6103', 'jacket', { w: 1.2, when: ['@men', KNIT, TAILORED], unless: NOT_TAILORED }),
  p('6104', 'jacket', { w: 1.2, when: [WOMAN, KNIT, TAILORED], unless: NOT_TAILORED }),
  ...kinds('620331 620332 620333 620339', 'jacket', ['@men', '@woven, @nofabric', TAILORED], 0.35, NOT_TAILORED),
  ...kinds('620431 620432 620433 620439', 'jacket', [WOMAN, '@woven, @nofabric', TAILORED], 0.35, NOT_TAILORED),
  ...kinds('610331 610332 610333 610339', 'jacket', ['@men', KNIT, TAILORED], 0.35, NOT_TAILORED),
  ...kinds('610431 610432 610433 610439', 'jacket', [WOMAN, KNIT, TAILORED], 0.35, NOT_TAILORED),
  // Coats and jackets of faux fur (knitted pile, chapter 43 note 5) are coats of 6101 / 6102 (6201 / 6202 if woven).
  p('6101', FUR_COAT, { w: 1, when: ['@men', KNIT, FAUX] }),
  p('6102', FUR_COAT, { w: 1, when: [WOMAN, KNIT, FAUX] }),
  p('6201', FUR_COAT, { w: 1, when: ['@men', '@woven', FAUX] }),
  p('6202', FUR_COAT, { w: 1, when: [WOMAN, '@woven', FAUX] }),
  // "Garment" in ruling wording, its type told by its features (CBP practice): sleeves or a neckline make an upper-body
  // garment; knitted with long sleeves, hood, rib-knit cuffs or waistband it is of the sweater/pullover kind (6110);
  // finely knit, sleeveless with a hemmed bottom it is of the T-shirt/vest kind (6109); not knitted, a blouse or
  // shirt (6206 / 6205). Legs, a fly or belt loops make trousers (6103.4x / 6104.6x / 6203.4x / 6204.6x).
  p('6110', 'garment, upper body garment', { w: 0.9, when: [KNIT, UPPER_SWEATER], unless: `${LOWER}, finely knit, fine knit, sleeveless` }),
  p('6109', 'garment, upper body garment', { w: 0.9, when: [KNIT, 'finely knit, fine knit, fine gauge, sleeveless, tank'], unless: `${LOWER}, collar, placket, button, zipper, hood` }),
  p('6206', 'garment, upper body garment', { w: 0.9, when: [WOMAN, '@woven', UPPER], unless: LOWER }),
  p('6205', 'garment, upper body garment', { w: 0.9, when: ['@men', '@woven', UPPER], unless: LOWER }),
  ...kinds('610341 610342 610343 610349', 'garment, lower body garment', ['@men', KNIT, LEGS]),
  ...kinds('610461 610462 610463 610469', 'garment, lower body garment', [WOMAN, KNIT, LEGS]),
  ...kinds('620341 620342 620343 620349', 'garment, lower body garment', ['@men', '@woven, @nofabric', LEGS]),
  ...kinds('620461 620462 620463 620469', 'garment, lower body garment', [WOMAN, '@woven, @nofabric', LEGS]),
  p('6103', 'garment', { w: 0.9, when: ['@men', KNIT, LEGS] }),
  p('6104', 'garment', { w: 0.9, when: [WOMAN, KNIT, LEGS] }),
  p('6203', 'garment', { w: 0.9, when: ['@men', '@woven, @nofabric', LEGS] }),
  p('6204', 'garment', { w: 0.9, when: [WOMAN, '@woven, @nofabric', LEGS] }),
  p('6117', 'scarf, shawl, infinity scarf, snood, stole, wrap scarf, muffler, neck warmer, neck gaiter, hijab, pashmina', { w: 1, when: KNIT }),
  p('611710', 'scarf, shawl, infinity scarf, snood, stole, wrap scarf, muffler, hijab, pashmina', { w: 0.5, when: KNIT }),
  // Tops that are not blouses or shirts (no opening, collar or sleeves of a blouse: tank, tube, crop and halter tops,
  // camisoles), when not knitted, are "other garments" of 6211 (EN to 6206 / 6211; CBP practice), by fibre.
  p('6211', 'tank top, tube top, camisole, cami, crop top, halter top, bandeau top, bustier top, sleeveless top, strapless top', { w: 1, when: '@woven' }),
  ...kinds('621142 621143 621149', 'tank top, tube top, camisole, cami, crop top, halter top, bandeau top, bustier top, sleeveless top, strapless top', [WOMAN, '@woven']),
  // Trousers by other names: the trousers group (6103.4x / 6104.6x / 6203.4x / 6204.6x) by fibre.
  ...kinds('610341 610342 610343 610349', TROUSERS, ['@men', KNIT]),
  ...kinds('610461 610462 610463 610469', TROUSERS, [WOMAN, KNIT]),
  ...kinds('620341 620342 620343 620349', TROUSERS, ['@men', '@woven, @nofabric']),
  ...kinds('620461 620462 620463 620469', TROUSERS, [WOMAN, '@woven, @nofabric']),
  // One-piece garments (jumpsuits, rompers, playsuits) are "other garments": 6114 knitted, 6211 not (EN to 6114 / 6211);
  // their shorts legs or straps do not make them trousers.
  p('6114', 'jumpsuit, romper, playsuit, catsuit, unitard', { w: 1, when: KNIT, unless: '@infant' }),
  p('6211', 'jumpsuit, romper, playsuit', { w: 1, when: '@woven', unless: '@infant' }),
  // Knee-high socks are socks by fibre (6115.94 / .95 / .96), not fine knee-length hosiery under 67 decitex (6115.30).
  p('611594', 'knee high sock, knee sock, over the knee sock, thigh high sock, tube sock', { w: 0.6, when: '@wool, @finehair' }),
  p('611595', 'knee high sock, knee sock, over the knee sock, thigh high sock, tube sock', { w: 0.6, when: '@cotton' }),
  p('611596', 'knee high sock, knee sock, over the knee sock, thigh high sock, tube sock', { w: 0.6, when: '@synthetic, @manmade' }),
  // Parts of a two-piece swimsuit sold on their own are swimwear (6112 knitted, 6211 not).
  p('6112', 'swim bottom, bikini bottom, bikini top, tankini top, swim top, swim skirt, swim dress, swim legging', { w: 1, when: '@knit, @nofabric' }),
  p('6211', 'swim bottom, bikini bottom, bikini top, tankini top, swim top, swim skirt, swim dress', { w: 1, when: '@woven' }),
  // Only when the construction is said: with the woven assumption for a bare "dress" they cost shared-set rows.
  ...kinds('610441 610442 610443 610444 610449', DRESS, [WOMAN, KNIT], 0.3, '@infant'),
  ...kinds('620441 620442 620443 620444 620449', DRESS, [WOMAN, '@woven'], 0.3, '@infant'),

  // Kitchen linen of cotton: terry 6302.60, other 6302.91 (the heading's own split for cotton).
  p('630291', KITCHEN_LINEN, { w: 0.8, when: '@cotton, cotton', unless: TERRY }),
  p('630260', KITCHEN_LINEN, { w: 0.6, when: ['@cotton, cotton', TERRY] }),
  p('630291', TOWELS, { w: 0.6, when: ['@cotton, cotton', FLAT], unless: TERRY }),
  p('630260', TOWELS, { w: 0.4, when: ['@cotton, cotton', TERRY] }),
  p('630293', `${KITCHEN_LINEN}, ${TOWELS}`, { w: 0.4, when: '@synthetic, @artificial, @manmade' }),
  p('630299', `${KITCHEN_LINEN}, ${TOWELS}`, { w: 0.4, when: '@flax, @vegetable, @silk, @wool, @finehair' }),

  p('630240', TABLE_LINEN, { w: 0.4, when: KNIT, unless: 'plastic, pvc, vinyl, peva' }),
  p('630251', TABLE_LINEN, { w: 0.4, when: '@cotton', unless: '@knit, plastic, pvc, vinyl, peva' }),
  p('630253', TABLE_LINEN, { w: 0.4, when: '@synthetic, @artificial, @manmade', unless: '@knit, plastic, pvc, vinyl, peva' }),
  p('630259', TABLE_LINEN, { w: 0.4, when: '@flax, @vegetable, @silk, @wool, @finehair', unless: '@knit, plastic, pvc, vinyl, peva' }),

  p('630312', CURTAINS, { w: 0.4, when: [KNIT, '@synthetic, @manmade'] }),
  p('630319', CURTAINS, { w: 0.4, when: KNIT, unless: '@synthetic, @manmade' }),
  p('630391', CURTAINS, { w: 0.4, when: '@cotton', unless: '@knit' }),
  p('630392', CURTAINS, { w: 0.4, when: '@synthetic, @manmade', unless: '@knit' }),
  p('630399', CURTAINS, { w: 0.4, when: '@flax, @vegetable, @silk, @wool, @finehair, @artificial', unless: '@knit' }),
];
