/** Languages the authored glossary covers (ISO 639-1). `en` and `zh` are the two output languages. */
export const GLOSSARY_LANGUAGES = ['es', 'fr', 'de', 'it', 'pt', 'nl', 'ja', 'ko', 'ru', 'vi', 'tr', 'pl', 'ar'] as const;
export type GlossaryLanguage = (typeof GLOSSARY_LANGUAGES)[number];
export type SupportedLanguage = GlossaryLanguage | 'en' | 'zh';
export const SUPPORTED_LANGUAGES: readonly SupportedLanguage[] = ['en', 'zh', ...GLOSSARY_LANGUAGES];

export interface TranslationResult {
  /** English text (the normalised input when the input is English). */
  en: string;
  /** Simplified Chinese text (the input converted to Simplified when the input is Chinese). */
  zh: string;
  /** ISO 639-1 code of the detected source language, or `und` when no language could be told. */
  detectedLanguage: string;
  /** Share (0..1) of the content words the translator recognised; numbers, units, model numbers and brands are not counted. */
  coverage: number;
  provider: 'embedded' | 'openai-compatible';
  warnings: string[];
}

export interface EmbeddedTranslation extends TranslationResult {
  provider: 'embedded';
}
