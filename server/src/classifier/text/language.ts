/**
 * Language of the query and the English text the engine classifies. Non-Latin scripts are recognised
 * by Unicode script; translation into English is the translation module's job.
 */
export interface EnglishText {
  /** The English rendering shown to the caller. */
  en: string;
  /** What the engine matches: the English rendering, plus the original when it was translated. */
  matchText: string;
  detectedLanguage: string;
  warnings: string[];
}

const SCRIPTS: Array<[RegExp, string]> = [
  [/[\u3040-\u30ff]/, 'ja'],
  [/[\uac00-\ud7af]/, 'ko'],
  [/[\u4e00-\u9fff]/, 'zh'],
  [/[\u0400-\u04ff]/, 'ru'],
  [/[\u0600-\u06ff]/, 'ar'],
  [/[\u0e00-\u0e7f]/, 'th'],
  [/[\u0900-\u097f]/, 'hi'],
];

/**
 * The script the text is mostly written in. A few stray characters of another script (mis-encoded marks in
 * a scraped title) do not make Latin text foreign: the script must carry at least a fifth of the letters.
 */
export function detectScriptLanguage(text: string): string {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters === 0) return 'en';
  for (const [re, lang] of SCRIPTS) {
    const n = (text.match(new RegExp(re.source, 'g')) ?? []).length;
    // CJK characters carry a word each, Latin letters a fraction of one: weigh them accordingly.
    const weight = lang === 'zh' || lang === 'ja' || lang === 'ko' ? 3 : 1;
    if (n > 0 && (n * weight) / letters >= 0.2) return lang;
  }
  return 'en';
}
