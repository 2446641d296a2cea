import type { RateExpr } from '../types.js';

/**
 * Parser for the duty texts of every source (US HTS, UK/EU CN, TARIC via checkdutyrates, Japan's 実行関税率表,
 * AU Schedule 3, CN, MX TIGIE, KR numbers). One grammar, tried from the outside in:
 *
 *   text        := conditional | seasonal | range | alternative
 *   conditional := (condition U+3000 rate) lines        JP: 関税割当数量以内のもの　12.7%
 *   seasonal    := rate (dates), rate (dates) …          UK: 8.00% (1 JUL - 31 JAN), 12.00% (1 FEB - 30 JUN)
 *   range       := rate 〜 rate                          JP: 無税〜5.3% (rates differ across the line's sub-items)
 *   alternative := a 又は b のうちいずれか高い/低い税率    JP: the higher / the lower
 *                | x MAX y | x MIN y                     EU/UK: capped / floored
 *   compound    := term (+ term)*                        4.4¢/kg + 10%, 26%＋130円/kg
 *   term        := free | percent | specific | variable component (EA, ADSZ, Entry Price …)
 *
 * Amounts keep the schedule's currency (USD from ¢ and $, JPY from 円, GBP/EUR as printed; bare amounts take
 * `currency`). Returns null when the text is not a rate it can read; callers list those in the parser report.
 */
export function parseRateText(text: string, currency = '', options: ParseOptions = {}): RateExpr | null {
  if (typeof text !== 'string') return null;
  const raw = text.replace(/\r/g, '').trim();
  if (!raw) return null;
  try {
    return parseTop(raw, { currency, bareNumberIsPercent: options.bareNumberIsPercent ?? false });
  } catch {
    return null;
  }
}

export interface ParseOptions {
  /** Sources that print percentages as bare numbers (CN, MX, KR): "6" means 6 %. */
  bareNumberIsPercent?: boolean;
}

interface Ctx {
  currency: string;
  bareNumberIsPercent: boolean;
}

class Unparsed extends Error {}
const fail = (): never => {
  throw new Unparsed();
};

const IDEOGRAPHIC_SPACE = '\u3000';

function parseTop(raw: string, ctx: Ctx): RateExpr {
  // JP: one "condition　rate" per line (U+3000 or, after Japanese text, a plain space); a line "ただし…" floors the
  // line before it; lines without a condition are one rate broken over lines ("29.8%+\n915円/kg").
  const lines = raw
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const cases: { condition: string; text: string }[] = [];
  for (const line of lines) {
    const at = line.lastIndexOf(IDEOGRAPHIC_SPACE);
    const plain = /^(.*[\u3040-\u30ff\u4e00-\u9fff）)])\s+([^\s]+)$/.exec(line);
    if (at >= 0) cases.push({ condition: line.slice(0, at).trim(), text: line.slice(at + 1) });
    else if (/^ただし/.test(line) && cases.length > 0) cases[cases.length - 1].text += `\n${line}`;
    else if (plain && /[\u3040-\u30ff\u4e00-\u9fff]/.test(plain[1]) && !/[円%]/.test(plain[1])) {
      cases.push({ condition: plain[1].trim(), text: plain[2] });
    } else if (cases.length > 0 && !cases[cases.length - 1].condition) cases[cases.length - 1].text += line;
    else cases.push({ condition: '', text: line });
  }
  const parsed = cases.map((c) => ({ condition: c.condition, expr: parseFloored(c.text, ctx) }));
  if (parsed.length === 1 && !parsed[0].condition) return parsed[0].expr;
  return { type: 'conditional', cases: parsed };
}

/** "21.3%又は156.80円/lのうちいずれか低い税率\nただしその税率が93円/lを下回る場合は93円/l": the rate, but at least 93円/l. */
function parseFloored(text: string, ctx: Ctx): RateExpr {
  const [main, floor] = text.split('\n');
  const expr = parseSimple(normalize(main), ctx);
  if (floor === undefined) return expr;
  const m = /^ただしその税率が(.+)を下回る場合は(.+)$/.exec(normalize(floor));
  if (!m) fail();
  return { type: 'max', of: [expr, parseSimple(m![2], ctx)] };
}

