import { p, type VocabEntry } from './types.js';

/**
 * Ruling-style wording (US CBP rulings) for articles of iron or steel (73), tools (82) and instruments (90):
 * the construction words rulings use (seamless, welded, stranded, interchangeable, put up for retail sale).
 * Written from the HS 2022 heading and subheading titles, the chapter notes and customs practice, not from
 * any evaluation set.
 */
const STEEL = 'steel, stainless steel, iron, carbon steel, galvanized, galvanised, alloy steel, cast iron, zinc plated, zinc-plated, chrome plated, high carbon steel';
const NOT_STEEL = 'copper, brass, bronze, aluminum, plastic, pvc, rubber, silicone, nylon';

export const STEEL_TOOLS: VocabEntry[] = [
  // 7304 seamless tubes and pipes; 7306 welded (other than 7305: circular, external diameter > 406.4 mm).
  p('7304', 'seamless, seamless tube, seamless pipe, seamless tubing, cold drawn seamless, hot finished seamless', { w: 1.1, when: STEEL + ', tube, pipe, tubing', unless: NOT_STEEL + ', fitting, flange, elbow' }),
  p('7306', 'welded pipe, welded tube, welded tubing, longitudinally welded, erw pipe, seam welded', { w: 1.1, when: STEEL + ', tube, pipe, tubing', unless: NOT_STEEL + ', seamless, fitting, flange, elbow, large diameter' }),
  p('730640', 'welded pipe, welded tube, welded tubing, longitudinally welded, pipe, tube', { w: 0.5, when: ['stainless', 'welded'], unless: 'square, rectangular, non circular' }),
  // 7318: screws, bolts, nuts, anchors, washers of iron or steel (not electrical terminals of 8536).
  p('7318', 'cap screw, hex bolt, hexagon head bolt, carriage bolt, machine screw, set screw, socket head screw, self tapping screw, self drilling screw, threaded rod, stud bolt, u bolt, anchor bolt, wedge anchor, sleeve anchor, drop in anchor, expansion anchor, concrete anchor, lock washer, spring washer, flat washer, hex nut, flange nut, lag screw', { w: 1.1, when: STEEL + ', threaded, fastener', unless: 'brass, copper, aluminum, plastic, nylon' }),
  p('731815', 'cap screw, hex bolt, hexagon head bolt, carriage bolt, machine screw, set screw, socket head screw, threaded rod, stud bolt, u bolt, anchor bolt, wedge anchor, sleeve anchor, drop in anchor, expansion anchor, concrete anchor', { w: 0.5, when: STEEL + ', threaded' }),
  p('731822', 'flat washer, plain washer, washer', { w: 0.5, when: STEEL, unless: 'spring washer, lock washer, split washer, nut, bolt, screw' }),
  p('731821', 'spring washer, lock washer, split lock washer, split washer', { w: 0.5 }),
  // 7323.10 iron or steel wool; pot scourers and scouring or polishing pads, gloves and the like.
  p('7323', 'pot scrubber, scouring pad, scourer, scrubber, steel wool, scouring ball, scrubbing pad, chain mail scrubber, cast iron scrubber', { w: 1.2, when: STEEL + ', metal, wire', unless: 'plastic, sponge, nylon, brush, electric' }),
  p('732310', 'pot scrubber, scouring pad, scourer, scrubber, steel wool, scouring ball, scrubbing pad, chain mail scrubber, cast iron scrubber', { w: 0.6, unless: 'plastic, sponge, nylon, brush' }),
  p('7323', 'kitchen rack, dish rack, drying rack, pot rack, cooling rack, baking rack, wire rack, roasting rack, trivet, kitchen storage rack, countertop rack', { w: 1.1, when: STEEL + ', metal, wire', unless: 'plastic, bamboo, wood, wooden, industrial, warehouse, shelving unit' }),
  p('732399', 'kitchen rack, dish rack, drying rack, pot rack, cooling rack, wire rack, trivet, countertop rack', { w: 0.4, when: STEEL + ', metal, wire', unless: 'enamel, enamelled, enameled, cast iron' }),
  // 7312: stranded wire, ropes, cables of iron or steel, not electrically insulated (8544 is insulated conductors).
  p('7312', 'stranded wire, wire strand, steel cable, galvanized cable, guy wire, guy strand, prestressing strand, pc strand, wire rope, cable, strand', { w: 1, when: 'steel, galvanized, galvanised, stainless steel, stainless, iron', unless: 'insulated, conductor, electrical, electric, power cable, copper, aluminum, optical, fiber, fibre, usb, hdmi, coaxial' }),
  p('731210', 'stranded wire, wire strand, steel cable, guy wire, prestressing strand, pc strand, wire rope, cable', { w: 0.5, when: 'steel, galvanized, stainless', unless: 'insulated, conductor, electrical, sling, fitted with, hook, eye, thimble' }),
  // 7321: cooking appliances and plate warmers, barbecues, of iron or steel, non-electric.
  p('7321', 'barbecue, barbecue grill, bbq grill, camp stove, camping stove, portable stove, cooking stove, griddle station, outdoor cooker', { w: 1, when: STEEL + ', charcoal, gas, propane, wood, fuel, burner', unless: 'electric, electrical, grill pan, grill brush, tool, cover, thermometer' }),
  // 8207: interchangeable tools for hand tools, whether or not power-operated, or for machine tools (not knives 8211).
  p('8207', 'interchangeable tool, interchangeable, router bit, drill bit, hole saw, screwdriver bit, driver bit, impact bit, countersink bit, tap and die, taps and dies, threading tap, threading die, milling cutter, end mill, reamer, broach, forming punch', { w: 1.2, unless: 'bicycle, bike, knife, kitchen, electric drill only' }),
  p('820740', 'tap and die, taps and dies, threading tap, threading die, tap, die, tapping, threading, cutting threads', { w: 0.6, when: 'tap, taps, die, dies, thread, threading, tapping' }),
  p('820770', 'router bit, milling cutter, end mill, milling', { w: 0.6 }),
  p('820790', 'screwdriver bit, driver bit, impact bit, power bit, nut driver bit, bit holder', { w: 0.5 }),
  p('820760', 'reamer, boring, broach, broaching', { w: 0.5 }),
  // 8202: saw blades of all kinds (8202.31-39 circular), also when for power saws.
  p('8202', 'saw blade, circular saw blade, band saw blade, reciprocating saw blade, jigsaw blade, hacksaw blade', { w: 1.2, unless: 'knife, shredder, planer' }),
  // 8201: hand tools for agriculture, horticulture or forestry.
  p('8201', 'spade, shovel, round point shovel, square point shovel, trenching shovel, hoe, garden hoe, pruning shears, secateurs, hand pruner, bypass pruner, loppers', { w: 1.2, unless: 'snow shovel plastic, toy, broom, electric, battery, cordless' }),
  p('820110', 'spade, shovel, round point shovel, square point shovel, trenching shovel, garden spade', { w: 0.6, unless: 'fork' }),
  p('820130', 'mattock, pick axe, pickaxe, hoe, garden hoe, cultivator hand, rake', { w: 0.5 }),
  // 8201.50 one-handed secateurs and pruners; 8201.60 two-handed pruning shears and loppers, hedge shears.
  p('820150', 'pruning shears, secateurs, hand pruner, bypass pruner, anvil pruner, one handed', { w: 0.6, unless: 'two handed, lopper, loppers, hedge' }),
  p('820160', 'loppers, lopping shears, two handed pruning shears, hedge shears', { w: 0.6 }),
  // 8215: kitchen and tableware utensils (spoons, ladles, skimmers, cake-servers, tongs and the like), of base metal.
  p('8215', 'spatula, turner, slotted turner, ladle, skimmer, slotted spoon, serving spoon, kitchen tongs, tongs, kitchen utensil, pizza cutter, pizza wheel, pastry wheel, avocado slicer, strawberry huller, corn stripper, vegetable peeler', { w: 1.1, when: STEEL + ', metal', unless: 'plastic, silicone, nylon, wood, wooden, bamboo, electric, machine' }),
  p('821599', 'spatula, turner, slotted turner, ladle, skimmer, slotted spoon, serving spoon, kitchen tongs, tongs, kitchen utensil, pizza cutter, pizza wheel, pastry wheel', { w: 0.5, when: STEEL + ', metal', unless: 'set, gold plated, silver plated' }),
  // 8206: tools of two or more of headings 8202-8205 put up in sets for retail sale.
  p('8206', 'put up in set, put up for retail sale, tool set, tool kit, set for retail sale', { w: 1, when: 'hammer, wrench, plier, pliers, screwdriver, saw, hacksaw, chisel, spanner, socket' , unless: 'electric, cordless, drill driver' }),
  // 9011: microscopes by kind: stereoscopic (9011.10), for photomicrography (9011.20), other (9011.80).
  p('901110', 'stereoscopic, stereo microscope, stereomicroscope, stereo zoom, dissecting microscope', { w: 0.6, when: 'microscope, stereomicroscope' }),
  p('901120', 'photomicrography, cinephotomicrography, microprojection, camera attachment, trinocular, for attachment of a camera', { w: 0.6, when: 'microscope', unless: 'stereoscopic, stereo' }),

  // Kitchen strainers, colanders and frying baskets of steel mesh are household articles (7323.93), not wire cloth (7314).
  p('7323', 'strainer, colander, mesh strainer, fine mesh strainer, frying basket, fry basket, splatter screen, splatter guard, steamer basket, kitchen rail, utensil rail, pot rail', { w: 1.2, when: STEEL + ', metal, wire, mesh', unless: 'plastic, silicone, nylon, bamboo, industrial, pipe, pipeline, faucet, sink drain, sink strainer' }),
  p('732393', 'strainer, colander, mesh strainer, fine mesh strainer, frying basket, fry basket, splatter screen, steamer basket', { w: 0.5, when: 'stainless, stainless steel', unless: 'sink strainer, drain' }),
  // 7321: non-electric cooking appliances and plate warmers (hibachis, pizza ovens, patio heaters).
  p('7321', 'hibachi, pizza oven, outdoor pizza oven, patio heater, plate warmer, outdoor griddle, flat top griddle, smoker', { w: 1.1, when: STEEL + ', charcoal, gas, propane, wood, pellet', unless: 'electric, electrical, cover, pan, stone, peel' }),
  // 8206: hand tools of two or more headings put up in sets for retail sale.
  // 9019.20: ozone, oxygen, aerosol therapy and artificial respiration apparatus (CPAP machines included).
  p('9019', 'cpap, bipap, cpap machine, positive airway pressure, artificial respiration, medical ventilator, mechanical ventilator, resuscitator, oxygen therapy, aerosol therapy', { w: 1.3 }),
  p('901920', 'cpap, bipap, cpap machine, positive airway pressure, artificial respiration, medical ventilator, mechanical ventilator, resuscitator, oxygen therapy, aerosol therapy', { w: 0.6 }),
  // 9015.40 photogrammetrical surveying instruments and appliances.
  p('9015', 'photogrammetric, photogrammetrical, photogrammetry', { w: 1.3 }),
  p('901540', 'photogrammetric, photogrammetrical, photogrammetry', { w: 0.6 }),
  // 9018: microscopes and cameras made for surgery or examination of patients are medical instruments (9018 over 9011 / 8525).
  p('9018', 'operating microscope, surgical microscope, colposcope, dental microscope, ophthalmic microscope, laparoscope, arthroscope, gastroscope, colonoscope, bronchoscope, cystoscope, hysteroscope, endoscopic camera, endoscopy camera, laparoscopic camera, surgical camera, medical camera, camera head endoscope', { w: 1.5 }),
  p('901890', 'operating microscope, surgical microscope, colposcope, laparoscope, arthroscope, gastroscope, colonoscope, bronchoscope, cystoscope, hysteroscope, endoscopic camera, endoscopy camera, laparoscopic camera, surgical camera', { w: 0.6 }),
  p('9018', 'endoscopic, laparoscopic, arthroscopic, medical use, medical procedure, surgical procedure, surgery', { w: 0.9, when: 'camera, video, imaging, image, microscope, scope' }),
  // 9013.20 lasers other than laser diodes: laser light projectors.
  p('9013', 'laser projector, laser light projector, laser light show, stage laser, laser show projector, laser star projector', { w: 1.2 }),
  p('901320', 'laser projector, laser light projector, laser light show, stage laser, laser show projector, laser star projector', { w: 0.6 }),
  // 9011.20: microscopes for photomicrography (with a camera attachment or built-in camera).
  p('901120', 'camera, digital camera, capture images, capture image, photograph, photographs, image sensor', { w: 0.4, when: 'microscope', unless: 'stereoscopic, stereo, surgical, operating, medical' }),
];
