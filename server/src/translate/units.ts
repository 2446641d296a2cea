import type { LexEntry, LexKind } from './glossary/index.js';

/**
 * A piece of the source text after matching: a glossary term, a function word, a pass-through
 * (number, unit, model number, brand), a separator, or an unknown word.
 */
export type UnitKind = LexKind | 'num' | 'sep' | 'unk';

export interface Unit {
  src: string;
  kind: UnitKind;
  en: string;
  zh: string;
  /** Source words this unit stands for (coverage weight). */
  weight: number;
}

export function termUnit(src: string, entry: LexEntry, weight = 1): Unit {
  return { src, kind: entry.kind, en: entry.en, zh: entry.zh, weight };
}

export function passUnit(src: string, kind: 'num' | 'sep' | 'unk', weight = 1): Unit {
  return { src, kind, en: src, zh: src, weight };
}

const CONTENT: ReadonlySet<UnitKind> = new Set(['n', 'a', 'p', 'w', 'unk']);

export function isContent(u: Unit): boolean {
  return CONTENT.has(u.kind);
}

/** Share of content words recognised; 1 when the text has no content words (only numbers, brands, punctuation). */
export function coverageOf(units: Unit[]): number {
  let total = 0;
  let covered = 0;
  for (const u of units) {
    if (!isContent(u)) continue;
    total += u.weight;
    if (u.kind !== 'unk') covered += u.weight;
  }
  return total === 0 ? 1 : Math.round((covered / total) * 1000) / 1000;
}

export function unknownWords(units: Unit[]): string[] {
  return [...new Set(units.filter((u) => u.kind === 'unk').map((u) => u.src))];
}
