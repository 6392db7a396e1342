/** PBX call records: the list and its export, with the same filters and order (newest first). */
import type { PbxCdrList, PbxCdrListQuery } from '@portside/contract/pbx/cdrs';
import { copyCsv } from '../../../platform/csv-export.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { keysetRanges, pageWithTotal } from '../../../platform/list-query.ts';
import { toPbxCdr } from './presenter.ts';
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

/** Every matching record as CSV (the chosen columns, no header), one PostgreSQL-written batch at a time. */
export function exportPbxCdrsCsv(
  db: Db,
  domain: string,
  q: PbxCdrListQuery,
  batchSize = PBX_CDR_EXPORT_BATCH,
): AsyncGenerator<Uint8Array> {
  const where = pbxCdrWhere(domain, q);
  return keysetRanges(
    (after: PbxCdrCursor | undefined, n) => selectPbxCdrBoundary(db, where, q, after, n),
    (after, through) => copyCsv(db, pbxCdrCsvBatch(where, q, q.columns, after, through)),
    batchSize,
  );
}
