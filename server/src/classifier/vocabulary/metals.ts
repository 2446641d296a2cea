import { p, type VocabEntry } from './types.js';
import { GARMENT_WORDS } from './knit-woven.js';

/**
 * Base metals and their articles (chapters 73, 74, 76, 82, 83), printed matter (49) and prepared glues (35):
 * the form a metal takes (wire, tube, sheet, foil …) names the heading of its own metal; fasteners, household
 * articles and fittings follow their metal; tools and cutlery by kind (82); office fittings, clasps and
 * signs (83). Written from the HS 2022 heading and subheading titles, the chapter and section notes and
 * customs practice (CBP rulings), not from any evaluation set.
 */
const COPPER = 'copper, refined copper, brass, bronze, phosphor bronze, cupronickel, copper alloy, red copper, beryllium copper';
const ALUMINIUM = 'aluminum, aluminum alloy';
const STEEL = 'steel, stainless steel, iron, carbon steel, galvanized, galvanised, alloy steel, cast iron, wrought iron';
/** Words that make a wire, tube or sheet something else (insulated conductor, fitting, article). */
/** Machines whose knives and blades are of heading 8208. */
const MACHINE = 'machine, shredder, shredding, paper shredder, food processor, blender, mower, planer, granulator, meat slicer, slicing machine, cutting machine, industrial, chipper, harvester, combine';
const NOT_SEMI = 'insulated, enamelled, enameled, winding wire, magnet wire, fitting, connector, hanger, article, mesh, cloth, netting';

