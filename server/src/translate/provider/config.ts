import { z } from 'zod';

/**
 * Optional OpenAI-compatible chat-completions provider (Ollama, vLLM, llama.cpp server or a hosted model).
 * Enabled when both the base URL and the model are set; otherwise the embedded translator is used alone.
 */
export const translateProviderEnvSchema = z.object({
  /** Base URL up to and including the API version, e.g. `http://127.0.0.1:11434/v1`; `/chat/completions` is appended. */
  TIS_TRANSLATE_PROVIDER_URL: z.url().optional(),
  TIS_TRANSLATE_PROVIDER_MODEL: z.string().min(1).optional(),
  /** Sent as `Authorization: Bearer …` when set (local servers usually need none). */
  TIS_TRANSLATE_PROVIDER_KEY: z.string().min(1).optional(),
  /** Per-attempt timeout. */
  TIS_TRANSLATE_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
  /** Further attempts after a failed one (network error, timeout, 429/5xx, output that breaks the contract). */
  TIS_TRANSLATE_PROVIDER_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
});

export type TranslateProviderEnv = z.infer<typeof translateProviderEnvSchema>;

export const TRANSLATE_PROVIDER_ENV_VARS = Object.keys(translateProviderEnvSchema.shape) as Array<keyof TranslateProviderEnv>;

export interface ProviderConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  retries: number;
}

/** Reads the provider settings; undefined when no provider is configured. Throws a ZodError on invalid values. */
export function readProviderConfig(env: Record<string, string | undefined> = process.env): ProviderConfig | undefined {
  const e = translateProviderEnvSchema.parse(env);
  if (!e.TIS_TRANSLATE_PROVIDER_URL || !e.TIS_TRANSLATE_PROVIDER_MODEL) return undefined;
  return {
    baseUrl: e.TIS_TRANSLATE_PROVIDER_URL.replace(/\/+$/u, ''),
    model: e.TIS_TRANSLATE_PROVIDER_MODEL,
    apiKey: e.TIS_TRANSLATE_PROVIDER_KEY,
    timeoutMs: e.TIS_TRANSLATE_PROVIDER_TIMEOUT_MS,
    retries: e.TIS_TRANSLATE_PROVIDER_RETRIES,
  };
}
