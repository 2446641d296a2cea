import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// wink-lemmatizer is CommonJS without types: noun and adjective lemmas from WordNet.
const wink = require('wink-lemmatizer') as { noun(w: string): string; adjective(w: string): string; verb(w: string): string };

/** Singular noun form for glossary lookup (bottles → bottle, knives → knife, men → man). */
export function englishLemma(word: string): string {
  if (!/^[a-z][a-z'-]*$/u.test(word)) return word;
  return wink.noun(word);
}