export const METALS: VocabEntry[] = [
  // Chapter 74: copper by form. Heading 7403 is unwrought copper only; wire, tubes, plates and foil have their own
  // headings whatever the copper's purity (7407 bars, 7408 wire, 7409 plates > 0.15 mm, 7410 foil ≤ 0.15 mm, 7411 tubes).
  p('7408', 'wire, wire rod, round wire, flat wire, bare wire', { w: 0.9, when: COPPER, unless: NOT_SEMI + ', stranded, cable, rope, insulated wire, fairy light, string light, led, lamp' }),
  p('740821', 'wire', { w: 0.5, when: 'brass', unless: NOT_SEMI }),
  p('740811', 'wire rod', { w: 0.5, when: 'copper, refined copper' }),
  p('7411', 'tube, pipe, tubing, capillary tube, coil tube, pancake coil, seamless tube, seamless pipe, level wound coil, lwc coil', { w: 0.9, when: COPPER, unless: 'fitting, elbow, coupling, tee, connector, flare nut, valve, cutter, bender' }),
  p('741110', 'tube, pipe, tubing, capillary tube, pancake coil, seamless tube, level wound coil', { w: 0.4, when: 'copper, refined copper', unless: 'brass, bronze, alloy, cupronickel' }),
  p('741122', 'tube, pipe, tubing', { w: 0.5, when: 'cupronickel, copper nickel, nickel silver' }),
  p('7410', 'foil, copper foil, copper tape, copper clad laminate, shielding foil', { w: 0.9, when: COPPER }),
  p('741021', 'copper clad laminate, clad laminate, ccl', { w: 0.6 }),
  p('7409', 'sheet, plate, strip, coil, busbar strip', { w: 0.7, when: COPPER, unless: 'tube, pipe, tubing, foil, name plate, sign, number plate, licence plate, license plate, wall plate, switch plate, nameplate' }),
  p('7407', 'bar, rod, busbar, bus bar, profile, hollow bar, flat bar, hexagon bar', { w: 0.7, when: COPPER, unless: 'wire rod, grab bar, towel bar, curtain rod, welding rod, ground rod, earth rod' }),
  // 7412 tube fittings; 7415 nails, screws, nuts, rivets of copper; 7418 household and sanitary ware; 7419 other.
  p('7412', 'fitting, pipe fitting, tube fitting, elbow, coupling, tee fitting, compression fitting, union, reducer, adapter fitting, barb fitting, hose barb, nipple, flare fitting, push fit fitting, solder fitting, sweat fitting', { w: 0.9, when: COPPER, unless: 'valve, faucet, tap, garden hose, rubber hose, furniture, door, cabinet, lamp' }),
  // Copper fittings are parts of general use (Section XV note 2): 7412 even when made for compressors or pumps
  // (Section XVI note 1(g) keeps them out of 8414 / 8413 parts).
  p('7412', 'quick coupler, quick connect, quick coupling, quick connector, air fitting, air hose fitting, air coupler, hose coupler, coupler plug', { w: 1.1, when: COPPER, unless: 'valve, plastic' }),
  p('741220', 'quick coupler, quick connect, quick coupling, air fitting, air coupler, hose coupler', { w: 0.4, when: 'brass, bronze, copper alloy' }),
  p('7412', 'hose barb fitting, hose barb, hose tail, hose nipple', { w: 1, when: COPPER, unless: 'valve, faucet, tap, plastic' }),
  p('741220', 'fitting, pipe fitting, elbow, coupling, compression fitting, hose barb, nipple, union', { w: 0.4, when: 'brass, bronze, copper alloy', unless: 'refined copper' }),
  p('7415', 'rivet, nail, tack, screw, bolt, nut, washer, cotter pin, split pin, standoff, spacer screw, threaded insert, machine screw, wood screw', { w: 1, when: COPPER, unless: 'plastic, nylon, steel, aluminum, fitting' }),
  p('741533', 'screw, bolt, nut, machine screw, wood screw', { w: 0.5, when: COPPER, unless: 'standoff, spacer, threaded insert, insert nut, rivet nut' }),
  p('741539', 'standoff, spacer, threaded insert, insert nut, rivet nut, threaded spacer, hex standoff', { w: 0.6, when: COPPER }),
  p('741521', 'washer', { w: 0.5, when: COPPER }),
  p('741529', 'rivet, split pin, cotter pin', { w: 0.4, when: COPPER }),
  // Wood screws are threaded: 7415.33 (US 7415.33.05 "screws for wood"), not the nails and tacks of 7415.10.
  p('741510', 'nail, tack, staple', { w: 0.4, when: COPPER }),
  p('7418', 'mug, cup, pot, pan, saucepan, kettle, bowl, tray, jug, pitcher, tumbler, cookware, kitchenware, tableware, moscow mule mug, water bottle', { w: 0.8, when: COPPER, unless: 'plated, gold plated, silver plated' }),
  p('741810', 'mug, cup, pot, pan, saucepan, kettle, bowl, tray, jug, pitcher, tumbler, cookware, kitchenware, tableware, moscow mule mug, water bottle', { w: 0.4, when: COPPER }),
  p('7419', 'chain, casting, forging, stamping, spring, wire mesh, wire cloth, grounding clamp, ground clamp, earth clamp, anode, keychain, key ring, tag, token, nozzle', { w: 0.7, when: COPPER, unless: 'plastic, steel, necklace, bracelet, pendant, jewelry, earring' }),
  p('741920', 'casting, forging, stamping, not further worked', { w: 0.4, when: COPPER }),

  // Chapter 76: aluminium by form, as chapter 74.
  p('7605', 'wire', { w: 0.8, when: ALUMINIUM, unless: NOT_SEMI + ', stranded, cable, conductor' }),
  p('7608', 'tube, pipe, tubing, round tube, square tube', { w: 0.8, when: ALUMINIUM, unless: 'fitting, connector, ladder, handle, frame' }),
  p('7609', 'tube fitting, pipe fitting, fitting, elbow, coupling, connector, flange, union', { w: 0.8, when: ALUMINIUM, unless: 'window, door, furniture, profile' }),
  p('7606', 'sheet, plate, strip, coil, checker plate, tread plate, chequer plate, diamond plate', { w: 0.7, when: ALUMINIUM, unless: 'foil, name plate, sign, number plate, licence plate, license plate, nameplate, baking sheet, switch plate' }),
  // 7606.1x rectangular (including square) plates, sheets and strip, the usual shape; 7606.9x other shapes (circles, discs).
  p('760612', 'sheet, plate, strip, coil, checker plate, tread plate, chequer plate', { w: 0.4, when: 'alloy, aluminum alloy', unless: 'circle, circles, disc, discs, disk, round, foil' }),
  p('760611', 'sheet, plate, strip, coil', { w: 0.3, when: ALUMINIUM, unless: 'alloy, aluminum alloy, circle, circles, disc, discs, disk, round, foil' }),
  p('7606', 'circle, circles, disc, discs, disk, disks, slug, slugs', { w: 1, when: ALUMINIUM, unless: 'saw, cutting, grinding, brake, sanding, polishing, flap' }),
  p('760692', 'circle, circles, disc, discs, disk, disks, slug, slugs', { w: 0.6, when: 'alloy, aluminum alloy' }),
  p('760691', 'circle, circles, disc, discs, disk, disks, slug, slugs', { w: 0.4, when: ALUMINIUM, unless: 'alloy, aluminum alloy' }),
  p('7601', 'ingot, ingots, billet, billets, slab, unwrought, sow, t bar ingot', { w: 1, when: ALUMINIUM }),
  p('760120', 'ingot, ingots, billet, billets, slab, unwrought', { w: 0.4, when: 'alloy, aluminum alloy, adc12, a380' }),
  p('7615', 'pressure cooker, cookware set, pot, pan, kettle, wok, frying pan, baking pan, roasting pan, steamer, stock pot, stockpot, food container, foil container, foil tray, foil pan', { w: 1, when: ALUMINIUM, unless: 'electric, electrical, plastic lid only' }),
  p('7616', 'tent stake, tent peg, ground stake, flagpole, flag pole, wire mesh, mesh, netting, screen mesh, insect screen, fly screen, ladder, step ladder, extension ladder, heat sink, heatsink, carabiner, tag, sign blank', { w: 1, when: ALUMINIUM, unless: 'steel, stainless, plastic' }),
  p('761699', 'flagpole, flag pole, ladder, step ladder, extension ladder, heat sink, heatsink, carabiner, tag, tent stake, tent peg, ground stake', { w: 0.4, when: ALUMINIUM }),
  p('7604', 'bar, rod, profile, extrusion, extruded profile, angle, channel, t slot profile, hollow profile, flat bar', { w: 0.7, when: ALUMINIUM, unless: 'window, door, ladder, towel bar, grab bar, curtain rod, frame, handle' }),
  p('760421', 'hollow profile, tube profile', { w: 0.5, when: 'aluminum alloy, alloy, 6061, 6063, 6060' }),
  p('7614', 'stranded wire, aluminum cable, conductor, acsr, aaac, aac, bare conductor', { w: 0.8, when: ALUMINIUM, unless: 'insulated, xlpe, pvc' }),
  p('7611', 'tank, reservoir, vat, storage tank', { w: 0.8, when: ALUMINIUM, unless: 'scuba, diving, oxygen, co2, compressed, gas, cylinder, air tank, paintball, fuel tank, motorcycle, car' }),
  p('7613', 'gas cylinder, compressed gas container, co2 cylinder, oxygen cylinder, scuba tank, diving cylinder', { w: 0.9, when: ALUMINIUM }),
  p('7612', 'beverage can, drink can, can empty, cask, drum, aerosol can, collapsible tube', { w: 0.8, when: ALUMINIUM }),
  p('7610', 'railing, balustrade, handrail, window, door, window frame, door frame, curtain wall, structure, scaffold, pergola, greenhouse frame', { w: 0.8, when: ALUMINIUM, unless: 'handle, hinge, lock' }),
  // 7616.10: nails, screws, bolts, nuts, rivets, washers of aluminium (not 8308, whose rivets are tubular rivets for
  // clothing and made-up articles, nor 7318, which is iron or steel).
  p('7616', 'rivet, blind rivet, pop rivet, screw, bolt, nut, washer, nail, tack, staple', { w: 1, when: ALUMINIUM, unless: 'plastic, nylon, steel' }),
  p('761610', 'rivet, blind rivet, pop rivet, screw, bolt, nut, washer, nail, tack, staple, fastener', { w: 0.6, when: ALUMINIUM }),
  p('761691', 'wire netting, wire mesh, wire cloth, fencing, insect screen, mesh', { w: 0.6, when: ALUMINIUM }),
  // Blind (pop) rivets of steel are rivets of heading 7318, not the tubular rivets of 8308.
  p('7318', 'blind rivet, pop rivet, solid rivet, rivet assortment', { w: 1, unless: 'aluminum, copper, brass, plastic, nylon, leather, jean, denim, clothing' }),
  p('731823', 'blind rivet, pop rivet, solid rivet, rivet', { w: 0.5 }),
  p('731811', 'coach screw, lag screw, lag bolt', { w: 0.9 }),
  p('731812', 'wood screw, countersunk wood screw, chipboard screw', { w: 0.5 }),
  p('731816', 'nut, lock nut, hex nut, nylon insert lock nut, nyloc nut, wing nut, cap nut, t nut', { w: 0.3 }),

  // Chapter 73: tubes (7306 welded, by section), chain (7315 by construction; connecting links are parts, 7315.90),
  // anchors (7316), chain-link fencing (7314).
  p('7306', 'square tubing, rectangular tubing, welded tubing, round tubing, structural tubing, mechanical tubing, tubing', { w: 1, when: STEEL, unless: 'copper, brass, aluminum, plastic, pvc, rubber, silicone, flexible, hose' }),
  // 7306.2x is casing and tubing for oil or gas drilling only; other welded circular tubing of non-alloy steel is 7306.30.
  p('730630', 'tubing, mechanical tubing, structural tubing, welded tubing, round tubing, erw, electric resistance welded, welded tube, welded pipe', { w: 0.6, when: STEEL, unless: 'stainless, alloy steel, square, rectangular, oil, gas, drilling, casing, line pipe, oval, copper, aluminum' }),
  p('730661', 'square tubing, square tube, rectangular tubing, rectangular tube, square hollow section, rectangular hollow section', { w: 0.5 }),
  p('7314', 'chain link fencing, chain link fabric, chain link mesh, chainlink fence, chainlink fencing, cyclone fence', { w: 1.3 }),
  p('731441', 'chain link fencing, chain link fabric, chain link mesh, chainlink fence, chain link fence', { w: 0.5, when: 'galvanized, zinc, zinc coated, galvanised' }),
  p('731590', 'connecting link, master link, connecting links, chain connector, repair link, chain part, chain parts', { w: 0.6 }),
  p('731589', 'twisted link, twist link, sash chain, jack chain, knotted chain, ball chain, decorative chain, chain by the foot', { w: 0.5 }),
  p('731582', 'welded link, welded chain, proof coil chain, grade 70 chain, grade 80 chain, transport chain, binder chain, lifting chain', { w: 0.5 }),
  p('731512', 'leaf chain, silent chain, conveyor chain, engineering chain, drag chain', { w: 0.4 }),
  p('7316', 'boat anchor, ship anchor, anchor for boat, grapnel anchor, mushroom anchor, fluke anchor, kayak anchor, folding anchor', { w: 1.3 }),
  p('731813', 'screw hook, screw eye, screw ring, eye screw, cup hook, hook screw', { w: 0.6 }),
  p('7318', 'screw hook, screw eye, screw ring, eye screw, cup hook', { w: 1.1, unless: 'plastic, brass, copper, aluminum' }),
  p('7321', 'kamado, kamado grill, grill, smoker', { w: 0.9, when: 'charcoal, wood, pellet, gas, propane, lpg', unless: 'electric, electrical, grill pan' }),
  p('7324', 'grab bar, grab rail, bath grab bar, shower grab bar, safety grab bar, shower rail, bath rail', { w: 1, when: STEEL, unless: 'plastic, aluminum' }),
  p('732490', 'grab bar, grab rail, shower rail, bath rail', { w: 0.5 }),
  p('7323', 'dish drying rack, drying rack dish, dish drainer, dish drainer rack, spice rack, sink caddy, cabinet organizer, under sink organizer, pan organizer, lid organizer, pot lid rack', { w: 1, when: STEEL + ', metal, wire', unless: 'plastic, bamboo, wood, wooden, aluminum' }),
  p('7326', 'hanging basket, plant basket, planter basket, wire planter', { w: 0.9, when: STEEL + ', metal, wire', unless: 'plastic, wicker, rattan' }),
  p('732620', 'hanging basket, plant basket, wire basket, wire planter', { w: 0.4, when: 'wire' }),
  // Chapter 73: household articles of iron or steel (7323) take buckets and pails; cast iron cookware by enamel.
  p('7323', 'bucket, pail, watering can, mop bucket, ice bucket, coal scuttle, dustpan, laundry tub', { w: 0.8, when: STEEL, unless: 'plastic, aluminum, copper, brass' }),
  p('7323', 'whisk, wire whisk, balloon whisk, egg beater, egg whisk, fruit basket, bread basket, splatter screen, spoon rest, napkin holder, paper towel holder, utensil holder', { w: 0.9, when: STEEL, unless: 'plastic, silicone, aluminum, copper, brass, wood, wooden, bamboo, electric' }),
  // Other articles of iron or steel (7326.90) the nomenclature names only by their material.
  p('7326', 'shackle, turnbuckle, wire rope thimble, thimble, tent stake, tent peg, ground stake, ground anchor, garden stake, plant stake, plant support, obelisk, trellis, mailbox, letterbox, post box, horseshoe, hose reel, hose hanger, boot scraper, shoe rack', { w: 0.9, when: STEEL + ', metal', unless: 'plastic, wood, wooden, aluminum, copper, brass, zinc' }),
  p('732690', 'shackle, turnbuckle, thimble, tent stake, tent peg, ground stake, garden stake, plant stake, plant support, obelisk, trellis, mailbox, letterbox, hose reel, shoe rack', { w: 0.4, when: STEEL + ', metal' }),
  // 7321.19 / 7321.89: solid-fuel appliances. The "of iron or steel" in the gas subheadings' titles must not outweigh the fuel.
  p('732119', 'grill charcoal, charcoal grill, charcoal barbecue, charcoal bbq, charcoal smoker, kamado, kamado grill, wood fired pizza oven, pellet grill', { w: 1.1, unless: 'gas, propane, lpg, electric' }),
  p('732111', 'gas barbecue, gas barbecue grill, gas bbq, propane grill, gas grill, gas griddle, propane stove, gas camping stove, camping gas stove', { w: 0.9, unless: 'electric' }),
  p('732189', 'fire pit, firepit, fire bowl, chiminea, brazier, fire basket, wood burning stove, wood stove', { w: 1, unless: 'gas, propane, lpg, natural gas' }),
  p('7321', 'fire pit, firepit, fire bowl, chiminea, brazier', { w: 0.9, unless: 'electric' }),
  p('732392', 'enameled, enamelled, enamel', { w: 0.5, when: ['cast iron', 'pan, pot, casserole, skillet, dutch oven, cookware, griddle, wok, kettle, roaster, baking dish, saucepan, stockpot'] }),
  p('732391', 'skillet, frying pan, griddle, dutch oven, cookware, pan, pot', { w: 0.35, when: 'cast iron', unless: 'enamel, enameled, enamelled' }),
  p('730719', 'malleable, malleable iron, malleable cast iron, ductile iron, ductile', { w: 0.6, when: 'fitting, elbow, tee, coupling, union, reducer, cross, plug, cap, nipple, bushing, flange' }),
  // Parts of stoves and barbecues of heading 7321 (7321.90): burners, grates and grids made for them.
  p('732190', 'grill grate, cooking grate, grate, burner, replacement burner, heat plate, flame tamer, fire grate, grid, heat shield, ignitor', { w: 0.6, when: 'grill, barbecue, barbeque, bbq, stove, smoker, fire pit, cooker' }),
  p('7321', 'grill grate, cooking grate, grate, burner, replacement burner, heat plate, flame tamer, heat shield', { w: 0.8, when: 'grill, barbecue, barbeque, bbq, stove, smoker', unless: 'electric, electrical' }),
  // 7312: stranded wire, ropes and cables of iron or steel, not electrically insulated (a plastic coating is not insulation).
  p('7312', 'coated wire rope, vinyl coated wire rope, vinyl coated cable, nylon coated cable, pvc coated wire rope, wire rope, wire rope assembly, cable assembly wire rope, aircraft cable, stranded cable', { w: 0.9, when: STEEL, unless: 'insulated, conductor, electrical, electric, copper' }),

  // Wallets, card cases and similar containers of the second part of heading 4202 are only those of leather, plastic
  // sheeting, textile, vulcanised fibre or paperboard (heading 4202 text): of metal they are articles of their metal.
  p('7326', 'card holder, card case, credit card holder, business card holder, business card case, wallet, card wallet, money clip, cigarette case, card protector, id card holder', { w: 1.3, when: STEEL + ', metal, titanium', unless: 'leather, fauxleather, fabric, nylon, canvas, polyester, aluminum, copper, brass, plastic, silicone' }),
  p('7616', 'card holder, card case, credit card holder, business card holder, business card case, wallet, card wallet, money clip, cigarette case, card protector, id card holder', { w: 1.3, when: ALUMINIUM, unless: 'leather, fauxleather, fabric, nylon, canvas, polyester, plastic, silicone' }),
  p('7419', 'card holder, card case, credit card holder, business card holder, business card case, wallet, money clip, cigarette case', { w: 1.3, when: COPPER, unless: 'leather, fauxleather, fabric, nylon, canvas, polyester, plastic, silicone, aluminum' }),
  // Chapter 82: tools, by kind.
  p('8205', 'meat tenderizer, meat mallet, bottle opener, jar opener, can opener, tin opener, wallpaper smoother, wallpaper scraper, seam roller, smoothing tool, lock pick, ring mandrel', { w: 0.9, unless: 'electric, electrical, battery, automatic' }),
  // Kitchen scrapers and dough cutters are household tools (8205.51), not cutlery of 8214.
  p('8205', 'bench scraper, dough scraper, pastry scraper, dough cutter, bench knife, pan scraper, grill scraper, griddle scraper', { w: 1.2, unless: 'plastic, silicone, nylon, electric' }),
  p('820551', 'bench scraper, dough scraper, pastry scraper, dough cutter, bench knife, pan scraper', { w: 0.6 }),
  p('820551', 'meat tenderizer, meat mallet, bottle opener, jar opener, can opener, tin opener, kitchen tool, household tool', { w: 0.5 }),
  p('8215', 'corn cob holder, cob holder, corn on the cob holder, corn pick, corn fork, corn holder, corn skewer, olive spoon, asparagus tong, lobster pick, seafood fork, cocktail fork, pickle fork, cake server, pie server, sugar tong', { w: 1 }),
  p('821520', 'flatware set, cutlery set, silverware set, dinnerware set cutlery, knife fork spoon set, knives fork spoon', { w: 0.4, unless: 'gold plated, silver plated' }),
  p('821599', 'teaspoon, spoon, fork, dessert spoon, soup spoon, ladle, skimmer, tong, serving spoon', { w: 0.25, unless: 'garden, digging, bicycle, bike, tuning, hay, manure, motorcycle, suspension, fork lift, forklift, plastic, wooden, wood, bamboo' }),
  p('821599', 'ice cream scoop, cookie scoop, melon baller, cake server, pie server, corn holder, olive spoon, lobster pick, seafood fork, sugar tong, ice tong, serving tong, salad tong, butter knife, cheese knife, fish knife', { w: 0.5, unless: 'set, flatware set, cutlery set, gold plated, silver plated' }),
  // Hand-operated mechanical appliances for preparing food (8210).
  p('8210', 'sausage stuffer, sausage filler, sausage maker, meat mincer manual, hand crank meat grinder, pasta machine manual', { w: 1.1, unless: 'electric, electrical, motor' }),
  p('8201', 'leaf rake, lawn rake, garden rake, rake, hay fork, pitchfork, digging fork, manure fork', { w: 1, unless: 'plastic' }),
  p('8201', 'lawn broom, leaf broom, fan rake, shrub rake, bow rake, thatch rake', { w: 1.2, unless: 'plastic, electric' }),
  p('820130', 'lawn broom, leaf broom, fan rake, shrub rake, bow rake, thatch rake, rake, leaf rake, lawn rake, garden rake, hoe', { w: 0.5 }),
  p('820140', 'axe, hatchet, bill hook, billhook, splitting maul', { w: 0.6 }),
  p('8202', 'chainsaw chain, saw chain, chain saw chain', { w: 1.2 }),
  p('820240', 'chainsaw chain, saw chain, chain saw chain', { w: 0.6 }),
  p('820239', 'carbide tipped, tct, tungsten carbide tipped, diamond blade, diamond saw blade', { w: 0.5, when: 'saw blade, circular saw, blade' }),
  p('8203', 'file set, metal file, needle file, flat file, half round file, rasp', { w: 1 }),
  p('820310', 'file set, metal file, needle file, flat file, half round file, rasp, file', { w: 0.5 }),
  p('820320', 'needle nose, long nose, combination plier, diagonal cutter, crimping tool, tweezer', { w: 0.3 }),
  p('8207', 'turning tool, lathe tool, boring bar, nail drill bit, manicure drill bit, rotary burr, carbide burr', { w: 1 }),
  p('820780', 'turning tool, lathe tool, boring bar', { w: 0.5 }),
  p('820750', 'twist drill, drill bit, nail drill bit, step drill, spade bit, brad point', { w: 0.4, unless: 'rock, masonry, core, sds' }),
  p('820713', 'rock drill, sds bit, masonry bit, hammer drill bit', { w: 0.4, when: 'carbide, tungsten carbide, cermet' }),
  p('820840', 'lawn mower blade, mower blade, mulching blade, brush cutter blade', { w: 0.6 }),
  p('820810', 'planer knife, planer blade, jointer knife, metal cutting', { w: 0.5 }),
  p('821210', 'razor, safety razor, disposable razor, straight razor, shaving razor, cartridge razor', { w: 0.5, unless: 'razor blade, blade refill, replacement blade, spare blade, blade pack' }),
  p('821220', 'razor blade, double edge blade, blade refill', { w: 0.5 }),
  p('8211', 'box cutter', { w: 1.1 }),
  // 8211.9x by the blade: fixed (8211.92, table knives 8211.91), folding (8211.93); 8211.95 is handles presented alone.
  p('821193', 'folding knife, pocket knife, penknife, box cutter, utility knife, retractable knife, liner lock, folding blade, flipper knife, pocket folding knife, swiss army knife', { w: 0.8 }),
  p('821192', 'santoku, santoku knife, chef knife, kitchen knife, paring knife, bread knife, boning knife, fillet knife, butcher knife, carving knife, nakiri, gyuto, hunting knife, fixed blade, fixed blade knife, survival knife, tactical knife, damascus knife, cleaver knife, slicing knife, utility kitchen knife', { w: 0.8, unless: 'folding, pocket knife' }),
  p('821191', 'steak knife, steak knives, table knife, table knives, dinner knife, dinner knives', { w: 0.5 }),
  p('821195', 'knife handle, handle scale, handle scales, knife scales, handle for knife', { w: 0.6 }),
  // Not "clamp" alone: clamp meters (9030), hose clamps (7326) and pipe clamps are no vises.
  p('820570', 'vise, vice, bench vise, bench vice, machine vise, pipe vise, c clamp, g clamp, bar clamp, f clamp, quick clamp', { w: 0.7 }),

  // Tools named by what they set or hold: the tool, not the eyelets, snaps or beads (GRI 1, heading 8203 / 8205).
  p('8205', 'setting tool, eyelet tool, grommet tool, eyelet setting tool, grommet setting tool, snap setter, rivet setter, eyelet setter, beer opener, beer bottle opener, bottle opener keychain', { w: 1.2 }),
  p('8203', 'snap fastener plier, snap plier, press stud plier, snap button plier, jewelry plier, fishing plier, beading plier, round nose plier, flat nose plier, chain nose plier, bent nose plier, split ring plier, eyelet plier, grommet plier, leather hole punch plier', { w: 1.3 }),
  p('820320', 'snap fastener plier, snap plier, press stud plier, jewelry plier, fishing plier, beading plier, round nose plier, flat nose plier, chain nose plier, split ring plier', { w: 0.5 }),
  // 8208: knives and cutting blades for machines or mechanical appliances, by the machine's trade.
  p('8208', 'knife, knives, blade, knife blade, cutting blade, replacement blade, cutter blade', { w: 1.1, when: MACHINE, unless: 'hand, handheld, hand held, pocket, kitchen knife, oscillating, multi tool, multitool' }),
  p('820830', 'food processor, blender, meat slicer, slicing machine, food, kitchen appliance, meat grinder', { w: 0.5, when: ['knife, knives, blade', MACHINE] }),
  p('820840', 'mower, lawn mower, brush cutter, agricultural, harvester, combine, forestry', { w: 0.5, when: ['knife, knives, blade', MACHINE] }),
  p('820820', 'woodworking, planer, chipper, wood', { w: 0.5, when: ['knife, knives, blade', MACHINE] }),
  p('820890', 'shredder, shredding, paper, plastic, granulator, textile, packaging', { w: 0.4, when: ['knife, knives, blade', MACHINE] }),
  // 8211.94: blades for the knives of 8211; 8211.10 sets of assorted knives.
  p('821194', 'replacement blade, spare blade, blade refill, blades', { w: 0.6, when: 'utility knife, box cutter, knife, knives, cutter', unless: 'machine, shredder, food processor, blender, mower, planer, razor' }),
  p('821110', 'knife set, set of knives, knife block set, knives in block, knife block, set of kitchen knives', { w: 0.5 }),
  // Hand tools of 8205 (8205.59 other, 8205.10 drilling): punches, bars, bicycle and auto tools.
  p('8205', 'pry bar, crowbar, wrecking bar, center punch, centre punch, nail punch, pin punch, nail set, prick punch, chain breaker, chain tool, tire lever, tyre lever, crank puller, cassette tool, bottom bracket tool, brace and bit, hand brace, breast drill, slide hammer, dent puller', { w: 1.2, unless: 'electric, pneumatic, hydraulic, battery, cordless' }),
  p('820559', 'pry bar, crowbar, wrecking bar, center punch, centre punch, nail punch, pin punch, nail set, prick punch, chain breaker, chain tool, tire lever, tyre lever, crank puller, cassette tool, bottom bracket tool, slide hammer, dent puller', { w: 0.5 }),
  p('820510', 'brace and bit, hand brace, breast drill, hand drill, pin vise', { w: 0.5 }),
  p('8201', 'lawn edger, half moon edger, edging tool, bulb planter, hand weeder, weeding tool, grass shears, hedge shears', { w: 1.1, unless: 'electric, cordless, battery, petrol' }),
  p('820190', 'lawn edger, half moon edger, edging tool, bulb planter, hand weeder, weeding tool', { w: 0.5 }),
  p('820160', 'hedge shears, two handed shears, lopping shears, loppers', { w: 0.5 }),
  // A multi-tool without pliers (card, keychain, survival tools) is a hand tool n.e.s. (8205.59); with pliers, pliers (8203).
  p('8205', 'multitool, multi tool, multi function tool, multifunction tool, edc tool, survival tool, wallet tool, card tool, credit card tool, survival card, card multitool, credit card multitool, keychain tool', { w: 1.1, unless: 'plier, electric, oscillating, cordless, rotary, power' }),
  p('820559', 'multitool, multi tool, multi function tool, multifunction tool, edc tool, survival tool, wallet tool, card tool, credit card tool, survival card, card multitool, credit card multitool, keychain tool', { w: 0.4, unless: 'plier' }),
  p('8204', 'lens spanner, lens wrench, spanner wrench', { w: 1.1 }),
  p('8204', 'hex key, allen key, hex wrench, allen wrench, torx key, l key, hex key set, allen key set', { w: 1.3 }),
  p('820411', 'hex key, allen key, hex wrench, allen wrench, torx key, l key, hex key set, allen key set', { w: 0.5 }),
  // 8206: tools of two or more of headings 8202-8205 put up in sets for retail sale.
  p('8206', 'tool set, tool kit, set, kit, consisting', { w: 1.3, when: ['plier, wrench, spanner, socket, hex key', 'screwdriver, hammer, saw, hacksaw, chisel, tape measure, utility knife'], unless: 'electric, cordless, drill bit, bit set' }),
  // 8205.60 blow lamps (butane and propane torches), not portable electric lamps (8513).
  p('8205', 'butane torch, blow torch, blowtorch, soldering torch, propane torch, gas torch, kitchen torch, culinary torch, brazing torch, torch lighter, blow lamp', { w: 1.3, unless: 'electric, flashlight, led' }),
  p('820560', 'butane torch, blow torch, blowtorch, soldering torch, propane torch, gas torch, kitchen torch, culinary torch, brazing torch, blow lamp', { w: 0.6 }),
  p('8210', 'apple peeler, apple peeler corer, manual coffee grinder, hand coffee grinder, hand crank coffee grinder, coffee mill manual, manual burr grinder, manual spice grinder, hand crank', { w: 1.2, unless: 'electric, electrical, battery, motor' }),
  p('821490', 'cleaver, butcher cleaver, meat cleaver, chopper, mincing knife, mezzaluna, hair clipper manual', { w: 0.6 }),
  p('821290', 'razor handle, razor part', { w: 0.6 }),
  p('820120', 'digging fork, garden fork, hand fork, pitchfork, hay fork, manure fork', { w: 0.6 }),
  // Sockets and wrenches named by what they turn (spark plugs, oil filters, wheel nuts) are spanners (8204).
  p('8204', 'spark plug socket, spark plug wrench, impact socket, deep socket, oil filter wrench, lug wrench, tire iron, wheel brace, cross wrench', { w: 1.3, unless: 'electric, cordless, pneumatic' }),
  p('820420', 'spark plug socket, impact socket, deep socket, socket set, socket', { w: 0.5 }),
  // Scrapers are hand tools (8205.59) even when they hold a razor blade.
  p('8205', 'glass scraper, razor scraper, razor blade scraper, window scraper, ice scraper, paint scraper, floor scraper, gasket scraper', { w: 1.2, unless: 'electric, plastic, silicone' }),
  p('820559', 'glass scraper, razor scraper, razor blade scraper, window scraper, ice scraper, paint scraper, floor scraper, gasket scraper', { w: 0.5 }),
  // Chapter 83.
  // 8301.20: locks of a kind used for motor vehicles (anti-theft steering-wheel, disc-brake and ignition locks too).
  p('8301', 'steering wheel lock, disc brake lock, disc lock, brake disc lock, motorcycle lock, ignition lock, trunk lock, tailgate lock, fuel cap lock, helmet lock', { w: 1.3, unless: 'bicycle, bike' }),
  p('830120', 'steering wheel lock, disc brake lock, disc lock, brake disc lock, motorcycle lock, ignition lock, trunk lock, tailgate lock, fuel cap lock, car lock, vehicle lock, car door lock', { w: 0.6, unless: 'bicycle, bike' }),
  // 8310: numbers, letters and other symbols of base metal (metal emblems and badges lettering, not accessories of 8708).
  p('8310', 'emblem, car emblem, emblem badge, metal letters, metal numbers, 3d letters, chrome letters, badge emblem, logo badge, letter badge, name badge car', { w: 1.2, when: 'metal, zinc, zinc alloy, aluminum, stainless steel, steel, brass, iron, alloy', unless: 'plastic, abs, acrylic, embroidered, patch, pin' }),
  // 8307: flexible tubing of base metal, with or without fittings (exhaust flex pipes included).
  p('8307', 'flex pipe, exhaust flex pipe, flexible exhaust pipe, exhaust flex, flex tube, interlock pipe, bellows pipe', { w: 1.2, unless: 'plastic, pvc, rubber, silicone' }),
  p('830710', 'flex pipe, exhaust flex pipe, flexible exhaust pipe, exhaust flex, flex tube, interlock pipe, bellows pipe', { w: 0.5, when: 'steel, stainless, iron, galvanized, aluminized' }),
  // 8301.70: keys presented separately, blanks included.
  p('8301', 'key blank, blank key, uncut key, key blanks, key duplicate blank', { w: 1.1 }),
  p('830170', 'key blank, blank key, uncut key, key blanks, house key, door key, car key, spare key', { w: 0.6, unless: 'lock, padlock, cylinder, actuator' }),
  p('8305', 'paper clip, binder clip, bulldog clip, staple, staples, ring binder mechanism, lever arch mechanism, binder ring, loose leaf ring, letter clip, indexing tag', { w: 1.1 }),
  p('830510', 'ring binder mechanism, binder mechanism, lever arch mechanism, lever arch file mechanism, loose leaf ring, binder ring', { w: 0.6 }),
  p('830520', 'staple, staples, staple strip, stapler staples', { w: 0.5 }),
  p('830590', 'paper clip, binder clip, bulldog clip, letter clip', { w: 0.5 }),
  p('8308', 'purse frame, kiss clasp, kiss lock, bag frame, purse clasp, kiss lock frame', { w: 1.2 }),
  p('830890', 'purse frame, kiss clasp, kiss lock, bag frame, purse clasp, buckle, belt buckle, clasp, purse frame, bag clasp, buckle clasp, d ring', { w: 0.4 }),
  p('830810', 'eyelet, grommet, hook and eye, hooks and eyes', { w: 0.5, unless: GARMENT_WORDS }),

  // Chapter 49: books are 4901.99 unless single sheets or dictionaries (4901.91).
  p('490199', 'book, novel, textbook, paperback, hardcover, storybook, cookbook, workbook, manual printed, children book, comic book, brochure, booklet', { w: 0.4, unless: 'shelf, bookshelf, stand, light, lamp, cover, holder, sketch, coloring, colouring, picture book, sticker book, notebook, bookmark, bookend' }),
  // 4903: children's picture, drawing or colouring books (drawing and sticker activity books for children included).
  p('4903', 'drawing book, painting book, coloring book, colouring book, sticker book, doodle book, activity book, picture book, board book, cloth book, bath book', { w: 1.5, when: '@infant, child, kid, toddler, preschool, kindergarten, boy, girl, baby', unless: 'adult' }),
  // Colouring books for adults are not children's books: 4901.99.
  p('4901', 'adult coloring book, adult colouring book, coloring book for adult, colouring book for adult', { w: 1.4 }),
  p('490191', 'dictionary, encyclopedia, encyclopaedia', { w: 0.5 }),
  // A printed reproduction of a painting (canvas print, poster) is printed matter (4911.91), not a painting executed
  // by hand (heading 9701, HS chapter 97 and its note 1).
  p('4911', 'canvas print, art print, wall art print, print on canvas, giclee print, printed poster, poster print, canvas poster, reproduction print', { w: 1.1, unless: 'hand painted, handpainted, oil painting original' }),
  p('4911', 'canvas painting, canvas wall art, wall art canvas, canvas picture, wall picture, modular picture, decorative painting, wall painting', { w: 0.9, unless: 'hand painted, handpainted, hand paint, original, handmade, hand made, oil painting, painting kit, diamond painting, paint by number, mural paint, wall paint' }),
  p('491191', 'canvas painting, canvas wall art, wall art canvas, canvas picture, wall picture, modular picture', { w: 0.4 }),
  // 4911.10 is trade advertising material and catalogues; cards, tickets and stickers are 4911.99 (or 4911.91 when pictures).
  p('491199', 'flash card, flashcard, learning card, ticket, sticker, label printed, printed card, card printed', { w: 0.3 }),
  p('491110', 'catalog, catalogue, advertising, brochure advertising, price list, advertising leaflet, trade advertising', { w: 0.4 }),
  // Paintings of 9701 are split by age (9701.2x over 100 years old); a modern painting is 9701.91.
  p('970191', 'painting, oil painting, acrylic painting, watercolor painting, hand painted', { w: 0.4, unless: 'antique, 100 years, century, tool, brush, knife, kit, diamond, number, roller, tape, canvas print, poster' }),
  p('491191', 'canvas print, art print, wall art print, poster, print on canvas, giclee, picture, photograph, printed picture', { w: 0.5 }),
  // Educational flash cards are printed matter (4911.99), not toys or card games (9503 / 9504), unless electronic.
  p('4911', 'flash card, flashcard, learning card, word card, alphabet card, sight word card, picture card, educational card, cognitive card, montessori card, vocabulary card, number card', { w: 1.3, unless: 'playing card, board game, electronic, talking, reader, machine, audio, sound' }),
  // 4908: transfers (decalcomanias); vitrifiable ones (for ceramics and glass) are 4908.10.
  p('4908', 'water slide decal, waterslide decal, ceramic decal, transfer paper printed, decal transfer, nail decal, nail art decal, temporary tattoo', { w: 1 }),
  p('490810', 'ceramic decal, vitrifiable, glass decal, porcelain decal', { w: 0.6 }),

  // Chapter 35: 3506.10 glues put up for retail sale (≤ 1 kg); 3506.91 adhesives based on polymers of 3901-3913 or rubber.
  p('350691', 'hot melt, hot melt adhesive, polyurethane adhesive, pu adhesive, epoxy adhesive, acrylic adhesive, eva adhesive, contact adhesive, contact cement, neoprene adhesive, rubber adhesive, pressure sensitive adhesive, polyvinyl acetate, pva adhesive, structural adhesive, two component adhesive, silicone adhesive', { w: 0.5, unless: 'retail, retail sale, tube, stick, blister' }),
  p('350691', 'polyurethane, epoxy, acrylic, polymer, copolymer, vinyl acetate, ethylene vinyl acetate, eva, synthetic rubber, rubber, neoprene, polychloroprene, silicone, polyamide, styrene, polyvinyl acetate, pva, cyanoacrylate, polyolefin, hot melt', { w: 0.55, when: 'adhesive, glue', unless: 'retail, retail sale, school glue, glue stick' }),
  // 3504: peptones and other protein substances and their derivatives.
  p('3504', 'peptone, peptones, protein isolate, soy protein isolate, hide powder', { w: 1 }),
  p('350610', 'retail, retail sale, glue stick, tube, blister, school glue', { w: 0.4, when: 'glue, adhesive' }),
];
