import { p, type VocabEntry } from './types.js';
import { GARMENT_FEATURES, GARMENT_WORDS, GARMENT_ZIP } from './knit-woven.js';
import { ARTIFICIAL_FLORA_WORDS } from './misc.js';

/** Lamps with their own energy source (8513) rather than luminaires of 9405. */
const PORTABLE_POWER = 'rechargeable, battery powered, battery operated, cordless, batteries';

/**
 * Consumer goods: jewellery, electronics, toys, home and kitchen, beauty, sports, lighting,
 * furniture, hand tools. A word that fits several headings appears once per heading with a weight and,
 * where the HS splits by material, a `when` on the material.
 */
const JEWELRY_ITEMS =
  'ring, necklace, earring, ear stud, stud earring, hoop earring, bracelet, bangle, pendant, brooch, anklet, charm, choker, chain necklace, cufflink, cuff link, tie clip, body jewelry, nose ring, belly ring, jewelry set, jewelry, hair jewelry, lapel pin, pin badge, enamel pin, ear cuff, locket, tiara';
/**
 * Stones, natural, synthetic or reconstructed. HS 2022 chapter 71 note 11: imitation jewellery (7117) is jewellery
 * NOT incorporating pearls or precious or semi-precious stones, natural, synthetic or reconstructed, so fashion
 * jewellery set with cubic zirconia or gemstones is an article of heading 7116, not 7117 (rhinestones and
 * "crystal" are glass, 7018, and leave the article in 7117).
 */
/** Articles of adornment: beads strung into one of these are jewellery (7116/7117), not loose beads (7018, 3926). */
export const ADORNMENT = 'bracelet, necklace, earring, anklet, choker, brooch';
/** Natural, synthetic or reconstructed stones (not pearls): the 7116 evidence when the article is set with them. */
export const STONE_WORDS = 'zircon, cubic zirconia, cz, zirconia, natural stone, gemstone, gem stone, semi precious, agate, jade, quartz, rose quartz, clear quartz, crystal quartz, natural crystal, healing crystal, moissanite, opal, turquoise, amethyst, obsidian, lapis, malachite, birthstone, crystal stone, tiger eye, moonstone, garnet, topaz, citrine, labradorite, lab grown diamond, lab created, ruby, sapphire, emerald, onyx, jasper, aventurine, fluorite, rhodonite, carnelian, peridot, aquamarine, tourmaline, tanzanite, morganite, chalcedony';
export const STONES = `${STONE_WORDS}, cultured pearl, freshwater pearl, natural pearl`;
/**
 * Precious metal as the article's metal (chapter 71 notes 4 and 9: 7113). The tokenizer reads fineness marks:
 * "925"/"S925" as "sterling", "14K"/"18K"/"Au750" as "karat", "Pt950" as "platinum".
 * Silver: 7113.11 covers silver whether or not plated or clad with other precious metal (gold-plated sterling, vermeil).
 */
export const SILVER = 'sterling, sterling silver, solid silver, pure silver, fine silver, thai silver, vermeil';
/** Gold or platinum named as the metal; "18K gold plated" is plating on base metal (chapter 71 note 11), see PLATED. */
const GOLD = 'solid gold, real gold, pure gold, karat, yellow gold, white gold, platinum';
/** Base metal clad with gold by soldering or rolling (chapter 71 note 7): gold-filled, rolled gold, 7113.20. */
const CLAD = 'gold filled, rolled gold, gold clad';
/** Plating, colour or a base metal named: imitation jewellery (7117.19), precious metal "except as plating" (note 11). */
const PLATED = 'plated, gold plated, silver plated, plating, gold tone, silver tone, alloy, zinc alloy, stainless steel, stainless, titanium, brass, copper, tibetan silver, zinc, iron';
/**
 * Silver only as the ear post, needle or hook of base-metal earrings: chapter 71 note 2(a), precious metal
 * present as minor constituents (minor fittings) does not make an article of 7113 (nor take it out of 7117).
 */
const MINOR_PRECIOUS = 'silver needle, silver post, silver pin, silver hook, silver ear hook, silver ear wire, silver earring post, silver ear needle, silver earring needle, silver earring hook, sterling needle, sterling post, sterling pin, sterling hook, sterling ear wire';
/**
 * Beads and stones sold loose for jewellery making: not yet an article of jewellery (worked stones not strung,
 * mounted or set are 7103/7104; chapter 71 note 9 covers finished objects of personal adornment).
 */
export const LOOSE = 'jewelry making, loose bead, spacer bead, loose stone, loose gemstone, bead for jewelry, making bracelet, bracelet making, necklace making';
/** Chapter 71 note 11 leaves out of imitation jewellery the dress-combs, hair-slides and hairpins of heading 96.15. */
export const HAIR_ARTICLES = 'hair clip, hair pin, hairpin, bobby pin, hair slide, barrette, claw clip, hair claw, hair comb, hair stick, hair grip, snap clip, jaw clip';
/** Words that leave no doubt the metal is precious: imitation jewellery (7117) is out. */
export const PRECIOUS = `${SILVER}, solid gold, real gold, pure gold, platinum, ${CLAD}`;
/** Imitation jewellery of other materials (7117.90): plastics, glass, wood, textile, shell … */
const NON_METAL = 'plastic, acrylic, resin, wood, wooden, glass, ceramic, shell, leather, fabric, beaded, bead, seed bead, clay, polymer clay, rope, braided, macrame, felt, feather, tassel, velvet, ribbon, cotton, yarn, silicone, acrylic bead, imitation pearl, faux pearl, simulated pearl, shell pearl, glass pearl, acrylic pearl';
const BASE_METAL = 'alloy, metal, zinc, copper, brass, stainless steel, steel, titanium, plated, gold plated, silver plated, iron, tin, gold tone, silver tone, tibetan silver';

/** The precious-metal, clad and minor-constituent readings of a list of jewellery names (chapter 71 notes 2, 7, 9, 11). */
export function preciousJewellery(items: string, w = 1): VocabEntry[] {
  return [
    p('7113', items, { w: 1.2 * w, when: SILVER, unless: `${MINOR_PRECIOUS}, silver plated, silver tone, tibetan silver` }),
    p('711311', items, { w: 0.35, when: SILVER, unless: `${MINOR_PRECIOUS}, silver plated, silver tone, tibetan silver` }),
    p('7113', items, { w: 1.2 * w, when: GOLD, unless: `${MINOR_PRECIOUS}, ${PLATED}, ${CLAD}, ${SILVER}` }),
    p('711319', items, { w: 0.35, when: GOLD, unless: `${MINOR_PRECIOUS}, ${PLATED}, ${CLAD}, ${SILVER}` }),
    p('7113', items, { w: 1.2 * w, when: CLAD, unless: `${MINOR_PRECIOUS}, ${SILVER}` }),
    p('711320', items, { w: 0.4, when: CLAD, unless: `${MINOR_PRECIOUS}, ${SILVER}` }),
    p('7117', items, { w: 1.1 * w, when: MINOR_PRECIOUS, unless: STONES }),
    p('711719', items, { w: 0.35, when: MINOR_PRECIOUS, unless: STONES }),
    p('7116', items, { w: 1.1 * w, when: [MINOR_PRECIOUS, STONE_WORDS] }),
    p('711620', items, { w: 0.3, when: [MINOR_PRECIOUS, STONE_WORDS] }),
  ];
}

