/**
 * CSV export of list endpoints (DESIGN §6): the text streams to the response in bounded batches, so
 * memory stays flat whatever the size. Cells that a spreadsheet would read as a formula (starting with
 * = + - @ tab or carriage return) get a leading single quote (OWASP "CSV injection"), except a plain
 * number such as +13055559999 or -5, which a spreadsheet reads as a number and cannot execute: it is
 * written as it is, so a phone number or a negative amount survives the round trip.
 *
 * Two ways to make the text. csvStream formats rows in JS (csv-stringify), for small or computed lists.
 * A large table exports through copyCsv: PostgreSQL writes each batch as CSV itself (COPY … FORMAT csv),
 * with the neutralising and formatting done by the SQL cells below, so no row becomes a JS object.
 * Measured with 100,000 extensions of 24 columns (bench/run.ts): on PGlite, formatting in JS took 6 s
 * (decoding, presenting and stringifying each row, and collecting the garbage of it), COPY 1 to 1.5 s;
 * on PostgreSQL, rows joined in JS took 4 to 6 s, COPY read by pg-copy-streams 1.4 to 1.9 s.
 */
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { stringify } from 'csv-stringify/sync';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import type * as PgCopyStreams from 'pg-copy-streams';
import type { Db } from './db.ts';
import { lazyRequire } from './lazy-require.ts';
import type { Actor } from './session.ts';

/** What a spreadsheet formula starts with: = + - @ tab and carriage return. */
const FORMULA_CHARACTERS = ['=', '+', '-', '@', '\t', '\r'];
const FORMULA_START = /^[=+\-@\t\r]/;
/** The same characters as code points, for SQL's ascii() (the code point of the first character). */
const FORMULA_CODES = sql.raw(FORMULA_CHARACTERS.map((c) => c.charCodeAt(0)).join(', '));
/** node-postgres and its COPY reader: only a server on PostgreSQL (DATABASE_URL) loads them. */
const pgModule = lazyRequire<typeof pg>('pg');
const pgCopyStreams = lazyRequire<typeof PgCopyStreams>('pg-copy-streams');
const copyTo = (text: string) => pgCopyStreams().to(text);

/** Whether a drizzle database's client is a node-postgres pool; on PGlite without loading node-postgres. */
export function isPgPool(client: unknown): client is pg.Pool {
  return !(client instanceof PGlite) && client instanceof pgModule().Pool;
}
/**
 * A plain number, signed or not (+13055559999, -5, -0.25, +.5): a spreadsheet reads it as a number, never
 * as a formula. The same pattern in JS and as a PostgreSQL regular expression.
 */
const PLAIN_NUMBER_PATTERN = '^[+-]?([0-9]+([.][0-9]*)?|[.][0-9]+)$';
const PLAIN_NUMBER = new RegExp(PLAIN_NUMBER_PATTERN);

/** True when a spreadsheet would execute `text`: a formula character first, and not a plain number. */
export function isFormulaText(text: string): boolean {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
}

/** The cell text of one value: formula-looking text neutralised, dates ISO, null and undefined empty. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return typeof value === 'string' && isFormulaText(text) ? `'${text}` : text;
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

/**
 * The CSV text of `batches` as a stream: a header of the column ids, then one line per row. Each batch
 * becomes one chunk (csv-stringify's sync API per batch): a stream step per row cost more than the
 * formatting itself. Readable.from pulls the next batch only when the response has drained the last.
 * A failing source destroys the stream, so a broken export ends as an aborted download, never as a
 * truncated file that looks complete.
 */
