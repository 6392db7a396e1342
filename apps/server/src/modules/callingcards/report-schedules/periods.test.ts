/** When report schedules run: daily, weekly and monthly, in UTC and a ship's zone, across summer time. */
import { describe, expect, it } from 'vitest';
import { cronPattern, duePeriod, latestRun, nextRun, runBefore, type Timing } from './periods.ts';

const at = (iso: string) => new Date(iso);
const iso = (d: Date | null) => d?.toISOString() ?? null;
const daily = (runHour: number): Timing => ({ schedule: 'daily', runHour, runWeekday: null, runDay: null });
const weekly = (runWeekday: number, runHour: number): Timing => ({
  schedule: 'weekly',
  runHour,
  runWeekday,
  runDay: null,
});
const monthly = (runDay: number, runHour: number): Timing => ({
  schedule: 'monthly',
  runHour,
  runWeekday: null,
  runDay,
});

describe('cronPattern', () => {
  it('writes each frequency, and none for a timing that lacks its weekday or day', () => {
    expect(cronPattern(daily(6))).toBe('0 0 6 * * *');
    expect(cronPattern(weekly(1, 23))).toBe('0 0 23 * * 1');
    expect(cronPattern(monthly(28, 0))).toBe('0 0 0 28 * *');
    expect(cronPattern({ ...weekly(1, 6), runWeekday: null })).toBeNull();
    expect(cronPattern({ ...monthly(1, 6), runDay: null })).toBeNull();
    expect(cronPattern({ ...daily(6), schedule: 'hourly' })).toBeNull();
  });
});

describe('latestRun, runBefore, nextRun in UTC', () => {
  it('daily: the time itself counts as due; a second before, the day before is the latest', () => {
    expect(iso(latestRun(daily(6), 'UTC', at('2026-03-10T06:00:00Z')))).toBe('2026-03-10T06:00:00.000Z');
    expect(iso(latestRun(daily(6), 'UTC', at('2026-03-10T05:59:59Z')))).toBe('2026-03-09T06:00:00.000Z');
    expect(iso(runBefore(daily(6), 'UTC', at('2026-03-10T06:00:00Z')))).toBe('2026-03-09T06:00:00.000Z');
    expect(iso(nextRun(daily(6), 'UTC', at('2026-03-10T06:00:00Z')))).toBe('2026-03-11T06:00:00.000Z');
  });

  it('weekly on a weekday (0 Sunday): Wednesday 2026-03-18 looks back to Monday the 16th', () => {
    expect(iso(latestRun(weekly(1, 8), 'UTC', at('2026-03-18T12:00:00Z')))).toBe('2026-03-16T08:00:00.000Z');
    expect(iso(nextRun(weekly(0, 8), 'UTC', at('2026-03-18T12:00:00Z')))).toBe('2026-03-22T08:00:00.000Z');
    expect(iso(runBefore(weekly(1, 8), 'UTC', at('2026-03-16T08:00:00Z')))).toBe('2026-03-09T08:00:00.000Z');
  });

  it('monthly on a day: the 15th at 08:00, across a short February', () => {
    expect(iso(latestRun(monthly(15, 8), 'UTC', at('2026-03-15T07:59:00Z')))).toBe(
      '2026-02-15T08:00:00.000Z',
    );
    expect(iso(latestRun(monthly(15, 8), 'UTC', at('2026-03-15T08:00:00Z')))).toBe(
      '2026-03-15T08:00:00.000Z',
    );
    expect(iso(nextRun(monthly(28, 0), 'UTC', at('2026-02-28T00:00:00Z')))).toBe('2026-03-28T00:00:00.000Z');
  });
});

describe('latestRun asked again, as each scheduler tick does', () => {
  it('answers the same time until the next one comes, then that one, and the earlier one going back', () => {
    const timing = daily(6);
    const ticks: Array<[string, string]> = [
      ['2026-03-10T10:00:00Z', '2026-03-10T06:00:00.000Z'],
      ['2026-03-11T05:59:59Z', '2026-03-10T06:00:00.000Z'],
      ['2026-03-11T06:00:00Z', '2026-03-11T06:00:00.000Z'],
      ['2026-03-11T06:00:01Z', '2026-03-11T06:00:00.000Z'],
      ['2026-03-10T06:00:00Z', '2026-03-10T06:00:00.000Z'],
      ['2026-03-10T05:59:59Z', '2026-03-09T06:00:00.000Z'],
      ['2026-04-01T00:00:00Z', '2026-03-31T06:00:00.000Z'],
    ];
    for (const [now, latest] of ticks) expect(iso(latestRun(timing, 'UTC', at(now))), now).toBe(latest);
  });

  it('Etc/UTC is UTC', () => {
    expect(iso(latestRun(weekly(1, 8), 'Etc/UTC', at('2026-03-18T12:00:00Z')))).toBe(
      '2026-03-16T08:00:00.000Z',
    );
  });
});

