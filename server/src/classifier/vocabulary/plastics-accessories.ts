import { p, type VocabEntry } from './types.js';

/**
 * Plastics, third pass: accessories that marketplaces file beside their host product (luggage, laptops, cameras,
 * tents, motorcycles, headphones), self-adhesive sheets and tapes (3919), builders' ware (3925) and household ware
 * (3924) in ruling wording. Written from the HS 2022 heading and subheading titles, chapter 39 notes, section notes
 * and CBP ruling practice, not from any evaluation set.
 *
 * GRI 1 and chapter 39 note 2: an accessory of plastics that is not a part of its host, or that is a part of general
 * use (section XV note 2 "or similar goods of plastics", excluded from the machine and vehicle headings by section XVI
 * note 1(g) and section XVII note 2(b)), is an article of plastics (3926), household ones 3924, packing 3923; the
 * host's heading (4202 luggage, 8471 computers, 8525 cameras, 8711 motorcycles, 6306 tents) does not take it.
 */
const PLASTIC = 'plastic, plastics, pp, pe, pet, pvc, hdpe, ldpe, polyethylene, polypropylene, polystyrene, acrylic, abs, silicone, resin, tpu, eva, polycarbonate, pc, nylon, pmma, vinyl, polyvinyl chloride, pom, acetal';
const NOT_PLASTIC = 'metal, steel, stainless, iron, aluminum, aluminium, zinc, alloy, brass, copper, wood, wooden, bamboo, leather, genuine leather';
/** Self-adhesive goods of paper are chapter 48 (4821 labels, 4823 paper tape), not 3919. */
const PAPER = 'paper, kraft, kraft paper, washi, cardboard, paperboard';

