import { describe, expect, it } from 'vitest';
import { analyzeQuery } from '../../src/classifier/engine/analyze.js';
import { splitNegatives } from '../../src/classifier/labels/labelIndex.js';
import { lemma, normalizeText, tokenize } from '../../src/classifier/text/tokenize.js';
import { chemicalMatches } from '../../src/classifier/vocabulary/chemistry.js';
import { compileVocabulary } from '../../src/classifier/vocabulary/index.js';

const vocabulary = compileVocabulary();
const codesOf = (q: string) => analyzeQuery(q, vocabulary).matches.map((m) => m.entry.code);

describe('tokenizer', () => {
  it('folds plurals, spelling variants and hyphenated compounds to one lemma', () => {
    expect(tokenize('T-Shirts tees tee-shirt')).toEqual(['tshirt', 'tshirt', 'tshirt']);
    expect(tokenize("Women's Jewellery")).toEqual(['woman', 'jewelry']);
    expect(lemma('shoes')).toBe('shoe');
    expect(tokenize('man-made fibres')).toEqual(['manmade', 'fiber']);
  });
  it('reads "PU leather" as plastics, not leather', () => {
    expect(normalizeText('PU Leather handbag')).toContain('fauxleather');
    expect(tokenize('PU leather')).not.toContain('leather');
  });
  it('drops marketing filler and numbers', () => {
    expect(tokenize('2024 New Hot Sale High Quality 3pcs Ring')).toEqual(['ring']);
  });
});

describe('HS title negatives', () => {
  it('keeps the words under "other than" inside the brackets as exclusions', () => {
    const { positive, negative } = splitNegatives(
      'Jerseys, pullovers; of textile materials (other than wool or fine animal hair, cotton or man-made fibres), knitted or crocheted',
    );
    expect(negative).toMatch(/cotton/);
    expect(positive).not.toMatch(/cotton/);
    expect(positive).toMatch(/knitted/);
  });
  it('does not read "whether or not" as an exclusion', () => {
    expect(splitNegatives('Jewellery; of silver, whether or not plated or clad with other precious metal').negative.trim()).toBe('');
  });
});

describe('query analysis', () => {
  it('derives gender and fabric attributes, women by default (chapters 61/62 note 9)', () => {
    expect(analyzeQuery('cotton t-shirt for men', vocabulary).attributes).toContain('@men');
    expect(analyzeQuery('knitted dress', vocabulary).attributes).toEqual(expect.arrayContaining(['@women', '@knit']));
    expect(analyzeQuery('denim jacket', vocabulary).attributes).toContain('@woven');
  });
  it('picks the garment heading by gender and construction', () => {
    expect(codesOf("men's woven cotton shirt")).toContain('6205');
    expect(codesOf("men's woven cotton shirt")).not.toContain('6206');
    expect(codesOf('ladies knitted blouse')).toContain('6106');
  });
  it('treats the head of a compound as the product ("watch case" is not a watch)', () => {
    const watch = analyzeQuery('watch strap', vocabulary).matches;
    expect(watch.map((m) => m.entry.code)).toContain('9113');
    const lock = analyzeQuery('bicycle lock', vocabulary).matches;
    const bike = lock.find((m) => m.entry.code === '8712');
    const padlock = lock.find((m) => m.entry.code === '8301');
    expect(padlock!.strength).toBeGreaterThan(bike ? bike.strength : 0);
  });
  it('weighs words after "for" as the use, not the product', () => {
    const m = analyzeQuery('charger for phone', vocabulary).matches;
    const charger = m.find((x) => x.entry.code === '8504')!;
    const phone = m.find((x) => x.entry.code === '851713');
    expect(charger.strength).toBeGreaterThan(phone?.strength ?? 0);
  });
  it('ignores what the description says is absent ("no fan")', () => {
    expect(analyzeQuery('processor no fan', vocabulary).tokens).not.toContain('fan');
  });
  it('folds sole materials so a rubber sole does not make a rubber shoe', () => {
    expect(codesOf('running shoes with rubber sole')).toContain('6404');
    expect(codesOf('running shoes with rubber sole')).not.toContain('6402');
  });
});

describe('chemical names', () => {
  it('reads the functional group from the name (chapter 29 order)', () => {
    const codes = (name: string) => chemicalMatches(name, tokenize(name)).map((m) => m.entry.code);
    expect(codes('2-methyl-2-butene (CAS 513-35-9)')).toContain('2901');
    expect(codes('2-t-Butyl-4-methoxyphenol')).toContain('2909');
    expect(codes('Piroxicam')).toContain('2933');
  });
  it('does not read ordinary product words as chemicals', () => {
    expect(chemicalMatches('cotton t-shirt for men', tokenize('cotton t-shirt for men'))).toEqual([]);
  });
});
