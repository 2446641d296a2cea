import { tokenize } from '../text/tokenize.js';

/**
 * Materials as sellers name them → the words HS titles use for them. Subheadings are split by material
 * ("of cotton", "of synthetic fibres", "of base metal", "with outer surface of plastics"), so a query that
 * says "polyester" must reach "synthetic … man-made fibres".
 */
const RAW: Array<[string, string]> = [
  ['polyester, nylon, polyamide, acrylic, acrylic fiber, spandex, elastane, lycra, polypropylene fiber, microfiber, polyester fiber, aramid, chemical fiber', 'synthetic manmade fiber'],
  ['viscose, rayon, modal, lyocell, tencel, acetate fiber, cupro', 'artificial manmade fiber'],
  ['cotton, pure cotton, organic cotton, cotton blend, denim, jeans', 'cotton'],
  ['wool, merino, lambswool, woolen', 'wool animal hair'],
  ['cashmere', 'kashmir cashmere wool animal hair'],
  ['alpaca, mohair, angora, camel hair, yak', 'fine animal hair wool'],
  ['silk, mulberry silk', 'silk'],
  ['linen, flax', 'flax'],
  ['hemp, jute, ramie', 'vegetable fiber'],
  ['fabric, cloth, textile, mesh, canvas, felt, lace, velvet, chiffon, satin, denim, oxford cloth, fleece', 'textile material'],
  ['leather, genuine leather, cowhide, calfskin, sheepskin, goatskin, pigskin, suede, nubuck, full grain, top grain', 'leather'],
  ['pu, fauxleather, leatherette, microfiber leather', 'plastic sheeting'],
  ['plastic, plastics, pvc, pp, pe, abs, pet, polyethylene, polypropylene, polystyrene, polycarbonate, acrylic sheet, pmma, plexiglass, eva, tpu, tpr, resin, epoxy, nylon plastic, polyurethane, ps, hdpe, ldpe, pom, melamine', 'plastic'],
  ['silicone', 'silicone plastic rubber'],
  ['rubber, latex, natural rubber, neoprene, nitrile, vulcanized rubber', 'rubber vulcanised'],
  ['stainless steel, steel, iron, cast iron, carbon steel, alloy steel, galvanized, 304, 316l, 201 stainless', 'iron steel base metal'],
  ['aluminum, aluminium alloy, aluminum alloy', 'aluminum base metal'],
  ['copper, brass, bronze, red copper', 'copper base metal'],
  ['zinc, zinc alloy, zamak', 'zinc base metal'],
  ['titanium, tungsten, tungsten steel, titanium steel', 'base metal'],
  ['alloy, metal, metallic, base metal, tin, pewter', 'base metal'],
  ['nickel', 'nickel base metal'],
  ['lead', 'lead base metal'],
  ['silver, sterling silver, 925 silver, s925, sterling, 925', 'silver precious metal'],
  ['gold, solid gold, 14k, 18k, 24k, 10k, karat gold, 9k', 'gold precious metal'],
  ['platinum, palladium', 'platinum precious metal'],
  ['gold plated, silver plated, plated, plating, electroplated, gold filled, vermeil', 'plated base metal'],
  ['pearl, cultured pearl, freshwater pearl, keshi pearl', 'pearl'],
  ['diamond, ruby, sapphire, emerald, jade, gemstone, precious stone, semi precious, agate, amethyst, crystal quartz, moonstone, turquoise, opal, garnet, topaz, tourmaline, natural stone', 'precious semi stone'],
  ['zircon, cubic zirconia, cz, rhinestone, synthetic diamond, moissanite, lab grown', 'synthetic reconstructed stone'],
  ['wood, wooden, timber, bamboo, pine, oak, walnut, beech, birch, mdf, plywood, rattan, wicker, solid wood', 'wood'],
  ['glass, tempered glass, borosilicate, crystal glass', 'glass'],
  ['ceramic, ceramics, stoneware, earthenware, pottery, terracotta', 'ceramic'],
  ['porcelain, bone china, fine china', 'ceramic porcelain china'],
  ['paper, cardboard, kraft, paperboard, carton, corrugated', 'paper paperboard'],
  ['stone, marble, granite, slate, quartz stone', 'stone'],
  ['cork', 'cork'],
  ['straw, raffia, seagrass, palm leaf', 'plaiting material'],
  ['fur, faux fur, mink, fox fur, rabbit fur', 'furskin'],
  ['feather, down, goose down, duck down', 'feather down'],
];

/**
 * Attributes implied by a product name, in the words the HS splits subheadings by: boots cover the ankle,
 * flip-flops have thong uppers plugged into the sole, a laptop is a portable machine, LEDs are
 * light-emitting diodes, a smartphone works on cellular networks.
 */
