import { describe, expect, it } from 'vitest';
import { translateEmbedded } from '../../src/translate/index.js';
import { englishTermRecall } from '../../src/translate/eval/metrics.js';
import { HELDOUT_PRODUCTS } from '../../src/translate/eval/heldout.js';
import { HELDOUT2_PRODUCTS } from '../../src/translate/eval/heldout2.js';
import { TEST_PRODUCTS } from '../../src/translate/eval/testset.js';
import { SUPPORTED_LANGUAGES } from '../../src/translate/types.js';

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('translation quality floors on the authored sets (npm run eval:translate prints the full figures)', () => {
  it('the sets are complete: every product in all 15 languages with HS 2022 subheadings', () => {
    for (const p of [...TEST_PRODUCTS, ...HELDOUT_PRODUCTS, ...HELDOUT2_PRODUCTS]) {
      for (const lang of SUPPORTED_LANGUAGES) expect(p[lang]?.trim(), `${p.id} ${lang}`).toBeTruthy();
      for (const code of p.hs6.split(';')) expect(code, p.id).toMatch(/^\d{6}$/);
    }
    expect(new Set([...TEST_PRODUCTS, ...HELDOUT_PRODUCTS, ...HELDOUT2_PRODUCTS].map((p) => p.id)).size).toBe(TEST_PRODUCTS.length + HELDOUT_PRODUCTS.length + HELDOUT2_PRODUCTS.length);
  });

  it('test set: language detected (≥ 90 % per language, ≥ 97 % overall), coverage ≥ 85 % and reference-term recall ≥ 70 % in every language', () => {
    const detected: number[] = [];
    for (const lang of SUPPORTED_LANGUAGES) {
      const results = TEST_PRODUCTS.map((p) => ({ p, r: translateEmbedded(p[lang]) }));
      detected.push(...results.map(({ r }) => Number(r.detectedLanguage === lang)));
      // Dutch and German titles made of English loanwords ("Laptop 15,6 inch, 16 GB RAM") read as English.
      expect(mean(results.map(({ r }) => Number(r.detectedLanguage === lang))), `${lang} detection`).toBeGreaterThanOrEqual(0.9);
      expect(mean(results.map(({ r }) => r.coverage)), `${lang} coverage`).toBeGreaterThanOrEqual(0.85);
      if (lang !== 'en') expect(mean(results.map(({ p, r }) => englishTermRecall(p.en, r.en))), `${lang} recall`).toBeGreaterThanOrEqual(0.7);
    }
    expect(mean(detected)).toBeGreaterThanOrEqual(0.97);
  });

  it('held-out set: detection ≥ 90 % and mean coverage ≥ 65 % across languages', () => {
    const results = HELDOUT_PRODUCTS.flatMap((p) => SUPPORTED_LANGUAGES.map((lang) => ({ lang, r: translateEmbedded(p[lang]) })));
    expect(mean(results.map(({ lang, r }) => Number(r.detectedLanguage === lang)))).toBeGreaterThanOrEqual(0.9);
    expect(mean(results.map(({ r }) => r.coverage))).toBeGreaterThanOrEqual(0.65);
  });
});
