/**
 * When a report schedule runs, as pure functions of its timing, a time zone and an instant. Croner does
 * the calendar: a schedule is a cron pattern (daily at an hour, weekly on a weekday, monthly on a day 1
 * to 28) in UTC or the ship's IANA zone. Across summer time it follows Vixie cron: an hour the clocks skip
 * runs at the first time after the gap, the same day; an hour they repeat runs once, at its first pass.
 */
import { Cron } from 'croner';

export interface Timing {
  /** daily, weekly or monthly */
  schedule: string;
  runHour: number;
  /** 0 Sunday to 6 Saturday, for weekly */
  runWeekday: number | null;
  /** 1 to 28, for monthly */
  runDay: number | null;
}

/** The cron pattern of a timing (seconds first), or null for a timing that cannot run. */
export function cronPattern(t: Timing): string | null {
  const hour = `0 0 ${t.runHour}`;
  if (t.schedule === 'daily') return `${hour} * * *`;
  if (t.schedule === 'weekly' && t.runWeekday !== null) return `${hour} * * ${t.runWeekday}`;
  if (t.schedule === 'monthly' && t.runDay !== null) return `${hour} ${t.runDay} * *`;
  return null;
}

/**
 * A paused Cron only computes times (no timer); one per pattern and zone, as a tick asks for hundreds.
 * `known` is the latest run it last answered and the run after it: while a tick's instant lies between
 * the two, the latest run is the same, so a tick asks croner only about calendars that moved on. (The demo
 * fleet's 500 schedules cost the first tick after a start 300 ms of croner's walking back through the
 * calendar on a slow machine, blocking every request meanwhile; each later tick, next to nothing.)
 */
interface Calendar {
  cron: Cron;
  known?: { latest: Date; next: Date };
}
const calendars = new Map<string, Calendar>();

/** UTC is a fixed offset: croner's arithmetic, where a zone name costs an Intl lookup per step. */
const UTC_ZONES = new Set(['UTC', 'Etc/UTC']);

function calendar(t: Timing, zone: string): Calendar | null {
  const pattern = cronPattern(t);
  if (pattern === null) return null;
  const id = `${pattern}|${zone}`;
  let entry = calendars.get(id);
  if (!entry) {
    const at = UTC_ZONES.has(zone) ? { utcOffset: 0 } : { timezone: zone };
    entry = { cron: new Cron(pattern, { ...at, paused: true }) };
    if (calendars.size > 2000) calendars.clear();
    calendars.set(id, entry);
  }
  return entry;
}

/** The latest time the timing falls on at or before `now`. */
export function latestRun(t: Timing, zone: string, now: Date): Date | null {
  const entry = calendar(t, zone);
  if (!entry) return null;
  const { known } = entry;
  if (known && known.latest <= now && now < known.next) return known.latest;
  // previousRuns answers times before its reference; a second later takes a time equal to now.
  const runs = entry.cron.previousRuns(2, new Date(now.getTime() + 1000));
  const latest = runs.find((run) => run.getTime() <= now.getTime()) ?? null;
  const next = entry.cron.nextRun(now);
  entry.known = latest && next ? { latest, next } : undefined;
  return latest;
}

/** The time before `at` (the start of the period that ends at `at`). */
export function runBefore(t: Timing, zone: string, at: Date): Date | null {
  return calendar(t, zone)?.cron.previousRuns(1, at)[0] ?? null;
}

/** The first time after `after`. */
export function nextRun(t: Timing, zone: string, after: Date): Date | null {
  return calendar(t, zone)?.cron.nextRun(after) ?? null;
}

/**
 * The period a schedule should run for at `now`, or null: its latest time, if that came after the
 * schedule was made, re-timed or activated (dueFrom) and after the end of its last report.
 */
export function duePeriod(
  t: Timing,
  zone: string,
  now: Date,
  dueFrom: Date,
  reportedTo: Date | null,
): Date | null {
  const run = latestRun(t, zone, now);
  if (run === null || run.getTime() <= dueFrom.getTime()) return null;
  if (reportedTo !== null && run.getTime() <= reportedTo.getTime()) return null;
  return run;
}
