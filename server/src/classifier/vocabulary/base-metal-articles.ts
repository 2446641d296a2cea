import { p, type VocabEntry } from './types.js';

/**
 * Articles of base metal, third pass (chapters 73, 82, 83): ruling and marketplace wording the earlier passes
 * (metals.ts, steel-tools.ts) did not cover. Written from the HS 2022 heading and subheading titles, the chapter
 * notes, the Explanatory Notes' scope of the headings and customs practice, not from any evaluation set.
 */
const STEEL = 'steel, stainless steel, stainless, iron, carbon steel, galvanized, galvanised, alloy steel, cast iron, zinc plated, chrome plated, wrought iron, metal, wire';
const NOT_STEEL = 'plastic, pvc, wood, wooden, bamboo, rattan, wicker, fabric, aluminum, copper, brass';
const PIPE_CONTEXT = 'pipe, piping, tube, tubing, fitting, weld, welding, butt welding, flange, threaded, plumbing, elbow, socket weld, npt, bsp, pipeline';

const TOOLS_8202 = 'saw, hacksaw, hand saw, coping saw';
const TOOLS_8204 = 'wrench, spanner, hex key, allen key, socket wrench, adjustable wrench';
const TOOLS_8205 = 'hammer, screwdriver, chisel, utility knife, pry bar, punch, file, scraper, clamp, vise, tire lever, tyre lever, chain breaker, spoke wrench, awl, putty knife, wire brush, blow torch';
const SET_WORDS = 'set, kit, case, consisting, consist, consists, packed together, put up, retail sale, pieces, piece, pcs, assortment, pouch, tool roll, toolbox, tool box, carrying case';

