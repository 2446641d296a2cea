import { cedictReverse, cedictStatus } from './cedict.js';
import { jiebaEntries, segmentChinese, simplify } from './chinese.js';
import { detectLanguage } from './detect.js';
import { englishLemma } from './english.js';
import { checkText } from './limits.js';
import { renderChinese, renderEnglish, toChineseOrder, toEnglishOrder } from './order.js';
import { segmentSpaced, segmentUnspaced } from './segment.js';
import { lookupKey, normaliseInput } from './text.js';
import type { EmbeddedTranslation, SupportedLanguage } from './types.js';
import { coverageOf, unknownWords, type Unit } from './units.js';

const UNSPACED: ReadonlySet<SupportedLanguage> = new Set(['ja', 'ko']);

/** English words the glossary lacks get Chinese from reversed CC-CEDICT (stainless → 不锈). */
function fillFromCedict(units: Unit[]): Unit[] {
  return units.map((u) => {
    if (u.kind !== 'unk' || !/^[a-z][a-z'-]+$/iu.test(u.src)) return u;
    const key = lookupKey(u.src, 'en');
    const zh = cedictReverse(key, jiebaEntries) ?? cedictReverse(englishLemma(key), jiebaEntries);
    return zh ? { ...u, kind: 'n', zh } : u;
  });
}

function warningsFor(units: Unit[], detectedLanguage: string, supported: boolean): string[] {
  const warnings: string[] = [];
  if (!supported) {
    warnings.push(
      detectedLanguage === 'und'
        ? 'language_unrecognised: the language could not be told; words the glossary does not know were passed through untranslated.'
        : `language_unsupported: detected '${detectedLanguage}', which the embedded glossary does not cover; best effort, unknown words passed through untranslated.`,
    );
  }
  const unknown = unknownWords(units);
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 10).join(', ');
    warnings.push(`partial_translation: ${unknown.length} word(s) not recognised and passed through: ${shown}${unknown.length > 10 ? ', …' : ''}`);
  }
  const ced = cedictStatus();
  if (ced.error) warnings.push(`dictionary_unavailable: ${ced.error}; only the glossary was used.`);
  return warnings;
}

/**
 * The offline translator: detects the language, matches the authored glossary (multi-word terms first), uses
 * jieba + CC-CEDICT for Chinese, and renders English and Simplified Chinese. Synchronous; text is checked to be
 * 1..5,000 characters after trimming (`invalid_request` otherwise).
 */
export function translateEmbedded(text: string): EmbeddedTranslation {
  const input = normaliseInput(checkText(text));
  const detection = detectLanguage(input);
  const lang = detection.glossary ?? 'en';
  const warnings: string[] = [];
  let units: Unit[];
  let en: string;
  let zh: string;
  if (lang === 'zh') {
    const simplified = simplify(input);
    if (simplified !== input) warnings.push('converted_traditional: the Chinese input was converted from Traditional to Simplified characters.');
    units = segmentChinese(simplified);
    en = renderEnglish(toEnglishOrder(units, 'zh'));
    // The Chinese text is the input itself (full-width punctuation kept), only made Simplified.
    zh = simplify(text.trim().replace(/\s+/gu, ' '));
  } else {
    units = UNSPACED.has(lang) ? segmentUnspaced(input, lang) : segmentSpaced(input, lang);
    if (lang === 'en') units = fillFromCedict(units);
    const ordered = toEnglishOrder(units, lang);
    en = lang === 'en' ? input : renderEnglish(ordered);
    zh = renderChinese(toChineseOrder(ordered));
  }
  warnings.push(...warningsFor(units, detection.language, detection.supported));
  return {
    en: en || input,
    zh: zh || input,
    detectedLanguage: detection.language,
    coverage: coverageOf(units),
    provider: 'embedded',
    warnings,
  };
}
