/**
 * Report schedules (spec 002 §4, §5): list and export of the session's domain by status, and the update of
 * receivers, subject, message, status and run timezone. Another domain's schedule: 403; none: 404.
 */
import type {
  ReportSchedule,
  ReportScheduleList,
  ReportScheduleListQuery,
  UpdateReportSchedule,
} from '@portside/contract/callingcards/report-schedules';
import type { Tx } from '../../../platform/db.ts';
import { Forbidden, NotFound } from '../../../platform/errors.ts';
import { keysetBatches, pageWithTotal } from '../../../platform/list-query.ts';
import {
  countSchedules,
  cursorOf,
  findSchedule,
  type ScheduleCursor,
  type ScheduleRow,
  scheduleWhere,
  selectScheduleBatch,
  selectSchedulePage,
  updateSchedule,
} from './queries.ts';

export function presentSchedule(row: ScheduleRow): ReportSchedule {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    message: row.message,
    schedule: row.schedule,
    receiver: row.receiver,
    creationdate: row.creationdate.toISOString(),
    status: row.status,
    lastrun: row.lastrun ? row.lastrun.toISOString() : null,
    use_local_timezone: row.useLocalTimezone,
    notes: row.notes,
  };
}

export async function listSchedules(
  tx: Tx,
  domain: string,
  q: ReportScheduleListQuery,
): Promise<ReportScheduleList> {
  const where = scheduleWhere(domain, q.status, q.search);
  const { rows, total, totalKind } = await pageWithTotal(q, {
    rows: (limit, offset) => selectSchedulePage(tx, where, q, limit, offset),
    count: () => countSchedules(tx, where),
  });
  return { reportSchedules: rows.map(presentSchedule), total, total_kind: totalKind };
}

export async function* exportSchedules(
  tx: Tx,
  domain: string,
  q: ReportScheduleListQuery,
): AsyncGenerator<ReportSchedule[]> {
  const where = scheduleWhere(domain, q.status, q.search);
  const batches = keysetBatches(
    (after: ScheduleCursor | undefined, limit: number) => selectScheduleBatch(tx, where, q, after, limit),
    (row) => cursorOf(q, row),
  );
  for await (const batch of batches) yield batch.map(presentSchedule);
}

async function scheduleOf(tx: Tx, domain: string, id: number) {
  const row = await findSchedule(tx, id);
  if (!row) throw new NotFound(`There is no report schedule ${id}.`);
  if (row.domain !== domain) throw new Forbidden(`Report schedule ${id} belongs to another environment.`);
  return row;
}

export async function changeSchedule(
  tx: Tx,
  domain: string,
  id: number,
  input: UpdateReportSchedule,
): Promise<ReportSchedule> {
  await scheduleOf(tx, domain, id);
  await updateSchedule(tx, id, {
    ...(input.receiver === undefined ? {} : { receiver: input.receiver }),
    ...(input.subject === undefined ? {} : { subject: input.subject }),
    ...(input.message === undefined ? {} : { message: input.message }),
    ...(input.status === undefined ? {} : { status: input.status }),
    ...(input.use_local_timezone === undefined ? {} : { useLocalTimezone: input.use_local_timezone }),
  });
  return presentSchedule(await scheduleOf(tx, domain, id));
}

/**
 * The ship's offset from UTC as ±HH:MM: the time zone of the server process (TZ), which runs on the
 * ship's time (ARCHITECTURE Decisions). `at` picks the instant, so summer time is answered as it is then.
 */
export function localUtcOffset(at = new Date()): string {
  const minutes = -at.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
