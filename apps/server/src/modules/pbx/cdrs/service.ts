/** PBX call records: the list and its export, with the same filters and order (newest first). */
import type { Readable } from 'node:stream';
import type { PbxCdrList, PbxCdrListQuery } from '@portside/contract/pbx/cdrs';
import { copyCsv, csvTextStream } from '../../../platform/csv-export.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { keysetRanges, pageWithTotal } from '../../../platform/list-query.ts';
import { databaseKnowsZone } from '../../callingcards/cdrs/csv.ts';
import { shownColumns, viewOf } from '../../callingcards/export-view.ts';
import { pbxCdrCsvCell, toPbxCdr } from './presenter.ts';
import {
  countPbxCdrs,
  estimatePbxCdrs,
  type PbxCdrCursor,
  pbxCdrCsvBatch,
  pbxCdrWhere,
  selectPbxCdrBoundary,
  selectPbxCdrPage,
  selectPbxCdrPageCounted,
} from './queries.ts';

/** A page of the list; its total is exact, capped or estimated (list-query's count strategy). */
export async function listPbxCdrs(tx: Tx, domain: string, q: PbxCdrListQuery): Promise<PbxCdrList> {
  const where = pbxCdrWhere(domain, q);
  const { rows, total, totalKind } = await pageWithTotal(q, {
    rows: (limit, offset) => selectPbxCdrPage(tx, where, q, limit, offset),
    rowsCounted: (limit, offset) => selectPbxCdrPageCounted(tx, where, q, limit, offset),
    count: (upTo) => countPbxCdrs(tx, where, upTo),
    estimate: () => estimatePbxCdrs(tx, where),
  });
  return { cdrs: rows.map(toPbxCdr), total, total_kind: totalKind };
}

/** Rows per export batch: one COPY each. */
export const PBX_CDR_EXPORT_BATCH = 5000;

/** The zone as Node's ICU names it (a case or an alias resolved): the name the database is given. */
const canonicalZone = (zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;

/** The zone's offset from UTC now, as '+hh:mm' (for a database whose zone data lacks a new zone). */
function offsetNow(zone: string, now = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') ?? '';
  return /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : '+00:00';
}

/**
 * Every matching record as CSV, written as the Call Records screen shows it (the view's titles, words
 * and zone; the server's zone without one): PostgreSQL writes each batch (one COPY per batch), the header
 * comes first. A zone the database does not know (its zone data older than Node's) is written at that
 * zone's offset now.
 */
export async function exportPbxCdrsCsv(
  db: Db,
  domain: string,
  q: PbxCdrListQuery,
  batchSize = PBX_CDR_EXPORT_BATCH,
): Promise<Readable> {
  const view = viewOf(q);
  // Titles checked before a byte is sent: a wrong count is a 400 naming `titles`.
  const header = shownColumns(q.columns, view, () => null).map((c) => c.id);
  const named = canonicalZone(view.tz);
  const zone = (await databaseKnowsZone(db, named)) ? named : offsetNow(named);
  const cells = q.columns.map((id) => pbxCdrCsvCell(id, view, zone));
  const where = pbxCdrWhere(domain, q);
  return csvTextStream(
    header,
    keysetRanges(
      (after: PbxCdrCursor | undefined, n) => selectPbxCdrBoundary(db, where, q, after, n),
      (after, through) => copyCsv(db, pbxCdrCsvBatch(where, q, cells, after, through)),
      batchSize,
    ),
  );
}
