import { describe, expect, it } from 'vitest';
import { fitLogistic } from '../../src/classifier/eval/calibrate.js';
import { expectedCalibrationError, goldHs6, hitAt, nationalHitAt, percentile } from '../../src/classifier/eval/metrics.js';
import { extractCodes } from '../../src/classifier/eval/sets.js';

describe('evaluation metrics', () => {
  it('reads every code of an ATLAS answer line', () => {
    expect(extractCodes('HTS US Code -> 6113.00.1010; 6113.00.1012')).toEqual(['6113001010', '6113001012']);
    expect(extractCodes('HTS US Code -> 8201.50.0000 for pruning shears; 8201.60.0000 for lopping shears')).toEqual(['8201500000', '8201600000']);
    expect(extractCodes('HTS US Code -> 7306.40.50')).toEqual(['73064050']);
  });
  it('scores top-k by prefix and national codes over the gold length', () => {
    expect(hitAt(['610990', '610910'], ['6109100012'], 6, 1)).toBe(false);
    expect(hitAt(['610990', '610910'], ['6109100012'], 6, 5)).toBe(true);
    expect(hitAt(['610990'], ['6109100012'], 4, 1)).toBe(true);
    expect(nationalHitAt(['6109100012'], ['6109100012'], 1)).toBe(true);
    expect(nationalHitAt(['6109100011'], ['6109100012'], 1)).toBe(false);
    expect(nationalHitAt(['7306405040'], ['73064050'], 1)).toBe(true);
  });
  it('maps an HS 2017 gold code to its HS 2022 successors', () => {
    const from2017 = new Map([['851712', ['851713', '851714']]]);
    expect([...goldHs6(['8517120050'], new Set(['851713', '851714', '610910']), from2017)].sort()).toEqual(['851713', '851714']);
    expect([...goldHs6(['6109100012'], new Set(['610910']), from2017)]).toEqual(['610910']);
  });
  it('computes the expected calibration error over bins', () => {
    expect(expectedCalibrationError([{ confidence: 0.9, correct: true }, { confidence: 0.9, correct: false }])).toBeCloseTo(0.4);
    expect(expectedCalibrationError([{ confidence: 0.05, correct: false }, { confidence: 0.95, correct: true }])).toBeCloseTo(0.05);
  });
  it('takes percentiles by rank', () => {
    expect(percentile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)).toBe(10);
  });
  it('fits a logistic calibration whose sign follows the data', () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({ x: [i / 200], y: i > 120 ? 1 : 0 }));
    expect(fitLogistic(rows).weights[0]).toBeGreaterThan(1);
  });
});
