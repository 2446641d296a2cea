import path from 'node:path';
import { readCsv } from '../csv.js';
import type { CompiledDataset, HsNode } from '../types.js';

/**
 * HS 2022 nomenclature from hs/harmonized-system.csv (UN Comtrade H6 via datasets/harmonized-system, PDDL):
 * columns section,hscode,description,parent,level; levels 2/4/6 are chapters/headings/subheadings.
 * The "TOTAL" row (level 5, the root) is dropped and chapters get parent null; 99/9999/999999 ("not specified
 * according to kind") are kept as the file has them, so the 5,613 subheadings match the nomenclature's count.
 */
export function importHsNomenclature(dataDir: string): CompiledDataset['hs'] {
  const dir = path.join(dataDir, 'hs');
  const sections: CompiledDataset['hs']['sections'] = {};
  for (const row of readCsv(path.join(dir, 'sections.csv'))) {
    sections[row.section] = { id: row.section, title: row.name };
  }
  const nodes: Record<string, HsNode> = {};
  for (const row of readCsv(path.join(dir, 'harmonized-system.csv'))) {
    const code = row.hscode;
    if (!/^\d{2}(\d{2})?(\d{2})?$/.test(code)) continue; // the TOTAL row
    nodes[code] = {
      code,
      title: row.description,
      parent: row.parent === 'TOTAL' || !row.parent ? null : row.parent,
      section: row.section,
    };
  }
  return { sections, nodes };
}

/** The HS 2022 subheadings (6-digit codes) of a nomenclature, sorted. */
export function hs6Codes(hs: CompiledDataset['hs']): string[] {
  return Object.keys(hs.nodes)
    .filter((c) => c.length === 6)
    .sort();
}
