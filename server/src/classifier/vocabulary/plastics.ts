import { p, type VocabEntry } from './types.js';
import { GARMENT_WORDS } from './knit-woven.js';

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
const NOT_PRIMARY = 'sink, basin, washbasin, bathtub, tub, door, window, tank, seat, tray, curtain, belt, hose, blind, shutter, sheet, film, foil, plate, tube, pipe, hose, rod, profile, bag, bottle, container, box, article, toy, figurine, statue, craft, mold, mould, jewelry, art, coaster, table, kit for craft, filament, fabric, yarn, fiber cloth, sheeting, strip, foil, mat, pad, membrane, board, panel, laminate, protector, case, cover, mold, mould, baking, glue, adhesive, sealant, paint, coating, ink, varnish, putty, caulk, starch, toy, slime, cosmetic, cream, lotion, shampoo, hair';

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
  ['390740', 'polycarbonate'],
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
  ['391000', 'silicone oil, silicone fluid, silicone resin, liquid silicone rubber, silicone rubber raw, dimethicone, polydimethylsiloxane, pdms, silicone emulsion'],
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
const SHEET = 'sheet, sheets, sheeting, film, foil, plate, strip, panel, board, membrane, stretch wrap, stretch film, shrink wrap, shrink film, pallet wrap, cling wrap, mulch film, greenhouse film, greenhouse covering, pond liner, geomembrane, interlayer, vapor barrier, vapour barrier, strapping band, strapping, packing strap, strap band';
/** Made-up articles of sheeting are articles (3923, 3924, 3926 …), not sheeting. */
/** The HS 3920 wording negates the whole list ("not reinforced, laminated, supported or similarly combined"): after "not" drops
 * the first word, these word pairs are what is left of the negated list. */
