/**
 * Which fields of a PBX call record leave the server, as the list's JSON and as the export's SQL cells
 * (written by PostgreSQL, for COPY), as the screen shows them. Numbers are text cells, neutralised only
 * when a spreadsheet would run them (a caller such as +13055559999 is written as it is).
 */
import type { PbxCdr, PbxCdrColumn } from '@portside/contract/pbx/cdrs';
import type { ExportView } from '@portside/contract/pbx/list';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { csvCell, csvTextCell, csvTimestampCell } from '../../../platform/csv-export.ts';
import { timeCell } from '../../callingcards/cdrs/csv.ts';
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

/**
 * A coded column's cell: the view's word for the value (written in as a neutralised literal), else the
 * value itself (neutralised only when a spreadsheet would run it).
 */
function wordCell(expr: SQLWrapper, words: Record<string, string> | undefined): SQL {
  const plain = csvTextCell(expr);
  const pairs = Object.entries(words ?? {});
  if (pairs.length === 0) return plain;
  const whens = pairs.map(([from, word]) => {
    const cell = csvCell(word);
    return sql`when ${from} then ${cell === '' ? sql`null` : sql`${cell}::text`}`;
  });
  return sql`case ${expr} ${sql.join(whens, sql` `)} else ${plain} end`;
}

/** Seconds as the screen's m:ss (65 → 1:05, 3725 → 62:05); never negative, so never a formula. */
function minutesSecondsCell(expr: SQLWrapper): SQL {
  const s = sql`greatest(${expr}, 0)`;
  return sql`(${s} / 60)::text || ':' || lpad((${s} % 60)::text, 2, '0')`;
}

/**
 * The SQL cell of each column as the Call Records screen shows it (minutesSeconds, the words of `view`,
 * times in `zone` as YYYY-MM-DD HH:mm:ss); the *_utc, *_seconds and *_code columns hold the stored values.
 */
export function pbxCdrCsvCell(id: PbxCdrColumn, view: ExportView, zone: string): SQL {
  switch (id) {
    case 'id':
      return sql`${t.id}::text`;
    case 'caller_id_number':
      return csvTextCell(t.callerIdNumber);
    case 'destination_number':
      return csvTextCell(t.destinationNumber);
    case 'direction':
      return wordCell(t.direction, view.labels?.direction);
    case 'start_stamp':
      return timeCell(t.startStamp, zone);
    case 'duration':
      return minutesSecondsCell(t.duration);
    case 'hangup_cause':
      return wordCell(t.hangupCause, view.labels?.hangup_cause);
    case 'start_stamp_utc':
      return csvTimestampCell(t.startStamp);
    case 'duration_seconds':
      return sql`${t.duration}::text`;
    case 'hangup_cause_code':
      return csvTextCell(t.hangupCause);
  }
}
