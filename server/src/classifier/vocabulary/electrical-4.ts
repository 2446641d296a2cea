import { p, type VocabEntry } from './types.js';

/**
 * Chapter 85, fourth pass: subheadings of 8518, 8507, 8536 and 8544 in marketplace titles, where the heading is
 * found but the attribute the HS 2022 subheadings split on is missed.
 */
export const ELECTRICAL_4: VocabEntry[] = [
  // 8518.21/.22 are loudspeakers MOUNTED in their enclosures; car door speakers, coaxial and component car speakers
  // and car subwoofer drivers are sold unmounted, to be fitted into the door or a box: 8518.29 "other"
  // (HS 2022 subheading titles; CBP rulings on car audio speakers). "Dual voice coil" names a bare driver.
  p('851829', 'car speaker, car door speaker, coaxial speaker, coaxial car speaker, component speaker, car subwoofer, car audio subwoofer, dual voice coil, single voice coil, dvc subwoofer, svc subwoofer, door speaker, marine speaker', { w: 1.2, unless: 'enclosure, enclosed, loaded, box, boxed, bass box, powered, active, amplified, bluetooth, soundbar, under seat' }),
  // 8518.90 parts: replacement ear pads and cushions for headphones are parts, not headphones (section XVI note 2(b)).
  p('851890', 'ear pads, ear pad, earpads, ear cushion, ear cushions, replacement ear pads, replacement ear cushions, headband cushion, headband cover, ear pad cushion, ear pads cushions', { w: 1.3 }),
  // 8507.10 lead-acid accumulators of a kind used for starting piston engines: motorcycle, car, marine starter
  // batteries of lead-acid (incl. sealed AGM/maintenance-free) chemistry (HS 2022 subheading title).
  p('850710', 'lead acid, sealed lead acid, agm, maintenance free', { w: 1, when: 'motorcycle, motorbike, car, automotive, starter, starting, atv, scooter, snowmobile, jet ski, lawn mower, truck, ytx', unless: 'lithium, lifepo4, li ion, ups, alarm, wheelchair, solar' }),
  // 8536.10 fuses: fuse kits sold as automotive replacement parts remain fuses (not 8538 parts).
  p('8536', 'blade fuse, mini blade fuse, fuse assortment, fuse kit, car fuse, automotive fuse, atc fuse, ato fuse, atm fuse', { w: 1.3 }),
  p('853610', 'blade fuse, mini blade fuse, fuse assortment, fuse kit, car fuse, automotive fuse, atc fuse, ato fuse, atm fuse', { w: 1 }),
  // 8544.30 ignition wiring sets and other wiring sets of a kind used in vehicles (HS 2022 subheading title): spark
  // plug wire sets are 8544.30, not ignition equipment of 8511 (the wires do not generate the spark).
  p('8544', 'spark plug wire, spark plug wires, spark plug wire set, ignition wire, ignition wires, ignition wire set, ignition cable set, ignition leads, plug leads', { w: 1.6 }),
  p('854430', 'spark plug wire, spark plug wires, spark plug wire set, ignition wire, ignition wires, ignition wire set, ignition cable set, ignition leads, plug leads', { w: 1.2 }),
  // Primary wire (automotive GPT/TXL/SXL wire) is insulated wire without connectors: 8544.49 (<= 1000 V), not the
  // bare copper wire of 7408 (chapter 74 covers uninsulated wire; insulated conductors are heading 8544).
  p('8544', 'primary wire, automotive primary wire, gpt wire, txl wire, sxl wire, gxl wire, automotive wire, marine wire, tinned marine wire', { w: 1.4 }),
  p('854449', 'primary wire, automotive primary wire, gpt wire, txl wire, sxl wire, gxl wire, automotive wire, marine wire, tinned marine wire', { w: 0.9, unless: 'harness, connector, connectors, plug, terminal, terminals' }),
  // 8536.90 "other apparatus" for connecting electrical circuits: battery terminals and clamps, crimp/insulated
  // wire terminals and terminal kits are connecting apparatus, neither plugs and sockets (8536.69) nor
  // accumulators (8507) nor wire (8544) (HS 2022 heading 8536 and subheading titles; EN to 85.36 (terminals)).
  p('8536', 'battery terminal, battery terminals, battery terminal connector, battery terminal connectors, battery clamp, battery clamps, battery post connector, battery cable terminal, battery cable end, wire terminal, wire terminals, insulated wire terminal, insulated terminals, terminal assortment, terminal kit, crimp terminals, electrical terminals, crimp connectors', { w: 1.5, unless: 'crimper, crimping tool, crimping pliers, stripper, tester, charger, jumper cable, booster cable' }),
  p('853690', 'battery terminal, battery terminals, battery terminal connector, battery terminal connectors, battery clamp, battery clamps, battery post connector, battery cable terminal, battery cable end, wire terminal, wire terminals, insulated wire terminal, insulated terminals, terminal assortment, terminal kit, crimp terminals, electrical terminals, crimp connectors', { w: 1, unless: 'crimper, crimping tool, crimping pliers, stripper, tester, charger, jumper cable, booster cable' }),
  // Aerial (antenna) extension and adapter cables are coaxial cable: 8544.20 (HS 2022 subheading title "coaxial
  // cable and other coaxial electric conductors"), not the radio receiver (8527) they serve.
  p('8544', 'antenna extension cable, antenna cable, antenna adapter cable, aerial cable, aerial extension cable, antenna extension, antenna lead', { w: 1.5 }),
  p('854420', 'antenna extension cable, antenna cable, antenna adapter cable, aerial cable, aerial extension cable, antenna extension, antenna lead', { w: 1, unless: 'optical, fiber, fibre' }),
  // Bare loudspeaker units sold as components ("4 ohm 3 W 40 mm speaker") are not mounted in an enclosure: 8518.29.
  p('851829', 'speaker, loudspeaker, speakers, loudspeakers', { w: 1.2, when: ['ohm, ohms', 'electronic component, electronic components, component, components, diy, replacement, raw, bare, unit, round, square, internal, magnet'], unless: 'bluetooth, portable, wireless, enclosure, cabinet, box, boxed, soundbar, column, bookshelf, powered, active, usb, smart' }),
  // 8505.11 permanent magnets of metal (neodymium/NdFeB, samarium cobalt, alnico: the magnets sold as such, also in
  // steel pot or hook housings) vs 8505.19 other permanent magnets (ceramic/ferrite, and rubber- or plastic-bonded
  // ferrite sheets, strips and tape) (HS 2022 subheading titles). 8505.20 is couplings, clutches and brakes only.
  p('850511', 'magnet, magnets, pot magnet, cup magnet, round base magnet, countersunk magnet, disc magnet, block magnet, ring magnet, rare earth magnet, neodymium magnet, ndfeb, samarium cobalt, alnico', { w: 0.6, unless: 'ferrite, ceramic, rubber, flexible, magnet tape, magnetic sheet, magnet strip, fridge, refrigerator, electromagnet, electromagnetic, chuck, lifter, coupling, clutch, brake, spoon, spoons, knife, knives, utensil, utensils, fork, ladle, spatula, kitchen, lid, holder, rack, strip, toy, board, whiteboard, case, cover, mount, closure, clasp, bracelet, necklace, stand' }),
  p('850519', 'ferrite magnet, ceramic magnet, flexible magnet, rubber magnet, magnetic sheet, magnet strip, magnet tape, magnetic roll, magnet sheet', { w: 0.9, unless: 'neodymium, rare earth, ndfeb' }),
  p('8505', 'flexible magnet, rubber magnet, magnetic sheet, magnet strip, magnet tape, magnetic roll, magnet sheet', { w: 1.3, unless: 'whiteboard, dry erase, calendar, planner, printed, photo' }),
  // 8544.30 "ignition wiring sets and other wiring sets of a kind used in vehicles" (HS 2022 subheading title):
  // wiring harnesses and harness adapters for car stereos, trailers and vehicles (CBP rulings on radio harness adapters).
  p('8544', 'wiring harness, wire harness, harness adapter, stereo harness, radio harness, trailer wiring harness, wiring harness adapter, wiring loom', { w: 1.5 }),
  p('854430', 'wiring harness, wire harness, harness adapter, stereo harness, radio harness, trailer wiring harness, wiring harness adapter, wiring loom', { w: 1.1, when: 'car, vehicle, automotive, auto, truck, trailer, motorcycle, stereo, radio, toyota, honda, ford, gm, chevy, nissan, jeep, dodge, bmw, vw, volkswagen, rv' }),
  // 8536.90: spade and quick-disconnect terminals, cable lugs and terminal strips are connecting apparatus of
  // heading 8536 (EN to 85.36, terminals and terminal strips), not garden spades (8201), copper tubes (7411) or
  // copper strip (7409) that their words also name.
  p('8536', 'spade connector, spade connectors, female spade connector, male spade connector, spade terminal, spade terminals, male female spade, quick disconnect, cable lug, cable lugs, terminal lug, terminal lugs, tube terminal, crimp lug, wire lug, battery lug, copper lug, terminal connector strip, connector strip, terminal strip, barrier strip', { w: 2 }),
  p('853690', 'spade connector, spade connectors, female spade connector, male spade connector, spade terminal, spade terminals, male female spade, quick disconnect, cable lug, cable lugs, terminal lug, terminal lugs, tube terminal, crimp lug, wire lug, battery lug, copper lug, terminal connector strip, connector strip, terminal strip, barrier strip', { w: 1.1 }),
  // Bare drivers (woofers, tweeters, replacement speaker units) are loudspeakers not mounted in an enclosure:
  // 8518.29, also when sold as replacement parts of a speaker (section XVI note 2(a): goods of their own subheading).
  p('851829', 'replacement speaker, replacement woofer, replacement tweeter, replacement driver, woofer, tweeter, tweeters, super tweeter, piezo tweeter, dome tweeter, horn tweeter, speaker driver, bass driver, midrange driver', { w: 1.2, unless: 'enclosure, enclosed, cabinet, box, boxed, bookshelf, floorstanding, tower, bluetooth, portable, wireless, powered, active, soundbar, sound bar, home theater, home theatre, studio monitor, party, pa system, and tweeter, and woofer, with tweeter, with woofer, 2 way, 3 way, coaxial' }),
  // Speakers named by where they are used are still loudspeakers of heading 8518, not the motorcycle (8711), the
  // pillow (9404) or the shower (3922) they serve.
  p('8518', 'motorcycle speaker, motorcycle speakers, handlebar speaker, pillow speaker, shower speaker, bike speaker, bicycle speaker, helmet speaker, helmet speakers', { w: 1.8 }),
  p('8518', 'piezo tweeter, super tweeter, horn tweeter, dome tweeter, tweeter speaker, bullet tweeter, silk dome tweeter', { w: 1.5 }),
  // A replacement driver or speaker unit is a bare loudspeaker whatever the (portable, Bluetooth) speaker it repairs.
  p('851829', 'replacement speaker, replacement woofer, replacement tweeter, replacement driver, replacement speaker unit, woofer speaker unit, speaker unit, woofer unit', { w: 1.3, unless: 'enclosure, cabinet, boxed, bookshelf, soundbar, sound bar' }),
  // Accumulators named by what they power are still accumulators of heading 8507, not the golf cart (8703), the
  // bicycle (8711/8712) or the rack (9403) in the title (section XVI note 2(a); chapter 87 note: batteries are 8507).
  p('8507', 'golf cart battery, ebike battery, e bike battery, electric bike battery, electric bicycle battery, scooter battery, electric scooter battery, wheelchair battery, mobility scooter battery, ride on toy battery, power wheels battery, toy car battery, trolling motor battery, marine battery, boat battery, rv battery, solar battery, deep cycle battery', { w: 1.8 }),
  // Sealed lead-acid batteries of ride-on toys (6 V / 12 V, 4.5-12 Ah) do not start piston engines: 8507.20.
  p('850720', 'ride on toy battery, power wheels battery, toy car battery, kids car battery, ride on car battery', { w: 1, unless: 'lithium, lifepo4, li ion, nimh, ni mh' }),
  // E-bike and e-scooter traction batteries are lithium-ion unless another chemistry is named: 8507.60.
  p('850760', 'bike battery, ebike battery, e bike battery, electric bike battery, electric bicycle battery, electric scooter battery', { w: 0.6, unless: 'lead acid, sla, agm, gel, nimh, ni mh' }),
  // DC-DC converter modules (buck, boost) are static converters: 8504.40 (HS 2022 subheading title), not down and
  // feathers (0505: "step down") nor parts of 8504 (8504.90) when sold as the working module.
  p('8504', 'buck converter, boost converter, buck boost converter, step down converter, step up converter, dc dc converter, dc to dc converter, buck module, boost module, step down module, step up module, voltage converter module', { w: 1.8, unless: 'ic, chip, integrated circuit' }),
  p('850440', 'buck converter, boost converter, buck boost converter, step down converter, step up converter, dc dc converter, dc to dc converter, buck module, boost module, step down module, step up module, voltage converter module', { w: 1, unless: 'ic, chip, integrated circuit' }),
  // Monolithic ICs that are neither processors/controllers (8542.31), memories (.32) nor amplifiers (.33): interface,
  // driver and power-management chips are 8542.39 "other" (HS 2022 subheading titles; chapter 85 note 12(b)).
  p('8542', 'usb to serial chip, usb serial chip, serial chip, interface chip, uart chip, rs232 chip, rs485 chip, transceiver ic, transceiver chip, driver chip, motor driver chip, stepper driver chip, stepper motor driver chip, mosfet driver, level shifter, charger ic, charging ic, battery charger ic, battery management ic, power ic, pwm ic', { w: 1.8 }),
  p('854239', 'usb to serial chip, usb serial chip, serial chip, interface chip, uart chip, rs232 chip, rs485 chip, transceiver ic, transceiver chip, driver chip, motor driver chip, stepper driver chip, stepper motor driver chip, mosfet driver, level shifter, charger ic, charging ic, battery charger ic, battery management ic, power ic, pwm ic', { w: 1.1 }),
  // Empty enclosures and grilles made for loudspeakers are their parts: 8518.90 (section XVI note 2(b)); they are
  // not loudspeakers mounted in their enclosures (8518.21/.22) nor wire mesh of 7314.
  p('8518', 'empty speaker box, empty speaker enclosure, empty speaker cabinet, empty subwoofer box, empty subwoofer enclosure, speaker grill, speaker grille, speaker grill cover, speaker grille cover, speaker mesh cover, speaker grill mesh, subwoofer grill, subwoofer grille', { w: 1.8 }),
  p('851890', 'empty speaker box, empty speaker enclosure, empty speaker cabinet, empty subwoofer box, empty subwoofer enclosure, speaker grill, speaker grille, speaker grill cover, speaker grille cover, speaker mesh cover, speaker grill mesh, subwoofer grill, subwoofer grille', { w: 1.3 }),
  p('851890', 'speaker box, speaker enclosure, speaker cabinet, subwoofer box, subwoofer enclosure, sub box', { w: 1.7, when: 'empty, unloaded' }),
  p('8518', 'subwoofer box, sub box, subwoofer enclosure, loaded subwoofer, loaded enclosure', { w: 1.5 }),
];