const NEGATED_LIST = 'laminated combined, laminated supported, supported similarly, similarly combined, otherwise combined';
const SHEET_ARTICLES = 'bag, pouch, sack, curtain, shower curtain, tablecloth, table cover, cover, apron, raincoat, poncho, case, sleeve, glove, bib, tent, tarp cover, protector, screen protector, sticker, label, tape, mask, mat, placemat, envelope, folder, wrap for food, robe, bathrobe, gown, cape, coverall, smock, jumpsuit, flooring, floor covering, panties, pantie, briefs, underwear';
const NONCELLULAR: Array<[string, string]> = [
  ['392010', 'polyethylene, pe, hdpe, ldpe, lldpe, polythene, ethylene vinyl acetate, eva'],
  ['392020', 'polypropylene, pp, bopp, cpp'],
  ['392030', 'polystyrene, hips, abs'],
  ['392043', 'plasticized pvc, plasticised pvc, flexible pvc, soft pvc, plasticizer, plasticiser, plasticized, plasticised'],
  ['392049', 'rigid pvc, unplasticized pvc, unplasticised pvc, upvc'],
  ['392051', 'pmma, polymethyl methacrylate, poly methyl methacrylate, plexiglass, perspex, acrylic sheet, cast acrylic, extruded acrylic, acrylic'],
  ['392061', 'polycarbonate'],
  ['392062', 'polyethylene terephthalate, pet film, pet sheet, pet plate, pet strip, pet foil, clear pet, bopet, mylar, polyester film, apet'],
  // Subheading note 1(a) to chapter 39: a "poly…" subheading needs 95 % or more of that monomer unit; PETG (glycol-modified
  // copolyester) and PBT sheets are other polyesters.
  ['392069', 'petg, pctg, copolyester, polybutylene terephthalate, pbt, polylactic acid, pla'],
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
const PLASTIC_SHEET_POLYMERS = 'plastic, plastics, polyvinyl chloride, pvc, vinyl, polyethylene, pe, polypropylene, pp, polyurethane, pu, polyester, polycarbonate, acrylic, polystyrene, abs, nylon, polyamide, ethylene vinyl acetate, eva, fiberglass reinforced, fiberglass reinforced plastic, frp, thermoplastic, ptfe, polytetrafluoroethylene, silicone';
const CELLULAR_WORDS = 'cellular, foam, foamed, expanded, sponge, closed cell, open cell';

export const PLASTICS: VocabEntry[] = [
  ...PRIMARY_FORMS.flatMap(([code, names]) => [
    p(code.slice(0, 4), names, { w: 0.8, when: PRIMARY, unless: NOT_PRIMARY }),
    p(code, names, { w: 0.6, when: PRIMARY, unless: NOT_PRIMARY }),
  ]),
  // Cellular sheets (3921.1x) by polymer; non-cellular, not reinforced (3920.xx) by polymer.
  ...CELLULAR.flatMap(([code, names]) => [p(code, SHEET, { w: 0.7, when: [names, CELLULAR_WORDS], unless: `self adhesive, adhesive, ${SHEET_ARTICLES}` })]),
  p('3921', SHEET, { w: 0.8, when: [CELLULAR_WORDS, 'plastic, plastics, polyethylene, pe, epe, xpe, eva, polyurethane, pu, pvc, polystyrene, eps, xps, polypropylene'], unless: `self adhesive, adhesive, rubber, ${SHEET_ARTICLES}` }),
  p('3921', SHEET, { w: 0.7, when: ['reinforced, laminated, supported, coated, metallized, metallised', 'plastic, plastics, polyethylene, pe, polypropylene, pp, pvc, polyester film, pet film, polycarbonate, polyamide, nylon, acrylic'], unless: `self adhesive, adhesive, cellular, foam, ${NEGATED_LIST}, ${SHEET_ARTICLES}` }),
  // Glass-fibre reinforced plastics sheets and panels (FRP, GRP): plates of plastics, other (3921.90), not glass fibre articles (7019).
  p('3921', 'glass fiber reinforced plastic, glass fibre reinforced plastic, fiber reinforced plastic, fibre reinforced plastic, fiberglass reinforced polyester, glass fiber reinforced polyester, frp sheet, grp sheet, frp panel, grp panel', { w: 1.2 }),
  p('392190', 'glass fiber reinforced plastic, glass fibre reinforced plastic, fiber reinforced plastic, fibre reinforced plastic, fiberglass reinforced polyester, glass fiber reinforced polyester, frp sheet, grp sheet, frp panel, grp panel', { w: 0.6 }),
  p('3921', 'sheet, panel, plate, board, sheeting, corrugated sheet, roofing sheet, plastic sheet, plastic panel', { w: 0.9, when: ['glass fiber, glass fibre, fiberglass, fibreglass, glass fiber reinforced, glass reinforced', 'polyester resin, polyester, epoxy, epoxy resin, vinyl ester, resin, plastic, plastics, frp, grp, polycarbonate, pvc'], unless: 'cloth, fabric, woven roving, mat, tape, mesh, insulation, wool' }),
  p('392190', 'sheet, panel, plate, board, sheeting, corrugated sheet, roofing sheet, plastic sheet, plastic panel', { w: 0.6, when: ['glass fiber, glass fibre, fiberglass, fibreglass, glass fiber reinforced, glass reinforced', 'polyester resin, polyester, epoxy, epoxy resin, vinyl ester, resin, plastic, plastics, frp, grp, polycarbonate, pvc'], unless: 'cloth, fabric, woven roving, mat, tape, mesh, insulation, wool' }),
  p('392190', SHEET, { w: 0.5, when: ['reinforced, laminated, supported, coated', 'plastic, plastics, polyethylene, pe, polypropylene, pp, pvc, polyester film, pet film, polycarbonate, polyamide, nylon, acrylic'], unless: `self adhesive, adhesive, cellular, foam, ${NEGATED_LIST}, ${SHEET_ARTICLES}` }),
  // Film and strip that shops and rulings name by use (stretch wrap, mulch film, strapping): sheeting of heading 3920.
  p('3920', 'stretch wrap, shrink wrap, pallet wrap, mulch film, greenhouse film, greenhouse covering, pond liner, geomembrane, interlayer, vapor barrier, vapour barrier, strapping band, strapping, packing strap, strap band', { w: 0.9, when: 'plastic, plastics, polyethylene, pe, ldpe, lldpe, hdpe, polypropylene, pp, pvc, eva, ethylene vinyl acetate, polyester, pet, pvb' , unless: 'cellular, foam, reinforced, laminated, self adhesive, adhesive, steel, metal, textile, woven' }),
  ...NONCELLULAR.map(([code, names]) => p(code, SHEET, { w: 0.5, when: names, unless: `cellular, foam, foamed, expanded, sponge, reinforced, laminated, self adhesive, adhesive, ${SHEET_ARTICLES}${code === '392062' ? ', petg, pctg, glycol, glycol modified, copolyester, polybutylene terephthalate, pbt, polyethylene naphthalate' : ''}${code === '392010' ? ', polyethylene terephthalate, terephthalate, naphthalate, polyethylene naphthalate, ethylene vinyl alcohol, evoh, ethylene tetrafluoroethylene, etfe, chlorotrifluoroethylene' : ''}` })),
  p('3920', SHEET, { w: 0.6, when: 'nylon, polyamide, ptfe, polyimide, tpu, cellophane, pvb, polyvinyl butyral, pmma, plexiglass, perspex, mylar, bopet, bopp', unless: `cellular, foam, reinforced, laminated, self adhesive, adhesive, ${SHEET_ARTICLES}` }),

  // Cartons and boxes of paper or paperboard are 4819; a box of plastics is 3923.10 (packing) or 3924/3926.
  // "gift" and "shipping" are shop filler (tokenizer), so "gift box" reaches the vocabulary as "box": named another material,
  // it is not a paper carton.
  p('4819', 'gift box, packaging box, cosmetic box packaging, shipping box', { w: 0.6, unless: NOT_PAPER }),
  p('3923', 'gift box, packaging box, candy box, favor box, cake box, cupcake box, display box, packing box', { w: 0.75, when: PLASTIC, unless: 'wood, wooden, paper, cardboard, kraft, tin, metal' }),
  p('392310', 'gift box, packaging box, candy box, favor box, cake box, cupcake box, packing box, box', { w: 0.5, when: PLASTIC, unless: 'wood, wooden, paper, cardboard, kraft, tin, metal, storage, organizer' }),

  // Display cases and stands for collectibles or goods, of plastics (3926.90): not toys (9503), not boxes of paper.
  p('3926', 'display case, display box, showcase, display stand, display rack, display holder, riser stand, display riser', { w: 1, when: PLASTIC, unless: 'wood, wooden, glass, metal, steel, aluminum, paper, cardboard, cabinet, led, lcd' }),
  p('392690', 'display case, display box, showcase, display riser, riser stand', { w: 0.6, when: PLASTIC, unless: 'wood, wooden, glass, metal, steel, aluminum, paper, cardboard, cabinet, led, lcd' }),

  // Jewellery packaging, display and storage are not jewellery (7117); named without a material they are taken
  // to be of plastics, the usual material of shop displays (other materials named exclude the entry): the phrases keep the bare word
  // "jewelry" of a title or category path ("Jewelry Packaging & Display") from naming 7117. Heading 4202
  // names jewellery boxes of leather, plastic sheeting, textile or paperboard; a moulded plastic box is 3926.
  p('3926', 'jewelry display, jewelry stand, jewelry holder, jewelry organizer, jewelry storage, jewelry tray, jewelry packaging, earring holder, earring display, earring card, necklace holder, necklace stand, ring holder, ring display, bracelet display, bracelet holder', { w: 0.8, unless: 'wood, wooden, metal, iron, steel, velvet, leather, fabric, glass, paper, cardboard' }),
  p('392690', 'jewelry display, jewelry stand, jewelry holder, jewelry organizer, jewelry storage, jewelry tray, earring holder, earring display, necklace holder, ring holder', { w: 0.5, unless: 'wood, wooden, metal, iron, steel, velvet, leather, fabric, glass, paper, cardboard' }),
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

  // Imitation stones of plastics (resin or acrylic rhinestones, cabochons): 3926.90 (US 3926.90.40 "Imitation
  // gemstones"); of glass they are 7018.
  p('3926', 'rhinestone, flatback rhinestone, flat back rhinestone, cabochon, imitation gemstone, nail rhinestone', { w: 1.1, when: 'resin, acrylic, plastic, abs, jelly', unless: 'glass, crystal glass, k9' }),
  p('392690', 'rhinestone, flatback rhinestone, flat back rhinestone, cabochon, imitation gemstone, nail rhinestone', { w: 0.6, when: 'resin, acrylic, plastic, abs, jelly', unless: 'glass, crystal glass, k9' }),
  // Bibs of plastics or silicone: clothing accessories of plastics (3926.20), not textile bibs (6111/6209), not bib taps (8481).
  p('3926', 'bib, baby bib, feeding bib, silicone bib', { w: 1.1, when: 'silicone, plastic, pvc, eva, pe, tpu', unless: 'cotton, fabric, terry, muslin, bamboo fiber, polyester, tap, faucet, valve' }),
  p('392620', 'bib, baby bib, feeding bib, silicone bib', { w: 0.7, when: 'silicone, plastic, pvc, eva, pe, tpu', unless: 'cotton, fabric, terry, muslin, bamboo fiber, polyester, tap, faucet, valve' }),
  // False nails (3926.90): "press on" names the way they are applied, not a press (8462).
  p('3926', 'nail press on, nails press on, press on, press on nail, fake nail press', { w: 1, when: 'nail, nails, manicure', unless: 'machine, hydraulic' }),
  p('392690', 'nail press on, press on, press on nail', { w: 0.6, when: 'nail, nails, manicure', unless: 'machine, hydraulic' }),
  // Fittings for furniture of plastics (3926.30): leg caps, glides, floor protectors, drawer slides.
  p('3926', 'leg cap, chair leg cap, table leg cap, furniture leg cap, chair leg protector, leg protector, floor protector, chair glide, furniture glide, chair feet, furniture feet, furniture pad, drawer slide, drawer rail, drawer runner', { w: 1.1, when: PLASTIC, unless: 'felt, steel, metal, iron, zinc, aluminum, wood, wooden, stainless' }),
  p('392630', 'leg cap, chair leg cap, table leg cap, furniture leg cap, chair leg protector, leg protector, floor protector, chair glide, furniture glide, chair feet, furniture feet, furniture pad, drawer slide, drawer rail, drawer runner', { w: 0.7, when: PLASTIC, unless: 'felt, steel, metal, iron, zinc, aluminum, wood, wooden, stainless' }),
  // Sign plates, name plates, fasteners and clamps of plastics: 8310, 8308 and 8205 cover base metal only.
  p('3926', 'name plate, nameplate, desk sign, door sign, sign plate, house number, address plaque, table number sign', { w: 1, when: 'acrylic, plastic, pvc, abs, resin', unless: 'metal, steel, aluminum, brass, stainless, iron, zinc, wood, wooden, led, neon' }),
  p('392690', 'name plate, nameplate, desk sign, door sign, sign plate, house number, address plaque', { w: 0.6, when: 'acrylic, plastic, pvc, abs, resin', unless: 'metal, steel, aluminum, brass, stainless, iron, zinc, wood, wooden, led, neon' }),
  p('3926', 'rivet, push rivet, expansion rivet, retainer clip, trim clip, panel clip, fastener clip, push pin rivet, bumper clip, spring clamp, clamp, buckle, side release buckle, cord lock, cord stopper', { w: 1, when: 'plastic, nylon, pom, abs, pp, acrylic', unless: 'metal, steel, aluminum, brass, stainless, iron, zinc, copper, alloy' }),
  p('392690', 'rivet, push rivet, expansion rivet, retainer clip, trim clip, panel clip, fastener clip, push pin rivet, bumper clip, spring clamp, clamp, buckle, side release buckle, cord lock, cord stopper', { w: 0.6, when: 'plastic, nylon, pom, abs, pp, acrylic', unless: 'metal, steel, aluminum, brass, stainless, iron, zinc, copper, alloy' }),

  // Belting of plastics (PVC, polyurethane conveyor and timing belts): 3926.90 (US 3926.90.55 to .60 "Belting and belts, for
  // machinery"); 4010 is belting of vulcanised rubber.
  p('3926', 'conveyor belt, conveyor belting, transmission belt, timing belt, drive belt, round belt, flat belt, belting', { w: 1.2, when: 'pvc, polyurethane, pu, tpu, plastic, plastics, polyvinyl chloride, thermoplastic, pe, polyethylene, polypropylene, pom, acetal, modular plastic', unless: 'rubber, neoprene, epdm, nbr, sbr, leather, waist, fashion, buckle, @gendered' }),
  p('392690', 'conveyor belt, conveyor belting, transmission belt, timing belt, drive belt, round belt, flat belt, belting', { w: 0.6, when: 'pvc, polyurethane, pu, tpu, plastic, plastics, polyvinyl chloride, thermoplastic, pe, polyethylene, polypropylene, pom, acetal, modular plastic', unless: 'rubber, neoprene, epdm, nbr, sbr, leather, waist, fashion, buckle, @gendered' }),
  // Shower curtains and liners of plastics (PEVA, PVC, vinyl): household articles 3924.90, not textile curtains (6303).
  p('3924', 'shower curtain, shower liner, shower curtain liner, curtain liner', { w: 1.2, when: 'peva, eva, pvc, vinyl, plastic, plastics, polyethylene, polyethylene vinyl acetate, pe', unless: 'fabric, textile, cotton, linen, woven, knit, polyester fabric' }),
  p('392490', 'shower curtain, shower liner, shower curtain liner, curtain liner', { w: 0.7, when: 'peva, eva, pvc, vinyl, plastic, plastics, polyethylene, polyethylene vinyl acetate, pe', unless: 'fabric, textile, cotton, linen, woven, knit, polyester fabric' }),
  // Empty containers for cosmetics are packing articles (3923): the cosmetic (3304) is what they will hold.
  p('3923', 'empty bottle, empty jar, empty tube, empty container, empty case, refillable bottle, cosmetic container, cosmetic jar, cream jar, lip balm tube, lip gloss tube, lipstick tube, mascara tube, airless bottle, dropper bottle, lotion bottle, compact case, sample vial, travel bottle set, refillable spray bottle, perfume atomizer', { w: 1.2, unless: 'glass, aluminum, metal, steel, paper, cardboard' }),
  p('392330', 'empty bottle, refillable bottle, lotion bottle, airless bottle, dropper bottle, sample vial, travel bottle set, refillable spray bottle, lip gloss tube, mascara tube', { w: 0.6, unless: 'glass, aluminum, metal, steel, paper, cardboard' }),
  p('392390', 'empty jar, cosmetic jar, cream jar, compact case, lipstick tube, lip balm tube, cosmetic container', { w: 0.5, unless: 'glass, aluminum, metal, steel, paper, cardboard' }),
  // Baths, sinks, wash-basins, lavatory seats of plastics (3922), of acrylic or resin stone included; of porcelain 6910.
  p('3922', 'bathtub, bath tub, sink, wash basin, washbasin, shower tray, shower base, shower pan, toilet seat, toilet lid, bidet, urinal, cistern, flushing cistern, toilet tank, toilet bowl, lavatory pan, water closet, toilet pan, squat toilet', { w: 1.2, when: 'acrylic, plastic, plastics, pvc, abs, resin, polypropylene, pp, fiberglass, gelcoat, solid surface, cultured marble, polyresin, polymer', unless: 'ceramic, porcelain, vitreous, stainless, steel, cast iron, enamel, copper, stone basin, marble basin, granite, baby, infant, inflatable' }),
  p('392210', 'bathtub, bath tub, sink, wash basin, washbasin, shower tray, shower base, shower pan', { w: 0.6, when: 'acrylic, plastic, plastics, pvc, abs, resin, polypropylene, pp, fiberglass, gelcoat, solid surface, cultured marble, polyresin, polymer', unless: 'ceramic, porcelain, vitreous, stainless, steel, cast iron, baby, infant' }),
  p('392220', 'toilet seat, toilet lid, toilet seat cover, seat and cover', { w: 0.6, when: 'plastic, plastics, pp, polypropylene, urea, duroplast, thermoset, resin, abs, pvc' }),
  p('392290', 'bidet, urinal, cistern, flushing cistern, toilet tank, toilet bowl, lavatory pan, water closet, toilet pan, squat toilet', { w: 0.6, when: 'plastic, plastics, pp, polypropylene, abs, pvc, resin' }),
  // Apparel of plastics sheeting (3926.20): disposable gowns, coveralls, shower caps of polyethylene (chapter 62 note 1 and
  // chapter 39 note 2: garments of plastics sheeting stay in chapter 39).
  p('3926', 'gown, isolation gown, coverall, smock, shower cap, bouffant cap, sleeve cover, overshoe, boot cover', { w: 1.1, when: 'polyethylene, pe, cpe, pvc, plastic, plastics, vinyl, tpu, eva', unless: 'nonwoven, non woven, sms, pp nonwoven, spunbond, cotton, fabric, textile, knit, woven, polyester fabric' }),
  p('392620', 'gown, isolation gown, coverall, smock, shower cap, bouffant cap, sleeve cover, overshoe, boot cover', { w: 1, when: 'polyethylene, pe, cpe, pvc, plastic, plastics, vinyl, tpu, eva', unless: 'nonwoven, non woven, sms, pp nonwoven, spunbond, cotton, fabric, textile, knit, woven, polyester fabric' }),
  // Face shields, sharps and medical waste containers of plastics: 3926.90 (US 3926.90.9950).
  p('3926', 'face shield, protective face shield, visor shield, sharps container, medical waste container, biohazard container', { w: 1, unless: 'metal, steel, welding' }),
  p('392690', 'face shield, protective face shield, visor shield, sharps container, medical waste container, biohazard container', { w: 0.6, unless: 'metal, steel, welding' }),
  // Shelf and drawer liners of cellular plastics (PVC or EVA foam, non-adhesive): 3921, not table linen (6302).
  p('3921', 'shelf liner, drawer liner, cabinet liner, non slip liner, grip liner, anti slip liner, shelf mat, drawer mat', { w: 1.1, when: 'foam, pvc, eva, plastic, plastics, cellular, vinyl', unless: 'self adhesive, adhesive, paper, cork, rubber, fabric, felt' }),
  p('392112', 'shelf liner, drawer liner, cabinet liner, non slip liner, grip liner, anti slip liner', { w: 0.6, when: 'pvc, vinyl', unless: 'self adhesive, adhesive, paper, cork, rubber, fabric, felt' }),
  // Tyres: solid or cushion, retreaded and used pneumatic tyres, flaps are 4012, new pneumatic tyres 4011 (rubber, chapter 40).
  p('4012', 'solid tire, solid tyre, cushion tire, cushion tyre, retreaded tire, retreaded tyre, used tire, used tyre, tire flap, tyre flap, recapped tire, puncture proof solid tire', { w: 1.3 }),
  p('401290', 'solid tire, solid tyre, cushion tire, cushion tyre, tire flap, tyre flap, puncture proof solid tire', { w: 0.7 }),
  p('401220', 'used tire, used tyre, used pneumatic tire, used pneumatic tyre', { w: 0.7 }),

  // Hooks of plastics (adhesive wall hooks): 3926.90; hooks of base metal are 8302.50 or 7326.
  p('3926', 'adhesive hook, adhesive wall hook, self adhesive hook, sticky hook, wall hook, utility hook, towel hook, coat hook', { w: 1.1, when: PLASTIC, unless: 'metal, steel, stainless, iron, aluminum, zinc, brass, wood, wooden' }),
  p('392690', 'adhesive hook, adhesive wall hook, self adhesive hook, sticky hook, wall hook, utility hook', { w: 0.6, when: PLASTIC, unless: 'metal, steel, stainless, iron, aluminum, zinc, brass, wood, wooden' }),
  // Household storage of plastics (3924.90): storage totes, bins and toy boxes; food storage containers are kitchenware (3924.10).
  p('3924', 'storage tote, storage bin, storage box, storage container, toy storage, toy organizer, toy storage box, toy storage bin, toy bin, toy box, toy chest', { w: 1.1, when: PLASTIC, unless: 'wood, wooden, metal, steel, fabric, cloth, canvas, felt, cardboard, paper, wicker, rattan' }),
  p('392490', 'storage tote, storage bin, storage box, toy storage, toy organizer, toy storage box, toy storage bin, toy bin, toy box, toy chest', { w: 0.6, when: PLASTIC, unless: 'wood, wooden, metal, steel, fabric, cloth, canvas, felt, cardboard, paper, wicker, rattan, food' }),
  p('392410', 'food storage container, meal prep container, food container, food storage box, fridge storage container', { w: 0.8, when: PLASTIC, unless: 'glass, stainless, steel, metal, bamboo, wood' }),
  // Floor coverings of plastics in tiles or planks (3918): click-lock vinyl plank is of PVC (3918.10).
  p('3918', 'vinyl plank, vinyl plank flooring, luxury vinyl plank, luxury vinyl tile, lvp, click lock flooring, click lock, vinyl floor tile, vinyl flooring plank, spc flooring, spc plank', { w: 1.2 }),
  p('391810', 'vinyl plank, vinyl plank flooring, luxury vinyl plank, luxury vinyl tile, lvp, vinyl floor tile, vinyl flooring plank, spc flooring, spc plank, click lock flooring, click lock', { w: 0.7, unless: 'polypropylene, pp, rubber, wood, wooden, laminate wood' }),

  // Table covers, tablecloths and placemats of plastics sheeting (PVC, PEVA, vinyl): household articles 3924.90 (US 3924.90.10
  // "table covers, mats"), not table linen of textiles (6302).
  p('3924', 'tablecloth, table cloth, table cover, table protector, table mat, placemat, place mat', { w: 1.2, when: 'pvc, vinyl, peva, eva, plastic, plastics, pe, polyethylene, tpu, silicone', unless: 'cotton, linen, fabric, polyester, lace, jacquard, woven, knit, burlap, jute, bamboo fiber, oilcloth, roll, yard, bolt' }),
  p('392490', 'tablecloth, table cloth, table cover, table protector, table mat, placemat, place mat', { w: 0.7, when: 'pvc, vinyl, peva, eva, plastic, plastics, pe, polyethylene, tpu, silicone', unless: 'cotton, linen, fabric, polyester, lace, jacquard, woven, knit, burlap, jute, bamboo fiber, oilcloth, roll, yard, bolt' }),

  // Decorative fridge magnets: the ornament of resin or PVC gives the essential character (GRI 3(b)), an ornamental
  // article of plastics (3926.40), not a permanent magnet of 8505.
  p('3926', 'fridge magnet, refrigerator magnet, souvenir magnet, magnet decor, decorative magnet', { w: 1.2, when: 'resin, polyresin, pvc, soft pvc, acrylic, plastic', unless: 'neodymium, ndfeb, strong magnet, industrial, whiteboard, ceramic, glass, wood, wooden, metal' }),
  p('392640', 'fridge magnet, refrigerator magnet, souvenir magnet, magnet decor, decorative magnet', { w: 0.7, when: 'resin, polyresin, pvc, soft pvc, acrylic, plastic', unless: 'neodymium, ndfeb, strong magnet, industrial, whiteboard, ceramic, glass, wood, wooden, metal' }),
  // Key fob covers of silicone or TPU: other articles of plastics (3926.90); leather key cases are 4202.31.
  p('3926', 'key cover, key fob cover, fob cover, key fob case, car key cover, car key case, key shell, key case, remote key cover', { w: 1.2, when: 'silicone, tpu, plastic, abs, pvc', unless: 'leather, pu leather, genuine leather, metal, zinc, alloy, aluminum' }),
  p('392690', 'key cover, key fob cover, fob cover, key fob case, car key cover, car key case, key shell, key case, remote key cover', { w: 0.6, when: 'silicone, tpu, plastic, abs, pvc', unless: 'leather, pu leather, genuine leather, metal, zinc, alloy, aluminum' }),
  // Clip-on shelf dividers of acrylic or plastics: articles of plastics, not furniture (9403).
  p('3926', 'shelf divider, closet divider, shelf separator, closet shelf divider', { w: 1.2, when: PLASTIC, unless: 'wood, wooden, metal, steel, wire' }),
  p('392690', 'shelf divider, closet divider, shelf separator, closet shelf divider', { w: 0.6, when: PLASTIC, unless: 'wood, wooden, metal, steel, wire' }),
  // Carrier bags: "T-shirt bags" are polyethylene carrier bags (3923.21), not T-shirts.
  p('3923', 'tshirt bag, tshirt bag plastic, tshirt shopping bag, vest bag, vest carrier bag', { w: 1.2, unless: 'paper, fabric, cotton, canvas, nonwoven' }),
  p('392321', 'tshirt bag, tshirt bag plastic, tshirt shopping bag, vest bag, vest carrier bag', { w: 0.7, unless: 'paper, fabric, cotton, canvas, nonwoven' }),

  // Press-fasteners, snap-fasteners and press-studs of any material are 9606.10 (chapter 39 note 2 excludes chapter 96),
  // not buttons (9606.21).
  p('9606', 'snap button, snap fastener, press fastener, kam snap, press stud, snap fasteners', { w: 1.1 }),
  p('960610', 'snap button, snap fastener, press fastener, kam snap, press stud, snap fasteners', { w: 1.1 }),
  // Bubble wrap: cellular sheeting of polyethylene (3921.19).
  p('3921', 'bubble wrap, bubble film, bubble roll, air bubble film, bubble cushioning wrap, bubble wrap roll', { w: 1.2 }),
  p('392119', 'bubble wrap, bubble film, bubble roll, air bubble film, bubble cushioning wrap, bubble wrap roll', { w: 0.7 }),
  // Phone grips and ring holders, plant labels: other articles of plastics (3926.90).
  p('3926', 'phone grip, phone ring holder, finger ring holder, phone ring stand, grip ring, ring holder stand, phone finger grip', { w: 1.2, unless: 'metal, zinc, alloy, steel' }),
  p('392690', 'phone grip, phone ring holder, finger ring holder, phone ring stand, grip ring', { w: 0.6, unless: 'metal, zinc, alloy, steel' }),
  p('3926', 'plant label, plant tag, garden tag, garden label, plant marker, garden marker, plant labels', { w: 1.2, when: PLASTIC, unless: 'wood, wooden, bamboo, metal, aluminum, copper, zinc, slate' }),
  p('392690', 'plant label, plant tag, garden tag, garden label, plant marker, garden marker', { w: 0.6, when: PLASTIC, unless: 'wood, wooden, bamboo, metal, aluminum, copper, zinc, slate' }),

  // Belting of polyurethane or PVC named by its use in machinery (timing, V, round belts): 3926.90 as above.
  p('3926', 'belt', { w: 1.1, when: ['polyurethane, thermoplastic polyurethane, polyvinyl chloride, pvc, tpu', 'timing, transmission, conveyor, conveying, drive, pulley, machine, machinery, endless, round, flat, toothed'], unless: 'rubber, neoprene, leather, waist, fashion, buckle, @gendered' }),
  p('392690', 'belt', { w: 0.6, when: ['polyurethane, thermoplastic polyurethane, polyvinyl chloride, pvc, tpu', 'timing, transmission, conveyor, conveying, drive, pulley, machine, machinery, endless, round, flat, toothed'], unless: 'rubber, neoprene, leather, waist, fashion, buckle, @gendered' }),
  // Baby bath seats of plastics: household articles (3924.90), not seats of 9401.
  p('3924', 'baby bath seat, infant bath seat, bath seat for baby, bathtub seat, baby bath support, bath ring seat', { w: 1.3, unless: 'wood, wooden, metal, fabric, mesh' }),
  p('392490', 'baby bath seat, infant bath seat, bath seat for baby, bathtub seat, baby bath support, bath ring seat', { w: 0.7, unless: 'wood, wooden, metal, fabric, mesh' }),

  // Statuettes and other ornamental articles of plastics or polyresin (3926.40): decorative figurines are not toys
  // (9503 takes toy figures and scale models) nor original sculpture (9703).
  p('3926', 'figurine, statue, statuette, resin figurine, resin statue, ornament, dashboard ornament, car ornament, dashboard decoration, bobblehead, shaking head doll, sculpture', { w: 1, when: 'resin, polyresin, plastic, pvc, acrylic, polystone', unless: 'action figure, anime figure, toy, model kit, glass, ceramic, porcelain, metal, bronze, brass, wood, wooden, marble, stone' }),
  p('392640', 'dashboard ornament, car ornament, dashboard decoration, bobblehead, shaking head doll', { w: 0.7, when: 'resin, polyresin, plastic, pvc, acrylic', unless: 'glass, ceramic, metal, wood, wooden' }),
  // Bows for decoration and gift packaging, of plastics: 3926.40 (US 3926.40.00.10 "Bows and similar products for decorative
  // purposes including gift-packaging").
  p('3926', 'gift bow, pull bow, pull bows, ribbon bow, gift wrap bow, bows for gift wrapping', { w: 1.1, when: 'plastic, pp, polypropylene, pe, pvc', unless: 'satin, grosgrain, velvet, fabric, cotton, lace, hair' }),
  p('392640', 'gift bow, pull bow, pull bows, ribbon bow, gift wrap bow, bows for gift wrapping', { w: 0.7, when: 'plastic, pp, polypropylene, pe, pvc', unless: 'satin, grosgrain, velvet, fabric, cotton, lace, hair' }),
  // A keychain pendant is a keychain (3926.90 when of plastics), not a pendant of jewellery.
  p('3926', 'keychain pendant, key chain pendant, keyring pendant, bag pendant keychain', { w: 1.2, when: 'acrylic, plastic, pvc, resin, silicone, rubber', unless: 'metal, zinc, alloy, steel, leather, wood, wooden' }),

  // Child-safety articles of plastics: cabinet locks and latches, corner guards, outlet plugs (3926.90), not furniture
  // (9403), base-metal locks (8301) or electrical sockets (8536).
  p('3926', 'child safety lock, baby safety lock, child proof lock, childproof lock, cabinet lock child, drawer latch, cabinet latch, safety latch, baby proofing lock, baby lock, child lock', { w: 1.3, unless: 'metal, steel, zinc, stainless, padlock, car door, key' }),
  p('392690', 'child safety lock, baby safety lock, child proof lock, childproof lock, drawer latch, cabinet latch, safety latch, baby lock, child lock', { w: 0.7, unless: 'metal, steel, zinc, stainless, padlock, car door, key' }),
  p('3926', 'corner protector, corner guard, edge guard, table corner protector, edge protector, corner cushion, corner bumper, table corner guard', { w: 1.2, unless: 'rubber, nbr, foam, metal, steel, aluminum, stainless, cardboard, paper' }),
  p('392690', 'corner protector, corner guard, edge guard, table corner protector, edge protector, corner cushion, corner bumper', { w: 0.6, unless: 'rubber, nbr, foam, metal, steel, aluminum, stainless, cardboard, paper' }),
  p('3926', 'outlet cover, outlet plug, socket cover, plug protector, outlet protector, socket protector, outlet plug cover, plug cover', { w: 1.2, unless: 'switch, metal, stainless, wall plate, faceplate, usb, charger, adapter' }),
  p('392690', 'outlet cover, outlet plug, socket cover, plug protector, outlet protector, socket protector, outlet plug cover', { w: 0.6, unless: 'switch, metal, stainless, wall plate, faceplate, usb, charger, adapter' }),
  // Shoe charms of PVC or silicone that clip into clogs: articles of plastics, not footwear (64) nor jewellery.
  p('3926', 'shoe charm, shoe charms, clog charm, croc charm, shoe decoration, shoe decorations, shoe buckle decoration', { w: 1.2, unless: 'metal, zinc, alloy, rhinestone, crystal, pearl, leather' }),
  // Drying racks of plastics for bottles and dishes: household articles (3924), not furniture.
  p('3924', 'drying rack, bottle drying rack, dish drying rack, dish rack, dish drainer, bottle rack, drainer rack', { w: 1.2, when: PLASTIC, unless: 'metal, steel, stainless, iron, wood, wooden, bamboo, aluminum' }),
  // Compartment boxes of plastics ("28 grids") for beads, nail art, small parts: 3926.90, not cases of heading 4202.
  p('3926', 'storage case, storage box, box, case, organizer, organizer box, container', { w: 1.2, when: [PLASTIC, 'grid, grids, compartment, compartments, slot, slots, divider, adjustable divider'], unless: 'leather, pu leather, fabric, canvas, felt, metal, steel, wood, wooden, paper, cardboard, food, lunch, bento, kitchen, fridge' }),
  p('392690', 'storage case, storage box, box, case, organizer, organizer box, container', { w: 0.6, when: [PLASTIC, 'grid, grids, compartment, compartments, slot, slots'], unless: 'leather, pu leather, fabric, canvas, felt, metal, steel, wood, wooden, paper, cardboard, food, lunch, bento, kitchen, fridge' }),

  // Loose beads of plastics for braids are beads (3926.90), not wigs or hair accessories of 6704.
  p('3926', 'hair bead, hair beads, braid bead, braid beads, dreadlock bead, dreadlock beads, braiding bead', { w: 1.2, when: 'plastic, acrylic, resin, pony', unless: 'metal, gold, silver, wood, wooden, glass, alloy' }),
  p('392690', 'hair bead, hair beads, braid bead, braid beads, dreadlock bead, dreadlock beads, braiding bead', { w: 0.6, when: 'plastic, acrylic, resin, pony', unless: 'metal, gold, silver, wood, wooden, glass, alloy' }),

  // Pill boxes and organisers (of plastics unless another material is named): 3926.90, not cartons (4819) nor cases of 4202.
  p('3926', 'pill box, pill case, pill organizer, medicine box, pill container, pill dispenser, pill holder, medicine organizer, pill storage', { w: 1.2, unless: 'metal, steel, stainless, aluminum, wood, wooden, paper, cardboard, leather, glass, ceramic' }),
  p('392690', 'pill box, pill case, pill organizer, medicine box, pill container, pill holder, medicine organizer, pill storage', { w: 0.6, unless: 'metal, steel, stainless, aluminum, wood, wooden, paper, cardboard, leather, glass, ceramic' }),

  // Spice and seasoning containers (of plastics unless another material is named): kitchenware 3924.10, not sauces
  // (2103) nor freight containers (8609).
  p('3924', 'spice box, spice jar, spice container, seasoning box, seasoning container, seasoning jar, seasoning bottle, condiment container, condiment box, spice shaker, seasoning shaker', { w: 1.2, unless: 'glass, metal, steel, stainless, ceramic, porcelain, wood, wooden, bamboo, aluminum, tin' }),
  p('392410', 'spice box, spice jar, spice container, seasoning box, seasoning container, seasoning jar, seasoning bottle, condiment container, condiment box, spice shaker, seasoning shaker', { w: 0.7, unless: 'glass, metal, steel, stainless, ceramic, porcelain, wood, wooden, bamboo, aluminum, tin' }),
  // Envelope folders and document envelopes of plastics: office supplies (3926.10), not paper envelopes (4817).
  p('3926', 'envelope, envelope folder, document envelope, file envelope, button envelope, snap envelope, zipper envelope', { w: 1.2, when: PLASTIC, unless: 'paper, kraft, cardboard, bubble, padded, mailer' }),
  p('392610', 'envelope, envelope folder, document envelope, file envelope, button envelope, snap envelope, zipper envelope', { w: 0.7, when: PLASTIC, unless: 'paper, kraft, cardboard, bubble, padded, mailer' }),

  // --- Plastics meeting textiles, rubber and builders' ware: CBP ruling-style descriptions. ---
  // Chapter 59 note 2(a)(3) and heading 3921: a textile scrim or fabric completely embedded in plastics, or covered on both
  // sides, reinforcing a plastics sheet, leaves the sheet in 3921.90 (plates, sheets of plastics, other), not coated fabric 5903.
  p('3921', SHEET, { w: 1.1, when: [PLASTIC_SHEET_POLYMERS, 'scrim, reinforcing, reinforcement, reinforcing purposes, reinforced with, textile reinforcement, mesh reinforcement, fabric reinforcement, reinforcing fabric, reinforcing scrim, embedded, both sides, completely embedded'], unless: `cellular, foam, foamed, self adhesive, adhesive, ${SHEET_ARTICLES}` }),
  p('392190', SHEET, { w: 0.8, when: [PLASTIC_SHEET_POLYMERS, 'scrim, reinforcing, reinforcement, reinforcing purposes, reinforced with, textile reinforcement, mesh reinforcement, fabric reinforcement, reinforcing fabric, reinforcing scrim, embedded, both sides, completely embedded'], unless: `cellular, foam, foamed, self adhesive, adhesive, ${SHEET_ARTICLES}` }),
  // Chapter 59 note 2(a)(5): plates, sheets or strip of cellular plastics combined with textile fabric, where the textile is
  // present merely for reinforcing purposes, are 3921.1x by polymer (CBP: foam laminated to knit or nonwoven backing).
  p('3921', 'material, sheet, sheeting, layer, laminate, foam, plate, strip', { w: 1.1, when: [CELLULAR_WORDS, 'textile, fabric, knit, woven, nonwoven, scrim', PLASTIC_SHEET_POLYMERS], unless: `self adhesive, adhesive, rubber, neoprene, ${SHEET_ARTICLES}` }),
  ...CELLULAR.map(([code, names]) => p(code, 'material, sheet, sheeting, layer, laminate, foam, plate, strip', { w: 0.8, when: [CELLULAR_WORDS, 'textile, fabric, knit, woven, nonwoven, scrim', names], unless: `self adhesive, adhesive, rubber, neoprene, ${SHEET_ARTICLES}` })),
  // Heading 5903 (chapter 59 note 2(a)): textile fabrics impregnated, coated, covered or laminated with plastics, the coating
  // visible; by the plastics (PVC 5903.10, polyurethane 5903.20, other 5903.90). Not when the plastics is cellular or the
  // textile merely reinforces it (above). Garments made up of such fabric are 6113 / 6210 (garments.ts), not the fabric.
  p('5903', 'fabric, woven fabric, knit fabric, knitted fabric, textile fabric, nylon fabric, polyester fabric, cotton fabric, woven nylon fabric, woven polyester fabric, knit polyester fabric, nylon taffeta, polyester taffeta, oxford fabric', { w: 0.9, when: ['coated, laminated, covered, impregnated', 'polyurethane, polyvinyl chloride, pvc, vinyl, plastics, acrylic, polyethylene, silicone'], unless: `cellular, foam, foamed, scrim, reinforcing, reinforcing purposes, embedded, both sides, rubber, rubberized, glass, fiberglass, self adhesive, ${GARMENT_WORDS}` }),
  p('590310', 'fabric, woven fabric, knit fabric, knitted fabric, textile fabric, nylon fabric, polyester fabric, cotton fabric, woven nylon fabric, woven polyester fabric, knit polyester fabric, nylon taffeta, polyester taffeta, oxford fabric', { w: 0.6, when: ['coated, laminated, covered, impregnated', 'polyvinyl chloride, pvc, vinyl'], unless: `cellular, foam, foamed, scrim, reinforcing, polyurethane, rubber, glass, fiberglass, ${GARMENT_WORDS}` }),
  p('590320', 'fabric, woven fabric, knit fabric, knitted fabric, textile fabric, nylon fabric, polyester fabric, cotton fabric, woven nylon fabric, woven polyester fabric, knit polyester fabric, nylon taffeta, polyester taffeta, oxford fabric', { w: 0.6, when: ['coated, laminated, covered, impregnated', 'polyurethane, pu'], unless: `cellular, foam, foamed, scrim, reinforcing, polyvinyl chloride, pvc, rubber, glass, fiberglass, ${GARMENT_WORDS}` }),
  // Floor coverings of plastics, in rolls or tiles (heading 3918); a mat of plastics without textile pile is not a carpet (5703).
  p('3918', 'mat, floor mat, door mat, doormat, entrance mat, coil mat, floor covering, runner, matting', { w: 1.1, when: 'polyvinyl chloride, pvc, vinyl, plastics, polyethylene, polypropylene plastics', unless: 'tufted, pile carpet, textile pile, carpet, rug, rubber, yoga, exercise, table, place, placemat, mouse, bath, baby, play, cutting, car, foam, cellular, silicone' }),
  p('391810', 'mat, floor mat, door mat, doormat, entrance mat, coil mat, floor covering, runner, matting', { w: 0.7, when: 'polyvinyl chloride, pvc, vinyl', unless: 'tufted, pile carpet, textile pile, carpet, rug, rubber, yoga, exercise, table, place, placemat, mouse, bath, baby, play, cutting, car, foam, cellular, silicone' }),
  // Builders' ware of plastics (heading 3925, chapter 39 note 11): reservoirs and tanks over 300 l, doors and windows and their
  // frames, shutters and blinds, fittings for permanent installation.
  p('3925', 'blind, window blind, venetian blind, roller blind, vertical blind, shutter, roller shutter, window shutter, louver, louvre', { w: 1.1, when: PLASTIC_SHEET_POLYMERS, unless: 'fabric, textile, polyester fabric, cotton, linen, bamboo, wood, wooden, aluminum, aluminium, steel, camera, lens' }),
  p('392530', 'blind, window blind, venetian blind, roller blind, vertical blind, shutter, roller shutter, window shutter, louver, louvre', { w: 0.7, when: PLASTIC_SHEET_POLYMERS, unless: 'fabric, textile, polyester fabric, cotton, linen, bamboo, wood, wooden, aluminum, aluminium, steel, camera, lens' }),
  p('3925', 'door, prehung door, door frame, window frame, sash, threshold, door sill', { w: 1, when: [PLASTIC_SHEET_POLYMERS, 'permanent installation, residence, building, house, home, prehung, exterior door, interior door'], unless: 'toy, car, vehicle, cabinet, oven, refrigerator, appliance, pet, dog, cat, aluminum, aluminium, steel, wood, wooden, glass only' }),
  p('392520', 'door, prehung door, door frame, window frame, sash, threshold, door sill', { w: 0.7, when: [PLASTIC_SHEET_POLYMERS, 'permanent installation, residence, building, house, home, prehung, exterior door, interior door'], unless: 'toy, car, vehicle, cabinet, oven, refrigerator, appliance, pet, dog, cat, aluminum, aluminium, steel, wood, wooden' }),
  p('3925', 'tank, storage tank, water tank, reservoir, vat, cistern tank', { w: 1.1, when: [PLASTIC_SHEET_POLYMERS, 'liter, liters, litre, litres, gallon, gallons, capacity'], unless: 'fish, aquarium, fuel, gas, toilet, flushing, vehicle, motorcycle, sprayer, pump' }),
  p('392510', 'tank, storage tank, water tank, reservoir, vat, cistern tank', { w: 0.7, when: [PLASTIC_SHEET_POLYMERS, 'liter, liters, litre, litres, gallon, gallons, capacity'], unless: 'fish, aquarium, fuel, gas, toilet, flushing, vehicle, motorcycle, sprayer, pump' }),
  // Shower curtains of plastics sheeting are household articles (3924.90); curtains of textile are 6303.
  p('3924', 'shower curtain, shower curtain liner, shower liner, bath curtain', { w: 1.3, when: 'plastic, plastics, peva, eva, pvc, vinyl, polyethylene, polyvinyl chloride, sheeting, ethylene vinyl acetate', unless: 'fabric, polyester fabric, woven, cotton, textile, linen, microfiber' }),
  p('392490', 'shower curtain, shower curtain liner, shower liner, bath curtain', { w: 0.8, when: 'plastic, plastics, peva, eva, pvc, vinyl, polyethylene, polyvinyl chloride, sheeting, ethylene vinyl acetate', unless: 'fabric, polyester fabric, woven, cotton, textile, linen, microfiber' }),
  // Articles of apparel and clothing accessories of plastics (3926.20): collar stays, bra pads and nipple covers of silicone.
  p('3926', 'collar stay, collar stays, collar stiffener, bra pad, bra insert, nipple cover, breast petal, shoulder pad', { w: 1.2, when: 'plastic, plastics, silicone, polystyrene, polyethylene, polycarbonate, pvc, acrylic, nylon plastic', unless: 'metal, brass, stainless, steel, fabric, cotton, foam, polyester fiber' }),
  p('392620', 'collar stay, collar stays, collar stiffener, bra pad, bra insert, nipple cover, breast petal, shoulder pad', { w: 0.8, when: 'plastic, plastics, silicone, polystyrene, polyethylene, polycarbonate, pvc, acrylic, nylon plastic', unless: 'metal, brass, stainless, steel, fabric, cotton, foam, polyester fiber' }),
  // Belting of plastics named by its kind (V-belt, timing belt): other articles of plastics (3926.90); heading 4010 is belting of
  // vulcanised rubber only.
  p('3926', 'v belt, vbelt, timing belt, transmission belt, conveyor belt, conveyor belting, drive belt, round belt, flat belt, transmission belting', { w: 1.2, when: 'polyurethane, urethane, polyvinyl chloride, pvc, tpu, thermoplastic, plastic, plastics, polyester elastomer', unless: 'rubber, neoprene, vulcanized, vulcanised, leather, steel, metal' }),
  p('392690', 'v belt, vbelt, timing belt, transmission belt, conveyor belt, conveyor belting, drive belt, round belt, flat belt, transmission belting', { w: 0.7, when: 'polyurethane, urethane, polyvinyl chloride, pvc, tpu, thermoplastic, plastic, plastics, polyester elastomer', unless: 'rubber, neoprene, vulcanized, vulcanised, leather, steel, metal' }),
  // Curtains of plastics sheeting (no textile): household articles of plastics (3924.90); heading 6303 is textile curtains.
  p('3924', 'curtain, curtain panel, window curtain, door curtain, curtain liner', { w: 1.1, when: 'plastics, plastic sheeting, polyvinyl chloride, pvc, vinyl, peva, polyethylene vinyl acetate, ethylene vinyl acetate, polyethylene', unless: 'fabric, woven, knit, cotton, textile, linen, polyester fabric, microfiber, strip curtain, industrial, freezer, rod, hook, ring' }),
  p('392490', 'curtain, curtain panel, window curtain, door curtain, curtain liner', { w: 0.7, when: 'plastics, plastic sheeting, polyvinyl chloride, pvc, vinyl, peva, polyethylene vinyl acetate, ethylene vinyl acetate, polyethylene', unless: 'fabric, woven, knit, cotton, textile, linen, polyester fabric, microfiber, strip curtain, industrial, freezer, rod, hook, ring' }),
  // A step stool is stood on, not sat on: not a seat of 9401 (chapter 94 note 1, heading 9401 "seats"); of plastics it is a
  // household article (3924.90, CBP practice).
  p('3924', 'step stool, stepstool, step stool for kids, folding step stool, kitchen step stool, two step stool', { w: 1.2, when: 'plastic, plastics, polypropylene, pp, polyethylene, abs, resin', unless: 'wood, wooden, bamboo, steel, aluminum, aluminium, metal, upholstered, ladder' }),
  p('392490', 'step stool, stepstool, step stool for kids, folding step stool, kitchen step stool, two step stool', { w: 0.7, when: 'plastic, plastics, polypropylene, pp, polyethylene, abs, resin', unless: 'wood, wooden, bamboo, steel, aluminum, aluminium, metal, upholstered, ladder' }),
  // Bra straps of clear plastics: clothing accessories of plastics (3926.20).
  p('392620', 'bra strap, bra straps, clear bra strap, transparent bra strap, invisible bra strap', { w: 0.9, when: 'plastic, plastics, clear, transparent, silicone, polyurethane, tpu', unless: 'fabric, elastic fabric, lace, satin, metal' }),
  p('3926', 'bra strap, bra straps, clear bra strap, transparent bra strap, invisible bra strap', { w: 1.1, when: 'plastic, plastics, clear, transparent, silicone, polyurethane, tpu', unless: 'fabric, elastic fabric, lace, satin, metal' }),
  // Sheets, film and sheeting of PVC not named rigid or plasticised: still non-cellular plastics sheets of 3920 (3920.4x);
  // flexible sheeting and film are in practice plasticised (3920.43), plates and boards rigid (3920.49).
  p('3920', 'sheet, sheets, sheeting, film, foil, plate, strip, board', { w: 0.8, when: 'pvc, polyvinyl chloride, vinyl', unless: `cellular, foam, foamed, expanded, sponge, reinforced, laminated, supported, self adhesive, adhesive, textile, fabric, scrim, ${SHEET_ARTICLES}` }),
  p('392043', 'sheeting, film, foil, flexible sheet', { w: 0.5, when: 'pvc, polyvinyl chloride, vinyl', unless: `rigid, unplasticized, upvc, cellular, foam, foamed, expanded, sponge, reinforced, laminated, self adhesive, adhesive, textile, fabric, ${SHEET_ARTICLES}` }),
  p('392049', 'plate, board, rigid sheet', { w: 0.5, when: 'pvc, polyvinyl chloride', unless: `plasticized, plasticised, flexible, soft, cellular, foam, foamed, expanded, sponge, reinforced, laminated, self adhesive, adhesive, textile, fabric, ${SHEET_ARTICLES}` }),
  // Artificial leather of cellular (expanded) PVC or polyurethane on a textile backing: chapter 59 note 2(a)(5), heading 3921.
  p('3921', 'artificial leather, imitation leather, synthetic leather, faux leather, leatherette, pu leather, pvc leather, vinyl leather', { w: 1.2, when: [CELLULAR_WORDS, 'textile, fabric, knit, knitted fabric, woven, nonwoven, backing, backed'], unless: 'bag, handbag, wallet, case, cover, shoe, jacket, belt, sofa, chair' }),
  p('392112', 'artificial leather, imitation leather, synthetic leather, faux leather, leatherette, pvc leather, vinyl leather', { w: 0.7, when: [CELLULAR_WORDS, 'pvc, polyvinyl chloride, vinyl'], unless: 'polyurethane, pu, bag, handbag, wallet, case, cover, shoe, jacket, belt, sofa, chair' }),
  p('392113', 'artificial leather, imitation leather, synthetic leather, faux leather, pu leather', { w: 0.7, when: [CELLULAR_WORDS, 'polyurethane, pu'], unless: 'pvc, polyvinyl chloride, bag, handbag, wallet, case, cover, shoe, jacket, belt, sofa, chair' }),
  // Subheading note 1 to chapter 39: 3920.62 is poly(ethylene terephthalate) only; PBT, PETG and other polyesters are 3920.69.
  p('392069', 'sheet, sheets, film, foil, plate, strip, sheeting', { w: 0.9, when: 'polybutylene terephthalate, pbt, petg, glycol modified, glycol-modified, polyethylene terephthalate glycol, copolyester, polyethylene naphthalate, pen film, pctg, polylactic acid, pla', unless: `cellular, foam, reinforced, laminated, self adhesive, adhesive, ${SHEET_ARTICLES}` }),
  // Sheets of polyvinyl alcohol, ethylene-vinyl alcohol (vinyl alcohol predominating), silicones: other plastics (3920.99).
  p('392099', 'sheet, sheets, film, foil, plate, strip, sheeting', { w: 0.8, when: 'polyvinyl alcohol, pva film, pvoh, ethylene vinyl alcohol, evoh, water soluble film, silicone, fluorinated ethylene propylene, pfa, polyimide', unless: `cellular, foam, reinforced, laminated, self adhesive, adhesive, ${SHEET_ARTICLES}` }),
  // 3D-printing filament: monofilament over 1 mm (3916); PLA, ABS, PETG, nylon are "other plastics" (3916.90).
  p('3916', 'printing material, 3d printing material, printer consumable', { w: 0.6 }),
  p('391690', 'printer filament, pla filament, abs filament, petg filament, tpu filament, 3d filament, 3d printing filament, filament', { w: 0.6, when: 'pla, abs, petg, tpu, nylon, asa, carbon fiber, silk, printer, printing', unless: 'polyethylene, pe, hdpe, pvc' }),
];
