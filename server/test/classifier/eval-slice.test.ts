import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClassifier, type Classifier } from '../../src/classifier/index.js';
import { loadHs2017To2022 } from '../../src/classifier/eval/metrics.js';
import { evaluateRows } from '../../src/classifier/eval/run.js';
import { loadEvalSet } from '../../src/classifier/eval/sets.js';
import { defaultDataDir } from '../../src/dataset/paths.js';
import { loadTariffStore } from '../../src/dataset/store.js';

/**
 * Regression floors on a fixed slice of each shared evaluation set (every third row). The floors sit a few
 * points under the figures measured when they were set; a change that loses accuracy or calibration fails here.
 * Full figures: `npm run eval:classify`.
 */
let classifier: Classifier;
let mapping: { hs2022: Set<string>; from2017: Map<string, string[]> };
const sharedDir = path.resolve(defaultDataDir(), '..');

beforeAll(async () => {
  const store = await loadTariffStore();
  classifier = createClassifier(store);
  mapping = {
    hs2022: new Set(Object.keys(store.dataset.hs.nodes).filter((c) => c.length === 6)),
    from2017: loadHs2017To2022(defaultDataDir()),
  };
});

const slice = <T>(rows: T[]) => rows.filter((_, i) => i % 3 === 0);

describe('evaluation slice floors', () => {
  it('hscodecomp (every third row)', () => {
    const set = loadEvalSet('hscodecomp', sharedDir, { withCategory: true });
    const r = evaluateRows(set.name, slice(set.rows), classifier, mapping);
    expect(r.n).toBe(211);
    expect(r.top1.hs4).toBeGreaterThanOrEqual(FLOORS.hscodecomp.hs4Top1);
    expect(r.top1.hs6).toBeGreaterThanOrEqual(FLOORS.hscodecomp.hs6Top1);
    expect(r.top5.hs6).toBeGreaterThanOrEqual(FLOORS.hscodecomp.hs6Top5);
    expect(r.ece).toBeLessThanOrEqual(FLOORS.hscodecomp.eceMax);
  });

  it('atlas-validation (every third row)', () => {
    const set = loadEvalSet('atlas-validation', sharedDir, { withCategory: true });
    const r = evaluateRows(set.name, slice(set.rows), classifier, mapping);
    expect(r.n).toBe(67);
    expect(r.top1.hs4).toBeGreaterThanOrEqual(FLOORS.atlas.hs4Top1);
    expect(r.top1.hs6).toBeGreaterThanOrEqual(FLOORS.atlas.hs6Top1);
    expect(r.top5.hs6).toBeGreaterThanOrEqual(FLOORS.atlas.hs6Top5);
    expect(r.ece).toBeLessThanOrEqual(FLOORS.atlas.eceMax);
  });
});

// Measured on these slices when set (hscodecomp: HS4 47.4 %, HS6 28.9 %, HS6 top-5 59.2 %, ECE 0.080;
// atlas: HS4 59.7 %, HS6 47.8 %, HS6 top-5 58.2 %, ECE 0.151 on 67 rows, so with a wider margin).
// hscodecomp floors raised at 85796f1 (HS4 47.9 %, HS6 29.9 %, HS6 top-5 60.2 %, ECE 0.111; atlas HS4 59.7 %,
// HS6 47.8 %, HS6 top-5 55.2 %, ECE 0.128).
// Raised at 9f0b7af (weak-chapter vocabulary): hscodecomp HS4 47.9 %, HS6 29.9 %, HS6 top-5 60.7 %, ECE 0.111;
// atlas HS4 59.7 %, HS6 49.3 %, HS6 top-5 55.2 %, ECE 0.140.
// Raised after the fourth round (domain vocabularies, calibration refit): hscodecomp HS4 54.0 %, HS6 41.7 %,
// HS6 top-5 64.0 %, ECE 0.100; atlas HS4 65.7 %, HS6 56.7 %, HS6 top-5 62.7 %, ECE 0.149 (67 rows).
// Raised after the fifth round (quantities, ten domain passes, calibration refit): hscodecomp HS4 57.8 %, HS6 44.5 %,
// HS6 top-5 65.9 %, ECE 0.101; atlas HS4 68.7 %, HS6 62.7 %, HS6 top-5 67.2 %, ECE 0.183 (67 rows; 3 rows of margin).
const FLOORS = {
  hscodecomp: { hs4Top1: 0.54, hs6Top1: 0.41, hs6Top5: 0.62, eceMax: 0.15 },
  atlas: { hs4Top1: 0.64, hs6Top1: 0.58, hs6Top5: 0.62, eceMax: 0.22 },
};

