import path from 'node:path';
import { readCsv } from '../csv.js';

export type CorrelationKind = '1:1' | '1:n' | 'n:1' | 'n:n';

/**
 * UNSD HS 2022 ↔ HS 2017 correlation (hs-correlation/HS2022-HS2017_Correlations.csv, first line is a banner).
 * Mapping a schedule coded in HS 2017 onto HS 2022: an HS 2022 code whose relationship is 1:1 or n:1
 * (several HS 2022 codes from one HS 2017 code, or exactly one) takes the HS 2017 code's lines directly;
 * 1:n and n:n (one HS 2022 code drawing on several HS 2017 codes) are flagged and not guessed.
 */
export interface HsCorrelation {
  /** HS 2017 codes an HS 2022 subheading correlates to, with the relationship. */
  from2022(hs2022: string): { hs2017: string[]; kind: CorrelationKind } | undefined;
}

export function loadHsCorrelation(dataDir: string): HsCorrelation {
  const rows = readCsv(path.join(dataDir, 'hs-correlation/HS2022-HS2017_Correlations.csv'), { fromLine: 2 });
  const map = new Map<string, { hs2017: string[]; kind: CorrelationKind }>();
  for (const row of rows) {
    const hs2022 = (row.HS2022 ?? '').padStart(6, '0');
    const hs2017 = (row.HS2017 ?? '').padStart(6, '0');
    const kind = (row.Relationship ?? '').trim() as CorrelationKind;
    if (!/^\d{6}$/.test(hs2022) || !/^\d{6}$/.test(hs2017)) continue;
    const entry = map.get(hs2022) ?? { hs2017: [], kind };
    if (!entry.hs2017.includes(hs2017)) entry.hs2017.push(hs2017);
    map.set(hs2022, entry);
  }
  return { from2022: (code) => map.get(code) };
}
