import { p, type VocabEntry } from './types.js';

/**
 * Chapters 85 and 90, third pass: the attributes the HS 2022 subheadings of 8527, 8504, 8536/8538, 8544, 8518,
 * 8543 and of the chapter 90 instruments split on, in the words rulings and marketplace titles use for them.
 */

// 8527 radio-broadcast receivers split three ways (HS 2022 subheading titles):
// 8527.1x capable of operating without an external source of power (battery, hand-crank, solar: .12 pocket-size
// radio cassette players, .13 other combined with sound recording or reproducing apparatus, .19 other);
// 8527.2x not capable of operating without external power, of a kind used in motor vehicles (.21 combined with
// sound recording or reproducing apparatus, .29 other); 8527.9x other (mains) receivers (.91 combined with sound
// recording or reproducing apparatus, .92 not so combined but combined with a clock, .99 other).
const VEHICLE = 'vehicle, motor vehicle, automobile, automotive, car, truck, dashboard, dash, in dash, head unit, din, autoradio, motorcycle, motorbike, scooter, atv, utv, golf cart, tractor, vehicular, bus, van, lorry, rv, motorhome, camper';
const RECORDING = 'cd, cd player, compact disc, cassette, cassette player, cassette deck, tape, mp3, mp3 player, usb, sd card, media player, sound reproducing, sound recording, recording, recorder, dvd, digital media, media receiver, flash drive, memory card, card reader, ipod, dock, docking, music player, audio player, digital audio player, turntable, record player, phonograph';
const BATTERY = 'battery, battery operated, battery powered, portable, pocket, hand crank, crank, dynamo, solar, rechargeable';
const MAINS = 'household current, household, mains, main power, ac, ac power, alternating current, wall outlet, electrical outlet, ac adapter';
const LIQUID = 'liquid dielectric, oil immersed, oil filled, oil cooled, liquid filled, liquid immersed, oil type, mineral oil';
/** Transmitters, RFID readers, radio-controlled models, aerials name the radio as what they serve, not what they are. */
const NOT_RECEIVER = 'transmitter, transmits, transmit, transmitting, rfid, walkie talkie, two way radio, radio controlled, antenna, aerial, signal booster';
const RADIO = 'radio, radio receiver, radio broadcast receiver, am fm radio, fm radio, am fm receiver, tuner, am fm tuner, radio tuner';

