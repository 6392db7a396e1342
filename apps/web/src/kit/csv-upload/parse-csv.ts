/**
 * Reads an upload file into rows (spec 002 "Bulk CSV upload conventions"): .csv only, a header row,
 * column names case sensitive, empty lines skipped. Refuses what a browser should not try to send row by
 * row: over 5 MB or over 20,000 rows.
 */
import Papa from 'papaparse';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_ROWS = 20_000;

/** One data row: every required column ('' when the row left it out), and the optional ones the file has. */
export type CsvRow = Record<string, string>;

export type CsvProblem =
  | { code: 'notCsv' }
  | { code: 'tooLarge' }
  | { code: 'tooManyRows' }
  | { code: 'empty' }
  | { code: 'unreadable' }
  | { code: 'missingColumns'; columns: string[] };

export type ParsedCsv = { ok: true; rows: CsvRow[] } | { ok: false; problem: CsvProblem };

export function isCsvFile(file: File): boolean {
  return /\.csv$/i.test(file.name);
}

/**
 * Parses `text` and keeps the `columns` of each row, and those of `optional` the file has (other columns
 * are ignored). A row lacks an optional column only when the whole file does.
 */
export function parseCsvText(
  text: string,
  columns: readonly string[],
  optional: readonly string[] = [],
): ParsedCsv {
  const result = Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    // 'greedy' also skips lines of only spaces or commas, which a spreadsheet leaves at the end.
    skipEmptyLines: 'greedy',
    // Spaces around a header are an accident; the case of its letters is not (it must match).
    transformHeader: (header) => header.trim(),
  });
  const fields = result.meta.fields ?? [];
  if (fields.length === 0) return { ok: false, problem: { code: 'empty' } };
  const missing = columns.filter((column) => !fields.includes(column));
  if (missing.length > 0) return { ok: false, problem: { code: 'missingColumns', columns: missing } };
  if (result.data.length === 0) return { ok: false, problem: { code: 'empty' } };
  if (result.data.length > MAX_UPLOAD_ROWS) return { ok: false, problem: { code: 'tooManyRows' } };
  const kept = [...columns, ...optional.filter((column) => fields.includes(column))];
  const rows = result.data.map((record) =>
    Object.fromEntries(kept.map((column) => [column, record[column] ?? ''])),
  );
  return { ok: true, rows };
}

/** Checks the file, reads it and parses it. */
export async function parseCsvFile(
  file: File,
  columns: readonly string[],
  optional: readonly string[] = [],
): Promise<ParsedCsv> {
  if (!isCsvFile(file)) return { ok: false, problem: { code: 'notCsv' } };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, problem: { code: 'tooLarge' } };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, problem: { code: 'unreadable' } };
  }
  return parseCsvText(text, columns, optional);
}
