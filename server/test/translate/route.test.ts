import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers/app.js';

describe('POST /api/translate', () => {
  it('200 with en, zh, detectedLanguage, provider, coverage and warnings', async () => {
    const t = await createTestContext();
    const res = await t.request('/api/translate', { method: 'POST', json: { text: '纯棉男士短袖T恤' } });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json).toMatchObject({ zh: '纯棉男士短袖T恤', detectedLanguage: 'zh', provider: 'embedded', coverage: 1, warnings: [] });
    expect(json.en).toMatch(/cotton.*T-shirt/);
    expect(res.headers.get('ratelimit-remaining')).not.toBeNull();
  });

  it('translates English into Chinese', async () => {
    const t = await createTestContext();
    const res = await t.request('/api/translate', { method: 'POST', json: { text: 'stainless steel vacuum insulated water bottle' } });
    const json = await res.json();
    expect(json.en).toBe('stainless steel vacuum insulated water bottle');
    expect(json.zh).toMatch(/不锈钢.*保温/);
  });

  it('400 invalid_request naming body.text for empty, whitespace-only and over-long text', async () => {
    const t = await createTestContext();
    for (const text of ['', '   \n ', 'x'.repeat(5_001)]) {
      const res = await t.request('/api/translate', { method: 'POST', json: { text } });
      expect(res.status, JSON.stringify(text.slice(0, 10))).toBe(400);
      const json = await res.json();
      expect(json.error).toBe('invalid_request');
      expect(json.details[0].path).toBe('body.text');
    }
    const ok = await t.request('/api/translate', { method: 'POST', json: { text: ` ${'a'.repeat(5_000)} ` } });
    expect(ok.status).toBe(200);
  });

  it('an unsupported language is 200 with a warning', async () => {
    const t = await createTestContext();
    const res = await t.request('/api/translate', { method: 'POST', json: { text: 'เสื้อยืดผ้าฝ้าย' } });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.warnings.some((w: string) => w.startsWith('language_unsupported'))).toBe(true);
  });

  it('401 without credentials', async () => {
    const t = await createTestContext();
    const res = await t.request('/api/translate', { method: 'POST', json: { text: 'shirt' }, auth: false });
    expect(res.status).toBe(401);
  });
});
