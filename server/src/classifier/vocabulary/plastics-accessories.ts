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

  // --- Ruling wording: apparel of plastics sheeting, household and builders' ware. ---
  // Garments of plastics sheeting (robes, capes, coveralls of polyethylene film) are apparel of plastics (3926.20), not
  // sheeting (3920) nor textile garments (chapter 62 note 1; chapter 39 note 2).
  p('3926', 'robe, bathrobe, cape, apron, coverall, coveralls, jumpsuit, smock, poncho, raincoat, rain coat, rain suit, rain jacket, rain pants', { w: 1.1, when: ['polyethylene film, plastic film, plastics film, plastic sheeting, plastics sheeting, pvc sheeting, vinyl sheeting, polyvinyl chloride sheeting, pe film, cpe film, tpu film, eva film, peva'], unless: 'nonwoven, non woven, spunbond, cotton, fabric, textile, knit, knitted, woven, polyester fabric, nylon fabric, coated fabric' }),
  p('392620', 'robe, bathrobe, cape, apron, coverall, coveralls, jumpsuit, smock, poncho, raincoat, rain coat, rain suit, rain jacket, rain pants', { w: 1.1, when: ['polyethylene film, plastic film, plastics film, plastic sheeting, plastics sheeting, pvc sheeting, vinyl sheeting, polyvinyl chloride sheeting, pe film, cpe film, tpu film, eva film, peva'], unless: 'nonwoven, non woven, spunbond, cotton, fabric, textile, knit, knitted, woven, polyester fabric, nylon fabric, coated fabric' }),
  // Bath and shower mats of plastics (PVC, TPE, with suction cups): household articles (3924.90), not the bathtub they lie
  // in (3922) nor floor coverings (3918).
  p('3924', 'bath mat, bathtub mat, shower mat, tub mat, non slip bath mat, anti slip bath mat, bath tub mat', { w: 1.3, when: PLASTIC, unless: 'cotton, microfiber, memory foam, fabric, chenille, diatomite, diatomaceous, wood, wooden, bamboo, teak, cork' }),
  p('392490', 'bath mat, bathtub mat, shower mat, tub mat, non slip bath mat, anti slip bath mat, bath tub mat', { w: 0.8, when: PLASTIC, unless: 'cotton, microfiber, memory foam, fabric, chenille, diatomite, diatomaceous, wood, wooden, bamboo, teak, cork' }),
  // Household articles of plastics (3924.90): dustpans; kitchenware (3924.10): scoops.
  p('3924', 'dustpan, dust pan', { w: 1.1, when: PLASTIC, unless: 'broom, brush, steel, metal, iron, aluminum, tin' }),
  p('392490', 'dustpan, dust pan', { w: 0.7, when: PLASTIC, unless: 'broom, brush, steel, metal, iron, aluminum, tin' }),
  p('3924', 'ice cream scoop, cookie scoop, food scoop, flour scoop, rice scoop, scoop', { w: 1.2, when: PLASTIC, unless: NOT_PLASTIC }),
  p('392410', 'ice cream scoop, cookie scoop, food scoop, flour scoop, rice scoop, scoop', { w: 0.7, when: PLASTIC, unless: NOT_PLASTIC }),
  // Display easels and plate stands of plastics: other articles of plastics (3926.90).
  p('3926', 'easel, display easel, plate holder, plate stand, plate display stand, picture stand, tabletop easel', { w: 1.1, when: PLASTIC, unless: NOT_PLASTIC }),
  p('392690', 'easel, display easel, plate holder, plate stand, plate display stand, picture stand, tabletop easel', { w: 0.7, when: PLASTIC, unless: NOT_PLASTIC }),
  // Chapter 39 note 11: builders' ware of 3925 includes structural elements of walls and roofs (siding, soffits, cladding),
  // gutters and their fittings, fencing, and fittings for permanent installation in buildings (handles, brackets, towel
  // rails, grab bars, handrails).
  p('3925', 'siding, vinyl siding, siding panel, soffit, soffit panel, wall cladding, cladding panel, fascia board, gutter, rain gutter, gutter guard, gutter fitting, downspout, down pipe, drain spout, fence panel, fencing, railing, balustrade, baluster, handrail, grab bar, grab rail, towel rail, towel bar, towel rack wall', { w: 1.1, when: 'plastic, plastics, pvc, upvc, vinyl, polyvinyl chloride, abs, polypropylene, polyethylene, acrylic, resin, polycarbonate, nylon', unless: 'aluminum, aluminium, steel, stainless, iron, copper, zinc, wood, wooden, bamboo, toy, car, vehicle, chrome, brass' }),
  p('392590', 'siding, vinyl siding, siding panel, soffit, soffit panel, wall cladding, cladding panel, fascia board, gutter, rain gutter, gutter guard, gutter fitting, downspout, down pipe, drain spout, fence panel, fencing, railing, balustrade, baluster, handrail, grab bar, grab rail, towel rail, towel bar, towel rack wall', { w: 0.7, when: 'plastic, plastics, pvc, upvc, vinyl, polyvinyl chloride, abs, polypropylene, polyethylene, acrylic, resin, polycarbonate, nylon', unless: 'aluminum, aluminium, steel, stainless, iron, copper, zinc, wood, wooden, bamboo, toy, car, vehicle, chrome, brass' }),
  // Fittings for tubes and pipes of plastics (joints, elbows, tees, couplings, flanges): 3917.40.
  p('3917', 'pipe fitting, tube fitting, conduit fitting, elbow, tee, coupling, pipe coupling, reducer, pipe reducer, union, end cap pipe, pipe elbow, pipe tee, compression fitting, barb fitting, hose barb', { w: 1.1, when: 'plastic, plastics, pvc, cpvc, upvc, polyvinyl chloride, abs, polypropylene, ppr, polyethylene, hdpe, pe, nylon, pvdf', unless: 'steel, stainless, brass, copper, iron, cast iron, malleable, aluminum, aluminium, bronze, valve' }),
  p('391740', 'pipe fitting, tube fitting, conduit fitting, elbow, tee, coupling, pipe coupling, reducer, pipe reducer, union, end cap pipe, pipe elbow, pipe tee, compression fitting, barb fitting, hose barb', { w: 0.8, when: 'plastic, plastics, pvc, cpvc, upvc, polyvinyl chloride, abs, polypropylene, ppr, polyethylene, hdpe, pe, nylon, pvdf', unless: 'steel, stainless, brass, copper, iron, cast iron, malleable, aluminum, aluminium, bronze, valve' }),
  // Floor coverings of plastics in rolls or tiles (heading 3918): sheet vinyl described as flooring is not plain sheeting (3920).
  p('3918', 'flooring, flooring material, floor covering, sheet flooring, vinyl flooring, vinyl floor covering, linoleum style flooring, floor tile, floor tiles', { w: 1.2, when: 'plastic, plastics, pvc, vinyl, polyvinyl chloride', unless: 'wooden, solid wood, hardwood, engineered wood, laminate wood, bamboo, ceramic, porcelain, stone, rubber, carpet, textile, tufted, cork, linoleum' }),
  p('391810', 'flooring, flooring material, floor covering, sheet flooring, vinyl flooring, vinyl floor covering, floor tile, floor tiles', { w: 0.7, when: 'pvc, vinyl, polyvinyl chloride', unless: 'wooden, solid wood, hardwood, engineered wood, bamboo, ceramic, porcelain, stone, rubber, carpet, textile, tufted, cork, linoleum' }),

  // An article said to be molded, injection-molded or thermoformed of a named plastics is an article, not the polymer in
  // primary form (chapter 39 note 6 forms are liquids, pastes, powders, granules, flakes, blocks): weak evidence for
  // "other articles of plastics" (3926), which any heading naming the article outweighs.
  p('3926', 'molded, moulded, injection molded, injection moulded, blow molded, blow moulded, rotationally molded, rotomolded, thermoformed, vacuum formed, vacuum formed', { w: 0.5, when: 'plastic, plastics, polypropylene, polyethylene, polystyrene, polycarbonate, abs, acrylonitrile butadiene styrene, polyvinyl chloride, pvc, nylon, polyamide, acetal, polyoxymethylene, pom, acrylic, polymethyl methacrylate, polyurethane, thermoplastic, polyester, pet, pbt, ptfe, melamine, phenolic', unless: 'rubber, pulp, paper, paperboard, glass, fiberglass, fibreglass, steel, metal, aluminum, aluminium, concrete, wood, wooden, ceramic, circuit breaker, granule, granules, pellet, pellets, powder, resin powder' }),

  // Laboratory ware and hospital disposables of plastics (petri dishes, pipette tips, culture flasks, specimen cups, tube
  // racks, surgical drapes of plastics film): 3926.90. Laboratory glassware is 7017; "sterile" alone does not make goods
  // of heading 3006 (chapter 30 note 4 lists what 3006 takes), and a tube rack is not furniture (9403).
  p('3926', 'petri dish, culture dish, pipette tip, pipette tips, culture flask, cell culture flask, tissue culture flask, centrifuge tube, microcentrifuge tube, cryovial, cryogenic vial, microplate, well plate, microtiter plate, specimen container, specimen cup, urine cup, urine container, sample container, sample cup, weighing boat, weigh boat, test tube rack, tube rack, pipette rack, surgical drape, sterile drape', { w: 1.2, unless: 'glass, borosilicate, quartz, steel, stainless, metal, aluminum, aluminium, wood, wooden, nonwoven, non woven, spunbond, sms, textile, fabric, cotton, paper' }),
  p('392690', 'petri dish, culture dish, pipette tip, pipette tips, culture flask, cell culture flask, tissue culture flask, centrifuge tube, microcentrifuge tube, cryovial, cryogenic vial, microplate, well plate, microtiter plate, specimen container, specimen cup, urine cup, urine container, sample container, sample cup, weighing boat, weigh boat, test tube rack, tube rack, pipette rack, surgical drape, sterile drape', { w: 0.7, unless: 'glass, borosilicate, quartz, steel, stainless, metal, aluminum, aluminium, wood, wooden, nonwoven, non woven, spunbond, sms, textile, fabric, cotton, paper' }),
  p('3926', 'drape, drapes', { w: 1.1, when: ['surgical, sterile, medical, operating, procedure, procedures', 'plastic, plastics, polyethylene, pe, polypropylene film, pvc, tpu, plastic film'], unless: 'nonwoven, non woven, spunbond, sms, textile, fabric, cotton, paper, curtain, window' }),
  p('392690', 'drape, drapes', { w: 0.7, when: ['surgical, sterile, medical, operating, procedure, procedures', 'plastic, plastics, polyethylene, pe, polypropylene film, pvc, tpu, plastic film'], unless: 'nonwoven, non woven, spunbond, sms, textile, fabric, cotton, paper, curtain, window' }),
  // Underwear of plastics film (disposable panties of polyethylene): apparel of plastics (3926.20), not chapter 61/62.
  p('3926', 'panties, panty, briefs, brief, underwear, underpants, boxer', { w: 1.1, when: ['polyethylene film, plastic film, plastics film, plastic sheeting, plastics sheeting, pe film, cpe film, tpu film, pvc film'], unless: 'nonwoven, non woven, spunbond, cotton, fabric, textile, knit, knitted, woven, polyester fabric, nylon fabric' }),
  p('392620', 'panties, panty, briefs, brief, underwear, underpants, boxer', { w: 1.1, when: ['polyethylene film, plastic film, plastics film, plastic sheeting, plastics sheeting, pe film, cpe film, tpu film, pvc film'], unless: 'nonwoven, non woven, spunbond, cotton, fabric, textile, knit, knitted, woven, polyester fabric, nylon fabric' }),
  // Sheets of polymers the polymer subheadings of 3920 do not name: polyvinylidene chloride (a polymer of heading 3904 but not
  // "of vinyl chloride", 3920.4x), ethylene-tetrafluoroethylene, ethylene-vinyl alcohol (vinyl alcohol predominating): 3920.99.
  // Ionomer resins are ethylene copolymers (3901.90): their film is 3920.10. Polyethylene naphthalate is another polyester (3920.69).
  p('3920', 'film, sheet, sheets, foil, strip, sheeting, plate', { w: 0.9, when: 'polyvinylidene chloride, pvdc, saran, ethylene tetrafluoroethylene, etfe, ethylene chlorotrifluoroethylene, ectfe, ethylene vinyl alcohol, evoh, ionomer, surlyn, polyethylene naphthalate', unless: 'cellular, foam, reinforced, laminated, self adhesive, adhesive, bag, pouch, casing' }),
  p('392099', 'film, sheet, sheets, foil, strip, sheeting, plate', { w: 0.9, when: 'polyvinylidene chloride, pvdc, saran, ethylene tetrafluoroethylene, etfe, ethylene chlorotrifluoroethylene, ectfe, ethylene vinyl alcohol, evoh', unless: 'cellular, foam, reinforced, laminated, self adhesive, adhesive, bag, pouch, casing' }),
  p('392010', 'film, sheet, sheets, foil, strip, sheeting, plate', { w: 0.9, when: 'ionomer, surlyn', unless: 'cellular, foam, reinforced, laminated, self adhesive, adhesive, bag, pouch, casing' }),
  // Wash-basins and lavatories of cast polymer or cultured marble: 3922.10 (baths, sinks and wash-basins).
  p('392210', 'lavatory basin, vanity basin, vanity top basin, vessel sink, vanity sink', { w: 0.8, when: 'cast polymer, cultured marble, solid surface, acrylic, plastic, plastics, resin, polyresin, gelcoat, fiberglass', unless: 'ceramic, porcelain, vitreous, stainless, steel, glass, stone, marble basin, granite' }),

  // Jewellery packaging and display of moulded plastics: a rigid acrylic ring box is not a jewellery box of plastic sheeting
  // (4202) nor jewellery (7117); display busts and necklace stands are displays (3926.90).
  p('3926', 'ring box, ring case, earring box, ring display box, proposal ring box, necklace display, display bust, mannequin neck, necklace bust, jewelry bust, neck display, necklace stand', { w: 1.2, when: 'acrylic, plastic, plastics, clear, transparent, resin, abs, pvc, pp', unless: 'velvet, leather, pu leather, wood, wooden, paper, cardboard, metal, iron, steel, fabric, linen' }),
  p('392690', 'ring box, ring case, earring box, ring display box, proposal ring box, necklace display, display bust, mannequin neck, necklace bust, jewelry bust, neck display, necklace stand', { w: 0.7, when: 'acrylic, plastic, plastics, clear, transparent, resin, abs, pvc, pp', unless: 'velvet, leather, pu leather, wood, wooden, paper, cardboard, metal, iron, steel, fabric, linen' }),

  // Disposable and reusable cutlery of plastics is tableware (3924.10); heading 8215 is spoons, forks and the like of base metal.
  p('3924', 'fork, forks, spoon, spoons, knife, knives, cutlery, cutlery set, disposable cutlery, flatware, teaspoon, spork, chopsticks, dessert spoon, soup spoon, serving spoon', { w: 1.1, when: PLASTIC, unless: `${NOT_PLASTIC}, silver, gold plated` }),
  p('392410', 'fork, forks, spoon, spoons, knife, knives, cutlery, cutlery set, disposable cutlery, flatware, teaspoon, spork, chopsticks, dessert spoon, soup spoon, serving spoon', { w: 0.7, when: PLASTIC, unless: `${NOT_PLASTIC}, silver, gold plated` }),
  // Sandwich, snack and freezer bags are sacks and bags of polymers of ethylene (3923.21), not handbags (4202).
  p('3923', 'sandwich bag, snack bag, freezer bag, food storage bag, food bag, resealable bag, reusable storage bag, zipper storage bag, slider bag, zip top bag', { w: 1.2, unless: 'paper, fabric, cotton, canvas, nonwoven, silicone, insulated, cooler, lunch bag' }),
  p('392321', 'sandwich bag, snack bag, freezer bag, food storage bag, food bag, resealable bag, reusable storage bag, zipper storage bag, slider bag, zip top bag', { w: 0.7, unless: 'paper, fabric, cotton, canvas, nonwoven, silicone, insulated, cooler, lunch bag, polypropylene, pp' }),
  // Household storage of plastics (3924.90): shoe boxes and organisers; saucers and drip trays for plant pots.
  p('3924', 'shoe box, shoe boxes, shoe storage box, shoe organizer, sneaker box, shoe storage, plant saucer, pot saucer, flower pot saucer, plant drip tray, drip tray, plant tray', { w: 1.2, when: PLASTIC, unless: `${NOT_PLASTIC}, paper, cardboard, fabric, nonwoven, ceramic, terracotta` }),
  p('392490', 'shoe box, shoe boxes, shoe storage box, shoe organizer, sneaker box, shoe storage, plant saucer, pot saucer, flower pot saucer, plant drip tray, drip tray, plant tray', { w: 0.8, when: PLASTIC, unless: `${NOT_PLASTIC}, paper, cardboard, fabric, nonwoven, ceramic, terracotta` }),

  // Subheadings of 3919 by the width the description states: 3919.10 rolls not over 20 cm wide, 3919.90 other.
  p('391910', 'self adhesive, adhesive, pressure sensitive, tape, film, sheet, strip, foil, polyethylene film, plastic film, pvc film, pet film, polypropylene film, vinyl film, protective film, surface protection film, plastic sheet, pvc sheet', { w: 0.9, when: ['@upto20cm', 'self adhesive, adhesive, pressure sensitive, tape', 'roll, rolls, rolled'] }),
  p('391990', 'self adhesive, adhesive, pressure sensitive, tape, film, sheet, strip, foil, polyethylene film, plastic film, pvc film, pet film, polypropylene film, vinyl film, protective film, surface protection film, plastic sheet, pvc sheet', { w: 0.9, when: ['@over20cm', 'self adhesive, adhesive, pressure sensitive, tape'] }),
];
