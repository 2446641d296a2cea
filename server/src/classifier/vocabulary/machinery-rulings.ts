import { p, type VocabEntry } from './types.js';

/**
 * Chapter 84, third pass: the names CBP rulings give machines and their parts ("a pillow block bearing unit",
 * "a carton sealing machine", "a four-stroke engine of 686 cc for utility terrain vehicles"), written from the
 * HS 2022 heading and subheading titles and the US national lines. Conditions follow the split the title makes.
 */
const VEHICLE = 'vehicle, motor vehicle, car, automobile, truck, motorcycle, scooter, moped, terrain vehicle, atv, utv, quad, go kart, kart, dirt bike, snowmobile, golf cart, side by side, buggy';
const ENGINE = 'engine, motor, powerhead';

export const MACHINERY_RULINGS: VocabEntry[] = [
  // 8407: spark-ignition piston engines named by their cycle or use; diesel engines are 8408.
  p('8407', 'four stroke engine, two stroke engine, stroke gasoline engine, gasoline engine assembly, small gasoline engine, small engine, motorcycle engine, atv engine, utv engine, go kart engine, scooter engine, dirt bike engine, twin gasoline engine', { w: 1.2, unless: 'diesel, compression ignition, part, parts, piston, cylinder head, gasket' }),
  // 8407.31-.34: engines of a kind used for the propulsion of vehicles of chapter 87, by cylinder capacity
  // (the @cc attributes are read from "686 cc", "1.5 liter" by the query analysis).
  p('840731', ENGINE, { w: 1.1, when: ['@cc50', VEHICLE], unless: 'diesel, compression ignition, marine, outboard' }),
  p('840732', ENGINE, { w: 1.1, when: ['@cc250', VEHICLE], unless: 'diesel, compression ignition, marine, outboard' }),
  p('840733', ENGINE, { w: 1.1, when: ['@cc1000', VEHICLE], unless: 'diesel, compression ignition, marine, outboard' }),
  p('840734', ENGINE, { w: 1.1, when: ['@ccover1000', VEHICLE], unless: 'diesel, compression ignition, marine, outboard' }),
  // 8408.20: compression-ignition engines of a kind used for the propulsion of vehicles of chapter 87.
  p('840820', 'diesel engine, compression ignition engine, turbodiesel engine', { w: 0.6, when: VEHICLE + ', tractor, pickup, bus, forklift' }),

  // 8414: fans, compressors. 8419.50 heat exchange units (oil coolers of machinery, not radiators of vehicles, 8708.91).
  p('8419', 'hydraulic oil cooler, oil cooler, radiator core, aftercooler, air cooled heat exchanger, fin fan cooler, plate fin heat exchanger, brazed plate heat exchanger', { w: 1.3, unless: 'car, automobile, truck, motorcycle, automotive, motor vehicle, vehicle radiator' }),
  p('841950', 'hydraulic oil cooler, oil cooler, radiator core, aftercooler, air cooled heat exchanger, fin fan cooler, plate fin heat exchanger, brazed plate heat exchanger', { w: 0.8, unless: 'car, automobile, truck, motorcycle, automotive, motor vehicle, vehicle radiator' }),
  // 8419.3x: dryers not for domestic use, by what they dry (8419.33 freeze and spray dryers, .34 agricultural
  // products, .35 wood, pulp, paper, .39 other).
  p('8419', 'industrial dryer, hopper dryer, desiccant dryer, resin dryer, plastic pellet dryer, pellet dryer, rotary dryer, drum dryer, tray dryer, belt dryer, conveyor dryer, fluid bed dryer, grain dryer, lumber kiln, wood drying kiln, timber drying kiln, drying oven industrial', { w: 1.3 }),
  p('841939', 'industrial dryer, hopper dryer, desiccant dryer, resin dryer, plastic pellet dryer, pellet dryer, rotary dryer, drum dryer, tray dryer, belt dryer, conveyor dryer, fluid bed dryer, drying oven industrial', { w: 0.8 }),
  p('841934', 'grain dryer, corn dryer, rice dryer, coffee dryer, seed dryer', { w: 0.9 }),
  p('841935', 'lumber kiln, wood drying kiln, timber drying kiln, wood dryer', { w: 0.9 }),

  // 8418.30 chest freezers (capacity not over 800 l), 8418.40 upright freezers (not over 900 l).
  p('841830', 'chest freezer, chest type freezer', { w: 0.9 }),
  p('841840', 'upright freezer, upright type freezer', { w: 0.9 }),

  // 8422.40: other packing or wrapping machinery (carton and case sealers, strapping machines).
  p('8422', 'carton sealing machine, case sealing machine, case sealer, box sealing machine, carton taping machine, tape sealing machine, carton erector, case erector, case packer', { w: 1.3 }),
  p('842240', 'carton sealing machine, case sealing machine, case sealer, box sealing machine, carton taping machine, tape sealing machine, carton erector, case erector, case packer', { w: 0.8 }),

  // 8436.29: poultry-keeping machinery other than incubators and brooders (feeding and drinking systems).
  p('8436', 'poultry feeding system, pan feeding system, chicken feeding system, broiler feeding system, automatic chicken feeder, automatic poultry feeder, poultry feeder, chicken feeder pan, poultry drinking system, nipple drinking system, poultry drinker, poultry waterer, chicken waterer, egg collection conveyor, egg collection system, egg collecting system', { w: 1.2 }),
  p('843629', 'poultry feeding system, pan feeding system, chicken feeding system, broiler feeding system, automatic chicken feeder, automatic poultry feeder, poultry feeder, chicken feeder pan, poultry drinking system, nipple drinking system, poultry drinker, poultry waterer, chicken waterer, egg collection conveyor, egg collection system, egg collecting system', { w: 0.8 }),

  // 8467: tools for working in the hand with a self-contained motor (8467.11 pneumatic rotary, 8467.21 drills,
  // .22 saws, .29 other electromechanical).
  p('8467', 'impact wrench, cordless impact wrench, electric impact wrench, pneumatic impact wrench, air impact wrench, oscillating multi tool, oscillating tool, jig saw, reciprocating saw, sabre saw, saber saw', { w: 1.3 }),
  p('846729', 'impact wrench, oscillating multi tool, oscillating tool', { w: 0.7, when: 'electric, cordless, battery, volt, lithium, corded, electromechanical', unless: 'pneumatic, air' }),
  p('846711', 'impact wrench', { w: 0.7, when: 'pneumatic, air, compressed air' }),
  p('846722', 'jig saw, jigsaw, reciprocating saw, sabre saw, saber saw', { w: 0.7, when: 'electric, cordless, battery, volt, lithium, corded, motor, electromechanical, variable speed' }),

  // 8471.50: processing units (servers) other than those of 8471.41/.49.
  p('847150', 'rack mount server, rack mounted server, rack server, blade server, server, file server, web server', { w: 0.7, unless: 'network attached storage, nas, storage unit, cake' }),

  // 8474.90: parts of mineral-working machinery (wear parts of crushers).
  p('8474', 'jaw plate, crusher jaw, crusher liner, cone crusher liner, crusher mantle, concave liner, blow bar, briquetting press, briquetting machine, briquette machine, briquette press', { w: 1.2 }),
  p('847490', 'jaw plate, crusher jaw, crusher liner, cone crusher liner, crusher mantle, concave liner, blow bar', { w: 0.9 }),
  p('847480', 'briquetting press, briquetting machine, briquette machine, briquette press', { w: 0.8 }),

  // 8479: machines having individual functions n.e.s. (8479.20 extraction of fats and oils; 8479.89 other).
  p('8479', 'oil press, oil expeller, screw oil press, oil extraction machine, oil pressing machine, car wash system, car wash machine, automatic car wash, vehicle washing system, tunnel car wash', { w: 1.2 }),
  p('847920', 'oil press, oil expeller, screw oil press, oil extraction machine, oil pressing machine', { w: 0.8 }),
  p('847989', 'car wash system, car wash machine, automatic car wash, vehicle washing system, tunnel car wash', { w: 0.7 }),

  // 8483.20: bearing housings incorporating ball or roller bearings (mounted units), against 8482 bearings.
  p('8483', 'pillow block bearing unit, pillow block bearing, bearing unit, flange bearing unit, mounted bearing, mounted ball bearing unit, housed bearing unit, take up bearing unit', { w: 1.3 }),
  p('848320', 'pillow block bearing unit, pillow block bearing, bearing unit, flange bearing unit, mounted bearing, mounted ball bearing unit, housed bearing unit, take up bearing unit', { w: 0.9 }),
  // 8484.20: mechanical seals (of pumps, mixers), a heading of their own (section XVI note 2(a)).
  p('8484', 'mechanical seal, mechanical seal assembly, cartridge mechanical seal, pump mechanical seal, shaft mechanical seal', { w: 1.4 }),
  p('848420', 'mechanical seal, mechanical seal assembly, cartridge mechanical seal, pump mechanical seal, shaft mechanical seal', { w: 0.9 }),

  // 8457: machining centres (a milling "center" changes tools automatically); 8457.10.
  p('8457', 'milling center, cnc milling center, vertical machining center, horizontal machining center, machining centre, vertical machining centre, horizontal machining centre, 5 axis machining center', { w: 1.3 }),
  p('845710', 'milling center, cnc milling center, vertical machining center, horizontal machining center, machining center, machining centre, vertical machining centre, horizontal machining centre, 5 axis machining center', { w: 0.8 }),
  // The table, column and base of a machine tool are parts of it, not furniture (9403): as phrases they hide the
  // bare word "table"; they name the machine tool only weakly.
  p('8459', 'work table, worktable, sliding table, machine table, cross table, t slot table, compound table, drill table, drill press table', { w: 0.3, when: 'drill, drilling, milling, mill, tapping, boring, cnc, machining, lathe, machine, metal' }),
  // 8436.80: forestry machinery; a log splitter is one whatever drives it (the engine is its power source).
  p('8436', 'log splitter, wood splitter, firewood splitter, log splitting machine, hydraulic log splitter', { w: 1.3 }),

  // 8481.80: taps, cocks and valves under their trade names (steam traps, bibcocks, keg tap heads, microvalves,
  // self-sealing couplings; heading 84.81 covers appliances that control the flow of liquids or gases).
  p('8481', 'steam trap, bibcock, bib cock, sillcock, hose bibb, keg tap head, tap head, sankey coupler, keg tap coupler, microvalve, micro valve, piezo valve, self sealing coupling, shut off coupling, drain cock, sampling valve, foot valve, air release valve, vacuum breaker, backflow preventer', { w: 1.3 }),
  p('848180', 'steam trap, bibcock, bib cock, sillcock, hose bibb, keg tap head, tap head, sankey coupler, keg tap coupler, microvalve, micro valve, piezo valve, self sealing coupling, shut off coupling, drain cock, sampling valve, air release valve, vacuum breaker, backflow preventer', { w: 0.7 }),
  p('848130', 'foot valve', { w: 0.7 }),

  // 8418.69: other refrigerating or freezing equipment (refrigerating and condensing units, not furniture-type).
  p('8418', 'refrigerating unit, refrigeration unit, condensing unit, refrigeration condensing unit', { w: 1.2 }),
  p('841869', 'refrigerating unit, refrigeration unit, condensing unit, refrigeration condensing unit', { w: 0.7 }),
  // 8486.20: machines for the manufacture of semiconductor devices (wafer dicing saws), not hand saws of 8202.
  p('8486', 'dicing saw, wafer dicing saw, wafer dicing machine, wafer saw, die bonder', { w: 1.3 }),
  p('848620', 'dicing saw, wafer dicing saw, wafer dicing machine, wafer saw, die bonder', { w: 0.8 }),

  // 8481.20: valves of a hydraulic or pneumatic (compressed-air) transmission, whatever their type (relief, check,
  // reducing, solenoid); 8481.40 keeps the safety valves of boilers, tanks and water heaters (CBP practice).
  p('848120', 'relief valve, pressure relief valve, check valve, pressure reducing valve, solenoid valve, air valve, quick exhaust valve, pilot valve', { w: 1, when: 'hydraulic, oleohydraulic, pneumatic, compressed air, air cylinder, pneumatic cylinder, hydraulic circuit, hydraulic system, pneumatic system, air actuator', unless: 'boiler, water heater, steam, refrigerant, water tank, gas cylinder' }),
  // 8481.90: parts of taps and valves (faucet cartridges, valve spools).
  p('8481', 'valve cartridge, faucet cartridge, ceramic cartridge, ceramic disc cartridge, tap cartridge, valve spool', { w: 1.2 }),
  p('848190', 'valve cartridge, faucet cartridge, ceramic cartridge, ceramic disc cartridge, tap cartridge, valve spool', { w: 0.9 }),

  // 8412.21: linear-acting hydraulic power engines (cylinders), named by what they move.
  p('8412', 'lift cylinder, hydraulic lift cylinder, tilt cylinder, boom cylinder, arm cylinder, bucket cylinder, steering cylinder, telescopic cylinder, hydraulic ram, dump cylinder', { w: 1.3 }),
  p('841221', 'lift cylinder, hydraulic lift cylinder, tilt cylinder, boom cylinder, arm cylinder, bucket cylinder, steering cylinder, telescopic cylinder, hydraulic ram, dump cylinder', { w: 0.8, unless: 'pneumatic, air' }),
  // A hydraulic power unit (pump, motor, reservoir) supplies fluid under pressure: a pump of 8413, not a hydraulic
  // engine of 8412, which turns fluid power into motion (heading texts); 8413.81 when the pump type is not said.
  p('8413', 'hydraulic power unit, hydraulic power pack, hydraulic pump unit, hydraulic pump station', { w: 1.3 }),
  p('841381', 'hydraulic power unit, hydraulic power pack, hydraulic pump unit, hydraulic pump station', { w: 0.5, unless: 'gear pump, vane pump, piston pump, plunger pump' }),

  // 8407.90: spark-ignition engines other than for aircraft, vessels or chapter 87 vehicles (general-purpose engines
  // of generators, pumps, pressure washers, garden machines; the dataset title of 8407.90 says "rotary" only).
  p('840790', ENGINE + ', gasoline engine, spark ignition engine, petrol engine, small engine, general purpose engine, horizontal shaft engine, vertical shaft engine', { w: 0.7, when: 'generator, generator set, pressure washer, water pump, lawn mower, tiller, log splitter, compressor, stationary, horizontal shaft, vertical shaft, general purpose, snow blower, cultivator, chipper, power equipment', unless: `diesel, compression ignition, marine, outboard, aircraft, ${VEHICLE}` }),

  // 8483: transmission elements under their trade names. 8483.90 toothed wheels presented separately (worm wheels,
  // gear rings, gear racks) and mounting bushings; 8483.60 clutches and couplings (torque limiters, overrunning
  // clutches); 8483.40 gearing, ball screws, torque converters (rack-and-pinion sets).
  p('8483', 'worm wheel, worm gear wheel, gear ring, gear rack, taper lock bushing, taper bushing, torque limiter, overrunning clutch, freewheel clutch, slip clutch, fluid coupling, shaft coupler, rack and pinion, rack and pinion set, torque converter', { w: 1.3 }),
  p('848390', 'worm wheel, worm gear wheel, gear ring, gear rack, taper lock bushing, taper bushing', { w: 0.8 }),
  p('848360', 'torque limiter, overrunning clutch, freewheel clutch, slip clutch, fluid coupling, shaft coupler', { w: 0.8 }),
  p('848340', 'rack and pinion, rack and pinion set, torque converter', { w: 0.8 }),

  // 8421.39: machinery for filtering or purifying gases other than engine intake air and engine exhaust
  // (8421.31/.32): bag filters, fume extractors. 8421.29: filters for liquids other than water, beverages and engine
  // oil or fuel (8421.21-.23), as hydraulic oil filters.
  p('8421', 'bag filter, bag filter housing, baghouse, baghouse filter, fume extractor, fume extraction unit, solder fume extractor, hydraulic filter, hydraulic oil filter, hydraulic return filter', { w: 1.3 }),
  p('842139', 'bag filter, bag filter housing, baghouse, baghouse filter, fume extractor, fume extraction unit, solder fume extractor', { w: 0.9 }),
  p('842129', 'hydraulic filter, hydraulic oil filter, hydraulic return filter', { w: 0.9 }),
  // 8424.30: steam or sand blasting machines and similar jet projecting machines (blast cabinets included).
  p('8424', 'sandblasting cabinet, sand blasting cabinet, blast cabinet, sandblaster, sand blaster, sandblasting machine, shot blasting machine, abrasive blasting machine, dry ice blasting machine', { w: 1.3 }),
  p('842430', 'sandblasting cabinet, sand blasting cabinet, blast cabinet, sandblaster, sand blaster, sandblasting machine, shot blasting machine, abrasive blasting machine, dry ice blasting machine', { w: 0.9 }),

  // 8438: industrial machinery for preparing food (8438.40 brewery, .60 fruit, nuts and vegetables, .80 other,
  // e.g. shrimp peeling and fish filleting); 8437.10 machines for cleaning, sorting or grading seed and grain.
  p('8438', 'brewing system, brewhouse, brew house, mash tun, lauter tun, brew kettle, brewery equipment, vegetable cutting machine, vegetable slicing machine, vegetable dicing machine, fruit cutting machine, potato peeling machine, shrimp peeling machine, shrimp peeler, fish filleting machine, fish processing machine, poultry processing machine', { w: 1.3 }),
  p('843840', 'brewing system, brewhouse, brew house, mash tun, lauter tun, brew kettle, brewery equipment', { w: 0.8 }),
  p('843860', 'vegetable cutting machine, vegetable slicing machine, vegetable dicing machine, fruit cutting machine, potato peeling machine', { w: 0.8 }),
  p('843880', 'shrimp peeling machine, shrimp peeler, fish filleting machine, fish processing machine, poultry processing machine', { w: 0.8 }),
  p('8437', 'color sorter, colour sorter, grain color sorter, optical grain sorter, grain sorting machine, seed cleaning machine, seed grader, grain cleaning machine', { w: 1.3 }),
  p('843710', 'color sorter, colour sorter, grain color sorter, optical grain sorter, grain sorting machine, seed cleaning machine, seed grader, grain cleaning machine', { w: 0.8 }),
  // 8419.81: non-domestic machinery for cooking or heating food (commercial coffee roasters).
  p('8419', 'coffee roaster, coffee roasting machine, commercial coffee roaster', { w: 1.2, when: 'commercial, industrial, gas, roastery, restaurant, cafe, kg per batch, drum' }),
  p('841981', 'coffee roaster, coffee roasting machine, commercial coffee roaster', { w: 0.8, when: 'commercial, industrial, gas, roastery, restaurant, cafe, drum' }),
  // 8451.10: dry-cleaning machines.
  p('8451', 'dry cleaning machine, dry cleaning equipment', { w: 1.3 }),
  p('845110', 'dry cleaning machine, dry cleaning equipment', { w: 0.8 }),

  // 8467.91: parts of chain saws (guide bars; saw chains are blades of 8202.40).
  p('8467', 'guide bar, chainsaw bar, chain saw bar, chainsaw guide bar', { w: 1.2, when: 'chainsaw, chain saw' }),
  p('846791', 'guide bar, chainsaw bar, chain saw bar, chainsaw guide bar', { w: 0.9, when: 'chainsaw, chain saw' }),
  // 8431.49: parts of earth-moving machinery other than buckets (bucket teeth, ripper teeth, cutting edges).
  p('8431', 'bucket tooth, bucket teeth, excavator tooth, ripper tooth, tooth point, tooth adapter, tooth', { w: 1.2, when: 'excavator, bucket, backhoe, loader, ripper, bulldozer, earthmoving, earth moving' }),
  p('843149', 'bucket tooth, bucket teeth, excavator tooth, ripper tooth, tooth point, tooth adapter, tooth', { w: 0.9, when: 'excavator, bucket, backhoe, loader, ripper, bulldozer, earthmoving, earth moving' }),
  // 8461.50: sawing machines for metal (horizontal band saws, cold saws), not hand-held saws of 8467.
  p('8461', 'horizontal band saw, metal cutting band saw, band sawing machine, cold saw, metal cutting saw, circular sawing machine', { w: 1.3 }),
  p('846150', 'horizontal band saw, metal cutting band saw, band sawing machine, cold saw, metal cutting saw, circular sawing machine', { w: 0.9 }),
  p('8461', 'band saw, bandsaw', { w: 1.2, when: 'metal, steel, bar, pipe, tube, profile, aluminum' , unless: 'wood, woodworking, timber, meat, bone' }),
  p('846150', 'band saw, bandsaw', { w: 0.8, when: 'metal, steel, bar, pipe, tube, profile, aluminum', unless: 'wood, woodworking, timber, meat, bone' }),
];
