import { detectScriptLanguage, type EnglishText } from './language.js';

/**
 * The English text to classify. English passes through; other languages need the translation module
 * (server/src/translate), wired in when it lands. Until then non-Latin input is classified as it is and flagged.
 */
export function toEnglish(text: string): EnglishText {
  const trimmed = text.trim();
  const detectedLanguage = detectScriptLanguage(trimmed);
  if (detectedLanguage === 'en') return { en: trimmed, detectedLanguage, warnings: [] };
  return { en: trimmed, detectedLanguage, warnings: [`untranslated_${detectedLanguage}: no translation available, classified as given`] };
}
