/**
 * Logistic regression of "top-1 right at 6 digits" on the confidence features, by batch gradient descent
 * with a small L2 penalty (a handful of features and a few hundred rows: no library needed).
 */
export interface CalibrationFit {
  intercept: number;
  weights: number[];
}

/** `weight` per row (default 1): lets sets of different sizes count equally in one pooled fit. */
export function fitLogistic(rows: Array<{ x: number[]; y: number; weight?: number }>, options: { iterations?: number; rate?: number; l2?: number } = {}): CalibrationFit {
  const iterations = options.iterations ?? 4000;
  const rate = options.rate ?? 0.5;
  const l2 = options.l2 ?? 0.001;
  const k = rows[0]?.x.length ?? 0;
  let b = 0;
  const w = new Array<number>(k).fill(0);
  const total = rows.reduce((s, r) => s + (r.weight ?? 1), 0);
  for (let it = 0; it < iterations; it++) {
    let gb = 0;
    const gw = new Array<number>(k).fill(0);
    for (const r of rows) {
      const z = b + r.x.reduce((s, v, i) => s + v * w[i], 0);
      const p = 1 / (1 + Math.exp(-z));
      const e = (p - r.y) * (r.weight ?? 1);
      gb += e;
      for (let i = 0; i < k; i++) gw[i] += e * r.x[i];
    }
    b -= (rate * gb) / total;
    for (let i = 0; i < k; i++) w[i] -= rate * (gw[i] / total + l2 * w[i]);
  }
  const round = (v: number) => Math.round(v * 100) / 100;
  return { intercept: round(b), weights: w.map(round) };
}
