import { p, type VocabEntry } from './types.js';

/**
 * Garments and made-up textile articles (chapters 61, 62, 63), as customs rulings and shops describe them:
 * garments named in ruling language ("upper body garment", "coated with plastics"), the subheadings the
 * headings split by garment type (swimwear, socks, bed linen, cleaning cloths) and fibre. The heading level
 * by gender × construction is in apparel.ts; the chief fibre (Section XI note 2) is read by engine/fibres.ts
 * as the attributes @cotton, @wool, @finehair, @synthetic, @artificial, @manmade, @silk, @flax, @vegetable.
 */

/** Nouns of garments, for conditions. */
const GARMENT = 'jacket, coat, raincoat, rain jacket, rain pant, rain trouser, rain coat, rain gear, rainwear, parka, anorak, pant, trouser, overall, coverall, bib overall, garment, suit, rain suit, poncho, cape, vest, pullover, shirt, top, dress, skirt, short, shorts, legging, jumpsuit, apron';
/**
 * Fabric coated, covered or laminated with plastics or rubber (chapter 59 note 2: headings 5903, 5906 when the
 * coating is visible): garments made up of it are 6113 (knitted) or 6210 (other), not chapter 61/62 by type.
 */
const COATED = 'coated, laminated, rubberised, rubberized, coating, lamination, bonded film, pu coated, pvc coated, tpu laminated, polyurethane coating, pvc coating';
const BABY_GARMENT = 'coverall, romper, bodysuit, jumpsuit, onesie, sleepsuit, sleeper, footed sleeper, sleep and play, tshirt, top, shirt, blouse, sweater, cardigan, pullover, hoodie, sweatshirt, pant, trouser, legging, jogger, dress, skirt, short, shorts, jacket, coat, snowsuit, pajama, sleepwear, nightgown, swimsuit, swimwear, bib, mitten, sock, set, outfit, gown';
const SWIM = 'swimsuit, swimwear, bikini, bathing suit, tankini, monokini, burkini, rash guard, rash guard shirt, swim shirt, swim top, swim brief, swimming brief, jammer, swim dress, swim skirt, bikini top, bikini bottom, swim bottom';
const MAN = '@men';
const WOMAN = '@women';

/**
 * The same terms as a hint for each fibre subheading of one garment type (6108.21 / .22 / .29 briefs of cotton,
 * man-made fibres, other): the type is named, the chief fibre (or the man-made assumption) picks among them.
 */
function kinds(codes: string, terms: string, when: string[], w = 0.2): VocabEntry[] {
  return codes.split(' ').map((code) => p(code, terms, { w, when }));
}
const BRIEFS = 'brief, briefs, panty, panties, knicker, thong, g string, underpant, hipster, boyshort, boy short, bikini brief, boxer, boxer brief, boxer short, boxer shorts, trunk underwear, underwear';
const SLIPS = 'half slip, full slip, petticoat, underskirt';
const ROBES = 'bathrobe, robe, dressing gown, housecoat, negligee, kimono robe, spa robe';
const KNIT_USUAL = '@knit, @nofabric';

const NOT_ENSEMBLE = '@infant, pajama, sleepwear, nightwear, swim, swimsuit, bikini, tracksuit, track suit, sweatsuit, costume, bra, lingerie, underwear, brief, christmas, halloween, cosplay';
function ensemble(terms: string, w: number): VocabEntry[] {
  return [
    ...kinds('610322 610323 610329', terms, [MAN, ENSEMBLE_KNIT], 0.3),
    ...kinds('610422 610423 610429', terms, [WOMAN, ENSEMBLE_KNIT], 0.3),
    ...kinds('620322 620323 620329', terms, [MAN, ENSEMBLE_WOVEN], 0.3),
    ...kinds('620421 620422 620423 620429', terms, [WOMAN, ENSEMBLE_WOVEN], 0.3),
    p('6103', terms, { w, when: [MAN, ENSEMBLE_KNIT] }),
    p('6104', terms, { w, when: [WOMAN, ENSEMBLE_KNIT] }),
    p('6203', terms, { w, when: [MAN, ENSEMBLE_WOVEN] }),
    p('6204', terms, { w, when: [WOMAN, ENSEMBLE_WOVEN] }),
  ].map((e) => ({ ...e, unless: [...e.unless, ...NOT_ENSEMBLE.split(', ')] }));
}
const ENSEMBLE_KNIT = '@knit';
const ENSEMBLE_WOVEN = '@woven, @nofabric';

