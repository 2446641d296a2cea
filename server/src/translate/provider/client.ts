import { z } from 'zod';
import type { ProviderConfig } from './config.js';
import { SYSTEM_PROMPT, userPrompt } from './prompt.js';

const ChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const Translation = z.object({ en: z.string().trim().min(1), zh: z.string().trim().min(1) });

export type ProviderTranslation = z.infer<typeof Translation>;

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Parses the model's answer: one JSON object, possibly inside a ```json fence; Chinese must contain Han characters. */
export function parseAnswer(content: string): ProviderTranslation {
  const body = content.replace(/^\s*```(?:json)?\s*/u, '').replace(/\s*```\s*$/u, '');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new ProviderError('provider answer is not JSON', true);
  }
  const parsed = Translation.safeParse(json);
  if (!parsed.success) throw new ProviderError('provider answer lacks "en" and "zh" strings', true);
  if (!/\p{Script=Han}/u.test(parsed.data.zh)) throw new ProviderError('provider "zh" contains no Chinese characters', true);
  return parsed.data;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** One chat-completions call with a timeout; `parse` turns the answer's content into T or throws a ProviderError. */
async function callOnce<T>(messages: ChatMessage[], cfg: ProviderConfig, parse: (content: string) => T, fetchImpl: typeof fetch): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cfg.apiKey) headers.authorization = `Bearer ${cfg.apiKey}`;
  let res: Response;
  try {
    res = await fetchImpl(`${cfg.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      signal: AbortSignal.timeout(cfg.timeoutMs),
      body: JSON.stringify({ model: cfg.model, temperature: 0, response_format: { type: 'json_object' }, messages }),
    });
  } catch (err) {
    const e = err as Error;
    throw new ProviderError(e.name === 'TimeoutError' ? `provider timed out after ${cfg.timeoutMs} ms` : `provider unreachable: ${e.message}`, true);
  }
  if (!res.ok) throw new ProviderError(`provider answered HTTP ${res.status}`, res.status === 429 || res.status >= 500);
  const completion = ChatCompletion.safeParse(await res.json().catch(() => undefined));
  if (!completion.success) throw new ProviderError('provider answer is not a chat completion', true);
  return parse(completion.data.choices[0].message.content ?? '');
}

/**
 * A JSON-answer chat completion against the configured OpenAI-compatible provider, retrying retryable failures
 * (network, timeout, 429/5xx, an answer `parse` rejects) with exponential backoff (250 ms, 500 ms, …).
 * Exported for other engines (the classifier may re-rank candidates with the same provider).
 */
export async function chatJson<T>(messages: ChatMessage[], cfg: ProviderConfig, parse: (content: string) => T, fetchImpl: typeof fetch = fetch): Promise<T> {
  let last: ProviderError | undefined;
  for (let attempt = 0; attempt <= cfg.retries; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, 250 * 2 ** (attempt - 1)));
    try {
      return await callOnce(messages, cfg, parse, fetchImpl);
    } catch (err) {
      last = err instanceof ProviderError ? err : new ProviderError((err as Error).message, false);
      if (!last.retryable) break;
    }
  }
  throw last ?? new ProviderError('provider failed', false);
}

/** Translation through the provider with the strict prompt. */
export function providerTranslate(text: string, cfg: ProviderConfig, fetchImpl: typeof fetch = fetch): Promise<ProviderTranslation> {
  return chatJson(
    [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: userPrompt(text) },
    ],
    cfg,
    parseAnswer,
    fetchImpl,
  );
}
