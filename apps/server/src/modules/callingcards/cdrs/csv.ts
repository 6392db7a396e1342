/**
 * The call records' CSV written by PostgreSQL (issue 13 item 7): each cell as the CDRs screen shows it
 * (cdrCell in service.ts, the same rules in SQL), so an export of a million records never makes a row a
 * JS object. Measured with 1,000,000 records (bench/cdrs.ts): presenting each row in JS (drizzle's
 * mapping, cdrCell, csv-stringify and the garbage of it) streamed 28,000 rows a second on PostgreSQL,
 * about a tenth of PostgreSQL's own COPY of the same rows.
 *
 * On PostgreSQL the whole export is one COPY … TO STDOUT streamed to the response through
 * pg-copy-streams on a connection of its own (platform/csv-export.ts copyStream: one snapshot, JIT off;
 * the response's backpressure pauses the connection, so memory stays flat). PGlite hands a COPY's text back whole, so there the export is
 * COPYs of key ranges (list-query keysetRanges), a batch at a time.
 */
import { PGlite } from '@electric-sql/pglite';
import type { CdrColumn } from '@portside/contract/callingcards/cdrs';
import { CURRENCY_SYMBOLS } from '@portside/contract/callingcards/tariffs';
import type { ExportView } from '@portside/contract/pbx/list';
import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  copyCsv,
  copyStream,
  csvCell,
  csvTextCell,
  csvTimestampCell,
  isPgPool,
} from '../../../platform/csv-export.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { allOf, keysetAfter, keysetRanges, keysetThrough } from '../../../platform/list-query.ts';
import { cdrs as c } from '../schema.ts';
import type { CdrCursor, CdrFilters } from './queries.ts';

/**
 * Rows per COPY on PGlite: about 6.5 MB of CSV at every column. Each COPY parses and plans the export's
 * statement (dozens of cell expressions) again: at 5,000 rows the 200 COPYs of a million records spent
 * 2.4 s of 10.4 on that (bench cdrs, issue 13 item 7); at 25,000, 7.9 s, with the server's memory
 * 32 MB above where it began at its peak. 50,000 was no faster.
 */
export const CDR_EXPORT_BATCH = 25000;

/** Spec 002 CDRs: YYYY-MM-DD HH:mm:ss in the zone (IANA name, or a UTC offset as an interval). */
export function timeCell(expr: SQLWrapper, zone: string): SQL {
  const at = /^[+-]\d{2}:\d{2}$/.test(zone) ? sql`${zone}::interval` : sql`${zone}::text`;
  // A timestamp's own text is that format once cut to the second, and costs PostgreSQL less than to_char.
  return sql`date_trunc('second', ${expr} at time zone ${at})::text`;
}

/**
 * Seconds as minutes the way sessionMinutes writes them (Intl en-US, up to 2 decimals, grouped): 150 →
 * 2.5, 75,000 → 1,250. FM drops the trailing zeros of the 9s, rtrim a point left alone. Only a negative
 * count can look like a formula ('-1,250' is no plain number): that one goes through csvTextCell.
 */
function minutesCell(expr: SQLWrapper): SQL {
  const text = sql`rtrim(to_char(round(${expr} / 60.0, 2), 'FM999,999,999,990.99'), '.')`;
  // Under 1,000 minutes (no grouping), in integer hundredths, which costs PostgreSQL a third of to_char
  // on a numeric: 100 s → 167 → '1.67'. Whole seconds never fall half-way (100·s ≡ 30 mod 60 has no
  // solution), so adding 30 before dividing rounds as Intl does.
  const h = sql`((${expr}) * 100 + 30) / 60`;
  const short = sql`(${h} / 100)::text || case when ${h} % 100 = 0 then ''
    when ${h} % 10 = 0 then '.' || (${h} % 100 / 10)::text else '.' || lpad((${h} % 100)::text, 2, '0') end`;
  return sql`case when ${expr} >= 0 and ${expr} < 59997 then ${short} when ${expr} < 0 then ${csvTextCell(text)} else ${text} end`;
}

