import { p, type VocabEntry } from './types.js';

/**
 * Plastics (chapter 39): articles of plastics that shops name by what they hold or fit, the headings that
 * do name such articles when they are not of plastics, semi-manufactures by polymer and primary forms.
 * Written from the HS 2022 heading and subheading titles, chapter 39 notes, the US national-line titles and
 * CBP ruling practice, not from any evaluation set.
 *
 * GRI 1 and chapter 39 note 2: an accessory, holder, organiser, display, clip or cover of plastics that no
 * other heading names is "other articles of plastics" (3926), household ones 3924, packing 3923; the
 * headings the note excludes (4202 travel goods and cases of plastic sheeting, 9503 toys, 9405 lamps,
 * 9615 combs and hair slides, 9606 buttons, 9113 watch straps …) keep their goods.
 */
const PLASTIC = 'plastic, plastics, pp, pe, pet, pvc, hdpe, ldpe, polyethylene, polypropylene, polystyrene, acrylic, abs, silicone, resin, tpu, eva, polycarbonate, nylon plastic, pmma, plexiglass, perspex, lucite, vinyl';
const NOT_PAPER = 'plastic, plastics, pvc, pet, pp, pe, acrylic, clear, transparent, resin, silicone, tin, metal, iron, steel, aluminum, wood, wooden, bamboo, velvet, leather, fabric, glass, ceramic';

/** Words of a description of a polymer in primary form (chapter 39 note 6: liquids, pastes, powders, granules, flakes …). */
const PRIMARY = 'pellet, pellets, granule, granules, resin, powder, primary form, primary forms, chip, chips, flake, flakes, liquid, emulsion, dispersion, paste, virgin, homopolymer, copolymer, melt flow, melt index, injection grade, extrusion grade, injection molding grade, blow molding grade, film grade, fiber grade, bottle grade, masterbatch base, solution, latex, prepolymer';
/** Articles and semi-manufactures: a polymer named with these is not in primary form. */
const NOT_PRIMARY = 'sheet, film, foil, plate, tube, pipe, hose, rod, profile, bag, bottle, container, box, article, toy, figurine, statue, craft, mold, mould, jewelry, art, coaster, table, kit for craft, filament, fabric, yarn, fiber cloth, glue, adhesive, sealant, paint, coating, ink, varnish, putty, caulk, starch, toy, slime, cosmetic, cream, lotion, shampoo, hair';

/**
 * Polymers in primary forms (headings 3901-3914), by the polymer the subheadings name. Each row:
 * subheading, names of the polymer; the heading gets the same evidence (the subheading's names are the
 * heading's too).
 */
