import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// wink-lemmatizer is CommonJS without types: noun and adjective lemmas from WordNet.
const wink = require('wink-lemmatizer') as { noun(w: string): string; adjective(w: string): string; verb(w: string): string };

/** Singular noun form for glossary lookup (bottles → bottle, knives → knife, men → man). */
export function englishLemma(word: string): string {
  if (!/^[a-z][a-z'-]*$/u.test(word)) return word;
  return wink.noun(word);
}

let englishWords: Set<string> | undefined;

/**
 * Common English words (about 13,500, with their inflections) from wink-lexicon, the word list wink-lemmatizer is
 * built on; resolved from wink-lemmatizer's own location, since it is that package's dependency. Used to tell an
 * English title full of words the product glossary lacks ("Retro Gorgeous Dragon Pendant") from other languages.
 */
export function isCommonEnglishWord(word: string): boolean {
  if (!englishWords) {
    const fromLemmatizer = createRequire(require.resolve('wink-lemmatizer'));
    englishWords = new Set(Object.keys(fromLemmatizer('wink-lexicon/src/lexicon.js') as Record<string, unknown>));
  }
  return englishWords.has(word.toLowerCase());
}
