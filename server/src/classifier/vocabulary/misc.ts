import { p, type VocabEntry } from './types.js';

/**
 * Subheading evidence for miscellaneous consumer goods: wigs and false eyelashes (6704), artificial flowers
 * (6702), luminaires (9405, HS 2022 subheadings by kind and by "designed for use solely with LED light sources"),
 * seats and furniture (9401, 9403), brushes (9603), combs and hair-slides (9615), pens and pencils (9608, 9609),
 * powder puffs (9616), articles of wood (4419-4421) and cosmetics (3304-3307). Written from the HS 2022 heading and
 * subheading titles, the chapter notes and the US national-line titles, not from any evaluation set.
 */
const PLASTIC = 'plastic, acrylic, resin, pp, pe, pvc, abs, tpu, tpr, silicone, polycarbonate, nylon, celluloid, cellulose acetate, acetate';
const WOOD = 'wood, wooden, solid wood, pine, oak, walnut, beech, teak, acacia, mango wood, rubberwood, birch, mdf, plywood, particle board, sandalwood';
const METAL = 'metal, steel, iron, stainless steel, aluminum, alloy, zinc alloy, brass, copper, wrought iron, chrome';
/** Textile or paper petals: artificial flowers of other materials than plastics (6702.90). */
const FLOWER_OTHER = 'silk, polyester, fabric, cloth, satin, velvet, textile, paper, feather, organza, linen';
const FLOWER_PLASTIC = 'plastic, pe, pu, pvc, latex, real touch, eva, foam, silicone, plastic stem';
/**
 * Artificial flowers, foliage and plants (6702): words that keep a shop's "festive / party supplies" category from
 * sending them to 9505 (6702 names them; a festive article of 9505 is named by its festival, e.g. Christmas).
 */
export const ARTIFICIAL_FLORA_WORDS = 'artificial flower, fake flower, silk flower, faux flower, artificial plant, fake plant, faux plant, artificial rose, fake rose, silk rose, artificial greenery, fake greenery, faux greenery, artificial bouquet, artificial leaf, fake leaf, artificial vine, fake vine, artificial ivy, artificial eucalyptus, fake eucalyptus, artificial succulent, artificial dried flower, artificial peony, artificial hydrangea';
const HUMAN_HAIR = 'human hair, remy, remy hair, virgin hair, brazilian hair, peruvian hair, malaysian hair, indian hair, raw hair, hair bundle, lace frontal, lace closure';
const SYNTHETIC_HAIR = 'synthetic, synthetic hair, synthetic fiber, heat resistant, heat resistant fiber, kanekalon, futura, high temperature fiber, toyokalon';
const UPHOLSTERED = 'upholstered, padded, cushioned, velvet, linen, fabric, leather, fauxleather, sponge, foam, tufted, boucle';