const PRIMARY_FORMS: Array<[string, string]> = [
  ['390110', 'low density polyethylene, ldpe, lldpe, linear low density polyethylene, polyethylene having a specific gravity of less than 0.94'],
  ['390120', 'high density polyethylene, hdpe, polyethylene having a specific gravity of 0.94 or more'],
  ['390130', 'ethylene vinyl acetate, ethylene vinyl acetate copolymer, eva copolymer, eva resin'],
  ['390140', 'ethylene alpha olefin copolymer, ethylene octene copolymer, ethylene butene copolymer, polyolefin elastomer, poe'],
  ['390210', 'polypropylene, polypropylene homopolymer, pp homopolymer, pp resin, pp granule, pp pellet'],
  ['390220', 'polyisobutylene, pib'],
  ['390230', 'propylene copolymer, polypropylene copolymer, pp copolymer, random copolymer polypropylene, impact copolymer polypropylene, propylene ethylene copolymer'],
  ['390311', 'expandable polystyrene, expansible polystyrene, eps bead, eps resin'],
  ['390319', 'polystyrene, general purpose polystyrene, gpps, high impact polystyrene, hips'],
  ['390320', 'styrene acrylonitrile, san copolymer, san resin'],
  ['390330', 'acrylonitrile butadiene styrene, abs resin, abs copolymer, abs pellet, abs granule'],
  ['390410', 'polyvinyl chloride, poly vinyl chloride, pvc resin, pvc powder, suspension pvc, emulsion pvc, paste pvc'],
  ['390421', 'rigid pvc compound, unplasticized pvc compound, non plasticised pvc compound'],
  ['390422', 'plasticized pvc compound, flexible pvc compound, soft pvc compound, plasticised pvc compound'],
  ['390430', 'vinyl chloride vinyl acetate copolymer'],
  ['390461', 'polytetrafluoroethylene, ptfe, ptfe powder, ptfe resin, ptfe dispersion'],
  ['390469', 'polyvinylidene fluoride, pvdf, fep resin, pfa resin, etfe resin, fluoropolymer, fluoroelastomer'],
  ['390512', 'polyvinyl acetate emulsion, polyvinyl acetate dispersion, pvac emulsion, pva emulsion'],
  ['390519', 'polyvinyl acetate, pvac resin'],
  ['390530', 'polyvinyl alcohol, pvoh, pva powder, pva resin, pva granule'],
  ['390591', 'vinyl acetate ethylene copolymer, vae emulsion, vinyl acetate copolymer, redispersible polymer powder'],
  ['390610', 'polymethyl methacrylate, poly methyl methacrylate, pmma, pmma granule, pmma resin'],
  ['390690', 'acrylic polymer, acrylic copolymer, acrylic emulsion, polyacrylate, sodium polyacrylate, polyacrylic acid, polyacrylamide, superabsorbent polymer, acrylic resin'],
  ['390710', 'polyacetal, polyoxymethylene, pom, acetal copolymer, acetal resin'],
  ['390729', 'polyether, polyether polyol, polyethylene glycol, peg, polypropylene glycol, ppg, polytetramethylene ether glycol, polyphenylene ether, ppe'],
  ['390730', 'epoxy resin, epoxide resin, epoxy'],
  ['390740', 'polycarbonate, pc resin, pc granule, pc pellet'],
  ['390750', 'alkyd resin, alkyd'],
  ['390761', 'bottle grade pet, pet bottle grade, pet resin bottle grade'],
  ['390769', 'polyethylene terephthalate, pet resin, pet chip, pet chips, pet granule, pet pellet, fiber grade pet'],
  ['390770', 'polylactic acid, poly lactic acid, pla resin, pla pellet, pla granule'],
  ['390791', 'unsaturated polyester resin, unsaturated polyester'],
  ['390799', 'polybutylene terephthalate, pbt, pbat, polybutylene adipate terephthalate, saturated polyester resin, polyester resin, polyester polyol, polycaprolactone'],
  ['390810', 'polyamide 6, polyamide 66, pa6, pa66, nylon 6, nylon 66, nylon 6 6, polyamide 12, pa12, nylon 12, nylon resin, nylon chip'],
  ['390890', 'polyamide resin, polyamide hot melt, dimer acid polyamide'],
  ['390910', 'urea formaldehyde, urea formaldehyde resin, urea resin'],
  ['390920', 'melamine formaldehyde, melamine resin, melamine formaldehyde resin, melamine moulding compound'],
  ['390931', 'polymeric mdi, crude mdi, polymethylene polyphenyl isocyanate'],
  ['390940', 'phenolic resin, phenol formaldehyde, phenol formaldehyde resin, novolac, resol, bakelite powder'],
  ['390950', 'polyurethane, polyurethane resin, thermoplastic polyurethane, tpu resin, tpu pellet, tpu granule, pu resin, polyurethane prepolymer, polyurethane dispersion'],
  ['391000', 'silicone, silicone oil, silicone fluid, silicone resin, silicone rubber, liquid silicone rubber, dimethicone, polydimethylsiloxane, pdms, silicone emulsion'],
  ['391110', 'petroleum resin, hydrocarbon resin, c5 resin, c9 resin, coumarone indene resin, polyterpene, terpene resin'],
  ['391190', 'polyphenylene sulfide, pps resin, polysulfone, polyether sulfone'],
  ['391211', 'cellulose acetate'],
  ['391231', 'carboxymethyl cellulose, carboxymethylcellulose, cmc, sodium carboxymethyl cellulose'],
  ['391239', 'hydroxypropyl methylcellulose, hpmc, methyl cellulose, methylcellulose, hydroxyethyl cellulose, hec, ethyl cellulose, hydroxypropyl cellulose'],
  ['391290', 'microcrystalline cellulose, cellulose powder, nitrocellulose'],
  ['391310', 'sodium alginate, alginic acid, alginate'],
  ['391390', 'xanthan gum, chitosan, dextran'],
  ['391400', 'ion exchange resin, ion exchanger, cation exchange resin, anion exchange resin'],
];

