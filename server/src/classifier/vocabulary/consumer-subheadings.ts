import { p, type VocabEntry } from './types.js';

/**
 * Consumer goods of chapters 42, 64, 71, 91, 94, 95, 96 whose everyday names the older files miss or which a
 * word of another heading's title captures (a toy balloon is not an aircraft of 8801). Written from the HS 2022
 * heading and subheading titles and the Explanatory Notes, not from any evaluation set.
 */
export const CONSUMER_SUBHEADINGS: VocabEntry[] = [
  // Toy balloons are toys of 95.03 (Explanatory Note to 95.03); 88.01 is balloons as aircraft.
  p('9503', 'party balloon, latex balloon, foil balloon, helium balloon, birthday balloon, balloon, water balloon, balloon garland kit', { w: 1.3, unless: 'hot air balloon, weather balloon, airship, dirigible, balloon whisk, balloon arch stand, balloon pump' }),
  // Carnival and Halloween masks are festive articles of 95.05 (Explanatory Note to 95.05), not rubber of 40.01.
  p('9505', 'halloween mask, costume mask, party mask, masquerade mask, carnival mask, latex mask, scary mask, horror mask, venetian mask', { w: 1.3 }),
  p('950590', 'halloween mask, costume mask, party mask, masquerade mask, carnival mask, latex mask, scary mask, horror mask, venetian mask', { w: 0.5 }),
  // Controllers of video game consoles go with the consoles (9504.50), not switches of 85.36.
  p('9504', 'joy con, joycon, switch controller, switch pro controller, nintendo switch controller', { w: 1.3 }),
  p('950450', 'joy con, joycon, switch controller, switch pro controller, nintendo switch controller', { w: 0.5 }),
  // 9603.10 is only brooms and brushes of twigs or other vegetable materials bound together; brooms of
  // plastic bristles are 9603.90 whatever their handle.
  p('960390', 'broom, push broom, whisk broom', { w: 0.7, when: 'plastic, bristle, nylon, pp, pet, synthetic, polypropylene, rubber, silicone', unless: 'twig, straw, sorghum, broomcorn, corn broom, palm, coconut, grass broom, bamboo broom' }),
  // Artists' brushes, writing brushes and brushes for applying cosmetics (nail art) are 9603.30.
  p('960330', 'paint brush, paintbrush, brush, brush set, detail brush', { w: 0.7, when: 'artist, art, watercolor, watercolour, oil painting, acrylic painting, gouache, nail art, calligraphy', unless: 'wall, house painting, roller, decorating, makeup' }),
  // A fountain pen with its nib is a pen of 9608.30; nibs alone are 9608.91.
  p('960830', 'fountain pen, calligraphy fountain pen', { w: 0.7, unless: 'replacement nib, spare nib, nib set' }),
  // Golf bags are sports bags of 4202.9x by outer surface (leather .91, plastics or textile .92).
  p('4202', 'golf bag, golf stand bag, golf cart bag, golf club bag', { w: 1.2 }),
  p('420292', 'golf bag, golf stand bag, golf cart bag, golf club bag', { w: 0.6, unless: 'leather, genuine leather, cowhide' }),
  p('420291', 'golf bag, golf stand bag, golf cart bag, golf club bag', { w: 0.6, when: 'leather, genuine leather, cowhide' }),
  // Vanity cases are named with trunks and suitcases (4202.1x); a hard cosmetic or train case of plastics is 4202.12.
  p('4202', 'vanity case, train case, hard cosmetic case, makeup train case, cosmetic case hard shell', { w: 1.2 }),
  p('4202', 'cosmetic case, makeup case', { w: 1.1, when: 'hard, hard shell, abs, plastic, aluminum, aluminium, lock, travel', unless: 'powder, compact, palette, eyeshadow' }),
  p('420212', 'vanity case, train case, cosmetic case, makeup case', { w: 0.6, when: 'hard, hard shell, abs, plastic, pc, polycarbonate', unless: 'leather, genuine leather, cowhide, aluminum, aluminium, soft' }),
  p('420219', 'vanity case, train case, cosmetic case, makeup case', { w: 0.6, when: 'aluminum, aluminium, metal', unless: 'leather, genuine leather, cowhide, abs, plastic' }),
  // Toiletry and cosmetic bags (soft) are "similar bags" of 4202.92 with a textile or plastics outer surface
  // (4202.91 of leather); hard vanity cases are 4202.1x above.
  p('420292', 'makeup bag, cosmetic bag, toiletry bag, wash bag, cosmetic pouch, makeup pouch, toiletry kit, cosmetic organizer bag, makeup organizer bag', { w: 0.6, unless: 'leather, genuine leather, cowhide, hard, hard shell, train case, vanity case' }),
  p('420291', 'makeup bag, cosmetic bag, toiletry bag, wash bag, toiletry kit', { w: 0.6, when: 'leather, genuine leather, cowhide', unless: 'fauxleather, hard shell' }),
  // Jewellery of natural or cultured pearls on silver or gold posts or hooks: the pearls give the character
  // (7116.10; chapter 71 note 2(a), precious metal as minor fittings). The pearl phrase otherwise hid "earring"
  // and left the title words of silversmiths' wares (7114) to decide.
  p('7116', 'pearl earring, pearl necklace, pearl bracelet, pearl pendant', { w: 0.9, when: 'freshwater pearl, cultured pearl, natural pearl, akoya pearl, baroque pearl, real pearl', unless: 'imitation, faux pearl, glass pearl, acrylic pearl, shell pearl, plastic pearl, simulated pearl' }),
  p('711610', 'pearl earring, pearl necklace, pearl bracelet, pearl pendant', { w: 0.7, when: 'freshwater pearl, cultured pearl, natural pearl, akoya pearl, baroque pearl, real pearl', unless: 'imitation, faux pearl, glass pearl, acrylic pearl, shell pearl, plastic pearl, simulated pearl' }),
  // Kitchen and countdown timers indicate intervals of time: 91.06 (91.06.90), not cameras or switches.
  p('9106', 'kitchen timer, egg timer, cooking timer, countdown timer, magnetic timer, digital kitchen timer, timer for cooking, study timer, visual timer', { w: 1.2, unless: 'sand, hourglass, socket, outlet, plug, time switch, mechanical switch' }),
  p('910690', 'kitchen timer, egg timer, cooking timer, countdown timer, magnetic timer, digital kitchen timer, study timer, visual timer', { w: 0.5, unless: 'sand, hourglass, socket, outlet, plug, time switch' }),
  // Watchmakers' tools are hand tools of 82.05 (sets of several kinds put up for retail sale 82.06), not watches.
  p('8205', 'watch case opener, case back opener, watch back opener, link remover, watch link remover, strap pin remover, spring bar tool, watch strap tool', { w: 1.2 }),
  p('8206', 'watch repair tool kit, watch repair kit, watch tool kit, watchmaker tool kit, watch repair tool set', { w: 1.3 }),
  // 9506.91 gymnastics and exercise articles: the ab wheel is not a roller skate of 9506.70.
  p('950691', 'ab roller, ab wheel, ab roller wheel, abdominal wheel, ab roller wheel set, exercise wheel', { w: 0.8 }),
  // Shuttlecocks are badminton articles other than rackets (9506.59 is rackets only): 9506.99.
  p('950699', 'shuttlecock, badminton shuttlecock, feather shuttlecock, nylon shuttlecock, badminton ball', { w: 0.7, unless: 'racket, racquet' }),
  // Children's play tents and teepees are toys (9503), not camping tents of 63.06.
  p('9503', 'play tent, kids tent, children tent, castle tent, princess tent, teepee tent, kids teepee, pop up play tent, ball pit tent, play house tent, playhouse tent, tunnel tent kids', { w: 1.3, unless: 'camping, hiking, backpacking, beach tent, sun shelter' }),
  // Rain boots read under 6402 cover the ankle: 6402.91 (any height), never ski-boots of 6402.12.
  p('640291', 'rain boot, rubber boot, rainboot, wellington, gumboot, wellies', { w: 0.3, unless: 'ski, snowboard, leather, fabric, textile, canvas, neoprene' }),
  // Heated straightening brushes are electro-thermic hairdressing apparatus (8516.32), not toilet brushes of 9603.
  p('8516', 'hair straightener brush, straightening brush, heated brush, heated hair brush, hair straightening brush, heated comb, hot comb, straightener comb', { w: 1.4 }),
  p('851632', 'hair straightener brush, straightening brush, heated brush, heated hair brush, hair straightening brush, heated comb, hot comb, straightener comb', { w: 0.5 }),
  // Benches to sit on are seats of 94.01 whatever their metal (a cast-iron garden bench is not a casting of 73.25).
  p('9401', 'garden bench, park bench, patio bench, outdoor bench, porch bench, storage bench, entryway bench, bench seat, dining bench, upholstered bench', { w: 1.1, unless: 'workbench, work bench, weight bench, bench press, bench vise, bench grinder, bench drill' }),
  // Musical instrument cases are named in heading 42.02; soft gig bags with a textile or plastics-sheeting
  // outer surface are 4202.92 (4202.91 of leather), not paper bags of 48.19.
  p('4202', 'gig bag, guitar bag, guitar case, bass guitar bag, instrument case, violin case, ukulele bag, ukulele case, keyboard bag, drum bag, saxophone case, trumpet case', { w: 1.3 }),
  p('420292', 'gig bag, guitar bag, bass guitar bag, ukulele bag, keyboard bag, drum bag', { w: 0.6, unless: 'leather, genuine leather, cowhide' }),
  // Watch rolls and jewellery boxes (named in 42.02) by outer surface: leather 4202.91, not handbags of 4202.21.
  p('4202', 'watch roll, watch travel case, watch storage case, jewelry roll, jewelry travel case', { w: 1.2 }),
  p('420291', 'watch roll, watch travel case, watch storage case, jewelry roll, jewelry travel case, watch box, jewelry box', { w: 0.6, when: 'leather, genuine leather, cowhide', unless: 'fauxleather' }),
  // Aprons of leather are apparel of leather (4203.10), not textile aprons of 62.11.
  p('4203', 'apron, work apron, welding apron, woodworking apron, blacksmith apron, bbq apron', { w: 1.2, when: 'leather, genuine leather, cowhide, split leather, suede', unless: 'fauxleather' }),
  p('420310', 'apron, work apron, welding apron, woodworking apron, blacksmith apron, bbq apron', { w: 0.5, when: 'leather, genuine leather, cowhide, split leather, suede', unless: 'fauxleather' }),
  // 4202 subheadings go by the outer surface: leather trim, handles, straps or accents on a bag of textile or
  // plastics do not make it a leather bag (CBP practice: the outer surface is the material covering the bag).
  p('420222', 'handbag, shoulder bag, tote bag, tote, clutch, crossbody bag, hobo bag, bucket bag, evening bag, satchel, purse', { w: 0.8, when: ['leather trim, leather trimming, leather handle, leather strap, leather accent, leather detail, leather patch, leather piping, leather tab, leather binding, leather shoulder strap, leather top handle', 'textile, cotton, canvas, polyester, nylon, jute, linen, denim, fabric, straw, plastic, pvc, polyurethane, pu, fauxleather, vinyl, plastic sheeting'] }),
  p('4202', 'backpack, rucksack, messenger bag, duffel bag, duffle bag, weekender bag, travel bag, wallet', { w: 1.2, when: 'leather trim, leather trimming, leather handle, leather strap, leather accent, leather detail, leather patch, leather piping, leather tab, leather binding, leather shoulder strap, leather top handle' }),
  p('420292', 'backpack, rucksack, messenger bag, duffel bag, duffle bag, weekender bag, travel bag, sling bag, laptop bag, camera bag, tool bag, gym bag, sports bag', { w: 0.9, when: ['leather trim, leather trimming, leather handle, leather strap, leather accent, leather detail, leather patch, leather piping, leather tab, leather binding, leather shoulder strap, leather top handle', 'textile, cotton, canvas, waxed canvas, polyester, nylon, jute, linen, denim, fabric, plastic, pvc, polyurethane, pu, fauxleather, vinyl, plastic sheeting'] }),
  p('420232', 'wallet, card holder, coin purse, card case, passport holder, key case', { w: 0.8, when: ['leather trim, leather trimming, leather handle, leather strap, leather accent, leather detail, leather patch, leather piping, leather tab, leather binding, leather shoulder strap, leather top handle', 'textile, cotton, canvas, waxed canvas, polyester, nylon, jute, linen, denim, fabric, plastic, pvc, polyurethane, pu, fauxleather, vinyl, plastic sheeting'] }),
  // "hair clips of plastic" reads as "hair clip plastic", where "clip plastic" (3926) would take the head word:
  // hair-slides, claws and combs of plastics are 9615.11 (chapter 39 note 2(v) leaves 96.15 goods out of 39).
  p('9615', 'hair clip plastic, hair claw plastic, claw clip plastic, hair pin plastic, hair slide plastic, barrette plastic, hair comb plastic, hair band plastic, headband plastic, hair clip acrylic, claw clip acrylic', { w: 1.3 }),
  p('961511', 'hair clip plastic, hair claw plastic, claw clip plastic, hair pin plastic, hair slide plastic, barrette plastic, hair comb plastic, hair band plastic, headband plastic, hair clip acrylic, claw clip acrylic', { w: 0.5 }),
  // Christmas figures (Santa Claus, nativity) are festive articles of 9505.10 whatever their material (CBP practice).
  p('9505', 'figurine, statue, statuette, ornament, decoration, sculpture, ceramic figurine, porcelain figurine, resin figurine, ceramic ornament, porcelain ornament', { w: 1.1, when: 'santa claus, santa, christmas, xmas, nativity, snowman, reindeer' }),
  p('950510', 'figurine, statue, statuette, ornament, decoration, sculpture, ceramic figurine, porcelain figurine, resin figurine, ceramic ornament, porcelain ornament', { w: 0.5, when: 'santa claus, santa, christmas, xmas, nativity, snowman, reindeer' }),
];
