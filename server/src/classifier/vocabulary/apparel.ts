import { p, type VocabEntry } from './types.js';
import { ARTIFICIAL_FLORA_WORDS } from './misc.js';

/**
 * Clothing, footwear, headwear, bags: chapters 42, 61-65.
 * Chapter 61 is knitted or crocheted, 62 is not; within both, men's or boys' and women's or girls' garments
 * have their own headings, and note 9 puts garments not identifiable as men's as women's. The derived
 * attributes @men/@women/@infant and @knit/@woven/@nofabric come from the query (engine/analyze.ts).
 */

interface GarmentHeadings {
  menKnit: string;
  menWoven: string;
  womenKnit: string;
  womenWoven: string;
  /** Construction assumed when the query names none. */
  usually: 'knit' | 'woven';
  infantKnit?: string;
  infantWoven?: string;
}

function garment(terms: string, h: GarmentHeadings, w = 1): VocabEntry[] {
  const knitWhen = h.usually === 'knit' ? '@knit, @nofabric' : '@knit';
  const wovenWhen = h.usually === 'woven' ? '@woven, @nofabric' : '@woven';
  const out = [
    p(h.menKnit, terms, { w, when: ['@men', knitWhen], unless: '@infant' }),
    p(h.menWoven, terms, { w, when: ['@men', wovenWhen], unless: '@infant' }),
    p(h.womenKnit, terms, { w, when: ['@women', knitWhen], unless: '@infant' }),
    p(h.womenWoven, terms, { w, when: ['@women', wovenWhen], unless: '@infant' }),
    // the other construction stays a weaker candidate
    p(h.menKnit, terms, { w: w * 0.3, when: ['@men'], unless: '@infant' }),
    p(h.menWoven, terms, { w: w * 0.3, when: ['@men'], unless: '@infant' }),
    p(h.womenKnit, terms, { w: w * 0.3, when: ['@women'], unless: '@infant' }),
    p(h.womenWoven, terms, { w: w * 0.3, when: ['@women'], unless: '@infant' }),
  ];
  out.push(p(h.infantKnit ?? '6111', terms, { w, when: ['@infant', h.usually === 'knit' ? '@knit, @nofabric' : '@knit'] }));
  out.push(p(h.infantWoven ?? '6209', terms, { w, when: ['@infant', h.usually === 'woven' ? '@woven, @nofabric' : '@woven'] }));
  return out;
}

/** Swimwear (6112.3x / 6112.4x / 6211.1x) is not underwear, whatever brief or liner it has ("swim trunks with an inner mesh brief"). */
const SWIMWEAR_WORDS = ['swim', 'swimwear', 'swimsuit', 'swimming', 'bathing', 'board short'];
const notSwimwear = (e: VocabEntry): VocabEntry => ({ ...e, unless: [...e.unless, ...SWIMWEAR_WORDS] });

/** A one-piece garment (jumpsuit, romper) is not trousers or shorts, whatever its legs look like (6114 / 6211). */
const notOnePiece = (e: VocabEntry): VocabEntry => ({ ...e, unless: [...e.unless, 'jumpsuit', 'romper', 'playsuit', 'catsuit'] });

const SUITS = { menKnit: '6103', menWoven: '6203', womenKnit: '6104', womenWoven: '6204' } as const;
const COATS = { menKnit: '6101', menWoven: '6201', womenKnit: '6102', womenWoven: '6202' } as const;
const SHIRTS = { menKnit: '6105', menWoven: '6205', womenKnit: '6106', womenWoven: '6206' } as const;
const UNDERWEAR = { menKnit: '6107', menWoven: '6207', womenKnit: '6108', womenWoven: '6208' } as const;

/** Bags other than trunks and suitcases (4202.1x): with one of these named, "luggage" is the shop category. */
const OTHER_BAGS = 'backpack, rucksack, handbag, wallet, purse, coin purse, card holder, cosmetic bag, makeup bag, toiletry bag, drawstring bag, pouch, crossbody bag, shoulder bag, clutch, tote, waist bag, fanny pack, belt bag, messenger bag, sling bag, chest bag, laptop bag, laptop sleeve, camera bag, passport cover, passport holder, key wallet, key holder';

