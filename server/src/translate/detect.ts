import { detectAll } from 'tinyld';
import { isCommonEnglishWord } from './english.js';
import { lookupEnglish, segmentSpaced } from './segment.js';
import { ARABIC, CYRILLIC, HAN, HANGUL, KANA, LATIN } from './text.js';
import type { GlossaryLanguage, SupportedLanguage } from './types.js';

export interface Detection {
  /** ISO 639-1 code, or `und`. */
  language: string;
  /** The glossary used to translate; differs from `language` when that one is not supported (best effort). */
  glossary: SupportedLanguage | undefined;
  supported: boolean;
}

/** Shinjitai forms used only in Japanese (Simplified Chinese writes 气 铁 圆 卖 广 图 ..., Traditional 氣 鐵 圓 賣 廣 圖 ...). */
const JAPANESE_ONLY_KANJI = /[気鉄円売広図込払県銭転軽拡伝実写団沢浜関単駅歳巻圧桜渋続鋳隠稲蔵労営様総験険検楽薬]/u;

const LATIN_LANGS: Array<GlossaryLanguage | 'en'> = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'vi', 'tr', 'pl'];

function count(text: string, re: RegExp): number {
  let n = 0;
  for (const ch of text) if (re.test(ch)) n++;
  return n;
}

/**
 * Share of the words a language's glossary recognises when the text is segmented with it (multi-word terms,
 * stems, endings and compounds included; function words count half, since many are shared: de, en, e).
 */
function glossaryScore(text: string, words: number, lang: GlossaryLanguage | 'en'): number {
  if (words === 0) return 0;
  if (lang === 'en') {
    // English: the glossary or, for titles full of marketing words, a general English word list.
    const latin = text.match(/\p{L}[\p{L}\p{M}\p{N}'’-]*/gu) ?? [];
    const shouting = text === text.toUpperCase();
    const common =
      latin.filter((w) => w.length > 1 && !/\p{N}/u.test(w) && (shouting || w !== w.toUpperCase()) && (isCommonEnglishWord(w) || lookupEnglish(w) !== undefined)).length / words;
    return Math.min(1, Math.max(common, segmentScore(text, words, lang)));
  }
  return segmentScore(text, words, lang);
}

function segmentScore(text: string, words: number, lang: GlossaryLanguage | 'en'): number {
  let hits = 0;
  for (const u of segmentSpaced(text, lang, false)) {
    if (u.kind === 'n' || u.kind === 'a' || u.kind === 'p') hits += u.weight;
    else if (u.kind === 'prep' || u.kind === 'conn' || u.kind === 'drop') hits += 0.5;
  }
  return Math.min(1, hits / words);
}

/**
 * Detects the language of product text. The script decides for Japanese (kana), Korean (hangul), Chinese (han
 * without kana), Russian (Cyrillic) and Arabic. For Latin script, tinyld's probabilities are combined with how
 * many words each glossary knows, which tells short titles apart far better than character statistics alone
 * (see the eval harness for the measured accuracy).
 */
export function detectLanguage(fullText: string): Detection {
  // The first 600 characters tell the language; scoring all 5,000 against ten glossaries would cost a second.
  const text = fullText.length > 600 ? fullText.slice(0, 600).replace(/\s\S*$/u, '') : fullText;
  const letters = count(text, /\p{L}/u);
  if (letters === 0) return { language: 'und', glossary: undefined, supported: false };
  const kana = count(text, KANA);
  const hangul = count(text, HANGUL);
  const han = count(text, HAN);
  if (kana > 0 && kana + han >= hangul) return { language: 'ja', glossary: 'ja', supported: true };
  if (hangul > 0 && hangul >= han) return { language: 'ko', glossary: 'ko', supported: true };
  // Kanji-only Japanese ("電気炊飯器", "鉄製鍋") shows Japanese shinjitai that neither Simplified nor Traditional Chinese uses.
  if (han > 0 && JAPANESE_ONLY_KANJI.test(text)) return { language: 'ja', glossary: 'ja', supported: true };
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
  // Model numbers and acronyms (BTA41-800B, USB, RC) say nothing about the language.
  const shouting = text === text.toUpperCase();
  const words = (text.match(/\p{L}[\p{L}\p{M}\p{N}'’-]*/gu) ?? []).filter((w) => !/\p{N}/u.test(w) && (shouting || !(w.length > 1 && w === w.toUpperCase()))).length;
  const tiny = new Map(detectAll(text).map(({ lang, accuracy }) => [lang, accuracy]));
  // English words fill titles in every language ("wireless", "mouse"); on a tie English wins.
  const scored = LATIN_LANGS.map((lang) => [lang, glossaryScore(text, words, lang) * 2 + (tiny.get(lang) ?? 0) + (lang === 'en' ? 0.02 : 0)] as const).sort(
    (a, b) => b[1] - a[1],
  );
  const [bestLang, bestScore] = scored[0];
  // Character statistics alone misfire on short titles (tinyld reads "Saç kurutma makinesi" as Hungarian), so an
  // unsupported language is only reported when no glossary recognises a third of the words and tinyld is sure.
  const [tinyLang, tinyAcc] = [...tiny].sort((a, b) => b[1] - a[1])[0] ?? ['und', 0];
  const glossaryBest = Math.max(...LATIN_LANGS.map((lang) => glossaryScore(text, words, lang))) * 2;
  // Nothing recognised in any glossary (brand and model names only: "Nike Air Max 90"): say so rather than guess.
  if (glossaryBest === 0 && (LATIN_LANGS as string[]).includes(tinyLang)) return { language: 'und', glossary: 'en', supported: false };
  if (glossaryBest < 0.67 && !(LATIN_LANGS as string[]).includes(tinyLang) && tinyAcc >= 0.5) {
    return { language: tinyLang, glossary: 'en', supported: false };
  }
  if (bestScore <= 0) return { language: 'und', glossary: 'en', supported: false };
  return { language: bestLang, glossary: bestLang, supported: true };
}

function scriptFamily(text: string, main: 'ru' | 'ar', family: string[]): Detection {
  const guess = detectAll(text, { only: family })[0];
  if (!guess || guess.lang === main || guess.accuracy < 0.5) return { language: main, glossary: main, supported: true };
  return { language: guess.lang, glossary: main, supported: false };
}