export const MISC: VocabEntry[] = [
  // 6704: wigs of synthetic textile materials (6704.11 complete wigs, .19 other), of human hair (.20), of other
  // materials (.90: animal hair such as mink, horse or yak hair). A wig that names no material is taken as synthetic,
  // the bulk of the trade; human-hair bundles and frontals name their hair.
  p('670411', 'wig, cosplay wig, bob wig, lace front wig, party wig, costume wig, full wig, anime wig, drag wig', { w: 0.35, unless: `${HUMAN_HAIR}, human, mink, animal hair, horse hair, yak` }),
  p('670420', 'wig, hair extension, hair bundle, bundle, weave, hair weave, closure, frontal, lace frontal, ponytail, toupee, hairpiece, hair topper, clip in, tape in', { w: 0.45, when: HUMAN_HAIR, unless: SYNTHETIC_HAIR }),
  p('6704', 'hair bundle, hair bundles, bundles with closure, lace frontal, lace closure, frontal wig, body wave bundle, braiding hair, crochet hair, crochet braid, box braid, synthetic braid', { w: 1 }),
  p('670419', 'braiding hair, crochet hair, crochet braid, box braid, synthetic braid, jumbo braid', { w: 0.4, unless: HUMAN_HAIR }),
  p('670490', 'wig, hairpiece, hair extension, mink lash, mink eyelash, mink false eyelash, eyelash, false eyelash, lash, strip lash', { w: 0.5, when: 'mink, real mink, mink fur, siberian mink, horse hair, animal hair', unless: 'faux mink, faux, synthetic, imitation, fake mink, silk, vegan, pbt' }),

  // 6702: artificial flowers, foliage and fruit, and articles made of them, whatever the occasion they decorate
  // (GRI 1; 9505 festive articles are named by their festival). Of plastics 6702.10, of other materials 6702.90;
  // fabric petals on plastic stems take their character from the petals (GRI 3(b)): 6702.90.
  p('6702', 'silk rose petal, artificial rose petal, fake rose petal, artificial petal, fake petal, silk petal, artificial leaf, fake leaf, artificial leaves, fake leaves, artificial vine, fake vine, artificial ivy, fake ivy, ivy garland, artificial eucalyptus, fake eucalyptus, faux eucalyptus, artificial succulent, faux succulent, artificial bouquet, fake bouquet, faux greenery, artificial hanging plant, flower wall, artificial flower wall, paper flower, artificial peony, fake peony, artificial hydrangea, artificial orchid, artificial lavender, artificial pampas, artificial bonsai, artificial topiary', { w: 1 }),
  // Articles made of artificial flowers (heading 6702 text): corsages, boutonnieres, flower crowns of artificial flowers.
  p('6702', 'corsage, wrist corsage, boutonniere, buttonhole flower, artificial flower crown, artificial flower garland', { w: 1 }),
  p('670290', 'silk rose petal, silk petal, artificial flower, fake flower, silk flower, faux flower, artificial rose, fake rose, silk rose, artificial bouquet, artificial peony, artificial hydrangea, paper flower, flower wall, artificial plant, artificial leaf, artificial vine, artificial garland', { w: 0.4, when: FLOWER_OTHER }),
  p('670210', 'artificial flower, fake flower, faux flower, artificial rose, fake rose, artificial plant, fake plant, faux plant, artificial succulent, faux succulent, artificial leaf, fake leaf, artificial vine, fake vine, artificial ivy, artificial eucalyptus, faux eucalyptus, artificial greenery, faux greenery, artificial tree, artificial hedge, artificial grass wall, artificial bonsai, artificial topiary', { w: 0.4, when: FLOWER_PLASTIC, unless: 'silk, polyester, fabric, cloth, satin, velvet, paper' }),

  // 9405 (HS 2022): ceiling and wall fittings .11/.19, table, desk, bedside and floor lamps .21/.29, lighting strings
  // for Christmas trees .31/.39, other electric luminaires .41 photovoltaic LED / .42 LED / .49 other, non-electric
  // .50, illuminated signs .61/.69, parts .91 glass / .92 plastics / .99 other.
  p('940541', 'solar light, solar lamp, solar garden light, solar lantern, solar string light, solar flood light, solar street light, solar powered light, solar path light, solar pathway light, solar fence light, solar spotlight', { w: 0.6 }),
  p('940550', 'oil lamp, kerosene lamp, kerosene lantern, paraffin lamp, hurricane lantern, gas lantern, oil lantern, candle lantern', { w: 0.7 }),
  p('9405', 'oil lamp, kerosene lamp, kerosene lantern, paraffin lamp, hurricane lantern, oil lantern', { w: 1 }),
  p('940561', 'neon sign, led sign, illuminated sign, open sign, light box sign, led neon sign, neon light sign, exit sign', { w: 0.8 }),
  p('940521', 'desk lamp, table lamp, floor lamp, bedside lamp, reading lamp, standing lamp', { w: 0.25, unless: 'e27, e26, e14, bulb, incandescent, halogen, edison' }),
  p('940542', 'night light, projection lamp, sunset lamp, galaxy projector, star projector, moon lamp, ring light, grow light, light bar, flood light, floodlight, work light, under cabinet light, motion sensor light, strip light, led strip, light strip, rope light', { w: 0.35, unless: 'solar, e27, e26, e14, incandescent, halogen' }),

  // 9403: wooden furniture by use (office .30, kitchen .40, bedroom .50, other .60), metal (.10 office, .20 other),
  // plastics (.70), bamboo/rattan (.82/.83), parts of wood (.91) or other (.99).
  p('940350', 'nightstand, bedside table, bed frame, bed, wardrobe, dresser, chest of drawers, headboard, bunk bed, loft bed, vanity table, makeup vanity, bedroom furniture, crib, baby crib, toddler bed', { w: 0.45, when: WOOD, unless: `${METAL}, ${PLASTIC}` }),
  p('940340', 'kitchen cabinet, kitchen island, pantry cabinet, kitchen cart, kitchen shelf', { w: 0.45, when: WOOD, unless: `${METAL}, ${PLASTIC}` }),
  p('940330', 'office desk, computer desk, writing desk, filing cabinet, office cabinet, office furniture, standing desk', { w: 0.4, when: WOOD, unless: `${METAL}, ${PLASTIC}` }),
  p('940310', 'office desk, filing cabinet, office cabinet, office furniture, file cabinet', { w: 0.4, when: METAL, unless: WOOD }),
  // "office desk" as a phrase names 9403 (desks are furniture; 83.04 is desk equipment such as trays and stands).
  p('9403', 'office desk, office table, filing cabinet, file cabinet, office cabinet', { w: 1, unless: 'organizer, tray, file tray, letter tray, desk organizer, pen holder, stand' }),
  p('940391', 'table leg, furniture leg, sofa leg, cabinet leg, chair leg, bed slat, furniture part, drawer front, cabinet door', { w: 0.8, when: WOOD, unless: METAL }),
  p('940399', 'table leg, furniture leg, sofa leg, cabinet leg, hairpin leg, furniture part', { w: 0.8, when: `${METAL}, ${PLASTIC}`, unless: WOOD }),
  p('9403', 'table leg, furniture leg, sofa leg, cabinet leg, hairpin leg, bed slat', { w: 1 }),

  // 9401: swivel seats with height adjustment (.31 wood / .39 other), seats convertible into beds (.41/.49), of bamboo
  // or rattan (.52/.53), other seats with wooden frames (.61 upholstered / .69 not), with metal frames (.71/.79),
  // other seats (.80: of plastics, moulded).
  p('940139', 'office chair, swivel chair, gaming chair, computer chair, desk chair, ergonomic chair, task chair, executive chair, swivel stool, salon chair', { w: 0.4, unless: WOOD }),
  // Any seat that swivels and adjusts in height is 9401.3x (bar stools, salon and drafting stools), not a seat by frame.
  p('940139', 'bar stool, counter stool, stool, chair, barstool, drafting stool, salon stool, swivel seat, office chair, desk chair, task chair, computer chair, gaming chair, executive chair', { w: 0.6, when: ['swivel, swivelling, 360 degree', 'adjustable, height adjustable, adjustable height, height adjustment, gas lift, hydraulic, lift'], unless: WOOD }),
  p('940131', 'bar stool, counter stool, stool, chair, barstool, swivel seat', { w: 0.45, when: ['swivel, swivelling, 360 degree', 'adjustable, height adjustable, adjustable height, gas lift, hydraulic, lift', WOOD] }),
  p('940149', 'sofa bed, futon, sleeper sofa, chair bed, convertible sofa, sofa cum bed', { w: 0.45, unless: WOOD }),
  p('940141', 'sofa bed, futon, sleeper sofa, chair bed, convertible sofa', { w: 0.45, when: WOOD }),
  // Other seats with wooden frames (9401.61 upholstered / 9401.69 other), as 9401.71/.79 for metal frames; without
  // this a plain "wood chair" drifted to 9401.31 (swivel seats of wood), whose title is the nearest "of wood".
  p('940161', 'chair, dining chair, armchair, accent chair, sofa, bench, stool, lounge chair, recliner', { w: 0.4, when: [WOOD, UPHOLSTERED], unless: 'swivel, swivelling, rattan, wicker, bamboo, metal frame, steel frame' }),
  p('940169', 'chair, dining chair, folding chair, bench, stool, rocking chair, garden chair, kids chair, step stool, bar stool', { w: 0.55, when: WOOD, unless: `${UPHOLSTERED}, swivel, swivelling, rattan, wicker, bamboo, metal frame, steel frame` }),
  p('940171', 'chair, dining chair, armchair, accent chair, sofa, bench, bar stool, stool, lounge chair, recliner', { w: 0.4, when: [METAL, UPHOLSTERED], unless: `${WOOD}, rattan, wicker, bamboo` }),
  p('940179', 'chair, folding chair, camping chair, beach chair, bench, bar stool, stool, lounge chair, garden chair, director chair', { w: 0.4, when: METAL, unless: `${WOOD}, ${UPHOLSTERED}, rattan, wicker, bamboo` }),
  p('940179', 'camping chair, folding camping chair, beach chair, fishing chair, director chair, moon chair', { w: 0.3, unless: `${WOOD}, rattan, wicker, bamboo, ${PLASTIC}` }),
  // Piano stools and benches are seats of 94.01, not accessories of musical instruments (Explanatory Note to 92.09).
  p('9401', 'piano bench, piano stool, piano chair', { w: 1.2 }),
  p('9401', 'garden chair, patio chair, lawn chair, stacking chair, stackable chair, kids chair, bath stool, shower stool, moon chair, fishing chair, director chair', { w: 0.9 }),
  // The longer names of the 9401.79 hint below would otherwise hide "chair" (a subheading hint names no heading).
  p('9401', 'camping chair, folding camping chair, beach chair, folding beach chair, folding chair, portable chair', { w: 1 }),
  p('940180', 'chair, stool, step stool, garden chair, kids chair, bath stool, shower stool, stacking chair, stackable chair, bench', { w: 0.4, when: PLASTIC, unless: `${WOOD}, ${METAL}, ${UPHOLSTERED}` }),

  // 9603: brushes. Brushes for applying cosmetics are 9603.30 (with artists' brushes), not toilet brushes for use on
  // the person (9603.29: hair, nail, eyelash, shaving brushes); brooms of twigs or other vegetable material bound
  // together 9603.10, all other brooms, mops, household brushes and lint rollers 9603.90.
  p('960330', 'makeup brush, make up brush, cosmetic brush, foundation brush, powder brush, blush brush, eyeshadow brush, eye shadow brush, concealer brush, kabuki brush, contour brush, lip brush, makeup brush set, artist brush, artist paint brush, watercolor brush, paint brush set artist, calligraphy brush, writing brush, nail art brush', { w: 0.6 }),
  p('960330', 'brush, brush set', { w: 0.5, when: 'makeup, make up, cosmetic, eyeshadow, eye shadow, foundation, blush, powder, concealer, contour, kabuki, lip, highlighter' }),
  p('9603', 'makeup brush, make up brush, cosmetic brush, foundation brush, powder brush, blush brush, eyeshadow brush, kabuki brush, contour brush, makeup brush set, spoolie, mascara wand, lint roller, lint remover roller, mop, spin mop, flat mop, microfiber mop, dish brush, toilet brush, bottle brush, broom, dustpan and broom', { w: 1.1 }),
  p('960390', 'broom, dustpan and broom, broom and dustpan, toilet brush, toilet brush holder, dish brush, scrub brush, cleaning brush, bottle brush, mop, spin mop, flat mop, microfiber mop, lint roller, squeegee, feather duster, grill brush, shoe brush, pet brush, window brush', { w: 0.5, unless: 'twig, straw, sorghum, broomcorn, corn, coconut, palm, rice straw, grass broom, bamboo broom' }),
  p('960310', 'broom, besom, whisk broom', { w: 0.5, when: 'twig, straw, sorghum, broomcorn, corn, coconut, palm, rice straw, grass, bamboo, vegetable fibre' }),
  p('960329', 'eyebrow brush, spoolie, mascara wand, eyelash brush, hair brush, hairbrush, paddle brush, detangling brush, nail brush, shaving brush, beard brush, bath brush, body brush', { w: 0.5 }),
  p('960321', 'toothbrush, tooth brush, bamboo toothbrush, charcoal toothbrush, kids toothbrush, interdental brush', { w: 0.6 }),
  p('9603', 'toothbrush, bamboo toothbrush, charcoal toothbrush', { w: 1.2 }),

  // 9615: combs, hair-slides and the like (.11 of hard rubber or plastics, .19 of other materials); hairpins,
  // curling pins and grips, hair-curlers (.90).
  p('961590', 'bobby pin, hair pin, hairpin, hair grip, u shaped hair pin, hair curler, hair roller, curling pin, curler, foam roller hair, flexi rod, perm rod, heatless curler', { w: 0.6 }),
  p('961511', 'comb, hair clip, claw clip, hair claw, barrette, hair slide, snap clip, alligator clip hair, headband, hair band, hair comb, jaw clip, banana clip', { w: 0.7, when: PLASTIC, unless: `${METAL}, ${WOOD}` }),
  p('961519', 'comb, hair comb, hair clip, barrette, hair slide, snap clip, claw clip, hair claw', { w: 0.45, when: `${METAL}, ${WOOD}, horn, bone, bamboo`, unless: PLASTIC }),
  p('9615', 'wooden comb, sandalwood comb, horn comb, bamboo comb, metal comb, claw clip, hair claw, jaw clip', { w: 1.1 }),

  // 9608 pens (.10 ball-point, .20 felt-tipped and markers, .30 fountain, .40 propelling pencils, .60 refills);
  // 9609.10 pencils with leads encased in a sheath (coloured pencils too); 9616.20 powder puffs and pads.
  p('960810', 'ballpoint pen, ball pen, gel pen, gel ink pen, rollerball pen, retractable pen, click pen, ballpoint', { w: 0.55, unless: 'refill' }),
  p('960860', 'pen refill, ballpoint refill, refill, gel pen refill', { w: 0.5 }),
  p('960910', 'colored pencil, coloured pencil, color pencil, graphite pencil, drawing pencil, sketch pencil, hb pencil, watercolor pencil, wooden pencil', { w: 0.5 }),
  p('961620', 'makeup sponge, beauty blender, beauty sponge, powder puff, cosmetic puff, makeup puff, blending sponge, air cushion puff', { w: 0.6 }),
  p('9616', 'makeup sponge, beauty blender, beauty sponge, blending sponge, makeup puff', { w: 1.1 }),

  // 44: wooden articles. Clothes pegs are 4421.99 (hangers alone are 4421.10); coffee stirrers, wall hook racks
  // of wood 4421.
  // Clothes pegs share the word "clothes" with 4421.10 (hangers), whose sibling title excludes hangers: a firmer hint.
  p('442199', 'clothes peg, clothespin, clothes pin, wooden peg', { w: 1.1, when: WOOD, unless: 'bamboo' }),
  p('442191', 'clothes peg, clothespin, clothes pin', { w: 1.1, when: 'bamboo' }),
  p('442199', 'coffee stirrer, stirring stick, wooden stirrer, wall hook rack, coat rack wall, hook rack, key rack', { w: 0.5, when: WOOD, unless: 'bamboo' }),
  p('4421', 'clothes peg, clothespin, clothes pin, coffee stirrer, wooden stirrer, stirring stick', { w: 1.1, when: 'wood, wooden, bamboo, birch' }),
  // Bamboo steamers are kitchenware of bamboo (4419.19), not other articles of bamboo.
  p('4419', 'bamboo steamer, steamer basket, dim sum steamer', { w: 1.1, when: 'bamboo, wood, wooden' }),
  p('441919', 'bamboo steamer, steamer basket, dim sum steamer', { w: 0.5, when: 'bamboo' }),
  // Stands and holders of wood for phones, tablets, headphones, books, keys: wooden articles n.e.s. (4421.91 bamboo /
  // .99 other), neither furniture (9403: not placed on the floor or wall as furniture) nor the apparatus they hold.
  p('4421', 'phone stand, phone holder, tablet stand, tablet holder, headphone stand, headset stand, laptop stand, book stand, key holder, watch stand, glasses stand, sunglasses holder, cell phone stand', { w: 1.1, when: 'wood, wooden, bamboo, walnut, oak, beech, pine, acacia' }),
  p('442191', 'phone stand, phone holder, tablet stand, headphone stand, laptop stand, book stand, key holder, watch stand, cell phone stand', { w: 0.5, when: 'bamboo' }),
  p('442199', 'phone stand, phone holder, tablet stand, headphone stand, laptop stand, book stand, key holder, watch stand, cell phone stand', { w: 0.5, when: 'wood, wooden, walnut, oak, beech, pine, acacia', unless: 'bamboo' }),
  p('4421', 'wall hook rack, coat rack wall, coat hook rack, hook rack, key rack, wall hanger rack', { w: 0.9, when: WOOD }),

  // 33: cosmetics. Eye make-up (3304.20) includes eyebrow pencils and eyeliner pens; hair lacquers 3305.30,
  // other hair preparations 3305.90 (dyes, oils, serums, waxes); perfuming preparations for rooms 3307.41
  // (agarbatti, burning) / 3307.49 (diffusers, car fresheners); depilatories 3307.90.
  p('3304', 'eyeliner pen, liquid eyeliner, eyebrow pen, brow pencil, eyebrow pencil, lip liner pencil, eyeliner pencil, kajal', { w: 1.1 }),
  p('3304', 'cuticle oil, cuticle cream, cuticle remover, nail oil, nail hardener, nail strengthener, nail treatment', { w: 1.1 }),
  p('330430', 'cuticle oil, cuticle cream, cuticle remover, nail oil, nail hardener, nail strengthener, nail treatment', { w: 0.5 }),
  p('3307', 'aftershave, aftershave balm, aftershave lotion, after shave balm, after shave lotion, pre shave oil', { w: 1.1 }),
  p('330710', 'aftershave, aftershave balm, aftershave lotion, after shave balm, after shave lotion, pre shave oil, shaving cream, shaving foam, shaving gel, shaving soap', { w: 0.5 }),
  p('330520', 'hair relaxer, relaxer, perm lotion, perming, hair straightening cream, permanent straightening, keratin straightening', { w: 0.6 }),
  p('330420', 'eyeliner pen, liquid eyeliner, eyebrow pen, brow pencil, eyebrow pencil, eyeliner pencil, kajal, eyeshadow palette, brow pomade', { w: 0.5 }),
  p('330530', 'hair spray, hairspray, hair lacquer', { w: 0.5 }),
  p('330590', 'hair dye, hair color, hair colour, hair oil, hair serum, hair growth oil, hair growth serum, hair wax, hair gel, hair mask, hair tonic, pomade, hair pomade, conditioner, leave in conditioner, hair cream', { w: 0.45 }),
  p('3305', 'hair serum, hair growth oil, hair growth serum, hair oil, hair tonic, hair dye cream, rosemary hair oil', { w: 1.1 }),
  p('330741', 'incense, incense stick, incense cone, agarbatti, dhoop, backflow incense, sage smudge stick', { w: 0.6 }),
  p('330749', 'reed diffuser, diffuser oil, fragrance oil, room spray, air freshener, car air freshener, car perfume, car fragrance, room fragrance, linen spray, scented sachet, aroma bead', { w: 0.5 }),
  p('3307', 'reed diffuser, reed diffuser set, room diffuser, car perfume, car fragrance, car air freshener', { w: 1.2 }),
  p('330790', 'hair removal cream, depilatory, depilatory cream, wax strip, hair removal wax, contact lens solution', { w: 0.5 }),
  p('330730', 'bath bomb, bath salt, bubble bath, bath oil, shower steamer, bath soak', { w: 0.5 }),
];