/**
 * Money as cdrMoney writes it ('$1.98', '-£0.50': 2 decimals, half away from zero, the sign before the
 * symbol), as csvCell leaves it: a negative amount is never a plain number ('-$0.50'), so it always gets
 * the neutralising quote; an unknown currency code stands for its symbol and goes through csvTextCell.
 */
function moneyCell(expr: SQLWrapper, currency: SQLWrapper): SQL {
  // round(…, 2) has two decimals, so its text is the amount as written ('0.00', '1234567.89').
  const amount = sql`abs(round(${expr}, 2))::text`;
  const sign = sql`case when ${expr} < 0 then '''-' else '' end`;
  const known = Object.entries({ '': CURRENCY_SYMBOLS.USD, ...CURRENCY_SYMBOLS }).map(
    ([code, symbol]) => sql`when ${code} then ${sign} || ${symbol} || ${amount}`,
  );
  const other = csvTextCell(sql`case when ${expr} < 0 then '-' else '' end || ${currency} || ${amount}`);
  return sql`case ${currency} ${sql.join(known, sql` `)} else ${other} end`;
}

/** A number as JS writes the stored decimal (Number(v) then text): 1.5000 → 1.5, 0.0000 → 0. */
const amountCell = (expr: SQLWrapper) => sql`trim_scale(${expr})::text`;

/** The columns that are numbers in the list's rows (written as they are, never neutralised). */
const NUMBERS: Partial<Record<CdrColumn, SQLWrapper>> = {
  id: c.id,
  card: c.card,
  tariff: c.tariff,
  answered: c.answered,
  archived: c.archived,
};
/** The columns that are text in the list's rows. */
const TEXTS: Partial<Record<CdrColumn, SQLWrapper>> = {
  callid: c.callid,
  pin: c.pin,
  name: c.name,
  type: c.type,
  src: c.src,
  destination: c.destination,
  destination_name: c.destinationName,
  terminatecauseid: c.terminatecauseid,
  direction: c.direction,
  currency: c.currency,
};

/**
 * A coded column's cell: the view's word for its value (wordOf), neutralised and written in as a literal,
 * else the value itself (csvCell: text neutralised, numbers as they are).
 */
function wordCell(id: CdrColumn, view: ExportView): SQL {
  const number = NUMBERS[id];
  const text = TEXTS[id];
  if (!number && !text) throw new Error(`No CSV cell for the call-record column ${id}.`);
  const plain = number ? sql`(${number})::text` : csvTextCell(text as SQLWrapper);
  const words = Object.entries(view.labels?.[id] ?? {});
  if (words.length === 0) return plain;
  const value = number ? sql`(${number})::text` : sql`${text}`;
  const whens = words.map(([from, word]) => {
    const cell = csvCell(word);
    return sql`when ${from} then ${cell === '' ? sql`null` : sql`${cell}::text`}`;
  });
  return sql`case ${value} ${sql.join(whens, sql` `)} else ${plain} end`;
}

