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
/** Articles, prepositions and conjunctions of the Latin-script languages the translator covers; none is English. */
const FOREIGN_FUNCTION_WORDS = new Set(
  (
    'der das und mit für fur ohne aus von zum zur ein eine einer dem ' +
    'le la les des du pour avec sans une et est en au aux ' +
    'el los las del con sin para por y una unos ' +
    'il lo gli della delle dei degli senza ' +
    'os da dos com sem uma ' +
    'het een voor zonder ' +
    'och med utan fra til og av'
  ).split(' '),
);

export function toEnglish(text: string, isEnglishWord: (word: string) => boolean = () => false): EnglishText {
  const trimmed = text.trim();
  const script = detectScriptLanguage(trimmed);
  if (script === 'en') {
    // English unless it reads as another language: most words unknown to the HS titles and the vocabulary,
    // or function words of the languages the translator covers ("mit", "pour", "con" …). Brand names and
    // model numbers alone do not make a title foreign.
    const words = normalizeText(trimmed)
      .split(' ')
      .filter((w) => /^[a-z]{2,}$/.test(w));
    const long = words.filter((w) => w.length >= 3);
    const known = long.filter((w) => isEnglishWord(w)).length;
    const share = long.length ? known / long.length : 1;
    const foreignFunctionWords = words.filter((w) => FOREIGN_FUNCTION_WORDS.has(w)).length;
    if (share >= 0.6 || (share >= 0.25 && foreignFunctionWords === 0)) {
      return { en: trimmed, matchText: trimmed, detectedLanguage: 'en', warnings: [] };
    }
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
