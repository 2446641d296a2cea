import { tokenize } from '../text/tokenize.js';
import { APPAREL } from './apparel.js';
import { GARMENTS } from './garments.js';
import { CONSUMER } from './consumer.js';
import { INDUSTRIAL } from './industrial.js';
import { EVERYDAY } from './everyday.js';
import { SUBHEADINGS } from './subheadings.js';
import { FOOD_CHEMICALS } from './food-chemicals.js';
import { MISC } from './misc.js';
import { PLASTICS } from './plastics.js';
import { PLASTICS_ACCESSORIES } from './plastics-accessories.js';
import { FOOTWEAR } from './footwear.js';
import { METALS } from './metals.js';
import { MACHINERY } from './machinery.js';
import { ELECTRICAL } from './electrical.js';
import { CHEMICALS } from './chemicals.js';
import { STEEL_TOOLS } from './steel-tools.js';
import { BASE_METAL_ARTICLES } from './base-metal-articles.js';
import { MACHINERY_RULINGS } from './machinery-rulings.js';
import { KNIT_WOVEN } from './knit-woven.js';
import { CHEMICALS_3 } from './chemicals-3.js';
import { ELECTRICAL_3 } from './electrical-3.js';
import { SHOP_WEAK } from './shop-weak.js';
import { CONSUMER_SUBHEADINGS } from './consumer-subheadings.js';
import { TRANSLATED } from './translated.js';
import { ELECTRICAL_4 } from './electrical-4.js';
import type { VocabEntry } from './types.js';

export type { VocabEntry } from './types.js';

export const ALL_ENTRIES: VocabEntry[] = [...APPAREL, ...GARMENTS, ...CONSUMER, ...EVERYDAY, ...INDUSTRIAL, ...FOOD_CHEMICALS, ...SUBHEADINGS, ...MISC, ...PLASTICS, ...PLASTICS_ACCESSORIES, ...FOOTWEAR, ...METALS, ...MACHINERY, ...ELECTRICAL, ...CHEMICALS, ...STEEL_TOOLS, ...BASE_METAL_ARTICLES, ...MACHINERY_RULINGS, ...KNIT_WOVEN, ...CHEMICALS_3, ...ELECTRICAL_3, ...SHOP_WEAK, ...CONSUMER_SUBHEADINGS, ...TRANSLATED, ...ELECTRICAL_4];

export interface Vocabulary {
  entries: VocabEntry[];
  /** Lemmatised phrase (lemmas joined by spaces) → entries it triggers. */
  byPhrase: Map<string, VocabEntry[]>;
}

/** Fold every phrase (terms and conditions) through the query tokenizer so both sides compare as lemmas. */
export function compileVocabulary(entries: VocabEntry[] = ALL_ENTRIES): Vocabulary {
  const byPhrase = new Map<string, VocabEntry[]>();
  const fold = (phrase: string) => (phrase.startsWith('@') ? phrase : tokenize(phrase).join(' '));
  const compiled = entries.map((e) => ({
    ...e,
    when: e.when.map((group) => group.map(fold).filter(Boolean)),
    unless: e.unless.map(fold).filter(Boolean),
  }));
  for (const entry of compiled) {
    for (const term of entry.terms) {
      const key = fold(term);
      if (!key) continue;
      const list = byPhrase.get(key) ?? [];
      list.push(entry);
      byPhrase.set(key, list);
    }
  }
  return { entries: compiled, byPhrase };
}
