import type { CountryDataset, NationalLine } from '../types.js';
import { entryFromLines, groupByHs6 } from './common.js';
import type { ImportContext } from './types.js';

/** Above this many HS 2017 sources (e.g. 8549 e-waste, ~1,019 each) candidate lines are not copied in. */
const MAX_CANDIDATE_SOURCES = 12;

/**
 * Places national lines coded in HS 2017 (UK 2021, CN 2018) under HS 2022 subheadings with the UNSD correlation:
 * - 1:1 and n:1 (the HS 2022 code comes from exactly one HS 2017 code): the lines are used directly;
 * - 1:n and n:n (it draws on several HS 2017 codes): not guessed. The entry is `partial` with mfn null and the
 *   flag `hs2017_split`, and the candidate lines are listed so a user can see the rates that might apply.
 * Lines keep their HS 2017 national codes; every mapped entry carries the flag `hs2017_source`.
 */
export function placeHs2017Lines(ctx: ImportContext, country: CountryDataset, lines: NationalLine[], label: string): void {
  const correlation = ctx.correlation();
  const by2017 = groupByHs6(lines);
  let direct = 0;
  let split = 0;
  for (const hs6 of ctx.hs6) {
    const link = correlation.from2022(hs6);
    // Codes without a correlation row are unchanged between the editions.
    const sources = link?.hs2017 ?? [hs6];
    const kind = link?.kind ?? '1:1';
    const candidates = sources.flatMap((code) => by2017.get(code) ?? []);
    if (candidates.length === 0) continue;
    if (kind === '1:1' || kind === 'n:1') {
      country.hs6[hs6] = entryFromLines(hs6, candidates, { flags: ['hs2017_source', `hs2017_${kind}`] });
      direct++;
      continue;
    }
    split++;
    const entry = entryFromLines(hs6, sources.length <= MAX_CANDIDATE_SOURCES ? candidates : [], {
      flags: ['hs2017_source', 'hs2017_split', `hs2017_${kind}`],
    });
    country.hs6[hs6] = { ...entry, status: 'partial', mfn: null, mfnRange: null, preferential: [] };
  }
  country.notes.push(
    `${label}: HS 2017 codes mapped to HS 2022 with the UNSD correlation: ${direct} subheadings directly (1:1, n:1), ` +
      `${split} flagged hs2017_split (1:n, n:n) with no MFN rather than a guess.`,
  );
}
