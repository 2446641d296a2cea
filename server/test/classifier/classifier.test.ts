import { beforeAll, describe, expect, it } from 'vitest';
import { createClassifier, type Classifier } from '../../src/classifier/index.js';
import type { TariffStore } from '../../src/dataset/store.js';
import { loadTariffStore } from '../../src/dataset/store.js';
import type { Destination } from '../../src/dataset/types.js';

// The real dataset from ../shared/data (CI clones the repo with ../shared beside it).
let store: TariffStore;
let classifier: Classifier;
beforeAll(async () => {
  store = await loadTariffStore();
  classifier = createClassifier(store);
});

/** `hs` must be a code of the destination's own data: a national line where it has lines, else an HS6 it lists. */
function isRealCode(destination: Destination, hs: string): boolean {
  if (store.line(destination, hs)) return true;
  return hs.length === 6 && store.hsNode(hs) !== undefined && (store.entry(destination, hs)?.lines.length ?? 0) === 0;
}

describe('classifier done-when examples (issue 4)', () => {
  it('"cotton t-shirt for men" to US: 6109.10 men\'s line, reasoning names cotton and knitted T-shirts', () => {
    const r = classifier.classify({ query: 'cotton t-shirt for men', destination: 'US' });
    expect(r.hs).toMatch(/^610910/);
    expect(r.hs).toHaveLength(10);
    // 6109.10.00.12 ("Other T-shirts: Men's") or a men's sibling line of the same subheading
    expect(store.line('US', r.hs)!.line.title).toMatch(/Men's/);
    expect(r.reasoning).toMatch(/cotton/i);
    expect(r.reasoning).toMatch(/T-shirts/);
    expect(r.reasoning).toMatch(/knitted/);
    expect(r.path.heading).toEqual({ code: '6109', title: 'T-shirts, singlets and other vests; knitted or crocheted' });
    expect(r.confidence).toBeGreaterThan(0.5);
  });

  it('"纯棉男士T恤" to CN gives a 6109.10 code, read through the translator', () => {
    const r = classifier.classify({ query: '纯棉男士T恤', destination: 'CN' });
    expect(r.hs).toMatch(/^610910/);
    expect(isRealCode('CN', r.hs)).toBe(true);
    expect(r.detectedLanguage).toBe('zh');
    expect(r.englishText.toLowerCase()).toContain('cotton');
  });

  it('"Laufschuhe mit Gummisohle" to EU gives a 6404 code at 6 digits (the EU data has no national lines)', () => {
    const r = classifier.classify({ query: 'Laufschuhe mit Gummisohle', destination: 'EU' });
    expect(r.hs).toMatch(/^6404\d{2}$/);
    expect(isRealCode('EU', r.hs)).toBe(true);
    expect(r.detectedLanguage).toBe('de');
  });

  it('a nonsense query gets a low confidence and a warning, not a confident answer', () => {
    for (const q of ['asdkjh qwe zzz', 'blorp flimflam', '12345']) {
      const r = classifier.classify({ query: q, destination: 'US' });
      expect(r.confidence).toBeLessThan(0.15);
      expect(r.warnings.some((w) => w.startsWith('low_confidence'))).toBe(true);
    }
  });
});

describe('classifier answers', () => {
  it('returns 5 candidates by default and up to 10, best first, each a real code of the destination', () => {
    const five = classifier.classify({ query: 'stainless steel vacuum flask', destination: 'KR' });
    expect(five.candidates).toHaveLength(5);
    expect(five.candidates[0].hs).toBe(five.hs);
    const ten = classifier.classify({ query: 'stainless steel vacuum flask', destination: 'KR', candidates: 10 });
    expect(ten.candidates).toHaveLength(10);
    for (const c of ten.candidates) {
      expect(isRealCode('KR', c.hs)).toBe(true);
      expect(c.title.length).toBeGreaterThan(0);
    }
    const scores = ten.candidates.map((c) => c.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('gives national codes of the right length per destination', () => {
    const lengths: Partial<Record<Destination, number>> = { US: 10, JP: 9, KR: 10, UK: 8 };
    for (const [dest, len] of Object.entries(lengths) as Array<[Destination, number]>) {
      const r = classifier.classify({ query: 'leather handbag', destination: dest });
      expect(r.hs.startsWith('4202')).toBe(true);
      expect(r.hs).toHaveLength(len);
      expect(isRealCode(dest, r.hs)).toBe(true);
    }
    // Singapore has no national lines in the dataset, and China's 2018 schedule covers chapters 49-97 only.
    for (const dest of ['SG', 'CN'] as const) {
      const r = classifier.classify({ query: 'leather handbag', destination: dest });
      expect(r.hs).toMatch(/^4202\d{2}$/);
      expect(r.path.national).toBeNull();
      expect(r.reasoning).toMatch(/no national lines/);
    }
    expect(classifier.classify({ query: 'wooden chair', destination: 'CN' }).hs).toMatch(/^9401\d{4}$/);
  });

  it('chooses the subheading by the attribute the HS uses (material) and says so', () => {
    const leather = classifier.classify({ query: 'leather handbag', destination: 'EU' });
    const plastic = classifier.classify({ query: 'PU leather handbag', destination: 'EU' });
    expect(leather.hs).toBe('420221');
    expect(plastic.hs).toBe('420222');
    expect(leather.reasoning).toMatch(/leather/);
  });

  it('puts household articles of porcelain in 6911 and of other ceramics in 6912 (HS 2022 headings)', () => {
    expect(classifier.classify({ query: 'porcelain dinner plates', destination: 'EU' }).hs).toBe('691110');
    expect(classifier.classify({ query: 'stoneware bowl', destination: 'EU' }).hs).toBe('691200');
  });

  it('prefers the complete article over the thing it is for ("case for phone" is a case)', () => {
    const r = classifier.classify({ query: 'silicone case for iPhone 15', destination: 'US' });
    expect(r.hs.slice(0, 4)).not.toBe('8517');
  });

  it('assumes man-made fibres for garments that name no fibre, and says so', () => {
    const r = classifier.classify({ query: "women's knitted cardigan", destination: 'EU' });
    expect(r.hs).toBe('611030');
    expect(r.reasoning).toMatch(/Assumed man-made fibres/);
  });

  it('reports the path titles from the HS nomenclature', () => {
    const r = classifier.classify({ query: 'laptop computer', destination: 'US' });
    expect(r.path.chapter.code).toBe('84');
    expect(r.path.heading.code).toBe('8471');
    expect(r.path.subheading).toEqual({ code: '847130', title: store.hsNode('847130')!.title });
    expect(r.path.national?.code).toBe(r.hs);
  });
});
