import { lexicon, type LexEntry, type Lexicon } from './glossary/index.js';
import { foldDiacritics, isBrandLike, isNumberLike, lookupKey, UNIT_ABBREVIATIONS } from './text.js';
import { englishLemma } from './english.js';
import { passUnit, termUnit, type Unit } from './units.js';

/** Words (letters, marks, digits, joined by - . / or an apostrophe inside) or single other characters. */
const TOKEN = /\p{N}+(?:[.,]\p{N}+)+(?:[\p{L}%]+)?|[\p{L}\p{M}\p{N}]+(?:['’\-.·][\p{L}\p{M}\p{N}]+)*|\S/gu;
/** French and Italian elision: l'eau → l' + eau. */
const ELISION = /^(l|d|un|dell|dall|nell|all|sull|quest|qu)['’](.+)$/iu;

interface Token {
  text: string;
  word: boolean;
}

function tokenize(text: string, lang: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const t = m[0];
    const word = /[\p{L}\p{N}]/u.test(t);
    const el = (lang === 'fr' || lang === 'it') && word ? ELISION.exec(t) : null;
    if (el) {
      out.push({ text: `${el[1]}'`, word: true }, { text: el[2], word: true });
    } else out.push({ text: t, word });
  }
  return out;
}

/** Vietnamese tone marks tell words apart (đầu "head" vs dầu "oil"), so it gets no diacritic folding. */
function lookup(lex: Lexicon, key: string): LexEntry | undefined {
  return lex.exact.get(key) ?? (lex.lang === 'vi' ? undefined : lex.folded.get(foldDiacritics(key)));
}

/** Inflected forms: a stem plus at most a few letters of ending (хлопк* → хлопковая). */
function lookupStem(lex: Lexicon, key: string): LexEntry | undefined {
  for (const [stem, entry] of lex.stems) {
    if (key.startsWith(stem) && key.length - stem.length <= 5) return entry;
  }
  return undefined;
}

/** Plural and agreement endings tried when a word is not in the glossary as written (inalámbricos → inalámbrico). */
const ENDINGS: Record<string, Array<[string, string]>> = {
  es: [['es', ''], ['s', ''], ['as', 'a'], ['os', 'o']],
  pt: [['ões', 'ão'], ['ães', 'ão'], ['is', 'l'], ['es', ''], ['s', '']],
  fr: [['aux', 'al'], ['x', ''], ['es', ''], ['s', ''], ['e', '']],
  it: [['i', 'o'], ['e', 'a'], ['i', 'e'], ['he', 'a'], ['hi', 'o']],
  nl: [['en', ''], ['s', ''], ['e', '']],
  de: [['en', ''], ['er', ''], ['es', ''], ['em', ''], ['e', ''], ['n', ''], ['s', '']],
  en: [['ies', 'y'], ['es', ''], ['s', '']],
  ar: [['ات', 'ة'], ['ات', ''], ['ين', ''], ['ون', ''], ['ة', '']],
  tr: [['ları', ''], ['leri', ''], ['lar', ''], ['ler', ''], ['ı', ''], ['i', ''], ['u', ''], ['ü', ''], ['sı', ''], ['si', '']],
};

function lookupInflected(lex: Lexicon, key: string): LexEntry | undefined {
  for (const [suffix, replacement] of ENDINGS[lex.lang] ?? []) {
    if (key.endsWith(suffix) && key.length - suffix.length >= 3) {
      const e = lookup(lex, key.slice(0, -suffix.length) + replacement);
      if (e) return e;
    }
  }
  return undefined;
}

function lookupWord(lex: Lexicon, key: string): LexEntry | undefined {
  return lookup(lex, key) ?? lookupStem(lex, key) ?? lookupInflected(lex, key);
}

const LINKS: Record<string, string[]> = { de: ['s', 'es', 'n', 'en', 'e', '-'], nl: ['s', 'en', 'e', '-'] };
const MIN_PART: Record<string, number> = { de: 3, nl: 3, ko: 1, ja: 1, tr: 3 };

/**
 * Splits a compound into glossary parts covering the whole word (Edelstahlflasche → Edelstahl + Flasche,
 * 남성용반팔티셔츠 → 남성용 + 반팔 + 티셔츠). Fewest parts wins; returns undefined when no full split exists.
 */
function decompound(lex: Lexicon, word: string): Array<[string, LexEntry]> | undefined {
  const minPart = MIN_PART[lex.lang] ?? 3;
  const links = LINKS[lex.lang] ?? [];
  const n = word.length;
  const best: Array<Array<[string, LexEntry]> | undefined> = new Array(n + 1);
  best[0] = [];
  for (let i = 0; i < n; i++) {
    const prev = best[i];
    if (!prev) continue;
    const starts = [i];
    if (i > 0) for (const l of links) if (word.startsWith(l, i)) starts.push(i + l.length);
    for (const s of starts) {
      for (let j = Math.min(n, s + lex.maxChars); j >= s + minPart; j--) {
        const part = word.slice(s, j);
        let entry = lookup(lex, part);
        if (!entry && j === n) entry = lookupStem(lex, part);
        if (!entry && j === n && lex.suffixes.length > 0) {
          // A particle on the last part (티셔츠를).
          for (const suf of lex.suffixes) if (part.endsWith(suf) && part.length > suf.length) entry ??= lookup(lex, part.slice(0, -suf.length));
        }
        if (!entry || entry.kind === 'drop' || entry.kind === 'conn') continue;
        const cand = [...prev, [part, entry] as [string, LexEntry]];
        if (!best[j] || best[j]!.length > cand.length) best[j] = cand;
      }
    }
  }
  const result = best[n];
  return result && result.length > 1 ? result : result?.length === 1 ? result : undefined;
}

function stripAffixes(lex: Lexicon, key: string): LexEntry | undefined {
  for (const p of lex.prefixes) {
    if (key.startsWith(p) && key.length - p.length >= 2) {
      const e = lookupWord(lex, key.slice(p.length));
      if (e) return e;
    }
  }
  for (const s of lex.suffixes) {
    if (key.endsWith(s) && key.length - s.length >= 2) {
      const e = lookupWord(lex, key.slice(0, -s.length));
      if (e) return e;
    }
  }
  return undefined;
}

/** English words are common inside product titles in every language ("áo thun cotton nam"). */
export function lookupEnglish(word: string): LexEntry | undefined {
  if (!/^[a-z][a-z0-9'’-]*$/iu.test(word)) return undefined;
  const en = lexicon('en');
  const key = lookupKey(word, 'en');
  return lookupWord(en, key) ?? lookupWord(en, englishLemma(key));
}

/**
 * German and Dutch compounds with one unknown part keep the known part translated: the head noun at the end
 * (Esszimmerstuhl → Esszimmer + chair) or a known first part (Aluminiumrahmen → aluminium + Rahmen).
 */
function partialCompound(lex: Lexicon, token: string, key: string): Unit[] | undefined {
  if (lex.lang !== 'de' && lex.lang !== 'nl') return undefined;
  for (let i = 3; i <= key.length - 3; i++) {
    const head = key.slice(i);
    const e = lookupWord(lex, head);
    if (e && (e.kind === 'n' || e.kind === 'a')) return [{ ...passUnit(token.slice(0, i), 'unk'), weight: 0.5 }, termUnit(token.slice(i), e, 0.5)];
  }
  // A known first part needs five letters and a real remainder, or "versnellingen" would read as "vers" (fresh) + …
  for (let i = key.length - 4; i >= 5; i--) {
    const e = lookup(lex, key.slice(0, i));
    if (e && (e.kind === 'n' || e.kind === 'a')) return [termUnit(token.slice(0, i), e, 0.5), { ...passUnit(token.slice(i), 'unk'), weight: 0.5 }];
  }
  return undefined;
}

/** One word that matched no multi-word term. */
function singleWord(lex: Lexicon, token: string, englishFallback = true): Unit[] {
  const key = lookupKey(token, lex.lang);
  if (isNumberLike(token)) return [passUnit(token, 'num')];
  // Acronyms and camel-case names (RAM, GSR, iPhone) are names, not inflected words: only an exact entry counts.
  if (isBrandLike(token)) {
    const exact = lookup(lex, key) ?? (lex.lang !== 'en' ? lookupEnglish(token) : undefined);
    return [exact ? termUnit(token, exact) : passUnit(token, 'num')];
  }
  const direct = lookupWord(lex, key) ?? stripAffixes(lex, key);
  if (direct) return [termUnit(token, direct)];
  if (lex.lang !== 'en') {
    const parts = decompound(lex, key);
    if (parts) return parts.map(([p, e]) => termUnit(p, e, 1 / parts.length));
    const en = englishFallback ? lookupEnglish(token) : undefined;
    if (en) return [termUnit(token, en)];
  } else {
    const lemma = lookupWord(lex, englishLemma(key));
    if (lemma) return [termUnit(token, lemma)];
  }
  if (token.includes('-')) {
    // Hyphenated words whose parts are known (Edelstahl-Trinkflasche, anti-slip).
    const parts = token.split('-').filter(Boolean);
    const units = parts.flatMap((p) => singleWord(lex, p, englishFallback));
    if (units.every((u) => u.kind !== 'unk')) return units.map((u) => ({ ...u, weight: 1 / parts.length }));
  }
  if (isBrandLike(token)) return [passUnit(token, 'num')];
  const partial = partialCompound(lex, token, key);
  if (partial) return partial;
  return [passUnit(token, 'unk')];
}

/** Segments text written with spaces between words: longest glossary match first, then word-level fallbacks. */
export function segmentSpaced(text: string, lang: Lexicon['lang'], englishFallback = true): Unit[] {
  const lex = lexicon(lang);
  const tokens = tokenize(text, lang);
  const units: Unit[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i];
    if (!t.word) {
      units.push(passUnit(t.text, t.text === '%' || t.text === '°' ? 'num' : 'sep', 0));
      i++;
      continue;
    }
    // A unit after a number ("500 ml", "1 л") passes through with it.
    const last = units[units.length - 1];
    if (last?.kind === 'num' && UNIT_ABBREVIATIONS.has(lookupKey(t.text, lang))) {
      units.push(passUnit(t.text, 'num'));
      i++;
      continue;
    }
    let match = multiWordAt(lex, tokens, i);
    // "de acero inoxidable": prefer the longer term after a function word over "de acero" + "inoxidable".
    if (match && functionWord(lex, t.text)) {
      const next = multiWordAt(lex, tokens, i + 1);
      if (next && next.n > match.n - 1) match = undefined;
    }
    if (match) {
      const { n, entry } = match;
      units.push(termUnit(tokens.slice(i, i + n).map((s) => s.text).join(' '), entry, entry.kind === 'n' || entry.kind === 'a' || entry.kind === 'p' ? n : 0));
      i += n;
      continue;
    }
    // Capitalised words right after a brand or number belong to the model name ("iPhone 15 Pro Max") unless the
    // language's own glossary knows them.
    const prev = units[units.length - 1];
    if (prev?.kind === 'num' && prev.weight > 0 && /^\p{Lu}/u.test(t.text) && !lookupWord(lex, lookupKey(t.text, lang))) {
      units.push(passUnit(t.text, 'num'));
      i++;
      continue;
    }
    units.push(...singleWord(lex, t.text, englishFallback));
    i++;
  }
  return units;
}

function functionWord(lex: Lexicon, word: string): boolean {
  const e = lex.exact.get(lookupKey(word, lex.lang));
  return e?.kind === 'conn' || e?.kind === 'drop';
}

/** The longest multi-word glossary term starting at token i (two words or more). */
function multiWordAt(lex: Lexicon, tokens: Token[], i: number): { n: number; entry: LexEntry } | undefined {
  for (let n = Math.min(lex.maxWords, tokens.length - i); n >= 2; n--) {
    const span = tokens.slice(i, i + n);
    if (!span.every((s) => s.word)) continue;
    const key = lookupKey(span.map((s) => s.text).join(' '), lex.lang);
    const entry = lookup(lex, key) ?? lookupMultiStem(lex, key.split(' '));
    if (entry) return { n, entry };
  }
  return undefined;
}

/** Multi-word terms written with stems match inflected phrases (зарядное устройство ← зарядн* устройств*). */
function lookupMultiStem(lex: Lexicon, words: string[]): LexEntry | undefined {
  for (const { words: pattern, entry } of lex.multiStems) {
    if (pattern.length !== words.length) continue;
    const ok = pattern.every(([w, stem], i) => (stem ? words[i].startsWith(w) && words[i].length - w.length <= 5 : words[i] === w));
    if (ok) return entry;
  }
  return undefined;
}

const LATIN_RUN = /^[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}.%\-+×'’]*/u;
const PUNCT = /^[\p{P}\p{S}]/u;

/**
 * Segments text written without spaces (Japanese; Korean words): at each position the longest
 * glossary term wins; Latin and digit runs pass through; other unmatched characters form unknown runs.
 * `wordStartOnly` keeps one-character terms from matching inside a word (Korean 면 "cotton" in 세면대).
 */
export function segmentUnspaced(text: string, lang: Lexicon['lang']): Unit[] {
  const lex = lexicon(lang);
  const units: Unit[] = [];
  let unknown = '';
  const flush = () => {
    const prev = units[units.length - 1];
    // A particle left after a term (휴대폰 + 용 "for", 티셔츠 + 를) adds nothing to translate.
    const particle = prev && prev.kind !== 'unk' && prev.kind !== 'sep' && lex.suffixes.includes(unknown);
    if (unknown && !particle) units.push(passUnit(unknown, 'unk'));
    unknown = '';
  };
  let pos = 0;
  while (pos < text.length) {
    const ch = text[pos];
    if (ch === ' ') {
      flush();
      pos++;
      continue;
    }
    const atWordStart = pos === 0 || text[pos - 1] === ' ' || units.length > 0 && unknown === '';
    let hit: [string, LexEntry] | undefined;
    for (let len = Math.min(lex.maxChars, text.length - pos); len >= 1 && !hit; len--) {
      if (lang === 'ko' && len === 1 && !atWordStart) continue;
      const sub = text.slice(pos, pos + len);
      if (sub.includes(' ') && lang !== 'ko') continue;
      const entry = lex.exact.get(lookupKey(sub, lang));
      if (entry && !insideKatakanaWord(lex, text, pos, len, unknown)) hit = [sub, entry];
    }
    if (hit) {
      flush();
      units.push(termUnit(hit[0], hit[1]));
      pos += hit[0].length;
      continue;
    }
    const latin = LATIN_RUN.exec(text.slice(pos));
    if (latin) {
      flush();
      units.push(...singleWord(lex, latin[0]));
      pos += latin[0].length;
      continue;
    }
    if (PUNCT.test(ch)) {
      flush();
      units.push(passUnit(ch, ch === '%' ? 'num' : 'sep', 0));
      pos++;
      continue;
    }
    unknown += ch;
    pos++;
  }
  flush();
  return units;
}

const KATAKANA_RUN = /^[\p{Script=Katakana}ー]+$/u;
const KATAKANA_CHAR = /[\p{Script=Katakana}ー]/u;

/**
 * A katakana term inside a longer unknown katakana loanword is not a match (リング "ring" inside ノイズキャンセリング):
 * it must not continue an unknown katakana run, and what follows must not be katakana unless another term starts there.
 */
function insideKatakanaWord(lex: Lexicon, text: string, pos: number, len: number, unknown: string): boolean {
  if (lex.lang !== 'ja' || !KATAKANA_RUN.test(text.slice(pos, pos + len))) return false;
  if (unknown && KATAKANA_CHAR.test(unknown[unknown.length - 1])) return true;
  const after = pos + len;
  if (after >= text.length || !KATAKANA_CHAR.test(text[after])) return false;
  for (let l = Math.min(lex.maxChars, text.length - after); l >= 2; l--) if (lex.exact.has(lookupKey(text.slice(after, after + l), 'ja'))) return false;
  return true;
}
