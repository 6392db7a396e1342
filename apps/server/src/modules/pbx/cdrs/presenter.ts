/**
 * Which fields of a PBX call record leave the server, as the list's JSON and as the export's SQL cells
 * (written by PostgreSQL, for COPY). Numbers are text cells, neutralised only when a spreadsheet would
 * run them (a caller such as +13055559999 is written as it is).
 */
import type { PbxCdr } from '@portside/contract/pbx/cdrs';
import { type SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { csvTextCell, csvTimestampCell } from '../../../platform/csv-export.ts';
import { pbxCdrs as t } from '../schema.ts';

export const pbxCdrSelection = {
  id: t.id,
  caller_id_number: t.callerIdNumber,
  destination_number: t.destinationNumber,
  direction: t.direction,
  start_stamp: t.startStamp,
  duration: t.duration,
  hangup_cause: t.hangupCause,
};

export type PbxCdrRow = SelectResultFields<typeof pbxCdrSelection>;

export function toPbxCdr(row: PbxCdrRow): PbxCdr {
  return { ...row, start_stamp: row.start_stamp.toISOString() };
}

export const PBX_CDR_CSV_CELLS: Record<keyof PbxCdr, SQL> = {
  id: sql`${t.id}::text`,
  caller_id_number: csvTextCell(t.callerIdNumber),
  destination_number: csvTextCell(t.destinationNumber),
  direction: csvTextCell(t.direction),
  start_stamp: csvTimestampCell(t.startStamp),
  duration: sql`${t.duration}::text`,
  hangup_cause: csvTextCell(t.hangupCause),
};