/** The SQL cell of each column, as cdrCell writes it, in the view's zone (an IANA name or an offset). */
export function cdrCsvCell(id: CdrColumn, view: ExportView, zone: string): SQL {
  switch (id) {
    case 'starttime':
      return timeCell(c.starttime, zone);
    case 'stoptime':
      return timeCell(c.stoptime, zone);
    case 'sessiontime':
      return minutesCell(c.sessiontime);
    case 'billed_sessiontime':
      return minutesCell(c.billedSessiontime);
    case 'sessionprice':
      return moneyCell(c.sessionprice, c.currency);
    case 'sessioncost':
      return moneyCell(c.sessioncost, c.currency);
    case 'blockprice':
      return moneyCell(c.blockprice, c.currency);
    case 'blockcost':
      return moneyCell(c.blockcost, c.currency);
    case 'starttime_utc':
      return csvTimestampCell(c.starttime);
    case 'stoptime_utc':
      return csvTimestampCell(c.stoptime);
    case 'sessiontime_seconds':
      return sql`(${c.sessiontime})::text`;
    case 'billed_sessiontime_seconds':
      return sql`(${c.billedSessiontime})::text`;
    case 'sessionprice_amount':
      return amountCell(c.sessionprice);
    case 'sessioncost_amount':
      return amountCell(c.sessioncost);
    case 'blockprice_amount':
      return amountCell(c.blockprice);
    case 'blockcost_amount':
      return amountCell(c.blockcost);
    case 'terminatecauseid_code':
      return csvTextCell(c.terminatecauseid);
    default:
      return wordCell(id, view);
  }
}

/**
 * Whether the database knows the zone the screen shows times in (its time zone data and Node's ICU can
 * differ for a new zone): the export then formats in JS instead of failing half-way.
 */
export async function databaseKnowsZone(tx: Tx, zone: string): Promise<boolean> {
  if (/^[+-]\d{2}:\d{2}$/.test(zone)) return true;
  try {
    await tx.execute(sql`select now() at time zone ${zone}::text`);
    return true;
  } catch {
    return false;
  }
}

const orderOf = (f: CdrFilters) => {
  const dir = f.order === 'ASC' ? sql.raw('asc') : sql.raw('desc');
  return sql`order by ${c.starttime} ${dir}, ${c.id} ${dir}`;
};

const keys = (): [SQLWrapper, SQLWrapper] => [c.starttime, c.id];
const values = (k: CdrCursor): [SQL, SQL] => [sql`${k.key}::timestamptz`, sql`${k.id}::integer`];

/** The query of the key of the n-th row after `after`, read off the list's index. */
function boundaryQuery(
  db: Db,
  where: SQL | undefined,
  f: CdrFilters,
  after: CdrCursor | undefined,
  n: number,
) {
  const dir = f.order === 'ASC' ? asc : desc;
  return db
    .select({ key: sql<string>`${c.starttime}::text`.as('key'), id: c.id })
    .from(c)
    .where(allOf(where, after ? keysetAfter(f.order, keys(), values(after)) : undefined))
    .orderBy(dir(c.starttime), dir(c.id))
    .offset(n - 1)
    .limit(1);
}

/** The records after `after` through `through` (an open end when undefined), in the list's order. */
function rangeRest(where: SQL | undefined, f: CdrFilters, after?: CdrCursor, through?: CdrCursor): SQL {
  return sql`from ${c} where ${
    allOf(
      where,
      after ? keysetAfter(f.order, keys(), values(after)) : undefined,
      through ? keysetThrough(f.order, keys(), values(through)) : undefined,
    ) ?? sql`true`
  } ${orderOf(f)}`;
}

/**
 * The CSV text (no header) of every record matching `where`, in the list's order, each cell from `cells`.
 * On PostgreSQL one COPY streamed (copyStream); on PGlite, COPYs of key ranges in turn.
 */
export function cdrCsvBody(
  db: Db,
  where: SQL | undefined,
  f: CdrFilters,
  cells: SQL[],
): AsyncIterable<Uint8Array> {
  const select = sql`select ${sql.join(cells, sql`, `)}`;
  const client = (db as { $client?: unknown }).$client;
  if (isPgPool(client)) {
    return copyStream(client, sql`${select} ${rangeRest(where, f)}`);
  }
  if (client instanceof PGlite) {
    return keysetRanges(
      async (after: CdrCursor | undefined, n) => (await boundaryQuery(db, where, f, after, n))[0],
      (after, through) => copyCsv(db, { cells, rest: rangeRest(where, f, after, through) }),
      CDR_EXPORT_BATCH,
    );
  }
  throw new Error('A call-record export needs the database (PGlite or a node-postgres pool).');
}