/** Full-width to ASCII, markers and footnote references dropped, spacing made regular. */
function normalize(s: string): string {
  let t = s.normalize('NFKC');
  // US chapter 99 wording variants: "plus 25%", "+ a duty of 25%", "inthe", hyphenation "appli- cable".
  // AU: "5%, and $1.52/L of alcohol" is a sum; "5%, or, if lower, $0.30/kg" the lower of the two.
  t = t.replace(/,\s*and\s+/g, ' + ').replace(/,\s*or,\s*if lower,\s*/g, ' MAX ');
  t = t.replace(/\bplus\b/gi, '+').replace(/\+\s*a duty of\s+/gi, '+ ').replace(/\binthe\b/g, 'in the').replace(/(\w)- (\w)/g, '$1$2');
  t = t.replace(/\u00a0/g, ' ').replace(/€/g, ' EUR').replace(/[−–]/g, '-').replace(/～/g, '〜').replace(/~/g, '〜');
  // JP markers: ● (EPA staged), * / ** (WTO reference), ※ (tariff-quota note), ◎, ◆n footnotes.
  const footnoteOnly = /^\s*◆\s*\d+\s*$/.test(t);
  t = t.replace(/◆\s*\d+/g, '').replace(/[●※◎]/g, '').replace(/^[\s*]+/, '');
  return footnoteOnly ? 'see footnote' : t.replace(/\s+/g, ' ').trim();
}

const MONTHS = /\b(JAN|FEB|MAR|APR|MAY|JUNE?|JULY?|AUG|SEP|OCT|NOV|DEC)\b/;

