import type { Unit } from './units.js';

/** Punctuation that ends a phrase: modifiers never move across it. */
const CLAUSE_BREAK = /^[,;:.!?|/()[\]{}、，。；：！？（）【】《》·]+$/u;

function clauses(units: Unit[]): Unit[][] {
  const out: Unit[][] = [[]];
  for (const u of units) {
    if (u.kind === 'sep' && CLAUSE_BREAK.test(u.src)) {
      out.push([u], []);
    } else out[out.length - 1].push(u);
  }
  return out.filter((c) => c.length > 0);
}

/**
 * English order for one phrase. Languages that put modifiers after the noun ("camiseta de algodón",
 * "футболка хлопковая", "áo thun nam") get them moved in front of it; "for …" qualifiers
 * (`p` terms) written before the noun ("Herren T-Shirt", 男士T恤) go to the end of the phrase.
 */
function englishPhrase(units: Unit[], headFinal: boolean): Unit[] {
  const out: Unit[] = [];
  const trailing: Unit[] = [];
  let head = -1; // index in `out` of the current head noun
  let insertAt = -1; // where the next modifier moved in front of the head goes
  let afterConn = false;
  let afterPrep = false;
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    if (u.kind === 'drop') continue;
    if (u.kind === 'conn') {
      const next = units[i + 1];
      // "de" + noun/material modifies the head; before an unknown word keep an English "of".
      if (head >= 0 && next && (next.kind === 'n' || next.kind === 'a')) {
        afterConn = true;
        continue;
      }
      if (next && next.kind !== 'sep') out.push({ ...u, en: 'of' });
      continue;
    }
    // In head-final languages (Chinese, Japanese, Korean, Turkish, German, Dutch, English) a modifier after a noun
    // usually belongs to the next noun ("山地自行车 铝合金车架"); it moves back only when no noun follows.
    const nounFollows = headFinal && units.slice(i + 1).some((x) => x.kind === 'n');
    const moves = head >= 0 && !afterPrep && !nounFollows && (u.kind === 'a' || (u.kind === 'n' && afterConn));
    if (moves) {
      // Carry numbers written right before the modifier along with it ("100% algodón").
      let carry = 0;
      while (out.length - carry - 1 > head && out[out.length - carry - 1].kind === 'num') carry++;
      const group = carry > 0 ? out.splice(out.length - carry, carry) : [];
      out.splice(insertAt, 0, ...group, u);
      insertAt += group.length + 1;
      head += group.length + 1;
    } else if (u.kind === 'p' && head < 0) {
      trailing.push(u);
    } else {
      out.push(u);
      if (u.kind === 'n' && !afterConn) {
        head = out.length - 1;
        insertAt = head;
        afterPrep = false;
      }
      if (u.kind === 'prep') afterPrep = true;
    }
    afterConn = false;
  }
  return [...out, ...trailing];
}

const HEAD_FINAL: ReadonlySet<string> = new Set(['zh', 'ja', 'ko', 'tr', 'de', 'nl', 'en']);

/** Reorders units into English phrase order (see `englishPhrase`). */
export function toEnglishOrder(units: Unit[], lang: string): Unit[] {
  const headFinal = HEAD_FINAL.has(lang);
  return clauses(units).flatMap((c) => (c.length === 1 && c[0].kind === 'sep' ? c : englishPhrase(c, headFinal)));
}

/** Chinese puts qualifiers first (男士 T恤, 带盖 水杯): `p` terms move to the front of their phrase. */
export function toChineseOrder(englishOrdered: Unit[]): Unit[] {
  return clauses(englishOrdered).flatMap((c) => {
    const front = c.filter((u) => u.kind === 'p');
    return [...front, ...c.filter((u) => u.kind !== 'p')];
  });
}

const NO_SPACE_BEFORE = /^[,;:.!?)\]}%、，。；：！？）】》]/u;
const NO_SPACE_AFTER = /[([{（【《]$/u;

/** The same word twice in a row adds nothing ("wireless Bluetooth" both read as wireless; "нержавеющей стали"). */
function repeats(previous: string, next: string): boolean {
  return previous === next || previous.endsWith(` ${next}`);
}

export function renderEnglish(units: Unit[]): string {
  let s = '';
  let last = '';
  for (const u of units) {
    const w = u.en;
    if (!w) continue;
    if (u.kind !== 'num' && u.kind !== 'sep' && repeats(last, w)) continue;
    last = w;
    if (s && !NO_SPACE_BEFORE.test(w) && !NO_SPACE_AFTER.test(s)) s += ' ';
    s += w;
  }
  return s.replace(/\s+/gu, ' ').trim();
}

/** A letter or digit of a script written with spaces (anything but Han and kana). */
const SPACED_END = /(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}]$/u;
const SPACED_START = /^(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}]/u;

/** Chinese is written without spaces, except between two words of spaced scripts ("iPhone 15", untranslated words). */
/** Chinese text takes full-width punctuation. */
const FULL_WIDTH: Record<string, string> = { ',': '，', '.': '。', ';': '；', ':': '：', '!': '！', '?': '？', '(': '（', ')': '）' };

export function renderChinese(units: Unit[]): string {
  let s = '';
  let last = '';
  for (const u of units) {
    const w = u.kind === 'sep' ? (FULL_WIDTH[u.zh] ?? u.zh) : u.zh;
    if (!w) continue;
    if (u.kind !== 'num' && u.kind !== 'sep' && (last === w || last.endsWith(w))) continue;
    last = w;
    if (s && SPACED_END.test(s) && SPACED_START.test(w)) s += ' ';
    s += w;
  }
  return s.trim();
}
