import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hs6Codes, importHsNomenclature } from '../../src/dataset/importers/hs.js';
import { defaultDataDir } from '../../src/dataset/paths.js';
import { loadCompiledDataset, loadTariffStore } from '../../src/dataset/store.js';

const dataDir = defaultDataDir();

describe('HS 2022 nomenclature importer (real file)', () => {
  const hs = importHsNomenclature(dataDir);

  it('has 21 sections, 97 chapters, 1,229 headings and 5,613 subheadings', () => {
    const codes = Object.keys(hs.nodes);
    expect(Object.keys(hs.sections)).toHaveLength(21);
    expect(codes.filter((c) => c.length === 2)).toHaveLength(97);
    expect(codes.filter((c) => c.length === 4)).toHaveLength(1229);
    expect(hs6Codes(hs)).toHaveLength(5613);
  });

  it('keeps titles, parents and sections', () => {
    expect(hs.nodes['851713']).toEqual({
      code: '851713',
      title: 'Telephone sets; smartphones for cellular or other wireless networks',
      parent: '8517',
      section: 'XVI',
    });
    expect(hs.nodes['01'].parent).toBeNull();
    expect(hs.nodes['851712']).toBeUndefined(); // HS 2017 only
    expect(hs.sections.XVI.title).toMatch(/machinery/i);
  });
});

describe('loadTariffStore', () => {
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'tis-dataset-'));
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('builds into the cache dir when missing, then reuses it while the sources are unchanged', async () => {
    const first = await loadCompiledDataset({ dataDir, cacheDir });
    expect(first.built).toBe(true);
    expect(existsSync(path.join(cacheDir, 'dataset.json'))).toBe(true);
    const second = await loadCompiledDataset({ dataDir, cacheDir });
    expect(second.built).toBe(false);
    expect(second.dataset.sourceFingerprint).toBe(first.dataset.sourceFingerprint);

    const store = await loadTariffStore({ dataDir, cacheDir });
    expect(store.hsNode('610910')?.title).toMatch(/T-shirts/);
    expect(Object.keys(store.dataset.countries)).toHaveLength(13);

    // The rate-parser report saved next to the compiled dataset: every text of the full-coverage sources parses;
    // the few left are listed (source typos, a truncated AU text, CN footnote markers) and nothing new appears.
    const report = JSON.parse(readFileSync(path.join(cacheDir, 'rate-report.json'), 'utf8')) as {
      sources: { source: string; distinct: number; parsed: number; unparsed: string[] }[];
    };
    const by = Object.fromEntries(report.sources.map((s) => [s.source, s]));
    for (const id of ['us-hts-usitc', 'eu-checkdutyrates', 'ukgt-2021-dit', 'jp-customs-tariff', 'kr-kcs-tariff', 'mx-tigie-anexo22-partial', 'br-tipi-ipi']) {
      expect(by[`tariffs/${id}`].unparsed, id).toEqual([]);
      expect(by[`tariffs/${id}`].distinct).toBeGreaterThan(10);
    }
    const known = ['T3', 'T6', '1-6月：10%与复合税1[注3]从低执行；7-12月：5%与复合税1从低执行', '$0.526 /L of gasoline plus', '$0.526 /L of diesel plus', '$0.526 /L of biodiesel plus'];
    for (const s of report.sources) for (const t of s.unparsed) expect(known).toContain(t);
  }, 180_000); // a full build from the sources: slow on a 2-core CI machine
});
