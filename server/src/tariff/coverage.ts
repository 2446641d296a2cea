import type { TariffStore } from '../dataset/store.js';
import { DESTINATIONS, type CountryDataset, type CoverageStatus, type Destination, type Rate } from '../dataset/types.js';

export interface CountryCoverage {
  country: Destination;
  name: string;
  edition: string;
  sourceUrl: string;
  verifiedAt: string;
  /** National tariff lines in the dataset (0 for rules and countries without a schedule). */
  nationalLines: number;
  /** HS 2022 subheadings (of 5,613) with an MFN rate, of any form. */
  hs6WithMfn: number;
  /** HS 2022 subheadings whose MFN is ad valorem (a fraction the API can serve as `mfn`). */
  hs6WithAdValoremMfn: number;
  /** MFN rates (national lines, or HS6 entries where there are no lines) that are specific, compound or otherwise not ad valorem. */
  specificOrCompoundRates: number;
  /** HS6 codes per coverage status (sums to the 5,613 subheadings). */
  statuses: Record<CoverageStatus, number>;
  /** Agreements with at least one preferential rate, and the partners that may claim them. */
  agreements: { agreement: string; partners: string[]; hs6: number }[];
  notes: string[];
}

export interface CoverageReport {
  hs6Total: number;
  builtAt: string;
  countries: CountryCoverage[];
}

const notAdValorem = (r: Rate | null) => r !== null && r.adValorem === null;

function countryCoverage(data: CountryDataset, hs6Codes: string[]): CountryCoverage {
  const statuses: Record<CoverageStatus, number> = { available: 0, partial: 0, rule: 0, no_data: 0 };
  let nationalLines = 0;
  let hs6WithMfn = 0;
  let hs6WithAdValoremMfn = 0;
  let specificOrCompoundRates = 0;
  const agreements = new Map<string, { partners: Set<string>; hs6: number }>();
  for (const hs6 of hs6Codes) {
    const entry = data.hs6[hs6];
    statuses[entry?.status ?? data.defaultStatus]++;
    if (!entry) continue;
    nationalLines += entry.lines.length;
    if (entry.mfn) hs6WithMfn++;
    if (entry.mfn?.adValorem != null) hs6WithAdValoremMfn++;
    specificOrCompoundRates += entry.lines.length > 0 ? entry.lines.filter((l) => notAdValorem(l.mfn)).length : notAdValorem(entry.mfn) ? 1 : 0;
    for (const p of entry.preferential) {
      const a = agreements.get(p.agreement) ?? { partners: new Set<string>(), hs6: 0 };
      p.partners.forEach((c) => a.partners.add(c));
      a.hs6++;
      agreements.set(p.agreement, a);
    }
  }
  return {
    country: data.country,
    name: data.name,
    edition: data.edition,
    sourceUrl: data.sourceUrl,
    verifiedAt: data.verifiedAt,
    nationalLines,
    hs6WithMfn,
    hs6WithAdValoremMfn,
    specificOrCompoundRates,
    statuses,
    agreements: [...agreements.entries()]
      .map(([agreement, a]) => ({ agreement, partners: [...a.partners].sort(), hs6: a.hs6 }))
      .sort((x, y) => x.agreement.localeCompare(y.agreement)),
    notes: data.notes.filter((n) => n.length < 400),
  };
}

const reports = new WeakMap<TariffStore, CoverageReport>();

/** Coverage of every destination over the HS 2022 subheadings (computed once per store). */
export function computeCoverage(store: TariffStore): CoverageReport {
  let report = reports.get(store);
  if (!report) {
    const hs6Codes = Object.keys(store.dataset.hs.nodes).filter((c) => c.length === 6);
    report = {
      hs6Total: hs6Codes.length,
      builtAt: store.dataset.builtAt,
      countries: DESTINATIONS.map((c) => countryCoverage(store.country(c), hs6Codes)),
    };
    reports.set(store, report);
  }
  return report;
}

/** The coverage table as printed by `npm run dataset`. */
export function formatCoverage(report: CoverageReport): string {
  const header = ['country', 'edition date', 'lines', `MFN/${report.hs6Total}`, 'ad val.', 'spec/comp', 'avail', 'partial', 'rule', 'no_data', 'agreements'];
  const rows = report.countries.map((c) => [
    c.country,
    c.verifiedAt ? c.verifiedAt.slice(0, 10) : '-',
    String(c.nationalLines),
    String(c.hs6WithMfn),
    String(c.hs6WithAdValoremMfn),
    String(c.specificOrCompoundRates),
    String(c.statuses.available),
    String(c.statuses.partial),
    String(c.statuses.rule),
    String(c.statuses.no_data),
    String(c.agreements.length),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmt = (r: string[]) => r.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  const lines = ['Coverage per destination (HS 2022 subheadings)', fmt(header), ...rows.map(fmt), ''];
  for (const c of report.countries) {
    lines.push(`${c.country} ${c.name}: ${c.edition} — ${c.sourceUrl}`);
    if (c.agreements.length) lines.push(`   agreements: ${c.agreements.map((a) => a.agreement).join(', ')}`);
  }
  return lines.join('\n');
}