const IMPLIED: Array<[string, string]> = [
  ['boot, boots, ankle boot, booties, bootie, high top, high tops, knee high boot, snow boot, rain boot, chelsea boot, martin boot', 'covering ankle'],
  ['flip flop, flip flops, thong sandal, flipflop, herringbone slipper, herringbone sandal, clip toe, toe post, toe clip, pinch toe', 'thong plug'],
  ['running shoe, tennis shoe, basketball shoe, gym shoe, training shoe, athletic shoe, sport shoe, jogging shoe', 'sports training'],
  ['car, cars, vehicle, automobile, automotive, truck, suv', 'motor vehicle'],
  ['gasoline, petrol, gas powered, gasolinepoweredattr', 'spark ignition'],
  ['heated, heating, warming, usb heated', 'electric heating'],
  ['diesel', 'compression ignition'],
  ['cnc, numerical control, numerically controlled, cnc machine', 'numerically controlled'],
  ['handoperatedattr, manual, manually operated', 'hand operated'],
  ['playback, mp3, cd player, cassette, media player, audio player, usb player, music player', 'sound reproducing'],
  ['recorder, recording, dvr', 'recording'],
  // Watches and clocks are split by display: a digital (LCD, LED) display is opto-electronic.
  ['digital display, lcd display, led display, lcd screen, digital watch, digital clock', 'opto electronic'],
  // Garment names → the words of the HS garment headings.
  ['pant, pants, legging, jeans, jogger, sweatpant, chino, slack, cargo pant, yoga pant', 'trouser'],
  ['blazer, sport coat, suit jacket', 'jacket'],
  ['hoodie, sweatshirt, jumper, sweater, knitwear', 'pullover jersey'],
  ['polo, polo shirt, henley', 'shirt'],
  ['bra, bralette, sports bra', 'brassiere'],
  ['boxer, boxer brief, panty, panties, knicker, thong', 'brief underpant'],
  ['robe, bathrobe, dressing gown', 'bathrobe dressing gown'],
  ['nightgown, nightie, night gown, sleep shirt, sleepshirt, night shirt', 'nightdress nightshirt'],
  ['sleepwear, loungewear, lounge set, pajama set, pj set', 'pajama'],
  ['boxer short, boxer shorts', 'underpant brief'],
  ['parka, puffer jacket, down jacket, windbreaker, anorak', 'anorak jacket'],
  ['swimsuit, bikini, swim trunk, board short, swimwear', 'swimwear'],
  ['ski boot, snowboard boot', 'ski'],
  ['steel toe, steel toecap, steel toe cap, steel capped, steel cap', 'metal toe cap'],
  // Subheading note 1 to chapter 64: footwear with (provision for) cleats or spikes, cycling, skating, boxing and wrestling footwear is sports footwear.
  ['football boot, soccer boot, soccer cleat, soccer shoe, football shoe, rugby boot, cleat, golf shoe, cycling shoe, track spike, skating boot, boxing shoe, wrestling shoe', 'sports'],
  ['laptop, notebook computer, tablet, tablet pc', 'portable'],
  ['led, led light, led lamp, led bulb, led strip', 'light emitting diode'],
  ['smartphone, mobile phone, cell phone, cellphone', 'cellular network'],
  ['bluetooth, wifi, wireless', 'wireless'],
  ['lithium, li ion, lithium ion, lipo', 'lithium ion'],
  ['solar', 'photovoltaic'],
  ['earring, ring, necklace, bracelet, pendant, brooch', 'jewellery'],
  ['stud earring, ear stud', 'earring'],
  // Chapter 39 subheadings name plastics by their monomer ("of polymers of ethylene", "of polymers of vinyl chloride").
  ['polyethylene, polythene, hdpe, ldpe, lldpe', 'ethylene'],
  ['polypropylene, bopp', 'propylene'],
  ['pvc, polyvinyl chloride, upvc', 'vinyl chloride'],
  ['polystyrene, expanded polystyrene, styrofoam', 'styrene'],
  ['acrylic sheet, pmma, plexiglass, perspex, acrylic glass', 'acrylic methyl methacrylate'],
];

/** Folded phrase → extra lemmas added to the query at lower weight. */
export interface Expansion {
  phrase: string;
  extra: string[];
  /** Weight of the added lemmas in title matching (implied attributes count less than named materials). */
  weight: number;
}

const compile = (rows: Array<[string, string]>, weight: number): Expansion[] =>
  rows.flatMap(([phrases, extra]) => {
    const add = tokenize(extra);
    return phrases
      .split(',')
      .map((x) => tokenize(x.trim()).join(' '))
      .filter(Boolean)
      .map((phrase) => ({ phrase, extra: add, weight }));
  });

export const EXPANSIONS: Expansion[] = [...compile(RAW, 0.6), ...compile(IMPLIED, 0.35)];
