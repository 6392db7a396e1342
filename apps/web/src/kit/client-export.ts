/**
 * Files the browser builds itself: a CSV of a small list held on screen (Feature Codes, the gateway
 * report) and the failures text of a CSV upload. Server lists export through their own format=csv URL.
 * Cells a spreadsheet would read as a formula (= + - @ tab, carriage return) get a leading quote, as the
 * server's export does (OWASP "CSV injection"); a plain number such as +13055559999 or -5 is a number to a
 * spreadsheet, never a formula, and is written as it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?([0-9]+([.][0-9]*)?|[.][0-9]+)$/;

/** True when a spreadsheet would execute `text`: a formula character first, and not a plain number. */
export function isFormulaText(text: string): boolean {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
}

/** One cell: null and undefined empty, formula-looking text neutralised, quoted when needed. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && isFormulaText(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV text: a header line, then one line per row, each ending in a newline. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return [header, ...rows].map((cells) => `${cells.map(csvCell).join(',')}\n`).join('');
}

/** `<prefix>-<environment code>-YYYYMMDD.csv` (spec 000 §9), dated in UTC like the server's exports. */
export function csvFileName(prefix: string, environmentCode: string, now = new Date()): string {
  const ymd = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}-${environmentCode}-${ymd}.csv`;
}

/** Saves `content` as a download named `fileName`. */
export function downloadFile(fileName: string, content: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Chromium reads the blob after the click returns; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
