/**
 * Call records of the session's domain (spec 002 §7): the list with its filters and total, and the export
 * with the same filters. Records are written by the calling-card platform, never by the console.
 */
import type { Readable } from 'node:stream';
import type { Cdr, CdrColumn, CdrList, CdrListQuery } from '@portside/contract/callingcards/cdrs';
import { cdrMoney, sessionMinutes } from '@portside/contract/callingcards/shown';
import type { ExportView } from '@portside/contract/pbx/list';
import { stringify } from 'csv-stringify/sync';
import { csvCell, csvTextStream } from '../../../platform/csv-export.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { keysetBatches, pageWithTotal } from '../../../platform/list-query.ts';
import { shownColumns, timeIn, viewOf, wordOf } from '../export-view.ts';
import { ratingOf } from '../switch/record.ts';
import { cdrCsvBody, cdrCsvCell, databaseKnowsZone } from './csv.ts';
import {
  type CdrCursor,
  type CdrFilters,
  type CdrRow,
  cdrWhere,
  countCdrs,
  cursorOf,
  estimateCdrs,
  selectCdrBatch,
  selectCdrPage,
  selectCdrPageCounted,
} from './queries.ts';

export function presentCdr(row: Omit<CdrRow, 'cursor'>): Cdr {
  return {
    id: row.id,
    callid: row.callid,
    card: row.card,
    pin: row.pin,
    name: row.name,
    type: row.type,
    src: row.src,
    destination: row.destination,
    destination_name: row.destinationName,
    starttime: row.starttime.toISOString(),
    stoptime: row.stoptime ? row.stoptime.toISOString() : null,
    sessiontime: row.sessiontime,
    billed_sessiontime: row.billedSessiontime,
    tariff: row.tariff,
    blockprice: Number(row.blockprice),
    blockcost: Number(row.blockcost),
    sessionprice: Number(row.sessionprice),
    sessioncost: Number(row.sessioncost),
    answered: row.answered,
    terminatecauseid: row.terminatecauseid,
    direction: row.direction,
    archived: row.archived,
    currency: row.currency,
  };
}

export async function listCdrs(tx: Tx, domain: string, q: CdrListQuery): Promise<CdrList> {
  const where = cdrWhere(domain, q);
  const { rows, total, totalKind } = await pageWithTotal(q, {
    rows: (limit, offset) => selectCdrPage(tx, where, q, limit, offset),
    rowsCounted: (limit, offset) => selectCdrPageCounted(tx, where, q, limit, offset),
    count: (upTo) => countCdrs(tx, where, upTo),
    estimate: () => estimateCdrs(tx, where),
  });
  return {
    data: rows.map((row) => ({ ...presentCdr(row), rating: ratingOf(row) })),
    total,
    total_kind: totalKind,
  };
}

/** Every matching record, in the list's order, in batches. */
export async function* exportCdrs(tx: Tx, domain: string, q: CdrFilters): AsyncGenerator<Cdr[]> {
  const where = cdrWhere(domain, q);
  const batches = keysetBatches(
    (after: CdrCursor | undefined, limit: number) => selectCdrBatch(tx, where, q, after, limit),
    cursorOf,
  );
  for await (const batch of batches) yield batch.map(presentCdr);
}

/** Spec 002 CDRs: start and stop times as YYYY-MM-DD HH:mm:ss (in the zone the screen shows them in). */
const CDR_TIME = 'YYYY-MM-DD HH:mm:ss';

/**
 * One cell of a call record as the CDRs screen shows it: times in the view's zone, sessions in minutes,
 * money with its symbol, coded values in the view's words; the *_utc, *_seconds, *_amount and *_code
 * columns hold the stored values.
 */
export function cdrCell(id: CdrColumn, row: Cdr, view: ReturnType<typeof viewOf>): unknown {
  switch (id) {
    case 'starttime':
    case 'stoptime':
      return timeIn(row[id], view.tz, CDR_TIME);
    case 'sessiontime':
    case 'billed_sessiontime':
      return sessionMinutes(row[id]);
    case 'sessionprice':
    case 'sessioncost':
    case 'blockprice':
    case 'blockcost':
      return cdrMoney(row[id], row.currency);
    case 'starttime_utc':
      return row.starttime;
    case 'stoptime_utc':
      return row.stoptime;
    case 'sessiontime_seconds':
      return row.sessiontime;
    case 'billed_sessiontime_seconds':
      return row.billed_sessiontime;
    case 'sessionprice_amount':
      return row.sessionprice;
    case 'sessioncost_amount':
      return row.sessioncost;
    case 'blockprice_amount':
      return row.blockprice;
    case 'blockcost_amount':
      return row.blockcost;
    case 'terminatecauseid_code':
      return row.terminatecauseid;
    default:
      return wordOf(view, id, row[id]);
  }
}

/** The zone as Node's ICU names it (a case or an alias resolved): the name the database is given. */
function canonicalZone(zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
}

/**
 * The CSV export of call records with the given columns: the screens' export and the report schedules'
 * attachment (report-schedules/run-report.ts) are this one stream. The values read as on the CDRs screen
 * (cdrCell), headed by the view's titles; times in its zone, else the server's. PostgreSQL writes the
 * text (csv.ts, the same rules in SQL); when the database does not know the zone, or `inJs` asks (the
 * tests compare both), each row is presented in JS instead.
 */
export function cdrCsv(
  db: Db,
  domain: string,
  q: CdrFilters,
  columns: readonly CdrColumn[],
  view: ExportView = {},
  inJs = false,
): Readable {
  const shown = viewOf(view);
  // Titles checked here, before a byte is sent: a wrong count is a 400.
  const cells = shownColumns(columns, shown, (id, row: Cdr) => cdrCell(id, row, shown));
  const zone = canonicalZone(shown.tz);
  async function* body(): AsyncGenerator<Uint8Array> {
    if (!inJs && (await databaseKnowsZone(db, zone))) {
      const where = cdrWhere(domain, q);
      yield* cdrCsvBody(
        db,
        where,
        q,
        columns.map((id) => cdrCsvCell(id, shown, zone)),
      );
      return;
    }
    for await (const batch of exportCdrs(db, domain, q)) {
      yield Buffer.from(stringify(batch.map((row) => cells.map((c) => csvCell(c.value(row))))));
    }
  }
  return csvTextStream(
    cells.map((c) => c.id),
    body(),
  );
}
