import { p, type VocabEntry } from './types.js';

/**
 * Chapter 84 (and 8501-8504 where they meet it): machines by function, in the words of the HS 2022 heading and
 * subheading titles and the US national lines, plus the names rulings and sellers use for them. Subheading hints
 * are written from the subheading titles; conditions follow the split the title makes (portable or not,
 * hydraulic or not, numerically controlled or not, for the household or not).
 */
export const MACHINERY: VocabEntry[] = [
  // 8409: parts of piston engines; 8409.91 spark-ignition, 8409.99 other (diesel).
  p('8409', 'piston, cylinder liner, cylinder head, connecting rod, piston ring, crankcase, engine block, valve guide, rocker arm, carburettor, carburetor', { w: 1.1 , unless: 'piston engine, reciprocating engine, complete engine' }),
  p('840991', 'piston, cylinder liner, cylinder head, connecting rod, piston ring, crankcase, engine block, carburettor, carburetor', { w: 0.5, when: 'gasoline, petrol, spark ignition, motorcycle, outboard, chainsaw, lawn mower' }),
  p('840999', 'piston, cylinder liner, cylinder head, connecting rod, piston ring, crankcase, engine block, fuel injector nozzle', { w: 0.5, when: 'diesel, compression ignition' }),
  p('840991', 'carburetor, carburettor, carburetor kit', { w: 0.7 }),
  // 8407.90: other spark-ignition engines (small stationary engines, lawn mower and generator engines).
  p('840790', 'lawn mower engine, engine for lawn mower', { w: 0.7 }),
  // 8412: hydraulic and pneumatic power engines; .21/.31 linear acting (cylinders), .29/.39 other (rotary motors).
  p('8412', 'hydraulic motor, orbital motor, pneumatic motor, air motor, hydraulic rotary actuator, pneumatic rotary actuator', { w: 1 }),
  p('841229', 'hydraulic motor, orbital motor, hydraulic gear motor, hydraulic piston motor, hydraulic rotary actuator, gear type hydraulic', { w: 0.7 }),
  p('841239', 'pneumatic motor, air motor, pneumatic rotary actuator, vane air motor', { w: 0.7 }),
  // 8413.30: fuel, lubricating or cooling-medium pumps for internal combustion piston engines.
  p('841330', 'water pump, oil pump, fuel pump, coolant pump, lubricating pump', { w: 0.6, when: 'engine, car, automobile, vehicle, motorcycle, truck, automotive, tractor' }),
  p('841330', 'fuel injection pump, engine oil pump, coolant pump, automotive water pump, car water pump', { w: 0.6 }),
  // 8414.80: other compressors and pumps (turbochargers and superchargers are compressors).
  p('841480', 'turbocharger, supercharger, turbo charger, rotary screw compressor, screw air compressor, piston air compressor', { w: 0.7 }),
  p('8414', 'turbocharger, supercharger, turbo charger, rotary screw compressor, screw air compressor', { w: 1.2 }),
  // 8415.20: air conditioning of a kind used for persons in motor vehicles.
  p('841520', 'air conditioner, air conditioning unit, air conditioning system', { w: 0.8, when: 'car, vehicle, automobile, automotive, truck, bus, motor vehicle, tractor cab' }),
  // 8414.30: compressors of a kind used in refrigerating equipment (air conditioning included).
  p('841430', 'refrigeration compressor, refrigerator compressor, fridge compressor, freezer compressor, ac compressor, air conditioner compressor, air conditioning compressor, hermetic compressor', { w: 0.8 }),
  p('841430', 'compressor', { w: 0.6, when: 'refrigeration, refrigerating, refrigerator, freezer, fridge, air conditioner, air conditioning, refrigerant' }),
  p('8414', 'refrigeration compressor, refrigerator compressor, ac compressor, air conditioner compressor, hermetic compressor', { w: 1.1 }),
  // 8418.99: parts of refrigerating equipment (evaporators, condensers).
  p('841899', 'evaporator, evaporator coil, condenser coil, refrigerator evaporator', { w: 0.7, when: 'refrigerator, freezer, fridge, refrigerating, refrigeration, cold room' }),
  p('8418', 'evaporator, evaporator coil, condenser coil', { w: 1.1, when: 'refrigerator, freezer, fridge, refrigerating, refrigeration, cold room' }),
  // 8419: treatment of materials by change of temperature (8419.11 instantaneous gas water heaters, 8419.40
  // distilling, 8419.81 cooking or heating food, non-electric).
  p('8419', 'gas water heater, tankless gas water heater, instantaneous gas water heater, distillation apparatus, distillation unit, essential oil distiller, distillation column, alembic', { w: 1.3 }),
  p('841911', 'gas water heater, tankless gas water heater, instantaneous gas water heater, gas geyser', { w: 0.8 }),
  p('841940', 'distillation apparatus, distillation unit, essential oil distiller, distillation column, rectifying column, alembic, distiller, still', { w: 0.8 }),
  p('8419', 'deep fryer, fryer, griddle, chargrill', { w: 1.3, when: 'gas, propane, lpg, non electric' }),
  p('841981', 'deep fryer, fryer, griddle, chargrill', { w: 0.7, when: 'gas, propane, lpg, non electric' }),
  // 8418.50 refrigerated display counters and back-bar coolers; 8418.69 other refrigerating equipment.
  p('8418', 'bottle cooler, back bar cooler, beverage cooler, refrigerated showcase, refrigerated display case, display refrigerator, ice cream machine, soft serve machine, gelato machine', { w: 1.3 }),
  p('841850', 'bottle cooler, back bar cooler, beverage cooler, refrigerated showcase, refrigerated display case, display refrigerator, display freezer, refrigerated display counter', { w: 0.7 }),
  p('841869', 'ice cream machine, soft serve machine, gelato machine, water chiller, chiller', { w: 0.6 }),
  // 8414.10: vacuum pumps.
  p('841410', 'vacuum pump, rotary vane vacuum pump, diaphragm vacuum pump, laboratory vacuum pump', { w: 0.7 }),
  // 8419: treatment of materials by change of temperature.
  p('841920', 'autoclave, sterilizer, steriliser, steam sterilizer', { w: 0.7, when: 'medical, surgical, laboratory, dental, hospital, instrument, clinic' }),
  p('841950', 'heat exchanger, plate heat exchanger, shell and tube heat exchanger, intercooler, oil cooler', { w: 0.6 }),
  // 8421: centrifuges (8421.11 cream separators), filters.
  p('842111', 'cream separator, milk separator', { w: 0.8 }),
  p('8421', 'cream separator, milk separator, cyclone separator, dust collector', { w: 1 }),
  // Filters are goods of 8421 themselves: a filter for a vacuum cleaner or an air conditioner stays in 8421
  // (section XVI note 2(a)), air and dust filters 8421.39 (8421.31 only intake filters of engines), water 8421.21.
  p('8421', 'hepa filter, dust filter, filter element, filter cartridge, water filter cartridge, air filter element, cabin air filter, hepa filter replacement', { w: 1.2 }),
  p('842139', 'hepa filter, dust filter, air filter, air filter element, cabin air filter, dust collector filter', { w: 1, unless: 'engine, intake, motorcycle, lawn mower engine, carburetor, carburettor' }),
  p('842131', 'air filter, air filter element, intake air filter, air intake filter', { w: 0.6, when: 'engine, intake, motorcycle, carburetor, carburettor, atv, lawn mower' }),
  p('842121', 'water filter cartridge, water filter, refrigerator water filter, filter cartridge water, ro membrane, reverse osmosis', { w: 0.7 }),
  // 8422: dish washing, cleaning or drying bottles (8422.20), filling, closing, sealing, labelling (8422.30), packing and wrapping (8422.40).
  p('842220', 'bottle washing machine, bottle washer, container washing machine, bottle cleaning machine, bottle drying machine, keg washer', { w: 0.9 }),
  p('842230', 'filling machine, bottle filling machine, capping machine, bottling machine, labeling machine, labelling machine, sealing machine, can seamer, bottle capping machine, filling and capping machine', { w: 0.7 }),
  p('842240', 'packing machine, packaging machine, wrapping machine, stretch wrapping machine, shrink wrapping machine, bagging machine, strapping machine, vacuum packaging machine, carton sealer, cartoning machine, food packaging machine', { w: 0.7 }),
  p('842230', 'heat sealer, impulse sealer, bag sealer, band sealer, continuous band sealer, vacuum sealer, bag sealing machine', { w: 0.7 }),
  p('8422', 'packaging machine, bagging machine, cartoning machine, stretch wrapping machine, bottle washer, bottle filling machine, filling and capping machine', { w: 1 }),
  // 8423: weighing; 8423.10 personal, 8423.81 up to 30 kg, 8423.82 over 30 kg up to 5,000 kg.
  p('842310', 'bathroom scale, body scale, personal scale, baby scale, body fat scale', { w: 0.6 }),
  p('842381', 'kitchen scale, postal scale, pocket scale, jewelry scale, food scale', { w: 0.6 }),
  p('842382', 'platform scale, floor scale, bench scale, crane scale, pallet scale', { w: 0.6 }),
  // 8424: sprayers; 8424.41 portable agricultural, 8424.49 other agricultural, 8424.82 irrigation.
  p('842441', 'knapsack sprayer, backpack sprayer, pressure sprayer garden, hand pump sprayer, portable sprayer', { w: 0.8 }),
  p('842449', 'boom sprayer, tractor sprayer, trailed sprayer, orchard sprayer, mounted sprayer', { w: 0.8 }),
  p('8424', 'knapsack sprayer, backpack sprayer, boom sprayer, orchard sprayer, paint spraying machine, spraying machine', { w: 1 }),
  // 8425-8428: lifting and handling (8425.11/.19 pulley tackle and hoists, powered by electric motor or not; 8425.31 winches, electric).
  p('842519', 'chain hoist, hand chain hoist, lever hoist, chain block, manual hoist, come along, pulley block', { w: 0.6, unless: 'electric, motor, motorized, powered' }),
  p('842511', 'chain hoist, electric hoist, wire rope hoist, electric chain hoist', { w: 0.6, when: 'electric, motor, motorized, powered' }),
  p('842531', 'winch, electric winch, capstan', { w: 0.5, when: 'electric, motor, 12v, 24v, motorized' }),
  p('842620', 'tower crane', { w: 0.8 }),
  // Vehicle lifts of garages are jacks and hoists of a kind used for raising vehicles (8425.4x).
  p('8425', 'car lift, vehicle lift, two post lift, four post lift, auto lift, car hoist, vehicle hoist, garage lift', { w: 1.2 }),
  p('842542', 'car lift, vehicle lift, two post lift, four post lift, auto lift, car hoist, vehicle hoist, garage lift', { w: 0.4 }),
  p('842542', 'bottle jack, hydraulic jack, floor jack, trolley jack, hydraulic bottle jack, hydraulic car jack', { w: 0.6 }),
  p('842810', 'passenger elevator, passenger lift, freight elevator, goods lift, home elevator, residential elevator, skip hoist, elevator', { w: 0.6, unless: 'bucket, grain, conveyor, continuous' }),
  p('842840', 'escalator, moving walkway, travelator', { w: 0.8 }),
  p('842890', 'scissor lift, aerial work platform, boom lift, lift table, loading ramp, truck loading crane', { w: 0.6 }),
  p('842839', 'conveyor, roller conveyor, chain conveyor, screw conveyor, conveyor system', { w: 0.3, unless: 'belt, bucket, underground' }),
  // Riding mowers and lawn tractors with a mowing deck are mowers (8433.11), not tractors of 8701.
  p('8433', 'lawn tractor, riding lawn mower, riding lawn tractor, ride on mower, ride on lawn mower, zero turn mower', { w: 1.3 }),
  p('843311', 'lawn tractor, riding lawn mower, riding lawn tractor, ride on mower, ride on lawn mower, zero turn mower', { w: 0.6 }),
  // 8433.40: straw or fodder balers.
  p('843340', 'baler, hay baler, straw baler, round baler, square baler, pick up baler', { w: 0.7 }),
  // 8436.10: machinery for preparing animal feeding stuffs.
  p('8436', 'feed pellet machine, feed pelletizer, feed mill, animal feed machine, feed mixer, feed grinder, feed pelletizing machine, animal feed pelletizer', { w: 1.2 }),
  p('843610', 'feed pellet machine, feed pelletizer, feed mill, animal feed machine, feed mixer, feed grinder, feed pelletizing machine, animal feed pelletizer', { w: 0.7 }),
  // 8436.80: forestry machinery (wood chippers, log splitters).
  p('843680', 'wood chipper, chipper, log splitter, wood splitter, brush chipper, chipper shredder, forestry machine', { w: 0.6 }),
  // 8437: milling grain (rice mills, hullers).
  p('8437', 'rice milling machine, rice mill machine, rice huller, rice polisher, grain milling machine, flour milling machine', { w: 1.3 }),
  p('843780', 'rice milling machine, rice mill, rice huller, rice polisher, grain milling machine, flour milling machine, grain mill', { w: 0.6 }),
  // 8445.19: machines for preparing textile fibres (cotton gins).
  p('8445', 'cotton gin, ginning machine, cotton ginning machine, cotton ginning', { w: 1.5 }),
  p('844519', 'cotton gin, ginning machine, cotton ginning machine', { w: 0.7 }),
  // 8474: machinery for mineral substances (8474.10 screening, .20 crushing or grinding, .39 mixing, .80 shaping).
  p('8474', 'vibrating screen, vibratory screen, trommel screen, sieving machine, ball mill, rod mill, hammer mill, pug mill, block making machine, brick making machine, concrete block machine, paver block machine', { w: 1.5 }),
  p('847410', 'vibrating screen, vibratory screen, trommel screen, screening machine, sieving machine, sand washing machine', { w: 0.7 }),
  p('847420', 'ball mill, rod mill, hammer mill, jaw crusher, cone crusher, impact crusher, stone crusher, crushing machine', { w: 0.7 }),
  p('847439', 'pug mill, clay mixer, mixing machine mineral', { w: 0.7 }),
  p('8474', 'tile press, ceramic tile press, tile forming machine, ceramic press', { w: 1.3 }),
  p('8474', 'hydraulic press, press', { w: 1.2, when: 'ceramic, tile, brick, clay, refractory, concrete block' }),
  p('847480', 'tile press, ceramic tile press, tile forming machine, ceramic press, tile making machine', { w: 0.7 }),
  p('847480', 'block making machine, brick making machine, concrete block machine, paver block machine, brick press, tile press', { w: 0.7 }),
  // 8417: industrial furnaces and kilns, non-electric.
  p('8417', 'rotary kiln, cement kiln, lime kiln, tunnel kiln, incinerator', { w: 1.3 }),
  // 8424.30: jet projecting machines (pressure washers, sand blasting); 8424.82 irrigation and lawn sprinklers.
  p('842430', 'pressure washer, high pressure cleaner, high pressure washer, jet washer, sand blasting machine, sandblaster, steam cleaner machine', { w: 0.8 }),
  p('8424', 'pressure washer, high pressure cleaner, garden sprinkler, lawn sprinkler, irrigation sprinkler', { w: 1.3 }),
  p('842482', 'sprinkler, lawn sprinkler, garden sprinkler, irrigation sprinkler, drip irrigation, irrigation system, center pivot', { w: 0.6, unless: 'fire, fire sprinkler' }),
  // 8450.11 fully automatic household (up to 10 kg dry linen), 8450.20 over 10 kg.
  p('845020', 'washing machine', { w: 0.6, when: 'commercial, industrial, laundry, laundromat, hotel' }),
  p('845011', 'washing machine', { w: 0.5, unless: 'commercial, industrial, laundromat, hotel, semi automatic, twin tub' }),
  // 8459: drilling machines (8459.21 numerically controlled, 8459.29 other).
  p('845929', 'drilling machine, bench drill, drill press, pillar drill, bench drilling machine, radial drill', { w: 0.5, unless: 'cnc, numerically, nc, wood' }),
  p('845921', 'drilling machine, drilling center', { w: 0.5, when: 'cnc, numerically, nc' }),
  // 8479.89: component placement machines (US 8479.89.92); 8486.40: assembling semiconductor devices (chapter 84 note 11(C)).
  p('847989', 'pick and place machine, component placement machine, smt placement machine, chip mounter, component insertion machine, electronic component inserting machine', { w: 0.7 }),
  p('8479', 'pick and place machine, component placement machine, smt placement machine, chip mounter, component insertion machine, electronic component inserting machine', { w: 1.3 }),
  p('8486', 'die bonder, die attach machine, wire bonding machine, wire bonder, flip chip bonder', { w: 1.4, when: 'semiconductor, chip, integrated circuit, ic, wafer, die' }),
  p('848640', 'die bonder, die attach machine, wire bonding machine, wire bonder, flip chip bonder', { w: 0.7 }),
  // 8427: trucks fitted with lifting or handling equipment (stackers), 8427.10 self-propelled electric.
  p('8427', 'pallet stacker, walkie stacker, electric stacker, stacker truck, reach stacker', { w: 1.3 }),
  p('842710', 'pallet stacker, walkie stacker, electric stacker, stacker truck', { w: 0.6, when: 'electric, battery, powered, motor, self propelled' }),
  p('842790', 'pallet stacker, manual stacker, hand stacker', { w: 0.6, unless: 'electric, battery, powered, motor, self propelled' }),
  // 8432: soil preparation and sowing (8432.21 disc harrows, 8432.3x seeders, 8432.41/.42 manure spreaders and fertiliser distributors).
  p('8432', 'seed drill, seeder, planter, transplanter, fertilizer spreader, fertiliser spreader, fertilizer distributor, manure spreader, disc harrow', { w: 1.3 }),
  p('843239', 'seed drill, seeder, planter, grain drill, precision seeder', { w: 0.6, unless: 'no till, no tillage, direct' }),
  p('843231', 'no till drill, no till seeder, direct seeder, no till planter', { w: 0.7 }),
  p('843242', 'fertilizer spreader, fertiliser spreader, fertilizer distributor, fertiliser distributor', { w: 0.7 }),
  p('843241', 'manure spreader, slurry spreader', { w: 0.7 }),
  // 8419.34: dryers for agricultural products.
  p('8419', 'grain dryer, grain drier, crop dryer, corn dryer, rice dryer', { w: 1.3 }),
  p('841934', 'grain dryer, grain drier, crop dryer, corn dryer, rice dryer', { w: 0.7 }),
  p('8438', 'bread slicer, bread slicing machine', { w: 1.2 }),
  // 8453.10: machinery for preparing, tanning or working hides, skins or leather.
  p('8453', 'leather splitting machine, leather skiving machine, leather working machine, leather embossing machine', { w: 1.3 }),
  p('845310', 'leather splitting machine, leather skiving machine, leather working machine, leather embossing machine', { w: 0.7 }),
  // 8475.29: machines for making or hot working glassware.
  p('8475', 'glass bottle forming machine, bottle forming machine, glass forming machine, glass blowing machine', { w: 1.4 }),
  p('847529', 'glass bottle forming machine, bottle forming machine, glass forming machine, glass blowing machine', { w: 0.7 }),
  // 8472.30: folding and inserting mail, franking machines.
  p('8472', 'letter folding machine, paper folding machine office, envelope inserting machine, mail sorting machine, franking machine, postage meter, envelope opener machine', { w: 1.3 }),
  p('847230', 'letter folding machine, paper folding machine office, envelope inserting machine, mail sorting machine, franking machine, postage meter, envelope opener machine', { w: 0.7 }),
  // 8479.89: garage door openers, tablet presses.
  p('8479', 'garage door opener, gate opener, door operator, gate operator, tablet press, pill press, rotary tablet press', { w: 1.3 }),
  p('847989', 'garage door opener, gate opener, door operator, gate operator, tablet press, pill press, rotary tablet press', { w: 0.7 }),
  // Powered rivet guns are tools of 8467 (pneumatic 8467.19), hand riveters 8205.
  p('8467', 'rivet gun, riveter, rivet tool', { w: 1.3, when: 'pneumatic, air, electric, cordless, battery, hydraulic' }),
  p('846719', 'rivet gun, riveter, rivet tool', { w: 0.6, when: 'pneumatic, air' }),
  // 8431: parts of 8425-8430 (buckets 8431.41, dozer blades 8431.42, boring 8431.43).
  p('843141', 'bucket, grab, clamshell bucket, ripper', { w: 1, when: 'excavator, loader, backhoe, bulldozer, skid steer, digger, tractor loader' }),
  p('8431', 'excavator bucket, loader bucket, backhoe bucket, track roller, idler wheel, track link, bulldozer blade, forklift fork', { w: 1 }),
  p('843149', 'excavator bucket tooth, bucket tooth, track roller, idler wheel, track link, undercarriage', { w: 0.6 }),
  p('843120', 'forklift fork, fork for forklift, mast forklift, side shifter, fork positioner, fork extension', { w: 0.6 }),
  p('8431', 'side shifter, fork positioner, fork extension', { w: 1 }),
  // 8433: harvesting (8433.51 combines, 8433.53 root or tuber harvesting).
  p('8433', 'potato harvester, beet harvester, potato digger, combine harvester, forage harvester', { w: 1.1 }),
  p('843353', 'potato harvester, beet harvester, root harvester, tuber harvester, potato digger', { w: 0.8 }),
  p('843351', 'combine harvester, combine harvester thresher, grain harvester', { w: 0.6 }),
  // 8438: industrial food machinery (8438.10 bakery, .20 confectionery, .50 meat, .60 fruit and vegetables).
  p('8438', 'dough mixer, spiral mixer, dough divider, dough kneader, planetary mixer, meat mincer, meat grinder, meat slicer, bone saw', { w: 1.2, when: 'commercial, industrial, bakery, bakeries, factory, restaurant, catering, production' }),
  p('843810', 'dough mixer, spiral mixer, dough divider, dough sheeter, dough kneader, bread slicer, pasta machine, noodle machine', { w: 0.6 }),
  p('843820', 'chocolate machine, chocolate processing machine, confectionery machine, candy machine, chocolate tempering machine', { w: 0.7 }),
  p('843850', 'meat mincer, meat grinder, meat slicer, sausage stuffer, sausage filler, bone saw, meat tenderizer machine', { w: 0.6 }),
  p('843860', 'vegetable peeling machine, potato peeler machine, vegetable cutter machine, fruit peeling machine, vegetable washing machine', { w: 0.7 }),
  // 8441: paper and paperboard (8441.10 cutting, .20 bags, sacks, envelopes, .30 cartons, boxes).
  p('844110', 'paper cutting machine, paper cutter, guillotine cutter, paper guillotine, sheeter', { w: 0.7 }),
  p('844120', 'bag making machine, paper bag making machine, envelope making machine, paper bag machine', { w: 0.8 }),
  p('8441', 'paper bag making machine, envelope making machine, paper guillotine, paper cutting machine', { w: 1 }),
  // 8452.90: parts of sewing machines.
  p('845290', 'presser foot, bobbin case, shuttle hook, feed dog, sewing machine table', { w: 0.8 }),
  // 8462: bending machines, numerically controlled press brakes (8462.23) or not (8462.29).
  p('846223', 'press brake', { w: 0.7, when: 'cnc, numerically, nc' }),
  p('846229', 'press brake, bending machine, folding machine, sheet metal brake', { w: 0.5, unless: 'cnc, numerically, nc' }),
  // 8466: work holders and tool holders of machine tools.
  p('846620', 'machine vise, milling vise, drill press vise, machine vice, vise for milling machine, work holder', { w: 0.8 }),
  p('8466', 'machine vise, milling vise, drill press vise, machine vice', { w: 1 }),
  // 8467: hand tools with self-contained motor; chain saws 8467.81 (non-electric) or 8467.22 (electric).
  p('846781', 'chainsaw, chain saw, gasoline chainsaw, petrol chainsaw', { w: 0.8, unless: 'electric, cordless, battery, corded, lithium, volt, electrical' }),
  p('846722', 'chainsaw, chain saw', { w: 0.8, when: 'electric, cordless, battery, corded, lithium, volt, electrical' }),
  // Hand-held trimmers and brush cutters have a self-contained motor: 8467 (US 8467.29.00.70 grass and weed
  // trimmers, 8467.89.50.30 gasoline trimmers and brushcutters), not the mowers of 8433.
  p('8467', 'brush cutter, brushcutter, string trimmer, grass trimmer, weed trimmer, line trimmer, weed eater, lawn edger, hedge trimmer', { w: 1.1 }),
  p('846789', 'brush cutter, brushcutter, string trimmer, grass trimmer, weed trimmer, line trimmer, weed eater, hedge trimmer', { w: 0.7, when: 'gasoline, petrol, gas powered, two stroke, 2 stroke, engine' }),
  p('846729', 'brush cutter, brushcutter, string trimmer, grass trimmer, weed trimmer, line trimmer, weed eater, lawn edger, hedge trimmer', { w: 0.6, unless: 'gasoline, petrol, gas powered, two stroke, 2 stroke, engine' }),
  // 8443.31: machines performing two or more of printing, copying or facsimile, connectable to a computer.
  p('844331', 'all in one printer, multifunction printer, multifunction machine, printer scanner copier, printer copier scanner, multi function printer, mfp', { w: 0.8 }),
  p('844331', 'printer, printing machine, machine', { w: 0.7, when: 'copy, copier, copies, copying, fax, facsimile', unless: '3d, part, cartridge, toner' }),
  p('8443', 'all in one printer, multifunction printer, printer scanner copier, multi function printer', { w: 1.1 }),
  // 8443.99: parts of printers (paper trays, rollers).
  p('844399', 'paper tray, paper feed tray, output tray, paper cassette, feed roller, pickup roller, pick up roller, transfer belt', { w: 0.7, when: 'printer, copier, photocopier, multifunction' }),
  p('8443', 'paper tray, paper feed tray, paper cassette, feed roller, pickup roller, pick up roller', { w: 1.1, when: 'printer, copier, photocopier, multifunction' }),
  // 8471.80: other units of data processing machines (docking stations, KVM switches; CBP practice).
  p('847180', 'docking station, laptop docking station, laptop dock, usb c dock, kvm switch, kvm', { w: 0.7 }),
  p('8471', 'docking station, laptop docking station, laptop dock, kvm switch', { w: 1.1 }),
  // 8471: servers are processing units (8471.50).
  p('847150', 'server, rack server, blade server, server computer', { w: 0.5 }),
  // 8472.90: automatic teller machines, banknote counters.
  p('847290', 'atm, automated teller machine, automatic teller machine, cash dispenser, banknote counter, money counter, coin sorter, note counter', { w: 0.7 }),
  // 8476.21: beverage vending machines incorporating heating or refrigerating devices.
  p('847621', 'beverage vending machine, drink vending machine, drinks vending machine, coffee vending machine, soda vending machine', { w: 0.7 }),
  p('847621', 'vending machine', { w: 0.5, when: 'drink, beverage, coffee, soda, water, refrigerated, refrigerating, cold' }),
  // 8477: rubber and plastics machinery (8477.51 moulding or retreading tyres).
  p('847751', 'tire moulding machine, tyre moulding machine, tire molding machine, tire curing press, tyre curing press, tire retreading machine, tyre retreading machine', { w: 0.8 }),
  p('8477', 'tire moulding machine, tyre moulding machine, tire molding machine, tire curing press, tyre curing press, tire retreading machine', { w: 1.1 }),
  // 8477.80: other machinery for working plastics (shredders, granulators, recycling lines).
  p('8477', 'plastic shredder, plastic crusher, plastic granulator, plastic recycling machine, plastic pelletizing machine, plastic washing line, plastic shredder machine', { w: 1.4 }),
  p('847780', 'plastic shredder, plastic crusher, plastic granulator, plastic recycling machine, plastic pelletizing machine, plastic washing line, plastic shredder machine', { w: 0.7 }),
  // 8479: machines having individual functions (8479.81 wire coil-winders; 8479.89 others).
  p('8479', 'ultrasonic cleaner, ultrasonic cleaning machine, ultrasonic jewelry cleaner, screw tightening machine, screw fastening machine, screw feeder, coil winding machine, coil winder, transformer winding machine, motor winding machine', { w: 1.3 }),
  p('847989', 'ultrasonic cleaner, ultrasonic cleaning machine, ultrasonic jewelry cleaner, screw tightening machine, screw fastening machine, screw feeder', { w: 0.7 }),
  p('847981', 'coil winding machine, coil winder, wire coil winder, transformer winding machine, motor winding machine', { w: 0.8 }),
  // 8438.60: machinery for the preparation of fruits, nuts or vegetables.
  p('8438', 'nut cracking machine, nut cracker machine, nut sheller, nut shelling machine, walnut cracker machine, almond huller', { w: 1.4 }),
  p('843860', 'nut cracking machine, nut cracker machine, nut sheller, nut shelling machine, walnut cracker machine, almond huller', { w: 0.7 }),
  // 8480: moulds; 8480.71 injection or compression moulds for rubber or plastics, 8480.41 for metal.
  p('848071', 'injection mould, injection mold, plastic injection mold, preform mould, compression mould, compression mold', { w: 0.7, unless: 'die casting, metal casting, aluminum casting, zinc casting' }),
  p('848041', 'die casting mould, die casting mold, die casting die', { w: 0.7 }),
  // 8481: valves; 8481.80 other appliances (the residual for valves not otherwise described).
  p('848180', 'keg coupler, keg valve, beer keg coupler, hose valve, irrigation valve, garden valve, beer faucet, draft beer faucet, beer tap, dispensing valve', { w: 0.7 }),
  p('8481', 'keg coupler, keg valve, beer faucet, draft beer faucet, beer tower faucet', { w: 1.2 }),
  p('848190', 'valve ring, valve seat ring, seat ring, valve seat, valve guide ring', { w: 0.7 }),
  p('8481', 'valve ring, valve seat ring, seat ring', { w: 1 }),
  p('848120', 'pneumatic solenoid valve, hydraulic solenoid valve, directional control valve, directional valve, pneumatic valve, hydraulic valve', { w: 0.6 }),
  // 8482: bearings; 8482.91 balls, needles and rollers.
  p('848291', 'steel ball, bearing ball, ball for bearing, needle roller, bearing roller, steel balls for bearings', { w: 0.8 }),
  p('8482', 'bearing ball, steel ball for bearing, needle roller', { w: 1 }),
  // 8484.10: gaskets of metal sheeting combined with other material (cylinder head gaskets).
  p('848410', 'head gasket, cylinder head gasket, exhaust gasket, spiral wound gasket, metal gasket, metallic gasket, gasket set', { w: 0.7 }),
  p('8484', 'head gasket, cylinder head gasket, exhaust gasket, spiral wound gasket', { w: 1.1 }),
  // Rings that are machine parts, not jewellery: bearing rings 8482.99, gear rings 8483.90.
  p('848299', 'bearing ring, bearing race, inner ring bearing, outer ring bearing, bearing cage', { w: 0.7 }),
  p('8482', 'bearing ring, bearing race, bearing cage', { w: 1 }),
  p('8483', 'ring gear, gear ring, starter ring gear', { w: 1 }),
  // 8487: machinery parts not specified ("parts of machines").
  p('8487', 'part machine, part machinery, machine part, machinery part', { w: 0.8 }),
  // 7318.29: non-threaded articles (retaining rings), not jewellery.
  p('7318', 'retaining ring, snap ring, circlip, lock ring', { w: 1 }),
  p('731829', 'retaining ring, snap ring, circlip, lock ring', { w: 0.6 }),
  // 8402: watertube boilers (.11 over 45 t/h, .12 not over 45 t/h), .19 other vapour boilers (fire-tube).
  p('840219', 'fire tube boiler, firetube boiler, fire tube steam boiler, shell boiler, smoke tube boiler, fire tube', { w: 0.8 }),
  p('840212', 'watertube boiler, water tube boiler, watertube steam boiler, water tube steam boiler', { w: 0.7, unless: 'exceeding 45, over 45, more than 45' }),
  p('840212', 'watertube boiler, water tube boiler', { w: 0.9, when: 'not exceeding 45, not over 45' }),
  // 8481.20: valves for oleohydraulic or pneumatic transmissions (directional and control valves of hydraulic and
  // pneumatic systems); 8481.40 safety or relief valves; 8481.80 other (solenoid valves of refrigerant or
  // water circuits, dispensing valves). A valve named with the goods it controls or the apparatus it serves is
  // still a valve (section XVI note 2(a)).
  p('8481', 'valve', { w: 1.3, when: 'beer, draft, draught, keg, dispensing, air conditioning, air conditioner, refrigerant, semiconductor, solenoid, pneumatic, hydraulic, electronic, gas, water, pipeline, fluid' }),
  p('848120', 'valve, control valve, directional valve, spool valve, flow control valve, proportional valve, solenoid valve', { w: 0.6, when: 'hydraulic, pneumatic, oleohydraulic, compressed air, air cylinder, hydraulic cylinder, hydraulic system, hydraulic circuit, pneumatic cylinder', unless: 'safety valve, tire, tyre' }),
  p('848180', 'solenoid valve, expansion valve, electronic expansion valve, refrigerant valve, gas valve', { w: 0.5, unless: 'hydraulic, pneumatic, oleohydraulic, compressed air' }),
  p('848190', 'valve body, valve bonnet, valve stem, valve disc, valve trim', { w: 0.6 }),
  // 8412.21/.31: linear acting (cylinders) hydraulic and pneumatic power engines.
  p('8412', 'hydraulic cylinder, hydraulic ram, pneumatic cylinder, air cylinder, linear actuator hydraulic, linear acting', { w: 1.3 }),
  p('841221', 'hydraulic cylinder, hydraulic ram, double acting hydraulic cylinder, single acting hydraulic cylinder, telescopic cylinder, telescopic hydraulic cylinder', { w: 0.8 }),
  p('841231', 'pneumatic cylinder, air cylinder, compact air cylinder, pneumatic actuator', { w: 0.8 }),
  // 8459: drilling, boring, milling and tapping machines working metal by removing it (8459.61 milling, NC).
  p('8459', 'drilling machine, drill press, milling machine, boring machine, tapping machine, knee type milling machine, bed type milling machine', { w: 1.3, unless: 'wood, woodworking, dental, rock, earth, well' }),
  p('845961', 'milling machine, vertical milling machine, machining center milling', { w: 0.6, when: 'cnc, numerically controlled, numerical control' }),
  p('845969', 'milling machine, vertical milling machine, knee type milling machine', { w: 0.6, unless: 'cnc, numerically controlled, numerical control' }),
  // 8474: machines for sorting, screening, crushing, mixing or shaping mineral substances.
  p('8474', 'concrete mixer, cement mixer, mortar mixer, jaw crusher, cone crusher, stone crusher, crushing machine, concrete block machine, block making machine', { w: 1.4 }),
  p('847431', 'concrete mixer, cement mixer, mortar mixer, mixing concrete', { w: 0.8 }),
  // 8436.10: machinery for preparing animal feeding stuffs.
  p('8436', 'animal feed, feed preparation, animal feeding stuffs, livestock feed', { w: 1.2, when: 'machine, machinery, mill, mixer, apparatus, equipment, grinder' }),
  p('843610', 'animal feed, feed preparation, animal feeding stuffs, livestock feed', { w: 0.7, when: 'machine, machinery, mill, mixer, apparatus, equipment, grinder' }),

  // 8474: the heading names the work on mineral substances (earth, stone, ores, ceramic paste, unhardened cement,
  // plastering materials), whatever the machine is called (press, mixer, screen): heading 8474 text.
  p('8474', 'press, pressing machine, forming machine, moulding machine, molding machine, mixer, mixing machine, screen, screening machine, crusher, grinding mill, kneading machine, extruder', { w: 1.2, when: 'concrete, cement, mortar, clay, ceramic, stone, ores, ore, mineral, gypsum, plaster, gravel, asphalt, brick, bricks, refractory, foundry sand', unless: 'bag, bags, bagging, packing, packaging, sandblast, blasting, truck, pump, spray, sprayer, vehicle' }),
  // 8436: other agricultural machinery (8436.10 preparing animal feeding stuffs: chaff and fodder cutters, mixer wagons;
  // 8436.21/.29 poultry-keeping machinery).
  p('8436', 'chaff cutter, fodder cutter, silage cutter, tmr mixer, mixer wagon, feed mixer wagon, hay chopper, poultry feeder, automatic poultry feeder, poultry drinker, nipple drinker, egg incubator, brooder', { w: 1.3 }),
  p('843610', 'chaff cutter, fodder cutter, silage cutter, tmr mixer, mixer wagon, feed mixer wagon, hay chopper', { w: 0.7 }),
  p('843621', 'egg incubator, poultry incubator, brooder, chick brooder', { w: 0.7 }),
  // Valves of refrigerating and air-conditioning circuits and of beer dispensing are valves of 8481 (section XVI note 2(a)).
  p('8481', 'reversing valve, four way reversing valve, 4 way reversing valve, service valve, thermal expansion valve, txv, keg spear, spear valve, extractor valve, beer tap, draft beer tap', { w: 1.3 }),
  p('848180', 'reversing valve, four way reversing valve, service valve, thermal expansion valve, txv, keg spear, spear valve, extractor valve, beer tap', { w: 0.6 }),
  // 8483.40 ball or roller screws (not the screws of 7318).
  p('8483', 'ball screw, lead screw, ball screw assembly, roller screw, screw jack gearbox', { w: 1.4 }),
  p('848340', 'ball screw, lead screw, ball screw assembly, roller screw', { w: 0.7 }),
  // 8419.50 heat-exchange units (cold plates and liquid-cooling plates of aluminium are heat exchangers, not profiles of 7604).
  p('8419', 'cold plate, liquid cooling plate, water cooling plate, heat exchanger, heat exchange unit, plate heat exchanger, brazed plate heat exchanger', { w: 1.4 }),
  p('841950', 'cold plate, liquid cooling plate, water cooling plate, heat exchange unit, brazed plate heat exchanger', { w: 0.7 }),
  // Relief and pressure-control valves of a hydraulic circuit are valves for oleohydraulic transmissions (8481.20,
  // CBP practice); 8481.40 keeps the safety and relief valves of boilers, tanks, water heaters and compressors.
  p('848120', 'relief valve, pressure relief valve, pressure control valve, pressure reducing valve, sequence valve, counterbalance valve, check valve, flow control valve', { w: 0.8, when: 'hydraulic, oleohydraulic, hydraulic circuit, hydraulic system' }),
  // 8413.60 other rotary positive displacement pumps (gear and vane pumps), not gears of 8483.
  p('8413', 'gear pump, hydraulic gear pump, vane pump, hydraulic vane pump, hydraulic pump', { w: 1.4 }),
  p('841360', 'gear pump, hydraulic gear pump, vane pump, hydraulic vane pump, lobe pump, screw pump', { w: 0.8 }),
  // 8483.30 plain shaft bearings and bushings.
  p('848330', 'plain shaft bearing, plain bearing, sleeve bearing, bushing, bush bearing, bronze bushing', { w: 0.7, unless: 'rubber, suspension, control arm' }),
  // A complete engine is not a part of an engine (heading 8409 covers parts only): 8407 spark-ignition,
  p('8408', 'diesel engine, compression ignition engine, complete diesel engine', { w: 1.2, unless: 'cylinder head, piston ring, gasket, injector, part, parts' }),
  p('840810', 'diesel engine, marine engine, inboard engine', { w: 0.7, when: 'marine, vessel, boat, ship, yacht, propulsion' }),
  // Bearings and gears are named in their own headings whatever machine they go in (section XVI note 2(a)).
  p('8482', 'ball bearing, roller bearing, tapered roller bearing, deep groove ball bearing, needle roller bearing, spherical roller bearing', { w: 1.4 }),
  p('848210', 'ball bearing, deep groove ball bearing, angular contact ball bearing', { w: 0.6 }),
  p('848220', 'tapered roller bearing, taper roller bearing, tapered roller', { w: 0.7 }),

  // 8402.11/.12 need the watertube construction named; a steam boiler not said to be watertube is read as 8402.19.
  p('840219', 'steam boiler, vapour generating boiler, vapor generating boiler, boiler', { w: 0.5, unless: 'watertube, water tube, hot water boiler, central heating, part, parts' }),
];