export const APPAREL: VocabEntry[] = [
  // Garments whose heading does not depend on gender.
  // Chapter 61 covers knitted or crocheted garments only: a top described as woven is not a 6109 singlet.
  p('6109', 'tshirt, t shirt, tee shirt, singlet, tank top, vest top, camisole, cami, crop top, muscle shirt, undershirt, sleeveless top', { unless: '@woven' }),
  p('6110', 'sweater, pullover, jumper, cardigan, hoodie, hooded sweatshirt, sweatshirt, knitwear, turtleneck, waistcoat knitted, fleece jacket, zip hoodie'),
  p('6112', 'tracksuit, track suit, swimsuit, swimwear, bikini, bathing suit, one piece swimsuit, tankini, rash guard', { when: '@knit, @nofabric' }),
  p('6211', 'tracksuit, ski suit, swimwear, swimsuit, bikini', { when: '@woven' }),
  // Men's swim trunks and board shorts are usually woven; knitted ones are 6112.
  p('6211', 'swim trunk, swimming trunk, board short, beach short, swim short', { when: '@woven, @nofabric' }),
  p('6112', 'swim trunk, swimming trunk, board short, swim short', { when: '@knit' }),
  p('6114', 'bodysuit knitted, jumpsuit knitted, overall knitted, romper knitted', { w: 0.5 }),
  p('6115', 'sock, socks, stocking, pantyhose, tights, hosiery, knee high sock, knee high stocking, ankle sock, compression sock, leg warmer, footie'),
  p('6116', 'knitted glove, knit glove, touchscreen glove, winter glove, mitten', { w: 0.9 }),
  p('6216', 'glove, gloves, work glove, cycling glove, gardening glove', { w: 0.6, unless: 'leather, rubber, latex, nitrile, plastic, pvc' }),
  p('4203', 'leather glove, leather belt, leather jacket, leather apparel', { w: 1.1 }),
  p('4203', 'belt, waist belt, waistband belt', { w: 0.7, when: 'leather, genuine leather, cowhide' }),
  p('3926', 'belt, waist belt', { w: 0.5, when: 'pu, pu leather, faux leather, plastic' }),
  p('6217', 'belt, waist belt, waistband', { w: 0.4, when: 'fabric, canvas, nylon, textile, elastic' }),
  p('4015', 'latex glove, rubber glove, nitrile glove, examination glove, surgical glove'),
  // Gloves of plastics (vinyl, PE, TPE, CPE) are 3926.20; 4015 is vulcanised rubber.
  p('4015', 'disposable glove, household glove', { unless: 'vinyl, pvc, pe, tpe, cpe, polyethylene, plastic, plastics' }),
  p('6117', 'knitted scarf, knitted hat, neck warmer, knitted shawl, knit scarf', { w: 0.8 }),
  // Knitted or crocheted scarves and shawls are 6117.10 (heading 6214 is "not knitted or crocheted").
  p('6214', 'scarf, shawl, stole, mantilla, veil, bandana, pashmina, neckerchief, hijab, headscarf', { w: 0.9, unless: '@knit' }),
  // A vehicle's muffler (silencer) or a tube for one is not a scarf.
  p('6214', 'muffler', { w: 0.9, unless: 'exhaust, steel, tube, tubing, pipe, vehicle, car, truck, automotive, motorcycle, engine' }),
  p('6213', 'handkerchief, pocket square', { w: 1 }),
  // "Tie waist", "tie belt", "side ties": a garment's ties are part of it, not a necktie.
  p('6215', 'tie, necktie, bow tie, cravat', { w: 1, unless: 'tie waist, waist tie, tie belt, side tie, tie closure, tie front, self tie, tie strap, tie dye, tie neck, dress, jumpsuit, romper, robe, bikini, swimsuit, blouse, skirt, pant, trouser, apron, wrap' }),
  p('6212', 'bra, brassiere, sports bra, bralette, corset, girdle, suspender, garter, shapewear, body shaper, waist trainer, waist cincher, push up bra, strapless bra, nursing bra'),
  p('6212', 'bra strap, garter belt, corset', { w: 0.5 }),

  // Gender-split garments (see garment()).
  // Joggers and sweatpants are in the knit-usual group below only: sold without a fabric named, they are knitted.
  ...garment('suit, business suit, tuxedo, blazer, suit jacket, sport coat, ensemble, trouser, pant, jeans, denim jeans, short, shorts, bermuda, bib overall, overalls, breeches, slack, chino, cargo pant, trousers, culotte, culottes, palazzo pant, capri pant, capri, gaucho pant', { ...SUITS, usually: 'woven' }).map(notOnePiece),
  ...garment('legging, yoga pant, yoga legging, sweatpant, jogger, track pant, jogging pant, cycling short, bike short', { ...SUITS, usually: 'knit' }),
  ...garment('dress, skirt, divided skirt, skort, gown, evening dress, maxi dress, mini skirt, sundress, party dress, wedding dress, prom dress, cocktail dress, bodycon dress, pleated skirt, qipao, cheongsam', { ...SUITS, usually: 'woven' }),
  ...garment('coat, overcoat, raincoat, parka, anorak, windbreaker, wind cheater, ski jacket, down jacket, puffer jacket, padded jacket, jacket, trench coat, cloak, outerwear, winter coat, bomber jacket, softshell jacket', { ...COATS, usually: 'woven' }),
  ...garment('shirt, blouse, dress shirt, button down shirt, polo shirt, polo, flannel shirt, henley, tunic, shirt blouse', { ...SHIRTS, usually: 'woven' }),
  ...garment('underpant, brief, boxer, boxer short, boxer shorts, boxer brief, trunk underwear, panty, panties, knicker, thong, g string, underwear, half slip, petticoat, nightdress, nightgown, nightie, pajama, pyjama, sleepwear, bathrobe, dressing gown, robe, loungewear, nightwear, negligee', { ...UNDERWEAR, usually: 'knit' }).map(notSwimwear),
  p('6212', 'lingerie', { w: 0.3 }),
  ...garment('lingerie, sexy lingerie', { ...UNDERWEAR, usually: 'knit' }, 0.5),
  p('6111', 'baby clothes, infant garment, baby romper, onesie, baby bodysuit, baby outfit, newborn outfit, baby suit', { w: 1.1 }),
  p('6113', 'coated garment, rubberised garment', { w: 0.6 }),
  p('6210', 'disposable gown, protective suit, coverall nonwoven, isolation gown, hazmat suit, raincoat pvc', { w: 0.9 }),
  p('6201', 'raincoat', { w: 0.3 }),
  // Apparel of plastics sheeting (PVC raincoats, EVA ponchos) is 3926.20, not a textile garment.
  p('392620', 'raincoat, rain jacket, rain coat, poncho, rain poncho, rain suit, apron, rain cape, rain pants', { w: 1.1, when: 'pvc, plastic, eva, pe, tpu, polyethylene, vinyl', unless: 'fabric, polyester, nylon, cotton, textile' }),
  p('6114', 'apron, smock, jumpsuit, romper, playsuit, overall, coverall, work uniform, scrub', { w: 0.6, when: '@knit, @nofabric' }),
  p('6211', 'apron, smock, jumpsuit, romper, playsuit, coverall, work uniform, scrub', { w: 0.6, when: '@woven, @nofabric' }),
  p('6117', 'clothing accessory knitted, headband, wristband, sweatband, arm sleeve', { w: 0.6 }),
  p('6217', 'clothing accessory, collar insert, shoulder pad, sleeve', { w: 0.3 }),
  p('6309', 'used clothing, worn clothing, second hand clothes', { w: 1.2 }),
  p('6117', 'knitted', { w: 0.1, kind: 'category' }),

  // Costumes count as garments unless flimsy (Note: festive articles of 9505 exclude fabric costumes).
  p('6104', 'costume, cosplay costume, fancy dress, halloween costume', { w: 0.6, when: '@women' }),
  p('6103', 'costume, cosplay costume, fancy dress, halloween costume', { w: 0.6, when: '@men' }),
  p('9505', 'costume accessory, halloween decoration, christmas decoration', { w: 0.7 }),
  p('9505', 'party decoration, festive', { w: 0.7, unless: ARTIFICIAL_FLORA_WORDS }),

  // Headgear (ch. 65).
  p('6505', 'hat, cap, baseball cap, beanie, knitted hat, bucket hat, sun hat, trucker hat, beret, visor cap, snapback, headwear, balaclava, hairnet, fedora, cowboy hat, winter hat, bonnet', { w: 0.9 }),
  p('6504', 'straw hat, panama hat, woven hat, raffia hat', { w: 1.1 }),
  p('6506', 'helmet, safety helmet, bicycle helmet, motorcycle helmet, hard hat, swimming cap, shower cap, bike helmet, ski helmet', { w: 1.1 }),
  p('6507', 'hat band, sweatband hat, hat lining, chin strap', { w: 0.6 }),

  // Footwear (ch. 64): heading by the material of the upper, sole folded into sole* tokens.
  p('6404', 'sneaker, trainer, running shoe, athletic shoe, sport shoe, walking shoe, tennis shoe, basketball shoe, canvas shoe, espadrille, mesh shoe, skate shoe, hiking shoe, golf shoe, climbing shoe, jogging shoe, training shoe, gym shoe', { w: 0.8, unless: 'leather, genuine leather, cowhide, pu leather, rubber boot, rain boot, pvc' }),
  p('6404', 'shoe, sneaker, boot, slipper, sandal, loafer, footwear, flat, mule, clog, heel, pump', { w: 0.9, when: 'fabric, textile, canvas, mesh, knit, knitted, cloth, cotton, felt, plush, velvet, suede fabric, satin, flyknit, breathable mesh' }),
  p('6403', 'shoe, sneaker, boot, loafer, oxford shoe, derby, brogue, moccasin, sandal, dress shoe, ankle boot, chelsea boot, work boot, cowboy boot, heel, pump, footwear, flat, mule, slipper, martin boot', { w: 1, when: 'leather, genuine leather, cowhide, calfskin, suede, nubuck, full grain, sheepskin' }),
  p('6402', 'shoe, sneaker, boot, sandal, slipper, flip flop, slide, clog, croc, rain boot, rubber boot, water shoe, beach shoe, jelly shoe, footwear, heel, pump, mule', { w: 0.9, when: 'rubber, plastic, pvc, eva, pu, pu leather, faux leather, synthetic leather, tpu, tpr, silicone, synthetic' }),
  p('6402', 'flip flop, slide, slides, croc, clog, beach sandal, pool slide, jelly sandal, water shoe, shower slipper', { w: 0.9, unless: 'webcam, camera, privacy, microscope, projector, lens, drawer' }),
  // Waterproof footwear moulded in one piece of rubber or plastics (rain boots, wellingtons) is 6401.
  p('6401', 'rain boot, rubber boot, wellington, wellington boot, galosh, gumboot, rainboot', { w: 1.1 }),
  p('6402', 'sandal, slipper, high heel, heel, pump, stiletto, wedge, platform shoe, dress shoe, ankle boot, knee high boot, boot, bootie, flat shoe, ballet flat, mary jane, loafer, shoe', { w: 0.6, unless: 'leather, genuine leather, cowhide, suede, fabric, canvas, mesh, knit, knitted, cloth, textile, velvet, plush, satin, felt' }),
  p('6404', 'slipper, house slipper, indoor slipper, plush slipper, fuzzy slipper', { w: 0.6 }),
  p('6403', 'chelsea boot, martin boot, cowboy boot, work boot, combat boot', { w: 0.5 }),
  p('6402', 'snow boot, ski boot', { w: 0.6 }),
  p('6401', 'waterproof rubber boot, vulcanised rubber boot, waterproof boot rubber', { w: 0.8 }),
  p('6405', 'footwear other, paper shoe', { w: 0.2 }),
  p('6406', 'insole, shoe insert, shoe insole, shoe upper, heel insert, outsole, shoe sole, gaiter, legging spat, shoe pad, arch support', { w: 1.1 }),
  p('6404', 'solerubber, soleplastic, soleeva, soletpr, solepu', { w: 0.3, kind: 'part' }),

  // Travel goods and cases (4202): the outer surface chooses the subheading.
  p('4202', 'handbag, purse, shoulder bag, tote bag, clutch, crossbody bag, messenger bag, satchel, hobo bag, bucket bag, evening bag, backpack, rucksack, school bag, schoolbag, suitcase, luggage, trolley case, travel bag, duffel bag, gym bag, briefcase, wallet, card holder, coin purse, cosmetic bag, makeup bag, toiletry bag, pencil case, pencil bag, camera bag, tool bag, laptop bag, waist bag, fanny pack, belt bag, sling bag, chest bag, lunch bag, cooler bag, insulated bag, jewelry box, jewelry case, glasses case, spectacle case, watch box, phone pouch, storage bag, drawstring bag, beach bag, diaper bag, passport holder, key pouch, card case, clutch bag, pouch, bag, case', { w: 0.9 }),
  // "Luggage" is also the shop category of every bag ("Luggage & Bags"): it says suitcase only when no other bag is named.
  // Backpacks are travel and similar bags of 4202.9x, not school satchels (CBP practice).
  p('420211', 'suitcase, luggage, trolley case, briefcase, school bag, schoolbag, satchel, vanity case, carry on', { w: 0.35, when: 'leather, genuine leather, cowhide', unless: OTHER_BAGS }),
  p('420212', 'suitcase, luggage, trolley case, briefcase, school bag, schoolbag, vanity case, carry on', { w: 0.2, unless: `leather, ${OTHER_BAGS}` }),
  p('420221', 'handbag, shoulder bag, tote bag, clutch, crossbody bag, hobo bag, bucket bag, evening bag', { w: 0.35, when: 'leather, genuine leather, cowhide', unless: 'leather trim, leather trimming, leather handle, leather strap, leather accent, leather detail, leather patch, leather piping, leather tab, leather binding, leather shoulder strap, leather top handle' }),
  p('420222', 'handbag, shoulder bag, tote bag, clutch, crossbody bag, hobo bag, bucket bag, evening bag', { w: 0.2, unless: 'leather, genuine leather' }),
  p('420292', 'bag, dry bag, waterproof bag, sports bag, travel bag', { w: 0.15, unless: 'leather, genuine leather, handbag, shoulder bag, tote, clutch, crossbody, purse' }),
  p('420231', 'wallet, card holder, coin purse, purse, key pouch, card case, passport holder', { w: 0.35, when: 'leather, genuine leather, cowhide' }),
  p('420232', 'wallet, card holder, coin purse, key pouch, card case, passport holder, phone pouch, cosmetic bag, makeup bag', { w: 0.2, unless: 'leather, genuine leather' }),
  p('420292', 'backpack, rucksack, travel bag, duffel bag, gym bag, tool bag, cosmetic bag, toiletry bag, lunch bag, cooler bag, insulated bag, storage bag, drawstring bag, pencil case, camera bag, waist bag, fanny pack, belt bag, sling bag, chest bag, beach bag, diaper bag', { w: 0.25, unless: 'leather, genuine leather' }),
  p('420291', 'backpack, travel bag, duffel bag, tool bag, toiletry bag, camera bag', { w: 0.3, when: 'leather, genuine leather' }),
  p('420232', 'phone case, phone cover, mobile phone case, cell phone case, phone pouch, phone sleeve, smartphone case', { w: 0.7, when: 'leather, pu, wallet, fabric, flip, card' }),
  p('392690', 'phone case, phone cover, mobile phone case, cell phone case, smartphone case, protective case, bumper case', { w: 0.9, unless: 'leather, wallet, flip' }),
  p('4202', 'phone case, phone cover, mobile phone case, cell phone case', { w: 0.3 }),
  p('6307', 'face mask, mask fabric, dust mask, cloth mask', { w: 0.8 }),
  p('4201', 'saddlery, harness, dog leash, dog collar, pet leash, pet collar, horse saddle, pet harness, leash', { w: 1 }),
  p('4205', 'leather strap, leather lace, leather cord', { w: 0.7 }),
  p('9113', 'watch strap, watch band, watchband, smartwatch band, apple watch band, watch bracelet', { w: 1.2 }),
];
