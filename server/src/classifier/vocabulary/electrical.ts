import { p, type VocabEntry } from './types.js';

/**
 * Chapter 85 (electrical machinery, electronics) and chapter 90 (optical, measuring, medical instruments):
 * subheading evidence by the attribute the HS 2022 subheading titles split on (function, chemistry, voltage,
 * number of drivers, connectors fitted), and everyday names of the goods. Written from the HS 2022 heading and
 * subheading titles, the chapter notes, the US national-line titles and CBP classification practice, not from
 * any evaluation set.
 */

export const ELECTRICAL: VocabEntry[] = [
  // 8504.40 static converters: chargers, adapters, power supplies, inverters, rectifiers (EN to 8504 (II));
  // 8504.50 other inductors; 8504.90 parts (printed circuit assemblies dedicated to converters, cores, bobbins).
  p('850440', 'gan charger, pd charger, usb c charger, wall charger, power adapter, ac adapter, ac dc adapter, switching power supply, power supply adapter, dc power supply, led driver, power inverter, pure sine wave inverter, modified sine wave inverter, car inverter, solar inverter, battery charger, smart charger, rectifier', { w: 0.7, unless: 'board, pcb, part, parts, housing, case, shell' }),
  p('850450', 'inductor, choke coil, common mode choke, power inductor, smd inductor, toroidal inductor, ferrite inductor, inductance coil', { w: 0.9 }),
  p('8504', 'common mode choke, toroidal inductor, power inductor, smd inductor, inductance coil', { w: 1 }),
  p('850490', 'inverter board, inverter pcb, power supply board, charger board, charger pcb, power board, transformer core, transformer bobbin, bobbin for transformer, printed circuit assembly', { w: 0.6, when: 'inverter, converter, power supply, charger, transformer, adapter, part, parts, board, bobbin, core' }),

  // 8536: apparatus for switching, protecting or making connections, not exceeding 1000 V. Fuses .10, circuit
  // breakers .20, other protecting apparatus .30 (residual current devices, surge protectors), relays .41 (≤ 60 V)
  // / .49, switches .50, lamp-holders .61, plugs and sockets .69, optical fibre connectors .70, other .90
  // (terminals, terminal blocks, splices and wire connectors: US 8536.90.40 "terminals, electrical splices").
  p('853620', 'circuit breaker, miniature circuit breaker, mcb, mccb, moulded case circuit breaker, molded case circuit breaker, rcbo, air circuit breaker', { w: 0.8 }),
  p('853630', 'rccb, residual current device, residual current circuit breaker, rcd, gfci, surge protector, surge protection device, spd, overload protector, leakage protector', { w: 0.8 }),
  p('853641', 'relay, automotive relay, car relay, 12v relay, 5v relay, 24v relay, reed relay, signal relay, relay module', { w: 0.6, unless: '220v, 230v, 240v, 380v, 110v ac, 250vac, solid state relay, contactor' }),
  p('853649', 'contactor, ac contactor, solid state relay, ssr, power relay 230v, time relay, timer relay', { w: 0.8 }),
  p('853650', 'rocker switch, toggle switch, push button switch, pushbutton switch, tact switch, tactile switch, micro switch, microswitch, limit switch, slide switch, key switch, selector switch, rotary switch, dip switch, foot switch, light switch, wall switch, smart switch, wifi switch, touch switch, dimmer switch, proximity switch, reed switch', { w: 0.8 }),
  p('853661', 'lamp holder, lampholder, bulb holder, lamp socket, bulb socket, light socket, light bulb socket, e27 socket, e14 socket, gu10 socket, e26 socket, batten holder', { w: 1 }),
  p('8536', 'lamp holder, lampholder, bulb holder, lamp socket, bulb socket, light bulb socket', { w: 1 }),
  p('853669', 'power plug, schuko plug, rewirable plug, socket outlet, wall socket, power socket, usb socket, dc jack, dc plug, audio jack, banana plug, rca plug, pin header, header connector, board to board connector, xt60, anderson plug, travel adapter, adapter plug, plug adapter', { w: 0.6, unless: 'lamp, bulb, fiber, fibre, optical' }),
  p('853670', 'fiber optic connector, fibre optic connector, optical fiber connector, fiber adapter, fiber optic adapter, sc connector, lc connector, fc connector, st connector, fiber coupler', { w: 1 }),
  p('8536', 'fiber optic connector, fibre optic connector, optical fiber connector, fiber optic adapter', { w: 1 }),
  p('853690', 'ring terminal, spade terminal, fork terminal, crimp terminal, butt connector, bullet connector, quick disconnect terminal, insulated terminal, cord end terminal, bootlace ferrule, wire ferrule, terminal block, terminal strip, screw terminal, din rail terminal, barrier strip, wire connector, lever connector, splice connector, wire nut, twist on wire connector', { w: 0.8, unless: 'fiber, fibre, optical' }),
  p('8536', 'ring terminal, spade terminal, fork terminal, crimp terminal, butt connector, insulated terminal, bootlace ferrule, terminal block, terminal strip, screw terminal, barrier strip, lever connector, splice connector, wire nut', { w: 1.1 }),

  // 8542.31 processors and controllers, .32 memories, .33 amplifiers, .39 other (regulators, drivers, logic,
  // interface, timers, converters).
  p('854231', 'microcontroller, microcontroller ic, mcu, microprocessor, cpu chip, processor chip, dsp chip, arm cortex, system on chip, soc chip, controller ic', { w: 0.9 }),
  p('854232', 'memory ic, flash memory, nor flash, nand flash, eeprom, eprom, dram, sdram, ddr chip, sram', { w: 0.9 }),
  p('854233', 'amplifier ic, operational amplifier, op amp, opamp, audio amplifier chip, instrumentation amplifier', { w: 0.9 }),
  p('854239', 'voltage regulator, linear regulator, ldo, ldo regulator, power management ic, pmic, driver ic, led driver ic, motor driver ic, gate driver, logic ic, logic gate, timer ic, 555 timer, interface ic, usb interface chip, uart chip, shift register, level shifter, adc chip, dac chip, comparator ic, optoisolator ic', { w: 0.8, when: 'ic, chip, integrated circuit, to 220, sot 23, sop8, dip 8, dip8, smd' }),

  // 8518: loudspeakers single in their enclosure .21, multiple in the same enclosure .22, not mounted .29;
  // headphones .30; parts .90 (ear pads, ear tips).
  p('851821', 'single driver, single full range driver, one driver, single speaker', { w: 0.8, when: 'speaker, loudspeaker, enclosure, cabinet' }),
  p('851822', 'woofer and tweeter, tweeter and woofer, multiple drivers, dual drivers, bookshelf speaker, floorstanding speaker, tower speaker, studio monitor speaker, party speaker, portable speaker, bluetooth speaker, soundbar, sound bar', { w: 0.7, unless: 'single driver, single full range driver, one driver, single speaker' }),
  p('851829', 'car speaker, car door speaker, coaxial car speaker, component speaker, speaker driver, raw speaker, bare speaker, replacement speaker, speaker cone, midbass, mid bass driver, full range driver', { w: 0.8, unless: 'enclosure, cabinet, box, bluetooth, portable, wireless, soundbar, single driver, single full range driver' }),
  p('851890', 'ear tips, eartips, ear hook, ear hooks, headphone cushion, headband cushion, ear pads, earpads, replacement ear pads, ear cushion, foam ear tips, silicone ear tips', { w: 0.8 }),

  // 8517.62 machines for reception, conversion and transmission of data (routers, modems, switches, network
  // cards, radio modules); 8517.13 smartphones, 8517.14 other mobile phones; 8517.79 parts.
  p('851762', 'router, wifi router, wireless router, mesh router, modem, 4g router, 5g router, network switch, ethernet switch, poe switch, access point, network card, network interface card, lan card, ethernet adapter, usb ethernet adapter, wifi adapter, usb wifi adapter, bluetooth adapter, bluetooth dongle, bluetooth receiver, bluetooth transmitter, bluetooth module, wifi module, zigbee module, lora module, gsm module, lte module, rf transceiver, transceiver module, sfp module, media converter, smart watch, smartwatch', { w: 0.7, unless: 'wood, woodworking, trimmer, cnc, router bit, plunge, milling, engraving' }),
  p('8517', 'bluetooth module, wifi module, zigbee module, lora module, gsm module, transceiver module, rf transceiver module, bluetooth serial module, network interface card, lan card', { w: 1 }),
  p('851714', 'feature phone, keypad phone, flip phone, senior phone, senior mobile phone, basic mobile phone, bar phone', { w: 1 }),

  // 8528: monitors for automatic data-processing machines .52 vs other monitors .59 (vehicle, CCTV); television
  // receivers with a colour screen .72.
  p('852852', 'computer monitor, gaming monitor, lcd monitor, led monitor, ips monitor, portable monitor, desktop monitor, usb c monitor', { w: 0.8, unless: 'car, vehicle, cctv, security, reversing, rear view, headrest, baby' }),
  p('852859', 'car monitor, headrest monitor, rear view monitor, reversing monitor, backup monitor, cctv monitor, security monitor', { w: 0.8 }),
  p('852872', 'television, smart tv, led tv, lcd tv, oled tv, uhd tv, android tv, qled tv', { w: 0.7, unless: 'box, stick, mount, bracket, remote, stand, antenna, cabinet, game, games, console, gamepad, controller, joystick' }),

  // 8543.70 other machines with an individual function (insect killers with a high-voltage grid, audio mixing
  // consoles, fence energisers, ozone and ion generators).
  p('8543', 'bug zapper, mosquito killer lamp, mosquito killer, insect killer, electric fly swatter, fly killer, audio mixer, mixing console, dj mixer, sound mixer, electric fence energizer, fence charger, ozone generator, negative ion generator', { w: 1.1 }),
  p('854370', 'bug zapper, mosquito killer lamp, mosquito killer, insect killer, electric fly swatter, fly killer, audio mixer, mixing console, dj mixer, sound mixer, electric fence energizer, fence charger, ozone generator, negative ion generator', { w: 0.8 }),

  // 8544.42 conductors fitted with connectors vs .49 not fitted (cable put up on reels or sold by length).
  p('854442', 'usb cable, charging cable, data cable, hdmi cable, displayport cable, power cord, extension cord, extension cable, patch cord, patch cable, jumper wire, dupont wire, cable with connector, cable with plug, lead with plug, aux cable, audio cable, lightning cable, type c cable, usb c cable', { w: 0.6, unless: 'coaxial, coax, fiber, fibre, optical' }),
  p('854449', 'building wire, house wire, electrical wire, electric wire, hook up wire, hookup wire, silicone wire, stranded wire, solid wire, speaker wire, thhn, nym cable, pvc insulated cable, pvc cable, control cable, twin and earth, 2 core cable, 3 core cable, 4 core cable, multicore cable', { w: 0.6, unless: 'plug, connector, connectors, usb, hdmi, cord, coaxial, coax, fiber, fibre, optical, 1000v, 3.3kv, 6kv, 10kv, 11kv, 33kv, medium voltage, high voltage' }),
  p('854449', 'cable, wire, electric cable, copper cable', { w: 0.7, when: 'reel, reels, roll, rolls, spool, drum, coil, per meter, per metre, 100m, 100 m, by the meter', unless: 'steel, stainless, galvanized, rope, fence, welding, plug, connector, connectors, usb, hdmi' }),
  p('854420', 'coaxial cable, coax cable, rg6, rg59, rg58, rg11, antenna cable', { w: 0.8 }),

  // 8507 accumulators by chemistry: lead-acid for starting engines .10 / other lead-acid .20, nickel-cadmium .30,
  // nickel-metal hydride .50, lithium-ion .60 (LiFePO4 and lithium-polymer cells are lithium-ion).
  p('850720', 'sealed lead acid, sla battery, agm battery, gel battery, vrla, vrla battery, deep cycle battery, ups battery, lead acid battery 12v 7ah, alarm battery', { w: 0.8, unless: 'car, starter, starting, automotive, cranking, cca, motorcycle, truck, lithium, lifepo4' }),
  p('850710', 'car battery, starter battery, starting battery, automotive battery, motorcycle battery, truck battery, cranking battery', { w: 0.8, unless: 'lithium, lifepo4, li ion, toy, ride on, kids, children, power wheels' }),
  p('850730', 'nicd, ni cd, nickel cadmium', { w: 0.9, when: 'battery, batteries, cell, pack, rechargeable, accumulator' }),
  p('850750', 'nimh, ni mh, nickel metal hydride', { w: 0.9, when: 'battery, batteries, cell, pack, rechargeable, accumulator, aa, aaa' }),
  p('850760', 'lifepo4, lithium iron phosphate, li ion, lithium ion, li po, lipo, lithium polymer, 18650, 21700, 26650', { w: 0.6, when: 'battery, batteries, cell, pack, rechargeable, accumulator' }),
  // 8506 primary cells: lithium .50 (CR coin cells), silver oxide .40, zinc-air .60, alkaline manganese .10.
  p('850650', 'cr2032, cr2025, cr2016, cr123a, cr2, lithium coin cell, lithium button cell, lithium primary battery, lithium thionyl chloride', { w: 0.8 }),
  p('850640', 'silver oxide, sr626sw, sr44, sr626', { w: 0.9, when: 'battery, batteries, cell' }),
  p('850610', 'alkaline battery, alkaline batteries, lr6, lr03, lr44, 9v battery alkaline', { w: 0.8, unless: 'rechargeable' }),

  // 8516: water heaters .10, space heaters .29 (oil-filled radiators, convectors, fan heaters), storage heaters .21.
  p('851629', 'oil filled radiator heater, oil filled heater, oil filled radiator, oil radiator heater, oil heater, convector heater, panel heater, fan heater, ceramic heater, infrared heater, quartz heater, halogen heater, space heater, room heater, electric radiator', { w: 0.9 }),
  p('8516', 'oil filled radiator heater, oil filled heater, oil filled radiator, oil radiator heater, electric radiator, panel heater, fan heater', { w: 1.1 }),
  p('851610', 'tankless water heater, instant water heater, instantaneous water heater, electric water heater, storage water heater, immersion heater, water boiler electric', { w: 0.9 }),
  p('851621', 'storage heater, night storage heater', { w: 1 }),

  // 8509: domestic electromechanical appliances with self-contained motor; hand-held battery milk frothers are
  // mixers (8509.40), electric openers and the like 8509.80.
  p('850940', 'milk frother handheld, handheld milk frother, frother wand, battery milk frother, electric whisk, meat grinder, electric meat grinder, mincer electric', { w: 0.8, unless: 'heating, heated, hot, warm, jug' }),
  p('8509', 'electric wine opener, electric bottle opener, automatic wine opener, electric corkscrew, electric can opener, electric meat grinder', { w: 1.1 }),
  p('850980', 'electric wine opener, electric bottle opener, automatic wine opener, electric corkscrew, electric can opener', { w: 0.8 }),

  // 8531: burglar and fire alarms .10, indicator panels with LCD/LED .20, other signalling (doorbells, buzzers) .80.
  p('853110', 'smoke detector, smoke alarm, fire alarm, heat detector, burglar alarm, door alarm, window alarm, carbon monoxide alarm, co alarm, gas alarm, motion sensor alarm, security alarm', { w: 0.8 }),
  p('853180', 'doorbell, wireless doorbell, door chime, door bell, buzzer, piezo buzzer, active buzzer, electronic buzzer, beeper, siren, stack light, signal tower light', { w: 0.7, unless: 'camera, video' }),

  // 8539.51 LED modules vs .52 LED lamps (HS 2022); 8541.41 LEDs as semiconductor devices, 8541.42/.43
  // photovoltaic cells loose / in modules, 8541.10 diodes other than photosensitive or LED, 8541.60 crystals.
  p('853951', 'led module, light emitting diode module, led light source module, led light engine', { w: 0.9, unless: 'display, screen, matrix, p10, panel display, strip' }),
  p('8539', 'led module, light emitting diode module, led light engine', { w: 1.1, unless: 'display, screen, matrix, p10, panel display, strip' }),
  p('854141', 'led diode, light emitting diode, led bead, led beads, smd led, through hole led, led chip, led lamp bead', { w: 0.7, unless: 'lamp, bulb, strip, flashlight, lantern, torch, fixture, garden, solar, ceiling, panel light' }),
  p('854142', 'solar cell, photovoltaic cell, pv cell, monocrystalline cell, polycrystalline cell', { w: 0.7, unless: 'panel, module, light, lamp, lantern, charger, fan, camera, pump, fountain' }),
  p('854143', 'solar panel, photovoltaic module, pv module, pv panel, solar module, photovoltaic panel', { w: 0.8, unless: 'light, lamp, lantern, charger, fan, camera, pump, fountain, power bank, generator, power station' }),
  p('854110', 'rectifier diode, schottky diode, zener diode, switching diode, tvs diode, bridge rectifier, diode', { w: 0.7, unless: 'light emitting, led, laser, photo, photodiode' }),
  p('854160', 'crystal oscillator, quartz crystal, crystal resonator, piezoelectric crystal', { w: 0.8 }),

  // Chapter 90. 9001.90 unmounted optical elements other than spectacle and contact lenses; 9004.90 spectacles
  // other than sunglasses (reading glasses, blue-light glasses, goggles).
  p('900190', 'optical lens, planoconvex lens, planoconcave lens, planoconvex, planoconcave, plano convex lens, plano concave lens, biconvex lens, convex lens, concave lens, aspheric lens, cylindrical lens, achromatic lens, optical prism, prism, beam splitter, optical mirror, optical window', { w: 0.8, unless: 'spectacle, eyeglass, contact, camera, phone, projector, mounted, sunglasses' }),
  p('9001', 'planoconvex lens, planoconcave lens, plano convex lens, plano concave lens, biconvex lens, aspheric lens, cylindrical lens, optical prism, beam splitter', { w: 1.1 }),
  p('900490', 'blue light blocking, anti blue light, blue light glasses, readers, reader glasses, reading glasses, presbyopic glasses, computer glasses, safety goggles, welding goggles, swimming goggles, swim goggles, ski goggles', { w: 0.7, unless: 'sunglasses, sun glasses, polarized, polarised, uv400' }),
  p('9004', 'blue light blocking, reader glasses, presbyopic glasses', { w: 1 }),

  // 9013: lasers other than laser diodes .20, other optical devices (magnifiers, loupes, door viewers) .80.
  p('901320', 'laser pointer, green laser pointer, red laser pointer, laser module, laser diode module, laser engraving module, laser light pointer', { w: 0.8 }),
  p('901380', 'magnifying glass, magnifier, loupe, jewelers loupe, reading magnifier, hand magnifier, door viewer, peephole viewer', { w: 0.8, unless: 'lamp, light, led, desk, table' }),

  // 9018: syringes .31, needles .32, catheters and cannulae .39, electro-diagnostic apparatus .19 (pulse
  // oximeters, patient monitors), dental .49, ophthalmic .50, other .90 (stethoscopes, surgical instruments).
  p('901831', 'syringe, disposable syringe, insulin syringe, luer lock syringe, oral syringe', { w: 0.9 }),
  p('901832', 'hypodermic needle, suture needle, injection needle, needle for syringe', { w: 0.8 }),
  p('901839', 'catheter, cannula, iv cannula, urinary catheter, foley catheter, feeding tube, nasal cannula', { w: 0.8 }),
  p('901819', 'pulse oximeter, fingertip oximeter, oximeter, patient monitor, fetal doppler', { w: 0.9 }),
  p('901890', 'stethoscope, surgical scissors, surgical forceps, hemostat, scalpel, scalpel blade, otoscope, tongue depressor, suture kit, surgical instrument', { w: 0.7 }),
  p('901849', 'dental scaler, dental mirror, dental probe, dental explorer, dental tool, dental instrument, dental forceps, orthodontic pliers', { w: 0.8 }),
  p('901850', 'ophthalmoscope, slit lamp, tonometer, eye chart projector, retinoscope', { w: 0.8 }),

  // 9021.10 orthopaedic appliances (braces, supports, splints, posture correctors); 9021.40 hearing aids.
  p('902110', 'knee brace, ankle brace, wrist brace, back brace, posture corrector, lumbar support belt, neck brace, cervical collar, finger splint, splint, orthopedic brace, hernia belt, bunion corrector, hallux valgus corrector, arm sling, shoulder brace, elbow brace, knee support brace', { w: 0.7 }),
  p('902140', 'hearing aid, hearing aids, behind the ear hearing aid, in ear hearing aid, digital hearing aid', { w: 0.9 }),

  // 9025: thermometers not combined .19 (electronic) / .11 (liquid-filled); hygrometers, barometers and
  // combinations (thermo-hygrometers, weather stations) .80.
  p('902580', 'hygrometer, thermo hygrometer, thermometer hygrometer, humidity meter, humidity gauge, humidity monitor, barometer, weather station, psychrometer, hydrometer', { w: 0.9 }),
  p('902519', 'forehead thermometer, infrared thermometer, ir thermometer, non contact thermometer, ear thermometer, digital thermometer, meat thermometer, cooking thermometer, thermometer gun, probe thermometer, pyrometer', { w: 0.7, unless: 'hygrometer, humidity' }),
  p('9025', 'fridge thermometer, refrigerator thermometer, freezer thermometer, aquarium thermometer, oven thermometer', { w: 1.2 }),

  // 9026: flow or level of liquids .10, pressure .20, other variables .80.
  p('902610', 'flow meter, flowmeter, water flow meter, electromagnetic flow meter, ultrasonic flow meter, turbine flow meter, flow sensor, level gauge, level sensor, level transmitter, water level sensor, fuel level sensor, liquid level sensor, tank level indicator', { w: 0.8 }),
  p('902620', 'pressure gauge, manometer, pressure transmitter, pressure transducer, pressure sensor, vacuum gauge, differential pressure gauge, tire pressure gauge, tyre pressure gauge, boost gauge, oil pressure gauge', { w: 0.8 }),

  // 9027: gas or smoke analysis .10, other optical-radiation instruments .50, other .89 (pH, conductivity, TDS).
  p('902710', 'gas detector, gas analyzer, gas analyser, multi gas detector, 4 gas detector, combustible gas detector, gas leak detector, co2 meter, co2 monitor, carbon dioxide meter, oxygen analyzer, flue gas analyzer', { w: 0.9 }),
  p('902789', 'ph meter, ph tester, ph pen, tds meter, ec meter, conductivity meter, salinity meter, orp meter, dissolved oxygen meter, water quality tester, soil ph tester', { w: 0.8 }),

  // 9030: multimeters without recording device .31, other instruments for voltage, current, resistance or power .33,
  // oscilloscopes .20, telecommunication test instruments .40.
  p('903031', 'multimeter, digital multimeter, clamp multimeter, auto ranging multimeter, analog multimeter, clamp meter', { w: 0.8 }),
  p('903033', 'voltage tester, voltmeter, ammeter, wattmeter, battery tester, insulation tester, megohmmeter, earth resistance tester, voltage detector, non contact voltage tester, circuit tester, outlet tester, power meter', { w: 0.7, unless: 'multimeter' }),
  p('903040', 'network cable tester, lan tester, rj45 tester, cable tester network, optical power meter, otdr', { w: 0.8 }),

  // 9031.80 other measuring instruments (on-board diagnostic scanners, stud finders, thickness gauges);
  // 9032.10 thermostats (including electronic temperature controllers); 9032.89 other automatic regulators.
  p('9031', 'obd2 scanner, obd ii scanner, obd scanner, obdii scanner, car code reader, obd code reader, diagnostic scan tool, car diagnostic tool, automotive diagnostic tool, engine code reader, car diagnostic scanner', { w: 1.2 }),
  p('903180', 'obd2 scanner, obd ii scanner, obd scanner, obdii scanner, car code reader, obd code reader, diagnostic scan tool, car diagnostic tool, automotive diagnostic tool, engine code reader, car diagnostic scanner, ultrasonic thickness gauge, coating thickness gauge, stud finder', { w: 0.8 }),
  p('903210', 'thermostat, digital thermostat, programmable thermostat, room thermostat, smart thermostat, temperature controller, digital temperature controller, pid temperature controller, aquarium thermostat, incubator thermostat', { w: 0.8, unless: 'valve, radiator valve, engine, coolant, car, vehicle' }),
  p('903289', 'automatic voltage regulator, humidity controller, water level controller, pump controller, pressure controller electronic', { w: 0.7 }),

  // 9017.30 micrometers, callipers and gauges; 9015.30 levels, 9015.10 rangefinders.
  p('901730', 'caliper, calipers, vernier caliper, digital caliper, dial caliper, micrometer, outside micrometer, feeler gauge, thread gauge, radius gauge', { w: 0.8, unless: 'brake, disc brake, bicycle, bike, car, motorcycle, vehicle' }),
  p('901530', 'laser level, cross line laser, self leveling laser, rotary laser level, line laser, spirit level, bubble level, auto level', { w: 0.8 }),
  p('901510', 'rangefinder, laser rangefinder, golf rangefinder, hunting rangefinder, laser distance meter, distance meter laser', { w: 0.8 }),

  // Heading evidence for goods whose own name is shared with another chapter: carbon brushes (8545.20, not
  // brushes of 9603), magnetrons (8540.71), junction boxes (8536, apparatus for making connections, EN to 8536),
  // LED and solar charge controllers (8537.10, boards for electric control), sound machines and translators (8543.70).
  p('8545', 'carbon brush, carbon brushes, motor carbon brush, graphite brush', { w: 1.2 }),
  p('854520', 'carbon brush, carbon brushes, motor carbon brush, graphite brush', { w: 0.8 }),
  p('8540', 'magnetron, microwave magnetron, magnetron tube', { w: 1.3 }),
  p('854071', 'magnetron, microwave magnetron, magnetron tube', { w: 0.8 }),
  p('8536', 'junction box, waterproof junction box, electrical junction box, terminal box, connection box, cable junction box', { w: 1.1 }),
  p('853690', 'junction box, terminal box, connection box, wire connector, cable connector, waterproof connector, automotive connector, wire to wire connector, wire to board connector, crimp connector, connector housing, terminal connector, quick connector, spring connector', { w: 0.7 }),
  p('8537', 'rgb controller, led strip controller, rgb led controller, led light controller, wifi led controller, bluetooth led controller, led dimmer controller, solar charge controller, pwm charge controller, mppt charge controller, solar controller', { w: 1.2 }),
  p('853710', 'rgb controller, led strip controller, rgb led controller, led light controller, wifi led controller, bluetooth led controller, led dimmer controller, solar charge controller, pwm charge controller, mppt charge controller, solar controller', { w: 0.8 }),
  p('8543', 'white noise machine, sound machine, sleep sound machine, language translator, voice translator, translator device, translation device', { w: 1 }),
  p('854370', 'white noise machine, sound machine, sleep sound machine, language translator, voice translator, translator device, translation device', { w: 0.7 }),
  // Chargers named before the battery they charge ("charger lithium battery"): the charger is the product.
  p('8504', 'charger lithium battery, charger li ion battery, charger lithium ion battery, charger lipo battery, charger 18650 battery, charger battery', { w: 1.2 }),
  p('850440', 'charger lithium battery, charger li ion battery, charger lithium ion battery, charger lipo battery, charger 18650 battery, charger battery', { w: 0.7 }),
  // Unmounted speaker drivers are sold by impedance ("8 ohm 0.5 W"), speakers in enclosures by use.
  p('851829', 'speaker, loudspeaker, speaker unit, horn', { w: 0.7, when: 'ohm, ohms', unless: 'bluetooth, portable, wireless, enclosure, cabinet, box, soundbar, column, bookshelf' }),
  // AA/AAA rechargeable cells naming no chemistry are nickel-metal hydride (1.2 V), not lithium-ion.
  p('850750', 'aa rechargeable, aaa rechargeable, rechargeable aa, rechargeable aaa, rechargeable aa battery, rechargeable aaa battery', { w: 0.6, unless: 'lithium, li ion, usb, nicd' }),
  p('8507', 'rechargeable aa battery, rechargeable aaa battery, aa rechargeable battery, aaa rechargeable battery, rechargeable aa, rechargeable aaa', { w: 1.2 }),
  // Thermometers naming no liquid are electronic or bimetallic (9025.19), not liquid-filled (9025.11).
  p('902519', 'thermometer', { w: 0.5, unless: 'liquid, glass, mercury, alcohol, spirit, hygrometer, humidity, barometer, weather station' }),
  // Vacuum cleaners with self-contained motor of a power ≤ 1,500 W and dust bag or container ≤ 20 l (8508.11):
  // household, cordless, robot and handheld cleaners; larger and industrial cleaners 8508.19.
  p('850811', 'vacuum cleaner, robot vacuum, robotic vacuum, robot vacuum cleaner, cordless vacuum, stick vacuum, handheld vacuum, car vacuum, cordless vacuum cleaner', { w: 0.6, unless: 'industrial, commercial, wet dry, shop vac, 30l, 50l, 60l, 80l, part, parts, filter, brush, hose, bag' }),
  // 8527.21: radio receivers for motor vehicles combined with sound recording or reproducing apparatus.
  p('852721', 'radio receiver, radio, receiver, stereo, head unit, radio broadcast receiver', { w: 0.8, when: ['vehicle, motor vehicle, automobile, car, truck, dashboard', 'cd, cd player, compact disc, cassette, mp3, usb, sd card, media player, sound reproducing, sound recording, recording'] }),
  p('852729', 'radio receiver, radio broadcast receiver', { w: 0.7, when: 'vehicle, motor vehicle, automobile, car, truck', unless: 'cd, cd player, compact disc, cassette, mp3, usb, sd card, media player, sound reproducing, sound recording, recording' }),

  // Instruments whose names share words with boxes, semiconductors or lenses: digital level boxes and
  // inclinometers (9015.80), component testers and LCR/ESR meters (9030; semiconductor device testers 9030.82,
  // other instruments 9030.89), ophthalmic trial lens sets and frames (9018.50 ophthalmic instruments).
  p('9015', 'level box, digital level box, magnetic level box, digital angle gauge, digital inclinometer, inclinometer', { w: 1.2 }),
  p('901580', 'level box, digital level box, magnetic level box, digital angle gauge, digital inclinometer, inclinometer', { w: 0.6 }),
  p('9030', 'transistor tester, component tester, lcr meter, esr meter, capacitance meter, capacitor tester, inductance meter', { w: 1.2 }),
  p('903089', 'lcr meter, esr meter, capacitance meter, capacitor tester, inductance meter, component tester', { w: 0.5 }),
  p('903082', 'transistor tester, semiconductor tester, ic tester', { w: 0.6 }),
  p('9018', 'trial lens set, ophthalmic trial lens, trial lens, trial frame, optometry trial frame', { w: 1.3 }),
  p('901850', 'trial lens set, ophthalmic trial lens, trial lens, trial frame, optometry trial frame', { w: 0.8 }),

  // An integrated circuit named by package and part number only: processors and controllers (8542.31) are the
  // bulk of the trade, a weak preference that any named function (memory, amplifier, regulator, driver) outweighs.
  p('854231', 'integrated circuit, ic chip, ic', { w: 0.25, when: 'integrated circuit, ic, original, smd, dip, sop, qfp, lqfp, tqfp, qfn', unless: 'memory, flash, eeprom, dram, sram, amplifier, op amp, regulator, ldo, driver, timer, logic, interface, shift register, adc, dac, comparator, sensor, led, rfid, sim, card' }),

  // Lighting equipment of a kind used on bicycles is 8512.10 even with its own battery (8513 excludes the
  // lighting equipment of 8512); medical and dental cameras are instruments of 9018 (intraoral cameras 9018.49,
  // otoscope cameras 9018.90); air-compression massagers are massage apparatus (9019.10).
  p('8512', 'light, lamp, headlight, head light, taillight, tail light, rear light, front light, led light, lighting', { w: 1.2, when: 'bicycle, bike, cycle, cycling, handlebar', unless: 'motorcycle, car, vehicle, rack, bag, mount, holder, bracket' }),
  p('851210', 'light, lamp, headlight, head light, taillight, tail light, rear light, front light, led light, lighting', { w: 0.8, when: 'bicycle, bike, cycle, cycling, handlebar', unless: 'motorcycle, car, vehicle, rack, bag, mount, holder, bracket' }),
  p('9018', 'intraoral camera, dental camera, intra oral camera, otoscope camera, ear otoscope camera, video otoscope, video laryngoscope, medical endoscope', { w: 1.3 }),
  p('901849', 'intraoral camera, dental camera, intra oral camera', { w: 0.8 }),
  p('901890', 'otoscope camera, ear otoscope camera, video otoscope, video laryngoscope', { w: 0.7 }),
  p('901910', 'air compression massager, compression massager, air compression leg massager, leg compression massager, pneumatic compression massager, compression boots', { w: 0.9 }),

  // Measuring instruments whose titles name a screen, a tablet or a laser: panel voltmeters and ammeters (9030.33),
  // liquid level indicators (9026.10), self-levelling line lasers (levels, 9015.30), vehicle diagnostic
  // scanners and tablets (9031.80), not display modules (8524), indicator panels (8531), computers (8471) or lasers (9013).
  p('9030', 'voltmeter, ammeter, digital voltmeter, digital ammeter, voltmeter ammeter, volt meter, amp meter, panel meter, digital panel meter, voltage meter', { w: 1.3 }),
  p('903033', 'voltmeter, ammeter, digital voltmeter, digital ammeter, voltmeter ammeter, volt meter, amp meter, panel meter, digital panel meter, voltage meter', { w: 0.8 }),
  p('9026', 'water level indicator, level indicator, liquid level indicator, tank level gauge, fuel level gauge, water level meter', { w: 1.3 }),
  p('902610', 'water level indicator, level indicator, liquid level indicator, tank level gauge, fuel level gauge, water level meter', { w: 0.8 }),
  p('9015', 'self leveling, self levelling, line laser, green laser level, laser line level, cross line laser', { w: 1.2 }),
  p('901530', 'self leveling, self levelling, line laser, green laser level, laser line level', { w: 0.8 }),
  p('9031', 'diagnostic tablet, car diagnostic tablet, full system scanner, car scanner, automotive scanner, obd2 diagnostic, obd diagnostic tool, diagnostic tool car', { w: 1.3, unless: 'ultrasound, ultrasonic, medical, patient, x ray, mri, veterinary' }),
  p('903180', 'diagnostic tablet, car diagnostic tablet, full system scanner, car scanner, automotive scanner, obd2 diagnostic, obd diagnostic tool', { w: 0.8, unless: 'ultrasound, ultrasonic, medical, patient, x ray, mri, veterinary' }),

  // 8510.30 hair-removing appliances (epilators, hair removers) vs .20 hair clippers and trimmers.
  p('851030', 'epilator, hair removal, hair remover, painless hair remover, facial hair remover, lady epilator, epilator for women, hair removal device, electric hair remover', { w: 0.8, unless: 'ipl, laser, wax, cream, spray, clipper, beard' }),
];
