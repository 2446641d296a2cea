import { p, type VocabEntry } from './types.js';

/**
 * Product nouns as the offline translator renders them (server/src/translate/glossary): a short foreign title
 * often comes out as one bare English noun ("高压锅" → "pressure cooker", "Mehl" → "flour"), which title retrieval
 * alone sent to an unrelated heading (pressure instruments 9026, wood flour 4405). Written from the heading texts.
 */
const ALUMINIUM = 'aluminium, aluminum';
export const TRANSLATED: VocabEntry[] = [
  // Pressure cookers: household articles of the metal (7323 iron or steel, 7615 aluminium, metals.ts), 8516.60 when electric.
  p('7323', 'pressure cooker, pressure cookers', { w: 1, unless: `${ALUMINIUM}, electric, electrical, copper` }),
  p('732393', 'pressure cooker, pressure cookers', { w: 0.4, unless: `${ALUMINIUM}, electric, electrical, copper, cast iron, enamel, enamelled, enameled` }),
  p('8516', 'pressure cooker, pressure cookers', { w: 1.2, when: 'electric, electrical' }),
  p('851660', 'pressure cooker, pressure cookers', { w: 0.6, when: 'electric, electrical' }),
  // Flour without a cereal named is wheat flour (1101 "wheat or meslin flour"); other cereals 1102, legumes 1106.
  p('1101', 'flour', { w: 0.9, unless: 'rice, corn, maize, rye, barley, oat, buckwheat, potato, almond, coconut, cassava, tapioca, soy, soya, chickpea, gram, wood, fish, bone, meat, sack, scoop, sifter, mill, milling, tortilla, mix' }),
  // Semolina is meal of cereals (1103), of wheat 1103.11; pasta made of it stays in 1902.
  p('1103', 'semolina, durum wheat semolina, durum semolina', { w: 1, unless: 'pasta, spaghetti, macaroni, noodle, noodles, penne, fusilli, couscous' }),
  p('110311', 'semolina, durum wheat semolina, durum semolina', { w: 0.5, when: 'wheat, durum', unless: 'pasta, spaghetti, macaroni, noodle, noodles, couscous' }),
];
