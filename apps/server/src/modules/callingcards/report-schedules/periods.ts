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

// A paused Cron only computes times (no timer); one per pattern and zone, as a tick asks for hundreds.
const calendars = new Map<string, Cron>();

function calendar(t: Timing, zone: string): Cron | null {
  const pattern = cronPattern(t);
  if (pattern === null) return null;
  const id = `${pattern}|${zone}`;
  let cron = calendars.get(id);
  if (!cron) {
    cron = new Cron(pattern, { timezone: zone, paused: true });
    if (calendars.size > 2000) calendars.clear();
    calendars.set(id, cron);
  }
  return cron;
}

/** The latest time the timing falls on at or before `now`. */
export function latestRun(t: Timing, zone: string, now: Date): Date | null {
  // previousRuns answers times before its reference; a second later takes a time equal to now.
  const runs = calendar(t, zone)?.previousRuns(2, new Date(now.getTime() + 1000)) ?? [];
  return runs.find((run) => run.getTime() <= now.getTime()) ?? null;
}

/** The time before `at` (the start of the period that ends at `at`). */
export function runBefore(t: Timing, zone: string, at: Date): Date | null {
  return calendar(t, zone)?.previousRuns(1, at)[0] ?? null;
}

/** The first time after `after`. */
export function nextRun(t: Timing, zone: string, after: Date): Date | null {
  return calendar(t, zone)?.nextRun(after) ?? null;
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
