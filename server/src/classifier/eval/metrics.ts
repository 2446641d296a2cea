import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Scoring for the evaluation harness: top-k accuracy by code prefix, HS 2017 → HS 2022 mapping of gold
 * codes at 6 digits, expected calibration error, latency percentiles.
 */

/** HS 2017 subheading → HS 2022 subheadings it correlates with (UNSD/WCO table in ../shared/data/hs-correlation). */
export function loadHs2017To2022(dataDir: string): Map<string, string[]> {
  const file = path.join(dataDir, 'hs-correlation', 'HS2022-HS2017_Correlations.csv');
  const map = new Map<string, string[]>();
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  for (const line of lines) {
    const [hs22, hs17] = line.split(',').map((x) => x?.trim());
    if (!/^\d{6}$/.test(hs22 ?? '') || !/^\d{6}$/.test(hs17 ?? '')) continue;
    const list = map.get(hs17) ?? [];
    if (!list.includes(hs22)) list.push(hs22);
    map.set(hs17, list);
  }
  return map;
}

/**
 * The gold codes' accepted HS 2022 subheadings: the code itself when it exists in HS 2022, else every HS 2022
 * subheading its (older) HS 2017 code correlates with.
 */
export function goldHs6(gold: string[], hs2022: Set<string>, from2017: Map<string, string[]>): Set<string> {
  const out = new Set<string>();
  for (const g of gold) {
    const six = g.slice(0, 6);
    if (six.length < 6) continue;
    if (hs2022.has(six)) out.add(six);
    else for (const m of from2017.get(six) ?? []) out.add(m);
  }
  return out;
}

/** True when one of the first k predictions matches one of the gold codes on the first `digits` digits. */
export function hitAt(predictions: string[], gold: Iterable<string>, digits: number, k: number): boolean {
  const golds = [...gold].filter((g) => g.length >= digits).map((g) => g.slice(0, digits));
  if (golds.length === 0) return false;
  return predictions.slice(0, k).some((p) => p.length >= digits && golds.includes(p.slice(0, digits)));
}

/** National-length hit: the prediction equals a gold code over the gold code's own length (8 or 10). */
export function nationalHitAt(predictions: string[], gold: string[], k: number): boolean {
  return predictions.slice(0, k).some((p) => gold.some((g) => g.length >= 8 && p.slice(0, g.length) === g));
}

/** Expected calibration error over equal-width confidence bins. */
export function expectedCalibrationError(samples: Array<{ confidence: number; correct: boolean }>, bins = 10): number {
  if (samples.length === 0) return 0;
  const sums = Array.from({ length: bins }, () => ({ n: 0, conf: 0, acc: 0 }));
  for (const s of samples) {
    const b = Math.min(bins - 1, Math.floor(s.confidence * bins));
    sums[b].n++;
    sums[b].conf += s.confidence;
    sums[b].acc += s.correct ? 1 : 0;
  }
  let ece = 0;
  for (const b of sums) if (b.n > 0) ece += (b.n / samples.length) * Math.abs(b.acc / b.n - b.conf / b.n);
  return ece;
}

export function percentile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[idx];
}