export const ELECTRICAL_3: VocabEntry[] = [
  p('852721', `${RADIO}, stereo, receiver, car stereo, car audio`, { w: 1.2, when: [VEHICLE, RECORDING], unless: NOT_RECEIVER }),
  p('852729', `${RADIO}, receiver`, { w: 1.2, when: VEHICLE, unless: `${RECORDING}, ${NOT_RECEIVER}` }),
  p('852721', 'automotive receiver, in dash receiver, car receiver, head unit, car stereo receiver', { w: 0.8, when: RECORDING, unless: NOT_RECEIVER }),
  p('852729', 'automotive receiver, in dash receiver, car receiver, head unit', { w: 0.7, unless: `${RECORDING}, ${NOT_RECEIVER}` }),
  p('852791', RADIO, { w: 0.7, when: [RECORDING, `${MAINS}, tabletop, table top, bedside, shelf system, micro system, hifi system, stereo system`], unless: `${VEHICLE}, ${BATTERY}, ${NOT_RECEIVER}` }),
  // A receiver whose description says nothing of batteries or of a vehicle works on mains power (8527.9x).
  p('852791', RADIO, { w: 0.5, when: RECORDING, unless: `${VEHICLE}, ${BATTERY}, ${NOT_RECEIVER}` }),
  p('852799', RADIO, { w: 0.6, when: `${MAINS}, internet radio, wifi radio, hifi tuner, tabletop, table top`, unless: `${RECORDING}, ${VEHICLE}, ${BATTERY}, clock, ${NOT_RECEIVER}` }),
  p('852712', 'pocket radio cassette, pocket size radio cassette player, pocket radio cassette player, radio cassette walkman', { w: 0.8, unless: NOT_RECEIVER }),
  p('852713', `${RADIO}, radio cassette player, radio cassette recorder`, { w: 1, when: [BATTERY, RECORDING], unless: `${VEHICLE}, pocket size, pocket radio cassette, ${NOT_RECEIVER}` }),
  p('852719', RADIO, { w: 0.7, when: BATTERY, unless: `${RECORDING}, ${VEHICLE}, ${NOT_RECEIVER}` }),

  // 8504.2x liquid dielectric transformers (.21 ≤ 650 kVA, .22 ≤ 10,000 kVA, .23 larger) and 8504.3x other
  // transformers (.31 ≤ 1 kVA, .32 ≤ 16 kVA, .33 ≤ 500 kVA, .34 larger), by the rating stated (HS 2022 titles).
  p('850421', 'transformer', { w: 0.9, when: [LIQUID, '@kva_le650'] }),
  p('850422', 'transformer', { w: 0.9, when: [LIQUID, '@kva_650_10000'] }),
  p('850423', 'transformer', { w: 0.9, when: [LIQUID, '@kva_gt10000'] }),
  p('850421', 'oil immersed transformer, oil filled transformer, liquid dielectric transformer, liquid filled transformer, oil cooled transformer', { w: 0.6, unless: '@kva_650_10000, @kva_gt10000' }),
  p('850431', 'transformer', { w: 0.9, when: '@kva_le1', unless: LIQUID }),
  p('850432', 'transformer', { w: 0.9, when: '@kva_1_16', unless: LIQUID }),
  p('850433', 'transformer', { w: 0.9, when: '@kva_16_500', unless: LIQUID }),
  p('850434', 'transformer', { w: 0.9, when: '@kva_gt500', unless: LIQUID }),

  // 8543.20 signal generators (HS 2022 subheading title); test oscillators and waveform generators are generators
  // of signals, not measuring instruments of 9030.
  p('8543', 'function generator, signal generator, arbitrary waveform generator, waveform generator, rf signal generator, pulse generator', { w: 1.2 }),
  p('854320', 'function generator, signal generator, arbitrary waveform generator, waveform generator, rf signal generator, pulse generator', { w: 0.9 }),
  // 8543.70 machines with an individual function n.e.s.: electronic pest repellers; guitar effects pedals and effects
  // processors (chapter 92 note 1(b): electrical accessory apparatus of chapter 85 used with, not housed in,
  // musical instruments stays in chapter 85); electroluminescent wire and panels.
  p('8543', 'pest repeller, ultrasonic pest repeller, ultrasonic repeller, mouse repeller, rodent repeller, rat repeller, mosquito repeller, electronic repeller, effects pedal, effect pedal, guitar effects pedal, guitar pedal, overdrive pedal, distortion pedal, delay pedal, reverb pedal, looper pedal, multi effects processor, effects processor, el wire, electroluminescent wire, electroluminescent panel, el panel', { w: 1.3 }),
  p('854370', 'pest repeller, ultrasonic pest repeller, ultrasonic repeller, mouse repeller, rodent repeller, rat repeller, mosquito repeller, electronic repeller, effects pedal, effect pedal, guitar effects pedal, guitar pedal, overdrive pedal, distortion pedal, delay pedal, reverb pedal, looper pedal, multi effects processor, effects processor, el wire, electroluminescent wire, electroluminescent panel, el panel', { w: 0.8 }),

  // Electroluminescent devices (strips, plates, panels, wire of electroluminescent substance between conductive
  // layers) are 8543.70 (EN to 85.43), not lamps or lighting fittings of 9405.
  p('8543', 'electroluminescent, electro luminescent, el sheet, el tape, el strip, el backlight, el light panel, electroluminescent light panel, electroluminescent light, electroluminescent lamp, electroluminescent strip, electroluminescent sheet, electroluminescent film, electroluminescent tape', { w: 1.3, unless: 'display, monitor, television, oled' }),
  p('854370', 'electroluminescent, electro luminescent, el sheet, el tape, el strip, el backlight, el light panel, electroluminescent light panel, electroluminescent light, electroluminescent lamp, electroluminescent strip, electroluminescent sheet, electroluminescent film, electroluminescent tape', { w: 0.8, unless: 'display, monitor, television, oled' }),

  // 8538.10 boards, panels, cabinets for 8537 goods, not equipped with their apparatus; 8538.90 other parts, including
  // printed circuit assemblies of switching and protecting apparatus (section XVI note 2(b); heading 8538).
  p('8538', 'empty distribution board, empty distribution box, empty consumer unit, empty enclosure, empty panel, not equipped', { w: 1.2, when: 'distribution board, distribution box, consumer unit, switchboard, panel board, panelboard, enclosure, cabinet, breaker, switch' }),
  p('853810', 'empty distribution board, empty distribution box, empty consumer unit, empty enclosure, empty panel, not equipped', { w: 0.8, when: 'distribution board, distribution box, consumer unit, switchboard, panel board, panelboard, enclosure, cabinet, breaker, switch' }),
  p('8538', 'distribution board enclosure, distribution box enclosure, consumer unit enclosure, panel board enclosure, panelboard enclosure, breaker box enclosure', { w: 1.2, when: 'empty, equipped, unequipped' }),
  p('853810', 'distribution board enclosure, distribution box enclosure, consumer unit enclosure, panel board enclosure, panelboard enclosure, breaker box enclosure', { w: 0.8, when: 'empty, equipped, unequipped' }),
  p('8538', 'printed circuit assembly, pcb assembly, pcba, printed circuit board assembly, circuit board assembly', { w: 1.2, when: 'switch, circuit breaker, breaker, contactor, relay, control panel, switchgear, switchboard, distribution board, programmable controller, plc, motor starter, dimmer' }),
  p('853890', 'printed circuit assembly, pcb assembly, pcba, printed circuit board assembly, circuit board assembly', { w: 0.7, when: 'switch, circuit breaker, breaker, contactor, relay, control panel, switchgear, switchboard, distribution board, programmable controller, plc, motor starter, dimmer' }),
  // Surge protective devices for low-voltage installations (DIN rail, plug-in) are 8536.30; 8535.40 lightning
  // arresters and surge suppressors only for a voltage exceeding 1000 V (heading texts 8535 / 8536).
  p('8536', 'surge protection device, surge protective device, spd, surge protector, surge arrester, lightning arrester, surge suppressor', { w: 1.2, when: 'din rail, 230v, 220v, 275v, 385v, 400v, low voltage, ac power, plug, socket, outlet, power strip, 2p, 4p, 1p', unless: 'kv, high voltage, medium voltage' }),
  p('853630', 'surge protection device, surge protective device, spd, surge protector, surge arrester, lightning arrester, surge suppressor', { w: 0.8, unless: 'kv, high voltage, medium voltage' }),

  // 8544.42 conductors for ≤ 1000 V fitted with connectors (named cables sold with their plugs); 8544.60 for a
  // voltage exceeding 1000 V (medium- and high-voltage power cable).
  p('854442', 'hdmi cable, displayport cable, usb cable, audio cable, rca cable, aux cable, ethernet cable, patch cable, extension cord, power cord, charging cable', { w: 0.9, unless: 'kv, optical, fiber, fibre' }),
  p('854460', 'power cable, cable, xlpe cable, xlpe insulated cable, underground cable, armoured cable, armored cable', { w: 0.9, when: 'medium voltage, high voltage, kv, 11kv, 33kv, 35kv, 66kv, 110kv', unless: 'optical, fiber, fibre, @kv_le1' }),

  // 8544.70 optical fibre cables made up of individually sheathed fibres, with or without connectors (patch
  // cords, jumpers, pigtails); bare fibres and bundles not individually sheathed are 9001.10.
  p('854470', 'fiber optic, fibre optic, optical fiber, optical fibre', { w: 0.8, when: 'cable, cord, jumper, patch, pigtail, drop cable, trunk', unless: 'connector only, adapter, coupler, splice, cleaver, stripper, tester' }),

  p('854449', 'overhead conductor, overhead cable, aerial bundled cable, abc cable, service drop cable, power cable, conductor cable, cable', { w: 0.8, when: '@kv_le1', unless: 'optical, fiber, fibre, plug, plugs, connectors fitted, with connector, with connectors, cord set' }),

  // 8518: unmounted loudspeaker drivers 8518.29 (a subwoofer driver without enclosure); loudspeaker parts 8518.90.
  p('851829', 'subwoofer driver, car subwoofer driver, car audio subwoofer, subwoofer speaker driver, woofer driver', { w: 1, unless: 'enclosure, box, cabinet, powered, active, bluetooth' }),
  p('8518', 'speaker cone, loudspeaker cone, paper cone, voice coil, speaker surround, speaker dust cap, speaker spider, foam surround', { w: 1.2, when: 'speaker, loudspeaker, woofer, subwoofer, driver, voice coil' }),
  p('851890', 'speaker cone, loudspeaker cone, paper cone, voice coil, speaker surround, speaker dust cap, speaker spider, foam surround', { w: 0.8, when: 'speaker, loudspeaker, woofer, subwoofer, driver, voice coil' }),

  // 9015.20 theodolites and tachymeters (total stations are electronic tachymeters); 9015.80 meteorological
  // instruments (anemometers, wind meters, rain gauges: EN to 90.15).
  p('901520', 'total station, electronic total station, theodolite, digital theodolite, tachymeter, tacheometer', { w: 1 }),
  p('9015', 'anemometer, wind speed meter, wind meter, rain gauge, wind vane, weather vane instrument', { w: 1.2 }),
  p('901580', 'anemometer, wind speed meter, wind meter, rain gauge, wind vane, weather vane instrument', { w: 0.8 }),
  // 9025.19 thermometers not liquid-filled: bimetallic (dial) and electronic probe thermometers.
  p('902519', 'bimetallic thermometer, bimetal thermometer, dial thermometer, probe thermometer, meat thermometer, digital probe thermometer, thermocouple thermometer', { w: 0.9, unless: 'hygrometer, humidity, barometer' }),
  // 9002.11 objective lenses for cameras (interchangeable camera lenses); 9001.90 unmounted optical elements
  // (prisms, lenses) other than spectacle and contact lenses; 9002.90 mounted ones.
  p('9002', 'prime lens, zoom lens, dslr lens, mirrorless lens, camera lens, interchangeable lens, ef mount lens, e mount lens', { w: 1.2 }),
  p('900211', 'prime lens, zoom lens, dslr lens, mirrorless lens, camera lens, interchangeable lens, ef mount, e mount, rf mount, f mount, dslr, mirrorless', { w: 0.8, when: 'lens', unless: 'phone, smartphone, iphone, clip on, filter, cap, hood, adapter, microscope, telescope, projector' }),
  p('9001', 'prism, glass prism, optical prism, right angle prism, dove prism, unmounted prism, unmounted lens', { w: 1.2, unless: 'mounted, lighting, crystal decoration, suncatcher' }),
  p('900190', 'prism, glass prism, optical prism, right angle prism, dove prism, unmounted prism, unmounted lens', { w: 0.8, unless: 'mounted, lighting, crystal decoration, suncatcher' }),

  // 8522: parts and accessories of 8519/8521 apparatus: pick-up cartridges 8522.10, styli (needles) 8522.90.
  p('8522', 'phono cartridge, turntable cartridge, phonograph cartridge, pickup cartridge, pick up cartridge, magnetic cartridge turntable, record player needle, turntable needle, turntable stylus, phono stylus, replacement stylus, diamond stylus', { w: 1.3, unless: 'pen, touch, touchscreen, tablet, capacitive, ink, printer, toner' }),
  p('852210', 'phono cartridge, turntable cartridge, phonograph cartridge, pickup cartridge, pick up cartridge, magnetic cartridge turntable', { w: 0.8, unless: 'pen, touch, touchscreen, tablet, capacitive, ink, printer, toner' }),
  p('852290', 'record player needle, turntable needle, turntable stylus, phono stylus, replacement stylus, diamond stylus', { w: 0.6, unless: 'pen, touch, touchscreen, tablet, capacitive, ink, printer, toner, cartridge' }),
  // Thermometers for refrigerators and freezers are instruments of 9025, not parts of 8418 (section XVI note 1(m)
  // excludes articles of chapter 90 from section XVI).
  p('9025', 'refrigerator thermometer, fridge thermometer, freezer thermometer, fridge freezer thermometer, refrigerator freezer thermometer', { w: 1.3 }),
  p('902519', 'refrigerator thermometer, fridge thermometer, freezer thermometer, fridge freezer thermometer, refrigerator freezer thermometer', { w: 0.5, unless: 'liquid, glass, alcohol, spirit, mercury' }),
  // 9030.40 instruments specially designed for telecommunications (EN to 90.30: gain and signal level meters).
  p('9030', 'satellite finder, satellite meter, satellite signal meter, sat finder, signal level meter, tv signal meter, antenna signal meter', { w: 1.2 }),
  p('903040', 'satellite finder, satellite meter, satellite signal meter, sat finder, signal level meter, tv signal meter, antenna signal meter', { w: 0.8 }),

  // 9019.20 aerosol therapy apparatus: nebulizers, with their own air compressor, are therapy apparatus named by
  // heading 9019 (GRI 1), not air compressors of 8414 (section XVI note 1(m) excludes chapter 90 articles).
  p('9019', 'nebulizer, nebuliser, compressor nebulizer, nebulizer machine, nebulizer compressor, mesh nebulizer, ultrasonic nebulizer, inhalation therapy', { w: 1.5 }),
  p('901920', 'nebulizer, nebuliser, compressor nebulizer, nebulizer machine, nebulizer compressor, mesh nebulizer, ultrasonic nebulizer, inhalation therapy', { w: 0.9 }),
  // Medical endoscopes and examination instruments with their own camera stay in 9018 (chapter 90 note 2(a) is for
  // parts; the complete instrument is named by 9018): capsule endoscopes, colposcopes.
  p('9018', 'capsule endoscope, capsule endoscopy, endoscopy capsule, video capsule endoscope, colposcope, video colposcope, digital colposcope', { w: 1.6 }),
  p('901890', 'capsule endoscope, capsule endoscopy, endoscopy capsule, video capsule endoscope, colposcope, video colposcope, digital colposcope', { w: 0.9 }),
  // 9001.20 sheets and plates of polarising material (chapter 39 note 2(u): articles of chapter 90 are not plastics).
  p('9001', 'polarizing film, polarising film, polarizing sheet, polarising sheet, polarizer film, polarizer sheet, polarizing plate, polarising plate, polarizing material, polarising material, polarizing foil, polarizing film sheet, polarising film sheet, polarizer film sheet', { w: 1.5 }),
  p('900120', 'polarizing film, polarising film, polarizing sheet, polarising sheet, polarizer film, polarizer sheet, polarizing plate, polarising plate, polarizing material, polarising material, polarizing foil, polarizing film sheet, polarising film sheet, polarizer film sheet', { w: 0.9 }),
  // Optical filters: mounted camera filters 9002.20; unmounted optical filters 9001.90.
  p('9002', 'uv filter, nd filter, cpl filter, circular polarizer filter, lens filter, camera filter, screw in filter, variable nd filter, star filter, camera lens filter', { w: 1.2, unless: 'unmounted, water, air, oil, fuel, aquarium, pool, coffee' }),
  p('900220', 'uv filter, nd filter, cpl filter, circular polarizer filter, lens filter, camera filter, screw in filter, variable nd filter, star filter, camera lens filter', { w: 0.8, unless: 'unmounted, water, air, oil, fuel, aquarium, pool, coffee' }),
  p('9001', 'optical filter, bandpass filter, interference filter, ir cut filter, dichroic filter, filter glass optical', { w: 1.2, when: 'unmounted, optical, optically' }),
  p('900190', 'optical filter, bandpass filter, interference filter, ir cut filter, dichroic filter, filter glass optical', { w: 0.8, when: 'unmounted, optical, optically' }),
  // 9013.80 liquid crystal devices not more specifically provided for (light shutters, light valves, cells);
  // display modules are 8524 and indicator panels 8531.20.
  p('9013', 'liquid crystal device, liquid crystal shutter, lcd shutter, liquid crystal light valve, liquid crystal cell, liquid crystal light shutter', { w: 1.4 }),
  p('901380', 'liquid crystal device, liquid crystal shutter, lcd shutter, liquid crystal light valve, liquid crystal cell, liquid crystal light shutter', { w: 0.8 }),

  // 8516.33 hand-drying apparatus; 8516.29 other space and soil heating apparatus (infrared heating panels, soil
  // heating cables and mats); 8515.11 electric soldering irons and guns (gas soldering tools are 8468).
  p('8516', 'hand dryer, hand drier, jet hand dryer, electric hand dryer, automatic hand dryer, hand drying apparatus, hand drying machine', { w: 1.5 }),
  p('851633', 'hand dryer, hand drier, jet hand dryer, electric hand dryer, automatic hand dryer, hand drying apparatus, hand drying machine', { w: 0.9 }),
  p('8516', 'infrared heating panel, infrared panel heater, far infrared heating panel, far infrared panel heater, soil heating cable, soil heating mat, soil heating apparatus, seedling heat mat, seed starting heat mat, underfloor heating cable, floor heating cable, floor heating mat, underfloor heating mat', { w: 1.4 }),
  p('851629', 'infrared heating panel, infrared panel heater, far infrared heating panel, far infrared panel heater, soil heating cable, soil heating mat, soil heating apparatus, seedling heat mat, seed starting heat mat', { w: 0.8 }),
  p('8515', 'soldering gun, electric soldering gun, soldering iron kit, desoldering station, desoldering gun, hot air soldering station, rework station', { w: 1.4, unless: 'gas, butane, propane, torch' }),
  p('851511', 'soldering gun, electric soldering gun, soldering iron, soldering iron kit, soldering station, desoldering station, desoldering gun, hot air soldering station, rework station', { w: 0.8, unless: 'gas, butane, propane, torch' }),
  // 8521.90 video recording apparatus other than magnetic tape: DVRs and NVRs for surveillance cameras.
  p('8521', 'dvr, nvr, digital video recorder, network video recorder, dvr recorder, cctv dvr, security dvr', { w: 1.4 }),
  p('852190', 'dvr, nvr, digital video recorder, network video recorder, dvr recorder, cctv dvr, security dvr', { w: 0.8 }),
  // Photovoltaic modules or panels fitted with devices beyond simple diodes (charge controllers, inverters) are
  // photovoltaic generators of 8501 (EN to 85.41 and 85.01; HS 2022 8501.71/.72 DC, 8501.80 AC), not cells of 8541.
  p('8501', 'solar panel, solar module, photovoltaic panel, photovoltaic module, pv panel, pv module, solar panel kit', { w: 1.5, when: 'charge controller, controller, inverter, microinverter, micro inverter, mppt, dc dc converter, regulator', unless: 'power station, battery pack, lithium battery, power bank' }),
  p('850172', 'solar panel, solar module, photovoltaic panel, photovoltaic module, pv panel, pv module, solar panel kit', { w: 0.8, when: 'charge controller, controller, mppt, dc dc converter, regulator', unless: 'inverter, microinverter, micro inverter, power station, battery pack, lithium battery, power bank' }),
  p('850180', 'solar panel, solar module, photovoltaic panel, photovoltaic module, pv panel, pv module, solar panel kit', { w: 0.8, when: 'inverter, microinverter, micro inverter', unless: 'power station, battery pack, lithium battery, power bank' }),
  p('8501', 'photovoltaic generator, solar generator, pv generator, photovoltaic dc generator, solar dc generator', { w: 1.3, unless: 'power station, battery pack, lithium battery, power bank' }),
  p('850172', 'photovoltaic generator, solar generator, pv generator, photovoltaic dc generator, solar dc generator, dc generator', { w: 0.8, when: 'photovoltaic, solar, pv', unless: 'ac generator, alternating current, inverter, power station, battery pack, lithium battery, power bank' }),

  // Inductive (wireless) chargers are static converters 8504.40, not telephone sets.
  p('8504', 'wireless charging pad, inductive charger, inductive charging pad, qi charger, qi wireless charger, wireless charging stand, magnetic wireless charger', { w: 1.5 }),
  p('850440', 'wireless charging pad, inductive charger, inductive charging pad, qi charger, qi wireless charger, wireless charging stand, magnetic wireless charger', { w: 0.9 }),
  // Receptacles (US wording for socket outlets) are sockets, 8536.69; ground-fault (GFCI) receptacles protect
  // circuits, 8536.30.
  p('8536', 'receptacle, duplex receptacle, wall receptacle, electrical receptacle, power receptacle, usb receptacle, tamper resistant receptacle, gfci receptacle, gfi receptacle, gfci outlet', { w: 1.4, unless: 'waste, trash, garbage, litter, cigarette, cigar, ashtray' }),
  p('853669', 'receptacle, duplex receptacle, wall receptacle, electrical receptacle, power receptacle, usb receptacle, tamper resistant receptacle', { w: 0.8, unless: 'gfci, gfi, ground fault, waste, trash, garbage, litter' }),
  p('853630', 'gfci receptacle, gfi receptacle, gfci outlet, ground fault circuit interrupter', { w: 0.9 }),
  // Programmable logic controllers: 8537.10 (heading 8537 covers apparatus for electric control incorporating
  // programmable controllers; EN to 85.37), not processors of 8542.
  p('8537', 'programmable logic controller, plc, programmable controller, plc controller, plc module, plc cpu', { w: 1.5 }),
  p('853710', 'programmable logic controller, plc, programmable controller, plc controller, plc module, plc cpu', { w: 0.9 }),
  // 8518.40 audio-frequency electric amplifiers (headphone amplifiers, stereo amplifiers).
  p('851840', 'headphone amplifier, headphone amp, dac amplifier, hifi amplifier, stereo amplifier, integrated amplifier, amplifier board, class d amplifier, tube amplifier', { w: 1 }),
  // 9018.90 other medical and surgical instruments: surgical staplers.
  p('9018', 'surgical stapler, skin stapler, wound stapler, linear stapler, circular stapler, endoscopic stapler', { w: 1.5 }),
  p('901890', 'surgical stapler, skin stapler, wound stapler, linear stapler, circular stapler, endoscopic stapler', { w: 0.8 }),
  // 9013.80 magnifiers, also with their own LED lights (magnifier lamps on a stand or clamp are lamps of 9405).
  p('9013', 'magnifying lens, handheld magnifier, hand held magnifier, led magnifier, lighted magnifier, illuminated magnifier, magnifying glass with light', { w: 1.3, unless: 'desk lamp, floor lamp, clamp lamp, table lamp, lamp' }),
  p('901380', 'magnifying lens, handheld magnifier, hand held magnifier, led magnifier, lighted magnifier, illuminated magnifier, magnifying glass with light', { w: 0.8, unless: 'desk lamp, floor lamp, clamp lamp, table lamp, lamp' }),
  // 9005.10 binoculars.
  p('900510', 'binocular telescope, binoculars, binocular', { w: 0.9, unless: 'microscope, loupe, magnifier, headband, stereo microscope' }),

  // 9019.20 artificial respiration and oxygen therapy apparatus: medical ventilators (a "ventilator" for patients is
  // not a fan of 8414, section XVI note 1(m)), hyperbaric oxygen chambers; 9019.10 massage apparatus (foot spas that
  // massage with bubbles and vibration); 9018.90 medical suction aspirators.
  p('9019', 'ventilator, breathing machine, respirator machine', { w: 1.5, when: 'patient, patients, mechanical ventilation, breathe, breathing, respiratory, respiration, medical, icu, hospital, intubated, intubation, lung, lungs' }),
  p('901920', 'ventilator, breathing machine, respirator machine', { w: 0.8, when: 'patient, patients, mechanical ventilation, breathe, breathing, respiratory, respiration, medical, icu, hospital, intubated, intubation, lung, lungs' }),
  p('9019', 'hyperbaric chamber, hyperbaric oxygen chamber, oxygen chamber, foot spa, foot spa bath, foot bath massager, foot spa massager, foot massage bath', { w: 1.5 }),
  p('901920', 'hyperbaric chamber, hyperbaric oxygen chamber, oxygen chamber', { w: 0.8 }),
  p('901910', 'foot spa, foot spa bath, foot bath massager, foot spa massager, foot massage bath', { w: 0.8 }),
  p('9018', 'suction aspirator, medical suction, suction unit, suction machine, phlegm suction, nasal aspirator, surgical aspirator, aspirator', { w: 1.4, unless: 'vacuum cleaner, pool, dust, chimney' }),
  p('901890', 'suction aspirator, medical suction, suction unit, suction machine, phlegm suction, nasal aspirator, surgical aspirator, aspirator', { w: 0.8, unless: 'vacuum cleaner, pool, dust, chimney' }),
  // 8543.70: insect traps that kill on a high-voltage grid (electric insect killers), UV sanitizing boxes and wands,
  // LED light therapy (beauty) masks: electrical apparatus with an individual function, not lamps of 9405.
  p('8543', 'insect trap, insect light trap, fly trap, mosquito trap, light trap, bug trap', { w: 1.4, when: 'electrified, grid, high voltage, zapper, electrocute, electrocuting, electrocutes, electric grid, electric shock' }),
  p('854370', 'insect trap, insect light trap, fly trap, mosquito trap, light trap, bug trap', { w: 0.8, when: 'electrified, grid, high voltage, zapper, electrocute, electrocuting, electrocutes, electric grid, electric shock' }),
  p('8543', 'uv sterilizer, ultraviolet sterilizer, uv sanitizer, ultraviolet sanitizer, uv sterilizer box, uv sanitizer box, uv disinfection box, ultraviolet sterilizer box, ultraviolet sanitizer box, uvc sterilizer, uv sterilizer wand, uv sanitizer wand, led face mask, led light therapy mask, light therapy face mask, led beauty mask, led therapy mask', { w: 1.4 }),
  p('854370', 'uv sterilizer, ultraviolet sterilizer, uv sanitizer, ultraviolet sanitizer, uv sterilizer box, uv sanitizer box, uv disinfection box, ultraviolet sterilizer box, ultraviolet sanitizer box, uvc sterilizer, uv sterilizer wand, uv sanitizer wand, led face mask, led light therapy mask, light therapy face mask, led beauty mask, led therapy mask', { w: 0.8 }),

  // Diagnostic cameras named by their medical use are instruments of 9018 (ophthalmic 9018.50: fundus and retinal
  // cameras; 9018.90: dermatoscopes), not cameras of 8525.
  p('9018', 'fundus camera, retinal camera, ophthalmic camera, non mydriatic camera, dermatoscope, dermoscope, digital dermatoscope, video dermatoscope', { w: 1.6 }),
  p('901850', 'fundus camera, retinal camera, ophthalmic camera, non mydriatic camera', { w: 0.8 }),
  p('901890', 'dermatoscope, dermoscope, digital dermatoscope, video dermatoscope', { w: 0.8 }),
  // 8505.90 (heading text): electro-magnetic or permanent magnet chucks, clamps and similar holding devices,
  // electromagnets, electro-magnetic lifting heads.
  p('8505', 'magnetic chuck, electromagnetic chuck, permanent magnetic chuck, magnetic clamp, magnetic base, magnetic lifter, lifting magnet, electromagnetic lifting magnet, lifting electromagnet, electromagnet, electromagnetic lifting head, magnetic welding holder', { w: 1.3 }),
  p('850590', 'magnetic chuck, electromagnetic chuck, permanent magnetic chuck, magnetic clamp, magnetic base, magnetic lifter, lifting magnet, electromagnetic lifting magnet, lifting electromagnet, electromagnet, electromagnetic lifting head, magnetic welding holder', { w: 0.9 }),

  // Temperature and humidity data loggers are thermometers / hygrometers of 9025 (9025.80 when they also measure
  // humidity), not air-conditioning apparatus of 8415.
  p('9025', 'data logger, datalogger, temperature logger, humidity logger, temperature recorder', { w: 1.4, when: 'temperature, humidity, thermometer, hygrometer, thermo' }),
  p('902580', 'data logger, datalogger, humidity logger', { w: 0.8, when: 'humidity, hygrometer' }),
  p('902519', 'data logger, datalogger, temperature logger, temperature recorder', { w: 0.7, unless: 'humidity, hygrometer' }),
  // 9027.50 instruments using optical radiations: lux and light meters, photometers (exposure meters are named by
  // heading 9027), turbidity meters, colorimeters.
  p('9027', 'lux meter, luxmeter, light meter, photometer, illuminance meter, par meter, turbidity meter, turbidimeter, nephelometer, colorimeter', { w: 1.2 }),
  p('902750', 'lux meter, luxmeter, light meter, photometer, illuminance meter, par meter, turbidity meter, turbidimeter, nephelometer, colorimeter', { w: 0.8 }),
  // 9031.49 other optical measuring or checking instruments: profile projectors (optical comparators).
  p('903149', 'profile projector, optical comparator, measuring projector', { w: 1 }),
  // 9032.89 automatic regulating instruments: humidistats (hygrostats).
  p('9032', 'humidistat, hygrostat, humidity controller', { w: 1.4 }),
  p('903289', 'humidistat, hygrostat, humidity controller', { w: 0.8 }),

  // 8533.40 other variable resistors: potentiometers, rheostats, thermistors (wirewound ones 8533.31/.39).
  p('853340', 'potentiometer, trimmer potentiometer, trimpot, rheostat, variable resistor, thermistor, ntc thermistor, ptc thermistor', { w: 0.9, unless: 'wirewound, wire wound' }),
  // 8539.31 fluorescent hot-cathode discharge lamps (CFLs, tubes); 8539.32 mercury or sodium vapour and metal halide
  // lamps (HID, xenon headlamp bulbs); the lamps themselves, not the fittings of 9405.
  p('8539', 'compact fluorescent lamp, cfl, cfl bulb, energy saving lamp, energy saving bulb, fluorescent tube, fluorescent lamp, hid bulb, xenon hid, hid xenon, hid lamp, xenon bulb, metal halide lamp, metal halide bulb, high pressure sodium lamp, mercury vapour lamp, mercury vapor lamp, hps lamp', { w: 1.5, unless: 'fixture, luminaire, ballast, holder, batten fitting, fitting, ballast kit' }),
  p('853931', 'compact fluorescent lamp, cfl, cfl bulb, energy saving lamp, energy saving bulb, fluorescent tube, fluorescent lamp', { w: 0.8, unless: 'fixture, luminaire, ballast, holder, batten fitting, fitting, led' }),
  p('853932', 'hid bulb, xenon hid, hid xenon, hid lamp, xenon bulb, metal halide lamp, metal halide bulb, high pressure sodium lamp, mercury vapour lamp, mercury vapor lamp, hps lamp', { w: 0.8, unless: 'fixture, luminaire, ballast, holder, led' }),
  // 8535: switching and protecting apparatus for a voltage exceeding 1000 V (a stated kV rating): circuit breakers
  // .21 (< 72.5 kV) / .29, isolating and make-and-break switches .30, fuses .10, lightning arresters .40.
  p('8535', 'switch, disconnect switch, disconnector, isolator, isolating switch, load break switch, circuit breaker, vacuum circuit breaker, sf6 circuit breaker, fuse, fuse cutout, surge arrester, lightning arrester, earthing switch, recloser', { w: 1.5, when: 'kv, high voltage, medium voltage', unless: '@kv_le1' }),
  p('853521', 'circuit breaker, vacuum circuit breaker, sf6 circuit breaker, recloser', { w: 0.8, when: 'kv, high voltage, medium voltage', unless: '@kv_le1' }),
  p('853530', 'switch, disconnect switch, disconnector, isolator, isolating switch, load break switch, earthing switch', { w: 0.8, when: 'kv, high voltage, medium voltage', unless: '@kv_le1' }),
  p('853510', 'fuse, fuse cutout', { w: 0.8, when: 'kv, high voltage, medium voltage', unless: '@kv_le1' }),
  p('853540', 'surge arrester, lightning arrester', { w: 0.8, when: 'kv, high voltage, medium voltage', unless: '@kv_le1' }),
  // Alternators for internal combustion engines are 8511.50 (heading text: generators, for example dynamos and
  // alternators, of a kind used with such engines), not AC generators of 8501.
  p('8511', 'alternator, car alternator, automotive alternator, truck alternator, motorcycle alternator', { w: 1.4, unless: 'wind, wind turbine, generator set, genset, diesel generator, hydro' }),
  p('8511', 'alternator', { w: 2.2, when: 'car, vehicle, automotive, truck, motorcycle, engine, auto, tractor, marine engine', unless: 'wind, wind turbine, generator set, genset, diesel generator, hydro' }),
  p('851150', 'alternator, car alternator, automotive alternator, truck alternator, motorcycle alternator', { w: 0.8, unless: 'wind, wind turbine, generator set, genset, diesel generator, hydro' }),

  // 8543.70: audio signal converters (digital-to-analogue converters, optical/coaxial to analogue) and live-streaming
  // sound cards / voice changers process signals without amplifying for a loudspeaker (8518.40) or recording.
  p('8543', 'audio converter, digital to analog converter, digital to analog audio converter, dac converter, audio decoder, optical to analog, toslink converter, spdif converter, dac decoder, live sound card, live streaming sound card, voice changer, karaoke sound card', { w: 1.3, unless: 'amplifier, amp' }),
  p('854370', 'audio converter, digital to analog converter, digital to analog audio converter, dac converter, audio decoder, optical to analog, toslink converter, spdif converter, dac decoder, live sound card, live streaming sound card, voice changer, karaoke sound card', { w: 0.8, unless: 'amplifier, amp' }),

  // Chargers for electric bicycles and scooters are static converters 8504.40, not parts of 8711.
  p('8504', 'scooter charger, ebike charger, e bike charger, electric bike charger, electric bicycle charger, electric scooter charger, golf cart charger, hoverboard charger', { w: 1.6 }),
  p('850440', 'scooter charger, ebike charger, e bike charger, electric bike charger, electric bicycle charger, electric scooter charger, golf cart charger, hoverboard charger', { w: 0.9 }),
  // LED strip controllers are boards for electric control, 8537.10 (as the earlier LED controller entries).
  p('8537', 'led controller, rgb controller, led strip controller, rgb led controller, rgbw controller, led dimmer controller, pixel controller', { w: 1.5 }),
  p('853710', 'led controller, rgb controller, led strip controller, rgb led controller, rgbw controller, led dimmer controller, pixel controller', { w: 0.9 }),
  // 8509 domestic electromechanical appliances with self-contained motor: food grinders (electric pepper and salt
  // mills) 8509.40; lint removers and spin scrubbers 8509.80.
  p('8509', 'electric pepper grinder, electric salt grinder, electric pepper mill, electric salt mill, automatic pepper grinder, gravity pepper grinder, electric spice grinder, electric salt and pepper grinder, lint remover, fabric shaver, lint shaver, fuzz remover, pill remover, sweater shaver, clothes shaver, spin scrubber, electric spin scrubber, power scrubber, electric cleaning brush', { w: 1.6, unless: 'manual, hand crank, non electric' }),
  p('850940', 'electric pepper grinder, electric salt grinder, electric pepper mill, electric salt mill, automatic pepper grinder, gravity pepper grinder, electric spice grinder, electric salt and pepper grinder', { w: 0.9, unless: 'manual, hand crank, non electric' }),
  p('850980', 'lint remover, fabric shaver, lint shaver, fuzz remover, pill remover, sweater shaver, clothes shaver, spin scrubber, electric spin scrubber, power scrubber, electric cleaning brush', { w: 0.9, unless: 'manual, roller, sticky, tape, adhesive, non electric' }),

  // Laser distance meters measure range by a laser beam: rangefinders, 9015.10 (not 9031 measuring instruments).
  p('9015', 'laser distance meter, laser measure, laser tape measure, laser distance measurer, digital laser measure, laser measuring device, laser range meter', { w: 1.6 }),
  p('901510', 'laser distance meter, laser measure, laser tape measure, laser distance measurer, digital laser measure, laser measuring device, laser range meter', { w: 0.9 }),

  // Lighting and signalling equipment for motor vehicles and motorcycles stays in 8512.20 (section XVII note 2(f):
  // electrical equipment of chapter 85 is not a part of vehicles); bicycle lamps 8512.10.
  p('8512', 'headlight, headlamp, headlight assembly, headlamp assembly, tail light, taillight, tail lamp, turn signal, turn signal light, brake light, fog light, fog lamp, led headlight, daytime running light', { w: 1.4, when: 'car, motorcycle, motorbike, truck, vehicle, automotive, auto, jeep, atv, utv, scooter, trailer', unless: 'bulb, h4 bulb, h7 bulb, halogen bulb, xenon, hid' }),
  p('851220', 'headlight, headlamp, headlight assembly, headlamp assembly, tail light, taillight, tail lamp, turn signal, turn signal light, brake light, fog light, fog lamp, led headlight, daytime running light', { w: 0.8, when: 'car, motorcycle, motorbike, truck, vehicle, automotive, auto, jeep, atv, utv, scooter, trailer', unless: 'bulb, h4 bulb, h7 bulb, halogen bulb, xenon, hid' }),
  // 9018.12 ultrasonic scanning apparatus.
  p('901812', 'ultrasound diagnostic system, ultrasound system, ultrasonic diagnostic system, ultrasound scanner, ultrasound machine, convex probe, linear probe, ultrasound probe', { w: 0.9, when: 'ultrasound, ultrasonic, sonography, doppler' }),
  // 9013.10 telescopic sights for fitting to arms (chapter 93 note 1(d): optical sights not mounted on the firearm
  // stay in chapter 90).
  p('9013', 'rifle scope, riflescope, scope for rifle, telescopic sight, red dot sight, holographic sight, crosshair reticle, hunting scope, air rifle scope', { w: 1.5 }),
  p('901310', 'rifle scope, riflescope, scope for rifle, telescopic sight, red dot sight, holographic sight, crosshair reticle, hunting scope, air rifle scope', { w: 0.9 }),

  // 8515.90 parts of electric soldering and welding apparatus (section XVI note 2(b)): soldering iron tips,
  // electrode holders, welding earth clamps, MIG/TIG torches, nozzles and contact tips (gas torches are 8468).
  p('8515', 'soldering tip, soldering iron tip, soldering tips, electrode holder, welding electrode holder, welding ground clamp, welding earth clamp, mig nozzle, mig contact tip, welding contact tip, welding nozzle, mig torch, tig torch, mig welding torch, tig welding torch, welding gun liner, tig gas lens, tig collet', { w: 1.5, unless: 'oxy, oxyacetylene, propane, butane, cutting torch, gas welding' }),
  p('851590', 'soldering tip, soldering iron tip, soldering tips, electrode holder, welding electrode holder, welding ground clamp, welding earth clamp, mig nozzle, mig contact tip, welding contact tip, welding nozzle, mig torch, tig torch, mig welding torch, tig welding torch, welding gun liner, tig gas lens, tig collet', { w: 0.9, unless: 'oxy, oxyacetylene, propane, butane, cutting torch, gas welding' }),
];