export const GARMENTS: VocabEntry[] = [
  // Underwear (6107 / 6108 knitted, 6207 / 6208 not): the subheading by garment type, then fibre. Nightdresses and
  // pyjamas reach their subheadings by title words (materials.ts): hints for them cost rows on the shared sets.
  ...kinds('610711 610712 610719', BRIEFS, [MAN, KNIT_USUAL]).map((e) => ({ ...e, unless: ['swim', 'swimwear', 'swimming', 'bathing'] })),
  ...kinds('610791 610799', ROBES, [MAN, KNIT_USUAL]),
  ...kinds('610821 610822 610829', BRIEFS, [WOMAN, KNIT_USUAL]).map((e) => ({ ...e, unless: ['swim', 'swimwear', 'swimming', 'bathing'] })),
  ...kinds('610811 610819', SLIPS, [WOMAN, KNIT_USUAL]),
  ...kinds('610891 610892 610899', ROBES, [WOMAN, KNIT_USUAL]),
  ...kinds('620711 620719', BRIEFS, [MAN, '@woven']),
  ...kinds('620791 620799', ROBES, [MAN, '@woven']),
  ...kinds('620811 620819', SLIPS, [WOMAN, '@woven']),
  ...kinds('620891 620892 620899', `${ROBES}, ${BRIEFS}`, [WOMAN, '@woven']),

  // Garments of coated or laminated fabric (headings 6113, 6210; chapter 59 note 2).
  p('6113', GARMENT, { w: 1.4, when: [COATED, '@knit'] }),
  p('6210', GARMENT, { w: 1.4, when: [COATED, '@woven, @nofabric'], unless: '@knit' }),
  // 6210.20 / .30: garments of the type of 6201 / 6202 (coats, anoraks, rain jackets); .40 / .50 the others.
  p('621020', 'jacket, coat, raincoat, rain jacket, parka, anorak, poncho, cape, windbreaker', { w: 0.6, when: [COATED, MAN] }),
  p('621030', 'jacket, coat, raincoat, rain jacket, parka, anorak, poncho, cape, windbreaker', { w: 0.6, when: [COATED, WOMAN] }),
  p('621040', 'pant, trouser, overall, coverall, bib overall, suit, rain suit, short, shorts, shirt, vest', { w: 0.5, when: [COATED, MAN] }),
  p('621050', 'pant, trouser, overall, coverall, bib overall, suit, rain suit, short, shorts, shirt, vest, dress, skirt, top', { w: 0.5, when: [COATED, WOMAN] }),
  // 6210.10: garments of felt or nonwovens (headings 5602, 5603), e.g. disposable protective coveralls.
  p('621010', 'coverall, gown, isolation gown, protective suit, protective clothing, lab coat, smock, apron, shoe cover, garment', { w: 0.8, when: 'nonwoven, non woven, spunbond, sms, meltblown, felt, spunlace' }),

  // Ruling wording for garments without a heading noun: "upper body garment", "lower body garment".
  p('6110', 'upper body garment, upper body top, pullover style garment', { w: 0.6, when: '@knit, @nofabric' }),
  p('6106', 'upper body garment, upper body top', { w: 0.35, when: [WOMAN, '@knit, @nofabric'] }),
  p('6206', 'upper body garment, upper body top', { w: 0.7, when: [WOMAN, '@woven'] }),
  p('6205', 'upper body garment, upper body top', { w: 0.7, when: [MAN, '@woven'] }),
  p('6104', 'lower body garment', { w: 0.7, when: [WOMAN, '@knit'] }),
  p('6103', 'lower body garment', { w: 0.7, when: [MAN, '@knit'] }),
  p('6204', 'lower body garment', { w: 0.7, when: [WOMAN, '@woven, @nofabric'] }),
  p('6203', 'lower body garment', { w: 0.7, when: [MAN, '@woven, @nofabric'] }),

  // Sleeveless jackets (padded vests, gilets) are jackets of 6101/6102/6201/6202 (HS Explanatory Notes to 6201).
  p('6201', 'padded vest, puffer vest, down vest, quilted vest, gilet, body warmer, bodywarmer, sleeveless jacket, rain jacket, rain coat, shell jacket, denim jacket, jean jacket, trucker jacket, field jacket, utility jacket, varsity jacket', { w: 1, when: [MAN, '@woven, @nofabric'] }),
  p('6202', 'padded vest, puffer vest, down vest, quilted vest, gilet, body warmer, bodywarmer, sleeveless jacket, rain jacket, rain coat, shell jacket, denim jacket, jean jacket, trucker jacket, field jacket, utility jacket, varsity jacket', { w: 1, when: [WOMAN, '@woven, @nofabric'] }),
  p('6101', 'padded vest, puffer vest, quilted vest, gilet, sleeveless jacket, rain jacket, shell jacket', { w: 1, when: [MAN, '@knit'] }),
  p('6102', 'padded vest, puffer vest, quilted vest, gilet, sleeveless jacket, rain jacket, shell jacket', { w: 1, when: [WOMAN, '@knit'] }),
  // Capes, cloaks and ponchos are named with overcoats in 6101/6102/6201/6202.
  p('6101', 'cape, capelet, poncho', { w: 0.8, when: [MAN, '@knit'] }),
  p('6102', 'cape, capelet, poncho', { w: 0.8, when: [WOMAN, '@knit'] }),
  p('6201', 'cape, capelet, poncho', { w: 0.8, when: [MAN, '@woven, @nofabric'], unless: 'plastic, pvc, eva, pe, polyethylene, vinyl' }),
  p('6202', 'cape, capelet, poncho', { w: 0.8, when: [WOMAN, '@woven, @nofabric'], unless: 'plastic, pvc, eva, pe, polyethylene, vinyl' }),
  // A vest in ruling wording is a sleeveless upper-body garment: a jacket of 6101/6102/6201/6202 when worn
  // over other clothing (EN to 6201: sleeveless jackets), a waistcoat of 6110 when knitted like a sweater.
  p('6101', 'vest', { w: 0.6, when: [MAN, '@knit'], unless: 'sweater, tank, sweater knit' }),
  p('6102', 'vest', { w: 0.6, when: [WOMAN, '@knit'], unless: 'sweater, tank, sweater knit' }),
  p('6201', 'vest', { w: 0.6, when: [MAN, '@woven'] }),
  p('6202', 'vest', { w: 0.6, when: [WOMAN, '@woven'] }),
  p('6110', 'vest', { w: 0.3, when: '@knit' }),
  p('6212', 'underwire, underwired, underwire bra, lace bra, padded bra, wireless bra, balconette bra, plunge bra', { w: 1 }),
  // "Top" in rulings and shops: an upper-body garment whose features choose the heading (CBP practice): a
  // front opening, placket or collar makes a blouse or shirt (6106 / 6105), a sweatshirt-like make (hood,
  // zipper, fleece, rib waistband) a pullover (6110), otherwise a fine knit top is of the T-shirt kind (6109);
  // not knitted, a blouse or shirt (6206 / 6205).
  p('6109', 'top', { w: 0.55, when: '@knit, @nofabric', unless: 'opening, placket, collar, button, zipper, zip, hood, fleece, terry, waistband, cuff' }),
  p('6106', 'top', { w: 0.55, when: [WOMAN, '@knit, @nofabric', 'opening, placket, collar, button'] }),
  p('6105', 'top', { w: 0.55, when: [MAN, '@knit, @nofabric', 'opening, placket, collar, button'] }),
  p('6110', 'top', { w: 0.55, when: ['@knit, @nofabric', 'zipper, zip, hood, fleece, terry, waistband, cuff'], unless: 'opening, placket, collar, button' }),
  p('6206', 'top', { w: 0.55, when: [WOMAN, '@woven'] }),
  p('6205', 'top', { w: 0.55, when: [MAN, '@woven'] }),
  p('6110', 'shrug, bolero', { w: 0.8, when: '@knit, @nofabric' }),
  // Knitted waistcoats and sweater vests are named by heading 6110.
  p('6110', 'sweater vest, knit vest, knitted vest, sweater waistcoat, cable knit vest, cardigan sweater, sweater jacket', { w: 1.1 }),
  // A dress is a dress, whatever it resembles ("sweater dress", "T-shirt dress", "shirt dress"); the construction
  // word it carries still says knitted (6104) or not (6204).
  p('6104', 'sweater dress, tshirt dress, hoodie dress, sweatshirt dress, knit dress, bodycon dress, jersey dress, tank dress, polo dress', { w: 1.2, when: WOMAN }),
  p('6204', 'shirt dress, shirtdress, denim dress, chiffon dress, linen dress', { w: 1.1, when: [WOMAN, '@woven, @nofabric'] }),

  // Ensembles (chapter 61 note 3(b), chapter 62 note 3(b)): an upper-body garment with one or two lower-body
  // garments of the same fabric, put up together for retail sale: 6103.2x / 6104.2x / 6203.2x / 6204.2x.
  ...ensemble('two piece set, two piece outfit, outfit set, matching set, co ord set, coord set, top pant set, top and pant set, top and short set, top and skirt set, pant set, short set, skirt set, shirt and pant set, shirt and short set', 1),

  // Ski suits (6112.20 knitted, 6211.20 not): mostly of woven shell fabric, so woven unless knitted is said.
  p('6112', 'ski suit, snowsuit, snow suit, ski overall', { w: 1, when: '@knit' }),
  p('611220', 'ski suit, snowsuit, snow suit, ski overall', { w: 0.6, when: '@knit' }),
  p('6211', 'ski suit, snowsuit, snow suit, ski overall', { w: 1, when: '@woven, @nofabric', unless: '@infant' }),
  p('621120', 'ski suit, snowsuit, snow suit, ski overall', { w: 0.6, when: '@woven, @nofabric' }),
  p('6112', 'rash guard shirt, rash guard top, swim shirt, swim top, surf shirt', { w: 1.2 }),

  // Babies' garments and clothing accessories: an article prima facie in 6111 and in another heading of the
  // chapter goes to 6111 (chapter 61 note 6(b)); likewise 6209 in chapter 62 (note 4(b)).
  p('6111', BABY_GARMENT, { w: 1.3, when: ['@infant', '@knit, @nofabric'] }),
  p('6209', BABY_GARMENT, { w: 1.3, when: ['@infant', '@woven'] }),
  // Babies' garments (chapter 61 note 6, chapter 62 note 4): sets and outfits for babies.
  p('6111', 'set, outfit, two piece set, 2 piece set, clothing set, top and pant, top and short', { w: 0.7, when: '@infant', unless: '@woven' }),
  p('6209', 'set, outfit, two piece set, 2 piece set, clothing set, top and pant, top and short', { w: 0.7, when: ['@infant', '@woven'] }),

  // Swimwear: 6112.3x men's, 6112.4x women's (knitted); 6211.11 / .12 (not knitted).
  p('6112', 'swim brief, swimming brief, swim bikini, bikini brief swim, swim jammer, jammer, racing swimsuit', { w: 1.1 }),
  // Shops write "shorts": the vocabulary's "short" phrases do not reach it.
  p('6211', 'swim shorts, board shorts, beach shorts, swimming shorts', { w: 1, when: '@woven, @nofabric' }),
  p('6112', 'swim shorts, board shorts, swimming shorts', { w: 1, when: '@knit' }),
  // Track suits (6112.1x): two-piece knitted sets of jacket or pullover and trousers for sport.
  p('6112', 'tracksuit set, track suit set, jogging suit, sweatsuit, sweat suit, jogger set, sweatsuit set', { w: 1.1, when: '@knit, @nofabric' }),
  p('6211', 'tracksuit set, track suit set, jogging suit, sweatsuit, sweat suit', { w: 1, when: '@woven' }),
  ...kinds('611231 611239', SWIM, [MAN, '@knit, @nofabric']),
  ...kinds('611241 611249', SWIM, [WOMAN, '@knit, @nofabric']),
  p('621111', 'swim trunk, swimming trunk, board short, boardshort, beach short, swim short, swimwear, swimsuit, bathing suit', { w: 0.6, when: [MAN, '@woven, @nofabric'] }),
  p('621112', 'swimwear, swimsuit, bathing suit, bikini, swim skirt, swim dress', { w: 0.6, when: [WOMAN, '@woven'] }),

  // Hosiery 6115: graduated compression (6115.10); socks by fibre (6115.94 wool, .95 cotton, .96 synthetic, .99 other).
  p('611510', 'compression sock, compression stocking, graduated compression, medical compression stocking, varicose vein stocking', { w: 0.8 }),
  p('611594', 'sock, socks, crew sock, ankle sock, dress sock, boot sock, hiking sock', { w: 0.5, when: '@wool, @finehair' }),
  p('611595', 'sock, socks, crew sock, ankle sock, dress sock, boot sock, hiking sock, no show sock', { w: 0.5, when: '@cotton' }),
  p('611596', 'sock, socks, crew sock, ankle sock, dress sock, boot sock, hiking sock, no show sock, athletic sock', { w: 0.5, unless: '@wool, @finehair, @cotton, @artificial, @silk, @flax, @vegetable' }),
  // Gloves 6116: impregnated, coated or covered with plastics or rubber (6116.10).
  p('611610', 'coated glove, coated work glove, dipped glove, nitrile coated glove, latex coated glove, pu coated glove, rubber coated glove, palm coated glove', { w: 0.7 }),

  // Bed linen 6302: printed (6302.2x) or not (6302.3x), then by fibre.
  p('630231', 'sheet, flat sheet, fitted sheet, bed sheet, bedsheet, sheet set, pillowcase, pillow case, duvet cover, quilt cover, bed linen', { w: 0.5, when: '@cotton', unless: 'printed, print, @knit' }),
  p('630232', 'sheet, flat sheet, fitted sheet, bed sheet, bedsheet, sheet set, pillowcase, pillow case, duvet cover, quilt cover, bed linen', { w: 0.5, when: '@synthetic, @artificial, @manmade', unless: 'printed, print, @knit' }),
  p('630221', 'sheet, flat sheet, fitted sheet, bed sheet, bedsheet, sheet set, pillowcase, pillow case, duvet cover, quilt cover, bed linen', { w: 0.5, when: ['@cotton', 'printed, print'], unless: '@knit' }),
  p('630222', 'sheet, flat sheet, fitted sheet, bed sheet, bedsheet, sheet set, pillowcase, pillow case, duvet cover, quilt cover, bed linen', { w: 0.5, when: ['@synthetic, @artificial, @manmade', 'printed, print'], unless: '@knit' }),
  p('630210', 'sheet, fitted sheet, bed sheet, pillowcase, duvet cover, bed linen', { w: 0.5, when: '@knit' }),

  // Headgear (chapter 65): hats plaited or assembled from strips of straw or other material 6504; hair-nets of
  // any material 6505; safety headgear 6506.10, other of rubber or plastics 6506.91; hat bodies 6501/6502;
  // sweatbands and linings for headgear 6507.
  p('6504', 'hat, sun hat, fedora, panama hat, cowboy hat, bucket hat, beach hat, boater, trilby, visor hat', { w: 1.2, when: 'straw, raffia, seagrass, paper straw, wheat straw, toquilla, palm leaf, plaited, braided straw' }),
  p('6505', 'hair net, hairnet, snood hair, bun net', { w: 1.2 }),
  p('650610', 'full face helmet, open face helmet, modular helmet, half helmet, dot helmet, cycling helmet, skateboard helmet, climbing helmet, equestrian helmet, riding helmet, hard hat, safety helmet, bump cap', { w: 1.2 }),
  p('650691', 'swim cap, swimming cap, bathing cap, swim hat, shower cap', { w: 1.2, unless: 'fabric, polyester, lycra, spandex, cotton' }),
  p('6507', 'hat sweatband, sweatband, hat liner, hat lining, cap liner, hat band, hatband', { w: 0.9, when: 'hat, cap, headgear, helmet' }),
  p('6501', 'hat form, hat body, hat cone, hat shape, felt hat form, felt hat body', { w: 1, when: 'felt, fur felt, wool felt' }),
  p('6502', 'hat form, hat body, hat shape, hat plateau', { w: 1, when: 'straw, plaited, braided, strip' }),

  // 6307.10 floor-cloths, dish-cloths, dusters and similar cleaning cloths; 6307.20 life-jackets and life-belts.
  p('630710', 'cleaning cloth, microfiber cloth, microfibre cloth, dish cloth, dishcloth, floor cloth, dust cloth, duster, cleaning rag, polishing cloth, lens cloth, glasses cloth, car wash cloth, cleaning towel microfiber', { w: 0.8 }),
  p('630790', 'dust cover, appliance cover, mixer cover, grill cover, bbq cover, patio furniture cover, outdoor furniture cover, lawn mower cover, generator cover, boat cover, bike cover, motorcycle cover', { w: 0.7, unless: 'plastic, pvc, pe, polyethylene, vinyl' }),
  p('630720', 'life jacket, life vest, lifejacket, life belt, lifebelt, buoyancy aid, buoyancy vest, personal flotation device, pfd, life preserver', { w: 1.2 }),
];
