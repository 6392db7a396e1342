/**
 * CSV export of list endpoints (DESIGN §6): rows stream from an async source through csv-stringify to the
 * response, so memory stays flat whatever the size. Cells that a spreadsheet would read as a formula
 * (starting with = + - @ tab or carriage return) get a leading single quote (OWASP "CSV injection").
 */
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import type { Actor } from './session.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell text of one value: formula-looking text neutralised, dates ISO, null and undefined empty. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
}

/** One export column: its id (also the header) and how to read it from a row. */
export interface CsvColumn<R> {
  id: string;
  value(row: R): unknown;
}

/** `<prefix>-<environment code>-YYYYMMDD.csv` (spec 000 §9), dated in UTC. */
export function csvFileName(prefix: string, environmentCode: string, now = new Date()): string {
  const ymd = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}-${environmentCode}-${ymd}.csv`;
}

/** The file name of an export of `domain`, named by its environment code (the guard has checked access). */
export function exportFileName(prefix: string, actor: Actor, domain: string, now = new Date()): string {
  return csvFileName(prefix, actor.environments.find((e) => e.domain === domain)?.code ?? domain, now);
}

/** The CSV text of `rows` as a stream: a header of the column ids, then one line per row. */
export function csvStream<R>(rows: AsyncIterable<R> | Iterable<R>, columns: CsvColumn<R>[]): Readable {
  async function* lines() {
    yield columns.map((c) => c.id);
    for await (const row of rows) yield columns.map((c) => csvCell(c.value(row)));
  }
  const stringifier = stringify({ eof: true });
  // pipeline destroys the output when the source fails, so a failing query ends the download visibly
  // (an aborted response) rather than as a truncated file that looks complete.
  pipeline(Readable.from(lines()), stringifier, () => {});
  return stringifier;
}

/** Sends a CSV stream as a download. Returns the reply for the handler to return. */
export function sendCsv(reply: FastifyReply, fileName: string, body: Readable): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
