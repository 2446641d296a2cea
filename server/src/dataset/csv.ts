import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

/** Reads a CSV file into objects keyed by its trimmed header row (UTF-8 BOM and CRLF tolerated). */
export function readCsv(file: string, options: { fromLine?: number } = {}): Record<string, string>[] {
  return parse(readFileSync(file), {
    bom: true,
    columns: (header: string[]) => header.map((h) => h.trim()),
    skip_empty_lines: true,
    relax_column_count: true,
    from_line: options.fromLine ?? 1,
  }) as Record<string, string>[];
}

/** Reads a CSV file as raw rows of fields (no header handling), for sources whose rows need repair. */
export function readCsvRows(file: string): string[][] {
  return parse(readFileSync(file), { bom: true, skip_empty_lines: true, relax_column_count: true, relax_quotes: true }) as string[][];
}