describe("in the ship's zone", () => {
  it('daily 08:00 in Athens is 06:00 UTC in winter and 05:00 UTC in summer', () => {
    expect(iso(latestRun(daily(8), 'Europe/Athens', at('2026-01-10T12:00:00Z')))).toBe(
      '2026-01-10T06:00:00.000Z',
    );
    expect(iso(latestRun(daily(8), 'Europe/Athens', at('2026-07-10T12:00:00Z')))).toBe(
      '2026-07-10T05:00:00.000Z',
    );
  });

  it('weekly and monthly follow the local date, not the UTC one', () => {
    // Monday 01:00 in Auckland (UTC+13 in January) is Sunday 12:00 UTC.
    expect(iso(latestRun(weekly(1, 1), 'Pacific/Auckland', at('2026-01-12T00:00:00Z')))).toBe(
      '2026-01-11T12:00:00.000Z',
    );
    // The 1st at 02:00 in New York (UTC-5 in March before the change) is 07:00 UTC.
    expect(iso(latestRun(monthly(1, 2), 'America/New_York', at('2026-03-02T00:00:00Z')))).toBe(
      '2026-03-01T07:00:00.000Z',
    );
  });

  it('spring forward: 02:00 does not exist on 8 March in New York, so that day runs at 03:00 EDT', () => {
    const runs = [
      latestRun(daily(2), 'America/New_York', at('2026-03-07T12:00:00Z')),
      latestRun(daily(2), 'America/New_York', at('2026-03-08T12:00:00Z')),
      latestRun(daily(2), 'America/New_York', at('2026-03-09T12:00:00Z')),
    ];
    // 02:00 EST = 07:00 UTC; the gap day 03:00 EDT = 07:00 UTC; then 02:00 EDT = 06:00 UTC.
    expect(runs.map(iso)).toEqual([
      '2026-03-07T07:00:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-09T06:00:00.000Z',
    ]);
    // The day of the change is one period of 23 hours, not two runs nor none.
    expect(iso(runBefore(daily(2), 'America/New_York', at('2026-03-09T06:00:00Z')))).toBe(
      '2026-03-08T07:00:00.000Z',
    );
  });

  it('fall back: 01:00 happens twice on 1 November in New York and runs once, at the first', () => {
    const after = nextRun(daily(1), 'America/New_York', at('2026-10-31T12:00:00Z'));
    expect(iso(after)).toBe('2026-11-01T05:00:00.000Z');
    expect(iso(nextRun(daily(1), 'America/New_York', after ?? new Date(0)))).toBe('2026-11-02T06:00:00.000Z');
  });
});

describe('duePeriod', () => {
  const t = daily(6);
  const now = at('2026-03-10T06:00:30Z');

  it('is the latest time when it came after dueFrom and after the last report', () => {
    expect(iso(duePeriod(t, 'UTC', now, at('2026-03-01T00:00:00Z'), null))).toBe('2026-03-10T06:00:00.000Z');
    expect(iso(duePeriod(t, 'UTC', now, at('2026-03-01T00:00:00Z'), at('2026-03-09T06:00:00Z')))).toBe(
      '2026-03-10T06:00:00.000Z',
    );
  });

  it('is nothing for a time already reported, or one that passed before the schedule was made', () => {
    expect(duePeriod(t, 'UTC', now, at('2026-03-01T00:00:00Z'), at('2026-03-10T06:00:00Z'))).toBeNull();
    expect(duePeriod(t, 'UTC', now, at('2026-03-10T06:00:10Z'), null)).toBeNull();
  });

  it('after three days down, only the latest time is due (once), and its report starts at the last one', () => {
    const back = at('2026-03-13T09:00:00Z');
    expect(iso(duePeriod(t, 'UTC', back, at('2026-03-01T00:00:00Z'), at('2026-03-10T06:00:00Z')))).toBe(
      '2026-03-13T06:00:00.000Z',
    );
  });
});
