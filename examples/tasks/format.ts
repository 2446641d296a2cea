/** Small printing helpers shared by the examples. */
export const pct = (fraction: number | null | undefined): string => (fraction === null || fraction === undefined ? '—' : `${(fraction * 100).toFixed(2).replace(/\.?0+$/, '')} %`);
export const usd = (amount: number | null | undefined): string => (amount === null || amount === undefined ? '—' : `$${amount.toFixed(2)}`);

/** A plain-text table: columns padded to their widest cell, numbers right-aligned. */
export function table(rows: Array<Record<string, string>>): string {
  if (rows.length === 0) return '(none)';
  const columns = Object.keys(rows[0]);
  const width = (c: string) => Math.max(c.length, ...rows.map((r) => (r[c] ?? '').length));
  const numeric = (c: string) => rows.every((r) => /^[-$\d.,% —]*$/.test(r[c] ?? ''));
  const cell = (c: string, v: string) => (numeric(c) ? v.padStart(width(c)) : v.padEnd(width(c)));
  const line = (values: string[]) => values.join('  ').trimEnd();
  return [line(columns.map((c) => cell(c, c))), line(columns.map((c) => '-'.repeat(width(c)))), ...rows.map((r) => line(columns.map((c) => cell(c, r[c] ?? ''))))].join('\n');
}