/** Plates, sheets, film, foil, strip of plastics (3920 non-cellular and not reinforced, 3921 other), by polymer. */
const SHEET = 'sheet, sheets, sheeting, film, foil, plate, strip, panel, board, membrane';
/** Made-up articles of sheeting are articles (3923, 3924, 3926 …), not sheeting. */
const SHEET_ARTICLES = 'bag, pouch, sack, curtain, shower curtain, tablecloth, table cover, cover, apron, raincoat, poncho, case, sleeve, glove, bib, tent, tarp cover, protector, screen protector, sticker, label, tape, mask, mat, placemat, envelope, folder, wrap for food';
const NONCELLULAR: Array<[string, string]> = [
  ['392010', 'polyethylene, pe, hdpe, ldpe, lldpe, polythene, ethylene vinyl acetate, eva'],
  ['392020', 'polypropylene, pp, bopp, cpp'],
  ['392030', 'polystyrene, hips, abs'],
  ['392043', 'plasticized pvc, plasticised pvc, flexible pvc, soft pvc, plasticizer, plasticiser, plasticized, plasticised'],
  ['392049', 'rigid pvc, unplasticized pvc, unplasticised pvc, upvc'],
  ['392051', 'pmma, polymethyl methacrylate, poly methyl methacrylate, plexiglass, perspex, acrylic sheet, cast acrylic, extruded acrylic, acrylic'],
  ['392061', 'polycarbonate, pc sheet, pc board, pc film, pc panel'],
  ['392062', 'polyethylene terephthalate, pet film, pet sheet, pet plate, pet strip, pet foil, clear pet, bopet, mylar, polyester film, apet, petg'],
  ['392071', 'cellophane, regenerated cellulose'],
  ['392073', 'cellulose acetate, acetate film'],
  ['392091', 'polyvinyl butyral, pvb'],
  ['392092', 'polyamide, nylon'],
  ['392093', 'melamine, amino resin'],
  ['392094', 'phenolic, phenolic resin'],
  ['392099', 'polytetrafluoroethylene, ptfe, teflon, polyimide, kapton, tpu, thermoplastic polyurethane, polyurethane, fluoropolymer, pvdf, polyvinyl fluoride, pvf, etfe'],
];
const CELLULAR: Array<[string, string]> = [
  ['392111', 'polystyrene, eps, xps, styrofoam, expanded polystyrene, extruded polystyrene'],
  ['392112', 'pvc, polyvinyl chloride, vinyl chloride, vinyl'],
  ['392113', 'polyurethane, pu, pu foam, polyurethane foam, memory foam'],
  ['392119', 'polyethylene, pe, epe, xpe, ixpe, eva, ethylene vinyl acetate, polypropylene, pp, epp, rubber plastic'],
];
const CELLULAR_WORDS = 'cellular, foam, foamed, expanded, sponge, closed cell, open cell';

