import { detectAll } from 'tinyld';
import { lexicon } from './glossary/index.js';
import { ARABIC, CYRILLIC, HAN, HANGUL, KANA, LATIN, foldDiacritics, lookupKey } from './text.js';
import type { GlossaryLanguage, SupportedLanguage } from './types.js';

export interface Detection {
  /** ISO 639-1 code, or `und`. */
  language: string;
  /** The glossary used to translate; differs from `language` when that one is not supported (best effort). */
  glossary: SupportedLanguage | undefined;
  supported: boolean;
}

const LATIN_LANGS: Array<GlossaryLanguage | 'en'> = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'vi', 'tr', 'pl'];

function count(text: string, re: RegExp): number {
  let n = 0;
  for (const ch of text) if (re.test(ch)) n++;
  return n;
}

/** Share of the words found in a language's glossary (stems included): strong evidence on short product titles. */
function glossaryHits(words: string[], lang: GlossaryLanguage | 'en'): number {
  const lex = lexicon(lang);
  let hits = 0;
  for (const w of words) {
    const key = lookupKey(w, lang);
    if (key.length < 2) continue;
    const e = lex.exact.get(key) ?? lex.folded.get(foldDiacritics(key)) ?? lex.stems.find(([s]) => key.startsWith(s) && key.length - s.length <= 5)?.[1];
    // Function words count half: many are shared between languages (de, en, e).
    if (e) hits += e.kind === 'n' || e.kind === 'a' || e.kind === 'p' ? 1 : 0.5;
  }
  return words.length ? hits / words.length : 0;
}

/**
 * Detects the language of product text. The script decides for Japanese (kana), Korean (hangul), Chinese (han
 * without kana), Russian (Cyrillic) and Arabic. For Latin script, tinyld's probabilities are combined with how
 * many words each glossary knows, which tells short titles apart far better than character statistics alone
 * (see the eval harness for the measured accuracy).
 */
export function detectLanguage(text: string): Detection {
  const letters = count(text, /\p{L}/u);
  if (letters === 0) return { language: 'und', glossary: undefined, supported: false };
  const kana = count(text, KANA);
  const hangul = count(text, HANGUL);
  const han = count(text, HAN);
  if (kana > 0 && kana + han >= hangul) return { language: 'ja', glossary: 'ja', supported: true };
  if (hangul > 0 && hangul >= han) return { language: 'ko', glossary: 'ko', supported: true };
  if (han > 0 && han * 2 >= letters - han) return { language: 'zh', glossary: 'zh', supported: true };
  const cyr = count(text, CYRILLIC);
  const ara = count(text, ARABIC);
  const lat = count(text, LATIN);
  if (cyr > lat && cyr >= ara) return scriptFamily(text, 'ru', ['ru', 'uk', 'bg', 'sr', 'mk', 'be', 'kk']);
  if (ara > lat) return scriptFamily(text, 'ar', ['ar', 'fa', 'ur']);
  if (lat === 0) {
    const guess = detectAll(text)[0]?.lang ?? 'und';
    return { language: guess, glossary: undefined, supported: false };
  }
  const words = text.match(/[\p{L}][\p{L}\p{M}'’-]*/gu) ?? [];
  const scores = new Map<string, number>();
  for (const lang of LATIN_LANGS) scores.set(lang, glossaryHits(words, lang) * 2);
  const tiny = detectAll(text);
  for (const { lang, accuracy } of tiny) scores.set(lang, (scores.get(lang) ?? 0) + accuracy);
  const [bestLang, bestScore] = [...scores].sort((a, b) => b[1] - a[1])[0];
  if (bestScore <= 0) return { language: 'und', glossary: 'en', supported: false };
  const supported = (LATIN_LANGS as string[]).includes(bestLang);
  return { language: bestLang, glossary: supported ? (bestLang as SupportedLanguage) : 'en', supported };
}

function scriptFamily(text: string, main: 'ru' | 'ar', family: string[]): Detection {
  const guess = detectAll(text, { only: family })[0];
  if (!guess || guess.lang === main || guess.accuracy < 0.5) return { language: main, glossary: main, supported: true };
  return { language: guess.lang, glossary: main, supported: false };
}
