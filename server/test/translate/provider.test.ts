import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearProviderCache, readProviderConfig, translate, TRANSLATE_PROVIDER_ENV_VARS, type ProviderConfig } from '../../src/translate/index.js';

/** A stub chat-completions server on 127.0.0.1 whose behaviour each test sets. */
let server: Server;
let baseUrl = '';
let behaviour: (body: { model: string; messages: Array<{ role: string; content: string }> }, req: IncomingMessage) => { status: number; body: unknown; delayMs?: number };
let calls: Array<{ auth?: string; body: { model: string; messages: Array<{ role: string; content: string }>; response_format?: unknown } }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw);
      calls.push({ auth: req.headers.authorization, body });
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const out = behaviour(body, req);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(out.status, { 'content-type': 'application/json' }).end(JSON.stringify(out.body));
      }, out.delayMs ?? 0);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

beforeEach(() => {
  calls = [];
  clearProviderCache();
});

const answer = (content: string) => ({ status: 200, body: { id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] } });
const cfg = (patch: Partial<ProviderConfig> = {}): ProviderConfig => ({ baseUrl, model: 'stub-model', apiKey: 'sk-test', timeoutMs: 2_000, retries: 1, ...patch });

describe('optional OpenAI-compatible provider', () => {
  it('sends a strict JSON prompt with the model and key, and returns the provider translation', async () => {
    behaviour = () => answer('{"en":"knitted wool sweater for women","zh":"女士针织羊毛衫"}');
    const r = await translate('Damen Strickpullover aus Wolle', { config: cfg() });
    expect(r).toMatchObject({ en: 'knitted wool sweater for women', zh: '女士针织羊毛衫', provider: 'openai-compatible', detectedLanguage: 'de', coverage: 1 });
    expect(calls).toHaveLength(1);
    expect(calls[0].auth).toBe('Bearer sk-test');
    expect(calls[0].body.model).toBe('stub-model');
    expect(calls[0].body.response_format).toEqual({ type: 'json_object' });
    expect(calls[0].body.messages[0].content).toMatch(/ONLY a JSON object/);
    expect(calls[0].body.messages[1].content).toContain('Damen Strickpullover aus Wolle');
  });

  it('caches answers: the same text does not call the provider twice', async () => {
    behaviour = () => answer('```json\n{"en":"cotton shirt","zh":"棉衬衫"}\n```');
    await translate('camisa de algodón', { config: cfg() });
    const again = await translate('camisa de algodón', { config: cfg() });
    expect(again.zh).toBe('棉衬衫');
    expect(calls).toHaveLength(1);
  });

  it('keeps English input as written and Chinese input as Simplified, whatever the model says', async () => {
    behaviour = () => answer('{"en":"Stainless Steel Bottle","zh":"不銹鋼瓶"}');
    const r = await translate('stainless steel bottle', { config: cfg() });
    expect(r.en).toBe('stainless steel bottle');
    expect(r.zh).toBe('不锈钢瓶');
  });

  it('retries a 5xx and succeeds on the second attempt', async () => {
    let n = 0;
    behaviour = () => (n++ === 0 ? { status: 503, body: { error: 'busy' } } : answer('{"en":"leather wallet","zh":"皮革钱包"}'));
    const r = await translate('portefeuille en cuir', { config: cfg() });
    expect(r.provider).toBe('openai-compatible');
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['a timeout', () => ({ ...answer('{"en":"x","zh":"某"}'), delayMs: 1_500 }), /timed out/],
    ['output that is not JSON', () => answer('Sure! Here is the translation: cotton shirt'), /not JSON/],
    ['JSON without Chinese', () => answer('{"en":"cotton shirt","zh":"cotton shirt"}'), /no Chinese/],
    ['a 401', () => ({ status: 401, body: { error: 'bad key' } }), /HTTP 401/],
  ])('falls back to the embedded translator on %s, with a warning', async (_name, b, reason) => {
    behaviour = b;
    const r = await translate('camisa de algodón para hombre', { config: cfg({ timeoutMs: 300 }) });
    expect(r.provider).toBe('embedded');
    expect(r.en).toBe('cotton shirt for men');
    const w = r.warnings.find((x) => x.startsWith('provider_failed'));
    expect(w).toMatch(reason);
  });

  it('falls back when the provider cannot be reached', async () => {
    const r = await translate('camisa de algodón', { config: cfg({ baseUrl: 'http://127.0.0.1:9/v1', retries: 0 }) });
    expect(r.provider).toBe('embedded');
    expect(r.warnings.some((w) => w.startsWith('provider_failed: provider unreachable'))).toBe(true);
  });

  it('is off unless base URL and model are both set; reads the environment with validation', () => {
    expect(TRANSLATE_PROVIDER_ENV_VARS).toEqual(['TIS_TRANSLATE_PROVIDER_URL', 'TIS_TRANSLATE_PROVIDER_MODEL', 'TIS_TRANSLATE_PROVIDER_KEY', 'TIS_TRANSLATE_PROVIDER_TIMEOUT_MS', 'TIS_TRANSLATE_PROVIDER_RETRIES']);
    expect(readProviderConfig({})).toBeUndefined();
    expect(readProviderConfig({ TIS_TRANSLATE_PROVIDER_URL: 'http://127.0.0.1:11434/v1' })).toBeUndefined();
    expect(readProviderConfig({ TIS_TRANSLATE_PROVIDER_URL: 'http://127.0.0.1:11434/v1/', TIS_TRANSLATE_PROVIDER_MODEL: 'qwen2.5:7b' })).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'qwen2.5:7b',
      apiKey: undefined,
      timeoutMs: 8_000,
      retries: 1,
    });
    expect(() => readProviderConfig({ TIS_TRANSLATE_PROVIDER_URL: 'not a url', TIS_TRANSLATE_PROVIDER_MODEL: 'm' })).toThrow();
    expect(() => readProviderConfig({ TIS_TRANSLATE_PROVIDER_RETRIES: '9' })).toThrow();
  });

  it('never calls the provider with provider: "embedded"', async () => {
    behaviour = () => answer('{"en":"x","zh":"某"}');
    const r = await translate('camisa', { config: cfg(), provider: 'embedded' });
    expect(r.provider).toBe('embedded');
    expect(calls).toHaveLength(0);
  });
});
