import { describe, expect, it } from 'vitest';
import { CONCEPTS, GLOSSARY_VERSION, glossaryStats, lexicon } from '../../src/translate/glossary/index.js';
import { FUNCTION_WORDS } from '../../src/translate/glossary/function-words.js';
import { GLOSSARY_LANGUAGES } from '../../src/translate/types.js';

describe('product glossary', () => {
  it('is versioned (semver)', () => {
    expect(GLOSSARY_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('gives every concept an English and a Chinese form and a form in each of the 13 languages', () => {
    for (const c of CONCEPTS) {
      expect(c.en.trim(), JSON.stringify(c)).not.toBe('');
      expect(c.zh, c.en).toMatch(/\p{Script=Han}|^[A-Z0-9]+$|^(LED|PVC|POLO)/u);
      for (const lang of GLOSSARY_LANGUAGES) expect(c[lang]?.trim(), `${c.en} lacks ${lang}`).toBeTruthy();
    }
    const stats = glossaryStats();
    expect(stats.concepts).toBeGreaterThanOrEqual(200);
    for (const lang of GLOSSARY_LANGUAGES) expect(stats[lang]).toBe(stats.concepts);
  });

  it('has no empty or whitespace-padded forms and no English output repeated under two meanings', () => {
    for (const c of CONCEPTS) {
      for (const cell of [c.enAlt, c.zhAlt, ...GLOSSARY_LANGUAGES.map((l) => c[l])]) {
        for (const form of (cell ?? '').split('|').filter((f, i, all) => all.length > 1 || f)) {
          expect(form, `${c.en}: "${cell}"`).toBe(form.trim());
          expect(form.length, `${c.en}: "${cell}"`).toBeGreaterThan(0);
        }
      }
    }
    const outputs = CONCEPTS.map((c) => c.en.toLowerCase());
    expect(outputs.filter((o, i) => outputs.indexOf(o) !== i)).toEqual([]);
  });

  it('covers the classification-changing words in every language', () => {
    const decisive = ['knitted', 'woven', 'for men', 'for women', 'for children', 'electric', 'frozen', 'stainless steel', 'cotton', 'synthetic fibre', 'spare part'];
    for (const en of decisive) expect(CONCEPTS.find((c) => c.en === en), en).toBeDefined();
    for (const lang of GLOSSARY_LANGUAGES) {
      const lex = lexicon(lang);
      const kinds = new Set([...lex.exact.values(), ...lex.stems.map(([, e]) => e), ...lex.multiStems.map((m) => m.entry)].map((e) => e.en));
      for (const en of decisive) expect(kinds.has(en), `${lang} ${en}`).toBe(true);
    }
  });

  it('has function words for every language and builds each lexicon with multi-word keys', () => {
    for (const lang of [...GLOSSARY_LANGUAGES, 'en' as const]) {
      expect(FUNCTION_WORDS[lang]).toBeDefined();
      const lex = lexicon(lang);
      expect(lex.exact.size + lex.stems.length + lex.multiStems.length).toBeGreaterThan(250);
      if (lang !== 'ja') expect(lex.maxWords).toBeGreaterThan(1);
    }
    expect(lexicon('zh').exact.get('不锈钢')?.en).toBe('stainless steel');
    expect(lexicon('en').exact.get('stainless steel')?.zh).toBe('不锈钢');
  });
});
