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

export function detectScriptLanguage(text: string): string {
  for (const [re, lang] of SCRIPTS) if (re.test(text)) return lang;
  return 'en';
}