function parseSimple(t: string, ctx: Ctx): RateExpr {
  if (!t) fail();
  // JP formula texts ("1キログラムにつき、…", gate prices) are single terms even though they contain "、".
  if (/につき|課税価格/.test(t)) return parseTerm(t, ctx);
  // Whole text in parentheses (JP WTO column prints a bracketed, non-applied rate so): same rate.
  if (/^\(.*\)$/.test(t) && balanced(t.slice(1, -1))) return parseSimple(t.slice(1, -1).trim(), ctx);

  // UK seasonal: "8.00% (1 JUL - 31 JAN), 12.00% (1 FEB - 30 JUN)" (a case may also carry MIN …).
  if (MONTHS.test(t) && /\)/.test(t)) {
    const cases: { condition: string; expr: RateExpr }[] = [];
    const re = /([^()]+?)\s*\(([^()]*)\)\s*(?:,\s*|$)/gy;
    let m: RegExpExecArray | null;
    let consumed = 0;
    while ((m = re.exec(t))) {
      cases.push({ condition: m[2].trim(), expr: parseSimple(m[1].trim(), ctx) });
      consumed = re.lastIndex;
    }
    if (cases.length > 0) {
      const rest = t.slice(consumed).replace(/^,\s*/, '').trim();
      if (rest) cases.push({ condition: 'rest of the year', expr: parseSimple(rest, ctx) });
      return { type: 'conditional', cases };
    }
  }

  // CN two-stage rate "6.7/5", "23.3%/17.5%" (as printed; which stage applies is not stated in the source).
  const staged = new RegExp(String.raw`^((?:${NUM})\s*%?)\s*/\s*((?:${NUM})\s*%?)$`).exec(t);
  if (staged) {
    return {
      type: 'conditional',
      cases: [
        { condition: 'staged rate: first as printed', expr: parseTerm(staged[1], ctx) },
        { condition: 'staged rate: second as printed', expr: parseTerm(staged[2], ctx) },
      ],
    };
  }
  // CN seasonal provisional rates "1-6月[注5]：5%" (NFKC turns "：" into ":"); several separated by "；".
  if (/^[^:]*[\u4e00-\u9fff][^:]*:/.test(t)) {
    const cases = t.split(/[;；]/).map((seg) => {
      const at = seg.indexOf(':');
      if (at < 0) fail();
      return { condition: seg.slice(0, at).trim(), expr: parseSimple(seg.slice(at + 1).trim(), ctx) };
    });
    return { type: 'conditional', cases };
  }

  // JP list of the rates of the sub-items: "3.8%、29.8%＋915円/kg".
  const listed = splitTopLevel(t, '、');
  if (listed.length > 1) {
    return { type: 'conditional', cases: listed.map((p, i) => ({ condition: `sub-item rate ${i + 1}`, expr: parseSimple(p.trim(), ctx) })) };
  }
  // JP "(一部3.5%)": the rate of a part of the line.
  const part = /^一部\s*(.+)$/.exec(t);
  if (part) return { type: 'conditional', cases: [{ condition: '一部 (part of the line)', expr: parseSimple(part[1], ctx) }] };

  // JP range across sub-items: "無税〜5.3%", "(2.5%)〜(12%)", "3.8%〜35%又は29.8%＋1,159円/kg".
  if (t.includes('〜')) {
    const [lo, hi] = splitOnce(t, '〜');
    return {
      type: 'conditional',
      cases: [
        { condition: 'range: lowest', expr: parseSimple(lo.trim(), ctx) },
        { condition: 'range: highest', expr: parseSimple(hi.trim(), ctx) },
      ],
    };
  }

  // JP alternatives: "60%又は4,800円/足のうちいずれか高い税率", "… 低い税率"; "13.0%又は非譲許".
  const alt = /^(.+?)のうちいずれか(高い|低い)税率$/.exec(t);
  if (alt) {
    const of = alt[1].split('又は').map((p) => parseSimple(p.trim(), ctx));
    if (of.length < 2) fail();
    return { type: alt[2] === '高い' ? 'max' : 'min', of };
  }
  if (t.includes('又は')) {
    const parts = t.split('又は').map((p) => p.trim());
    return { type: 'conditional', cases: parts.map((p, i) => ({ condition: `alternative ${i + 1}`, expr: parseSimple(p, ctx) })) };
  }

  // US "Free, under bond": a rate with its condition.
  const freeIf = /^(Free),\s*(.+)$/i.exec(t);
  if (freeIf) return { type: 'conditional', cases: [{ condition: freeIf[2], expr: { type: 'free' } }] };
  // US watch movements: "65% + 25¢/jewel + 3¢ for each other piece or part, but if … shall not exceed …".
  const butIf = /^(.+?),\s*(but if .+)$/i.exec(t);
  if (butIf) return { type: 'conditional', cases: [{ condition: butIf[2], expr: parseSimple(butIf[1], ctx) }] };

  // EU/UK ceilings and floors: "x MAX y" = the lower of x and y; "x MIN y" = the higher.
  const maxAt = t.search(/\s+MAX\s+/);
  if (maxAt > 0) {
    const [x, y] = [t.slice(0, maxAt), t.slice(maxAt).replace(/^\s+MAX\s+/, '')];
    return { type: 'min', of: [parseSimple(x.trim(), ctx), parseSimple(y.trim(), ctx)] };
  }
  const minAt = t.search(/\s+MIN\s+/);
  if (minAt > 0) {
    const [x, y] = [t.slice(0, minAt), t.slice(minAt).replace(/^\s+MIN\s+/, '')];
    return { type: 'max', of: [parseSimple(x.trim(), ctx), parseSimple(y.trim(), ctx)] };
  }

  // Compound: "4.4¢/kg + 10%", "26%+130円/kg", "10 % + EA".
  const terms = splitTopLevel(t, '+').map((s) => s.trim());
  if (terms.length > 1) {
    if (terms.some((x) => !x)) fail();
    return { type: 'compound', terms: terms.map((x) => parseTerm(x, ctx)) };
  }
  return parseTerm(t, ctx);
}

/** Numbers as printed: "4,800", "1,000", "0.17", ".5". */
const NUM = String.raw`\d[\d,]*(?:\.\d+)?|\.\d+`;
const num = (s: string): number => {
  const n = Number(s.replace(/,/g, ''));
  if (!Number.isFinite(n)) fail();
  return n;
};