export const PLASTICS_ACCESSORIES: VocabEntry[] = [
  // Heading 3919: self-adhesive plates, sheets, film, foil, tape, strip of plastics, whether or not in rolls. Vinyl skins
  // and decals for laptops, keyboards, walls and cars are self-adhesive sheets of plastics (CBP: laptop skins 3919.90);
  // "laptop skin" is a phrase of its own so that the host (8471) is not read as the product.
  p('3919', 'laptop skin, skin decal, skin sticker, vinyl skin, keyboard sticker, keyboard decal, keyboard skin, vinyl decal, wall decal, vinyl sticker, decal sticker, window decal, car decal, bumper sticker, vinyl wrap, wrap film, contact paper, peel and stick wallpaper, self adhesive wallpaper', { w: 1.2, unless: PAPER }),
  p('391990', 'laptop skin, skin decal, skin sticker, vinyl skin, keyboard sticker, keyboard decal, keyboard skin, vinyl decal, wall decal, vinyl sticker, decal sticker, window decal, car decal, bumper sticker, vinyl wrap, wrap film, contact paper, peel and stick wallpaper, self adhesive wallpaper, wall sticker, decal, sticker sheet, self adhesive sheet, self adhesive film, adhesive film', { w: 0.7, unless: PAPER }),
  // 3919.10: in rolls of a width not exceeding 20 cm: adhesive tapes are made in such rolls.
  p('391910', 'packing tape, packaging tape, carton sealing tape, electrical tape, insulating tape, insulation tape, kapton tape, polyimide tape, pvc tape, bopp tape', { w: 0.7, unless: `${PAPER}, masking, cloth, fabric, textile, glass fiber, fiberglass, aluminum, aluminium, foil, rubber, butyl` }),

  // Luggage tags of plastics (3926.90); of leather 4205. A tag is not the suitcase it hangs on (4202).
  p('3926', 'luggage tag, bag tag, suitcase tag, baggage tag, luggage label, luggage id tag', { w: 1.2, unless: 'leather, genuine leather, metal, aluminum, aluminium, steel, zinc, alloy' }),
  p('392690', 'luggage tag, bag tag, suitcase tag, baggage tag, luggage label, luggage id tag', { w: 0.7, unless: 'leather, genuine leather, metal, aluminum, aluminium, steel, zinc, alloy' }),

  // Tent stakes and pegs of plastics (3926.90): not parts of the tent (6306); of steel 7326, of aluminium 7616.
  p('3926', 'tent stake, tent peg, ground stake, ground peg, tent nail, tarp stake', { w: 1.2, when: PLASTIC, unless: NOT_PLASTIC }),
  p('392690', 'tent stake, tent peg, ground stake, ground peg, tent nail, tarp stake', { w: 0.7, when: PLASTIC, unless: NOT_PLASTIC }),

  // Licence plate frames and holders of plastics: fittings for coachwork (3926.30), not sign plates of base metal (8310)
  // nor the vehicle (8703/8711).
  p('3926', 'license plate frame, licence plate frame, license plate holder, licence plate holder, number plate frame, number plate holder, plate frame', { w: 1.2, when: PLASTIC, unless: NOT_PLASTIC }),
  p('392630', 'license plate frame, licence plate frame, license plate holder, licence plate holder, number plate frame, number plate holder, plate frame', { w: 0.7, when: PLASTIC, unless: NOT_PLASTIC }),

  // Webcam and camera privacy covers (a plastic slide that shuts the lens): 3926.90, not cameras (8525) nor "slides" (6402).
  p('3926', 'webcam cover, camera cover, privacy cover, webcam shutter, camera shutter cover, lens cover slide, webcam privacy cover, camera privacy cover, webcam blocker, camera blocker', { w: 1.2, unless: NOT_PLASTIC }),
  p('392690', 'webcam cover, camera cover, privacy cover, webcam shutter, camera shutter cover, lens cover slide, webcam privacy cover, camera privacy cover, webcam blocker, camera blocker', { w: 0.7, unless: NOT_PLASTIC }),

  // Stands, hangers and holders for headphones or game controllers (3926.90 of plastics, 7326/7616 of metal): not the
  // headphones (8518) nor furniture (9403).
  p('3926', 'headphone stand, headphone holder, headphone hanger, headphone hook, headset stand, headset holder, headset hanger, headset hook, earphone holder, controller holder, controller stand, gamepad holder, gamepad stand', { w: 1.2, unless: NOT_PLASTIC }),
  p('392690', 'headphone stand, headphone holder, headphone hanger, headphone hook, headset stand, headset holder, headset hanger, headset hook, earphone holder, controller holder, controller stand, gamepad holder, gamepad stand', { w: 0.7, unless: NOT_PLASTIC }),

  // Kitchenware of plastics (3924.10): measuring cups and spoons, spoon rests, pot-lid holders; heading 8215 is spoons of
  // base metal, 7323 household articles of iron or steel.
  p('3924', 'measuring cup, measuring spoon, measuring cups, measuring spoons, measuring cup set, measuring spoon set, spoon rest, lid holder, pot lid holder, utensil rest, spoon holder', { w: 1.2, when: PLASTIC, unless: NOT_PLASTIC }),
  p('392410', 'measuring cup, measuring spoon, measuring cups, measuring spoons, measuring cup set, measuring spoon set, spoon rest, lid holder, pot lid holder, utensil rest, spoon holder', { w: 0.7, when: PLASTIC, unless: NOT_PLASTIC }),

  // Builders' ware (chapter 39 note 11, heading 3925): windows, doors, their frames and thresholds of plastics, uPVC
  // windows included; profiles cut and assembled into frames are no longer profiles of 3916.
  p('3925', 'window frame, window frames, door frame, window sash, casement window, sliding window, vinyl window, upvc window, pvc window, upvc door, pvc door, vinyl door, window and door frame', { w: 1.2, when: 'plastic, plastics, pvc, upvc, vinyl, polyvinyl chloride, unplasticized, unplasticised, rigid pvc, abs, polypropylene, fiberglass reinforced plastic', unless: 'aluminum, aluminium, steel, wood, wooden, toy, car, vehicle, film, sticker, decal' }),
  p('392520', 'window frame, window frames, door frame, window sash, casement window, sliding window, vinyl window, upvc window, pvc window, upvc door, pvc door, vinyl door, window and door frame', { w: 0.7, when: 'plastic, plastics, pvc, upvc, vinyl, polyvinyl chloride, unplasticized, unplasticised, rigid pvc, abs, polypropylene, fiberglass reinforced plastic', unless: 'aluminum, aluminium, steel, wood, wooden, toy, car, vehicle, film, sticker, decal' }),
];
