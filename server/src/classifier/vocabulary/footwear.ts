import { p, type VocabEntry } from './types.js';

/**
 * Subheading evidence for footwear (ch. 64), travel goods and handbags (4202), leather apparel (4203), watches and
 * clocks (ch. 91) and games (9504). Written from the HS 2022 heading and subheading titles, subheading note 1 to
 * chapter 64, the chapter notes and customs practice (CBP rulings on athletic footwear, messenger bags, card
 * games), not from any evaluation set. Six-digit entries are kept light (0.2 to 0.4): they choose among the
 * siblings of a heading named elsewhere and should not move the heading.
 */

/** Upper of leather (6403): "PU leather" and the like are folded to "fauxleather" by the tokenizer (plastics). */
const LEATHER = 'leather, cowhide, calfskin, suede, nubuck, full grain, sheepskin, lambskin, cow leather, split leather, patent leather, real leather, oil leather, crazy horse leather';
/** Upper of textile materials (6404). */
const TEXTILE = 'fabric, textile, canvas, mesh, knitted, cloth, cotton, felt, plush, velvet, satin, flyknit, denim, linen, fleece, wool, fauxsuede, flock, flocking';
/** Upper of rubber or plastics (6401/6402); sole materials are folded to sole* tokens by the query analysis. */
const PLASTIC_UPPER = 'rubber, plastic, pvc, eva, pu, fauxleather, tpu, tpr, silicone, jelly, synthetic, polyurethane, vinyl';
/** Words that make a footwear reading of generic words (flat, heel, pump, slide, top) safe. */
const FOOT = 'shoe, sneaker, boot, sandal, slipper, footwear, loafer, flip flop, bootie, moccasin, trainer, espadrille, clog, ballet flat, high heel, stiletto, mary jane';

/**
 * Subheading note 1 to chapter 64: "sports footwear" (6402.1x, 6403.1x) is only footwear designed for a sporting
 * activity with, or with provision for, spikes, sprigs, stops, clips, bars or the like, and skating, ski,
 * snowboard, wrestling, boxing and cycling footwear. Running or gym shoes of plastics or leather are not; only
 * 6404.11 names tennis, basketball, gym and training shoes "and the like".
 */
const NOTE1_SPORTS = 'cleat, cleats, football boot, soccer boot, soccer shoe, soccer cleat, football shoe, rugby boot, track spike, running spike, spike shoe, golf shoe, cycling shoe, bike shoe, boxing shoe, wrestling shoe, skating boot, turf shoe';
/** Athletic footwear of 6404.11 (tennis shoes, basketball shoes, gym shoes, training shoes and the like). */
const ATHLETIC = 'running shoe, jogging shoe, basketball shoe, tennis shoe, gym shoe, training shoe, trainer, athletic shoe, volleyball shoe, badminton shoe, workout shoe';
const ATHLETIC_WORDS = 'running, jogging, basketball, tennis, gym, training, athletic, volleyball, badminton, marathon, workout, fitness, trainer';
/** Shoes not covering the ankle. */
const SHOES = 'shoe, sneaker, loafer, oxford, derby, brogue, moccasin, dress shoe, casual shoe, flat, ballet flat, pump, heel, high heel, stiletto, wedge, mule, clog, sandal, slipper, slide, platform shoe, espadrille, walking shoe, skate shoe, plimsoll, footwear';
/** Footwear covering the ankle. */
const BOOTS = 'boot, ankle boot, chelsea boot, martin boot, combat boot, work boot, hiking boot, cowboy boot, knee high boot, snow boot, winter boot, bootie, booty, top sneaker, top shoe, riding boot, motorcycle boot, tactical boot, military boot';
const ANKLE_WORDS = 'boot, bootie, booty, top sneaker, top shoe, covering ankle, cover ankle';

/** Heading evidence for compound footwear names the older entries (apparel.ts) do not list, by upper material. */
function footwearHeadings(terms: string, otherwise: string, w: number): VocabEntry[] {
  return [
    p('6404', terms, { w: 0.9, when: TEXTILE, unless: LEATHER }),
    p('6403', terms, { w: 1, when: LEATHER }),
    p('6402', terms, { w: 0.9, when: PLASTIC_UPPER, unless: `${LEATHER}, ${TEXTILE}` }),
    p(otherwise, terms, { w, unless: `${LEATHER}, ${TEXTILE}, ${PLASTIC_UPPER}` }),
  ];
}

/** "With an outer surface of …" in a ruling (the words as the tokenizer leaves them: "of" and numbers dropped). */
const OUTER_SYN = ['plastic', 'plastics', 'polyurethane', 'pvc', 'pu', 'vinyl', 'polyvinyl chloride', 'fauxleather', 'polyester', 'nylon', 'textile', 'cotton', 'polypropylene', 'jute', 'canvas', 'manmade', 'plastic sheeting', 'textile material']
  .map((m) => `outer surface ${m}`)
  .join(', ');
const OUTER_LEATHER = 'outer surface leather, outer surface cowhide, outer surface composition leather, outer surface genuine leather';

/** Bags of 4202.9x (travel, sports and similar bags, containers): "bag" in their names is not a handbag of 4202.2x. */
const NOT_HANDBAGS = 'backpack, rucksack, camera bag, laptop bag, tool bag, travel bag, duffel bag, duffle bag, sports bag, gym bag, golf bag, cosmetic bag, toiletry bag, wash bag, lunch bag, cooler bag, insulated bag, messenger bag, school bag, diaper bag, shopping bag, drawstring bag, dry bag, garment bag, tablet bag, instrument bag';

