import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import * as OpenCC from 'opencc-js';
import { cedictGloss } from './cedict.js';
import { CONCEPTS, lexicon, ZH_EN } from './glossary/index.js';
import { ZH_FUNCTION_WORDS } from './glossary/function-words.js';
import { segmentSpaced } from './segment.js';
import { HAN, lookupKey } from './text.js';
import { passUnit, termUnit, type Unit } from './units.js';

let jieba: Jieba | undefined;
let toSimplified: ((s: string) => string) | undefined;

/** jieba with its default dictionary plus the glossary's Chinese terms, so compounds like 保温杯 stay whole. */
function segmenter(): Jieba {
  if (!jieba) {
    jieba = Jieba.withDict(dict);
    const words = new Set<string>();
    for (const c of [...CONCEPTS, ...ZH_EN]) for (const w of [c.zh, ...(c.zhAlt ?? '').split('|')]) if (w && w.length > 1 && HAN.test(w)) words.add(w);
    for (const w of [...ZH_FUNCTION_WORDS.drop.split(' '), ...Object.keys(ZH_FUNCTION_WORDS.preps)]) if (w.length > 1 && HAN.test(w)) words.add(w);
    jieba.loadDict(Buffer.from([...words].map((w) => `${w} 20000 n`).join('\n'), 'utf8'));
  }
  return jieba;
}

/** jieba's dictionary as (word, corpus frequency) pairs; used to choose among dictionary candidates. */
export function* jiebaEntries(): Generator<[string, number]> {
  const text = Buffer.from(dict).toString('utf8');
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const space = text.indexOf(' ', start);
    if (space > start && space < end) yield [text.slice(start, space), Number.parseInt(text.slice(space + 1, end), 10)];
    start = end + 1;
  }
}

/** Traditional → Simplified (OpenCC, Taiwan phrases included); Simplified text comes back unchanged. */
export function simplify(text: string): string {
  const convert = (toSimplified ??= OpenCC.Converter({ from: 'twp', to: 'cn' }));
  return convert(text);
}

const PUNCT = /^[\p{P}\p{S}]+$/u;

function chineseWord(word: string): Unit[] {
  const lex = lexicon('zh');
  const entry = lex.exact.get(lookupKey(word, 'zh'));
  if (entry) return [termUnit(word, entry)];
  const gloss = cedictGloss(word);
  if (gloss) return [{ src: word, kind: 'n', en: gloss, zh: word, weight: 1 }];
  if (word.length === 1) return [passUnit(word, 'unk')];
  // Split an unknown compound into the longest known pieces.
  const out: Unit[] = [];
  let pos = 0;
  while (pos < word.length) {
    let len = Math.min(lex.maxChars, word.length - pos);
    for (; len > 1; len--) {
      const sub = word.slice(pos, pos + len);
      if (lex.exact.has(sub) || cedictGloss(sub)) break;
    }
    out.push(...chineseWord(word.slice(pos, pos + len)));
    pos += len;
  }
  return out.map((u) => ({ ...u, weight: 1 / out.length }));
}

/** jieba splits runs written without spaces in other scripts ("27", ".", "5"; "USB", "-", "C"); they pass through whole. */
function mergeNumbers(words: string[]): string[] {
  const out: string[] = [];
  const glued = (w: string) => w.length > 0 && !/\s/u.test(w) && !HAN.test(w) && !/^[，。、；：！？（）【】《》]+$/u.test(w);
  for (const w of words) {
    const prev = out[out.length - 1];
    if (prev !== undefined && glued(prev) && glued(w) && (/[\p{L}\p{N}]$/u.test(prev) || /^[\p{L}\p{N}]/u.test(w)) && !/[,;]$/u.test(prev) && !/^[,;]/u.test(w)) {
      out[out.length - 1] = prev + w;
    } else out.push(w);
  }
  return out;
}

/** Units of a Chinese text (already Simplified): jieba words, then glossary, then CC-CEDICT. */
export function segmentChinese(text: string): Unit[] {
  const units: Unit[] = [];
  for (const w of mergeNumbers(segmenter().cut(text, false))) {
    if (!w.trim()) continue;
    if (HAN.test(w)) units.push(...chineseWord(w));
    else if (PUNCT.test(w)) units.push(passUnit(w, w === '%' ? 'num' : 'sep', 0));
    else units.push(...segmentSpaced(w, 'en'));
  }
  return units;
}
