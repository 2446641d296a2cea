import type { GlossaryLanguage } from '../types.js';

/**
 * How a term behaves in a product phrase, which decides word order in the output:
 * - `n` a product or part noun (the head: "T-shirt", "bottle");
 * - `a` a modifier English puts before the head (materials, "knitted", "electric", "short-sleeved");
 * - `p` a qualifier English puts after the head and Chinese before it ("for men" / 男士, "with lid" / 带盖);
 * - `w` a word of running description kept where it stands ("hours", "summer", "dishwasher-safe").
 */
export type ConceptKind = 'n' | 'a' | 'p' | 'w';

/**
 * One glossary concept. Each language cell lists its surface forms separated by `|`, the first being
 * the preferred one. A form ending in `*` is a stem that also matches inflected words (`хлопк*`).
 * `en` and `zh` are the output forms; `enAlt` / `zhAlt` are further English / Chinese forms recognised on input.
 */
export type Concept = { en: string; zh: string; k: ConceptKind; enAlt?: string; zhAlt?: string } & Partial<Record<GlossaryLanguage, string>>;

/** Function words of one language: how each is rendered, and whether it links a following modifier to the head before it. */
export interface FunctionWords {
  /** Articles and particles that are dropped. */
  drop: string;
  /** Linking words ("de", "aus", "of") whose following noun or material modifies the head before them: "botella de agua" → "water bottle". */
  conn: string;
  /** Prepositions kept in the output, with their English form. */
  preps: Record<string, 'for' | 'with' | 'without' | 'and' | 'in' | 'on' | 'to' | 'from' | 'by' | 'made of' | 'ideal for' | 'available in' | 'up to'>;
  /** Suffix particles stripped from an unmatched word (Korean 의/은/는, Turkish case endings). */
  suffixes?: string;
  /** Prefix clitics stripped from an unmatched word (Arabic ال, و, ب, ل). */
  prefixes?: string;
}
