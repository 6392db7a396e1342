/**
 * Demo report schedules (spec 002 Report Schedule): call and billing reports mailed daily, weekly or
 * monthly to the ship's officers; most active, some inactive, a few never run yet; over 60 per ship so
 * Load More shows on the Active tab. Its own random stream, so other seeds stay as they were.
 */
import { reportSchedules } from '../modules/callingcards/report-schedules-schema.ts';
import type { SeedContext, SeedCounts } from './context.ts';
import { createRng, DAY_MS, insertChunked } from './prng.ts';

const REPORTS = [
  ['Cabin calls', 'Cabin call detail records'],
  ['Crew calls', 'Crew PIN call detail records'],
  ['Billing summary', 'Calling-card billing summary'],
  ['Top destinations', 'Most called destinations'],
  ['Unanswered calls', 'Unanswered and failed calls'],
  ['Credit balance', 'Cabins with low credit'],
  ['Free minutes', 'Free minutes given'],
  ['Tariff usage', 'Calls by tariff'],
] as const;
const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
const REPORT_TYPES = ['both', 'cabin', 'admin'] as const;
const ROLES = [
  'purser',
  'hotel.director',
  'it.officer',
  'chief.officer',
  'crew.office',
  'finance',
  'captain',
];
const SCHEDULES = 90;

export async function seedReportSchedules(ctx: SeedContext): Promise<SeedCounts> {
  const { tx, env, now } = ctx;
  const rng = createRng(`portside-demo-reportschedules:${env.code}`);
  const host = env.domain;
  const rows: (typeof reportSchedules.$inferInsert)[] = [];
  for (let n = 0; n < SCHEDULES; n++) {
    const [report, subject] = rng.pick(REPORTS);
    const schedule = rng.pick(FREQUENCIES);
    const receivers = new Set<string>();
    const count = rng.int(1, 3);
    while (receivers.size < count) receivers.add(`${rng.pick(ROLES)}@${host}`);
    const created = new Date(now.getTime() - rng.int(2, 500) * DAY_MS - rng.int(0, 86_399) * 1000);
    const everyDays = schedule === 'daily' ? 1 : schedule === 'weekly' ? 7 : 30;
    const ran = rng.chance(0.9);
    rows.push({
      domain: env.domain,
      name: `${report} ${n + 1}`,
      subject: `${env.name}: ${subject}`,
      message: `Please find attached the ${schedule} ${report.toLowerCase()} report of ${env.name}.`,
      schedule,
      receiver: [...receivers].join(','),
      creationdate: created,
      status: rng.chance(0.2) ? 0 : 1,
      lastrun: ran
        ? new Date(Math.max(created.getTime(), now.getTime() - rng.int(0, everyDays) * DAY_MS))
        : null,
      useLocalTimezone: rng.chance(0.3) ? 1 : 0,
      notes: rng.chance(0.3) ? 'Requested by the hotel director.' : '',
      // Spread over the day and the week, so a ship's reports do not all run at one hour.
      reportType: REPORT_TYPES[n % REPORT_TYPES.length],
      runHour: n % 24,
      runWeekday: schedule === 'weekly' ? n % 7 : null,
      runDay: schedule === 'monthly' ? (n % 28) + 1 : null,
    });
  }
  return { report_schedules: await insertChunked(rows, (chunk) => tx.insert(reportSchedules).values(chunk)) };
}
