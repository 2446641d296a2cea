import { segmentChinese } from '../chinese.js';
import { englishLemma } from '../english.js';

const STOP = new Set('a an the of for with and in on to by from x size'.split(' '));

/** Lower-cased, lemmatised English content words (no numbers, no stop words, no single letters). */
export function englishContentWords(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z][a-z'-]*/gu) ?? [];
  return words
    .flatMap((w) => w.replace(/'s$/u, '').split('-'))
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map((w) => englishLemma(w));
}

/** Share of the reference's English content words that appear in the translation (a recall, 0..1). */
export function englishTermRecall(reference: string, translation: string): number {
  const ref = [...new Set(englishContentWords(reference))];
  if (ref.length === 0) return 1;
  const got = new Set(englishContentWords(translation));
  // "men's" / "man" and "women's" / "woman" are the same qualifier.
  return ref.filter((w) => got.has(w)).length / ref.length;
}

/** Share of the reference's Chinese words (jieba segments with Han characters) found in the translation. */
export function chineseTermRecall(reference: string, translation: string): number {
  const ref = [...new Set(segmentChinese(reference).map((u) => u.src).filter((w) => /\p{Script=Han}/u.test(w) && w !== '的'))];
  if (ref.length === 0) return 1;
  return ref.filter((w) => translation.includes(w)).length / ref.length;
}

export function mean(xs: number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}

export function pct(x: number): string {
  return `${(x * 100).toFixed(1)} %`;
}
