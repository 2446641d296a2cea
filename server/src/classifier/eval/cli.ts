/**
 * Evaluation harness: `npm run eval:classify -- <set|file> [<set|file> …] [--limit N] [--no-category]
 * [--failures N] [--json out.json]`.
 * Named sets: hscodecomp, atlas-validation, hscodecomp-zh (4-digit probe), or `all` (the two shared sets).
 * Each set is scored on its own; sets are never pooled.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadTariffStore } from '../../dataset/store.js';
import { defaultDataDir } from '../../dataset/paths.js';
import { createClassifier, warmClassifier } from '../classifier.js';
import { calibratedConfidence, confidenceFeatures } from '../engine/confidence.js';
import { fitLogistic } from './calibrate.js';
import { expectedCalibrationError, loadHs2017To2022 } from './metrics.js';
import { evaluateRows, formatReport, type EvalReport } from './run.js';
import { loadEvalSet } from './sets.js';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(name);
    if (i < 0) return undefined;
    const v = args[i + 1];
    args.splice(i, 2);
    return v;
  };
  const limit = Number(flag('--limit') ?? 0);
  const failures = Number(flag('--failures') ?? 0);
  const jsonOut = flag('--json');
  const noCategory = args.includes('--no-category');
  const fitCalibration = args.includes('--fit-calibration');
  const names = args.filter((a) => !a.startsWith('--'));
  const sets = names.length === 0 || names.includes('all') ? ['hscodecomp', 'atlas-validation'] : names;

  const dataDir = defaultDataDir();
  const sharedDir = path.resolve(dataDir, '..');
  const t0 = performance.now();
  const store = await loadTariffStore();
  const t1 = performance.now();
  const classifier = createClassifier(store);
  const t2 = performance.now();
  warmClassifier(classifier);
  const t3 = performance.now();
  console.log(
    `dataset loaded in ${(t1 - t0).toFixed(0)} ms, classifier index built in ${(t2 - t1).toFixed(0)} ms, ` +
      `dictionaries warmed in ${(t3 - t2).toFixed(0)} ms (no result cache: every query is computed)`,
  );
  const hs2022 = new Set(Object.keys(store.dataset.hs.nodes).filter((c) => c.length === 6));
  const from2017 = loadHs2017To2022(dataDir);

  const reports: EvalReport[] = [];
  for (const name of sets) {
    const set = loadEvalSet(name, sharedDir, { withCategory: !noCategory });
    const rows = limit > 0 ? set.rows.slice(0, limit) : set.rows;
    const report = evaluateRows(set.name, rows, classifier, { hs2022, from2017 });
    reports.push(report);
    console.log(formatReport(report));
    if (set.name === 'hscodecomp' && !noCategory) console.log('  (query = product title + its category path; --no-category for the title alone)');
    for (const f of report.failures.slice(0, failures)) {
      console.log(`  ✗ [${f.id}] gold ${f.gold.join(';')} got ${f.predicted.slice(0, 3).join(',')} conf ${f.confidence}  ${f.query.slice(0, 150)}`);
    }
    console.log('');
  }
  if (fitCalibration) {
    // Fit on each set alone, show how each fit calibrates the other set, then the average that ships.
    const fits = reports.map((r) => ({ set: r.set, fit: fitLogistic(r.calibrationRows.map((c) => ({ x: confidenceFeatures(c.signal), y: c.correct ? 1 : 0 }))) }));
    for (const { set, fit } of fits) {
      console.log(`calibration fitted on ${set}: intercept ${fit.intercept}, weights [${fit.weights.join(', ')}]`);
      for (const r of reports) {
        const ece = expectedCalibrationError(r.calibrationRows.map((c) => ({ confidence: calibratedConfidence(c.signal, fit), correct: c.correct })));
        console.log(`  ECE on ${r.set}: ${ece.toFixed(3)}${r.set === set ? ' (in-sample)' : ' (out-of-sample)'}`);
      }
    }
    if (fits.length > 1) {
      const avg = {
        intercept: Math.round((fits.reduce((s, f) => s + f.fit.intercept, 0) / fits.length) * 100) / 100,
        weights: fits[0].fit.weights.map((_, i) => Math.round((fits.reduce((s, f) => s + f.fit.weights[i], 0) / fits.length) * 100) / 100),
      };
      console.log(`average of the fits: intercept ${avg.intercept}, weights [${avg.weights.join(', ')}]`);
      for (const r of reports) {
        const ece = expectedCalibrationError(r.calibrationRows.map((c) => ({ confidence: calibratedConfidence(c.signal, avg), correct: c.correct })));
        console.log(`  ECE on ${r.set}: ${ece.toFixed(3)}`);
      }
      // One fit on all rows with each set weighing the same in total (the sets differ in size and style).
      const pooled = fitLogistic(
        reports.flatMap((r) => r.calibrationRows.map((c) => ({ x: confidenceFeatures(c.signal), y: c.correct ? 1 : 0, weight: 1 / r.calibrationRows.length }))),
      );
      console.log(`pooled fit, sets weighted equally: intercept ${pooled.intercept}, weights [${pooled.weights.join(', ')}]`);
      for (const r of reports) {
        const ece = expectedCalibrationError(r.calibrationRows.map((c) => ({ confidence: calibratedConfidence(c.signal, pooled), correct: c.correct })));
        console.log(`  ECE on ${r.set}: ${ece.toFixed(3)}`);
      }
    }
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(reports.map(({ calibrationRows: _rows, ...r }) => r), null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
