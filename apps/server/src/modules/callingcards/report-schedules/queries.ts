/** SQL of report schedules. Each takes a Tx. */
import type { ReportScheduleListQuery } from '@portside/contract/callingcards/report-schedules';
import { and, asc, count, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { allOf, containsText, keysetAfter } from '../../../platform/list-query.ts';
import { environments } from '../../tenancy/schema.ts';
import { reportSchedules as s } from '../report-schedules-schema.ts';

type Order = Pick<ReportScheduleListQuery, 'orderby' | 'order'>;
export type ScheduleCursor = { key: string; id: number };

const selection = {
  id: s.id,
  domain: s.domain,
  name: s.name,
  subject: s.subject,
  message: s.message,
  schedule: s.schedule,
  receiver: s.receiver,
  creationdate: s.creationdate,
  status: s.status,
  lastrun: s.lastrun,
  useLocalTimezone: s.useLocalTimezone,
  notes: s.notes,
  reportType: s.reportType,
  runHour: s.runHour,
  runWeekday: s.runWeekday,
  runDay: s.runDay,
  dueFrom: s.dueFrom,
  reportedTo: s.reportedTo,
  creationText: sql<string>`${s.creationdate}::text`,
};
export type ScheduleRow = Awaited<ReturnType<typeof selectSchedulePage>>[number];

export function scheduleWhere(domain: string, status: number | undefined, search: string | undefined) {
  return allOf(
    eq(s.domain, domain),
    status === undefined ? undefined : eq(s.status, status),
    search === undefined
      ? undefined
      : or(
          containsText(s.name, search),
          containsText(s.subject, search),
          containsText(s.receiver, search),
          containsText(s.schedule, search),
        ),
  );
}

function keys(q: Order) {
  return q.orderby === 'name'
    ? { key: s.name, cast: (v: string) => sql`${v}` }
    : { key: s.creationdate, cast: (v: string) => sql`${v}::timestamptz` };
}

export function selectSchedulePage(tx: Tx, where: SQL | undefined, q: Order, limit: number, offset: number) {
  const dir = q.order === 'ASC' ? asc : desc;
  return tx
    .select(selection)
    .from(s)
    .where(where)
    .orderBy(dir(keys(q).key), dir(s.id))
    .limit(limit)
    .offset(offset);
}

export async function countSchedules(tx: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(s).where(where);
  return row?.n ?? 0;
}

export function selectScheduleBatch(
  tx: Tx,
  where: SQL | undefined,
  q: Order,
  after: ScheduleCursor | undefined,
  limit: number,
) {
  const dir = q.order === 'ASC' ? asc : desc;
  const { key, cast } = keys(q);
  const next = after
    ? keysetAfter(q.order, [key, s.id], [cast(after.key), sql`${after.id}::integer`])
    : undefined;
  return tx.select(selection).from(s).where(allOf(where, next)).orderBy(dir(key), dir(s.id)).limit(limit);
}

export const cursorOf = (q: Order, row: ScheduleRow): ScheduleCursor => ({
  key: q.orderby === 'name' ? row.name : row.creationText,
  id: row.id,
});

export async function findSchedule(tx: Tx, id: number) {
  const [row] = await tx.select(selection).from(s).where(eq(s.id, id));
  return row;
}

export async function updateSchedule(tx: Tx, id: number, values: Partial<typeof s.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await tx.update(s).set(values).where(eq(s.id, id));
}

export async function insertSchedule(tx: Tx, values: typeof s.$inferInsert): Promise<number> {
  const [row] = await tx.insert(s).values(values).returning({ id: s.id });
  if (!row) throw new Error('report_schedules insert returned nothing');
  return row.id;
}

export async function deleteSchedule(tx: Tx, id: number): Promise<void> {
  await tx.delete(s).where(eq(s.id, id));
}

/** What the scheduler needs of one schedule: its timing, bounds, and its ship's zone and code. */
const runSelection = {
  id: s.id,
  domain: s.domain,
  name: s.name,
  subject: s.subject,
  message: s.message,
  receiver: s.receiver,
  status: s.status,
  schedule: s.schedule,
  runHour: s.runHour,
  runWeekday: s.runWeekday,
  runDay: s.runDay,
  reportType: s.reportType,
  useLocalTimezone: s.useLocalTimezone,
  dueFrom: s.dueFrom,
  reportedTo: s.reportedTo,
  shipZone: environments.localTimezone,
  environmentCode: environments.code,
};
export type ScheduleRunRow = Awaited<ReturnType<typeof selectActiveForRuns>>[number];

/** Every active schedule of every ship, for a scheduler tick. */
export function selectActiveForRuns(tx: Tx) {
  return tx
    .select(runSelection)
    .from(s)
    .innerJoin(environments, eq(environments.domain, s.domain))
    .where(eq(s.status, 1));
}

export async function findForRun(tx: Tx, id: number): Promise<ScheduleRunRow | undefined> {
  const [row] = await tx
    .select(runSelection)
    .from(s)
    .innerJoin(environments, eq(environments.domain, s.domain))
    .where(eq(s.id, id));
  return row;
}

/** Records a run: when it ran and the end of the period it reported (never moved back by a late run). */
export async function markReported(tx: Tx, id: number, ranAt: Date, reportedTo: Date): Promise<void> {
  await tx
    .update(s)
    .set({ lastrun: ranAt, reportedTo })
    .where(and(eq(s.id, id), or(isNull(s.reportedTo), lt(s.reportedTo, reportedTo))));
}
