import { beforeAll, describe, expect, it } from 'vitest';
import { loadTariffStore } from '../../src/dataset/store.js';
import { createClassifier, type Classifier } from '../../src/classifier/classifier.js';
import { fitQuantities, readQuantities } from '../../src/classifier/engine/quantities.js';
import { splitNegatives } from '../../src/classifier/labels/labelIndex.js';

describe('reading quantities', () => {
  it('reads ranges written as titles write them, with the unit of the range end', () => {
    const [cc] = readQuantities('cylinder capacity over 1500 but not over 3000cc');
    expect(cc).toMatchObject({ dim: 'volume', lo: 1.5, loInclusive: false, hi: 3, hiInclusive: true });
    const [kw] = readQuantities('of an output exceeding 750W but not exceeding 75kW');
    expect(kw).toMatchObject({ dim: 'power', lo: 750, hi: 75000, qualifier: 'power' });
    const [mm] = readQuantities('of a thickness of 3mm or more but less than 4.75mm');
    expect(mm).toMatchObject({ dim: 'length', lo: 3, loInclusive: true, hi: 4.75, hiInclusive: false, qualifier: 'thickness' });
  });

  it('reads stated values in base units and leaves look-alikes alone (5G, size 2T, M8)', () => {
    const q = readQuantities('a 1,200 W cleaner, 5G phone, size 2T, M8 bolt, 750 ml, 0,5 mm, 30 x 40 cm');
    expect(q.map((x) => [x.dim, x.lo])).toEqual([
      ['power', 1200],
      ['volume', 0.75],
      ['length', 0.5],
      ['length', 300],
      ['length', 400],
    ]);
  });

  it('tells percentages of different things apart', () => {
    const stated = readQuantities('a pullover of 55 % ramie, 45 % cotton');
    expect(fitQuantities('containing 85% or more by weight of cotton', stated).broken).toHaveLength(1);
    // Nothing is said about wool: the limit neither fits nor breaks.
    expect(fitQuantities('containing 23 percent or more by weight of wool or fine animal hair', stated)).toEqual({ met: [], broken: [] });
  });

  it('meets the limit that holds the value and breaks the one that excludes it', () => {
    const stated = readQuantities('hot-rolled coils of a width of 1500 mm and a thickness of 5 mm');
    const t1 = 'in coils, of a width 600mm or more, hot-rolled, pickled, of a thickness of 4.75mm or more';
    const t2 = 'in coils, of a width 600mm or more, hot-rolled, pickled, of a thickness of 3mm or more but less than 4.75mm';
    expect(fitQuantities(t1, stated)).toMatchObject({ broken: [] });
    expect(fitQuantities(t1, stated).met).toHaveLength(2);
    expect(fitQuantities(t2, stated).broken).toEqual(['thickness ≥3 <4.75 mm']);
  });
});

describe('title negatives', () => {
  it('keeps a quantity bound and a cross-reference from excluding the words after them', () => {
    const vacuum = splitNegatives('Vacuum cleaners; of a power not exceeding 1,500 W and having a dust bag capacity not exceeding 20L');
    expect(vacuum.negative.trim()).toBe('');
    const tiles = splitNegatives('Ceramic tiles; other than those of subheadings 6907.30 and 6907.40, of a water absorption coefficient by weight not over 0.5%');
    expect(tiles.negative).not.toMatch(/absorption/);
    expect(tiles.positive).toMatch(/absorption/);
    expect(splitNegatives('Aluminium; unwrought, (not alloyed)').negative).toMatch(/alloyed/);
  });
});

describe('subheadings chosen by a stated quantity or an absence', () => {
  let classifier: Classifier;
  beforeAll(async () => {
    classifier = createClassifier(await loadTariffStore());
  });
  const hs6 = (query: string) => classifier.classify({ query, destination: 'US' }).hs.slice(0, 6);

  it('reads power, capacity, thickness and viscosity against the siblings’ limits', () => {
    const vacuum = classifier.classify({ query: 'a vacuum cleaner with a self-contained electric motor of 1200 W and a dust bag capacity of 2 litres', destination: 'US' });
    expect(vacuum.hs.slice(0, 6)).toBe('850811');
    expect(vacuum.reasoning).toMatch(/power ≤1500 W/);
    expect(hs6('a vacuum cleaner with a self-contained electric motor of 2,400 W and a 60 litre container')).toBe('850819');
    expect(hs6('flat-rolled non-alloy steel, hot-rolled, in coils, pickled, width 1500 mm, thickness 5 mm')).toBe('720825');
    expect(hs6('flat-rolled non-alloy steel, hot-rolled, in coils, pickled, width 1500 mm, thickness 4 mm')).toBe('720826');
    expect(hs6('polyethylene terephthalate resin in pellets with an intrinsic viscosity of 80 ml/g')).toBe('390761');
    expect(hs6('polyethylene terephthalate resin in pellets with an intrinsic viscosity of 64 ml/g')).toBe('390769');
  });

  it('rules out a heading bounded by the very property stated (external diameter, thickness)', () => {
    expect(hs6('Welded line pipe of non-alloy steel, longitudinally submerged arc welded, with an outside diameter of 114.3 mm').slice(0, 4)).toBe('7306');
    expect(hs6('Welded line pipe of non-alloy steel, longitudinally submerged arc welded, with an outside diameter of 610 mm').slice(0, 4)).toBe('7305');
    expect(hs6('Sawn oak boards with a thickness of 4 mm').slice(0, 4)).toBe('4408');
  });

  it('reads what the description says is absent', () => {
    expect(hs6('Unwrought aluminium, not alloyed, in ingots')).toBe('760110');
    expect(hs6('Unwrought aluminium alloy ingots')).toBe('760120');
  });

  it('treats retail containers as packing (GRI 5(b)), not as the goods', () => {
    expect(hs6('Toothpaste in tubes')).toBe('330610');
    expect(hs6('Natural honey in glass jars')).toBe('040900');
  });
});

describe('ruling boilerplate', () => {
  let classifier: Classifier;
  beforeAll(async () => {
    classifier = createClassifier(await loadTariffStore());
  });

  it('reads "made in China" as the origin, not as china ware', () => {
    const r = classifier.classify({ query: 'Ceramic dinner plates made in China', destination: 'US' });
    expect(r.hs.slice(0, 4)).toBe('6912');
  });

  it('ignores "the submitted sample", style numbers and "you state that"', () => {
    const plain = classifier.classify({ query: "a men's jacket of woven nylon", destination: 'US' });
    const ruling = classifier.classify({
      query: "The submitted sample, identified as style 4567, is a men's jacket of woven nylon; you state that it is made in Vietnam",
      destination: 'US',
    });
    expect(ruling.hs).toBe(plain.hs);
    expect(ruling.hs.slice(0, 6)).toBe('620140');
  });
});
