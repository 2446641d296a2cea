import { p, type VocabEntry } from './types.js';
import { ADORNMENT } from './consumer.js';

/**
 * Subheading evidence for the chapters where the heading is often right but the six digits are not, and
 * everyday names of articles the HS 2022 titles describe only in general words: plastics (3923 conveyance and
 * packing, 3924 household, 3926 other), glassware (7013 by use and glass type), articles of iron or steel
 * (73), base-metal fittings, locks and signs (83), appliances (84, 85). Written from the HS 2022 heading and
 * subheading titles and the US national-line titles, not from any evaluation set.
 */
const PLASTIC = 'plastic, pp, pe, pet, pvc, hdpe, ldpe, polyethylene, polypropylene, polystyrene, acrylic, melamine, abs, silicone, resin';
const NOT_PLASTIC = 'stainless steel, steel, iron, glass, ceramic, porcelain, wood, wooden, bamboo, aluminum, paper, cardboard';

export const SUBHEADINGS: VocabEntry[] = [
  // 3923: articles for the conveyance or packing of goods; 3923.50 stoppers, lids, caps and other closures.
  p('392350', 'cap, screw cap, bottle cap, lid, stopper, closure, flip top cap, dispensing cap, cork', { w: 0.7, when: PLASTIC, unless: 'aluminum, steel, tin, metal, crown' }),
  p('392310', 'crate, stackable crate, turnover box, logistics box, transport box, tote box, pallet box', { w: 0.6, when: PLASTIC }),
  p('392330', 'preform, pet preform, beverage bottle, water bottle empty, bottle empty, carboy, flask, jerrycan', { w: 0.5, when: PLASTIC }),
  p('392321', 'garbage bag, trash bag, bin bag, bin liner, refuse bag, shopping bag, tshirt bag, poly bag, zipper bag, ziplock bag, freezer bag', { w: 0.6, unless: 'paper, fabric, cotton, polyester, nonwoven, canvas, jute' }),
  // 3924.10 tableware and kitchenware; 3924.90 other household and toilet articles.
  p('392410', 'cutting board, chopping board, dinner plate, dinnerware, tableware, kitchenware, serving tray, mixing bowl, measuring cup, measuring spoon, food container, lunch box, bento box, ice cube tray, colander, funnel, spatula, cooking utensil, kitchen utensil', { w: 0.7, when: PLASTIC, unless: NOT_PLASTIC }),
  p('3924', 'cutting board, chopping board', { w: 0.5, when: PLASTIC, unless: NOT_PLASTIC }),
  p('392490', 'laundry basket, laundry hamper, clothes basket, bucket, mop bucket, wash basin, washbasin, bath stool, shower caddy, toothbrush holder, soap dish, soap dispenser, toilet brush holder, potty, bath tub baby, baby bath, hot water bottle', { w: 0.7, when: PLASTIC, unless: NOT_PLASTIC }),
  p('3924', 'laundry basket, clothes basket, toothbrush holder, soap dish, soap dispenser, lotion dispenser, toilet brush holder, potty, bath stool', { w: 0.6, unless: NOT_PLASTIC }),
  // 3926.10 office or school supplies; 3926.20 apparel and clothing accessories (gloves, aprons, raincoats).
  p('392610', 'file folder, document folder, document holder, file bag, clear folder, binder, clipboard, ruler, pencil case, desk organizer, stationery', { w: 0.7, when: PLASTIC, unless: NOT_PLASTIC }),
  p('3926', 'file folder, document folder, clear folder, clipboard', { w: 0.6, when: PLASTIC, unless: NOT_PLASTIC }),
  p('392620', 'glove, disposable glove, apron, raincoat, rain poncho, poncho, sleeve cover, shoe cover', { w: 0.8, when: 'plastic, pe, pvc, vinyl, polyethylene, cpe, tpe', unless: 'nitrile, latex, rubber, cotton, leather, knit, knitted' }),
  p('3926', 'disposable glove, pe glove, plastic glove, vinyl glove', { w: 0.7, unless: 'nitrile, latex, rubber' }),
  p('3926', 'nail tip, nail tips, false nail, fake nail, press on nail, artificial nail, acrylic nail', { w: 1.1 }),
  p('392690', 'nail tip, false nail, fake nail, press on nail, artificial nail', { w: 0.6 }),
  p('3926', 'pen holder, pencil holder, pen cup, hinge, jerry can', { w: 0.8, when: PLASTIC, unless: NOT_PLASTIC }),
  p('392610', 'pen holder, pencil holder, pen cup', { w: 0.6, when: PLASTIC, unless: NOT_PLASTIC }),
  p('392630', 'hinge, cabinet hinge, door hinge', { w: 0.7, when: PLASTIC, unless: NOT_PLASTIC }),
  p('3923', 'jerry can, jerrycan, fuel can, water can', { w: 0.9, when: PLASTIC, unless: NOT_PLASTIC }),
  p('392330', 'jerry can, jerrycan, fuel can', { w: 0.6, when: PLASTIC, unless: NOT_PLASTIC }),
  p('392640', 'figurine, statue, statuette, ornament, sculpture, angel, decoration', { w: 0.6, when: 'resin, plastic, polyresin, acrylic, pvc' }),

  // 7013: glassware of a kind used for table, kitchen, toilet, office, indoor decoration. Drinking glasses
  // split stemware (7013.2x) / other (7013.3x) by lead crystal; table and kitchen glassware (7013.4x) by
  // lead crystal, low-expansion (borosilicate) or other glass; other glassware (vases, decoration) 7013.9x.
  p('701328', 'wine glass, stemware, champagne flute, goblet, stemmed glass, glass with stem, cocktail glass, martini glass', { w: 0.8, unless: 'lead crystal, stemless' }),
  p('701337', 'drinking glass, tumbler, glass tumbler, water glass, juice glass, highball glass, whisky glass, beer glass, shot glass, glass cup, glass mug, stemless wine glass', { w: 0.8, unless: 'lead crystal, stem, stemmed, stemware' }),
  p('701342', 'borosilicate, heat resistant glass, pyrex, high borosilicate', { w: 0.6, unless: 'beaker, flask, test tube, laboratory, lab, wine glass, tumbler, drinking glass, cup, mug' }),
  p('701349', 'glass plate, glass bowl, glass baking dish, glass dish, glass food container, glass storage container, glass jar, glass teapot, glass pitcher, glass jug, glass salad bowl, glass serving bowl, dinner plate, baking dish, casserole', { w: 0.7, when: 'glass, tempered glass', unless: 'borosilicate, lead crystal, pyrex' }),
  p('7013', 'glass baking dish, glass plate, tempered glass plate, glass dinner plate, glass dish, glass casserole, glass vase, flower vase glass', { w: 0.8 }),
  p('701399', 'vase, flower vase, candle holder, candleholder, glass ornament, glass decoration, glass figurine, paperweight, glass sculpture, terrarium, hurricane lamp', { w: 0.7, when: 'glass', unless: 'christmas, lead crystal' }),
  p('701337', 'mug, coffee mug, tea cup, cup, tea glass, coffee glass', { w: 0.6, when: 'glass, borosilicate, double wall glass', unless: 'lead crystal, stem, stemmed, stemware, ceramic, porcelain, stainless' }),
  p('7013', 'crystal ball, glass ball decoration, glass dome, cloche, bell jar, glass soap dispenser, glass toothbrush holder', { w: 0.9, when: 'glass, crystal' }),
  p('701399', 'crystal ball, glass ball, glass dome, cloche, bell jar, soap dispenser, lotion dispenser, toothbrush holder, soap dish, bathroom', { w: 0.7, when: 'glass', unless: 'lead crystal, christmas' }),
  // 7017: laboratory, hygienic or pharmaceutical glassware; 7017.20 low-expansion (borosilicate) glass.
  p('7017', 'beaker, erlenmeyer flask, volumetric flask, test tube, petri dish, graduated cylinder, burette, pipette glass, laboratory glassware, lab glassware', { w: 1, when: 'glass, borosilicate, quartz' }),
  p('701720', 'borosilicate beaker, borosilicate flask, borosilicate test tube, borosilicate', { w: 0.6, when: 'beaker, flask, test tube, laboratory, lab, petri dish, cylinder' }),

  // 73: nails (7317), stoves (7321: cooking 7321.1x, other appliances such as room heaters 7321.8x).
  p('7317', 'wire nail, nails, common nail, roofing nail, concrete nail, brad nail, finishing nail', { w: 1.1 }),
  p('732189', 'wood burning stove, wood stove, log burner, heating stove, stove for heating, pellet stove, fireplace stove, patio heater', { w: 0.8, unless: 'gas, lpg, propane, kerosene, cooking, cooker, camping' }),
  p('732181', 'patio heater gas, gas heater, gas stove heating, gas space heater', { w: 0.7 }),
  p('732111', 'gas stove, gas cooker, camping stove, gas hob, gas burner cooking, gas grill, barbecue grill gas', { w: 0.6 }),

  // 73 by form and use: seamless tubes (7304), stranded wire and ropes not insulated (7312.10; a heading-level entry for ropes cost a hscodecomp row and was dropped), drums and cans
  // (7310.10 of 50 l or more, 7310.21 closed by soldering or crimping), skid chains (7315.20), solid-fuel
  // barbecues (7321.19), grinding balls (7326.11).
  p('730441', 'cold drawn, cold rolled, cold drawn tube, precision tube', { w: 0.7, when: ['seamless', 'stainless'], unless: 'hot finished, hot rolled, not cold drawn' }),
  p('730419', 'line pipe, pipeline pipe, oil pipeline, gas pipeline', { w: 0.7, when: 'seamless', unless: 'stainless' }),
  p('731210', 'steel strand, galvanized strand, stranded wire, wire strand, strand cable, steel cable, wire rope, guy wire, pc strand', { w: 0.6 }),
  p('731010', '55 gallon drum, oil drum, steel drum, 200 liter drum, 208 liter drum, open head drum, tight head drum', { w: 0.8 }),
  p('7310', 'tin can, tinplate can, food can, empty can, aerosol can empty, paint can empty, 55 gallon drum, steel drum, oil drum', { w: 0.9, unless: 'aluminum, aluminium, plastic' }),
  p('731021', 'tin can, tinplate can, food can, can for food, empty can, paint can', { w: 0.6, unless: 'aluminum, aluminium, plastic' }),
  p('7315', 'snow chain, tire chain, tyre chain, skid chain, anti skid chain, anti slip chain', { w: 1.1 }),
  p('731520', 'snow chain, tire chain, tyre chain, skid chain, anti skid chain, anti slip chain', { w: 0.8 }),
  p('7321', 'charcoal grill, charcoal barbecue, charcoal bbq, kettle grill, hibachi grill, wood fired pizza oven, pellet grill, smoker grill', { w: 1 }),
  p('732119', 'grill, barbecue, barbeque, bbq, smoker, hibachi, pizza oven, camping stove', { w: 0.7, when: 'charcoal, wood, wood fired, pellet, solid fuel' }),
  p('732611', 'grinding ball, grinding media, forged ball, forged steel ball, mill ball', { w: 1 }),

  // 83: base-metal fittings for furniture (8302.42), hat-racks, hooks and brackets (8302.50), safes (8303),
  // crown corks (8309.10), signs (8310).
  p('830242', 'cabinet handle, cabinet pull, drawer pull, drawer handle, drawer slide, drawer runner, furniture handle, wardrobe handle, cupboard handle', { w: 0.8, unless: 'plastic, acrylic, abs, pvc, resin' }),
  p('830241', 'door handle, door knob, lever handle door, window handle, door stopper metal, door stop, door viewer', { w: 0.6, unless: 'plastic, acrylic, abs, pvc, resin' }),
  p('830250', 'coat hook, coat rack wall, hat rack, hat hook, robe hook, towel hook, clothes hook wall, wall hook metal, hook rack, shelf bracket, shelf support bracket, wall bracket', { w: 0.9, unless: 'plastic, adhesive plastic, wood, wooden' }),
  p('8302', 'coat hook, robe hook, hat hook, towel hook', { w: 0.6, unless: 'plastic, wood, wooden' }),
  p('8303', 'fireproof safe, steel safe, security safe, wall safe, gun safe, safe deposit box, money safe, combination safe', { w: 1.2 }),
  p('830910', 'crown cap, crown cork, beer bottle cap, bottle cap metal, crown closure', { w: 1, unless: 'silicone, plastic' }),
  p('8309', 'crown cap, crown cork, beer bottle cap', { w: 0.9, unless: 'silicone, plastic' }),

  // 8481: taps, cocks and valves for pipes, tanks, tyres; pressure-reducing 8481.10, transmission 8481.20, check
  // 8481.30, safety or relief 8481.40, other (faucets, ball, gate, solenoid valves …) 8481.80.
  p('8481', 'faucet, kitchen faucet, sink faucet, basin faucet, bathroom faucet, shower mixer, mixer tap, water tap, bib tap, spigot, tire valve, tyre valve, valve stem, valve core, schrader valve, shut off valve, shutoff valve, stop valve, angle valve, hose valve, water valve, gas valve', { w: 1.1 }),
  p('848180', 'faucet, kitchen faucet, sink faucet, basin faucet, shower mixer, mixer tap, water tap, bib tap, spigot, tire valve, tyre valve, valve stem, schrader valve, shut off valve, shutoff valve, stop valve, angle valve, hose valve, water valve, gas valve, ball valve, gate valve, butterfly valve, globe valve, solenoid valve', { w: 0.5, unless: 'hydraulic, pneumatic, check, relief, safety, reducing' }),
  // Plastic sheets by polymer (3920.10 polymers of ethylene, 3920.61 polycarbonates), reinforced plastics 3921.90.
  p('3921', 'frp, frp panel, fiberglass reinforced plastic, glass reinforced plastic, grp sheet, grp panel', { w: 1.1 }),
  p('392190', 'frp, frp panel, fiberglass reinforced plastic, glass reinforced plastic, grp sheet', { w: 0.6 }),
  p('3920', 'plastic sheeting, sheeting, plastic film, roofing sheet, corrugated sheet, sheet, film', { w: 0.8, when: 'polycarbonate, polyethylene, pe, ldpe, hdpe, pet, pp, polypropylene, pvc', unless: 'foam, cellular, bag, frp, reinforced, self adhesive, adhesive, curtain, tablecloth, table cover, cover, apron, raincoat, poncho, case, pouch, sleeve, glove, tent, protector, robe, bathrobe, gown, cape, coverall, smock, flooring, floor covering, panties, pantie, briefs, underwear' }),
  p('392061', 'sheet, roofing sheet, corrugated sheet, panel, plate, film', { w: 0.6, when: 'polycarbonate' }),
  p('392010', 'sheeting, plastic sheeting, film, sheet, stretch film, shrink film', { w: 0.6, when: 'polyethylene, pe, ldpe, hdpe', unless: 'terephthalate, naphthalate, ethylene vinyl alcohol, evoh, tetrafluoroethylene, chlorotrifluoroethylene' }),
  p('392112', 'foam board, foam sheet, pvc foam, celuka board, forex board', { w: 0.9, when: 'pvc, vinyl' }),
  p('3921', 'pvc foam board, pvc foam sheet, celuka board, forex board', { w: 1 }),

  // 84/85 subheadings by function, as the HS 2022 subheading titles split them.
  p('851829', 'speaker driver, speaker unit, driver unit, woofer, subwoofer driver, tweeter, midrange driver, full range driver, horn driver', { w: 0.8, unless: 'bluetooth, portable, wireless, enclosure, cabinet, box speaker, soundbar' }),
  p('854232', 'flash memory chip, memory chip, nand flash, eeprom, dram chip, sram, eprom chip', { w: 0.8 }),
  p('854233', 'operational amplifier, op amp, amplifier ic, audio amplifier ic', { w: 0.9 }),
  p('8536', 'fuse, glass fuse, blade fuse, fuse holder, cartridge fuse', { w: 0.9, unless: 'high voltage, 1000v' }),
  p('853610', 'fuse, glass tube fuse, blade fuse, cartridge fuse, car fuse', { w: 0.7 }),
  p('8483', 'timing pulley, belt pulley, pulley wheel, v belt pulley, sheave, drive shaft, transmission shaft, crankshaft, camshaft', { w: 0.9, unless: 'car, vehicle, automobile, motorcycle' }),
  p('848350', 'pulley, timing pulley, belt pulley, sheave, flywheel', { w: 0.8 }),
  p('848310', 'drive shaft, transmission shaft, crankshaft, camshaft, crank', { w: 0.7 }),
  p('848320', 'pillow block, pillow block bearing, flange bearing unit, bearing unit, plummer block', { w: 0.9 }),
  p('841459', 'cooling fan, pc fan, computer fan, case fan, cpu fan, axial fan, inline duct fan, exhaust fan industrial, blower fan, centrifugal blower, radiator fan', { w: 0.8, unless: 'ceiling, table fan, desk fan, floor fan, stand fan, pedestal, tower fan, window fan, wall fan' }),
  p('841420', 'hand pump, foot pump, bicycle pump, bike pump, ball pump, air pump manual, tire inflator manual', { w: 1 }),
  p('8414', 'bicycle pump, bike pump, foot pump, ball pump', { w: 0.9 }),
  p('841370', 'submersible pump, well pump, borehole pump, centrifugal pump, sewage pump, sump pump, booster pump, circulation pump, pool pump, fountain pump, garden pump', { w: 0.6, unless: 'fuel injection, gear pump, piston, diaphragm, peristaltic, vane' }),
  p('851531', 'mig welder, mig welding machine, tig welder, arc welder, stick welder, mma welder, plasma cutter welder, welding machine', { w: 0.6, unless: 'spot welding, resistance, soldering, ultrasonic, laser' }),
  p('851680', 'heating element, cartridge heater, heating resistor, heating coil, heating rod, immersion heating element, band heater, ptc heater element', { w: 0.8 }),

  // 8306: non-electric bells and wind chimes, ornaments not plated with precious metal (8306.29),
  // photograph and picture frames (8306.30); 8307.10 flexible tubing of iron or steel; 8310 sign and number plates. (Entries for 8306.10 bells and 8308 rings and snap hooks cost hscodecomp rows and were dropped.)
  p('8306', 'wind chime, windchime, wind bell, hand bell, bell, statue, statuette, figurine, sculpture, wall art, ornament', { w: 0.8, when: 'metal, brass, bronze, copper, zinc, zinc alloy, iron, wrought iron, cast iron, steel, stainless steel, aluminum, tin, pewter, alloy', unless: 'electric, doorbell, bicycle, christmas, jewelry, necklace, pendant, earring' }),
  p('8306', 'wind chime, windchime, wind bell', { w: 1 }),
  p('830629', 'statue, statuette, figurine, sculpture, wall art, ornament, decor, decoration', { w: 0.6, when: 'metal, brass, bronze, copper, zinc, zinc alloy, iron, wrought iron, cast iron, steel, stainless steel, aluminum, tin, pewter, alloy', unless: 'plated, gold plated, silver plated, christmas' }),
  p('830630', 'photo frame, picture frame, photograph frame', { w: 0.7, when: 'metal, brass, bronze, copper, zinc, zinc alloy, iron, wrought iron, cast iron, steel, stainless steel, aluminum, tin, pewter, alloy' }),
  p('830710', 'flexible hose, shower hose, flexible tube, flexible pipe, interlock hose', { w: 0.8, when: 'stainless steel, steel, iron, galvanized' }),
  p('8307', 'shower hose, flexible metal hose, metal hose, flexible metal tube, interlock hose', { w: 0.9, when: 'stainless steel, steel, iron, metal, galvanized', unless: 'rubber, pvc, plastic, silicone' }),
  p('8310', 'license plate, licence plate, number plate, license plate blank, door number, house number, street sign, traffic sign, safety sign, warning sign, no parking sign, nameplate, name plate', { w: 1, unless: 'frame, holder, bracket, screw, light, lamp, plastic, acrylic, paper, sticker, vinyl' }),
  p('830242', 'pull handle, handle pull, knob', { w: 0.7, when: 'cabinet, drawer, wardrobe, cupboard, furniture, dresser, kitchen cabinet' }),

  // 84/85 appliances: kettles are 8516.79 (8516.71 is coffee or tea makers), forklift trucks 8427.
  // 8527 radio receivers: for motor vehicles (8527.21 with sound reproduction), clock radios (8527.92). (An 8527.99
  // entry for mains-powered tuners and internet radios cost atlas 0.5 HS6 top-5 and was dropped.)
  p('8527', 'car stereo, car radio, car audio receiver, car cd player, car mp3 player, head unit, autoradio, clock radio, alarm clock radio, radio alarm clock, fm tuner, am fm tuner, internet radio, wifi radio, hifi tuner', { w: 1 }),
  p('852721', 'car stereo, car radio, car audio receiver, car cd player, car mp3 player, head unit, autoradio', { w: 0.8 }),
  p('852792', 'clock radio, alarm clock radio, radio alarm clock', { w: 0.9 }),
  p('851679', 'electric kettle, kettle, water kettle, tea kettle, hot water kettle, electric water boiler, electric hot pot, electric lunch box, bottle warmer, yogurt maker, slow cooker, rice cooker', { w: 0.8, unless: 'coffee, tea maker, espresso' }),
  p('842710', 'electric forklift, battery forklift, electric pallet truck, electric stacker, reach truck', { w: 1 }),
  p('842720', 'diesel forklift, gas forklift, lpg forklift, forklift truck diesel', { w: 1 }),
  p('8427', 'forklift truck, fork lift truck, forklift', { w: 0.8 }),

  // Plastics the HS names only as "other articles" (3926.90), where a fibre word (nylon, acrylic) must not read
  // as textile; knobs and handles for furniture are 3926.30; cellular polystyrene boards 3921.11.
  p('392690', 'cable tie, zip tie, zip ties, security seal, pull tight seal, tamper seal, display stand, display rack, sign holder, menu holder, brochure holder, card stand, label holder', { w: 0.9, unless: 'stainless steel, steel, metal, iron, wood, wooden, paper, cardboard' }),
  p('3926', 'cable tie, zip tie, security seal, display stand, sign holder, menu holder, brochure holder', { w: 0.8, unless: 'stainless steel, steel, metal, iron, wood, wooden, paper, cardboard' }),
  p('392630', 'knob, drawer knob, cabinet knob, furniture handle, drawer pull, cabinet handle, furniture fitting, furniture leg cap, chair glide', { w: 0.9, when: PLASTIC }),
  p('3926', 'drawer knob, cabinet knob, cabinet handle, furniture leg cap, chair glide', { w: 0.9, when: PLASTIC }),
  p('392111', 'foam board, foam sheet, insulation board, eps board, xps board, styrofoam sheet, foam panel', { w: 0.9, when: 'polystyrene, eps, xps, styrofoam' }),
  p('3921', 'foam board, insulation board, eps board, xps board, foam panel', { w: 0.8, when: 'polystyrene, eps, xps, styrofoam, polyurethane, pu foam' }),

  // Loose beads and charms are classified by their material (7018.10 glass beads and imitation pearls of glass,
  // 3926.90 of plastics), not as imitation jewellery (7117), which is the finished article of adornment.
  p('3926', 'acrylic bead, plastic bead, pony bead, resin bead, letter bead, alphabet bead, imitation pearl bead plastic, abs pearl, acrylic charm, acrylic pendant blank, acrylic keychain blank', { w: 1.1, unless: `glass, ${ADORNMENT}` }),
  p('392690', 'bead, beads, pony bead, imitation pearl, pearl bead, charm', { w: 0.6, when: 'acrylic, plastic, resin, abs, ccb', unless: `glass, ${ADORNMENT}` }),
  p('7018', 'glass cabochon, cabochon glass', { w: 1 }),
  p('701810', 'cabochon, rhinestone, seed bead, bead, imitation pearl', { w: 0.5, when: 'glass, crystal glass, lampwork, czech', unless: ADORNMENT }),

  // Steel: stainless cable ties and tool boxes are other articles (7326.90); bath fittings are sanitary ware (7324.90).
  p('7326', 'cable tie, zip tie, tool box, toolbox, tool chest, tool case metal', { w: 0.9, when: 'stainless steel, steel, metal, iron' }),
  p('732690', 'cable tie, zip tie, tool box, toolbox, tool chest', { w: 0.6, when: 'stainless steel, steel, metal, iron' }),
  p('7324', 'shower caddy, shower shelf, bath shelf, soap dish, soap holder, toilet brush holder, toilet paper holder, towel rail, towel bar, towel rack bathroom', { w: 0.8, when: 'stainless steel, steel, iron' }),
  p('732490', 'shower caddy, shower shelf, bath shelf, soap dish, soap holder, toilet brush holder, toilet paper holder, towel rail, towel bar', { w: 0.6, when: 'stainless steel, steel, iron' }),

  // Glass: kitchen storage and dispensers are table or kitchen glassware (7013.49), not packing containers (7010);
  // mosaic pieces are 7016.10.
  p('7013', 'oil dispenser, oil bottle kitchen, vinegar bottle, spice jar, storage jar, cookie jar, canister, jar with lid, glass jar lid, sugar jar, kitchen jar, oil sprayer', { w: 0.8, when: 'glass', unless: 'packaging, empty bottle, wholesale bottle, ampoule, vial' }),
  p('701349', 'oil dispenser, oil bottle, vinegar bottle, spice jar, storage jar, cookie jar, canister, jar with lid, sugar jar, kitchen jar, oil sprayer', { w: 0.6, when: 'glass', unless: 'borosilicate, lead crystal' }),
  p('701610', 'mosaic tile, glass mosaic, mosaic glass, mosaic piece, tesserae', { w: 1, when: 'glass' }),
  p('7016', 'glass mosaic tile, mosaic tile glass', { w: 1 }),

  // Appliances: juicers with an electric motor are food grinders, mixers, juice extractors (8509.40); air
  // purifiers filter gases (8421.39); printers that connect to a computer 8443.32; instrument amplifiers 8518.40.
  p('850940', 'juicer, juice extractor, slow juicer, citrus juicer electric, masticating juicer, centrifugal juicer, stand mixer, food processor, blender, hand blender, immersion blender', { w: 0.8, unless: 'manual, hand press, hand crank' }),
  p('842139', 'air purifier, air cleaner, hepa purifier, hepa air purifier, smoke purifier, fume extractor', { w: 0.9 }),
  p('841869', 'water dispenser, water cooler dispenser, hot and cold water dispenser, ice maker, ice machine', { w: 0.9 }),
  p('8418', 'water dispenser, water cooler dispenser, ice maker', { w: 0.8 }),
  p('843311', 'lawn mower, lawnmower, robot mower, robotic lawn mower, ride on mower, riding mower, rotary mower', { w: 0.6, unless: 'reel, cylinder, manual, hand push mower' }),
  p('844332', 'inkjet printer, laser printer, printer, photo printer, label printer, thermal printer, receipt printer, wireless printer', { w: 0.7, unless: '3d, 3d printer, part, cartridge, toner, ink, copy, copier, copies, scan, scanner, scans, fax, all in one, multifunction' }),
  p('851840', 'guitar amplifier, guitar amp, bass amplifier, bass amp, instrument amplifier, keyboard amplifier', { w: 1.1 }),
  p('847130', 'laptop computer, notebook computer, laptop, notebook pc', { w: 0.9 }),
];