/** Bags other than trunks and suitcases: with one of these named, "luggage" is the shop category ("Luggage & Bags"). */
const OTHER_BAGS = 'backpack, rucksack, handbag, wallet, purse, coin purse, card holder, cosmetic bag, makeup bag, toiletry bag, drawstring bag, pouch, crossbody bag, shoulder bag, clutch, tote, waist bag, fanny pack, belt bag, messenger bag, sling bag, chest bag, laptop bag, laptop sleeve, camera bag, passport cover, passport holder, key wallet, key holder';

export const FOOTWEAR: VocabEntry[] = [
  // Buttons sold as such (9606); on a bag or garment they are its closure.
  p('9606', 'sewing button, button for sewing, shirt button, coat button, jeans button, button set sewing, replacement button sewing', { w: 1 }),
  // Cycling caps are textile headgear (6505), not bicycle parts.
  p('6505', 'cycling cap, bike cap, bicycle cap, riding cap, cycling hat, cycling headband cap', { w: 1.3 }),
  // Buckles and snaps of base metal (8308) sold as such; on a shoe, bag, watch or garment they are a feature of
  // that article (GRI 1: the article is named first), so the bare words give way to the article's words.
  p('8308', 'buckle, snap', { w: 0.9, unless: `${FOOT}, heel, footwear, handbag, bag, purse, wallet, backpack, watch, jacket, coat, dress, jeans, trouser, pant, skirt, collar, harness, leash, strap, tag, fob, keychain, key ring, band, lanyard` }),
  p('8308', 'shoe buckle, bag buckle, strap buckle, buckle replacement, pin buckle, roller buckle', { w: 0.9, unless: `${FOOT}, handbag, purse, wallet, backpack` }),
  ...footwearHeadings('casual shoe, winter boot, hiking boot, military boot, tactical boot, riding boot, motorcycle boot, top sneaker, top shoe', '6402', 0.6),
  ...footwearHeadings('jogging shoe, volleyball shoe, badminton shoe, workout shoe, sport shoe', '6404', 0.8),
  ...footwearHeadings('football boot, soccer boot, soccer shoe, soccer cleat, football shoe, rugby boot, cleat, track spike, cycling shoe, bike shoe, boxing shoe, wrestling shoe, turf shoe', '6402', 0.6),
  // Pencil cases of textile or plastics sheeting are containers of 4202.92 (hard boxes of plastics are 3926.10).
  p('420292', 'pencil case, pencil bag, pencil pouch, pen case, pen bag, stationery bag, pen pouch', { w: 0.5, unless: `${LEATHER}, hard, box, abs, pp, metal, tin, wood, wooden` }),
  // Faux suede and flock uppers are textile (6404), as are denim, linen, corduroy and jute ones.
  p('6404', 'shoe, sneaker, boot, slipper, sandal, loafer, footwear, flat, mule, clog, bootie, ankle boot, snow boot, pump, heel', { w: 0.9, when: 'fauxsuede, flock, flocking, denim, linen, corduroy, jute, terry', unless: `${LEATHER}, ${PLASTIC_UPPER}` }),
  // Soft-soled baby shoes (first walkers, crib shoes) are footwear, mostly with textile uppers.
  ...footwearHeadings('crib shoe, first walker, first walkers, prewalker, pre walker, baby shoe, infant shoe, toddler shoe', '6404', 0.8),
  // Vulcanised shoes: a canvas or other textile upper on a vulcanised rubber sole (6404) unless another upper is named.
  ...footwearHeadings('vulcanized shoe, vulcanize shoe, vulcanized sneaker, vulcanize sneaker', '6404', 0.9),
  // Light-up shoes are footwear with a lamp as a feature, not luminaires (GRI 1, heading 6402/6404 names the article).
  ...footwearHeadings('light up shoe, light up sneaker, led shoe, led sneaker, luminous shoe, luminous sneaker, glowing shoe, glowing sneaker, led light shoe', '6402', 0.9),
  p('6403', 'safety shoe, safety boot, steel toe boot, steel toe shoe', { w: 0.9, when: LEATHER }),
  // Compound names listed under one material only in apparel.ts, for the other upper materials.
  p('6404', 'dress shoe, ballet flat, platform shoe, ankle boot, chelsea boot, martin boot, combat boot, work boot, cowboy boot, knee high boot, snow boot, golf shoe, skating boot, ski boot, snowboard boot', { w: 0.9, when: TEXTILE, unless: LEATHER }),
  p('6403', 'ballet flat, platform shoe, walking shoe, skate shoe, knee high boot, snow boot, golf shoe, skating boot, ski boot, snowboard boot', { w: 1, when: LEATHER }),
  p('6402', 'walking shoe, skate shoe, chelsea boot, martin boot, combat boot, work boot, cowboy boot, golf shoe, skating boot, snowboard boot, thong sandal, toe post sandal', { w: 0.9, when: PLASTIC_UPPER, unless: `${LEATHER}, ${TEXTILE}` }),

  // 6404: textile uppers. 6404.11 names athletic shoes; casual sneakers, canvas shoes, slip-ons and slippers are
  // 6404.19 (other). With outer soles of leather or composition leather: 6404.20.
  p('640411', ATHLETIC, { w: 0.35, unless: `${LEATHER}, ${PLASTIC_UPPER}, soleleather, sneaker, casual` }),
  p('640411', NOTE1_SPORTS, { w: 0.3, unless: `${LEATHER}, ${PLASTIC_UPPER}, soleleather` }),
  p('640419', SHOES, { w: 0.3, when: FOOT, unless: `${LEATHER}, ${PLASTIC_UPPER}, ${ATHLETIC_WORDS}, ${NOTE1_SPORTS}, soleleather` }),
  p('640419', BOOTS, { w: 0.3, unless: `${LEATHER}, ${PLASTIC_UPPER}, ${NOTE1_SPORTS}, soleleather` }),
  // A ruling that names the upper's material settles it (chapter 64 note 4(a)): a leather insole or lining does not.
  p('640419', SHOES, { w: 0.4, when: 'textile upper, upper textile, fabric upper, upper fabric, mesh upper, canvas upper, knit upper, knitted upper, upper textile material', unless: `${ATHLETIC_WORDS}, ${NOTE1_SPORTS}, soleleather` }),
  p('640419', 'casual shoe, canvas shoe, house slipper, indoor slipper, plush slipper, fuzzy slipper, espadrille, plimsoll, loafer', { w: 0.35, unless: `${LEATHER}, ${PLASTIC_UPPER}, soleleather` }),
  // "Sneakers", "sport shoes", "casual" in a marketplace title name everyday shoes, not footwear for a sport.
  p('640419', 'sneaker, casual, sport shoe, fashion sneaker, vulcanized, vulcanize, canvas', { w: 0.5, when: FOOT, unless: `${LEATHER}, ${PLASTIC_UPPER}, soleleather, basketball, tennis, volleyball, badminton` }),
  p('640420', SHOES, { w: 0.4, when: ['soleleather', FOOT], unless: `${LEATHER}, ${PLASTIC_UPPER}` }),

  // 6403: leather uppers. Outer soles of rubber or plastics are the usual case (6403.9x); 6403.5x only with
  // outer soles of leather. Covering the ankle: .51/.91; metal toe-cap .40; note-1 sports footwear .19.
  p('640399', SHOES, { w: 0.3, when: [LEATHER, FOOT], unless: `soleleather, ${ANKLE_WORDS}, ${NOTE1_SPORTS}, steel toe, metal toe cap` }),
  p('640391', BOOTS, { w: 0.3, when: LEATHER, unless: `soleleather, ${NOTE1_SPORTS}, steel toe, metal toe cap` }),
  p('640359', SHOES, { w: 0.35, when: [LEATHER, 'soleleather', FOOT], unless: ANKLE_WORDS }),
  p('640351', BOOTS, { w: 0.35, when: [LEATHER, 'soleleather'] }),
  p('640340', 'steel toe, steel toe cap, steel toecap, metal toe cap, metal toecap, safety shoe, safety boot', { w: 0.45, when: LEATHER }),
  p('640319', NOTE1_SPORTS, { w: 0.9, when: LEATHER }),
  p('640312', 'ski boot, snowboard boot', { w: 0.45, when: LEATHER }),

  // 6402: uppers of rubber or plastics (not waterproof-moulded 6401). Flip-flops and toe-post sandals, straps
  // assembled by plugs, are 6402.20; note-1 sports footwear .19, ski boots .12; covering the ankle .91.
  p('640299', SHOES, { w: 0.3, when: FOOT, unless: `${LEATHER}, ${TEXTILE}, ${ANKLE_WORDS}, ${NOTE1_SPORTS}, flip flop, flipflop, thong, herringbone, clip toe, toe post, toe clip, pinch toe` }),
  p('640291', BOOTS, { w: 0.3, unless: `${LEATHER}, ${TEXTILE}, ${NOTE1_SPORTS}, ski boot, snowboard boot, rain boot, rubber boot` }),
  p('640220', 'flip flop, flipflop, thong, thong sandal, toe post sandal, herringbone slipper, herringbone sandal, clip toe slipper, clip toe sandal, toe clip, pinch toe', { w: 0.6, unless: `${LEATHER}, ${TEXTILE}` }),
  p('640219', NOTE1_SPORTS, { w: 0.9, unless: `${LEATHER}, ${TEXTILE}` }),
  p('640212', 'ski boot, snowboard boot', { w: 0.45, unless: `${LEATHER}, ${TEXTILE}` }),

  // 6401: waterproof footwear, uppers neither fixed to the sole nor assembled by stitching, rivets … (moulded
  // rain boots). Covering the ankle but not the knee 6401.92; knee boots and low ones 6401.99; metal toe-cap .10.
  p('640192', 'rain boot, rubber boot, rainboot, wellington, gumboot, galosh', { w: 0.3, unless: 'knee, tall, long, hunting, fishing' }),
  p('640199', 'rain boot, rubber boot, rainboot, wellington, gumboot, wellies', { w: 0.35, when: 'knee, tall, long, hunting, fishing' }),
  p('640110', 'rain boot, rubber boot, wellington, gumboot', { w: 0.45, when: 'steel toe, steel toecap, metal toe cap' }),

  // 6406: removable in-soles and heel cushions are 6406.90; uppers 6406.10; outer soles and heels of rubber or plastics 6406.20.
  p('640690', 'insole, shoe insert, gel insole, orthotic insole, heel grip, arch support, shoe pad, insoles', { w: 0.35 }),

  // 4202 subheadings go by the outer surface (subheading note 1 to chapter 42 is silent; the heading text and
  // CBP practice read "outer surface" as the material visible outside): a ruling naming it settles the choice
  // over trim or linings of another material.
  p('420222', 'handbag, shoulder bag, tote, tote bag, clutch, crossbody bag, hobo bag, bucket bag, evening bag, purse, bag', { w: 0.6, when: OUTER_SYN , unless: NOT_HANDBAGS }),
  p('420212', 'suitcase, luggage, trolley case, briefcase, attache case, vanity case, school satchel', { w: 0.6, when: OUTER_SYN }),
  p('420232', 'wallet, card holder, coin purse, key case, card case, passport holder, pouch', { w: 0.6, when: OUTER_SYN }),
  p('420292', 'backpack, rucksack, duffel bag, duffle bag, travel bag, sports bag, gym bag, tool bag, cosmetic bag, toiletry bag, lunch bag, cooler bag, messenger bag, waist bag, camera bag, laptop bag, case', { w: 0.8, when: OUTER_SYN }),
  p('420221', 'handbag, shoulder bag, tote, tote bag, clutch, crossbody bag, hobo bag, bucket bag, evening bag, purse, bag', { w: 0.6, when: OUTER_LEATHER , unless: NOT_HANDBAGS }),
  p('420231', 'wallet, card holder, coin purse, key case, card case, passport holder, pouch', { w: 0.6, when: OUTER_LEATHER }),
  p('420291', 'backpack, rucksack, duffel bag, travel bag, tool bag, toiletry bag, messenger bag, camera bag, laptop bag, case', { w: 0.8, when: OUTER_LEATHER }),
  // Trunks, suitcases and briefcases with an outer surface of leather (4202.11), the counterpart of the 4202.12 entry above.
  p('420211', 'suitcase, luggage, trolley case, briefcase, attache case, vanity case, school satchel', { w: 0.6, when: OUTER_LEATHER }),
  // 4202: messenger bags are travel and similar bags, not handbags (CBP practice), 4202.92 with a textile or
  // plastics outer surface, 4202.91 with a leather one. Wallets and card holders (pocket goods) 4202.3x.
  p('4202', 'messenger bag, slim wallet, card holder wallet, credit card holder, minimalist wallet, rfid wallet, bifold wallet, trifold wallet, long wallet, zipper wallet, money clip, coin pouch, key case, card sleeve', { w: 1.1 }),
  p('4202', 'courier bag, sports bag, laptop backpack, travel backpack, key holder, coin pouch, top handle bag, hard shell luggage, spinner luggage, rolling luggage, luggage set, attache case, card sleeve', { w: 0.9 }),
  p('420292', 'messenger bag, courier bag, sling bag, chest bag, waist bag, belt bag, fanny pack, bum bag, hip bag, gym bag, duffel bag, duffle bag, weekender bag, sports bag, laptop bag, laptop backpack, travel backpack, hiking backpack, school backpack, drawstring bag, toiletry bag, wash bag, cosmetic bag, makeup bag, lunch bag, cooler bag, tool bag, camera bag, diaper bag, beach bag', { w: 0.3, unless: LEATHER }),
  p('420291', 'messenger bag, sling bag, chest bag, waist bag, belt bag, fanny pack, gym bag, duffel bag, duffle bag, weekender bag, laptop bag, backpack, rucksack, toiletry bag, wash bag, cosmetic bag, tool bag, camera bag', { w: 0.35, when: LEATHER }),
  p('420231', 'wallet, card holder, coin purse, key case, key holder, card case, passport holder, money clip, card wallet, card sleeve', { w: 0.4, when: LEATHER, unless: OUTER_SYN }),
  p('420232', 'wallet, card holder, coin purse, key case, key holder, card case, passport holder, card wallet, card sleeve, coin pouch', { w: 0.35, unless: LEATHER }),
  p('420221', 'handbag, shoulder bag, tote bag, tote, clutch, crossbody bag, hobo bag, bucket bag, evening bag, top handle bag, satchel, purse', { w: 0.4, when: LEATHER, unless: `wallet, card holder, coin purse, ${OUTER_SYN}, leather trim, leather trimming, leather handle, leather strap, leather accent, leather detail, leather patch, leather piping, leather tab, leather binding, leather shoulder strap, leather top handle` }),
  p('420222', 'handbag, shoulder bag, tote, clutch, crossbody bag, hobo bag, bucket bag, evening bag, top handle bag, purse', { w: 0.3, unless: `${LEATHER}, wallet, card holder, coin purse, messenger bag` }),
  p('420212', 'suitcase, luggage, trolley case, carryon, hardshell, hard shell luggage, spinner luggage, rolling luggage, luggage set', { w: 0.4, unless: `${LEATHER}, ${OTHER_BAGS}` }),
  p('420211', 'briefcase, attache case, suitcase, luggage', { w: 0.4, when: LEATHER }),

  // Spectacle cases are named in heading 4202 and normally carried in the pocket or handbag (4202.3x).
  p('4202', 'glasses case, eyeglasses case, eyeglass case, spectacle case, sunglasses case, sunglass case, glasses box, glasses pouch, eyewear case', { w: 1.3 }),
  p('420232', 'glasses case, eyeglasses case, eyeglass case, spectacle case, sunglasses case, sunglass case, glasses pouch, eyewear case', { w: 0.35, unless: `${LEATHER}, metal, aluminum, tin, iron, wood, wooden, bamboo` }),
  p('420231', 'glasses case, eyeglasses case, eyeglass case, spectacle case, sunglasses case, glasses pouch, eyewear case', { w: 0.4, when: LEATHER }),
  // 4203: apparel and clothing accessories of leather (chapter 62 note 1: chapter 62 is textile fabric only).
  p('420310', 'jacket, coat, pant, trouser, skirt, dress, vest, blazer, shirt, short, shorts, legging, overcoat, trench coat, biker jacket, bomber jacket, motorcycle jacket, moto jacket', { w: 1.25, when: 'leather, sheepskin, lambskin, cowhide, goatskin, calfskin, suede, nubuck, real leather, genuine leather', unless: 'fauxleather, leather trim, leather collar, leather patch, leather look, wet look, leather like, shearling, fur, faux suede, suede fabric' }),
  // Gloves of leather: 4203.21 only if specially designed for sports; motorcycle, driving, work and dress gloves 4203.29.
  p('4203', 'glove, mitten, mitt, driving glove, motorcycle glove, work glove, touchscreen glove', { w: 1.2, when: 'leather, sheepskin, lambskin, cowhide, goatskin, deerskin, pigskin, suede, real leather, genuine leather', unless: 'fauxleather, leather palm, leather trim, latex, nitrile, rubber' }),
  p('420329', 'glove, mitten, mitt, driving glove, motorcycle glove, work glove, touchscreen glove', { w: 0.4, when: 'leather, sheepskin, lambskin, cowhide, goatskin, deerskin, pigskin, suede', unless: 'baseball, golf, boxing, batting, goalkeeper, cycling, bicycle, fencing, hockey' }),
  // Other articles of leather (4205): key fobs, luggage tags, bookmarks, straps sold as such.
  p('4205', 'key fob, key holder fob, keychain, key chain, keyring, luggage tag, bag tag, bookmark, strap, coaster, cord, lanyard', { w: 1.2, when: 'leather, cowhide, genuine leather, real leather, sheepskin, suede', unless: 'watch, guitar, camera, bag, handbag, shoe, dog, pet, fauxleather' }),
  // 4201: saddlery and harness for any animal including dog coats and the like, of any material.
  p('4201', 'dog coat, dog jacket, dog sweater, dog hoodie, dog raincoat, dog clothes, dog clothing, dog costume, dog vest, dog shirt, dog dress, dog pajama, pet coat, pet jacket, pet sweater, pet hoodie, pet raincoat, pet clothes, pet clothing, pet costume, pet vest, pet shirt, pet dress, cat clothes, cat sweater, puppy clothes, puppy sweater', { w: 1.3 }),
  p('4201', 'coat, jacket, sweater, hoodie, raincoat, clothes, clothing, costume, vest, apparel, outfit, jumpsuit, pajama', { w: 1.0, when: 'dog, pet, puppy, doggy', unless: '@gendered, print, printed, pattern, graphic' }),

  // 91: wrist-watches other than of precious metal (9102) by power and display: electrically operated with
  // mechanical (hands) display only 9102.11, opto-electronic (digital) display only .12, both or other .19;
  // automatic winding .21, other (hand-wound) .29; pocket and other watches .91/.99.
  p('9102', 'analog watch, analog quartz, led watch, lcd watch, electronic watch, nurse watch, fob watch, stop watch', { w: 1, unless: 'smart, smartwatch, 925, sterling, solid gold, 18k, 14k, platinum' }),
  // Gold-coloured and plated watches are 9102; a case of precious metal (solid gold, platinum, sterling) makes 9101.
  p('9102', 'gold watch, silver watch, rose gold watch, gold tone watch, golden watch', { w: 1, unless: 'solid gold, real gold, pure gold, karat, platinum, sterling, sterling silver' }),
  p('9101', 'watch, wristwatch, wrist watch, pocket watch, automatic watch, quartz watch, mechanical watch, gold watch, dress watch, luxury watch', { w: 1.4, when: 'solid gold, real gold, pure gold, karat, platinum, sterling, sterling silver', unless: 'plated, gold plated, gold tone, pvd, filled, gold filled, stainless, alloy, strap, band, bracelet' }),
  p('9102', 'stopwatch, stop watch, digital stopwatch, sports stopwatch', { w: 1.2 }),
  p('910211', 'watch, wristwatch, wrist watch, quartz watch, analog watch', { w: 0.3, when: 'quartz, analog, analogue, battery, pointer, chronograph', unless: '18k, 14k, solid gold, platinum, sterling, digital, led, lcd, automatic, mechanical, self winding, smart, smartwatch, dual display, pocket' }),
  p('910211', 'quartz watch, quartz wristwatch, analog watch, analog quartz', { w: 0.35, unless: '18k, 14k, solid gold, platinum, sterling, digital, led, lcd, automatic, self winding, smart, dual display, pocket' }),
  p('910212', 'watch, wristwatch, wrist watch, digital watch, led watch, lcd watch, electronic watch, sports watch', { w: 0.35, when: 'digital, led, lcd, electronic', unless: '18k, 14k, solid gold, platinum, sterling, analog, analogue, dual display, quartz analog, smart, smartwatch, pointer, pocket' }),
  p('910219', 'watch, wristwatch, wrist watch', { w: 0.4, when: 'dual display, analog digital, digital analog, ana digi, double display, dual time display', unless: 'smart, smartwatch, pocket' }),
  // A ruling naming both displays ("an analog (hands) display and a digital LCD display") apart: 9102.19 too.
  p('910219', 'watch, wristwatch, wrist watch', { w: 0.45, when: ['analog, analogue, pointer', 'digital, lcd, led, opto electronic'], unless: 'smart, smartwatch, pocket' }),
  p('910221', 'watch, wristwatch, wrist watch, automatic watch, mechanical watch', { w: 0.4, when: 'automatic, self winding, auto winding, automatic mechanical', unless: '18k, 14k, solid gold, platinum, sterling, quartz, digital, pocket' }),
  p('910229', 'watch, wristwatch, wrist watch, mechanical watch', { w: 0.35, when: 'hand wind, hand winding, manual wind, manual winding, hand wound', unless: '18k, 14k, solid gold, platinum, sterling, automatic, self winding, quartz, pocket' }),
  p('910291', 'pocket watch, nurse watch, fob watch, stopwatch, stop watch', { w: 0.35, unless: 'mechanical, hand wind, automatic, wind up' }),
  p('910299', 'pocket watch, fob watch', { w: 0.4, when: 'mechanical, hand wind, automatic, wind up' }),
  // 9101: case of precious metal or metal clad with it.
  p('910111', 'watch, wristwatch', { w: 0.35, when: ['solid gold, real gold, pure gold, karat, platinum, sterling', 'quartz, analog'] }),
  p('910121', 'watch, wristwatch', { w: 0.35, when: ['solid gold, real gold, pure gold, karat, platinum, sterling', 'automatic, self winding'] }),

  // 9111: watch cases by material (precious metal .10, base metal whether or not plated .20, other .80) and
  // their parts (.90: backs, bezels, case tubes).
  p('911120', 'watch case', { w: 0.35, unless: 'solid gold, 18k, 14k, platinum, sterling, 925, plastic, resin, ceramic, carbon, wood, wooden, case back, caseback, back cover' }),
  p('911180', 'watch case', { w: 0.4, when: 'plastic, resin, ceramic, carbon fiber, carbon, wood, wooden', unless: 'steel, stainless, titanium, brass, alloy' }),
  p('911110', 'watch case', { w: 0.4, when: 'solid gold, 18k, 14k, platinum, sterling, 925' }),
  p('9111', 'watch bezel, bezel insert, watch case back, watch caseback, watch back cover, case tube', { w: 1.1 }),
  p('911190', 'watch bezel, bezel insert, watch case back, watch caseback, watch back cover, case tube', { w: 0.4 }),
  p('9111', 'case back, bezel ring', { w: 1, when: 'watch, wristwatch, nh35, seiko, diver, submariner' }),
  p('911190', 'bezel, case back, caseback, bezel ring', { w: 0.4, when: 'watch, wristwatch, nh35, seiko, diver, submariner' }),

  // A protective cover or bumper slipped over a smartwatch is not the watch's own case (9111 covers the housing
  // of a watch of 9101/9102): of plastics it is an article of 3926.90, like a phone case.
  p('392690', 'case, cover, bumper, protective case, bumper case, protector case, case cover, protective cover, cover case', { w: 0.9, when: 'apple watch, iwatch, galaxy watch, fitbit, garmin, huawei watch, amazfit', unless: 'steel, stainless, metal, aluminum, alloy, titanium, leather, band, strap, bracelet, loop, charger, cable, film, movement' }),
  // 9114: clock or watch parts: dials .30, plates and bridges .40, others (hands, crowns, stems) .90.
  p('9114', 'watch dial, clock dial, watch face dial, watch hand, watch hands, clock hand, clock hands, watch crown, winding stem, watch stem, watch mainspring, balance wheel', { w: 1.1 }),
  p('911430', 'watch dial, clock dial, watch face dial', { w: 0.45 }),
  p('9114', 'sunburst dial, sterile dial, dial face, clock dial, watch face dial, clock hand, winding stem, watch stem, watch mainspring', { w: 1, when: 'nh35, nh36, nh34, movement, miyota, eta, mod, replacement, part, parts, diy', unless: 'strap, band, bracelet, wristwatch' }),
  p('911430', 'dial, sunburst dial, sterile dial, dial face', { w: 0.45, when: 'nh35, nh36, nh34, movement, miyota, eta, mod, replacement, part, parts, diy', unless: 'strap, band, bracelet, wristwatch' }),
  p('911490', 'watch hand, watch hands, clock hand, clock hands, watch crown, winding stem, watch stem, watch mainspring', { w: 0.4 }),
  p('911490', 'crown, stem, mainspring', { w: 0.4, when: 'watch, clock, wristwatch, nh35, nh36, seiko, miyota', unless: 'dial, bezel, strap, band, case' }),

  // Clock movements, complete and assembled, are 9109 (electrically operated .10), not clocks of 9105.
  p('9109', 'clock movement, clock mechanism, quartz clock movement, clock movement kit, wall clock movement, clock motor, pendulum movement', { w: 1.4 }),
  p('910910', 'clock movement, clock mechanism, quartz clock movement, clock movement kit, wall clock movement, clock motor', { w: 0.4, unless: 'mechanical, wind up, key wound, weight driven' }),
  p('910990', 'clock movement, clock mechanism', { w: 0.45, when: 'mechanical, wind up, key wound, weight driven' }),
  p('9114', 'movement spacer, spacer ring, movement ring, movement holder ring, case clamp', { w: 1.2, when: 'watch, nh35, nh36, seiko, miyota, eta' }),
  p('911490', 'movement spacer, spacer ring, movement ring, movement holder ring, case clamp', { w: 0.4, when: 'watch, nh35, nh36, seiko, miyota, eta' }),
  // 9113: straps, bands and bracelets by material: precious metal .10, base metal .20, other (leather,
  // textile, rubber, plastics) .90.
  p('9113', 'link band, mesh band, sport band, watch bracelet', { w: 0.9, when: 'watch, smartwatch, wristwatch' }),
  p('911320', 'watch band, watch strap, watch bracelet, watchband, strap, band, bracelet, link band, mesh band', { w: 0.35, when: 'stainless steel, steel, metal, alloy, titanium, milanese, zinc, brass, aluminum, link', unless: 'silicone, rubber, leather, nylon, fabric, canvas, resin, plastic, fauxleather, 925, sterling, 18k, solid gold' }),
  p('911390', 'watch band, watch strap, watchband, strap, band, sport band, loop', { w: 0.35, when: 'silicone, rubber, leather, nylon, fabric, canvas, resin, plastic, fauxleather, fluororubber, fkm, woven, elastic, velcro', unless: 'stainless steel, metal, alloy, titanium, milanese' }),
  p('911310', 'watch band, watch strap, watch bracelet', { w: 0.4, when: '925, sterling, 18k, solid gold, 14k, platinum' }),

  // 9105: clocks other than of 9103/9104; alarm .1x, wall .2x, other .9x; electrically operated (battery,
  // mains, quartz) .x1, other (mechanical, wind-up) .x9.
  p('9105', 'led alarm clock, sunrise alarm clock, twin bell alarm clock, wall clock quartz, silent wall clock, digital wall clock, pendulum clock, regulator clock, shelf clock', { w: 1 }),
  p('910511', 'alarm clock, digital alarm clock, led alarm clock, sunrise alarm clock', { w: 0.35, unless: 'mechanical, wind up, twin bell, clockwork, key wound' }),
  p('910519', 'alarm clock, twin bell alarm clock', { w: 0.4, when: 'mechanical, wind up, clockwork, key wound' }),
  p('910521', 'wall clock, wall clock quartz, silent wall clock, digital wall clock, large wall clock', { w: 0.35, unless: 'mechanical, wind up, weight driven, key wound, clockwork, pendulum mechanical' }),
  p('910529', 'wall clock, cuckoo clock, pendulum clock, regulator clock', { w: 0.4, when: 'mechanical, wind up, weight driven, key wound, clockwork' }),
  p('910591', 'desk clock, table clock, mantel clock, digital clock, led clock, projection clock, shelf clock', { w: 0.3, unless: 'alarm, wall, mechanical, wind up' }),

  // Arcade sticks, buttons and encoders are parts and accessories of video game machines (9504.50, or 9504.30
  // coin-operated), not buttons of 9606 or switches of 8536.
  p('9504', 'arcade joystick, arcade button, arcade stick, arcade kit, arcade controller, fight stick, zero delay encoder, arcade machine, arcade cabinet, joystick kit, push button arcade', { w: 1.3 }),
  p('950450', 'arcade joystick, arcade button, arcade stick, arcade kit, fight stick, zero delay encoder, joystick kit, push button arcade', { w: 0.4 }),
  p('9504', 'button, button set, thumbstick, thumb stick, analog stick, joystick cap, thumb grip, dpad, trigger button, conductive pad', { w: 1.2, when: ['game controller, gamepad, joycon, joy con, ps4, ps5, ps3, xbox, nintendo, playstation, dualshock, dualsense, game console', 'replacement, repair, spare, diy, kit, set, cap, grip, part, accessory, mod'] }),
  p('950450', 'button, button set, thumbstick, thumb stick, analog stick, joystick cap, thumb grip, dpad, trigger button, conductive pad', { w: 0.4, when: ['game controller, gamepad, joycon, joy con, ps4, ps5, ps3, xbox, nintendo, playstation, dualshock, dualsense, game console', 'replacement, repair, spare, diy, kit, set, cap, grip, part, accessory, mod'] }),
  // Racing wheels, mobile game triggers and handheld LCD games are video game machines or their accessories
  // (9504.50), not steering wheels of 8708 or telephones; pinball tables are named in heading 9504.
  p('9504', 'steering wheel, racing wheel, pedal set, gaming wheel', { w: 1.5, when: 'ps4, ps5, ps3, xbox, playstation, nintendo, racing game, gaming, game, pc game, simulator' }),
  p('950450', 'steering wheel, racing wheel, gaming wheel, game trigger, pubg trigger, mobile game controller, phone gamepad, shooter trigger, brick game, tetris, lcd game, handheld game player, game player', { w: 0.45, unless: 'car, vehicle, truck' }),
  p('9504', 'game trigger, pubg trigger, mobile game controller, phone gamepad, shooter trigger, brick game, tetris, lcd game, handheld game player, pinball, pinball machine, pintable', { w: 1.3 }),
  p('950490', 'pinball, pinball machine, pintable', { w: 0.4, unless: 'coin, coin operated, token' }),
  // Novelty party glasses and paper spectacles are festive articles (9505.90), not spectacles of 9004.
  p('9505', 'party glasses, novelty glasses, birthday glasses, new year glasses, funny glasses, photo booth glasses, party sunglasses', { w: 1.3 }),
  p('950590', 'party glasses, novelty glasses, birthday glasses, new year glasses, funny glasses, photo booth glasses, party sunglasses', { w: 0.4 }),
  // Surfboards, paddle boards and bodyboards are water-sport equipment (9506.29), not boats of 8903, inflatable or not.
  p('9506', 'stand up paddle board, paddle board, paddleboard, sup board, inflatable sup, isup, surfboard, bodyboard, body board, kneeboard, wakeboard, water ski', { w: 1.3 }),
  p('950629', 'stand up paddle board, paddle board, paddleboard, sup board, inflatable sup, isup, surfboard, bodyboard, body board, kneeboard, wakeboard, water ski', { w: 0.45 }),
  // Pretend-play copies of appliances are toys (9503), whatever they imitate; balance bikes without pedals are
  // wheeled toys of 9503, not cycles of 8712.
  p('9503', 'toy vacuum cleaner, toy vacuum, toy kitchen appliance, toy washing machine, toy microwave, toy blender, toy coffee machine, toy mixer, toy iron, toy sewing machine, toy cash register, toy drill, toy tool set, toy camera, toy phone, toy laptop, toy computer, toy cleaning set, pretend play cleaning, balance bike, push bike toddler, kids balance bike, toddler balance bike, running bike child', { w: 1.4 }),
  // Water-sport equipment 9506.29: kickboards, fins, snorkels, diving masks.
  p('950629', 'kickboard, kick board, swim board, swimming board, pull buoy, swim fin, swimming fin, flipper, snorkel, snorkel set, diving mask, snorkel mask, dive fin', { w: 0.5 }),
  p('9506', 'kickboard, kick board, swim board, swimming board, pull buoy', { w: 1.1 }),
  // Basketball hoops and goals, nets for games: equipment for outdoor games 9506.99.
  p('950699', 'basketball hoop, basketball stand, basketball goal, basketball backboard, basketball net, soccer goal, football goal, volleyball net, badminton net, tennis net', { w: 0.5 }),
  // Fish-hooks, snelled or not, are 9507.20 even sold in sets; lures with hooks are tackle of 9507.90.
  p('950720', 'fishing hook, fish hook, jig hook, treble hook, circle hook, carp hook, barbed hook, worm hook, octopus hook, offset hook, hook', { w: 0.6, when: 'fishing, fish, carp, jig, bait', unless: 'lure, minnow, popper, crankbait, spinnerbait, swimbait, soft bait, rod, reel, float, line' }),
  // 6601: garden and beach umbrellas .10; others with a telescopic (folding) shaft .91; others (straight, stick,
  // golf umbrellas) .99. Ribs, handles, runners are parts 6603.90, frames 6603.20.
  p('660110', 'umbrella, parasol', { w: 0.45, when: 'beach, garden, patio, market, cantilever, offset, outdoor table, terrace, pool, yard, courtyard, tilt, base' }),
  p('660191', 'umbrella, parasol, sun umbrella, rain umbrella', { w: 0.45, when: 'folding, foldable, fold, automatic, auto open, compact, travel, pocket, mini, capsule, telescopic, windproof', unless: 'beach, garden, patio, market, cantilever, straight, long handle, golf, stick umbrella, walking stick' }),
  p('660199', 'umbrella, parasol', { w: 0.45, when: 'straight, long handle, long, golf, stick umbrella, walking stick, hook handle, dome, bubble, wedding, kids, child', unless: 'beach, garden, patio, market, cantilever, folding, foldable, fold, automatic, compact, pocket, capsule, telescopic' }),
  p('6603', 'umbrella rib, umbrella ribs, umbrella repair, umbrella handle, umbrella runner, umbrella tip, umbrella frame, umbrella shaft', { w: 1.2 }),
  p('660390', 'umbrella rib, umbrella ribs, umbrella repair, umbrella handle, umbrella runner, umbrella tip', { w: 0.4 }),
  p('660320', 'umbrella frame, umbrella shaft', { w: 0.4 }),
  // Hats plaited or made by assembling strips (straw, raffia, paper braid) are 6504, not textile headgear of 6505.
  p('6504', 'hat, sun hat, cap, bucket hat, beach hat, fedora, cowboy hat, visor, boater, panama hat, wide brim hat', { w: 1.3, when: 'straw, raffia, paper straw, seagrass, wheat straw, panama, rattan, palm leaf, plaited, braided straw, woven straw' }),
  // Safety headgear 6506.10 whatever its material.
  p('650610', 'hard hat, safety helmet, construction helmet, industrial helmet, bump cap, climbing helmet', { w: 0.5 }),
  p('910521', 'cuckoo clock', { w: 0.3, unless: 'mechanical, weight driven, chain driven, wind up, one day' }),
  p('910529', 'cuckoo clock', { w: 0.4, when: 'mechanical, weight driven, chain driven, wind up, one day' }),
  // 9504: card games are playing cards (9504.40, CBP practice); board, table and parlour games 9504.90.
  p('9504', 'deck of card, party card game, drinking card game, family card game', { w: 1 }),
  p('950440', 'card game, uno, deck of card, party card game, drinking card game, family card game', { w: 0.45, unless: 'board game, board, dice game, trading card' }),
];
