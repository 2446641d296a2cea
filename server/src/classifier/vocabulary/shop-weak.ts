import { p, type VocabEntry } from './types.js';
import { LOOSE } from './consumer.js';

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
  // 7009.91 unframed / 7009.92 framed glass mirrors (rear-view mirrors 7009.10).
  p('700992', 'mirror, wall mirror, bathroom mirror, vanity mirror, full length mirror', { w: 0.6, when: 'frame, framed, aluminum frame, wooden frame, metal frame, wood frame', unless: 'frameless, unframed, rear view, rearview, car, vehicle' }),
  p('700991', 'mirror, wall mirror, bathroom mirror, vanity mirror, mirror tile', { w: 0.5, when: 'frameless, unframed, mirror tile, beveled, bevelled', unless: 'rear view, rearview, car, vehicle' }),

  // Fittings of brass for hoses and pipes are 7412 (copper tube or pipe fittings), not the plastic tube fittings of 3917.
  p('7412', 'hose fitting, tap connector, hose connector, garden hose connector, pipe fitting, hose adapter, tap adapter', { w: 1.3, when: 'brass, copper, bronze', unless: 'plastic, abs, pvc, nylon, valve, faucet' }),

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

  // Anodes of zinc (sacrificial anodes for hulls, water heaters) are articles of zinc, 7907.
  p('7907', 'anode, sacrificial anode, zinc anode', { w: 1.8, when: 'zinc, zinc alloy' }),

  // Made-up textile covers for vehicles are 6307.90, not the vehicle (the category path names the car).
  p('6307', 'car cover, full car cover, vehicle cover, auto cover, sedan cover, suv cover, motorcycle cover, scooter cover', { w: 1.6, unless: 'seat cover, steering wheel cover, plastic, pvc, peva' }),
  p('630790', 'car cover, full car cover, vehicle cover, auto cover, motorcycle cover, scooter cover', { w: 0.6, unless: 'seat cover, steering wheel cover, plastic, pvc, peva' }),

  // Heading 4419 subheadings: bamboo boards 4419.11, other bamboo 4419.19, tropical wood 4419.20, other wood 4419.90.
  p('441990', 'cutting board, chopping board, serving board, wooden spoon, wooden spatula, wooden bowl, wooden plate, wooden utensil', { w: 0.5, when: 'beech, oak, walnut, maple, cherry, olive wood, pine, birch, ash wood, acacia', unless: 'bamboo, teak, mahogany, ebony' }),

  // Bed linen not printed (6302.3x): "solid colour" sheets; microfibre is of synthetic fibres (polyester).
  p('630232', 'sheet, flat sheet, fitted sheet, bed sheet, bedsheet, sheet set, pillowcase, duvet cover, quilt cover, bed linen', { w: 0.6, when: ['microfiber, microfibre, polyester, brushed microfiber', 'solid color, solid colour, plain, pure color, solid'], unless: 'printed, print, @knit, cotton' }),

  // Neckties in ruling wording ("a necktie of woven polyester fabric"): the fabric is what the tie is made of.
  p('6215', 'necktie, neck tie, bow tie, cravat', { w: 1.6 }),
  p('621520', 'necktie, neck tie, bow tie, cravat', { w: 0.5, when: 'polyester, nylon, microfiber, manmade, synthetic' }),
];