export const PLASTICS: VocabEntry[] = [
  ...PRIMARY_FORMS.flatMap(([code, names]) => [
    p(code.slice(0, 4), names, { w: 0.8, when: PRIMARY, unless: NOT_PRIMARY }),
    p(code, names, { w: 0.6, when: PRIMARY, unless: NOT_PRIMARY }),
  ]),
  // Cellular sheets (3921.1x) by polymer; non-cellular, not reinforced (3920.xx) by polymer.
  ...CELLULAR.flatMap(([code, names]) => [p(code, SHEET, { w: 0.7, when: [names, CELLULAR_WORDS], unless: `self adhesive, adhesive, ${SHEET_ARTICLES}` })]),
  p('3921', SHEET, { w: 0.8, when: [CELLULAR_WORDS, 'plastic, plastics, polyethylene, pe, epe, xpe, eva, polyurethane, pu, pvc, polystyrene, eps, xps, polypropylene'], unless: `self adhesive, adhesive, rubber, ${SHEET_ARTICLES}` }),
  p('3921', SHEET, { w: 0.7, when: ['reinforced, laminated, supported, combined with, coated, metallized, metallised', 'plastic, plastics, polyethylene, pe, polypropylene, pp, pvc, polyester film, pet film, polycarbonate, polyamide, nylon, acrylic'], unless: `self adhesive, adhesive, cellular, foam, ${SHEET_ARTICLES}` }),
  p('392190', SHEET, { w: 0.5, when: ['reinforced, laminated, supported, combined with, coated', 'plastic, plastics, polyethylene, pe, polypropylene, pp, pvc, polyester film, pet film, polycarbonate, polyamide, nylon, acrylic'], unless: `self adhesive, adhesive, cellular, foam, ${SHEET_ARTICLES}` }),
  ...NONCELLULAR.map(([code, names]) => p(code, SHEET, { w: 0.5, when: names, unless: `cellular, foam, foamed, expanded, sponge, reinforced, laminated, self adhesive, adhesive, ${SHEET_ARTICLES}` })),
  p('3920', SHEET, { w: 0.6, when: 'nylon, polyamide, ptfe, polyimide, tpu, cellophane, pvb, polyvinyl butyral, pmma, plexiglass, perspex, mylar, bopet, bopp', unless: `cellular, foam, reinforced, laminated, self adhesive, adhesive, ${SHEET_ARTICLES}` }),

  // Cartons and boxes of paper or paperboard are 4819; a box of plastics is 3923.10 (packing) or 3924/3926.
  // "gift" is shop filler (tokenizer), so "gift box" reaches the vocabulary as "box": only paper makes it 4819.
  p('4819', 'gift box, packaging box, cosmetic box packaging', { w: 0.85, unless: NOT_PAPER }),
  p('3923', 'gift box, packaging box, candy box, favor box, cake box, cupcake box, display box, packing box', { w: 0.75, when: PLASTIC, unless: 'wood, wooden, paper, cardboard, kraft, tin, metal' }),
  p('392310', 'gift box, packaging box, candy box, favor box, cake box, cupcake box, packing box, box', { w: 0.5, when: PLASTIC, unless: 'wood, wooden, paper, cardboard, kraft, tin, metal, storage, organizer' }),

  // Display cases and stands for collectibles or goods, of plastics (3926.90): not toys (9503), not boxes of paper.
  p('3926', 'display case, display box, showcase, display stand, display rack, display holder, riser stand, display riser', { w: 1, when: PLASTIC, unless: 'wood, wooden, glass, metal, steel, aluminum, paper, cardboard, cabinet, led, lcd' }),
  p('392690', 'display case, display box, showcase, display riser, riser stand', { w: 0.6, when: PLASTIC, unless: 'wood, wooden, glass, metal, steel, aluminum, paper, cardboard, cabinet, led, lcd' }),

  // Jewellery packaging, display and storage are not jewellery (7117): the phrases keep the bare word
  // "jewelry" of a title or category path ("Jewelry Packaging & Display") from naming 7117. Heading 4202
  // names jewellery boxes of leather, plastic sheeting, textile or paperboard; a moulded plastic box is 3926.
  p('3926', 'jewelry display, jewelry stand, jewelry holder, jewelry organizer, jewelry storage, jewelry tray, jewelry packaging, earring holder, earring display, earring card, necklace holder, necklace stand, ring holder, ring display, bracelet display, bracelet holder', { w: 0.8, when: PLASTIC, unless: 'wood, wooden, metal, iron, steel, velvet, leather, fabric, glass, paper, cardboard' }),
  p('392690', 'jewelry display, jewelry stand, jewelry holder, jewelry organizer, jewelry storage, jewelry tray, earring holder, earring display, necklace holder, ring holder', { w: 0.5, when: PLASTIC, unless: 'wood, wooden, metal, iron, steel, velvet, leather, fabric, glass, paper, cardboard' }),
  p('3926', 'jewelry box, jewelry case, bead box, bead organizer, bead storage', { w: 1, when: 'acrylic, plastic, pp, abs, clear, transparent, resin', unless: 'wood, wooden, metal, velvet, leather, pu, fabric, paper, cardboard' }),
  // Earring backs of silicone or plastic: not base-metal clasps (8308), not jewellery.
  p('3926', 'earring back, earring backs, ear nut, earring stopper, ear back, earring stoppers', { w: 1.2, when: 'silicone, plastic, rubber, clear, transparent' }),
  p('392690', 'earring back, earring backs, ear nut, earring stopper, ear back', { w: 0.6, when: 'silicone, plastic, rubber, clear, transparent' }),

  // Clothes pegs: of wood 4421 (named there), of plastics 3926.90 (US 3926.90.65 to .70 "Clothespins").
  p('3926', 'clothes peg, clothes pin, clothespin, clothes clip, laundry clip, peg', { w: 1.1, when: PLASTIC, unless: 'wood, wooden, bamboo, steel, metal' }),
  p('392690', 'clothes peg, clothes pin, clothespin, clothes clip, laundry clip, peg', { w: 0.6, when: PLASTIC, unless: 'wood, wooden, bamboo, steel, metal' }),
  // Bag clips, sealing clips (household, 3924.90).
  p('3924', 'bag clip, sealing clip, food clip, chip clip, bag sealer clip', { w: 0.9, unless: 'steel, metal, wood, wooden' }),
  p('392490', 'bag clip, sealing clip, food clip, chip clip', { w: 0.5, unless: 'steel, metal, wood, wooden' }),

  // Closures of plastics are 3923.50; crown corks and caps of base metal are 8309.
  p('3923', 'bottle cap, beer cap, bottle stopper, wine stopper, bottle cover, cap cover, beer bottle cap', { w: 0.95, when: 'silicone, plastic, pp, pe, abs, rubber', unless: 'metal, aluminum, tin, steel, stainless, crown' }),
  p('392350', 'bottle cap, beer cap, bottle stopper, wine stopper, bottle cover, cap cover, beer bottle cap', { w: 0.6, when: 'silicone, plastic, pp, pe, abs, rubber', unless: 'metal, aluminum, tin, steel, stainless, crown' }),

  // PET "bottle grade" is the high-viscosity grade (intrinsic viscosity about 0.80 dl/g, 78 ml/g or more: 3907.61).
  p('3907', 'bottle grade pet, bottle grade polyethylene terephthalate, pet bottle grade', { w: 1 }),
  p('390761', 'bottle grade pet, bottle grade polyethylene terephthalate, pet bottle grade, bottle grade', { w: 0.8, when: 'pet, polyethylene terephthalate, polyester' }),

  // Monofilament over 1 mm, rods, sticks and profile shapes (3916) by polymer: 3916.10 ethylene, .20 vinyl chloride, .90 other.
  p('3916', 'rod, round bar, profile, profile shape, monofilament, welding rod', { w: 0.8, when: 'nylon, polyamide, pom, acetal, ptfe, teflon, polyethylene, pe, hdpe, uhmw, uhmwpe, pvc, polyvinyl chloride, polypropylene, pp, acrylic, pmma, abs, peek, polycarbonate', unless: 'steel, iron, aluminum, metal, wood, wooden, glass, fiber, fishing, curtain, towel, grab, chocolate, candy, glue' }),
  p('391610', 'rod, round bar, profile, profile shape, monofilament, welding rod', { w: 0.5, when: 'polyethylene, pe, hdpe, uhmw, uhmwpe', unless: 'steel, iron, aluminum, metal, wood, glass' }),
  p('391620', 'rod, round bar, profile, profile shape, monofilament, welding rod', { w: 0.5, when: 'pvc, polyvinyl chloride, vinyl chloride', unless: 'steel, iron, aluminum, metal, wood, glass' }),
  p('391690', 'rod, round bar, profile, profile shape, monofilament, welding rod', { w: 0.9, when: 'nylon, polyamide, pom, acetal, ptfe, teflon, polypropylene, pp, acrylic, pmma, abs, peek, polycarbonate', unless: 'steel, iron, aluminum, metal, wood, glass, polyethylene, pvc' }),

  // Tubes, pipes and hoses (3917): flexible ones split by burst pressure, reinforcement and fittings.
  p('3917', 'flexible hose, flexible tube, flexible tubing', { w: 0.9, when: 'plastic, pvc, polyurethane, pu, polyethylene, pe, silicone, nylon, tpu', unless: 'steel, stainless, rubber, metal, shower' }),
  p('391739', 'hose, tube, tubing, pipe, flexible hose, flexible tube, flexible tubing', { w: 0.5, when: ['reinforced, braided, spiral, wire reinforced, fiber reinforced', 'plastic, pvc, polyurethane, pu, polyethylene, pe, silicone, nylon, tpu'], unless: 'steel, rubber, metal, fitting, fittings, connector' }),
  p('391732', 'flexible tube, flexible tubing, flexible hose, tubing, soft tube, clear tube', { w: 0.5, when: 'pvc, polyvinyl chloride, silicone, polyurethane, pu, polyethylene, pe, nylon, tpu, plastic', unless: 'reinforced, braided, spiral, fitting, fittings, connector, rigid, steel, rubber' }),

  // Pallets of plastics (3923.90, articles for the conveyance of goods); of wood 4415.
  p('3923', 'pallet', { w: 1, when: PLASTIC }),
  p('392390', 'pallet', { w: 0.6, when: PLASTIC }),
  // Flower pots of plastics: household articles (3924.90), not kitchenware.
  p('392490', 'flower pot, plant pot, planter, flowerpot', { w: 0.6, when: PLASTIC }),
  // Door stops: of rubber 4016.99, of plastics 3926.90 (base-metal mountings are 8302).
  p('4016', 'door stopper, door stop, doorstop, door wedge, door stopper wedge', { w: 1.1, when: 'rubber', unless: 'metal, steel, zinc, stainless' }),
  p('401699', 'door stopper, door stop, doorstop, door wedge, door stopper wedge', { w: 0.6, when: 'rubber', unless: 'metal, steel, zinc, stainless' }),
  p('3926', 'door stopper, door stop, doorstop, door wedge', { w: 1, when: PLASTIC, unless: 'metal, steel, zinc, stainless, rubber' }),

  // 3D-printing filament: monofilament over 1 mm (3916); PLA, ABS, PETG, nylon are "other plastics" (3916.90).
  p('3916', 'printing material, 3d printing material, printer consumable', { w: 0.6 }),
  p('391690', 'printer filament, pla filament, abs filament, petg filament, tpu filament, 3d filament, 3d printing filament, filament', { w: 0.6, when: 'pla, abs, petg, tpu, nylon, asa, pc, carbon fiber, silk, printer, printing', unless: 'polyethylene, pe, hdpe, pvc' }),
];