export const BASE_METAL_ARTICLES: VocabEntry[] = [
  // 7307: a "tee" with pipe words is a tube or pipe fitting (the tokenizer reads "tee" as a T-shirt).
  p('7307', 'tee, equal tee, reducing tee, tshirt, pipe tee, tee fitting', { w: 1.4, when: PIPE_CONTEXT, unless: 'cotton, polyester, shirt, golf, plastic, pvc, copper, brass, hdpe, ppr' }),
  p('730793', 'tee, equal tee, reducing tee, tshirt', { w: 0.4, when: 'butt welding, butt weld, buttweld, weld', unless: 'stainless, socket weld, threaded' }),
  p('730723', 'tee, equal tee, reducing tee, tshirt', { w: 0.4, when: ['butt welding, butt weld, buttweld, weld', 'stainless'], unless: 'socket weld, threaded' }),
  p('730792', 'tee, equal tee, reducing tee, tshirt', { w: 0.4, when: 'threaded, npt, bsp', unless: 'stainless' }),
  p('730722', 'tee, elbow, bend, sleeve, tshirt', { w: 0.4, when: ['threaded, npt, bsp', 'stainless'] }),
  // 7304: seamless tubes; "not cold-drawn" (hot-finished) stainless is 7304.49, non-alloy 7304.39.
  p('730449', 'hot finished, hot rolled, hot finish, not cold drawn', { w: 0.6, when: ['seamless', 'stainless'] }),
  p('730439', 'hot finished, hot rolled, hot finish, not cold drawn', { w: 0.6, when: 'seamless', unless: 'stainless, alloy steel, alloy' }),
  p('730459', 'hot finished, hot rolled, hot finish, not cold drawn', { w: 0.6, when: ['seamless', 'alloy steel, alloy'], unless: 'stainless' }),
  // 7321.82 / 7321.12: appliances for liquid fuel (kerosene, paraffin, alcohol); non-electric, so not 8516.
  p('7321', 'kerosene heater, paraffin heater, kerosene space heater, oil heater non electric, kerosene stove, paraffin stove, alcohol stove, spirit stove, spirit burner, multi fuel stove, liquid fuel stove', { w: 1.3, unless: 'electric, electrical, wick only, replacement wick' }),
  p('732182', 'kerosene heater, paraffin heater, kerosene space heater, oil heater non electric', { w: 0.6 }),
  p('732112', 'kerosene stove, paraffin stove, alcohol stove, spirit stove, spirit burner, liquid fuel stove', { w: 0.6 }),
  // 7314 is wire cloth, grill, netting and fencing as such; an article made of wire mesh is classified as the
  // article (EN 73.14: made-up articles go to their own headings, 7323 kitchenware, 7326 other articles).
  p('7326', 'bird cage, birdcage, dog crate, dog cage, pet cage, pet crate, animal cage, rabbit cage, rabbit hutch, dog kennel, pet playpen, dog playpen, cat cage, hamster cage, chicken coop, trap cage, live animal trap', { w: 1.3, when: STEEL, unless: NOT_STEEL }),
  p('732620', 'bird cage, birdcage, dog crate, dog cage, pet cage, pet crate, animal cage, rabbit cage, dog kennel, pet playpen, dog playpen, cat cage, hamster cage, trap cage, live animal trap', { w: 0.5, when: 'wire, mesh, wire mesh' }),
  p('7326', 'wire shelf, wire shelving, wire grid panel, gridwall, grid wall panel, wire grid, wire display, garden arch, rose arch, arbor, arch trellis, fence post, t post, garden post', { w: 1.1, when: STEEL, unless: NOT_STEEL + ', concrete' }),
  p('732620', 'wire shelf, wire grid panel, gridwall, grid wall panel, wire grid, wire display', { w: 0.4, when: 'wire' }),
  // 7323 / 7326: rails with hooks for hanging utensils, towels or clothes are not railway track material (7302).
  p('7323', 'hanging rail, kitchen rail, utensil rail, rail with hooks, hanging bar, pot rail, s hook, s hooks', { w: 1.1, when: ['kitchen, utensil, cooking, pot, pan, cookware', STEEL], unless: NOT_STEEL }),
  p('7326', 'hanging rail, clothes rail, garment rail, rail with hooks, s hook, s hooks, hanging bar', { w: 1, when: STEEL, unless: NOT_STEEL + ', kitchen, utensil, cooking, cookware' }),
  // 7323.94: enamelled household articles of iron (other than cast iron) or steel (camping mugs, enamel pots).
  p('732394', 'enamel, enamelled, enameled, porcelain enamel, vitreous enamel', { w: 0.6, when: ['steel, iron', 'mug, cup, pot, bowl, plate, basin, kettle, jug, pitcher, saucepan, dish, tray, colander, bucket, camping'], unless: 'cast iron' }),
  // 8215 / 8205.51: kitchen implements named by the food they work on are tools, not the food (chapter 7/8).
  p('8215', 'peeler, vegetable peeler, potato peeler, asparagus peeler, julienne peeler, y peeler, masher, potato masher, ricer, potato ricer, corn stripper, corn holder, asparagus tongs, salad tongs, serving tongs, egg slicer, egg topper, zester, citrus zester, melon baller, apple corer, pineapple corer, strawberry huller, cherry pitter, olive pitter', { w: 1.3, unless: 'electric, electrical, motor, plastic, silicone, nylon, wood, wooden, bamboo' }),
  p('821599', 'peeler, vegetable peeler, potato peeler, asparagus peeler, masher, potato masher, ricer, corn holder, asparagus tongs, serving tongs, egg slicer, zester, melon baller, apple corer, strawberry huller', { w: 0.5 }),
  p('8205', 'garlic press, nutcracker, nut cracker, lobster cracker, crab cracker, meat hammer, pastry cutter, dough blender', { w: 1.1, unless: 'electric, electrical, motor, plastic, silicone, wood, wooden' }),
  p('820551', 'garlic press, nutcracker, nut cracker, lobster cracker, crab cracker, meat hammer', { w: 0.5 }),
  // 8205.59: hand tools n.e.s.: nail pullers, pipe and tube benders, caulking and grease guns, rivet tools.
  p('8205', 'nail puller, nail remover, cats paw, tube bender, pipe bender, conduit bender, hand riveter, rivet gun manual, riveter, caulking gun, grease gun, glass cutter, tile cutter manual, tile nipper, wire stripper manual, cable stripper', { w: 1.3, unless: 'electric, electrical, pneumatic, hydraulic, battery, cordless, motor' }),
  p('820559', 'nail puller, nail remover, cats paw, tube bender, pipe bender, conduit bender, hand riveter, riveter, caulking gun, grease gun, glass cutter', { w: 0.5 }),
  // Cycle tools: tools for repairing bicycles are tools (chapter 82), not bicycles or their parts (8712 / 8714).
  p('8205', 'bicycle tool, bike tool, bicycle multi tool, bike multi tool, bicycle multitool, bike multitool, bicycle repair tool, bike repair tool, cycle tool, spoke wrench, spoke key, pedal wrench, chain whip', { w: 1.5, unless: 'electric, pump, stand' }),
  p('820559', 'bicycle tool, bike tool, bicycle multi tool, bike multi tool, bicycle multitool, bike multitool, bicycle repair tool, bike repair tool, cycle tool, chain whip', { w: 0.4 }),
  // 8206: tools of two or more of headings 8202 to 8205 put up in sets for retail sale (chapter 82 note; GRI 3(b)).
  p('8206', 'tool set, tool kit, set of tools, kit of tools, tools put up in set, hand tool set, household tool set, home tool kit, repair tool kit, mechanic tool set, tool kit for home, set consisting of, consisting of, consist of, packed together, put up together, presented together, for retail sale', { w: 1.5, when: ['hammer, screwdriver, saw, hacksaw, chisel, file, utility knife, tire lever, tyre lever, chain breaker, pry bar, scraper, punch, clamp, vise, tape measure', 'plier, pliers, wrench, spanner, socket, hex key, allen key, adjustable wrench, cutter, snips'], unless: 'electric, cordless, battery, drill driver, bit set' }),
  // 8207.90: interchangeable screwdriving bits (Phillips, slotted, Torx, hex), not drilling tools (8207.50).
  p('8207', 'screwdriver bits, phillips bit, slotted bit, torx bit, hex bit, pozidriv bit, security bit, insert bit, power bit, bit holder, magnetic bit holder, tool bits, interchangeable bits', { w: 1.3, unless: 'drill bit, drilling, router, milling, drill bits' }),
  p('820790', 'screwdriver bits, phillips bit, slotted bit, torx bit, hex bit, pozidriv bit, security bit, insert bit, power bit, bit holder, magnetic bit holder, phillips, torx, pozidriv, slotted', { w: 0.7, unless: 'drill bit, drilling, router, milling, drill bits' }),
  // 8207: burrs and bits for nail drills and rotary tools are interchangeable tools even when diamond-coated
  // (7105 is diamond dust or powder as such).
  p('8207', 'rotary burr, diamond burr, carbide burr, nail drill bit, nail bit, cuticle bit, manicure bit, nail drill bits, sanding band, mandrel bit', { w: 1.5, unless: 'dental, dentist, electric nail drill machine' }),
  p('820790', 'rotary burr, diamond burr, nail drill bit, nail bit, cuticle bit, manicure bit, nail drill bits', { w: 0.5 }),
  // 8211.93: knives with other than fixed blades; 8211.95 is handles of base metal sold alone.
  p('821193', 'locking blade, lock blade, lockback, liner lock, frame lock, folding, folds, pocket knife, folding knife, penknife', { w: 1.2, when: 'knife, knives', unless: 'fixed blade, handle only, handles only, replacement handle, handle scales' }),
  // 8302.20 castors with mountings; 8302.60 automatic door closers.
  p('830220', 'castor, caster, castors, casters, swivel castor, swivel caster, castor wheel, caster wheel, furniture castor, furniture caster', { w: 0.9, unless: 'plastic only' }),
  p('8302', 'door closer, automatic door closer, hydraulic door closer, overhead door closer, floor spring closer', { w: 1.3 }),
  p('830260', 'door closer, automatic door closer, hydraulic door closer, overhead door closer, floor spring closer, close doors automatically, closes the door', { w: 0.9 }),
  // 8215: hand-held kitchen implements of base metal (spoons, ladles, skimmers, servers, tongs "and similar kitchen
  // or tableware", HS 2022 heading text) are 8215, not household articles of 7323 (pots, pans, bowls); a plastic
  // handle on a steel utensil does not make it an article of plastics.
  p('8215', 'kitchen utensil, cooking utensil, serving utensil, utensil, kitchen implement', { w: 1.4, when: ['stainless steel, stainless, steel, iron, metal', 'handle, handles, mash, turn, flip, serve, serving, scoop, skim, stir, lift, toss, peel, ladle, drain, strain'], unless: 'electric, electrical, pot, pan, saucepan, cookware set, silicone head, nylon head, plastic head, silicone coated, nylon coated' }),
  p('821599', 'kitchen utensil, cooking utensil, serving utensil, utensil, kitchen implement', { w: 0.6, when: ['stainless steel, stainless, steel, iron, metal', 'handle, handles, mash, turn, flip, serve, serving, scoop, skim, stir, lift, toss, peel, ladle, drain, strain'], unless: 'electric, pot, pan, gold plated, silver plated' }),
  p('8215', 'spatula, turner, slotted turner, fish turner, ladle, soup ladle, skimmer, slotted spoon, serving spoon, tongs, kitchen tongs, pasta server, spaghetti server, pie server, cake server', { w: 1.2, when: ['stainless steel, stainless, steel, iron, metal', 'handle, handles'], unless: 'silicone head, nylon head, plastic head, silicone coated, nylon coated, electric, grill brush' }),
  p('821599', 'spatula, turner, slotted turner, fish turner, ladle, soup ladle, skimmer, slotted spoon, serving spoon, tongs, kitchen tongs, pasta server, spaghetti server', { w: 0.5, when: ['stainless steel, stainless, steel, iron, metal', 'handle, handles'], unless: 'gold plated, silver plated, set' }),
  p('820790', 'tool bits, tool bit', { w: 0.4, when: 'hand tool, hand tools, screwdriver, screw driving, driver', unless: 'drill bit, drilling, router, milling, drill bits' }),
  // 8206 (GRI 3(b) and the heading text): tools of two or more of headings 8202 to 8205 put up together for retail
  // sale. The tool names themselves are the evidence when the description names tools of two headings and a set.
  p('8206', 'plier, pliers, wire cutter, cutting plier, snips, tin snips, pipe cutter, tweezers', { w: 1.3, when: [TOOLS_8204 + ', ' + TOOLS_8205 + ', ' + TOOLS_8202, SET_WORDS], unless: 'electric, cordless, battery, drill driver' }),
  p('8206', 'wrench, spanner, hex key, allen key, socket wrench, adjustable wrench, torque wrench', { w: 1.3, when: [TOOLS_8205 + ', ' + TOOLS_8202, SET_WORDS], unless: 'electric, cordless, battery, drill driver, impact wrench' }),
  p('8206', 'saw, hacksaw, hand saw, coping saw', { w: 1.2, when: [TOOLS_8205, SET_WORDS], unless: 'electric, cordless, battery, circular saw, saw blade' }),
  p('8206', 'hammer, claw hammer, screwdriver, screwdrivers, chisel', { w: 1.2, when: ['plier, pliers, snips, wire cutter, tweezers, ' + TOOLS_8204, SET_WORDS], unless: 'electric, cordless, battery, drill driver' }),
  // 8207: hones for engine or brake cylinders driven by a drill are interchangeable tools for power-operated hand
  // tools (not engines, 8407/8412, nor motorcycles, whose titles speak of cylinder capacity).
  p('8207', 'cylinder hone, brake hone, engine hone, flex hone, ball hone, glaze breaker, honing tool', { w: 1.5, unless: 'honing machine, machine tool, whetstone, knife sharpener' }),
  p('820790', 'cylinder hone, brake hone, engine hone, flex hone, ball hone, glaze breaker, honing tool', { w: 0.5 }),
  // 8207: blades, gouges and bits said to be interchangeable, or for use in a power carver / rotary tool.
  p('8207', 'interchangeable blade, interchangeable blades, interchangeable cutting blade, interchangeable cutting blades, interchangeable cutter, interchangeable gouge', { w: 1.4, unless: 'utility knife, box cutter, razor, knife handle, hobby knife, craft knife, scalpel' }),
  p('8207', 'gouge, gouges, carving gouge, carving blade, carving bit, carving chisel', { w: 1.3, when: 'power carver, rotary tool, power tool, reciprocating carver, for use in, for use with, interchangeable', unless: 'handle, wooden handle, mallet' }),
  // 8205.30: planes, chisels, gouges and similar cutting tools for working wood (hand tools).
  p('8205', 'gouge, gouges, carving gouge, woodcarving gouge, wood carving chisel, carving chisel, carving tool set', { w: 1.1, unless: 'power carver, rotary tool, power tool, interchangeable' }),
  p('820530', 'gouge, gouges, carving gouge, woodcarving gouge, wood carving chisel, carving chisel', { w: 0.5 }),
  // 7323: baskets, toppers and woks for grilling food are household articles, not barbecues (7321) or netting (7314).
  p('7323', 'grill basket, grilling basket, grill topper, grill wok, grilling wok, vegetable grill basket, fish grill basket, barbecue basket, bbq basket, grill tray, grill pan', { w: 1.5, when: STEEL, unless: NOT_STEEL + ', silicone, ptfe, teflon mat, electric' }),
  p('732393', 'grill basket, grilling basket, grill topper, grill wok, barbecue basket, bbq basket, grill tray', { w: 0.4, when: 'stainless, stainless steel' }),
  // 7326.20: baskets and bins of steel wire for storage (articles of wire).
  p('7326', 'wire basket, egg basket, storage basket, wire storage basket, wire bin, wire tray, wire crate', { w: 1.2, when: STEEL, unless: NOT_STEEL + ', kitchen, fruit, bread, fry, frying, grill, grilling' }),
  p('732620', 'wire basket, egg basket, storage basket, wire storage basket, wire bin, wire tray, wire crate', { w: 0.5, when: 'wire' }),
  // 8205.59: struck and driving hand tools (nail sets, tack lifters, letter and number punches, cold chisels for
  // metal, hammer tackers); the nails, tacks or letters they work are what they act on, not the product (7317, 8310).
  p('8205', 'nail set, nail punch, tack lifter, tack puller, staple remover tool, hammer tacker, staple hammer, letter punch, number punch, letter punches, number punches, letter stamp set, number stamp set, metal stamp set, metal stamping set, steel stamp set, leather stamp, leather stamping tool, cold chisel, slide hammer', { w: 1.7, unless: 'electric, pneumatic, cordless, rubber stamp, self inking, ink' }),
  p('820559', 'nail set, nail punch, tack lifter, tack puller, hammer tacker, staple hammer, letter punch, number punch, letter punches, number punches, letter stamp set, number stamp set, metal stamp set, metal stamping set, steel stamp set, leather stamp, leather stamping tool, cold chisel, slide hammer, dent puller', { w: 1.6 }),
  p('820559', 'struck, strike, striking, driven', { w: 0.8, when: 'hammer, mallet, sledge', unless: 'claw hammer, sledge hammer head, hammer head' }),
  // 8201.90: timber wedges are named in heading 8201 (tools for forestry), not railway chair wedges (7302).
  p('8201', 'splitting wedge, timber wedge, log splitting wedge, wood splitting wedge, felling wedge, log wedge, wedge', { w: 1.4, when: 'log, logs, wood, timber, splitting, felling, firewood, tree', unless: 'plastic, door wedge, rubber' }),
  p('820190', 'splitting wedge, timber wedge, log splitting wedge, wood splitting wedge, felling wedge, log wedge, wedge', { w: 0.6, when: 'log, logs, wood, timber, splitting, felling, firewood, tree' }),
  // 7318.19: threaded plugs (screw plugs, drain plugs) of steel are threaded articles, not electrical plugs (8536).
  p('7318', 'threaded plug, screw plug, plug screw, drain plug, oil drain plug, hex plug, hex socket plug, socket plug, blanking plug, magnetic drain plug, plug', { w: 1.4, when: ['steel, stainless, iron, carbon steel, alloy steel, zinc plated', 'threaded, thread, screw, hexagon, hex, drain, npt, bsp'], unless: 'electric, electrical, power, usb, wall, outlet, spark plug, pvc, plastic, rubber, nylon, brass, copper, aluminum, pin, prong' }),
  p('731819', 'threaded plug, screw plug, plug screw, drain plug, oil drain plug, hex plug, hex socket plug, socket plug, blanking plug, magnetic drain plug, plug', { w: 0.6, when: ['steel, stainless, iron, carbon steel, alloy steel, zinc plated', 'threaded, thread, screw, hexagon, hex, drain, npt, bsp'], unless: 'electric, electrical, spark plug' }),
  // 8214.90: hair clippers without a motor (8510 is with self-contained electric motor).
  p('8214', 'hair clipper, hair clippers, manual hair clipper, hand clipper, barber clipper', { w: 1.7, when: 'manual, hand, hand operated, no motor, non electric, mechanical, hand squeeze', unless: 'electric, electrical, cordless, rechargeable, battery, usb' }),
  p('821490', 'hair clipper, hair clippers, manual hair clipper, hand clipper, barber clipper', { w: 0.6, when: 'manual, hand, hand operated, no motor, non electric, mechanical, hand squeeze' }),
  // 8205.59: trowels for masonry and plastering, taping and putty knives (not cutting knives of 8211).
  p('8205', 'masonry trowel, brick trowel, plastering trowel, finishing trowel, pointing trowel, notched trowel, margin trowel, taping knife, drywall knife, putty knife, joint knife, filling knife, spackle knife, plaster knife', { w: 1.5, unless: 'electric, power trowel, plastic' }),
  p('820559', 'masonry trowel, brick trowel, plastering trowel, finishing trowel, pointing trowel, notched trowel, margin trowel, taping knife, drywall knife, putty knife, joint knife, filling knife, spackle knife, plaster knife', { w: 0.8 }),
  // 8204.12: adjustable wrenches (pipe wrenches, monkey wrenches).
  p('820412', 'pipe wrench, monkey wrench, adjustable spanner, crescent wrench, stillson wrench', { w: 0.8 }),
  // 8215: butter-knives and fish-knives are named in heading 8215, not 8211.
  p('8215', 'butter knife, butter knives, butter spreader, fish knife, fish knives', { w: 1.7, unless: 'set, flatware set, cutlery set' }),
  // 8302.41: hasps, window stays and gate latches are base-metal fittings for buildings (not staples 8305 or
  // structures 7308).
  p('8302', 'hasp, hasp and staple, safety hasp, padlock hasp, window stay, casement stay, window restrictor, gate latch, barrel bolt, door bolt, tower bolt, slide bolt', { w: 1.5, unless: 'plastic, nylon, wood, wooden' }),
  p('830241', 'hasp, hasp and staple, safety hasp, padlock hasp, window stay, casement stay, window restrictor, gate latch, barrel bolt, door bolt, tower bolt, slide bolt', { w: 0.6, unless: 'cabinet, furniture, drawer, box, chest, case, vehicle, car' }),
  // 8302.42: drawer slides for furniture, even with ball bearings (the bearing is a component, not the article).
  p('8302', 'drawer slide, drawer slides, drawer runner, drawer runners, ball bearing slide, full extension slide, telescopic slide, drawer rail, drawer glide', { w: 1.8, unless: 'plastic, nylon' }),
  p('830242', 'drawer slide, drawer slides, drawer runner, drawer runners, ball bearing slide, full extension slide, drawer rail, drawer glide', { w: 0.8 }),
  // 8306.29: ornamental plaques of base metal (not paintings 9701; address and number plates are 8310).
  p('8306', 'decorative plaque, wall plaque, decorative wall plaque, ornamental plaque, wall hanging plaque, decorative wall plate', { w: 1.5, when: STEEL + ', brass, bronze, copper, aluminum, zinc, pewter, tin, base metal', unless: 'address, house number, street, name plate, nameplate, sign, warning, plastic, wood, wooden, ceramic' }),
  p('830629', 'decorative plaque, wall plaque, decorative wall plaque, ornamental plaque, wall hanging plaque', { w: 0.6, unless: 'plated with precious metal, silver plated, gold plated' }),
  // 8309.90: caps, lids and closures of base metal, also with a plastic liner or seal (the metal shell is the cap).
  p('8309', 'bottle cap, screw cap, bottle closure, ropp cap, pilfer proof cap, twist off cap, lug cap, jar lid, closure, cap', { w: 1.5, when: 'aluminum, aluminium, tinplate, tin plate, steel, metal, tin', unless: 'crown cap, crown cork, hub cap, lens cap, valve cap, end cap, baseball cap, cap screw, fuel cap, gas cap, radiator cap, mould, mold, machine' }),
  p('830990', 'bottle cap, screw cap, bottle closure, ropp cap, pilfer proof cap, twist off cap, lug cap, jar lid, closure', { w: 0.6, when: 'aluminum, aluminium, tinplate, tin plate, steel, metal, tin', unless: 'crown cap, crown cork, mould, mold, machine' }),
  // 7326.90: letter boxes of steel; "letter" names the mail, not letters of 8310.
  p('7326', 'letter box, mail box, post box, parcel box, parcel drop box, mailbox, letterbox', { w: 1.5, when: STEEL, unless: NOT_STEEL }),
  p('732690', 'letter box, mail box, post box, parcel box, parcel drop box, mailbox, letterbox', { w: 0.5, when: STEEL }),
  // 7306: electric-resistance-welded (ERW) tube of ordinary sizes; 7305 needs an external diameter over 406.4 mm.
  p('7306', 'electric resistance welded, erw, erw tube, erw pipe, high frequency welded, hf welded', { w: 1.3, when: STEEL + ', tube, pipe, tubing', unless: 'large diameter, 406.4, seamless, copper, aluminum' }),
  // 8210: hand-operated mechanical appliances (10 kg or less) used to prepare food: pull-cord and hand-crank
  // choppers, even when sold as a "food processor" (8509 is electromechanical, with a motor).
  p('8210', 'vegetable chopper, pull chopper, pull string chopper, pull cord chopper, food chopper, garlic chopper, onion chopper, herb chopper, mini chopper, food processor, chopper', { w: 1.8, when: 'manual, hand, hand crank, crank, pull, pull string, pull cord, hand powered, hand operated, non electric', unless: 'electric, electrical, motor, usb, rechargeable, cordless, watt, 220v, 110v, battery' }),
  // 8205.59: wallpaper tools (perforators, scorers, smoothers, seam rollers) are hand tools, not wallpaper (4814).
  p('8205', 'wallpaper perforator, wallpaper scorer, wallpaper scoring tool, wallpaper tool, wallpaper smoother, wallpaper scraper, wallpaper stripper tool, wallpaper smoothing tool, scoring tool, seam roller', { w: 1.7, unless: 'electric, steamer, steam' }),
  p('820559', 'wallpaper perforator, wallpaper scorer, wallpaper scoring tool, wallpaper tool, wallpaper smoother, wallpaper scraper, wallpaper smoothing tool, scoring tool, seam roller', { w: 0.6 }),
  // 7323: kitchen racks and holders of steel are household articles (not furniture 9403, not hot plates 8516).
  p('7323', 'plate rack, plate holder rack, dish plate rack, bakeware rack, bakeware organizer, pan organizer rack, baking sheet rack, cutting board rack, lid holder, kitchen roll holder, kitchen towel holder, paper towel stand, roll holder', { w: 1.5, when: STEEL, unless: NOT_STEEL + ', wall cabinet, shelving unit, bathroom, toilet' }),
  p('732399', 'plate rack, plate holder rack, dish plate rack, bakeware rack, bakeware organizer, pan organizer rack, baking sheet rack, cutting board rack, lid holder, kitchen roll holder, kitchen towel holder, paper towel stand, roll holder', { w: 0.4, when: STEEL, unless: 'stainless, enamel, enamelled, cast iron' }),
];
