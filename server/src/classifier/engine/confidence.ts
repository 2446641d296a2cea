/**
 * Confidence that the top code is right at 6 digits. The raw signal is the softmax share of the top
 * subheading among the candidates (how far it leads) together with how much evidence there is at all
 * (a vocabulary product word, or only shared title words). The logistic map below turns that into a
 * probability; its coefficients were set by measuring calibration (ECE) with the evaluation harness,
 * which reports the figure per set (`npm run eval:classify`).
 */
export interface ConfidenceSignal {
  /** Softmax share of the top candidate (0..1). */
  share: number;
  /** Strongest vocabulary evidence for the top heading (0 when none). */
  vocab: number;
  /** Title-match score of the top heading. */
  text: number;
}

const TEMPERATURE = 1.6;

export function softmax(scores: number[], temperature = TEMPERATURE): number[] {
  if (scores.length === 0) return [];
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp((s - max) / temperature));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Coefficients of the calibration map (intercept, share, vocabulary evidence, text evidence). */
export const CALIBRATION = { intercept: -2.2, share: 2.6, vocab: 0.9, text: 0.08 };

export function calibratedConfidence(signal: ConfidenceSignal): number {
  const c = CALIBRATION;
  const x = c.intercept + c.share * signal.share + c.vocab * Math.min(signal.vocab, 1.5) + c.text * Math.min(signal.text, 10);
  return Math.round(sigmoid(x) * 1000) / 1000;
}