export const CONSUMER: VocabEntry[] = [
  // Jewellery (ch. 71): precious metal 7113, imitation 7117, pearls/stones strung 7116.
  p('7117', JEWELRY_ITEMS, { w: 0.9, unless: `${PRECIOUS}, ${STONES}, ${HAIR_ARTICLES}` }),
  p('7117', 'fashion jewelry, costume jewelry, imitation jewelry, bijouterie, fashion jewellery', { w: 1.2, unless: `${PRECIOUS}, ${STONES}` }),
  // A shop's "fine jewelry" category names no metal: it counts for 7113 unless the description names plating or stones.
  p('7113', 'fine jewelry, precious jewelry, gold jewelry, silver jewelry', { w: 1.2, unless: `${PLATED}, ${CLAD}, ${MINOR_PRECIOUS}, ${STONE_WORDS}` }),
  // Jewellery whose character comes from stones, natural, synthetic or reconstructed (7116.20); pearls 7116.10.
  p('7116', JEWELRY_ITEMS, { w: 0.95, when: STONE_WORDS, unless: `${PRECIOUS}, ${LOOSE}` }),
  p('711610', JEWELRY_ITEMS, { w: 0.3, when: 'pearl, freshwater pearl, cultured pearl, natural pearl', unless: 'imitation pearl, faux pearl, acrylic pearl, plastic pearl, glass pearl, simulated pearl, shell pearl' }),
  p('7116', JEWELRY_ITEMS, { w: 0.95, when: 'pearl, freshwater pearl, cultured pearl, natural pearl', unless: `imitation pearl, faux pearl, acrylic pearl, plastic pearl, glass pearl, simulated pearl, shell pearl, ${PRECIOUS}, ${MINOR_PRECIOUS}` }),
  p('711620', JEWELRY_ITEMS, { w: 0.2, when: STONE_WORDS, unless: LOOSE }),
  // Loose beads only: strung or mounted as an article of adornment they are imitation jewellery (7117.90).
  p('7018', 'rhinestone', { w: 0.85, unless: `${ADORNMENT}, resin, acrylic, plastic, abs, jelly` }),
  p('7018', 'glass bead, crystal bead, seed bead, glass stone, glass pearl, bugle bead, lampwork bead', { w: 0.85, unless: ADORNMENT }),
  p('7103', 'natural stone bead, gemstone bead, stone bead, loose bead natural, agate bead, jade bead, raw stone, tumbled stone, crystal cluster', { w: 0.9 }),
  // Graded stone beads temporarily strung for convenience of transport (a "strand") stay in 7116 (heading 7103 and
  // 7104 take only ungraded stones so strung; US 7116.20.30); loose in bulk they are worked stones of 7103.99.
  p('7103', 'bead, round bead, loose bead, spacer bead, faceted bead', { w: 0.9, when: [STONE_WORDS, LOOSE], unless: 'strand, glass, crystal glass, acrylic, plastic, synthetic, lab created, cubic zirconia, cz, zircon, moissanite' }),
  p('710399', 'bead, round bead, loose bead, spacer bead, faceted bead, natural stone bead, gemstone bead, stone bead', { w: 0.4, when: [STONE_WORDS, LOOSE], unless: 'strand, ruby, sapphire, emerald, glass, acrylic, plastic' }),
  p('7116', 'bead, round bead, loose bead, spacer bead, faceted bead, natural stone bead, gemstone bead, stone bead', { w: 0.9, when: [STONE_WORDS, 'strand'], unless: 'glass, crystal glass, acrylic, plastic' }),
  p('711620', 'bead, round bead, loose bead, spacer bead, faceted bead, natural stone bead, gemstone bead, stone bead', { w: 0.3, when: [STONE_WORDS, 'strand'], unless: 'glass, crystal glass, acrylic, plastic' }),
  // Synthetic stones loose (7104): lab-grown diamonds 7104.91, moissanite and cubic zirconia 7104.99 (worked).
  p('7104', 'loose stone, loose gemstone, loose diamond, loose moissanite, moissanite loose, loose zircon, loose cz, cz stone, zircon stone, moissanite stone, lab diamond, lab grown diamond, lab created diamond, cvd diamond, hpht diamond', { w: 1, when: 'moissanite, lab grown, lab created, lab diamond, cubic zirconia, cz, zircon, synthetic, cvd, hpht', unless: ADORNMENT + ', ring, pendant' }),
  p('7104', 'moissanite, moissanite diamond, lab grown diamond, lab diamond, cvd diamond, hpht diamond', { w: 0.9, unless: ADORNMENT + ', ring, pendant, jewelry, tennis chain, chain' }),
  p('710499', 'moissanite, moissanite diamond', { w: 0.35, unless: ADORNMENT + ', ring, pendant, jewelry, chain' }),
  // Stones sold loose (for jewellery making), not yet set: natural 7103, synthetic or lab-created 7104.
  p('7103', 'stone, gemstone, gem, natural stone, precious stone, semi precious stone', { w: 0.8, when: LOOSE, unless: `strand, ${ADORNMENT}, ring, pendant, glass, acrylic, plastic, synthetic, lab created, lab grown, cubic zirconia, cz, zircon, moissanite` }),
  p('7104', 'stone, gemstone, gem, diamond, sapphire, ruby, emerald', { w: 0.8, when: [LOOSE, 'synthetic, lab created, lab grown, cubic zirconia, cz, zircon, moissanite, created'], unless: `strand, ${ADORNMENT}, ring, pendant` }),
  p('710499', 'stone, gemstone, gem, sapphire, ruby, emerald, zircon, cubic zirconia', { w: 0.4, when: [LOOSE, 'synthetic, lab created, lab grown, cubic zirconia, cz, zircon, moissanite, created'], unless: `strand, diamond, rough, raw, unworked, ${ADORNMENT}, ring, pendant` }),
  p('710491', 'loose diamond, lab diamond, lab grown diamond, lab created diamond, cvd diamond, hpht diamond', { w: 0.4, unless: ADORNMENT + ', ring, pendant' }),
  p('710499', 'loose stone, loose gemstone, loose moissanite, moissanite loose, loose zircon, loose cz, cz stone, zircon stone, moissanite stone', { w: 0.4, when: 'moissanite, cubic zirconia, cz, zircon, synthetic', unless: ADORNMENT + ', ring, pendant, diamond' }),
  p('8308', 'jump ring, split ring, lobster clasp, clasp, toggle clasp, magnetic clasp, jewelry finding, crimp bead, ear hook, earring hook, earring post, earring back, pin back, brooch pin, bail, connector charm, spacer bead metal, carabiner, snap hook, swivel clasp, key ring, eyelet, grommet', { w: 0.9, unless: 'silicone, plastic' }),
  p('3926', 'acrylic bead, plastic bead, silicone bead, resin bead', { w: 0.9 }),
  p('4911', 'poster, wall poster, art poster, trading card, printed card, sticker sheet, paper sticker, sticker pack, scrapbook sticker, printed photo, postcard set', { w: 0.8 }),
  p('6702', 'artificial rose, fake rose, silk rose, artificial plant, artificial greenery, fake greenery, flower garland artificial, flower arrangement artificial, artificial vine, preserved flower', { w: 1 }),
  p('9505', 'party decoration, birthday decoration, wedding decoration, backdrop party, banner party, party banner, balloon arch, cake topper, party favor, photo booth prop, table centerpiece, garland, christmas ornament', { w: 0.6, unless: ARTIFICIAL_FLORA_WORDS }),
  p('711719', 'fashion jewelry, costume jewelry, necklace, earring, stud earring, ear stud, bracelet, ring, pendant, brooch, anklet, charm, choker, bangle, chain necklace, lapel pin, enamel pin, pin badge, body jewelry, nose ring, jewelry set, jewelry', { w: 0.3, unless: `${STONES}, cufflink, cuff link, shirt stud, ${NON_METAL}, ${PRECIOUS}, ${HAIR_ARTICLES}` }),
  p('711719', 'fashion jewelry, necklace, earring, bracelet, ring, pendant, brooch, anklet, charm, choker, bangle, chain necklace, jewelry', { w: 0.35, when: BASE_METAL, unless: `${PRECIOUS}, ${STONES}, ${HAIR_ARTICLES}` }),
  p('711790', 'fashion jewelry, necklace, earring, bracelet, ring, pendant, brooch, anklet, charm, choker, bangle, hair jewelry, jewelry', { w: 0.3, when: NON_METAL, unless: `${STONES}, ${BASE_METAL}, ${HAIR_ARTICLES}` }),
  p('711711', 'cufflink, cuff link, shirt stud', { w: 0.4, unless: STONES }),
  // "studs" in 7117.11 are shirt studs; stud earrings are jewellery of 7117.19.
  // Weighted to outvote the word "studs" of the 7117.11 title (measured on the authored sets).
  p('711719', 'stud earring, ear stud, stud earrings', { w: 0.9, unless: `${STONES}, ${PRECIOUS}, ${GOLD}, plastic, acrylic, resin, wood, glass, pearl, shell, clay` }),
  p('711790', 'stud earring, ear stud, stud earrings', { w: 0.9, when: 'plastic, acrylic, resin, wood, wooden, glass, pearl, imitation pearl, faux pearl, shell, clay, polymer clay, fabric', unless: `${STONES}, ${PRECIOUS}, ${GOLD}, alloy, metal, zinc, copper, brass, stainless steel, steel, titanium, plated, gold plated, silver plated` }),
  ...preciousJewellery(JEWELRY_ITEMS),
  p('7116', 'pearl necklace, pearl bracelet, pearl earring, gemstone bracelet, crystal bracelet, jade bracelet, agate bracelet, natural stone bracelet, beaded bracelet natural stone', { w: 0.9, unless: `${PRECIOUS}, imitation pearl, faux pearl, glass pearl, acrylic pearl, plastic pearl, shell pearl` }),
  // Pearls not strung, mounted or set (7101; 7101.21 cultured unworked, .22 worked, e.g. drilled); jewellery of pearls is 7116.10.
  // Jewellery of imitation pearls (glass, plastics, shell) is imitation jewellery (chapter 71 note 11), of other than base metal.
  p('7117', 'pearl necklace, pearl bracelet, pearl earring, pearl choker, pearl anklet, pearl jewelry', { w: 1, when: 'imitation pearl, faux pearl, glass pearl, acrylic pearl, plastic pearl, shell pearl, simulated pearl, imitation' }),
  p('711790', 'pearl necklace, pearl bracelet, pearl earring, pearl choker, pearl anklet, pearl jewelry', { w: 0.4, when: 'imitation pearl, faux pearl, glass pearl, acrylic pearl, plastic pearl, shell pearl, simulated pearl, imitation', unless: 'alloy, metal, zinc, copper, brass, stainless steel, steel, titanium, plated, gold plated, silver plated' }),
  p('7101', 'loose pearl, pearl bead, cultured pearl, freshwater pearl, natural pearl, akoya pearl, baroque pearl', { w: 0.8, unless: `${ADORNMENT}, ring, pendant, jewelry, imitation pearl, faux pearl, glass pearl, acrylic pearl, plastic pearl, shell pearl` }),
  p('710121', 'cultured pearl, freshwater pearl, akoya pearl, loose pearl', { w: 0.4, when: 'undrilled, unworked, raw', unless: ADORNMENT }),
  p('710122', 'cultured pearl, freshwater pearl, akoya pearl, loose pearl, pearl bead, baroque pearl', { w: 0.4, when: 'drilled, half drilled, hole, bead, strand', unless: `${ADORNMENT}, undrilled` }),
  p('7103', 'loose gemstone, gemstone, precious stone, semi precious stone, crystal stone, raw crystal, tumbled stone', { w: 0.7 }),
  p('7104', 'synthetic gemstone, lab grown diamond, moissanite stone, cubic zirconia stone', { w: 0.7 }),
  p('7102', 'diamond', { w: 0.5 }),
  p('7114', 'silverware, gold plate tableware, articles of goldsmith', { w: 0.6 }),
  p('7118', 'coin, commemorative coin', { w: 0.6 }),
  p('9601', 'carved shell, ivory carving, bone carving', { w: 0.5 }),

  p('8545', 'graphite electrode, carbon electrode', { w: 1.2 }),
  p('8540', 'vacuum tube, cathode ray tube', { w: 1.1 }),
  // Watches and clocks (ch. 91).
  p('9102', 'watch, wristwatch, wrist watch, quartz watch, mechanical watch, automatic watch, digital watch, sports watch, pocket watch', { w: 1 }),
  p('9101', 'gold watch, precious metal watch', { w: 0.5, when: 'solid gold, platinum, 18k, sterling' }),
  p('9105', 'clock, wall clock, alarm clock, desk clock, table clock, digital clock, cuckoo clock', { w: 1 }),
  p('9103', 'clock with watch movement, car clock', { w: 0.4 }),
  p('9114', 'watch part, clock part, watch crown, watch dial, watch hand, watch bezel, watch crystal, watch glass', { w: 1 }),
  p('9111', 'watch case, watch housing', { w: 1.2 }),
  p('9108', 'watch movement, mechanical movement, quartz movement, automatic movement', { w: 1.2 }),
  p('9112', 'clock case', { w: 1 }),
  p('9113', 'watch strap, watch band, strap for watch', { w: 0.8 }),
  p('851762', 'smartwatch, smart watch, fitness tracker, smart band, activity tracker', { w: 1 }),

  // Telephones, audio, video, computers (ch. 84, 85).
  p('851713', 'smartphone, mobile phone, cell phone, cellphone, android phone, iphone', { w: 1 }),
  p('851711', 'cordless phone, cordless telephone', { w: 1 }),
  p('851718', 'telephone, landline phone, desk phone, ip phone', { w: 0.8 }),
  p('851762', 'router, wifi router, modem, network switch, access point, bluetooth adapter, wifi adapter, wireless adapter, bluetooth transmitter, bluetooth receiver, gateway, repeater, wifi extender, network card', { w: 1 }),
  p('851779', 'phone part, phone screen, lcd screen replacement, phone back cover, phone housing, phone flex cable', { w: 0.8 }),
  p('851830', 'headphone, earphone, earbud, headset, wireless earbud, bluetooth headset, gaming headset, earpiece, tws earbud, in ear, over ear', { w: 1 }),
  p('851822', 'speaker, loudspeaker, bluetooth speaker, portable speaker, subwoofer, soundbar, sound bar, smart speaker, speaker box', { w: 1, unless: 'piezo tweeter, super tweeter, horn tweeter, empty, replacement speaker, replacement woofer, replacement tweeter, speaker driver, raw speaker, bare speaker, car speaker, car door speaker, coaxial speaker, component speaker' }),
  p('851810', 'microphone, mic, lavalier, condenser microphone, wireless microphone', { w: 1 }),
  p('851840', 'amplifier, audio amplifier, power amplifier', { w: 0.9 }),
  p('851890', 'speaker part, ear pad, ear cushion, earpad', { w: 0.7 }),
  p('8519', 'mp3 player, music player, record player, turntable, cassette player', { w: 0.9 }),
  p('8521', 'video recorder, dvd player, media player', { w: 0.8 }),
  p('852589', 'camera, digital camera, action camera, dashcam, dash cam, webcam, security camera, surveillance camera, ip camera, cctv camera, video camera, camcorder, baby monitor camera, trail camera, doorbell camera', { w: 1 }),
  p('8524', 'lcd screen, lcd display, oled display, oled screen, touch screen, display module, lcd panel, lcd module, display screen, replacement screen, screen assembly', { w: 1 }),
  p('8528', 'monitor, television, tv, smart tv, projector, display monitor, lcd monitor, computer monitor, mini projector', { w: 1 }),
  p('852852', 'computer monitor, lcd monitor, gaming monitor, pc monitor', { w: 0.5 }),
  p('852862', 'projector, mini projector, video projector, beamer', { w: 0.5 }),
  p('852872', 'television, tv, smart tv', { w: 0.5 }),
  p('8527', 'radio, radio receiver, fm radio, car radio, car stereo, clock radio', { w: 1 }),
  // Motor-vehicle radios: 8527.21 combined with a sound recorder or player, else 8527.29.
  p('852721', 'car radio, car stereo, car radio receiver, car audio', { w: 0.5, when: 'cd, cd player, mp3, mp3 player, usb player, cassette, media player, dvd' }),
  p('852729', 'car radio, car stereo, car radio receiver', { w: 0.4, unless: 'cd, cd player, mp3, mp3 player, usb player, cassette, media player, dvd' }),
  p('8526', 'gps, gps tracker, navigation device, radar, remote control unit', { w: 0.7 }),
  p('852692', 'remote control, rc remote, radio remote control, garage remote', { w: 0.6 }),
  p('8543', 'electronic cigarette, vape, e cigarette, signal generator, electric fence energizer, mosquito killer, bug zapper, ultrasonic cleaner, plasma ball', { w: 0.8 }),
  p('854340', 'electronic cigarette, vape, e cigarette, vape pen, pod system', { w: 0.6 }),
  p('8471', 'computer, laptop, notebook computer, desktop computer, tablet pc, mini pc, server, keyboard, computer mouse, mouse, scanner, usb hub, hard drive, external hard drive, ssd, solid state drive, data processing', { w: 1 }),
  p('847130', 'laptop, notebook computer, tablet, tablet pc, ipad, netbook, chromebook, portable computer', { w: 0.6 }),
  p('847141', 'desktop computer, mini pc, all in one pc', { w: 0.5 }),
  p('847160', 'keyboard, computer mouse, mouse, gaming mouse, gaming keyboard, mechanical keyboard, wireless mouse, touchpad, scanner, joystick computer, trackball', { w: 0.6 }),
  p('847170', 'hard drive, external hard drive, ssd, solid state drive, hard disk, nas, storage drive', { w: 0.6 }),
  p('8473', 'computer part, laptop part, laptop battery cover, keycap, laptop screen hinge, computer case, heatsink cpu, cpu cooler, laptop keyboard replacement, motherboard, graphics card, gpu, video card, ram, memory module, computer accessory', { w: 0.9 }),
  p('847330', 'motherboard, graphics card, gpu, video card, ram, memory module, keycap, computer case, cpu cooler, laptop keyboard replacement', { w: 0.5 }),
  p('8523', 'memory card, sd card, micro sd, tf card, usb flash drive, flash drive, usb stick, pen drive, thumb drive, memory stick, blank disc, dvd blank, cd blank', { w: 1 }),
  p('852351', 'memory card, sd card, micro sd, tf card, usb flash drive, flash drive, usb stick, pen drive, thumb drive, memory stick, solid state storage', { w: 0.5 }),
  p('8504', 'charger, phone charger, power adapter, ac adapter, usb charger, wall charger, car charger, wireless charger, charging station, power supply, transformer, inverter, ups, fast charger, charging dock, laptop charger, battery charger, led driver, voltage converter, ballast', { w: 1 }),
  p('850440', 'charger, phone charger, power adapter, ac adapter, usb charger, wall charger, car charger, wireless charger, charging station, power supply, inverter, ups, fast charger, charging dock, laptop charger, battery charger, led driver, voltage converter', { w: 0.5 }),
  p('850431', 'transformer, small transformer', { w: 0.4 }),
  p('8507', 'battery, rechargeable battery, lithium battery, li ion battery, lithium ion battery, power bank, battery pack, lipo battery, lead acid battery, 18650, accumulator, car battery, nimh battery', { w: 1 }),
  p('850760', 'lithium battery, li ion battery, lithium ion battery, power bank, lipo battery, 18650, lithium polymer battery, portable charger', { w: 0.5 }),
  p('850710', 'lead acid battery, car battery', { w: 0.5 }),
  p('8506', 'button cell, coin cell, alkaline battery, aa battery, aaa battery, primary battery, cr2032, dry cell', { w: 1.1 }),
  p('8544', 'wire', { w: 0.45 }),
  p('8544', 'cable, usb cable, charging cable, data cable, hdmi cable, electric wire, power cord, extension cord, cord, lightning cable, type c cable, audio cable, aux cable, ethernet cable, coaxial cable, fiber optic cable, network cable, insulated wire, wire harness, cable assembly', { w: 0.9 }),
  p('854442', 'usb cable, charging cable, data cable, hdmi cable, power cord, extension cord, lightning cable, type c cable, audio cable, aux cable, ethernet cable, network cable, cable with connector', { w: 0.5 }),
  p('854470', 'fiber optic cable, optical fiber cable', { w: 0.6 }),
  p('8536', 'switch, plug, socket, power strip, outlet, connector, fuse, relay, circuit breaker, wall switch, light switch, terminal, usb connector, adapter plug, travel adapter, socket outlet, junction, wall socket, smart plug, dimmer switch', { w: 0.9 }),
  p('853669', 'plug, socket, power strip, outlet, adapter plug, travel adapter, socket outlet, wall socket, smart plug, connector', { w: 0.4 }),
  p('853650', 'switch, wall switch, light switch, push button switch, rocker switch, toggle switch, micro switch, smart switch, dimmer switch', { w: 0.4 }),
  p('853641', 'relay', { w: 0.5 }),
  p('853610', 'fuse', { w: 0.5 }),
  p('8537', 'control panel, controller board, plc, switchboard, control box', { w: 0.8 }),
  p('8541', 'led chip, diode, transistor, solar cell, solar panel, photovoltaic, semiconductor, light emitting diode', { w: 0.9 }),
  p('854143', 'solar panel, photovoltaic module, solar module', { w: 0.6 }),
  p('8542', 'integrated circuit, ic chip, microcontroller, processor, cpu, memory chip', { w: 0.9 }),
  p('8542', 'chip', { w: 0.9, unless: 'pet, polyester, nylon, polyamide, polymer, resin, plastic, wood, potato, chocolate, primary form' }),
  p('8534', 'printed circuit board, pcb, circuit board bare', { w: 0.9 }),
  p('8532', 'capacitor', { w: 1 }),
  p('8533', 'resistor, potentiometer, thermistor, varistor', { w: 1 }),
  p('8531', 'alarm, doorbell, buzzer, siren, burglar alarm, smoke alarm, smoke detector, indicator panel, led display board, wireless doorbell, security alarm', { w: 0.9 }),
  p('8529', 'antenna, tv antenna, satellite dish, remote control part', { w: 0.8 }),
  p('8525', 'transmitter, walkie talkie, two way radio, radio transmitter', { w: 0.8 }),
  p('8517', 'intercom, video door phone, smart home hub', { w: 0.5 }),
  p('9504', 'video game console, game console, gaming console, handheld game, game controller, gamepad, joystick, playing card, poker card, board game, chess, billiard, pool table, mahjong, darts, arcade, casino, card game, dice, puzzle game', { w: 1 }),
  p('950450', 'video game console, game console, gaming console, handheld game, game controller, gamepad, joystick controller', { w: 0.5 }),
  p('950440', 'playing card, poker card, tarot card, card deck', { w: 0.5 }),
  p('950420', 'billiard, pool table, billiard cue, snooker', { w: 0.5 }),
  p('950490', 'board game, chess, mahjong, darts, dice, table game, party game, card game', { w: 0.4 }),
  p('8508', 'vacuum cleaner, robot vacuum, handheld vacuum, cordless vacuum, robotic vacuum', { w: 1.1 }),
  p('8509', 'blender, juicer, food processor, mixer, coffee grinder, electric grinder, garbage disposal, juice extractor, stand mixer, hand mixer, meat grinder electric', { w: 1 }),
  p('8510', 'shaver, electric shaver, razor electric, hair clipper, trimmer, beard trimmer, epilator, hair removal device', { w: 1.1 }),
  p('8516', 'hair dryer, blow dryer, hair straightener, curling iron, flat iron, hair curler, electric kettle, kettle, toaster, microwave, microwave oven, rice cooker, coffee maker, coffee machine, espresso machine, electric iron, steam iron, clothes iron, space heater, electric heater, water heater, induction cooker, hot plate, air fryer, oven, electric oven, sandwich maker, waffle maker, electric grill, slow cooker, pressure cooker electric, egg cooker, electric blanket heater, heating element, immersion heater, garment steamer, hair styler', { w: 1 }),
  p('851631', 'hair dryer, blow dryer', { w: 0.5 }),
  p('851632', 'hair straightener, curling iron, flat iron, hair curler, hair styler, curling wand, hot comb', { w: 0.5 }),
  p('851640', 'electric iron, steam iron, garment steamer, clothes iron, steam clothes iron', { w: 0.5 }),
  p('851650', 'microwave, microwave oven', { w: 0.5 }),
  p('851660', 'oven, electric oven, rice cooker, induction cooker, induction hob, induction cooktop, hob, cooktop, cooking plate, boiling ring, hot plate, air fryer, slow cooker, electric grill, electric cooker, pressure cooker electric, hot pot electric', { w: 0.5 }),
  p('851671', 'coffee maker, coffee machine, espresso machine, tea maker, kettle, electric kettle', { w: 0.4 }),
  p('851672', 'toaster', { w: 0.5 }),
  p('851629', 'space heater, electric heater, heater, fan heater, radiator heater', { w: 0.4 }),
  p('851610', 'water heater, immersion heater, instant water heater', { w: 0.5 }),
  p('851680', 'heating element, heating resistor, heating pad element', { w: 0.5 }),
  p('8418', 'refrigerator, fridge, freezer, mini fridge, ice maker, wine cooler, chest freezer, display cooler', { w: 1.1 }),
  p('8450', 'washing machine, clothes washer, laundry machine', { w: 1.1 }),
  p('8451', 'clothes dryer, tumble dryer', { w: 1 }),
  p('8422', 'dishwasher, bottle washing machine, packing machine, sealing machine, labeling machine, filling machine, vacuum sealer, wrapping machine', { w: 1 }),
  p('8414', 'fan, electric fan, ceiling fan, desk fan, table fan, pedestal fan, usb fan, handheld fan, neck fan, exhaust fan, ventilator, air pump, air compressor, vacuum pump, blower, range hood, cooker hood, cooling fan, tire inflator, inflator', { w: 1 }),
  p('841451', 'electric fan, desk fan, table fan, pedestal fan, usb fan, handheld fan, neck fan, ceiling fan, wall fan, floor fan, tower fan, portable fan, mini fan', { w: 0.5 }),
  p('841460', 'range hood, cooker hood, extractor hood', { w: 0.5 }),
  p('841480', 'air compressor, tire inflator, inflator, air pump electric', { w: 0.4 }),
  p('8415', 'air conditioner, air conditioning, ac unit, split air conditioner', { w: 1.1 }),
  p('8421', 'water filter, water purifier, air purifier, air filter, oil filter, fuel filter, centrifuge, filter cartridge, water filtration, spin dryer, salad spinner electric', { w: 1 }),
  p('842139', 'air purifier, air filter, air cleaner', { w: 0.4 }),
  p('842121', 'water filter, water purifier, water filtration', { w: 0.4 }),
  p('8467', 'power tool, electric drill, cordless drill, impact driver, angle grinder, circular saw, jigsaw, chainsaw, electric screwdriver, sander, rotary tool, heat gun, nail gun, power saw, hammer drill, impact wrench, polisher, electric planer', { w: 1 }),
  p('8424', 'spray gun, sprayer, garden sprayer, fire extinguisher, pressure washer, spray nozzle, sprinkler, paint sprayer, mist sprayer, steam cleaner, water gun spray', { w: 0.9 }),
  p('8423', 'scale, weighing scale, kitchen scale, bathroom scale, digital scale, luggage scale, body scale, postal scale, weighing machine', { w: 1 }),
  p('8443', 'printer, inkjet printer, laser printer, label printer, photo printer, copier, photocopier, fax machine, toner cartridge, ink cartridge, printhead, thermal printer', { w: 1 }),
  p('8472', 'shredder, paper shredder, stapler electric, atm, cash dispenser, banknote counter, money counter, laminator, binding machine', { w: 0.9 }),
  p('8470', 'calculator, electronic calculator, cash register', { w: 1.1 }),
  p('8513', 'flashlight, torch, headlamp, head lamp, portable lamp, work light battery, camping lantern, led flashlight', { w: 1.1 }),
  p('8512', 'car light, headlight, tail light, bicycle light, bike light, turn signal, windshield wiper, defroster, fog light, car horn, brake light, led headlight bulb', { w: 1 }),
  p('8539', 'light bulb, led bulb, lamp bulb, led lamp bulb, halogen bulb, fluorescent tube, led tube, incandescent, filament bulb, headlight bulb, xenon', { w: 1.1 }),
  p('9405', 'lamp, light, lighting, ceiling light, pendant light, chandelier, table lamp, desk lamp, floor lamp, wall lamp, night light, led strip, light strip, string light, fairy light, lantern, spotlight, floodlight, street light, solar light, garden light, wall light, led light, neon sign, light fixture, lamp shade, lampshade, downlight, panel light, track light, christmas light, rgb light, led panel, illuminated sign, ring light, luminaire, sconce', { w: 1, unless: PORTABLE_POWER }),
  p('940511', 'ceiling light, chandelier, pendant light, wall lamp, wall light, sconce, downlight, panel light, led panel, track light, ceiling lamp', { w: 0.3, when: 'led' }),
  p('940519', 'ceiling light, chandelier, pendant light, wall lamp, wall light, sconce, ceiling lamp', { w: 0.2, unless: 'led' }),
  p('940521', 'table lamp, desk lamp, floor lamp, bedside lamp, reading lamp', { w: 0.3, when: 'led' }),
  p('940529', 'table lamp, desk lamp, floor lamp, bedside lamp, reading lamp', { w: 0.2, unless: 'led' }),
  // 9405.31/.39 are lighting strings "of a kind used for Christmas trees"; other string and fairy lights are 9405.42/.49.
  p('940531', 'christmas light, christmas tree light, xmas light, string light, fairy light', { w: 0.3, when: ['led', 'christmas, xmas, christmas tree, tree'] }),
  p('940531', 'christmas light, christmas tree light, xmas light', { w: 0.3, unless: 'incandescent, bulb, c7, c9, mini bulb' }),
  p('940542', 'string light, fairy light, curtain light, fairy string light, string fairy light, icicle light, globe string light', { w: 0.9, unless: 'christmas, xmas, christmas tree, incandescent, bulb, edison, solar' }),
  p('9405', 'copper wire fairy light, copper wire light, copper wire string light, fairy light copper wire', { w: 1.1 }),
  p('940542', 'led strip, light strip, night light, spotlight, floodlight, street light, solar light, garden light, neon light, rgb light, ring light, led light, grow light, light bar, led lamp', { w: 0.3 }),
  p('940561', 'illuminated sign, neon sign, led sign, name plate illuminated, light box', { w: 0.4, when: 'led' }),
  // Parts of luminaires by material: 9405.91 of glass, .92 of plastics, .99 other (fabric or metal shades, arms, bases).
  p('940599', 'lamp shade, lampshade, lamp part, lamp holder part', { w: 0.9, unless: 'glass, crystal, plastic, acrylic, pvc, pc, abs' }),
  p('940591', 'lamp shade, lampshade, lamp cover, light cover, lamp part, chandelier crystal, chandelier prism, crystal prism, chandelier part, chandelier pendant crystal', { w: 0.9, when: 'glass, crystal' }),
  p('940592', 'lamp shade, lampshade, lamp cover, light cover, lamp part, diffuser cover', { w: 0.9, when: 'plastic, acrylic, pvc, pc, abs' }),
  p('940599', 'lamp cover, light cover, lamp base, lamp arm', { w: 0.9, unless: 'glass, crystal, plastic, acrylic, pvc, pc, abs' }),
  p('9405', 'chandelier crystal, chandelier prism, chandelier part, lamp cover, ceiling light cover, lampshade replacement', { w: 0.9 }),

  // Toys, games, sports (ch. 95).
  p('9503', 'toy, toys, pretend play, play house toy', { w: 1.2 }),
  p('9503', 'doll, plush toy, stuffed animal, stuffed toy, teddy bear, puzzle, jigsaw puzzle, building block, lego, model kit, rc car, remote control car, remote-controlled car, remote controlled car, toy car, action figure, figure toy, figurine toy, educational toy, baby toy, rattle, fidget, fidget spinner, squishy, slime, kite, tricycle, scooter kid, ride on, balloon, toy gun, water gun, bubble toy, magnetic tile, play set, playset, dollhouse, doll house, drone toy, model car, die cast, diecast, kaleidoscope, yo yo, spinning top, stacking toy, montessori, anime figure, pvc figure, collectible figure, blind box, plushie, pop it, stress ball, toy kitchen, toy robot', { w: 1 }),
  p('9505', 'christmas tree, artificial christmas tree, christmas ornament, christmas decoration, halloween decoration, easter egg decoration, magic trick, party hat, carnival article, advent calendar, christmas stocking, bauble, halloween mask, party popper, confetti', { w: 1 }),
  // A shop's "festive & party supplies" category does not make artificial flowers festive articles (6702, GRI 1).
  p('9505', 'party supply, festive article', { w: 1, unless: ARTIFICIAL_FLORA_WORDS }),
  p('9506', 'fitness equipment, exercise equipment, gym equipment, dumbbell, kettlebell, barbell, yoga mat, resistance band, jump rope, skipping rope, treadmill, exercise bike, ski, snowboard, skateboard, surfboard, golf club, golf ball, tennis racket, badminton racket, shuttlecock, football, soccer ball, basketball, volleyball, baseball, baseball bat, hockey stick, swim goggles, diving mask, snorkel, swim fin, flipper, ice skate, roller skate, inline skate, trampoline, punching bag, boxing glove, pull up bar, ab roller, fitness, sports equipment, table tennis, ping pong, climbing harness, archery, bow arrow, elliptical, rowing machine, push up stand, hand grip, yoga block, foam roller, balance board, protective gear, knee pad sports, shin guard, sports glove, weight plate, kitesurf, parafoil', { w: 1 }),
  p('950691', 'fitness equipment, exercise equipment, gym equipment, dumbbell, kettlebell, barbell, resistance band, jump rope, skipping rope, treadmill, exercise bike, trampoline, pull up bar, ab roller, elliptical, rowing machine, push up stand, hand grip, foam roller, balance board, weight plate, yoga wheel', { w: 0.5 }),
  p('950699', 'yoga mat, swim goggles, diving mask, snorkel, swim fin, flipper, protective gear, knee pad sports, shin guard, boxing glove, punching bag, table tennis, ping pong, badminton, archery, climbing harness, yoga block, sports equipment, yoga strap', { w: 0.4 }),
  p('950662', 'football, soccer ball, basketball, volleyball, inflatable ball, rugby ball, beach ball', { w: 0.5 }),
  p('950631', 'golf club, golf driver, golf iron, putter', { w: 0.5 }),
  p('950632', 'golf ball', { w: 0.5 }),
  p('950651', 'tennis racket', { w: 0.5 }),
  p('950659', 'badminton racket, squash racket, racket', { w: 0.5 }),
  p('950611', 'ski, skis', { w: 0.5 }),
  p('950670', 'ice skate, roller skate, inline skate', { w: 0.5 }),
  p('9507', 'fishing rod, fishing reel, fishing lure, fishing hook, fishing tackle, fishing line, fishing net landing, bait, fishing float, fishing gear, lure', { w: 1.1 }),
  p('950790', 'fishing lure, fishing float, fishing tackle, lure, bait, fishing accessory, fishing net landing', { w: 0.4 }),
  p('950720', 'fishing hook', { w: 0.5 }),
  p('950730', 'fishing reel', { w: 0.5 }),
  p('950710', 'fishing rod', { w: 0.5 }),
  p('9508', 'amusement ride, carousel, swing ride', { w: 0.7 }),
  p('8712', 'bicycle, bike, mountain bike, road bike, folding bike, kids bike', { w: 1 }),
  p('8714', 'bicycle part, bike part, bike saddle, bicycle saddle, handlebar, bike pedal, bicycle pedal, derailleur, bike chain, bicycle chain, crankset, bicycle frame, bike frame, bike brake, bicycle wheel, bike fender, bike bell, bicycle accessory, wheelchair part', { w: 1 }),
  p('8715', 'baby stroller, stroller, pram, pushchair, baby carriage, baby pram', { w: 1.1 }),
  p('8711', 'motorcycle, electric motorcycle, electric scooter motor, moped, dirt bike, e bike, electric bike, electric bicycle', { w: 1 }),
  p('871160', 'electric scooter, e scooter, electric kick scooter, electric skateboard, electric bike, e bike, electric bicycle, ebike', { w: 1.1 }),
  p('8713', 'wheelchair, electric wheelchair', { w: 1.1 }),
  p('8716', 'trailer, hand cart, trolley cart, wheelbarrow, shopping cart, utility cart, hand truck', { w: 0.9 }),

  // Home, kitchen, tableware.
  p('7323', 'kitchenware, cookware, pot, pan, frying pan, wok, saucepan, baking tray, baking pan, colander, steel bowl, mixing bowl, dish rack, kitchen utensil, stockpot, dutch oven, grill pan, steamer pot, casserole, pot scrubber, scouring pad, sink strainer', { w: 0.8, when: 'stainless steel, steel, iron, cast iron, enamel, metal, carbon steel' }),
  p('7615', 'kitchenware, cookware, pot, pan, frying pan, baking tray, baking pan, bowl, tray, kitchen utensil, saucepan', { w: 0.8, when: 'aluminum, aluminium' }),
  p('7323', 'cookware, pot, pan, frying pan, wok, saucepan, baking tray, dish rack, stockpot', { w: 0.4 }),
  p('8215', 'spoon, fork, ladle, spatula, skimmer, cake server, tongs, cutlery set, flatware, tableware set metal, serving spoon, teaspoon, chopstick metal, dessert spoon, soup spoon, slotted spoon', { w: 1 }),
  p('8211', 'knife, kitchen knife, chef knife, pocket knife, folding knife, table knife, steak knife, butter knife, hunting knife, utility knife blade fixed, knife set', { w: 1 }),
  p('8214', 'nail clipper, nail file metal, manicure set, pedicure set, cuticle pusher, nail cutter, pencil sharpener, paper knife, letter opener, cleaver, chopper', { w: 1 }),
  p('8213', 'scissors, shears, tailor scissors, kitchen scissors, hair scissors', { w: 1.1 }),
  p('8212', 'razor, razor blade, safety razor, shaving razor', { w: 1 }),
  p('8205', 'hand tool, hammer, screwdriver, chisel, vise, clamp, anvil, blow torch, glass cutter, scraper, putty knife, caulking gun, crowbar, tool set, tool kit, wrench set hand, trowel, rivet gun, grease gun', { w: 0.9 }),
  p('8204', 'wrench, spanner, socket set, socket wrench, adjustable wrench, torque wrench, hex key, allen key', { w: 1 }),
  p('8203', 'plier, pliers, wire cutter, crimper, crimping tool, tweezer, pincer, wire stripper, nipper, file tool, rasp, punch tool', { w: 1 }),
  p('8201', 'shovel, spade, rake, hoe, garden fork, axe, pruning shear, secateurs, hedge shear, lopper, garden tool, hatchet, pruner, sickle', { w: 1 }),
  p('8202', 'saw, hand saw, hacksaw, saw blade, circular saw blade, band saw blade, jigsaw blade', { w: 1 }),
  p('8207', 'drill bit, router bit, tap and die, milling cutter, end mill, boring tool, hole saw, screwdriver bit, cutting tool insert, interchangeable tool, punch die', { w: 1 }),
  p('8208', 'machine knife, blade for machine, planer blade, cutting blade machine', { w: 0.8 }),
  p('8206', 'tool set, hand tool set', { w: 0.4 }),
  p('8210', 'hand operated kitchen appliance, manual grinder, garlic press, can opener, meat grinder manual, juicer manual, nutcracker, pepper mill, coffee grinder manual', { w: 0.9 }),
  p('8301', 'key', { w: 0.45 }),
  p('8301', 'padlock, lock, door lock, smart lock, combination lock, cabinet lock, bike lock, safe lock, fingerprint lock, lock cylinder, clasp with lock', { w: 1 }),
  p('8302', 'hinge, door handle, door knocker, cabinet handle, drawer pull, knob, furniture fitting, caster wheel, castor, coat hook, hook, bracket, door stopper, door closer, shelf bracket, curtain rod, curtain track, hardware fitting, drawer slide, towel bar, towel rack, robe hook, hanger rail, window handle, mounting bracket metal', { w: 0.9, unless: 'plastic, acrylic, abs, pvc, resin' }),
  // 8302.41 mountings suitable for buildings, 8302.42 suitable for furniture.
  p('830241', 'door handle, door knocker, window handle, door stopper, door hinge', { w: 0.4, unless: 'plastic, acrylic, abs, pvc, resin' }),
  p('830242', 'cabinet handle, drawer pull, drawer knob, cabinet knob, furniture handle, furniture fitting', { w: 0.4, unless: 'plastic, acrylic, abs, pvc, resin' }),
  p('8303', 'safe, safe box, cash box, strongbox', { w: 1 }),
  p('8304', 'file tray, desk organizer metal, letter tray, paper tray', { w: 0.7 }),
  p('8305', 'binder clip, paper clip, staple, binder ring, ring binder mechanism, bulldog clip', { w: 1 }),
  p('8306', 'bell, gong, statuette metal, ornament metal, photo frame metal, picture frame metal, trophy metal, figurine metal, metal craft, metal sculpture', { w: 0.9 }),
  p('8308', 'clasp, eyelet, hook and eye, rivet tubular, bead metal, spangle, purse frame, lobster clasp', { w: 0.9, unless: GARMENT_WORDS }),
  p('8309', 'bottle cap, crown cork, stopper metal, lid metal, capsule', { w: 0.8, unless: 'silicone, plastic' }),
  p('8310', 'sign plate, number plate, name plate, address plaque, metal sign', { w: 0.8 }),
  p('9617', 'vacuum flask, thermos, insulated bottle, vacuum bottle, insulated tumbler, insulated cup, thermal flask, vacuum insulated', { w: 1.1 }),
  p('7013', 'wine glasses, beer glasses, cocktail glass, champagne flute, glass cup, drinking glass, wine glass, glass mug, glass bowl, glass vase, glass jar decorative, glassware, tumbler glass, shot glass, glass teapot, glass tableware, glass candle holder, beer glass, crystal glass', { w: 1 }),
  p('7010', 'glass bottle, glass jar, mason jar, perfume bottle glass, vial glass, glass container', { w: 1 }),
  p('6911', 'porcelain plate, porcelain mug, porcelain cup, porcelain bowl, china tableware, bone china, porcelain tableware', { w: 1 }),
  p('6912', 'ceramic plate, ceramic mug, ceramic cup, ceramic bowl, stoneware, ceramic tableware, ceramic teapot, ceramic dish', { w: 1 }),
  p('6913', 'ceramic figurine, porcelain figurine, ceramic statue, ceramic ornament, ceramic vase, porcelain vase, ceramic decoration', { w: 1 }),
  p('6914', 'ceramic article, ceramic flower pot, ceramic planter', { w: 0.8 }),
  p('6910', 'toilet, sink, washbasin, bathtub ceramic, bidet, urinal, ceramic sink', { w: 1, unless: 'acrylic, plastic, plastics, pvc, abs, resin, polypropylene, fiberglass, solid surface, cultured marble, stainless, steel, polymer, polymethyl methacrylate, pmma, polyester, thermoplastic, composite, cast polymer, polyethylene, urea formaldehyde, melamine, polystyrene' }),
  p('6907', 'ceramic tile, floor tile, wall tile, porcelain tile, mosaic tile', { w: 1 }),
  p('3924', 'plastic cup, plastic plate, plastic bowl, plastic container, food container, lunch box, bento box, storage container kitchen, water bottle plastic, plastic bottle drinking, cutting board plastic, ice cube tray, tupperware, plastic tableware, plastic kitchenware, baby bottle, feeding bottle, sippy cup, pacifier holder, bath tub plastic, baby bathtub, soap dish, toothbrush holder, shower caddy, laundry basket plastic, dustpan plastic, hanger plastic, silicone mold, silicone baking, silicone spatula, tableware, kitchenware, dinnerware, cup, mug, plate, bowl, tray, lunch box, water bottle, drinking bottle, sports bottle, shaker bottle, straw drinking, reusable straw, ice tray, storage box kitchen, spice box, kitchen utensil, cutting board, chopping board, measuring cup, funnel, bathroom accessory, soap dispenser', { w: 0.7, unless: 'stainless steel, glass, ceramic, porcelain, wood, wooden, bamboo, aluminum, paper, cast iron, vacuum, insulated, stoneware' }),
  p('392410', 'plastic cup, plastic plate, plastic bowl, lunch box, bento box, food container, water bottle, drinking bottle, sports bottle, shaker bottle, cutting board, ice tray, tableware, kitchenware, dinnerware, cup, mug, plate, bowl, measuring cup, straw, kitchen utensil, silicone baking, silicone mold, baking mat, spatula', { w: 0.3 }),
  p('392490', 'baby bottle, feeding bottle, soap dish, toothbrush holder, shower caddy, bathtub, hanger, laundry basket, bathroom accessory, soap dispenser, toilet brush holder, dustpan, bath mat plastic', { w: 0.3 }),
  p('3923', 'plastic bag, poly bag, ziplock bag, zip lock bag, garbage bag, trash bag, bin bag, packaging bag, mailer bag, bubble mailer, plastic box, plastic bottle, plastic jar, plastic lid, plastic cap, bottle cap plastic, spray bottle, pump bottle, cosmetic bottle, plastic container packaging, blister, clamshell, preform, plastic packaging, cosmetic jar, travel bottle', { w: 0.9 }),
  p('392321', 'plastic bag, poly bag, ziplock bag, garbage bag, trash bag, bin bag, shopping bag plastic, packaging bag, mailer bag, sack polyethylene', { w: 0.4 }),
  p('392330', 'plastic bottle, spray bottle, pump bottle, cosmetic bottle, travel bottle, plastic jar, carboy, flask plastic', { w: 0.4 }),
  p('392350', 'plastic lid, plastic cap, bottle cap plastic, stopper plastic, closure plastic', { w: 0.4 }),
  p('392310', 'plastic box, storage box, organizer box, crate plastic, case plastic, plastic container', { w: 0.3 }),
  p('3926', 'plastic article, plastic part, phone holder, phone stand, cable organizer, cable tie, zip tie, hook plastic, clip plastic, name badge holder, keychain, key chain, key ring, sticker plastic, desk organizer, storage box, organizer, hanger, plastic sign, plastic figurine, acrylic stand, acrylic display, raincoat plastic, poncho plastic, apron plastic, glove plastic, protective film, screen protector, phone grip, cable protector, plastic craft, plastic decoration, dust cover, protective cover, cover, holder, stand, clip, bracket, strap, button plastic, bead plastic, plastic mesh, tag, badge, card sleeve, document bag, file folder plastic, sheet protector, plastic ornament, acrylic, resin craft, epoxy resin art', { w: 0.55, unless: 'stainless steel, steel, iron, aluminum, metal, wood, wooden, bamboo, glass, ceramic, leather, fabric, cotton, paper' }),
  p('392690', 'plastic article, plastic part, phone holder, phone stand, cable organizer, cable tie, zip tie, keychain, key chain, key ring, desk organizer, organizer, screen protector, phone grip, protective cover, dust cover, holder, stand, clip, bracket, strap, tag, badge, card sleeve, acrylic stand, acrylic display, acrylic, resin craft', { w: 0.3 }),
  p('392640', 'plastic figurine, plastic ornament, plastic decoration, statuette plastic, resin figurine, resin statue, resin ornament, acrylic ornament, plastic craft', { w: 0.5 }),
  p('392620', 'raincoat plastic, poncho plastic, apron plastic, glove plastic, pvc raincoat, disposable apron, plastic apparel', { w: 0.6 }),
  p('392610', 'office supply plastic, ruler plastic, file folder plastic, document bag, sheet protector, pen holder plastic, school supply plastic', { w: 0.6 }),
  p('392630', 'furniture fitting plastic, coachwork fitting', { w: 0.5 }),
  p('3922', 'bathtub, shower tray, toilet seat, toilet cover, wash basin plastic, sink plastic, bidet plastic, shower base', { w: 1 }),
  p('3925', 'plastic door, plastic window, shutter plastic, plastic railing, builder ware, plastic tank, plastic reservoir', { w: 0.7 }),
  p('3918', 'vinyl flooring, vinyl tile, floor covering plastic, pvc flooring, wall covering plastic, wallpaper vinyl, lvt, spc flooring', { w: 1 }),
  p('3917', 'plastic tube, plastic pipe, hose, plastic hose, pvc pipe, garden hose, tubing, plastic fitting pipe, pipe fitting plastic', { w: 1 }),
  p('3919', 'adhesive tape, tape, sticker, label adhesive, self adhesive film, duct tape, masking tape plastic, packing tape, electrical tape, double sided tape, vinyl sticker, decal, wall sticker, self adhesive', { w: 0.9 }),
  p('3920', 'plastic sheet, plastic film, pvc sheet, pet film, polyethylene film, stretch film, plastic foil, acrylic sheet, polycarbonate sheet, cling film, shrink film, laminating film', { w: 0.9, unless: 'robe, bathrobe, gown, cape, coverall, smock, apron, poncho, raincoat, flooring, floor covering, panties, pantie, briefs, underwear' }),
  p('3921', 'foam sheet, plastic foam, cellular plastic sheet, laminated fabric plastic, coated fabric pvc, eva foam sheet, pu foam', { w: 0.8 }),

  // Textile home goods (ch. 63, 57, 94).
  p('6302', 'table cloth, tablecloth', { w: 1, unless: 'pvc, vinyl, peva, plastic, plastics' }),
  p('6302', 'bed sheet, bedsheet, pillowcase, pillow case, duvet cover, quilt cover, bed linen, bedding set, fitted sheet, napkin, towel, bath towel, beach towel, hand towel, kitchen towel, tea towel, face towel, table runner, placemat fabric, washcloth, toilet linen, kitchen linen', { w: 1 }),
  // Towels of flat or honeycomb weave are not terry towelling (6302.91, not 6302.60).
  p('630260', 'towel, bath towel, beach towel, hand towel, face towel, washcloth, terry towel', { w: 0.4, when: 'cotton', unless: 'flat woven, flat weave, waffle, waffle weave, honeycomb, huck, muslin, gauze' }),
  p('630293', 'towel, bath towel, beach towel, hand towel, face towel, microfiber towel', { w: 0.3, unless: 'cotton' }),
  p('6301', 'blanket, throw blanket, fleece blanket, travel rug, electric blanket, sherpa blanket, weighted blanket, knitted blanket, baby blanket, throw', { w: 1 }),
  p('630140', 'blanket, fleece blanket, throw blanket, sherpa blanket, flannel blanket', { w: 0.3, when: 'polyester, fleece, synthetic, flannel, microfiber, acrylic' }),
  p('6303', 'curtain, drape, blackout curtain, window curtain, valance, bed skirt, shower curtain fabric, sheer curtain, interior blind', { w: 1 }),
  p('6304', 'cushion cover, pillow cover, throw pillow cover, bedspread, wall hanging, tapestry, furnishing article, chair cover, sofa cover, slipcover, mosquito net', { w: 1 }),
  p('6305', 'sack, bulk bag, fibc, jute bag, woven bag polypropylene, packing sack', { w: 0.9 }),
  p('6306', 'tent, camping tent, tarpaulin, awning, sunshade, canopy, hammock fabric, sail, air mattress textile, camping goods, beach tent', { w: 1 }),
  p('6307', 'mop, cleaning cloth, dishcloth, floor cloth, dust cloth, life jacket, life vest, lanyard, pattern, textile article, fabric bag, drawstring pouch fabric, shoelace, shoe lace, tote canvas, garment bag, car cover, laundry bag, reusable bag, eye mask, sleep mask, pet bed fabric, safety harness, sling, strap fabric, flag, banner fabric', { w: 0.7 }),
  p('6308', 'needlework kit, cross stitch kit, embroidery kit, rug kit', { w: 1 }),
  p('5701', 'hand knotted carpet, knotted rug', { w: 1 }),
  p('5703', 'carpet, rug, area rug, doormat, door mat, floor mat, tufted carpet, car mat textile, bath mat, bath rug, runner rug, shaggy rug', { w: 0.9 }),
  p('5705', 'rug non woven, felt rug, mat textile', { w: 0.4 }),
  p('9404', 'mattress, pillow, cushion, quilt, duvet, comforter, sleeping bag, mattress topper, pillow insert, bed pillow, memory foam pillow, neck pillow, travel pillow, pet bed, seat cushion, floor cushion, pouf, bean bag, mattress pad', { w: 1 }),
  p('940490', 'pillow, cushion, quilt, duvet, comforter, pillow insert, bed pillow, memory foam pillow, neck pillow, travel pillow, seat cushion, floor cushion, bean bag', { w: 0.4 }),
  p('940421', 'mattress, foam mattress, memory foam mattress, mattress topper', { w: 0.4 }),
  p('940430', 'sleeping bag', { w: 0.6 }),

  // Furniture (ch. 94).
  p('9401', 'chair, seat, sofa, couch, stool, bench seat, office chair, gaming chair, recliner, armchair, car seat, child car seat, baby car seat, folding chair, bar stool, dining chair, rocking chair, swivel chair, ottoman, sofa bed, seat cushion car', { w: 1 }),
  p('9403', 'furniture, table, desk, cabinet, shelf, shelving, bookcase, bookshelf, wardrobe, dresser, drawer, nightstand, bed frame, bed, tv stand, coffee table, side table, dining table, kitchen cabinet, storage rack, shoe rack, display rack, crib, cot, baby crib, vanity table, computer desk, office furniture, storage cabinet, chest of drawers, sideboard, console table, wall shelf, floating shelf, cupboard, locker, rack', { w: 0.9 }),
  // Wooden bedroom furniture (wardrobes, dressers, nightstands, beds, cribs) is 9403.50, not 9403.60 (vocabulary/misc.ts).
  p('940360', 'furniture, table, desk, cabinet, shelf, bookcase, bookshelf, tv stand, coffee table, side table, dining table, wall shelf, floating shelf, sideboard', { w: 0.3, when: 'wood, wooden, mdf, pine, oak, walnut, plywood, particle board', unless: 'nightstand, bedside table, wardrobe, dresser, bed frame, crib, kitchen cabinet, office desk, bamboo, rattan, leg, furniture part' }),
  p('940320', 'furniture, table, desk, shelf, shelving, rack, storage rack, shoe rack, bed frame, cabinet, locker, wardrobe', { w: 0.3, when: 'metal, steel, iron, stainless steel, aluminum' }),
  p('940370', 'furniture, table, shelf, rack, cabinet, drawer, storage rack', { w: 0.3, when: 'plastic, pp, pvc, acrylic' }),
  p('9402', 'dental chair, medical furniture, hospital bed, operating table, barber chair, massage table', { w: 1 }),
  p('9406', 'prefabricated building, container house, prefab house, modular building, greenhouse structure', { w: 1 }),

  // Stationery, paper, printed matter (ch. 48, 49, 96).
  p('9608', 'pen, ballpoint pen, ball pen, gel pen, fountain pen, marker, highlighter, felt pen, rollerball, fineliner, marker pen, whiteboard marker, paint marker, stylus pen, mechanical pencil, refill pen', { w: 1 }),
  p('9609', 'pencil, colored pencil, crayon, chalk, pastel, charcoal pencil, pencil lead, drawing pencil, wax crayon', { w: 1 }),
  p('9610', 'whiteboard, chalkboard, blackboard, writing board, drawing board', { w: 1 }),
  p('9611', 'stamp, rubber stamp, date stamp, self inking stamp', { w: 0.9 }),
  p('9612', 'ink ribbon, typewriter ribbon, ink pad, stamp pad', { w: 1 }),
  p('9603', 'brush, toothbrush, hair brush, hairbrush, makeup brush, paint brush, paintbrush, cleaning brush, broom, mop brush, toilet brush, shaving brush, cosmetic brush, nail brush, dish brush, scrub brush, lint roller, paint roller, bottle brush, eyebrow brush, brush set', { w: 1 }),
  p('960321', 'toothbrush, tooth brush, interdental brush', { w: 0.6 }),
  // Brushes for applying cosmetics are 9603.30 (vocabulary/misc.ts), not toilet brushes for use on the person.
  p('960329', 'hair brush, hairbrush, shaving brush, nail brush, eyebrow brush', { w: 0.5 }),
  // Artists' brushes are 9603.30 with writing and cosmetic brushes (subheading title), not painting brushes of 9603.40.
  p('960340', 'paint brush, paintbrush, paint roller, paint pad', { w: 0.5, unless: 'artist, art, watercolor, watercolour, oil painting, acrylic painting, gouache, nail art' }),
  // 9603.10 is brooms of twigs or other vegetable materials bound together; plastic-bristle brooms are 9603.90.
  p('960310', 'broom, besom', { w: 0.5, when: 'twig, straw, sorghum, broomcorn, corn, coconut, palm, rice straw, grass, bamboo, vegetable fibre' }),
  p('9615', 'comb, hair clip, hair pin, hairpin, bobby pin, hair band, headband, hair tie, scrunchie, hair claw, claw clip, barrette, hair curler, hair roller, hair accessory, hair comb, hair stick, hair slide, hair grip, hair bow clip', { w: 1 }),
  p('961511', 'comb, hair comb, pocket comb', { w: 0.4, when: 'plastic, rubber, resin, acrylic' }),
  // 9615.11/.19 combs, hair-slides and the like by material (hard rubber or plastics / other); hairpins and grips
  // are 9615.90 (vocabulary/misc.ts).
  p('961519', 'hair clip, hair band, headband, hair tie, scrunchie, hair claw, claw clip, barrette, hair accessory, hair slide, hair bow clip, hair stick', { w: 0.35, unless: 'plastic, acrylic, resin, pp, pvc, abs, tpu, silicone, celluloid, cellulose acetate, acetate, rubber' }),
  p('9605', 'travel kit, toiletry set, sewing kit travel, shoe cleaning kit', { w: 0.8 }),
  p('9606', 'button, snap button, press stud, snap fastener', { w: 1, unless: `bag, handbag, tote, backpack, wallet, purse, pouch, case, jacket, coat, shirt, dress, shoe, boot, ${GARMENT_FEATURES}` }),
  p('9607', 'zipper, zip fastener, slide fastener, zipper pull', { w: 1, unless: `${GARMENT_ZIP}, ${GARMENT_FEATURES}` }),
  p('9613', 'lighter, cigarette lighter, gas lighter, torch lighter, electric lighter, arc lighter', { w: 1.1 }),
  p('9614', 'smoking pipe, tobacco pipe, pipe bowl, cigarette holder', { w: 1 }),
  p('9616', 'perfume atomizer, scent spray, powder puff, makeup sponge, beauty blender, cosmetic puff, spray bottle perfume', { w: 1 }),
  p('9619', 'diaper, nappy, sanitary pad, sanitary napkin, tampon, panty liner, incontinence pad, baby wipe diaper', { w: 1.1 }),
  p('9620', 'monopod, tripod, bipod, selfie stick, camera tripod, phone tripod', { w: 1.1 }),
  p('9602', 'wax carving, worked vegetable carving, gelatin capsule empty', { w: 0.5 }),
  p('9601', 'worked ivory, worked bone, shell craft, mother of pearl, coral', { w: 0.6 }),
  p('4820', 'notebook, notepad, diary, planner, journal, agenda, exercise book, binder, folder paper, memo pad, sticky note, post it, sketchbook, loose leaf, address book, album, photo album, guest book, memo book, writing pad, composition book', { w: 0.9, unless: 'laptop, computer, notebook computer, notebook pc, cpu, ssd, ram, processor' }),
  p('4821', 'paper label, paper tag, hang tag, price tag, label printed paper, sticker label paper', { w: 0.9 }),
  p('4817', 'envelope, letter card, postcard plain, stationery set', { w: 0.9 }),
  p('4819', 'carton, cardboard box, paper box, paper bag, shopping bag paper, kraft bag, corrugated box, mailer box, paper cup sleeve, box paper, gift bag paper', { w: 1 }),
  p('4818', 'toilet paper, tissue, facial tissue, paper towel, napkin paper, kitchen paper, paper napkin, wet wipe paper, tablecloth paper, paper handkerchief, toilet roll', { w: 1 }),
  p('4823', 'paper cup, paper plate, paper straw, filter paper, paper tray, paper article, coffee filter, paper fan, paper craft, paper tableware', { w: 0.9 }),
  p('4814', 'wallpaper, wall paper', { w: 1 }),
  p('4802', 'printing paper, a4 paper, copy paper, writing paper, drawing paper', { w: 0.9 }),
  p('4811', 'coated paper, wax paper, parchment paper, baking paper, sticker paper, adhesive paper, release paper, label paper, thermal paper roll', { w: 0.8 }),
  p('4901', 'book, printed book, novel, textbook, children book, brochure, leaflet, comic book, cookbook, dictionary, encyclopedia, bible, printed manual', { w: 1 }),
  p('4902', 'newspaper, magazine, periodical, journal printed', { w: 1 }),
  p('4903', 'picture book, coloring book, colouring book, drawing book children', { w: 1.1, unless: 'adult' }),
  p('4909', 'greeting card, postcard, birthday card, christmas card, invitation card, thank you card', { w: 1.1 }),
  p('4910', 'calendar, wall calendar, desk calendar', { w: 1.1 }),
  p('4911', 'poster, print, art print, printed picture, catalogue, sticker printed, trading card, flash card, printed matter, photograph printed, decal printed', { w: 0.9 }),
  p('4908', 'transfer, decalcomania, water slide decal, tattoo sticker, temporary tattoo, nail sticker, nail decal', { w: 0.9 }),
  p('4907', 'banknote, stamp postage, cheque form', { w: 0.5 }),
  p('4905', 'map, globe, atlas, chart', { w: 0.9 }),

  // Pictures, art (ch. 97) and frames.
  p('9701', 'oil painting, painting hand painted, watercolor painting, acrylic painting original', { w: 1 }),
  // Heading 9701 is paintings executed entirely by hand; a shop's "canvas painting" is a print unless said to be hand painted.
  p('9701', 'canvas painting', { w: 1, when: 'hand painted, handpainted, hand paint, original, handmade, hand made' }),
  p('9703', 'sculpture original, original statue', { w: 0.8 }),
  // Heading 4414 names wooden frames for paintings, photographs and mirrors (not 4420).
  p('4414', 'wooden frame, picture frame wood, photo frame wood, mirror frame wood, wooden picture frame, wooden photo frame, wooden mirror frame', { w: 1 }),
  p('7009', 'mirror, glass mirror, makeup mirror, vanity mirror, wall mirror, rearview mirror, cosmetic mirror, compact mirror, bathroom mirror', { w: 1 }),
  p('3926', 'photo frame, picture frame', { w: 0.4, when: 'plastic, acrylic, pvc' }),
  p('8306', 'photo frame, picture frame', { w: 0.4, when: 'metal, alloy, iron, stainless steel' }),
  p('4420', 'wooden box, wooden craft, wooden ornament, wood carving, wooden statue, wooden jewelry box, wooden figurine, wood decoration, wooden decor, marquetry', { w: 1 }),
  p('4419', 'wooden spoon, wooden cutting board, chopping board wood, wooden bowl, bamboo chopstick, chopstick, wooden utensil, bamboo utensil, wooden tableware, bamboo cutting board, wooden plate, wooden tray kitchen', { w: 1 }),
  p('4421', 'wooden hanger, clothes peg wood, wooden article, wooden sign, wooden stick, toothpick, bamboo stick, skewer, popsicle stick, bamboo article, wooden tag, bamboo craft, wooden dowel', { w: 0.8 }),
  p('4602', 'basket, wicker basket, rattan basket, woven basket, straw basket, seagrass basket, bamboo basket, storage basket woven, hamper', { w: 1 }),
  p('4601', 'rattan mat, straw mat, bamboo mat, woven placemat plaiting', { w: 0.8 }),
  p('4016', 'rubber article, rubber mat, rubber band, elastic band rubber, rubber stopper, gasket, o ring, rubber seal, rubber bumper, eraser, rubber eraser, rubber grommet, rubber washer, rubber gasket, anti slip mat rubber, rubber part, silicone seal, rubber buffer, rubber boot cover, rubber cover', { w: 0.9 }),
  p('401692', 'eraser, rubber eraser', { w: 0.6 }),
  p('401693', 'gasket, o ring, rubber seal, rubber washer, oil seal, seal ring, sealing ring', { w: 0.5 }),
  p('4014', 'nipple baby bottle, teat, pacifier, dummy baby, condom, teether, hot water bottle rubber, finger cot', { w: 1 }),
  p('4011', 'tire, tyre, car tire, bicycle tire, bike tire, motorcycle tire, truck tire, pneumatic tire', { w: 1.1, unless: 'solid, cushion, retreaded, used, recapped, flap' }),
  p('4013', 'inner tube, bicycle inner tube', { w: 1.1 }),
  p('4010', 'conveyor belt, transmission belt, timing belt, v belt, drive belt', { w: 1, unless: 'pvc, polyurethane, urethane, pu, tpu, plastic, plastics, polyvinyl chloride, thermoplastic' }),
  p('4009', 'rubber hose, rubber tube, hydraulic hose', { w: 1 }),

  // Beauty, toiletries, pharmacy (ch. 30, 33, 34).
  p('3304', 'makeup, cosmetic, lipstick, lip gloss, lip balm, lip liner, foundation, concealer, eyeshadow, eye shadow, mascara, eyeliner, eyebrow pencil, blush, bronzer, highlighter makeup, face powder, primer, bb cream, cc cream, nail polish, nail varnish, gel polish, nail gel, uv gel, nail art, skincare, skin care, face cream, moisturizer, serum, sunscreen, sun cream, face mask sheet, facial mask, eye cream, lotion, body lotion, hand cream, toner, essence, anti aging, whitening cream, acne cream, face wash cream, setting spray, makeup remover, cleansing balm, false nail polish', { w: 1 }),
  p('330499', 'skincare, skin care, face cream, moisturizer, serum, sunscreen, sun cream, face mask sheet, facial mask, eye cream, lotion, body lotion, hand cream, toner, essence, anti aging, whitening cream, acne cream, bb cream, cc cream, foundation, concealer, primer, setting spray, makeup remover', { w: 0.4 }),
  p('330410', 'lipstick, lip gloss, lip balm, lip liner, lip tint, lip makeup', { w: 0.5 }),
  p('330420', 'eyeshadow, eye shadow, mascara, eyeliner, eyebrow pencil, eye makeup, brow gel', { w: 0.5 }),
  p('330430', 'nail polish, nail varnish, gel polish, nail gel, uv gel, manicure preparation, nail art, base coat, top coat', { w: 0.5 }),
  p('330491', 'face powder, compact powder, loose powder, setting powder, blush powder, talcum', { w: 0.5 }),
  p('3303', 'perfume, fragrance, eau de toilette, eau de parfum, cologne, body mist', { w: 1.1 }),
  p('3305', 'shampoo, conditioner, hair conditioner, hair spray, hair dye, hair color, hair gel, hair wax, hair oil, hair mask, hair lotion, perm lotion, hair treatment, hair growth', { w: 1 }),
  p('3306', 'toothpaste, mouthwash, dental floss, denture cleaner, teeth whitening, whitening strip, oral care', { w: 1.1 }),
  p('3307', 'deodorant, antiperspirant, shaving cream, shaving foam, bath salt, bath bomb, bubble bath, air freshener, incense, room spray, depilatory, hair removal cream, shower gel, body wash, reed diffuser, scented sachet, aroma, contact lens solution', { w: 0.9 }),
  p('3401', 'soap, bar soap, hand soap, toilet soap, liquid soap, hand wash, handmade soap, face wash, facial cleanser, body wash soap, soap bar', { w: 1 }),
  p('3402', 'detergent, laundry detergent, washing powder, dish soap, dishwashing liquid, cleaning agent, surfactant, laundry pod, cleaner, all purpose cleaner, glass cleaner, degreaser', { w: 1 }),
  p('3405', 'shoe polish, car wax, polish cream, furniture polish, scouring powder, metal polish', { w: 0.9 }),
  p('3406', 'candle, scented candle, tealight, taper candle, pillar candle, birthday candle', { w: 1.1 }),
  p('3407', 'modelling clay, play dough, playdough, dental wax, plasticine', { w: 1 }),
  // Heading 3004 needs measured doses or retail packings; an active ingredient in bulk (a separate chemically
  // defined compound, chapter 29 note 1(a)) stays in chapter 29.
  p('3004', 'medicine, drug, tablet medicine, capsule medicine, pill, pharmaceutical, ointment, syrup medicine, vitamin tablet, painkiller, antibiotic, medicament dosage', { w: 0.9, unless: 'active pharmaceutical ingredient, api, pharmaceutical intermediate, cas, intermediate' }),
  p('3005', 'bandage, adhesive bandage, plaster wound, band aid, gauze, wound dressing, cotton pad medical, medical tape, first aid dressing', { w: 1 }),
  p('3006', 'first aid kit, suture, dental cement, contraceptive gel, ostomy', { w: 0.9 }),
  p('2106', 'dietary supplement, food supplement, protein powder, supplement capsule, collagen powder, meal replacement, protein bar', { w: 0.9 }),
  // "Glasses" of drinkware (shot, wine, beer glasses) are glassware of 7013, not spectacles.
  p('9004', 'sunglasses, spectacles, eyeglasses, glasses, reading glasses, goggles, safety glasses, blue light glasses, ski goggles, sports glasses, swimming goggle', { w: 1, unless: 'drinkware, barware, shot glass, shot glasses, wine glass, wine glasses, beer glass, beer glasses, whiskey glass, whiskey glasses, whisky glasses, champagne, cocktail glasses, drinking glass, drinking glasses, tumbler, glassware' }),
  p('900410', 'sunglasses, sun glasses, polarized', { w: 0.6 }),
  p('900490', 'reading glasses, safety glasses, goggles, blue light glasses, ski goggles, protective glasses, anti blue light', { w: 0.5 }),
  p('9003', 'eyeglass frame, spectacle frame, glasses frame, optical frame', { w: 1.2 }),
  p('9001', 'contact lens, lens, optical fiber, optical lens, lens filter, prism, camera lens filter, polarizer', { w: 0.9 }),
  p('9002', 'camera lens, objective lens, telephoto lens, macro lens, phone camera lens, magnifier lens mounted', { w: 1 }),
  p('9005', 'binocular, telescope, monocular, astronomical telescope, spotting scope, opera glass', { w: 1.1 }),
  p('9006', 'instant camera, film camera, photo flash, flash light camera, speedlight', { w: 0.9 }),
  p('9013', 'laser pointer, magnifying glass, magnifier, loupe, laser sight, lcd device, laser level light', { w: 0.9 }),
  p('9018', 'medical device, syringe, needle medical, catheter, stethoscope, blood pressure monitor, sphygmomanometer, dental instrument, surgical instrument, scalpel, endoscope, ultrasound machine, ecg, pulse oximeter, oximeter, infusion set, acupuncture needle, medical instrument, dental drill, otoscope, glucose meter', { w: 1 }),
  p('9019', 'massager, massage gun, massage chair, electric massager, neck massager, foot massager, massage device, therapy device, oxygen concentrator, nebulizer, breathing apparatus, cpap, eye massager, scalp massager', { w: 1 }),
  p('9021', 'orthopedic brace, knee brace, back brace, posture corrector, splint, hearing aid, dental implant, prosthesis, orthodontic, arch support orthopedic, crutch, wrist brace, ankle brace, support brace, compression brace', { w: 1 }),
  p('9025', 'thermometer, hygrometer, barometer, digital thermometer, meat thermometer, infrared thermometer, forehead thermometer, hydrometer', { w: 1 }),
  p('9026', 'pressure gauge, flow meter, level gauge, manometer, water meter flow, anemometer', { w: 1 }),
  p('9027', 'ph meter, gas analyzer, spectrometer, tds meter, moisture meter, lux meter, sound level meter, chromatograph, breathalyzer, gas detector, refractometer', { w: 1 }),
  p('9028', 'gas meter, water meter, electricity meter, energy meter, kwh meter', { w: 1.1 }),
  p('9029', 'speedometer, tachometer, pedometer, odometer, revolution counter, taximeter', { w: 1.1 }),
  p('9030', 'multimeter, oscilloscope, voltmeter, ammeter, clamp meter, voltage tester, circuit tester, electrical tester, power meter', { w: 1.1 }),
  p('9031', 'measuring instrument, checking instrument, coordinate measuring, profile projector, sensor measuring, test bench, laser distance meter, distance meter', { w: 0.8 }),
  p('9032', 'thermostat, temperature controller, humidity controller, pressure switch automatic, voltage regulator automatic', { w: 1 }),
  p('9015', 'laser level, level surveying, theodolite, rangefinder, total station, laser measure, distance measurer', { w: 1 }),
  p('9017', 'ruler, tape measure, measuring tape, caliper, vernier, protractor, drawing instrument, compass drawing, set square, micrometer, tailor tape', { w: 1 }),
  p('9016', 'precision balance, analytical balance, jewelry scale', { w: 0.8 }),
  p('9022', 'x ray machine, x ray apparatus, ct scanner', { w: 1 }),
  p('9023', 'teaching model, anatomical model, demonstration model, educational model', { w: 0.9 }),
  p('9209', 'guitar string, instrument string, drumstick, metronome, music stand, tuning pin, guitar pick, capo, guitar strap, instrument part', { w: 0.9 }),
  p('9202', 'guitar, violin, acoustic guitar, ukulele, cello, bass guitar acoustic, harp, string instrument', { w: 1 }),
  p('9207', 'electric guitar, keyboard instrument electronic, electronic piano, digital piano, synthesizer, electric bass', { w: 1.1 }),
  p('9201', 'piano, upright piano, grand piano', { w: 1 }),
  p('9205', 'flute, saxophone, trumpet, harmonica, clarinet, recorder flute, wind instrument, accordion, whistle, trombone, kazoo', { w: 1 }),
  p('9206', 'drum, percussion, cajon, tambourine, xylophone, cymbal, drum set, bongo, maracas, handpan, triangle instrument', { w: 1 }),
  p('9208', 'music box, musical box, bird call, decoy call', { w: 1 }),
  p('9303', 'airsoft gun, air gun, paintball gun, flare gun, signal pistol', { w: 0.8 }),
  p('9304', 'air rifle, air pistol, spring gun, pepper spray gun, slingshot, catapult, baton', { w: 0.8 }),
  p('9306', 'ammunition, cartridge ammunition, pellet, bullet, bb pellet', { w: 0.9, unless: 'polymer, copolymer, resin, polyethylene, polypropylene, polystyrene, polyvinyl, polyamide, nylon, polycarbonate, plastic, pvc, abs, hdpe, ldpe, pet, pla, wood, primary form' }),
  p('9307', 'sword, katana, bayonet, dagger, machete', { w: 1 }),

  // Umbrellas, artificial flowers, wigs (ch. 66, 67).
  p('6601', 'umbrella, sun umbrella, parasol, beach umbrella, garden umbrella, golf umbrella, folding umbrella', { w: 1.1 }),
  p('6602', 'walking stick, cane, seat stick, trekking pole, hiking pole', { w: 1 }),
  p('6603', 'umbrella frame, umbrella part', { w: 0.8 }),
  p('6702', 'artificial flower, fake flower, silk flower, artificial plant, fake plant, artificial fruit, artificial foliage, faux plant, faux flower, artificial grass plant, dried flower artificial', { w: 1.1 }),
  p('6704', 'human hair wig, human hair weave, ponytail, wig, hair extension, toupee, lace wig, hairpiece, ponytail extension, eyelash, false eyelash, fake eyelash, mink lash, lash extension, beard false, clip in hair', { w: 1.1 }),
  p('6703', 'human hair bulk, hair dressed for wig', { w: 0.9 }),
  p('6701', 'feather decoration, feather boa, down article', { w: 0.8 }),
  p('6406', 'shoe accessory', { w: 0.2 }),
  p('4203', 'leather apparel, leather clothing', { w: 0.8 }),
  p('4303', 'fur garment, fur coat, fur collar, fur accessory, mink coat', { w: 1, unless: 'faux, fake, imitation, artificial, synthetic' }),
  // Chapter 43 note 5: artificial fur is fibres gummed or sewn onto a backing; knitted or woven imitation fur is
  // 6001 / 5801, and a garment of it a garment of chapter 61 / 62.
  p('4304', 'faux fur, artificial fur, imitation fur', { w: 0.9, unless: GARMENT_WORDS }),

  // Pets, babies, gardening.
  p('4201', 'dog collar, cat collar, dog leash, pet leash, dog harness, pet harness, muzzle dog, horse bridle', { w: 1.1 }),
  p('2309', 'dog food, cat food, pet food, pet treat, dog treat, cat treat, fish food, bird food, animal feed, pet snack, cat litter food', { w: 1.1 }),
  p('2508', 'cat litter bentonite, clay litter', { w: 0.9 }),
  p('6914', 'flower pot ceramic, plant pot ceramic', { w: 0.8 }),
  p('3924', 'flower pot, plant pot, planter', { w: 0.5, unless: 'ceramic, wood, metal' }),
  p('0602', 'live plant, seedling, bulb plant, cutting plant, bonsai tree', { w: 0.9 }),
  p('1209', 'seed for sowing, flower seed, vegetable seed, grass seed, garden seed', { w: 1 }),
  p('0603', 'fresh cut flower, rose fresh, flower bouquet fresh', { w: 0.9 }),
  p('8201', 'garden tool', { w: 0.5 }),
  p('8432', 'tiller, cultivator, seeder, lawn aerator, harrow, plough', { w: 1 }),
  p('8433', 'lawn mower, lawnmower, mower, harvester, combine harvester, hay baler, grass cutter', { w: 1 }),
  p('8436', 'incubator egg, poultry equipment, beekeeping equipment, germination device', { w: 0.9 }),
  p('8437', 'seed cleaning machine, grain sorting, milling machine grain, flour mill', { w: 0.9 }),
];
