/**
 * The ship's local time (spec 002 §3 'Local timezone', §7 GET /v3/utils/localtimezone): the IANA zone an
 * administrator set on the environment as the ship crossed zones (PUT, audited), else the server process's
 * own (TZ), since a ship's server runs on ship time. Local-time report schedules run on it; the offset
 * is the zone's at the instant asked, so summer time is answered as it is then.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { environments } from '../../tenancy/schema.ts';

/** The server process's IANA zone (TZ; UTC when unset). */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
}

/** The zone of a schedule's runs: UTC, or the ship's (its environment's, else the server's). */
export function runZone(useLocal: number, shipZone: string | null): string {
  return useLocal === 1 ? (shipZone ?? serverTimeZone()) : 'UTC';
}

export async function shipTimeZone(tx: Tx, domain: string): Promise<string> {
  const [row] = await tx
    .select({ zone: environments.localTimezone })
    .from(environments)
    .where(eq(environments.domain, domain));
  return row?.zone ?? serverTimeZone();
}

export async function setShipTimeZone(tx: Tx, domain: string, zone: string): Promise<void> {
  await tx.update(environments).set({ localTimezone: zone }).where(eq(environments.domain, domain));
}

/** The offset of `zone` from UTC at `at`, as ±HH:MM. */
export function utcOffset(zone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  // 'GMT+05:30', 'GMT-04:00', or 'GMT' for a zero offset.
  const match = /^GMT([+-]\d{2}:\d{2})$/.exec(name ?? '');
  return match?.[1] ?? '+00:00';
}

/** 'YYYY-MM-DD HH:mm' of `at` in `zone`, for the lines of a report mail. */
export function wallTime(zone: string, at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}
