import { LRUCache } from 'lru-cache';
import { simplify } from './chinese.js';
import { translateEmbedded } from './embedded.js';
import { checkText } from './limits.js';
import { readProviderConfig, type ProviderConfig } from './provider/config.js';
import { providerTranslate, type ProviderTranslation } from './provider/client.js';
import { normaliseInput } from './text.js';
import type { TranslationResult } from './types.js';

export interface TranslateOptions {
  /** `auto` (default) uses the provider when one is configured; `embedded` never calls it. */
  provider?: 'auto' | 'embedded';
  /** Provider settings; defaults to the environment (`readProviderConfig`). Pass `null` to disable. */
  config?: ProviderConfig | null;
  /** For tests. */
  fetch?: typeof fetch;
}

/** Provider answers by model and text: 2,000 entries, one day. */
const cache = new LRUCache<string, ProviderTranslation>({ max: 2_000, ttl: 24 * 60 * 60 * 1000 });

let envConfig: ProviderConfig | undefined | null = null;
let envError: string | undefined;
/** The environment's provider settings, read once; invalid settings disable the provider and are reported per answer. */
function configFromEnv(): ProviderConfig | undefined {
  if (envConfig === null) {
    try {
      envConfig = readProviderConfig();
    } catch (err) {
      envConfig = undefined;
      envError = `provider_misconfigured: ${(err as Error).message.replace(/\s+/gu, ' ').slice(0, 300)}; the embedded translator is used.`;
    }
  }
  return envConfig;
}

export function clearProviderCache(): void {
  cache.clear();
}

/**
 * Translates with the configured provider, falling back to the embedded translator on any provider failure
 * (the reason goes into `warnings`). Without a provider this is `translateEmbedded`.
 */
export async function translate(text: string, opts: TranslateOptions = {}): Promise<TranslationResult> {
  const embedded = translateEmbedded(text);
  const cfg = opts.provider === 'embedded' ? undefined : opts.config === undefined ? configFromEnv() : (opts.config ?? undefined);
  if (!cfg) return envError && opts.config === undefined && opts.provider !== 'embedded' ? { ...embedded, warnings: [...embedded.warnings, envError] } : embedded;
  const input = normaliseInput(checkText(text));
  const key = `${cfg.baseUrl}\n${cfg.model}\n${input}`;
  try {
    let answer = cache.get(key);
    if (!answer) {
      answer = await providerTranslate(input, cfg, opts.fetch ?? fetch);
      cache.set(key, answer);
    }
    // The spec fixes the source side: English input stays as written, Chinese input is only made Simplified.
    const lang = embedded.detectedLanguage;
    return {
      en: lang === 'en' ? embedded.en : answer.en,
      zh: lang === 'zh' ? embedded.zh : simplify(answer.zh),
      detectedLanguage: lang,
      coverage: 1,
      provider: 'openai-compatible',
      warnings: embedded.warnings.filter((w) => w.startsWith('language_') || w.startsWith('converted_')),
    };
  } catch (err) {
    return { ...embedded, warnings: [...embedded.warnings, `provider_failed: ${(err as Error).message}; the embedded translation is returned.`] };
  }
}
