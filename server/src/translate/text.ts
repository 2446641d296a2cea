/** Text normalisation shared by detection, glossary lookup and segmentation. */

/** NFKC folds full-width Latin, half-width katakana and compatibility forms; whitespace is collapsed. */
export function normaliseInput(text: string): string {
  return text.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

const ARABIC_DIACRITICS = /[\u064B-\u065F\u0670\u0640]/gu;

/** Lookup key: lower case (Turkish dotted/dotless i kept apart), Arabic vowel marks and tatweel removed, alef forms unified. */
export function lookupKey(text: string, lang?: string): string {
  let s = text.normalize('NFKC');
  s = lang === 'tr' ? s.toLocaleLowerCase('tr') : s.toLowerCase();
  if (lang === 'ar' || /[\u0600-\u06FF]/u.test(s)) s = s.replace(ARABIC_DIACRITICS, '').replace(/[أإآ]/gu, 'ا').replace(/ى/gu, 'ي');
  return s.replace(/[’`´]/gu, "'").replace(/\s+/gu, ' ').trim();
}

/** The same key without Latin diacritics, so `algodon` finds `algodón`. */
export function foldDiacritics(key: string): string {
  if (/^[\x00-\x7f]*$/u.test(key)) return key;
  return key
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .replace(/đ/gu, 'd')
    .replace(/ł/gu, 'l')
    .replace(/ß/gu, 'ss')
    .replace(/ı/gu, 'i')
    .normalize('NFC');
}

export const HAN = /\p{Script=Han}/u;
export const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
export const HANGUL = /\p{Script=Hangul}/u;
export const CYRILLIC = /\p{Script=Cyrillic}/u;
export const ARABIC = /\p{Script=Arabic}/u;
export const LATIN = /\p{Script=Latin}/u;

/** Numbers, sizes and model numbers (anything with a digit) pass through untouched. */
export function isNumberLike(token: string): boolean {
  return /\p{N}/u.test(token);
}

/** Unit abbreviations written next to numbers; they pass through and are not content words. */
export const UNIT_ABBREVIATIONS = new Set(
  'mm cm m km inch ft g kg mg lb lbs oz ml l cl dl w kw v mah ah hz ghz mb gb tb pcs pc x % ° °c °f мм см м кг г мг мл л вт квт в мач гб тб шт'.split(' '),
);

/** An upper-case or mixed-case Latin token that is not a dictionary word is taken as a brand or model (USB, iPhone, OPPO). */
export function isBrandLike(token: string): boolean {
  if (!LATIN.test(token)) return false;
  if (token.length >= 2 && token === token.toUpperCase() && token !== token.toLowerCase()) return true;
  return /^\p{Ll}+\p{Lu}/u.test(token); // iPhone, eBook
}