export function csvStream<R>(batches: AsyncIterable<R[]> | Iterable<R[]>, columns: CsvColumn<R>[]): Readable {
  async function* chunks() {
    yield stringify([columns.map((c) => c.id)]);
    for await (const batch of batches) {
      yield stringify(batch.map((row) => columns.map((c) => csvCell(c.value(row)))));
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** Sends a CSV stream as a download. Returns the reply for the handler to return. */
export function sendCsv(reply: FastifyReply, fileName: string, body: Readable): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

// ---------------------------------------------------------------------------------------------------
// CSV written by PostgreSQL: the SQL cells, one COPY per batch, and the stream of the batches.

/**
 * The CSV cell of a text expression, as csvCell writes a string: formula-looking text (not a plain
 * number) gets a leading quote, and '' becomes NULL (COPY writes NULL as nothing and an empty string as "").
 */
export function csvTextCell(expr: SQLWrapper): SQL {
  return sql`case when ascii(${expr}) in (${FORMULA_CODES}) and ${expr} !~ ${sql.raw(`'${PLAIN_NUMBER_PATTERN}'`)} then '''' || ${expr} else nullif(${expr}, '') end`;
}

/** The CSV cell of a boolean, as csvCell writes one: true or false. */
export function csvBooleanCell(expr: SQLWrapper): SQL {
  return sql`(${expr})::text`;
}

/** The CSV cell of a timestamptz, as Date.toISOString writes it: UTC, milliseconds, a Z. */
export function csvTimestampCell(expr: SQLWrapper): SQL {
  return sql`to_char((${expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** One batch of a PostgreSQL-written export: the cells (text expressions, in column order) and the rest. */
export interface CsvBatchQuery {
  cells: SQL[];
  /** Everything after the select list: from, where, order by. */
  rest: SQL;
}

/**
 * Renders a query with its parameters written in as literals, for COPY (a utility statement takes no
 * bound parameters). Strings become E'…' with backslashes and quotes doubled, which reads back exactly
 * whatever standard_conforming_strings says; PostgreSQL text cannot hold NUL, so none is let through.
 */
class LiteralDialect extends PgDialect {
  override escapeString(text: string): string {
    if (text.includes('\0')) throw new Error('Text with a NUL character cannot be sent to PostgreSQL.');
    return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  }
}
const literalDialect = new LiteralDialect();

export function inlineSql(query: SQL): string {
  return literalDialect.sqlToQuery(sql`${query}`.inlineParams()).sql;
}

/**
 * The CSV text of one batch (no header), written by PostgreSQL's COPY … (FORMAT csv): on PGlite to
 * '/dev/blob', whose bytes come back as a Blob; on node-postgres to STDOUT, read by pg-copy-streams on a
 * connection of the pool. Either way no row becomes a JS value. It takes the database, not a
 * transaction: an export reads outside one, batch by batch.
 */
export async function copyCsv(db: Db, batch: CsvBatchQuery): Promise<Uint8Array> {
  const select = inlineSql(sql`select ${sql.join(batch.cells, sql`, `)} ${batch.rest}`);
  const copy = (target: string) => `copy (${select}) to ${target} with (format csv)`;
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    const result = await client.query(copy(`'/dev/blob'`));
    return result.blob ? new Uint8Array(await result.blob.arrayBuffer()) : new Uint8Array();
  }
  if (isPgPool(client)) {
    const connection = await client.connect();
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of connection.query(copyTo(copy('stdout')))) chunks.push(chunk as Buffer);
      connection.release();
      return Buffer.concat(chunks);
    } catch (error) {
      // A connection that failed mid-COPY is not given back to the pool.
      connection.release(error instanceof Error ? error : true);
      throw error;
    }
  }
  throw new Error('copyCsv needs the database (PGlite or a node-postgres pool), not a transaction.');
}

/**
 * A header line of the column ids, then the CSV batches as they come. Readable.from asks for the next
 * batch only when the response has drained the last; a failing source destroys the stream, so a broken
 * export ends as an aborted download, never as a truncated file that looks complete.
 */
export function csvTextStream(header: string[], batches: AsyncIterable<Uint8Array>): Readable {
  async function* chunks() {
    yield stringify([header]);
    for await (const batch of batches) if (batch.length > 0) yield batch;
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * The CSV text (no header) of a large result on node-postgres: one COPY (select) TO STDOUT streamed as it
 * comes, on a connection of the pool held until it ends (pg-copy-streams pauses the connection while the
 * reader is behind, so memory stays flat whatever the result's size). It runs in a read-only transaction
 * with PostgreSQL's JIT off: the export's cells are dozens of expressions (times in a zone, money with its
 * symbol, words for codes), and for a result the planner costs high LLVM spent seconds compiling them.
 * Measured with 1,000,000 call records (bench/cdrs.ts, quiet two-core machine): 7.7 s with JIT, 4.2 s
 * without (0.74 of a raw COPY of the stored columns). COPYs of key ranges on two connections sharing a
 * snapshot were tried and were no faster once JIT was off (4.1 s): Node, passing the text on, is then
 * what an export waits for. A connection whose COPY did not finish (the reader went away, the query
 * failed) is closed, not given back to the pool.
 */
export async function* copyStream(pool: pg.Pool, select: SQL): AsyncGenerator<Uint8Array> {
  const connection = await pool.connect();
  let done = false;
  try {
    await connection.query('begin transaction read only');
    await connection.query('set local jit = off');
    for await (const chunk of connection.query(copyTo(copySql(select)))) yield chunk as Buffer;
    await connection.query('commit');
    done = true;
  } finally {
    connection.release(done ? undefined : true);
  }
}

const copySql = (select: SQL) => `copy (${inlineSql(select)}) to stdout with (format csv)`;
