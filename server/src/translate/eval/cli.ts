/**
 * Translation quality harness: `npm run eval:translate [-- --no-classify] [--failures N] [--json out.json]`.
 *
 * 1. The authored test set (./testset.ts): per source language, language detection accuracy, the translator's
 *    own coverage, and recall of the reference English (and Chinese) terms in the output.
 * 2. Through the classifier (server/src/classifier, US destination): top-1 accuracy at 4 and 6 digits when
 *    classifying the text in each language (the classifier translates it with translateEmbedded, as in production),
 *    as a share of the accuracy when classifying the English original.
 * 3. The HSCodeComp Chinese category probe (../shared/eval/hscodecomp): the Chinese category path translated
 *    to English vs the English category path, scored at 4 digits only (the set's own rule). Sets are not pooled.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { createClassifier, type Classifier } from '../../classifier/classifier.js';
import { defaultDataDir } from '../../dataset/paths.js';
import { loadTariffStore } from '../../dataset/store.js';
import { translateEmbedded } from '../embedded.js';
import { warmTranslator } from '../warm.js';
import { GLOSSARY_VERSION, glossaryStats } from '../glossary/index.js';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../types.js';
import { chineseTermRecall, englishTermRecall, mean, pct } from './metrics.js';
import { HELDOUT_PRODUCTS } from './heldout.js';
import { HELDOUT2_PRODUCTS } from './heldout2.js';
import { TEST_PRODUCTS, type TestProduct } from './testset.js';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const failures = Number(flag('--failures') ?? 0);
const jsonOut = flag('--json');

interface Row {
  id: string;
  lang: SupportedLanguage;
  text: string;
  en: string;
  zh: string;
  detected: string;
  coverage: number;
  enRecall: number;
  zhRecall: number;
  gold: string[];
  predicted?: string;
  predictedFromReference?: string;
}

function classifyTop(classifier: Classifier, query: string): string {
  return classifier.classify({ query, destination: 'US', candidates: 1 }).hs.slice(0, 6);
}

const hit = (pred: string | undefined, gold: string[], digits: 4 | 6) => Boolean(pred && gold.some((g) => g.slice(0, digits) === pred.slice(0, digits)));

async function loadClassifier(): Promise<Classifier | undefined> {
  if (args.includes('--no-classify')) return undefined;
  try {
    const t0 = performance.now();
    const classifier = createClassifier(await loadTariffStore());
    console.log(`classifier ready in ${(performance.now() - t0).toFixed(0)} ms`);
    return classifier;
  } catch (err) {
    console.log(`classifier unavailable (${(err as Error).message.split('\n')[0]}); run \`npm run dataset\` first. Skipping the classification figures.`);
    return undefined;
  }
}

async function main(): Promise<void> {
  const tWarm = performance.now();
  warmTranslator();
  console.log(`warmTranslator() (glossary tables, jieba, CC-CEDICT both ways, English word list): ${(performance.now() - tWarm).toFixed(0)} ms`);
  const stats = glossaryStats();
  console.log(`glossary ${GLOSSARY_VERSION}: ${stats.concepts} concepts in each of 13 languages + English/Chinese`);
  const classifier = await loadClassifier();

  const summaries: Record<string, Record<string, Record<string, number>>> = {};
  const allRows: Record<string, Row[]> = {};
  for (const [name, products] of [
    ['test set (used to tune the glossary)', TEST_PRODUCTS],
    ['held-out set (never used for tuning)', HELDOUT_PRODUCTS],
    ['held-out set 2 (written after glossary 1.4.0, never used for tuning; 1.5.0 only adds English-Chinese listing words and the size fix)', HELDOUT2_PRODUCTS],
  ] as Array<[string, TestProduct[]]>) {
    const { summary, rows } = evaluateSet(name, products, classifier);
    summaries[name] = summary;
    allRows[name] = rows;
  }

  let probe: Record<string, number> | undefined;
  if (classifier) probe = chineseCategoryProbe(classifier);
  if (jsonOut) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(jsonOut, JSON.stringify({ glossaryVersion: GLOSSARY_VERSION, summaries, probe, rows: allRows }, null, 2));
  }
}

function evaluateSet(name: string, products: TestProduct[], classifier: Classifier | undefined): { summary: Record<string, Record<string, number>>; rows: Row[] } {
  const rows: Row[] = [];
  let translateMs = 0;
  for (const p of products) {
    const gold = p.hs6.split(';');
    const fromReference = classifier ? classifyTop(classifier, p.en) : undefined;
    for (const lang of SUPPORTED_LANGUAGES) {
      const text = p[lang];
      const t1 = performance.now();
      const r = translateEmbedded(text);
      translateMs += performance.now() - t1;
      rows.push({
        id: p.id,
        lang,
        text,
        en: r.en,
        zh: r.zh,
        detected: r.detectedLanguage,
        coverage: r.coverage,
        enRecall: lang === 'en' ? 1 : englishTermRecall(p.en, r.en),
        zhRecall: lang === 'zh' ? 1 : chineseTermRecall(p.zh, r.zh),
        gold,
        // The production path: the classifier is given the original text and translates it itself (translateEmbedded).
        predicted: classifier ? (lang === 'en' ? fromReference : classifyTop(classifier, text)) : undefined,
        predictedFromReference: fromReference,
      });
    }
  }
  const ms = translateMs / rows.length;

  console.log(`\n${name}: ${products.length} products x ${SUPPORTED_LANGUAGES.length} languages (${rows.length} texts), embedded translator ${ms.toFixed(1)} ms per text (warm)`);
  const header = ['lang', 'n', 'detected', 'coverage', 'en recall', 'zh recall', ...(classifier ? ['acc4', 'acc6', 'share4', 'share6', 'same HS6 as en'] : [])];
  console.log(header.map((h) => h.padStart(10)).join(''));
  const summary: Record<string, Record<string, number>> = {};
  const refAcc4 = mean(products.map((p) => Number(hit(rows.find((r) => r.id === p.id && r.lang === 'en')?.predicted, p.hs6.split(';'), 4))));
  const refAcc6 = mean(products.map((p) => Number(hit(rows.find((r) => r.id === p.id && r.lang === 'en')?.predicted, p.hs6.split(';'), 6))));
  const groups: Array<[string, Row[]]> = [...SUPPORTED_LANGUAGES.map((l) => [l, rows.filter((r) => r.lang === l)] as [string, Row[]]), ['all non-en', rows.filter((r) => r.lang !== 'en')]];
  for (const [lang, rs] of groups) {
    const s: Record<string, number> = {
      n: rs.length,
      detected: mean(rs.map((r) => Number(r.detected === r.lang))),
      coverage: mean(rs.map((r) => r.coverage)),
      enRecall: mean(rs.map((r) => r.enRecall)),
      zhRecall: mean(rs.map((r) => r.zhRecall)),
    };
    if (classifier) {
      s.acc4 = mean(rs.map((r) => Number(hit(r.predicted, r.gold, 4))));
      s.acc6 = mean(rs.map((r) => Number(hit(r.predicted, r.gold, 6))));
      s.share4 = refAcc4 ? s.acc4 / refAcc4 : 0;
      s.share6 = refAcc6 ? s.acc6 / refAcc6 : 0;
      s.agree6 = mean(rs.map((r) => Number(r.predicted === r.predictedFromReference)));
    }
    summary[lang] = s;
    const cells = [lang, String(s.n), pct(s.detected), pct(s.coverage), pct(s.enRecall), pct(s.zhRecall), ...(classifier ? [pct(s.acc4), pct(s.acc6), pct(s.share4), pct(s.share6), pct(s.agree6)] : [])];
    console.log(cells.map((c) => c.padStart(10)).join(''));
  }
  if (classifier) console.log(`English originals: top-1 accuracy ${pct(refAcc4)} at 4 digits, ${pct(refAcc6)} at 6 digits (the denominators of share4/share6).`);

  if (failures > 0) {
    console.log('\nLowest English recall:');
    for (const r of [...rows].filter((r) => r.lang !== 'en').sort((a, b) => a.enRecall - b.enRecall).slice(0, failures)) {
      console.log(`  [${r.lang} ${r.id}] recall ${pct(r.enRecall)} cov ${pct(r.coverage)}  ${r.text}  →  ${r.en}  |  ${r.zh}`);
    }
    if (classifier) {
      console.log('\nClassified differently from the English original:');
      for (const r of rows.filter((r) => r.predicted !== r.predictedFromReference).slice(0, failures)) {
        console.log(`  [${r.lang} ${r.id}] gold ${r.gold.join(';')} en→${r.predictedFromReference} translated→${r.predicted}  ${r.en}`);
      }
    }
  }

  return { summary, rows };
}

/** HSCodeComp: Chinese category path (translated) vs English category path, 4 digits. */
function chineseCategoryProbe(classifier: Classifier): Record<string, number> | undefined {
  const dir = path.resolve(defaultDataDir(), '..', 'eval', 'hscodecomp');
  let flat: Array<Record<string, string>>;
  try {
    flat = parse(readFileSync(path.join(dir, 'hscodecomp_flat.tsv'), 'utf8'), { delimiter: '\t', columns: true, relax_quotes: true });
  } catch {
    console.log('\nHSCodeComp not found; skipping the Chinese category probe.');
    return undefined;
  }
  let en4 = 0;
  let zh4 = 0;
  let agree = 0;
  let coverage = 0;
  const seen = new Map<string, string>();
  for (const row of flat) {
    const gold4 = row.hts10.slice(0, 4);
    const key = `${row.cate_path_en}\t${row.cate_path_cn}`;
    const pair = seen.get(key) ?? (() => {
      const t = translateEmbedded(row.cate_path_cn);
      coverage += t.coverage;
      const v = `${classifyTop(classifier, row.cate_path_en)}|${classifyTop(classifier, row.cate_path_cn)}`;
      seen.set(key, v);
      return v;
    })();
    const [fromEn, fromZh] = pair.split('|');
    en4 += Number(fromEn.slice(0, 4) === gold4);
    zh4 += Number(fromZh.slice(0, 4) === gold4);
    agree += Number(fromEn.slice(0, 4) === fromZh.slice(0, 4));
  }
  const n = flat.length;
  const out = { rows: n, paths: seen.size, coverage: coverage / seen.size, acc4English: en4 / n, acc4Translated: zh4 / n, share4: en4 ? zh4 / en4 : 0, sameHeading: agree / n };
  console.log(`\nHSCodeComp Chinese category probe (${n} rows, ${seen.size} distinct paths; category path only, 4 digits):`);
  console.log(`  English path ${pct(out.acc4English)}, translated Chinese path ${pct(out.acc4Translated)}: share ${pct(out.share4)}; same heading ${pct(out.sameHeading)}; mean coverage ${pct(out.coverage)}`);
  return out;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
