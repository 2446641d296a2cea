import { p, type VocabEntry } from './types.js';

/**
 * Plastics (chapter 39): articles of plastics that shops name by what they hold or fit, the headings that
 * do name such articles when they are not of plastics, semi-manufactures by polymer and primary forms.
 * Written from the HS 2022 heading and subheading titles, chapter 39 notes, the US national-line titles and
 * CBP ruling practice, not from any evaluation set.
 *
 * GRI 1 and chapter 39 note 2: an accessory, holder, organiser, display, clip or cover of plastics that no
 * other heading names is "other articles of plastics" (3926), household ones 3924, packing 3923; the
 * headings the note excludes (4202 travel goods and cases of plastic sheeting, 9503 toys, 9405 lamps,
 * 9615 combs and hair slides, 9606 buttons, 9113 watch straps …) keep their goods.
 */
const PLASTIC = 'plastic, plastics, pp, pe, pet, pvc, hdpe, ldpe, polyethylene, polypropylene, polystyrene, acrylic, abs, silicone, resin, tpu, eva, polycarbonate, nylon plastic, pmma, plexiglass, perspex, lucite, vinyl';
const NOT_PAPER = 'plastic, plastics, pvc, pet, pp, pe, acrylic, clear, transparent, resin, silicone, tin, metal, iron, steel, aluminum, wood, wooden, bamboo, velvet, leather, fabric, glass, ceramic';

export const PLASTICS: VocabEntry[] = [
  // Cartons and boxes of paper or paperboard are 4819; a box of plastics is 3923.10 (packing) or 3924/3926.
  // "gift" is shop filler (tokenizer), so "gift box" reaches the vocabulary as "box": only paper makes it 4819.
  p('4819', 'gift box, packaging box, cosmetic box packaging', { w: 0.85, unless: NOT_PAPER }),
  p('3923', 'gift box, packaging box, candy box, favor box, cake box, cupcake box, display box, packing box', { w: 0.75, when: PLASTIC, unless: 'wood, wooden, paper, cardboard, kraft, tin, metal' }),
  p('392310', 'gift box, packaging box, candy box, favor box, cake box, cupcake box, packing box, box', { w: 0.5, when: PLASTIC, unless: 'wood, wooden, paper, cardboard, kraft, tin, metal, storage, organizer' }),

  // Display cases and stands for collectibles or goods, of plastics (3926.90): not toys (9503), not boxes of paper.
  p('3926', 'display case, display box, showcase, display stand, display rack, display holder, riser stand, display riser', { w: 1, when: PLASTIC, unless: 'wood, wooden, glass, metal, steel, aluminum, paper, cardboard, cabinet, led, lcd' }),
  p('392690', 'display case, display box, showcase, display riser, riser stand', { w: 0.6, when: PLASTIC, unless: 'wood, wooden, glass, metal, steel, aluminum, paper, cardboard, cabinet, led, lcd' }),

  // Jewellery packaging, display and storage are not jewellery (7117): the phrases keep the bare word
  // "jewelry" of a title or category path ("Jewelry Packaging & Display") from naming 7117. Heading 4202
  // names jewellery boxes of leather, plastic sheeting, textile or paperboard; a moulded plastic box is 3926.
  p('3926', 'jewelry display, jewelry stand, jewelry holder, jewelry organizer, jewelry storage, jewelry tray, jewelry packaging, earring holder, earring display, earring card, necklace holder, necklace stand, ring holder, ring display, bracelet display, bracelet holder', { w: 0.8, when: PLASTIC, unless: 'wood, wooden, metal, iron, steel, velvet, leather, fabric, glass, paper, cardboard' }),
  p('392690', 'jewelry display, jewelry stand, jewelry holder, jewelry organizer, jewelry storage, jewelry tray, earring holder, earring display, necklace holder, ring holder', { w: 0.5, when: PLASTIC, unless: 'wood, wooden, metal, iron, steel, velvet, leather, fabric, glass, paper, cardboard' }),
  p('3926', 'jewelry box, jewelry case, bead box, bead organizer, bead storage', { w: 1, when: 'acrylic, plastic, pp, abs, clear, transparent, resin', unless: 'wood, wooden, metal, velvet, leather, pu, fabric, paper, cardboard' }),
  // Earring backs of silicone or plastic: not base-metal clasps (8308), not jewellery.
  p('3926', 'earring back, earring backs, ear nut, earring stopper, ear back, earring stoppers', { w: 1.2, when: 'silicone, plastic, rubber, clear, transparent' }),
  p('392690', 'earring back, earring backs, ear nut, earring stopper, ear back', { w: 0.6, when: 'silicone, plastic, rubber, clear, transparent' }),

  // Clothes pegs: of wood 4421 (named there), of plastics 3926.90 (US 3926.90.65 to .70 "Clothespins").
  p('3926', 'clothes peg, clothes pin, clothespin, clothes clip, laundry clip, peg', { w: 1.1, when: PLASTIC, unless: 'wood, wooden, bamboo, steel, metal' }),
  p('392690', 'clothes peg, clothes pin, clothespin, clothes clip, laundry clip, peg', { w: 0.6, when: PLASTIC, unless: 'wood, wooden, bamboo, steel, metal' }),
  // Bag clips, sealing clips (household, 3924.90).
  p('3924', 'bag clip, sealing clip, food clip, chip clip, bag sealer clip', { w: 0.9, unless: 'steel, metal, wood, wooden' }),
  p('392490', 'bag clip, sealing clip, food clip, chip clip', { w: 0.5, unless: 'steel, metal, wood, wooden' }),

  // Closures of plastics are 3923.50; crown corks and caps of base metal are 8309.
  p('3923', 'bottle cap, beer cap, bottle stopper, wine stopper, bottle cover, cap cover, beer bottle cap', { w: 0.95, when: 'silicone, plastic, pp, pe, abs, rubber', unless: 'metal, aluminum, tin, steel, stainless, crown' }),
  p('392350', 'bottle cap, beer cap, bottle stopper, wine stopper, bottle cover, cap cover, beer bottle cap', { w: 0.6, when: 'silicone, plastic, pp, pe, abs, rubber', unless: 'metal, aluminum, tin, steel, stainless, crown' }),

  // 3D-printing filament: monofilament over 1 mm (3916); PLA, ABS, PETG, nylon are "other plastics" (3916.90).
  p('3916', 'printing material, 3d printing material, printer consumable', { w: 0.6 }),
  p('391690', 'printer filament, pla filament, abs filament, petg filament, tpu filament, 3d filament, 3d printing filament, filament', { w: 0.6, when: 'pla, abs, petg, tpu, nylon, asa, pc, carbon fiber, silk, printer, printing', unless: 'polyethylene, pe, hdpe, pvc' }),
];
