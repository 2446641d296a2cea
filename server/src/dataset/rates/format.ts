import type { RateParserReport } from './report.js';

/** The parser report as printed by `npm run dataset`. */
export function formatRateReport(report: RateParserReport): string {
  const lines = ['Rate parser: distinct rate texts parsed per source'];
  for (const s of report.sources) {
    lines.push(`  ${s.source.padEnd(36)} ${String(s.parsed).padStart(6)} / ${String(s.distinct).padEnd(6)}`);
  }
  lines.push(`  ${'total'.padEnd(36)} ${String(report.totals.parsed).padStart(6)} / ${report.totals.distinct}`);
  const unparsed = report.sources.filter((s) => s.unparsed.length > 0);
  if (unparsed.length === 0) lines.push('  every rate text parsed');
  for (const s of unparsed) {
    lines.push(`  unparsed in ${s.source}:`);
    for (const t of s.unparsed) lines.push(`    ${JSON.stringify(t)}`);
  }
  return lines.join('\n');
}
