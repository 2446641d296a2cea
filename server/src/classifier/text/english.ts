import { detectLanguage, translateEmbedded } from '../../translate/index.js';
import type { EnglishText } from './language.js';
import { detectScriptLanguage } from './language.js';
import { isStopword, lemma, normalizeText } from './tokenize.js';

export { isStopword, lemma };

/**
 * The English text to classify. English passes through untouched; text the translation module recognises as
 * another language it covers (Chinese, German, Japanese, …) goes through its offline translator, and the
 * classifier reads the English rendering followed by the original (words it cannot translate still match
 * nothing, so the original adds no noise, while brand or model words survive).
 */
export function toEnglish(text: string, isEnglishWord: (word: string) => boolean = () => false): EnglishText {
  const trimmed = text.trim();
  const script = detectScriptLanguage(trimmed);
  if (script === 'en') {
    // Most words known to the HS titles or the vocabulary: English, whatever a detector guesses from brand names.
    const words = normalizeText(trimmed)
      .split(' ')
      .filter((w) => /^[a-z]{3,}$/.test(w));
    const known = words.filter((w) => isEnglishWord(w)).length;
    if (words.length === 0 || known / words.length >= 0.6) return { en: trimmed, matchText: trimmed, detectedLanguage: 'en', warnings: [] };
  }
  const detection = detectLanguage(trimmed);
  const foreign = script !== 'en' || (detection.language !== 'en' && detection.supported);
  if (!foreign) return { en: trimmed, matchText: trimmed, detectedLanguage: 'en', warnings: [] };
  const translated = translateEmbedded(trimmed);
  const warnings = translated.warnings.map((w) => `translation: ${w}`);
  if (translated.coverage < 0.5) warnings.push(`low_translation_coverage: only ${Math.round(translated.coverage * 100)} % of the words were translated`);
  const en = translated.en || trimmed;
  const matchText = en !== trimmed ? `${en} ${trimmed}` : trimmed;
  return { en, matchText, detectedLanguage: translated.detectedLanguage || detection.language, warnings };
}
