import { z } from '@hono/zod-openapi';
import { SUPPORTED_LANGUAGES } from '../../server/src/translate/types.js';
import { TEXT_MAX_CHARS, TEXT_MIN_CHARS } from '../../server/src/translate/limits.js';

export const TranslateRequestSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(TEXT_MIN_CHARS)
      .max(TEXT_MAX_CHARS)
      .openapi({
        description: `Product text in any language, ${TEXT_MIN_CHARS} to ${TEXT_MAX_CHARS.toLocaleString('en-US')} characters after trimming (UTF-16 code units); outside that range the answer is 400 invalid_request. A language the glossary does not cover is not an error: the answer is a best effort with a warning.`,
        example: '纯棉男士短袖T恤',
      }),
  })
  .openapi('TranslateRequest', {
    example: { text: '纯棉男士短袖T恤' },
  });

export const TranslateResponseSchema = z
  .object({
    en: z.string().openapi({
      description: 'English text. When the input is English this is the input, whitespace-normalised (NFKC, single spaces).',
      example: 'pure cotton short-sleeved T-shirt for men',
    }),
    zh: z.string().openapi({
      description: 'Simplified Chinese text. When the input is Chinese this is the input converted to Simplified characters (OpenCC).',
      example: '纯棉男士短袖T恤',
    }),
    detectedLanguage: z.string().openapi({
      description: `ISO 639-1 code of the detected source language, or \`und\` when it could not be told. The embedded translator covers ${SUPPORTED_LANGUAGES.join(', ')}; any other language gets a best-effort answer (unknown words passed through) and a \`language_unsupported\` warning.`,
      example: 'zh',
    }),
    provider: z.enum(['embedded', 'openai-compatible']).openapi({
      description:
        '`embedded`: the offline translator (authored product glossary; Chinese through jieba segmentation and the CC-CEDICT dictionary, CC BY-SA 4.0, © MDBG and CC-CEDICT contributors, https://cc-cedict.org/wiki/). `openai-compatible`: the optional language-model provider configured on the server; on any provider failure the embedded answer is returned with a `provider_failed` warning.',
      example: 'embedded',
    }),
    coverage: z.number().min(0).max(1).openapi({
      description:
        'Share (0 to 1) of the content words the translator recognised, so a full translation can be told from a partial one. Numbers, units, model numbers and brand names pass through untouched and are not counted; 1 when the text has none. Always 1 for the provider.',
      example: 1,
    }),
    warnings: z.array(z.string()).openapi({
      description:
        'Machine-readable prefix, then an explanation: `language_unsupported`, `language_unrecognised`, `partial_translation` (lists the words passed through), `converted_traditional`, `provider_failed`, `dictionary_unavailable`.',
      example: [],
    }),
  })
  .openapi('TranslateResponse', {
    example: { en: 'pure cotton short-sleeved T-shirt for men', zh: '纯棉男士短袖T恤', detectedLanguage: 'zh', provider: 'embedded', coverage: 1, warnings: [] },
  });
