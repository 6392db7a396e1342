/**
 * The report schedules' job (issue 13 item 5) for the scheduler (platform/jobs/runner.ts): at each active
 * schedule's time, the call records of its type (admin PINs, cabins or both, archived by a billing reset
 * or not) that started since the end of its last report, up to this time, as the CDR screens' CSV export
 * (cdrCsv), mailed as an attachment to its receivers; then lastrun and the end of the period reported.
 * A schedule's first report covers the one period before its time.
 */
import { CDR_COLUMNS } from '@portside/contract/callingcards/cdrs';
import { csvFileName } from '../../../platform/csv-export.ts';
import type { Db } from '../../../platform/db.ts';
import type { Clock } from '../../../platform/jobs/clock.ts';
import type { Job } from '../../../platform/jobs/runner.ts';
import type { Mailer } from '../../../platform/mail.ts';
import { cdrCsv } from '../cdrs/service.ts';
import { runZone, serverTimeZone, wallTime } from './local-time.ts';
import { duePeriod, runBefore } from './periods.ts';
import { findForRun, markReported, type ScheduleRunRow, selectActiveForRuns } from './queries.ts';

export const REPORT_SCHEDULE_JOB = 'report-schedule';

interface Deps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
}

const zoneOf = (row: ScheduleRunRow) => runZone(row.useLocalTimezone, row.shipZone);

export function reportScheduleJob(deps: Deps): Job {
  return {
    name: REPORT_SCHEDULE_JOB,
    async due(now) {
      const rows = await selectActiveForRuns(deps.db);
      // The server's zone once a tick, not an Intl lookup per schedule.
      const server = serverTimeZone();
      return rows.flatMap((row) => {
        const zone = runZone(row.useLocalTimezone, row.shipZone ?? server);
        const period = duePeriod(row, zone, now, row.dueFrom, row.reportedTo);
        return period ? [{ key: String(row.id), period, run: () => runReport(deps, row.id, period) }] : [];
      });
    },
  };
}

/** Mails one schedule's report for the period ending at `period`. */
export async function runReport({ db, mailer, clock }: Deps, id: number, period: Date): Promise<void> {
  const row = await findForRun(db, id);
  // Deleted or deactivated since the tick found it due.
  if (row?.status !== 1) return;
  if (row.receiver.trim() === '') throw new Error(`Report schedule ${id} has no receiver.`);
  const zone = zoneOf(row);
  const from = row.reportedTo ?? runBefore(row, zone, period) ?? row.dueFrom;
  const type = row.reportType === 'admin' || row.reportType === 'cabin' ? row.reportType : undefined;
  const csv = cdrCsv(
    db,
    row.domain,
    {
      type,
      order: 'ASC',
      orderby: 'starttime',
      archived: undefined,
      dateFilterFrom: from.toISOString(),
      // The filter's upper bound takes its instant itself; the period ends just before `period`.
      dateFilterTo: new Date(period.getTime() - 1).toISOString(),
    },
    CDR_COLUMNS,
    // Times as the CDRs screen writes them, in the zone the schedule runs on.
    { tz: zone },
  );
  const zoneName = zone === 'UTC' ? 'UTC' : `ship time, ${zone}`;
  await mailer.send({
    to: row.receiver,
    subject: row.subject,
    text: [
      row.message,
      '',
      `Call records of ${type === undefined ? 'admin PINs and cabins' : type === 'admin' ? 'admin PINs' : 'cabins'} that started from ${wallTime(zone, from)} to ${wallTime(zone, period)} (${zoneName}) are attached.`,
      `Report schedule: ${row.name}`,
    ].join('\n'),
    attachments: [
      {
        filename: csvFileName(`${type ?? 'all'}-cdrs`, row.environmentCode, period),
        contentType: 'text/csv; charset=utf-8',
        content: csv,
      },
    ],
  });
  await markReported(db, id, clock.now(), period);
}
