/**
 * Report schedules (spec 002 §4, §5; issue 13 item 5): list and export of the session's domain by status,
 * create, update (receivers, subject, message, status, run timezone, and what it reports and when) and
 * delete. Another domain's schedule: 403; none: 404. A new, re-timed or re-activated schedule runs first
 * at its next time, never at one that passed before the change (due_from).
 */
import {
  type CreateReportSchedule,
  REPORT_TYPES,
  type ReportSchedule,
  type ReportScheduleList,
  type ReportScheduleListQuery,
  type ReportType,
  timingProblem,
  type UpdateReportSchedule,
} from '@portside/contract/callingcards/report-schedules';
import type { Tx } from '../../../platform/db.ts';
import { BadRequest, Forbidden, NotFound } from '../../../platform/errors.ts';
import { keysetBatches, pageWithTotal } from '../../../platform/list-query.ts';
import { runZone, shipTimeZone } from './local-time.ts';
import { nextRun } from './periods.ts';
import {
  countSchedules,
  cursorOf,
  deleteSchedule,
  findSchedule,
  insertSchedule,
  type ScheduleCursor,
  type ScheduleRow,
  scheduleWhere,
  selectScheduleBatch,
  selectSchedulePage,
  updateSchedule,
} from './queries.ts';

const reportTypeOf = (text: string): ReportType => REPORT_TYPES.find((t) => t === text) ?? 'both';

/** A schedule as the API answers it; `shipZone` and `now` give its next run (null while inactive). */
export function presentSchedule(row: ScheduleRow, shipZone: string, now: Date): ReportSchedule {
  const after = Math.max(now.getTime(), row.dueFrom.getTime(), row.reportedTo?.getTime() ?? 0);
  const next =
    row.status === 1 ? nextRun(row, runZone(row.useLocalTimezone, shipZone), new Date(after)) : null;
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
    report_type: reportTypeOf(row.reportType),
    run_hour: row.runHour,
    run_weekday: row.runWeekday,
    run_day: row.runDay,
    next_run: next ? next.toISOString() : null,
  };
}

export async function listSchedules(
  tx: Tx,
  domain: string,
  q: ReportScheduleListQuery,
  now: Date,
): Promise<ReportScheduleList> {
  const zone = await shipTimeZone(tx, domain);
  const where = scheduleWhere(domain, q.status, q.search);
  const { rows, total, totalKind } = await pageWithTotal(q, {
    rows: (limit, offset) => selectSchedulePage(tx, where, q, limit, offset),
    count: () => countSchedules(tx, where),
  });
  return { reportSchedules: rows.map((r) => presentSchedule(r, zone, now)), total, total_kind: totalKind };
}

export async function* exportSchedules(
  tx: Tx,
  domain: string,
  q: ReportScheduleListQuery,
  now: Date,
): AsyncGenerator<ReportSchedule[]> {
  const zone = await shipTimeZone(tx, domain);
  const where = scheduleWhere(domain, q.status, q.search);
  const batches = keysetBatches(
    (after: ScheduleCursor | undefined, limit: number) => selectScheduleBatch(tx, where, q, after, limit),
    (row) => cursorOf(q, row),
  );
  for await (const batch of batches) yield batch.map((r) => presentSchedule(r, zone, now));
}

async function scheduleOf(tx: Tx, domain: string, id: number) {
  const row = await findSchedule(tx, id);
  if (!row) throw new NotFound(`There is no report schedule ${id}.`);
  if (row.domain !== domain) throw new Forbidden(`Report schedule ${id} belongs to another environment.`);
  return row;
}

async function answer(tx: Tx, domain: string, id: number, now: Date): Promise<ReportSchedule> {
  return presentSchedule(await scheduleOf(tx, domain, id), await shipTimeZone(tx, domain), now);
}

/** The frequency's own field kept, the others cleared (a daily report has no weekday). */
function timingColumns(t: { schedule: string; run_weekday: number | null; run_day: number | null }) {
  return {
    schedule: t.schedule,
    runWeekday: t.schedule === 'weekly' ? t.run_weekday : null,
    runDay: t.schedule === 'monthly' ? t.run_day : null,
  };
}

export async function createSchedule(
  tx: Tx,
  domain: string,
  input: CreateReportSchedule,
  now: Date,
): Promise<ReportSchedule> {
  const id = await insertSchedule(tx, {
    domain,
    name: input.name,
    subject: input.subject,
    message: input.message,
    receiver: input.receiver,
    status: input.status,
    useLocalTimezone: input.use_local_timezone,
    notes: input.notes,
    reportType: input.report_type,
    runHour: input.run_hour,
    ...timingColumns(input),
    dueFrom: now,
  });
  return answer(tx, domain, id, now);
}

export async function changeSchedule(
  tx: Tx,
  domain: string,
  id: number,
  input: UpdateReportSchedule,
  now: Date,
): Promise<ReportSchedule> {
  const row = await scheduleOf(tx, domain, id);
  const timing = {
    schedule: input.schedule ?? row.schedule,
    run_hour: input.run_hour ?? row.runHour,
    run_weekday: input.run_weekday === undefined ? row.runWeekday : input.run_weekday,
    run_day: input.run_day === undefined ? row.runDay : input.run_day,
  };
  const wrong = timingProblem(timing);
  if (wrong) throw new BadRequest(wrong.field, `Field '${wrong.field}' ${wrong.problem}.`);
  const columns = { ...timingColumns(timing), runHour: timing.run_hour };
  const useLocal = input.use_local_timezone ?? row.useLocalTimezone;
  // Re-timed or activated: its first run is its next time from now, not one that has passed.
  const retimed =
    columns.schedule !== row.schedule ||
    columns.runHour !== row.runHour ||
    columns.runWeekday !== row.runWeekday ||
    columns.runDay !== row.runDay ||
    useLocal !== row.useLocalTimezone ||
    (input.status === 1 && row.status !== 1);
  await updateSchedule(tx, id, {
    ...(input.receiver === undefined ? {} : { receiver: input.receiver }),
    ...(input.subject === undefined ? {} : { subject: input.subject }),
    ...(input.message === undefined ? {} : { message: input.message }),
    ...(input.status === undefined ? {} : { status: input.status }),
    ...(input.use_local_timezone === undefined ? {} : { useLocalTimezone: input.use_local_timezone }),
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.notes === undefined ? {} : { notes: input.notes }),
    ...(input.report_type === undefined ? {} : { reportType: input.report_type }),
    ...(retimed ? { ...columns, dueFrom: now } : {}),
  });
  return answer(tx, domain, id, now);
}

export async function removeSchedule(tx: Tx, domain: string, id: number): Promise<void> {
  await scheduleOf(tx, domain, id);
  await deleteSchedule(tx, id);
}