const VARIABLE_TERMS: Record<string, string> = {
  EA: 'agricultural_component',
  EAR: 'agricultural_component',
  ADSZ: 'additional_duty_sugar',
  ADSZR: 'additional_duty_sugar',
  ADFM: 'additional_duty_flour',
  ADFMR: 'additional_duty_flour',
  'ENTRY PRICE': 'entry_price',
  '非譲許': 'unbound',
  PROHIBIDA: 'prohibited',
  AE: 'specific_unstated',
  AMX: 'specific_unstated',
  'THE DUTY PROVIDED IN THE APPLICABLE SUBHEADING': 'base_duty',
};

function parseTerm(t: string, ctx: Ctx): RateExpr {
  t = t.replace(/^\*+/, '').trim();
  if (/^\(.*\)$/.test(t) && balanced(t.slice(1, -1))) return parseTerm(t.slice(1, -1).trim(), ctx);
  if (/^(free|無税|免税|ex\.?|exempt)$/i.test(t)) return { type: 'free' };
  if (/^see footnote$/.test(t)) return { type: 'variable', component: 'in_note' };
  // BR TIPI "NT" (não tributado): outside the IPI, nothing is charged.
  if (t === 'NT') return { type: 'free' };
  // JP sugar content: "(当該)原産品に含まれる砂糖の重量1kgにつき21.50円".
  let jp = new RegExp(String.raw`^(?:当該)?原産品に含まれる砂糖の重量1(?:kg|キログラム)につき(${NUM})円$`).exec(t);
  if (jp) return { type: 'specific', amount: num(jp[1]), currency: 'JPY', per: 1, unit: 'kg', on: 'sugar content' };
  // JP lactose scale: "1キログラムにつき、70円に重量比による乳糖の含有率が10%を超える1%ごとに7円を加えた額".
  jp = new RegExp(String.raw`^1(?:kg|キログラム)につき、?(${NUM})円に(.+?)ごとに(${NUM})円を加えた額$`).exec(t);
  if (jp) {
    return {
      type: 'compound',
      terms: [
        { type: 'specific', amount: num(jp[1]), currency: 'JPY', per: 1, unit: 'kg' },
        { type: 'specific', amount: num(jp[3]), currency: 'JPY', per: 1, unit: 'kg', on: `${jp[2]}ごと` },
      ],
    };
  }
  const variable = VARIABLE_TERMS[t.toUpperCase()];
  if (variable) return { type: 'variable', component: variable };
  // JP differential (gate-price) duties: "(170円-課税価格)/kg", "…基準輸入価格と課税価格との差額".
  if (t.includes('課税価格')) return { type: 'variable', component: 'gate_price' };
  // US: the duty of another provision ("The duty provided in the applicable subheading", "No change" in ch. 99).
  if (/^(the duty provided in (the applicable )?subheadings?\b.*|no change)$/i.test(t)) return { type: 'variable', component: 'base_duty' };
  // US: "The rate applicable to each garment in the ensemble …", "… to the article of which it is a part".
  if (/^the rate (of duty )?applicable\b/i.test(t)) return { type: 'variable', component: 'related_article_rate' };
  // US: "See additional U.S. note 3": the rate is set out in a note of the chapter.
  if (/^see (additional )?u\.s\. note\b/i.test(t)) return { type: 'variable', component: 'in_note' };

  // Percent, optionally on a part of the goods: "6%", "10.00 %", "33 1/3%", "4.2% on the case", "5% upon the value of …".
  let m = new RegExp(String.raw`^(${NUM})(?:\s+(\d+)/(\d+))?\s*%\s*(?:(?:on|of|upon)\s+(.+))?$`, 'i').exec(t);
  if (m) {
    const rate = round((num(m[1]) + (m[2] ? num(m[2]) / num(m[3]) : 0)) / 100);
    m[2] = m[4];
    return m[2] ? { type: 'ad_valorem', rate, on: m[2].trim() } : rate === 0 ? { type: 'ad_valorem', rate: 0 } : { type: 'ad_valorem', rate };
  }
  // Bare number where the source prints percentages without the sign (CN, MX, KR).
  m = new RegExp(String.raw`^(${NUM})$`).exec(t);
  if (m) {
    if (ctx.bareNumberIsPercent || num(m[1]) === 0) return { type: 'ad_valorem', rate: round(num(m[1]) / 100) };
    fail();
  }

  // US cents and dollars: "1¢/kg", "0.8¢/jewel", "24¢ each", "$3/head", "$1.44/1000", "23.7¢/pf.liter",
  // "5.4¢/kg on drained weight", "16.9¢/kg of total sugars", "14.27¢/ liter".
  // "$" is the schedule's dollar (AUD for Australia), USD by default.
  m = new RegExp(String.raw`^(\$)?(${NUM})\s*(¢)?\s*(?:(each|for each .+|/\s*(.+)))$`, 'i').exec(t);
  if (m && (m[1] || m[3])) {
    const currency = ctx.currency || 'USD';
    const amount = round(m[1] ? num(m[2]) : num(m[2]) / 100);
    if (m[4].toLowerCase() === 'each') return { type: 'specific', amount, currency, per: 1, unit: 'each' };
    if (/^for each /i.test(m[4])) return { type: 'specific', amount, currency, per: 1, unit: m[4].replace(/^for each /i, '') };
    return { type: 'specific', amount, currency, ...perUnit(m[5]) };
  }

  // JP yen: "2.58円/kg", "290.70円/1,000本", "4,800円/足", "424.55円/kl".
  m = new RegExp(String.raw`^(${NUM})\s*(万)?円\s*/\s*(.+)$`).exec(t);
  if (m) return { type: 'specific', amount: num(m[1]) * (m[2] ? 10_000 : 1), currency: 'JPY', ...perUnit(m[3]) };

  // EU/UK/AU amounts with a currency code: "77.00 GBP/100kg", "93.10 EUR / 100 kg", "52 EUR / 1000 p/st",
  // "3.5 EUR / % vol/hl", "0.5 EUR / kg/lactic matter", "12 GBP/100kg/net/%sacchar.", "$3.57/L".
  m = new RegExp(String.raw`^(${NUM})\s*(GBP|EUR|USD|AUD|CHF|JPY|KRW|CNY|MXN)\s*/\s*(.+)$`, 'i').exec(t);
  if (m) return { type: 'specific', amount: num(m[1]), currency: m[2].toUpperCase(), ...perUnit(m[3]) };
  m = new RegExp(String.raw`^(${NUM})\s*/\s*(.+)$`).exec(t);
  if (m && ctx.currency) return { type: 'specific', amount: num(m[1]), currency: ctx.currency, ...perUnit(m[2]) };
  return fail();
}

