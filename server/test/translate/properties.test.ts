import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { translateEmbedded } from '../../src/translate/index.js';
import { CONCEPTS } from '../../src/translate/glossary/index.js';
import { GLOSSARY_LANGUAGES } from '../../src/translate/types.js';

/** Product-like text: glossary forms of random languages, numbers, model numbers, punctuation, emoji and noise. */
const piece = fc.oneof(
  fc.constantFrom(...CONCEPTS.flatMap((c) => GLOSSARY_LANGUAGES.map((l) => (c[l] ?? '').split('|')[0].replace(/\*$/u, '')).concat(c.en, c.zh))),
  fc.integer({ min: 0, max: 99_999 }).map(String),
  fc.constantFrom('XK-2201', 'iPhone', '500ml', '100%', ',', '/', '(', ')', '🙂', '·', '—', '&', 'USB-C', '27,5'),
  fc.string({ minLength: 1, maxLength: 8 }),
);
const text = fc.array(piece, { minLength: 1, maxLength: 25 }).map((ps) => ps.join(' ')).filter((s) => s.trim().length > 0 && s.trim().length <= 5_000);

describe('translateEmbedded on arbitrary product-like text', () => {
  test.prop([text], { numRuns: 300 })('never throws, answers both languages, coverage in [0, 1], provider embedded', (t) => {
    const r = translateEmbedded(t);
    expect(r.provider).toBe('embedded');
    expect(r.en.length).toBeGreaterThan(0);
    expect(r.zh.length).toBeGreaterThan(0);
    expect(r.coverage).toBeGreaterThanOrEqual(0);
    expect(r.coverage).toBeLessThanOrEqual(1);
    expect(typeof r.detectedLanguage).toBe('string');
  });

  test.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom('camiseta de algodón', 'Baumwoll-T-Shirt', '纯棉T恤', '綿Tシャツ', '면 티셔츠')], { numRuns: 100 })(
    'numbers pass through untouched into both outputs',
    (n, words) => {
      const r = translateEmbedded(`${words} ${n}`);
      expect(r.en).toContain(String(n));
      expect(r.zh).toContain(String(n));
    },
  );
});
