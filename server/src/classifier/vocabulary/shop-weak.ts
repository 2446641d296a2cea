import { p, type VocabEntry } from './types.js';
import { LOOSE } from './consumer.js';

/** "shot glass" and "shot glasses": the tokenizer keeps "glasses" (spectacles) apart from "glass". */
const withPlurals = (terms: string): string =>
  terms
    .split(',')
    .map((t) => t.trim())
    .flatMap((t) => (t.endsWith(' glass') ? [t, `${t}es`] : [t]))
    .join(', ');

/**
 * Marketplace titles in the chapters the e-commerce set finds hardest: made-up textiles (63), printed matter (49),
 * glass articles (70), base-metal articles (83), copper (74), wood (44), zinc (79). Written from the HS 2022
 * heading and subheading titles and the Explanatory Notes; not from any evaluation row.
 */

const GLASS = 'glass, crystal glass, czech glass, lampwork, murano';
const FINDINGS_CONTEXT = `${LOOSE}, diy jewelry, jewelry finding, jewellery making, beading, diy craft, for making`;

export const SHOP_WEAK: VocabEntry[] = [
  // Loose beads and findings sold for making jewellery are not yet articles of personal adornment (chapter 71
  // note 11 defines imitation jewellery as finished small objects of adornment): glass beads stay in 7018.10,
  // findings and clasps of base metal in 8308 even when the title lists the bracelets they will make.
  p('7018', 'glass bead, crystal bead, seed bead, bugle bead, lampwork bead, glass pearl, czech bead, glass spacer bead, faceted bead', { w: 1.3, when: FINDINGS_CONTEXT, unless: 'plastic, acrylic, resin, wooden, wood, metal bead' }),
  p('701810', 'glass bead, crystal bead, seed bead, bugle bead, lampwork bead, glass pearl, czech bead, glass spacer bead, faceted bead', { w: 0.6, when: FINDINGS_CONTEXT, unless: 'plastic, acrylic, resin, wooden, wood' }),
  // Heading 7018: "imitation precious or semi-precious stones" of glass: flat-back glass rhinestones, loose.
  p('7018', 'rhinestone, flatback rhinestone, flat back rhinestone, glass rhinestone, crystal rhinestone, glass gem, hotfix rhinestone', { w: 1.4, when: 'glass, crystal, flatback, flat back, hotfix, nail art, nail', unless: 'resin, acrylic, plastic, abs, jelly, necklace, bracelet, earring, ring, dress, shoe, bag, phone case' }),
  p('701810', 'rhinestone, flatback rhinestone, flat back rhinestone, glass rhinestone, crystal rhinestone, glass gem, hotfix rhinestone', { w: 0.6, when: 'glass, crystal, flatback, flat back, hotfix, nail art, nail', unless: 'resin, acrylic, plastic, abs, jelly' }),
  // 7018.90: "glass eyes other than prosthetic articles" (doll and teddy-bear eyes, taxidermy eyes).
  p('7018', 'glass eye, doll eye, teddy bear eye, taxidermy eye, glass doll eye', { w: 1.6, when: 'glass', unless: 'prosthetic, plastic, safety eye, acrylic' }),
  p('701890', 'glass eye, doll eye, teddy bear eye, taxidermy eye, glass doll eye', { w: 0.7, when: 'glass', unless: 'prosthetic, plastic, safety eye, acrylic' }),
  // Heading 7018: "statuettes and other ornaments of lamp-worked glass" (7018.90), not glassware of 7013.
  p('7018', 'figurine, statuette, ornament, miniature, animal figurine, glass animal', { w: 1.4, when: 'lampwork, lamp worked, lamp work, lampworked' , unless: 'bead, pendant, necklace, bracelet, earring' }),
  p('701890', 'figurine, statuette, ornament, miniature, animal figurine, glass animal', { w: 0.7, when: 'lampwork, lamp worked, lamp work, lampworked', unless: 'bead, pendant, necklace, bracelet, earring' }),
  // Drinking glasses are glassware of 7013, not spectacles (9004 covers spectacles and goggles; "glasses" in a
  // drinkware title names the vessel). 7013.28 stemware, 7013.37 other drinking glasses (not lead crystal).
  p('7013', withPlurals('shot glass, whiskey glass, whisky glass, rocks glass, old fashioned glass, beer glass, pint glass, champagne flute, champagne glass, wine glass, cocktail glass, martini glass, margarita glass, drinking glass, highball glass, juice glass, water glass, coupe glass, brandy glass, cognac glass, snifter, tequila glass, liqueur glass, sake glass, espresso glass, coffee glass, tea glass, mason jar glass, mason jar drinking glass'), { w: 1.9, unless: 'plastic, acrylic, stainless, silicone, sunglasses, eyeglasses, spectacles, reading glasses' }),
  p('701328', withPlurals('champagne flute, champagne glass, wine glass, cocktail glass, martini glass, margarita glass, coupe glass, brandy glass, cognac glass, snifter, goblet'), { w: 0.5, unless: 'stemless, lead crystal, plastic, acrylic' }),
  p('701337', withPlurals('shot glass, whiskey glass, whisky glass, rocks glass, old fashioned glass, beer glass, pint glass, drinking glass, highball glass, juice glass, water glass, tequila glass, espresso glass, coffee glass, tea glass, mason jar glass, mason jar drinking glass, stemless wine glass'), { w: 0.6, unless: 'stem, stemmed, stemware, lead crystal, plastic, acrylic, glass ceramic' }),
  // Glass ashtrays and oil cruets: table and household glassware (7013.99 / 7013.49), not the oil they hold.
  p('7013', 'ashtray, ash tray', { w: 1.6, when: 'glass, crystal', unless: 'metal, stainless, ceramic, plastic' }),
  p('701399', 'ashtray, ash tray', { w: 0.6, when: 'glass, crystal', unless: 'metal, stainless, ceramic, plastic' }),
  p('7013', 'oil dispenser, oil bottle, vinegar bottle, cruet, oil and vinegar, oil sprayer, soy sauce bottle, oil pourer', { w: 1.8, when: 'glass', unless: 'plastic, stainless, ceramic' }),
  p('701349', 'oil dispenser, oil bottle, vinegar bottle, cruet, oil and vinegar, oil sprayer, soy sauce bottle, oil pourer', { w: 0.6, when: 'glass', unless: 'plastic, stainless, ceramic, borosilicate' }),

  // 7009.91 unframed / 7009.92 framed glass mirrors (rear-view mirrors 7009.10).
  p('700992', 'mirror, wall mirror, bathroom mirror, vanity mirror, full length mirror', { w: 0.6, when: 'frame, framed, aluminum frame, wooden frame, metal frame, wood frame', unless: 'frameless, unframed, rear view, rearview, car, vehicle' }),
  p('700991', 'mirror, wall mirror, bathroom mirror, vanity mirror, mirror tile', { w: 0.5, when: 'frameless, unframed, mirror tile, beveled, bevelled', unless: 'rear view, rearview, car, vehicle' }),

  // Fittings of brass for hoses and pipes are 7412 (copper tube or pipe fittings), not the plastic tube fittings of 3917.
  p('7412', 'hose fitting, tap connector, hose connector, garden hose connector, pipe fitting, hose adapter, tap adapter', { w: 1.3, when: 'brass, copper, bronze', unless: 'plastic, abs, pvc, nylon, valve, faucet' }),

  // 8302.50 hat-racks, hat-pegs, brackets and similar fixtures: wall and coat hooks of base metal.
  p('830250', 'wall hook, coat hook, robe hook, towel hook, hat hook, hanger hook, coat hanger hook', { w: 0.6, when: 'metal, zinc alloy, zinc, stainless steel, steel, iron, brass, aluminum, aluminium', unless: 'hinge, plastic, adhesive, suction' }),

  // 8301.70 keys presented separately (blanks included), even under a "Locks" category path.
  p('8301', 'key blank, uncut key, blank key, key blanks, uncut keys', { w: 1.6, unless: 'plastic, acrylic, machine, cutter, duplicator' }),
  p('830170', 'key blank, uncut key, blank key, key blanks, uncut keys', { w: 0.8, unless: 'plastic, acrylic, machine, cutter, duplicator' }),

  // 8301.10 padlocks; a padlock used on luggage or gates is still a padlock.
  p('830110', 'padlock, combination padlock, keyed padlock, tsa padlock', { w: 0.7 }),
  // 8302.10 hinges: "ball bearing" describes the hinge's knuckle, not a bearing of 8482.
  p('8302', 'hinge, door hinge, butt hinge, ball bearing hinge, cabinet hinge, gate hinge', { w: 1.5, unless: 'laptop, screen, car, plastic hinge' }),
  p('830210', 'hinge, door hinge, butt hinge, cabinet hinge, gate hinge, piano hinge', { w: 0.7, unless: 'laptop, screen, car' }),

  // 4910 calendars of any kind, printed, including calendar blocks; a "monthly planner" wall calendar stays 4910.
  p('4910', 'wall calendar, desk calendar, monthly calendar, calendar 2025, calendar 2026, 2025 calendar, 2026 calendar, yearly calendar, family calendar', { w: 1.5, unless: 'advent calendar' }),
  // Decorative stickers printed with pictures are printed matter (4911.99), not identification labels of 4821.
  p('4911', 'journal sticker, scrapbook sticker, scrapbooking sticker, decorative sticker, paper sticker, vintage sticker, planner sticker, sticker pack, cute sticker, cartoon sticker', { w: 1.3, unless: 'price tag, barcode, blank label, address label, shipping label, transfer, decal, water slide, waterslide, decalcomania, tattoo' }),
  p('491199', 'journal sticker, scrapbook sticker, scrapbooking sticker, decorative sticker, paper sticker, vintage sticker, planner sticker, sticker pack, cartoon sticker', { w: 0.5, unless: 'transfer, decal, water slide, waterslide, decalcomania, tattoo' }),
  // Heading 4908: transfers (decalcomanias); water-slide decals are transferred from their backing paper.
  p('4908', 'water slide decal, waterslide decal, water transfer decal, transfer decal, decal transfer, rub on transfer, decalcomania, water transfer sticker, transfer sticker', { w: 1.4 }),
  p('490890', 'water slide decal, waterslide decal, water transfer decal, transfer decal, decal transfer, rub on transfer, decalcomania, water transfer sticker, transfer sticker', { w: 0.5, unless: 'vitrifiable, ceramic decal, ceramic transfer' }),

  // 4909: printed cards bearing personal greetings, messages or announcements (invitations, save-the-dates).
  p('4909', 'wedding invitation, invitation card, party invitation, birthday invitation, save the date card, baby shower invitation', { w: 1.6, unless: 'blank, envelope only' }),
  p('490900', 'wedding invitation, invitation card, party invitation, birthday invitation, save the date card, baby shower invitation', { w: 0.5 }),

  // Anodes of zinc (sacrificial anodes for hulls, water heaters) are articles of zinc, 7907.
  p('7907', 'anode, sacrificial anode, zinc anode', { w: 1.8, when: 'zinc, zinc alloy' }),

  // Cleaning and polishing cloths (6307.10) sold for jewellery, silver or lenses are cloths, not the jewellery.
  p('6307', 'polishing cloth, cleaning cloth, jewelry cloth, jewelry cleaning cloth, silver polishing cloth, lens cleaning cloth, glasses cleaning cloth', { w: 1.8, unless: 'impregnated, anti tarnish, paper, wipes, wet wipe' }),
  p('630710', 'polishing cloth, cleaning cloth, jewelry cloth, jewelry cleaning cloth, silver polishing cloth, lens cleaning cloth, glasses cleaning cloth', { w: 0.6, unless: 'impregnated, anti tarnish, paper, wipes, wet wipe' }),

  // Made-up textile covers for vehicles are 6307.90, not the vehicle (the category path names the car).
  p('6307', 'car cover, full car cover, vehicle cover, auto cover, sedan cover, suv cover, motorcycle cover, scooter cover', { w: 1.6, unless: 'seat cover, steering wheel cover, plastic, pvc, peva' }),
  p('630790', 'car cover, full car cover, vehicle cover, auto cover, motorcycle cover, scooter cover', { w: 0.6, unless: 'seat cover, steering wheel cover, plastic, pvc, peva' }),

  // A textile dust cover made to fit a machine or appliance is not a part of it (it is not needed for the machine
  // to work; Section XVI parts are those essential to the function, EN general notes to Section XVI): it is a
  // made-up textile article, 6307.90, like the car covers above.
  p('6307', 'dust cover, dustproof cover, protective cover, machine cover, appliance cover, printer cover, keyboard cover, washing machine cover, sewing machine cover, microwave cover, mixer cover, grill cover, air conditioner cover, cover', { w: 1.7, when: ['dust, dustproof, dust proof, waterproof, protective, protector, cover', 'fabric, cloth, canvas, polyester, nylon, oxford, cotton, linen, textile, quilted'], unless: 'plastic, pvc, peva, silicone, tpu, acrylic, leather, pu leather, metal, steel, aluminum, seat cover, chair, sofa, couch, cushion, pillow, duvet, quilt cover, mattress, bed, table, phone case, book, ebook, kindle, tablet, ipad, laptop sleeve, car cover, toilet' }),
  p('630790', 'dust cover, dustproof cover, protective cover, machine cover, appliance cover, printer cover, keyboard cover, washing machine cover, sewing machine cover, microwave cover, cover', { w: 0.6, when: ['dust, dustproof, dust proof, waterproof, protective, protector, cover', 'fabric, cloth, canvas, polyester, nylon, oxford, cotton, linen, textile, quilted'], unless: 'plastic, pvc, peva, silicone, tpu, acrylic, leather, metal, seat cover, chair, sofa, couch, cushion, pillow, duvet, quilt cover, mattress, bed, table, car cover, toilet' }),
  // A keychain whose strap is textile (wristlet, lanyard, macrame, tassel) takes its character from the textile
  // (GRI 3(b)): 6307.90, not imitation jewellery or the ring of 8308.
  p('6307', 'keychain, key chain, key ring, keyring, key holder, wristlet, key lanyard', { w: 1.5, when: 'fabric, cotton, macrame, nylon, polyester, canvas, webbing, felt, woven strap, lanyard, wristlet, braided rope, yarn', unless: 'leather, pu leather, acrylic, pvc, silicone, resin, zinc alloy, metal, stainless, alloy, crystal, rhinestone, bead, pearl, wood, wooden, plush, doll, toy' }),
  p('630790', 'keychain, key chain, key ring, keyring, key holder, wristlet, key lanyard', { w: 0.6, when: 'fabric, cotton, macrame, nylon, polyester, canvas, webbing, felt, woven strap, lanyard, wristlet, braided rope, yarn', unless: 'leather, pu leather, acrylic, pvc, silicone, resin, zinc alloy, metal, stainless, alloy, crystal, rhinestone, bead, pearl, wood, wooden, plush, doll, toy' }),
  // Laundry bags of textile (mesh wash bags) are made-up textile articles, 6307.90; not travel goods of 4202.
  p('6307', 'laundry bag, wash bag mesh, mesh laundry bag, mesh wash bag, delicates bag, washing bag, lingerie wash bag', { w: 1.6, unless: 'plastic, pvc, toiletry, cosmetic, makeup' }),
  p('630790', 'laundry bag, mesh laundry bag, mesh wash bag, delicates bag, washing bag, lingerie wash bag', { w: 0.6, unless: 'plastic, pvc, toiletry, cosmetic, makeup' }),

  // Wooden trays, coasters and trivets are table and kitchen articles of wood, 4419 (not kitchen furniture of 9403).
  p('4419', 'serving tray, tray, coaster, coasters, cup mat, trivet, bread basket, cheese board, charcuterie board, serving platter', { w: 1.6, when: 'wood, wooden, acacia, walnut, oak, beech, bamboo, olive wood, teak, mango wood', unless: 'plastic, resin, metal, stainless, silicone, ceramic, marble, cork, felt, leather, ottoman, coffee table, side table, tray table, furniture' }),
  p('441990', 'serving tray, tray, coaster, coasters, cup mat, trivet, cheese board, charcuterie board, serving platter', { w: 0.5, when: 'wood, wooden, acacia, walnut, oak, beech, olive wood', unless: 'bamboo, teak, mahogany, plastic, resin, metal' }),
  p('441919', 'serving tray, tray, coaster, coasters, cup mat, trivet', { w: 0.5, when: 'bamboo', unless: 'plastic, resin, metal' }),
  // 4414.10 frames of tropical wood (subheading note 2 to chapter 44 lists them); other wood 4414.90.
  p('441490', 'photo frame, picture frame, mirror frame, wooden frame', { w: 0.6, when: 'wood, wooden, pine, oak, walnut, beech, birch, solid wood, mdf, bamboo', unless: 'teak, mahogany, meranti, balsa, sapele, sapelli, iroko, wenge, padauk, ebony, merbau, okoume, keruing, metal, plastic, acrylic' }),

  // Heading 4419 subheadings: bamboo boards 4419.11, other bamboo 4419.19, tropical wood 4419.20, other wood 4419.90.
  p('441990', 'cutting board, chopping board, serving board, wooden spoon, wooden spatula, wooden bowl, wooden plate, wooden utensil', { w: 0.5, when: 'beech, oak, walnut, maple, cherry, olive wood, pine, birch, ash wood, acacia', unless: 'bamboo, teak, mahogany, ebony' }),

  // Towels are toilet linen of 6302 whatever they are used for (yoga, gym, hair drying), not sports goods of 9506
  // or hair preparations of 3305.
  p('6302', 'yoga towel, yoga mat towel, gym towel, sports towel, fitness towel, cooling towel, golf towel, sweat towel, hair towel, hair drying towel, hair towel wrap, towel wrap, hair turban towel, turban towel', { w: 1.7, unless: 'paper, disposable, plastic, rack, holder, bar, hook' }),
  p('630293', 'yoga towel, yoga mat towel, gym towel, sports towel, fitness towel, cooling towel, golf towel, sweat towel, hair towel, hair drying towel, hair towel wrap, towel wrap, turban towel', { w: 0.5, when: 'microfiber, microfibre, polyester, nylon, @synthetic', unless: 'cotton, bamboo, paper' }),
  // Awnings and sunblinds of synthetic fibres (6306.12): HDPE shade sails are knitted of polyethylene strip.
  p('630612', 'shade sail, sun shade sail, sunshade sail, awning, sun shade canopy, sunblind', { w: 0.6, when: 'hdpe, polyethylene, polyester, nylon, oxford, @synthetic' }),

  // Bed linen not printed (6302.3x): "solid colour" sheets; microfibre is of synthetic fibres (polyester).
  p('630232', 'sheet, flat sheet, fitted sheet, bed sheet, bedsheet, sheet set, pillowcase, duvet cover, quilt cover, bed linen', { w: 0.6, when: ['microfiber, microfibre, polyester, brushed microfiber', 'solid color, solid colour, plain, pure color, solid'], unless: 'printed, print, @knit, cotton' }),

  // Neckties in ruling wording ("a necktie of woven polyester fabric"): the fabric is what the tie is made of.
  p('6215', 'necktie, neck tie, bow tie, cravat', { w: 1.6 }),
  p('621520', 'necktie, neck tie, bow tie, cravat', { w: 0.5, when: 'polyester, nylon, microfiber, manmade, synthetic' }),

  // Woven apparel named by marketplace wording (chapter 62; knitted goods go to chapter 61 by the @knit attribute).
  // A suit is a set of a jacket and trousers of identical fabric (chapter 62 note 3(a)): "2 piece suit, blazer and pants".
  p('6203', 'two piece suit, 2 piece suit, three piece suit, 3 piece suit, blazer and pant, blazer and trouser, suit set, wedding suit, business suit, tuxedo suit', { w: 1.6, when: ['@men', '@woven, @nofabric'], unless: '@knit, tracksuit, track suit, swimsuit, jogging' }),
  p('620312', 'two piece suit, 2 piece suit, three piece suit, 3 piece suit, blazer and pant, blazer and trouser, suit set, wedding suit, business suit', { w: 0.6, when: ['@men', 'polyester, @synthetic'], unless: '@knit, tracksuit, track suit' }),
  p('620311', 'two piece suit, 2 piece suit, three piece suit, 3 piece suit, blazer and pant, blazer and trouser, suit set, wedding suit, business suit', { w: 0.6, when: ['@men', 'wool, @wool'], unless: '@knit, tracksuit, track suit' }),
  // Nightdresses (6208.21 cotton, .22 man-made fibres); "sleep dress" is a nightdress, not a dress of 6204.
  p('6208', 'nightgown, nightdress, night dress, sleep dress, nightie, sleepshirt, sleep shirt, night gown', { w: 1.6, when: '@woven, @nofabric', unless: '@knit, @men, knitted, knit' }),
  p('620821', 'nightgown, nightdress, night dress, sleep dress, nightie, sleepshirt, sleep shirt, night gown', { w: 0.6, when: 'cotton, @cotton', unless: '@knit, @men' }),
  p('620822', 'nightgown, nightdress, night dress, sleep dress, nightie, sleepshirt, sleep shirt, night gown', { w: 0.6, when: 'polyester, satin, silk like, @synthetic, @manmade', unless: '@knit, @men, silk, mulberry silk' }),
  // Men's woven tank tops and sleeveless tops are "other garments" of 6211.3x (6109 is knitted only).
  p('6211', 'tank top, muscle shirt, sleeveless top, singlet, vest top', { w: 1, when: ['@men', '@woven'] }),
  p('621132', 'tank top, muscle shirt, sleeveless top, singlet, vest top', { w: 0.3, when: ['@men', '@woven', 'cotton, @cotton'] }),
  p('621133', 'tank top, muscle shirt, sleeveless top, singlet, vest top', { w: 0.3, when: ['@men', '@woven', 'polyester, nylon, @synthetic, @manmade, @artificial'] }),
  // Coveralls and boiler suits (6211.32 / .33 men's; chapter 62 note 9 for unisex work coveralls is women's, but
  // work coveralls named for men stay men's).
  p('6211', 'coverall, coveralls, boiler suit, work overall, mechanic overall, overalls coverall', { w: 1.6, when: '@woven, @nofabric', unless: '@knit, @infant, bib' }),

  // Ski suits (6211.20): "ski suit", or a ski or snowboard jacket and pants sold as a set.
  p('6211', 'ski suit, snowboard suit, ski jacket and pant, snowboard jacket and pant, ski set, snow suit', { w: 1.6, when: '@woven, @nofabric', unless: '@knit, @infant' }),
  p('621120', 'ski suit, snowboard suit, ski jacket and pant, snowboard jacket and pant, ski set, snow suit', { w: 0.7, when: '@woven, @nofabric', unless: '@knit' }),
];