/**
 * Authored dev sets (fixtures/authored-*.tsv): products written for the engine with their HS 2022 codes, never taken
 * from the evaluation sets. Each title says how the set did on its first run, as written (the out-of-sample
 * measure); the floors (rows, HS4 and HS6 top-1, HS6 top-5 where set) sit a little under what it reaches now.
 */
interface AuthoredSet {
  file: string;
  title: string;
  /** The behaviour the set guards. */
  checks: string;
  rows: number;
  hs4: number;
  hs6: number;
  top5?: number;
}

const AUTHORED_SETS: AuthoredSet[] = [
  {
    file: 'authored-products.tsv',
    title: 'authored everyday products (a dev set written for the engine, not from the evaluation sets)',
    checks: 'classifies common products to the right heading and subheading',
    rows: 60,
    hs4: 0.93,
    hs6: 0.85,
    top5: 0.95,
  },
  {
    file: 'authored-titles.tsv',
    title: 'authored shop titles (noisy marketplace-style titles written for the engine)',
    checks: 'finds the product behind marketing words',
    rows: 35,
    hs4: 0.9,
    hs6: 0.8,
  },
  {
    file: 'authored-rulings.tsv',
    title: 'authored ruling-style descriptions (industrial goods and chemicals, written for the engine)',
    checks: 'classifies by function, form and material',
    rows: 30,
    hs4: 0.9,
    hs6: 0.8,
  },
  {
    file: 'authored-household.tsv',
    title: 'authored household and outdoor titles (written for the engine)',
    checks: 'prefers the complete article over its parts and the made-up article over its fabric',
    rows: 38,
    hs4: 0.9,
    hs6: 0.78,
  },
  {
    file: 'authored-fashion.tsv',
    title: 'authored fashion titles (written for the engine)',
    checks: 'picks garment, footwear and bag headings by gender, construction and material',
    rows: 25,
    hs4: 0.88,
    hs6: 0.84,
  },
  {
    file: 'authored-machinery.tsv',
    title: 'authored machinery and tools descriptions (written for the engine; 75 % HS4 before the fixes it prompted)',
    checks: 'classifies machines by function and tools by kind',
    rows: 20,
    hs4: 0.9,
    hs6: 0.75,
  },
  {
    file: 'authored-mixed.tsv',
    title: 'authored mixed descriptions (electronics, medical, food, plastics, instruments; written for the engine)',
    checks: 'classifies across chapters',
    rows: 18,
    hs4: 0.88,
    hs6: 0.8,
  },
  {
    file: 'authored-pets-home.tsv',
    title: 'authored pets, garden and home titles (written for the engine; 45 % HS4 before the fixes it prompted)',
    checks: 'classifies noisy titles of everyday goods',
    rows: 19,
    hs4: 0.73,
    hs6: 0.6,
  },
  {
    file: 'authored-electronics-beauty.tsv',
    title: 'authored electronics and beauty titles (written for the engine; 75 % HS4 before the fixes it prompted)',
    checks: 'keeps features after "with" from taking over the product',
    rows: 15,
    hs4: 0.93,
    hs6: 0.86,
  },
  {
    file: 'authored-outdoor-tools.tsv',
    title: 'authored outdoor, auto and tool titles (written for the engine; 65 % HS4 before the fixes it prompted)',
    checks: 'tells portable battery lamps, measuring tools and sports goods apart',
    rows: 18,
    hs4: 0.83,
    hs6: 0.72,
  },
  {
    file: 'authored-marketplace.tsv',
    title: 'authored marketplace titles: accessories, jewellery, tools, toys (written for the engine; 75 % HS4 before the fixes it prompted)',
    checks: 'keeps keychains, craft moulds and toy miniatures out of jewellery, machinery and furniture',
    rows: 18,
    hs4: 0.94,
    hs6: 0.83,
  },
  {
    file: 'authored-industrial.tsv',
    title: 'authored industrial descriptions: steel, plastics, machinery, electrical, tools (written for the engine; 90 % HS4 / 80 % HS6 on first run)',
    checks: 'tells bare from insulated wire, names polymers by their monomer and keeps products out of waste and scrap',
    rows: 30,
    hs4: 0.96,
    hs6: 0.86,
  },
  {
    file: 'authored-electrical.tsv',
    title: 'authored electrical and instrument descriptions (written for the engine; 92.6 % HS4 / 81.5 % HS6 on first run)',
    checks: 'tells induction hobs from furnaces, 3D printers from printers, car radios with players, digital thermometers and displays',
    rows: 27,
    hs4: 0.92,
    hs6: 0.92,
  },
  {
    file: 'authored-hardware-home.tsv',
    title: 'authored hardware and home titles (written for the engine; 81.0 % HS4 / 76.2 % HS6 on first run)',
    checks: 'sends wooden frames to 4414, building and furniture fittings to their 8302 subheadings, glass bottles to 7010',
    rows: 21,
    hs4: 0.95,
    hs6: 0.95,
  },
  {
    file: 'authored-machinery-instruments.tsv',
    title: 'authored machinery and instrument descriptions, ruling style (written for the engine; 91.7 % HS4 / 91.7 % HS6 on first run)',
    checks: 'sends ultrasound scanners to 9018.12, not to computer scanners',
    rows: 24,
    hs4: 0.95,
    hs6: 0.95,
  },
  {
    file: 'authored-weak-chapters.tsv',
    title: 'authored weak-chapter products: plastics, glass, steel, base-metal articles, appliances (written for the engine; 84.7 % HS4 / 70.8 % HS6 on first run)',
    checks: 'chooses 3923/3924/3926 and 7013 subheadings by use, sends kettles to 8516.79, nails to 7317, safes to 8303',
    rows: 72,
    hs4: 0.97,
    hs6: 0.94,
  },
  {
    file: 'authored-weak-chapters-2.tsv',
    title: 'authored weak-chapter products, second batch (written for the engine; 85.5 % HS4 / 77.1 % HS6 on first run after 18 doubtful rows were dropped and 6 gold codes corrected)',
    checks: 'reads nylon and acrylic articles as plastics, sends glass mosaic to 7016.10, juicers to 8509.40, air purifiers to 8421.39',
    rows: 83,
    hs4: 0.97,
    hs6: 0.93,
  },
  {
    file: 'authored-beads.tsv',
    title: 'authored loose beads, charms and cabochons (written for the engine; 63.6 % HS4 / HS6 on first run, one doubtful row dropped)',
    checks: 'classifies loose beads by material: glass 7018.10, plastics 3926.90, not imitation jewellery',
    rows: 11,
    hs4: 0.9,
    hs6: 0.9,
  },
  {
    file: 'authored-machinery-parts.tsv',
    title: 'authored machinery and electrical parts, subheading choice in 84/85 (written for the engine; 90.7 % HS4 / 69.8 % HS6 on first run after 2 doubtful rows were dropped and 3 gold codes corrected)',
    checks: 'chooses 84/85 subheadings by function: speaker drivers 8518.29, memories 8542.32, pulleys 8483.50, PC fans 8414.59',
    rows: 43,
    hs4: 0.95,
    hs6: 0.93,
  },
  {
    file: 'authored-valves-sheets.tsv',
    title: 'authored valves, taps and plastic sheets (written for the engine; 63.2 % HS4 / HS6 on first run, 1 gold code corrected)',
    checks: 'sends faucets and tyre valves to 8481, plastic sheets to 3920/3921 by polymer and cellular form',
    rows: 19,
    hs4: 0.95,
    hs6: 0.95,
  },
  {
    file: 'authored-steel.tsv',
    title: 'authored articles of iron or steel, ruling style (written for the engine; 86.2 % HS4 / 72.4 % HS6 on first run after 2 doubtful rows were dropped and 1 gold code corrected)',
    checks: 'chooses chapter 73 subheadings by form and use: seamless tubes, ropes, drums and cans, skid chains, grinding balls',
    rows: 29,
    hs4: 0.95,
    hs6: 0.93,
  },
  {
    file: 'authored-base-metal.tsv',
    title: 'authored miscellaneous articles of base metal, chapter 83 (written for the engine; 87.5 % HS4 / 58.3 % HS6 on first run after 4 doubtful rows were dropped)',
    checks: 'sends metal ornaments to 8306.29, steel shower hoses to 8307.10, number and licence plates to 8310',
    rows: 24,
    hs4: 0.95,
    hs6: 0.85,
  },
  {
    file: 'authored-plastics.tsv',
    title: 'authored articles of plastics, 3923 / 3924 / 3926 by use (written for the engine; 75.0 % HS4 / HS6 on first run after 5 doubtful rows were dropped)',
    checks: 'sends false nails and office articles of plastics to 3926, plastic jerry cans to 3923.30',
    rows: 20,
    hs4: 0.85,
    hs6: 0.85,
  },
  {
    file: 'authored-radios.tsv',
    title: 'authored radio receivers, 8527 subheadings (written for the engine; 85.7 % HS4 / 42.9 % HS6 on first run after 3 doubtful rows were dropped)',
    checks: 'sends car stereos to 8527.2x and clock radios to 8527.92 rather than the battery-powered subheadings',
    rows: 7,
    hs4: 0.95,
    hs6: 0.55,
  },
  {
    file: 'authored-glassware.tsv',
    title: 'authored glassware and glass articles (written for the engine; 92.9 % HS4 / 71.4 % HS6 on first run after 2 doubtful rows were dropped)',
    checks: 'chooses 7013 subheadings by use (mugs 7013.37, bathroom and decoration 7013.99) rather than glass-ceramics',
    rows: 14,
    hs4: 0.95,
    hs6: 0.9,
  },
  {
    file: 'authored-jewellery.tsv',
    title: 'authored jewellery (written for the engine; 64.3 % HS4 / HS6 on first run)',
    checks: 'puts jewellery set with natural or synthetic stones in 7116 (chapter 71 note 11), strung beads in 7117, precious metal in 7113',
    rows: 14,
    hs4: 0.85,
    hs6: 0.85,
    top5: 0.99,
  },
  {
    file: 'authored-apparel.tsv',
    title: 'authored apparel and made-up textiles, chapters 61-63 (written for the engine; 87.5 % HS4 / 58.3 % HS6 on first run)',
    checks: 'chooses knitted or woven headings and the fibre subheading that predominates by weight (Section XI note 2)',
    rows: 48,
    hs4: 0.95,
    hs6: 0.9,
    top5: 0.95,
  },
  {
    file: 'authored-misc.tsv',
    title: 'authored miscellaneous goods: jewellery by metal, wigs, artificial flowers, luminaires, furniture, brushes, combs, wood, cosmetics (written for the engine; 93.2 % HS4 / 79.5 % HS6 on first run)',
    checks: 'reads fineness marks and gold-filled (ch. 71 notes 2, 7), cosmetic brushes 9603.30, hairpins 9615.90, wooden bedroom furniture 9403.50',
    rows: 44,
    hs4: 0.97,
    hs6: 0.95,
  },
  {
    file: 'authored-misc-2.tsv',
    title: 'authored miscellaneous goods, second batch (written after the first round of fixes; 86.1 % HS4 / 75.0 % HS6 on first run after 4 doubtful rows were dropped and 1 gold code corrected)',
    checks: 'sends loose pearls to 7101, horse-hair wigs to 6704.90, cuticle oil to 3304.30, aftershave to 3307.10',
    rows: 36,
    hs4: 0.95,
    hs6: 0.95,
  },
  {
    file: 'authored-plastics-articles.tsv',
    title: 'authored plastics: articles, sheets by polymer, primary forms and chapter 39 note 2 exclusions (written for the engine; 84.4 % HS4 / 73.3 % HS6 on first run after 1 doubtful row was dropped)',
    checks: 'keeps accessories, displays and holders of plastics in 3926, primary forms and sheets by polymer, and note-2 goods in their own headings',
    rows: 45,
    hs4: 0.95,
    hs6: 0.9,
  },
  {
    file: 'authored-plastics-marketplace.tsv',
    title: 'authored plastics marketplace titles with category paths (written for the engine after the plastics vocabulary; 90.0 % HS4 / HS6 on first run, 1 doubtful row dropped after)',
    checks: 'reads shop titles of plastic articles by what they are, not by what they hold or fit',
    rows: 29,
    hs4: 0.95,
    hs6: 0.95,
  },
  {
    file: 'authored-footwear.tsv',
    title: 'authored footwear, travel goods, watches, umbrellas and sports goods (written for the engine; 97.5 % HS4 / 75.0 % HS6 on first run, no row dropped)',
    checks: 'chooses chapter 64 subheadings by upper, outer sole and ankle (subheading note 1 to ch. 64), 4202 by outer surface, 9102 by display and winding',
    rows: 40,
    hs4: 0.95,
    hs6: 0.9,
    top5: 0.95,
  },
  {
    file: 'authored-metals.tsv',
    title: 'authored base metals, tools, printed matter and glues (written for the engine; 87.5 % HS4 / 70.0 % HS6 on first run)',
    checks: 'reads copper and aluminium by form (wire, tube, plate), fasteners by metal, tools and cutlery by kind, books 4901.99, adhesives by polymer',
    rows: 40,
    hs4: 0.92,
    hs6: 0.9,
  },
  {
    file: 'authored-machinery-functions.tsv',
    title: 'authored machinery by function, ruling style (written for the engine; 88.9 % HS4 / 61.1 % HS6 on first run)',
    checks: 'names machines by what they do (filling, packing, spraying, lifting, machine tools) and sends parts of named machines to their parts codes',
    rows: 54,
    hs4: 0.95,
    hs6: 0.88,
  },
  {
    file: 'authored-machinery-functions-2.tsv',
    title: 'authored machinery by function, second batch (written after the first round; 78.6 % HS4 / 69.0 % HS6 on first run)',
    checks: 'tells mineral machinery (8474), hand-held trimmers (8467), feed machinery (8436) and kilns (8417) from their look-alikes',
    rows: 42,
    hs4: 0.95,
    hs6: 0.95,
  },
  {
    file: 'authored-machinery-functions-3.tsv',
    title: 'authored machinery by function, third batch (written after the second round; 62.1 % HS4 / 58.6 % HS6 on first run)',
    checks: 'finds agricultural, office, leather, glass and tool machinery named in ruling style',
    rows: 29,
    hs4: 0.95,
    hs6: 0.93,
  },
  {
    file: 'authored-electrical-subheadings.tsv',
    title: 'authored electrical subheadings, chapter 85 (written for the engine; 85.0 % HS4 / 70.0 % HS6 on first run)',
    checks: 'chooses 8504/8536/8542/8518/8507/8544 subheadings by function, chemistry, drivers and connectors',
    rows: 40,
    hs4: 0.95,
    hs6: 0.95,
  },
  {
    file: 'authored-instruments.tsv',
    title: 'authored optical, measuring and medical instruments, chapter 90 (written for the engine; 94.7 % HS4 / 89.5 % HS6 on first run after 1 doubtful row was dropped)',
    checks: 'chooses 9001/9004/9013/9018/9025/9026/9027/9030/9032 subheadings by function',
    rows: 19,
    hs4: 0.95,
    hs6: 0.9,
  },
  {
    file: 'authored-chemicals.tsv',
    title: 'authored chemicals in ruling style: chapters 28, 29 by functional group, 32, 34, 35, 38 (written for the engine; 58.7 % HS4 / 41.3 % HS6 on first run, no row dropped)',
    checks: 'reads the functional group from the chemical name (chapter 29 note 3), packing (GRI 5(b)) and uses aside',
    rows: 46,
    hs4: 0.9,
    hs6: 0.9,
  },
  {
    file: 'authored-chemicals-2.tsv',
    title: 'authored chemicals, second batch (written after the first round of chemistry fixes; 85.7 % HS4 / 66.7 % HS6 on first run, no row dropped)',
    checks: 'sends isocyanates to 2929, ether-alcohols to 2909.49, furans other than furfural to 2932.19, putty to 3214.10',
    rows: 21,
    hs4: 0.95,
    hs6: 0.9,
  },
  {
    file: 'authored-steel-tools-rulings.tsv',
    title: 'authored ruling-style steel articles, tools and instruments, chapters 73/82/90 (written for the engine; 93.1 % HS4 / 79.3 % HS6 on first run, 1 gold corrected to 8544.70 afterwards)',
    checks: 'chooses 7304/7306/7318/7323/7312/7321, 8207/8201/8215 and 9011/9015/9018 by construction and use',
    rows: 29,
    hs4: 0.93,
    hs6: 0.89,
  },
  {
    file: 'authored-heldout-allround.tsv',
    title: 'authored all-round check set (50 plain descriptions across 30 chapters, written at the start of the fourth round and kept from the domain work: 96.0 % HS4 / 88.0 % HS6 / 98.0 % HS6 top-5 before it, after 2 of my gold codes were corrected)',
    checks: 'classifies everyday goods of every kind at 6 digits (one fault it showed, porcelain tableware, was fixed directly)',
    rows: 50,
    hs4: 0.96,
    hs6: 0.94,
    top5: 0.98,
  },
  {
    file: 'authored-plastics-rulings.tsv',
    title: 'authored plastics in ruling style, chapter 39 against 59/63/69/94 (written for the engine; 71.4 % HS4 / 53.6 % HS6 on first run of 28 rows, 2 doubtful rows dropped)',
    checks: 'separates plastics sheets with textile, coated fabrics, builders\' ware, sanitary ware and household articles of plastics',
    rows: 26,
    hs4: 0.9,
    hs6: 0.85,
  },
  {
    file: 'authored-machinery-rulings.tsv',
    title: 'authored machinery in CBP ruling style, chapter 84 (valves, bearings, gears, engines, boilers, hoists; 93.1 % HS4 / 69.0 % HS6 on first run after 1 doubtful row was dropped)',
    checks: 'finds chapter 84 machines and parts described by use and construction',
    rows: 29,
    hs4: 0.93,
    hs6: 0.75,
  },
  {
    file: 'authored-rulings-allround.tsv',
    title: 'authored all-round ruling-style set (49 descriptions across 30 chapters, written at the start of the fifth round: 95.9 % HS4 / 79.6 % HS6 / 98.0 % HS6 top-5 on first run; then the dev set for quantities, absences and packing)',
    checks: 'reads stated quantities, absences ("not alloyed") and retail packing the way the subheadings are split',
    rows: 49,
    hs4: 0.97,
    hs6: 0.89,
    top5: 0.97,
  },
  {
    file: 'authored-metal-articles-3.tsv',
    title: 'authored base-metal articles, third pass: tubes 7304-7306, fittings, chain, fasteners, stoves, kitchenware, 7326, tools 8201-8215, 8301-8311 (ruling style and marketplace titles; 86.4 % HS4 / 77.3 % HS6 on first run, anvil gold corrected to 8205.90)',
    checks: 'separates seamless from welded tube, pipe tees from T-shirts, tool sets 8206 from their tools, metal kitchen utensils 8215 from 7323, wire cages from wire netting, castors and door closers within 8302',
    rows: 44,
    hs4: 0.95,
    hs6: 0.9,
    top5: 0.95,
  },
  {
    file: 'authored-plastics-accessories.tsv',
    title: 'authored plastics accessories filed beside their host product, self-adhesive sheets, builders\' and household ware (third plastics pass; 76.9 % HS4 / 69.2 % HS6 on first run of the 39 kept rows, 1 doubtful row dropped, 1 gold corrected)',
    checks: 'classifies plastics accessories as themselves (3926/3924/3919), not as the luggage, laptop, camera, tent or vehicle they serve',
    rows: 39,
    hs4: 0.95,
    hs6: 0.9,
  },
  {
    file: 'authored-plastics-accessories-2.tsv',
    title: 'authored plastics accessories, second batch written after the first fixes (77.3 % HS4 / 68.2 % HS6 on first run of the 22 kept rows, 2 doubtful rows dropped)',
    checks: 'keeps plastics cutlery, food bags, household storage and self-adhesive film by width out of the metal, handbag and host headings',
    rows: 22,
    hs4: 0.9,
    hs6: 0.85,
  },
  {
    file: 'authored-machinery-rulings-3.tsv',
    title: 'authored machinery in CBP ruling style, third pass: chapter 84 heading pairs, parts, engines by capacity, machine tools, 8467 (87.5 % HS4 / 77.1 % HS6 on first run of 48 rows)',
    checks: 'reads ruling wording of chapter 84 goods: part numbers, worked parts, trade names of valves, bearings units and seals',
    rows: 48,
    hs4: 0.97,
    hs6: 0.87,
    top5: 0.97,
  },
  {
    file: 'authored-machinery-rulings-3b.tsv',
    title: 'authored machinery in CBP ruling style, third pass second batch, written after the first fixes (84.2 % HS4 / 78.9 % HS6 on first run of the 19 kept rows; 1 doubtful row dropped, 1 gold code corrected)',
    checks: 'finds chain-saw bars, bucket teeth, metal band saws and motorcycle engines by capacity in ruling wording',
    rows: 19,
    hs4: 0.94,
    hs6: 0.89,
  },
  {
    file: 'authored-knit-woven.tsv',
    title: 'authored knitted and woven garments and made-ups in CBP ruling style, chapters 61-63 (second apparel pass; 98.0 % HS4 / 90.0 % HS6 on first run of 50 rows)',
    checks: 'separates knitted from woven garments (trim and lining fabrics, stitch counts), the fibre subheadings, and garments from their fastenings and coated fabric',
    rows: 50,
    hs4: 0.96,
    hs6: 0.96,
    top5: 0.98,
  },
  {
    file: 'authored-chemicals-3.tsv',
    title: 'authored chemicals, third pass: chapter 29 heading by heading with CAS numbers and IUPAC names, 32, 35, 38 (written for the engine; 79.2 % HS4 / 62.5 % HS6 / 89.6 % HS6 top-5 on first run, no row dropped)',
    checks: 'reads 2906, 2923, 2928, 2934 and systematic names with locant commas, keeps bulk actives and technical glyphosate in chapter 29, animal glue 3503, fillers 3214',
    rows: 48,
    hs4: 0.95,
    hs6: 0.9,
    top5: 0.95,
  },
  {
    file: 'authored-chemicals-4.tsv',
    title: 'authored chemicals, fourth batch (written after the third-pass fixes: esters, anhydrides, thiurams, vitamins, alkaloids, antibiotics, chapter 31 salts, paints, dyes, preparations; 85.3 % HS4 / 64.7 % HS6 / 91.2 % HS6 top-5 on first run, no row dropped)',
    checks: 'names alkaloids, antibiotics and thiurams to their subheadings, fertiliser salts to chapter 31, preparations based on a chemical to chapter 38',
    rows: 34,
    hs4: 0.95,
    hs6: 0.9,
    top5: 0.95,
  },
  {
    file: 'authored-chemicals-api.tsv',
    title: 'authored active pharmaceutical ingredients by INN (written for the engine; 47.4 % HS4 / 0.0 % HS6 on first run, 1 doubtful row dropped; the INN stems were then written for these names, so the figures after are in-sample)',
    checks: 'reads the structure from INN names (-floxacin, -azole, -dipine, -glitazone, -denafil …) and keeps salts (hydrochloride, sulfate, citrate) with their base in chapter 29',
    rows: 19,
    hs4: 0.95,
    hs6: 0.9,
    top5: 0.95,
  },
  {
    file: 'authored-electrical-3.tsv',
    title: 'authored electrical and instruments, third pass (8527 by power source and vehicle, 8504 by kVA, 8536/8538, 8544 by voltage, 8518, 8543, 9015, 9018, 9025-9027, 9001/9002; 77.5 % HS4 / 40.0 % HS6 on first run of 40 rows, 1 gold code corrected)',
    checks: 'chooses chapter 85 and 90 subheadings by the attribute the HS splits on',
    rows: 40,
    hs4: 0.92,
    hs6: 0.85,
    top5: 0.92,
  },
  {
    file: 'authored-electrical-3b.tsv',
    title: 'authored electrical and instruments, third pass second batch (written after the first fixes; 92.0 % HS4 / 80.0 % HS6 on first run of 25 rows)',
    checks: 'transformers by VA, vehicle lighting 8512, ultrasound 9018.12, rifle scopes 9013.10, conductors at 0.6/1 kV',
    rows: 25,
    hs4: 0.96,
    hs6: 0.92,
  },
  {
    file: 'authored-shop-weak.tsv',
    title: 'authored marketplace titles with category paths in the weak chapters 63/49/70/83/74/44/79/62 (79.5 % HS4 / 65.9 % HS6 on first run as written; 2 golds corrected to 4201 dog coats and 6302.32 unprinted sheets, 1 doubtful row dropped)',
    checks: 'keeps loose glass beads, lamp-worked glass ornaments, framed mirrors, padlocks, hinges, calendars, car covers, zinc anodes, copper wood screws and neckties in their own headings',
    rows: 43,
    hs4: 0.93,
    hs6: 0.9,
  },
  {
    file: 'authored-shop-weak-2.tsv',
    title: 'authored marketplace titles in the weak chapters, second batch written as probes during the pass (69.9 % HS4 / 62.7 % HS6 at the pass\'s starting commit e059bb7; 83 of 155 probe rows kept (plus 2 written with the last fix): rows of doubtful gold or outside the domain dropped, 4 golds corrected after checking the HS text)',
    checks: 'keeps drinking glasses out of 9004, textile dust covers and keychains in 6307, towels in 6302, wooden trays and frames in 44, woven tops out of 6109',
    rows: 85,
    hs4: 0.95,
    hs6: 0.93,
  },
  {
    file: 'authored-consumer-subheadings.tsv',
    title: 'authored consumer goods by subheading, chapters 42, 64, 71, 91, 94, 95, 96: marketplace titles with category paths and ruling sentences (97.5 % HS4 / 87.5 % HS6 on first run of 40 rows; 1 row of doubtful gold dropped, a rattan handbag 4202.29 or 4602)',
    checks: 'chooses the subheading once the heading is right: 4202 by outer surface and kind, 7113/7117 by metal, 9102 by display and winding, 9113 straps by material, 9401/9403 by frame, material and room, 6402-6404, 9504-9506, 9603/9608/9615/9617',
    rows: 39,
    hs4: 0.95,
    hs6: 0.88,
    top5: 0.95,
  },
  {
    file: 'authored-multilingual.tsv',
    title: 'authored non-English marketplace titles in de, fr, es, it, pt, ja, ko and zh through the offline translator (95.0 % HS4 / 85.0 % HS6 on first run of 40 rows; 1 row of doubtful gold dropped, an electric kettle 8516.71 or 8516.79)',
    checks: 'translates the product nouns that decide the subheading (drill drivers, kitchen knives, pressure cookers, table lamps, soccer balls, durum semolina pasta) and keeps wooden chairs, dry pasta and clothing by fabric and gender in their subheadings',
    rows: 39,
    hs4: 0.97,
    hs6: 0.94,
    top5: 0.97,
  },
  {
    file: 'authored-electrical-subheadings-4.tsv',
    title: 'authored chapter 85 subheadings, fourth pass: marketplace titles with category paths (93.8 % HS4 / 84.4 % HS6 on first run of the first 32 rows; none dropped; rows es4-33 to es4-50 added after the first run, from faults found by probing)',
    checks: 'chooses the 8518, 8507, 8505, 8536, 8544 subheading once the heading is right: unmounted car speakers and bare drivers 8518.29, ear pads, empty enclosures and grilles 8518.90, starter lead-acid 8507.10 vs toy 8507.20 vs lithium 8507.60, metal magnets 8505.11 vs ferrite/flexible 8505.19, blade fuses 8536.10, terminals and lugs 8536.90, coaxial aerial cables 8544.20, vehicle wiring sets 8544.30, primary wire 8544.49',
    rows: 50,
    hs4: 0.97,
    hs6: 0.95,
    top5: 0.97,
  },
];

for (const { file, title, checks, rows, hs4, hs6, top5 } of AUTHORED_SETS) {
  describe(title, () => {
    it(checks, () => {
      const set = loadEvalSet(path.join(__dirname, 'fixtures', file), sharedDir, { withCategory: false });
      const r = evaluateRows(set.name, set.rows, classifier, mapping);
      expect(r.n).toBe(rows);
      expect(r.top1.hs4).toBeGreaterThanOrEqual(hs4);
      expect(r.top1.hs6).toBeGreaterThanOrEqual(hs6);
      if (top5 !== undefined) expect(r.top5.hs6).toBeGreaterThanOrEqual(top5);
    });
  });
}
