import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Classifier, ClassifyResult } from '../classifier.js';
import type { EvalRow } from './sets.js';
import { expectedCalibrationError, goldHs6, hitAt, nationalHitAt, percentile } from './metrics.js';

export interface EvalReport {
  set: string;
  n: number;
  /** Deepest level the set is scored at (the Chinese category probe stops at 4 digits). */
  maxDigits: number;
  /** Share of rows (0..1) per metric. */
  top1: { hs2: number; hs4: number; hs6: number; national: number };
  top5: { hs2: number; hs4: number; hs6: number; national: number };
  ece: number;
  meanConfidence: number;
  latencyMs: { p50: number; p95: number; max: number };
  /** Process CPU time per query (user + system): the wall latency minus time spent waiting for a CPU on a busy machine. */
  cpuMs: { p50: number; p95: number };
  worstChapters: Array<{ chapter: string; n: number; hs4Top1: number; hs6Top1: number }>;
  failures: Array<{ id: string; query: string; gold: string[]; predicted: string[]; confidence: number }>;
  /** Confidence signals and 6-digit correctness per row, for fitting the calibration. */
  calibrationRows: Array<{ signal: ClassifyResult['signal']; correct: boolean }>;
}

export function evaluateRows(
  setName: string,
  rows: EvalRow[],
  classifier: Classifier,
  mapping: { hs2022: Set<string>; from2017: Map<string, string[]> },
): EvalReport {
  const counts = { t1: [0, 0, 0, 0], t5: [0, 0, 0, 0] };
  const calibration: Array<{ confidence: number; correct: boolean }> = [];
  const latencies: number[] = [];
  const cpuTimes: number[] = [];
  const chapters = new Map<string, { n: number; hs4: number; hs6: number }>();
  const failures: EvalReport['failures'] = [];
  const calibrationRows: EvalReport['calibrationRows'] = [];
  let confSum = 0;
  let sixDigitRows = 0;
  let nationalRows = 0;
  for (const row of rows) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    const result = classifier.classify({ query: row.query, destination: 'US', candidates: 5 });
    latencies.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    const national = result.candidates.map((c) => c.hs);
    const six = national.map((c) => c.slice(0, 6));
    const maxDigits = row.maxDigits ?? 10;
    const gold6 = goldHs6(row.gold, mapping.hs2022, mapping.from2017);
    const levels: Array<[number, (k: number) => boolean]> = [
      [2, (k) => hitAt(six, row.gold, 2, k)],
      [4, (k) => hitAt(six, row.gold, 4, k)],
      [6, (k) => hitAt(six, gold6, 6, k)],
      [10, (k) => nationalHitAt(national, row.gold, k)],
    ];
    levels.forEach(([digits, hit], i) => {
      if (digits > maxDigits) return;
      if (hit(1)) counts.t1[i]++;
      if (hit(5)) counts.t5[i]++;
    });
    if (maxDigits >= 6) {
      sixDigitRows++;
      const correct6 = hitAt(six, gold6, 6, 1);
      calibration.push({ confidence: result.confidence, correct: correct6 });
      calibrationRows.push({ signal: result.signal, correct: correct6 });
      confSum += result.confidence;
      if (!correct6 && failures.length < 400) {
        failures.push({ id: row.id, query: row.query, gold: row.gold, predicted: six, confidence: result.confidence });
      }
    }
    if (maxDigits >= 8) nationalRows++;
    const ch = row.gold[0].slice(0, 2);
    const c = chapters.get(ch) ?? { n: 0, hs4: 0, hs6: 0 };
    c.n++;
    if (hitAt(six, row.gold, 4, 1)) c.hs4++;
    if (maxDigits >= 6 && hitAt(six, gold6, 6, 1)) c.hs6++;
    chapters.set(ch, c);
  }
  const n = rows.length;
  const share = (x: number, d: number) => (d > 0 ? x / d : 0);
  const worstChapters = [...chapters.entries()]
    .filter(([, c]) => c.n >= 3)
    .map(([chapter, c]) => ({ chapter, n: c.n, hs4Top1: c.hs4 / c.n, hs6Top1: c.hs6 / c.n }))
    .sort((a, b) => a.hs4Top1 - b.hs4Top1 || b.n - a.n)
    .slice(0, 8);
  return {
    set: setName,
    n,
    maxDigits: Math.max(0, ...rows.map((r) => r.maxDigits ?? 10)),
    top1: { hs2: share(counts.t1[0], n), hs4: share(counts.t1[1], n), hs6: share(counts.t1[2], sixDigitRows), national: share(counts.t1[3], nationalRows) },
    top5: { hs2: share(counts.t5[0], n), hs4: share(counts.t5[1], n), hs6: share(counts.t5[2], sixDigitRows), national: share(counts.t5[3], nationalRows) },
    ece: expectedCalibrationError(calibration),
    meanConfidence: share(confSum, sixDigitRows),
    latencyMs: { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), max: Math.max(0, ...latencies) },
    cpuMs: { p50: percentile(cpuTimes, 0.5), p95: percentile(cpuTimes, 0.95) },
    worstChapters,
    failures,
    calibrationRows,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const na = '    n/a';

export function formatReport(r: EvalReport, destinationLength = 'US 10'): string {
  const lines = [
    `== ${r.set} (${r.n} rows, destination US)`,
    `            HS2       HS4       HS6       national (${destinationLength})`,
    `top-1   ${pct(r.top1.hs2).padStart(8)}  ${pct(r.top1.hs4).padStart(8)}  ${r.maxDigits >= 6 ? pct(r.top1.hs6).padStart(8) : na}  ${r.maxDigits >= 8 ? pct(r.top1.national).padStart(8) : na}`,
    `top-5   ${pct(r.top5.hs2).padStart(8)}  ${pct(r.top5.hs4).padStart(8)}  ${r.maxDigits >= 6 ? pct(r.top5.hs6).padStart(8) : na}  ${r.maxDigits >= 8 ? pct(r.top5.national).padStart(8) : na}`,
    r.maxDigits >= 6
      ? `ECE (10 bins, top-1 at HS6): ${r.ece.toFixed(3)}   mean confidence: ${r.meanConfidence.toFixed(3)}`
      : 'ECE: n/a (this set is scored at 4 digits only)',
    `latency per query (wall): p50 ${r.latencyMs.p50.toFixed(2)} ms, p95 ${r.latencyMs.p95.toFixed(2)} ms, max ${r.latencyMs.max.toFixed(2)} ms`,
    `CPU time per query: p50 ${r.cpuMs.p50.toFixed(2)} ms, p95 ${r.cpuMs.p95.toFixed(2)} ms (load average at the end: ${loadavg()[0].toFixed(1)} on ${availableParallelism()} CPUs)`,
    `worst chapters (gold chapter, rows, HS4 top-1, HS6 top-1):`,
    ...r.worstChapters.map((c) => `  ${c.chapter}  n=${String(c.n).padStart(3)}  HS4 ${pct(c.hs4Top1).padStart(7)}  HS6 ${pct(c.hs6Top1).padStart(7)}`),
  ];
  return lines.join('\n');
}
