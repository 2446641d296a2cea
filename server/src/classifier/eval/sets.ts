import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

/**
 * Labelled classification sets in the shapes of ../shared/eval: a TSV with a title column and a code column
 * (hscodecomp_flat.tsv, hscodecomp_zh_category_eval.tsv), JSONL with product_name + hs_code (test_data.jsonl),
 * or JSONL chat rows asking "What is the HTS US Code for …?" (ATLAS).
 */
export interface EvalRow {
  id: string;
  query: string;
  /** Accepted codes, digits only (any length ≥ 4). */
  gold: string[];
  /** Score only up to this many digits (the Chinese category probe is a 4-digit probe). */
  maxDigits?: number;
}

export interface EvalSet {
  name: string;
  file: string;
  rows: EvalRow[];
  destination: 'US';
}

export const NAMED_SETS: Record<string, string> = {
  hscodecomp: 'eval/hscodecomp/hscodecomp_flat.tsv',
  'atlas-validation': 'eval/atlas-validation/atlas_validation.jsonl',
  'hscodecomp-zh': 'eval/hscodecomp/hscodecomp_zh_category_eval.tsv',
};

/** All dddd.dd[.dd[.dd]] or 8-10 digit runs in an answer text. */
export function extractCodes(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\b(\d{4})\.(\d{2})(?:\.(\d{2,4}))?(?:\.(\d{2}))?\b|\b(\d{8}|\d{10})\b/g)) {
    const digits = m[5] ?? `${m[1]}${m[2]}${m[3] ?? ''}${m[4] ?? ''}`;
    if (!out.includes(digits)) out.push(digits);
  }
  return out;
}

function loadTsv(file: string, options: { withCategory: boolean }): EvalRow[] {
  const records = parse(readFileSync(file, 'utf8'), { columns: true, delimiter: '\t', relax_quotes: true, skip_empty_lines: true, bom: true }) as Record<string, string>[];
  const zhProbe = records.length > 0 && 'zh_category_path' in records[0];
  return records.map((r, i) => {
    let query: string;
    if (zhProbe) query = r.zh_category_path.replace(/\s*>\s*/g, ' ');
    else {
      query = r.product_name ?? r.en_title ?? r.description ?? r.query ?? '';
      if (options.withCategory && r.cate_path_en) query = `${query}. Category: ${r.cate_path_en.replace(/\s*>\s*/g, ', ')}`;
    }
    const gold = String(r.hts10 ?? r.hs ?? r.code ?? '').replace(/\D/g, '');
    // A gold code shorter than a national line is scored only as deep as it goes.
    const maxDigits = zhProbe ? 4 : gold.length < 8 ? gold.length : undefined;
    return { id: r.task_id ?? String(i), query, gold: [gold], maxDigits };
  });
}

function loadJsonl(file: string, options: { withCategory: boolean }): EvalRow[] {
  const rows: EvalRow[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .forEach((line, i) => {
      const r = JSON.parse(line) as Record<string, unknown>;
      if (Array.isArray(r.messages)) {
        const msgs = r.messages as Array<{ role: string; content: string }>;
        const user = msgs.find((m) => m.role === 'user')?.content ?? '';
        const answer = msgs.find((m) => m.role === 'assistant')?.content ?? '';
        const query = user.replace(/^What is the HTS US Code for\s*/i, '').replace(/\?\s*$/, '');
        const first = answer.split('\n')[0];
        rows.push({ id: String(i), query, gold: extractCodes(first) });
      } else {
        let query = String(r.product_name ?? r.description ?? r.query ?? '');
        const cats = [r.cate_lv1_desc, r.cate_lv2_desc, r.cate_lv3_desc].filter(Boolean);
        if (options.withCategory && cats.length) query = `${query}. Category: ${cats.join(', ')}`;
        rows.push({ id: String(r.task_id ?? i), query, gold: [String(r.hs_code ?? r.hts10 ?? r.code ?? '').replace(/\D/g, '')] });
      }
    });
  return rows;
}

export function loadEvalSet(nameOrPath: string, sharedDir: string, options: { withCategory: boolean }): EvalSet {
  const file = NAMED_SETS[nameOrPath] ? path.join(sharedDir, NAMED_SETS[nameOrPath]) : path.resolve(nameOrPath);
  if (!existsSync(file)) throw new Error(`eval set not found: ${file} (named sets: ${Object.keys(NAMED_SETS).join(', ')})`);
  const rows = (file.endsWith('.jsonl') ? loadJsonl(file, options) : loadTsv(file, options)).filter((r) => r.query && r.gold.some((g) => g.length >= 4));
  return { name: NAMED_SETS[nameOrPath] ? nameOrPath : path.basename(file), file, rows, destination: 'US' };
}
