import { GLOSSARY_LANGUAGES, type GlossaryLanguage } from '../types.js';
import { foldDiacritics, lookupKey } from '../text.js';
import { CONCEPTS } from './concepts/index.js';
import { FUNCTION_WORDS, PREP_ZH, ZH_FUNCTION_WORDS } from './function-words.js';
import type { Concept, ConceptKind, FunctionWords } from './types.js';
import { ZH_EN } from './zh-en.js';

/**
 * Version of the authored glossary (concepts + function words). Bump the minor for added terms,
 * the major when a term's rendering changes; the eval harness prints it beside the figures.
 */
export const GLOSSARY_VERSION = '2.1.0';

export type LexKind = ConceptKind | 'prep' | 'conn' | 'drop';

export interface LexEntry {
  kind: LexKind;
  en: string;
  zh: string;
}

export interface Lexicon {
  lang: GlossaryLanguage | 'en' | 'zh';
  /** Exact lookup keys (see `lookupKey`); multi-word keys are the words joined by one space. */
  exact: Map<string, LexEntry>;
  /** The same keys with Latin diacritics folded. */
  folded: Map<string, LexEntry>;
  /** Stems (forms written with a trailing `*`), longest first. */
  stems: Array<[string, LexEntry]>;
  /** Multi-word forms with stems (`зарядн* устройств*`), as per-word [text, isStem] lists. */
  multiStems: Array<{ words: Array<[string, boolean]>; entry: LexEntry }>;
  /** Most words in a key, for longest-first matching. */
  maxWords: number;
  /** Longest key in characters, for scripts written without spaces. */
  maxChars: number;
  suffixes: string[];
  prefixes: string[];
}

export { CONCEPTS, ZH_EN };

function formsOf(cell: string | undefined): string[] {
  return (cell ?? '')
    .split('|')
    .map((f) => f.trim())
    .filter(Boolean);
}

function add(lex: Lexicon, form: string, entry: LexEntry): void {
  if (form.includes('*') && form.trim().includes(' ')) {
    const words = lookupKey(form, lex.lang)
      .split(' ')
      .map((w): [string, boolean] => (w.endsWith('*') ? [w.slice(0, -1), true] : [w, false]));
    lex.multiStems.push({ words, entry });
    lex.maxWords = Math.max(lex.maxWords, words.length);
    return;
  }
  const isStem = form.endsWith('*');
  let key = lookupKey(isStem ? form.slice(0, -1) : form, lex.lang);
  // French and Italian text is segmented with elisions split off (`d'eau` → `d'` `eau`, segment.ts), so a
  // glossary form with an elision is keyed the same way ("bouteille d'eau" matched nothing before).
  if (lex.lang === 'fr' || lex.lang === 'it') key = key.replace(/(^|\s)(l|d|un|dell|dall|nell|all|sull|quest|qu)'(?=[^\s'])/gu, "$1$2' ");
  if (!key) return;
  if (isStem) {
    // A stem is not a word of its own ("ram*" must not make the acronym RAM read as Polish "rama").
    lex.stems.push([key, entry]);
  } else {
    // The first concept to claim a form keeps it: concepts are listed most specific first.
    if (!lex.exact.has(key)) lex.exact.set(key, entry);
    const folded = foldDiacritics(key);
    if (!lex.folded.has(folded)) lex.folded.set(folded, entry);
  }
  lex.maxWords = Math.max(lex.maxWords, key.split(' ').length);
  lex.maxChars = Math.max(lex.maxChars, key.length);
}

function addFunctionWords(lex: Lexicon, fw: FunctionWords): void {
  for (const w of fw.drop.split(' ').filter(Boolean)) add(lex, w, { kind: 'drop', en: '', zh: '' });
  for (const w of fw.conn.split(' ').filter(Boolean)) add(lex, w, { kind: 'conn', en: 'of', zh: '' });
  for (const [w, en] of Object.entries(fw.preps)) add(lex, w, { kind: 'prep', en, zh: PREP_ZH[en] });
  lex.suffixes = (fw.suffixes ?? '').split(' ').filter(Boolean);
  lex.prefixes = (fw.prefixes ?? '').split(' ').filter(Boolean);
}

function build(lang: Lexicon['lang']): Lexicon {
  const lex: Lexicon = { lang, exact: new Map(), folded: new Map(), stems: [], multiStems: [], maxWords: 1, maxChars: 1, suffixes: [], prefixes: [] };
  for (const c of CONCEPTS) {
    const entry: LexEntry = { kind: c.k, en: c.en, zh: c.zh };
    const forms = lang === 'en' ? [c.en, ...formsOf(c.enAlt)] : lang === 'zh' ? [c.zh, ...formsOf(c.zhAlt)] : formsOf((c as Concept)[lang]);
    for (const f of forms) add(lex, f, entry);
  }
  if (lang === 'zh' || lang === 'en') {
    for (const p of ZH_EN) {
      const entry: LexEntry = { kind: p.k, en: p.en, zh: p.zh };
      for (const f of lang === 'zh' ? [p.zh, ...formsOf(p.zhAlt)] : [p.en, ...formsOf(p.enAlt)]) add(lex, f, entry);
    }
  }
  addFunctionWords(lex, lang === 'zh' ? ZH_FUNCTION_WORDS : FUNCTION_WORDS[lang]);
  lex.stems.sort((a, b) => b[0].length - a[0].length);
  return lex;
}

const built = new Map<Lexicon['lang'], Lexicon>();

/** The lookup table for one language, built on first use (a few milliseconds) and kept. */
export function lexicon(lang: Lexicon['lang']): Lexicon {
  let lex = built.get(lang);
  if (!lex) {
    lex = build(lang);
    built.set(lang, lex);
  }
  return lex;
}

/** Number of concepts with at least one form in each language, for the docs and the eval report. */
export function glossaryStats(): Record<string, number> {
  const stats: Record<string, number> = { concepts: CONCEPTS.length, zhEnPairs: ZH_EN.length };
  for (const lang of GLOSSARY_LANGUAGES) stats[lang] = CONCEPTS.filter((c) => formsOf(c[lang]).length > 0).length;
  return stats;
}
