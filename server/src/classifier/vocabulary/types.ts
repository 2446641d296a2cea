/**
 * The product vocabulary: everyday words for products, materials, parts and uses, pointing at the HS heading
 * (4 digits) or subheading (6 digits) customs would put them in. Authored by hand from the HS headings'
 * scope (HS 2022 titles and the GRI), not from any evaluation set.
 */
export interface VocabEntry {
  /** Heading (4 digits) or subheading (6 digits). */
  code: string;
  /** Phrases that name the product; any inflection (the tokenizer folds plurals and variants). */
  terms: string[];
  /** Strength of the evidence: 1 names the heading outright; lower for words shared by several headings. */
  weight: number;
  /** Every group must be satisfied by at least one phrase or attribute (e.g. ['@men', '@knit']). */
  when: string[][];
  /** Not used when any of these phrases or attributes is in the query. */
  unless: string[];
  /** Which kind of evidence, for the reasoning. */
  kind: 'product' | 'material' | 'use' | 'part' | 'category';
}

export interface EntryOptions {
  w?: number;
  /** Comma-separated alternatives; several strings = several groups that must all hold. */
  when?: string | string[];
  unless?: string;
  kind?: VocabEntry['kind'];
}

const split = (s: string): string[] =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** Shorthand used by the vocabulary files: p('6109', 'tshirt, tee, singlet', { w: 1 }). */
export function p(code: string, terms: string, options: EntryOptions = {}): VocabEntry {
  const when = options.when === undefined ? [] : (Array.isArray(options.when) ? options.when : [options.when]).map(split);
  return {
    code,
    terms: split(terms),
    weight: options.w ?? 1,
    when,
    unless: options.unless ? split(options.unless) : [],
    kind: options.kind ?? 'product',
  };
}