/** "100 kg/net eda" → per 100, unit kg, on 'net eda'; "% vol/hl" → unit '% vol/hl'; "1,000本" → per 1000 unit 本. */
function perUnit(s: string): { per: number; unit: string; on?: string } {
  let rest = s.trim();
  let per = 1;
  const n = new RegExp(String.raw`^(${NUM})\s*`).exec(rest);
  if (n) {
    per = num(n[1]);
    rest = rest.slice(n[0].length);
  }
  if (!rest) return { per, unit: 'units' }; // US "$1.44/1000": per thousand articles
  if (/^%\s*vol/i.test(rest)) return { per, unit: '% vol/hl' };
  if (/^p\/st/i.test(rest)) return { per, unit: 'p/st' };
  const u = /^([^\s/]+)\s*(?:[/\s]\s*(.*))?$/.exec(rest);
  if (!u) fail();
  const unit = u![1];
  const on = u![2]?.replace(/^(on|of)\s+/i, '').trim();
  return on ? { per, unit, on } : { per, unit };
}

function round(n: number): number {
  return Math.round(n * 1e9) / 1e9;
}

function balanced(s: string): boolean {
  let depth = 0;
  for (const ch of s) {
    if (ch === '(') depth++;
    else if (ch === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

function splitOnce(s: string, sep: string): [string, string] {
  const i = s.indexOf(sep);
  return [s.slice(0, i), s.slice(i + sep.length)];
}

/** Splits on `sep` outside parentheses. */
function splitTopLevel(s: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === sep && depth === 0) {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  out.push(s.slice(start));
  return out;
}
