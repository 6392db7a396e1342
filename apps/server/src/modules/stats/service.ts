/**
 * The dashboard's figures (spec 000 §2.6, §7.2), computed by SQL aggregates over the store — never
 * by loading rows, since call records grow by millions. The route checks access; this only counts.
 */
import type { CardTypeStatistics, Statistics } from '@portside/contract';
import { and, asc, count, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { cards, cardTypes, cdrs, tariffs } from '../callingcards/schema.ts';
import { callReservations } from '../callingcards/switch-schema.ts';
import { chatMessages } from '../messaging/schema.ts';
import { extensions, pbxCdrs, ringGroups, voicemailBoxes } from '../pbx/schema.ts';

/** Days in the calls-per-day chart, today included. */
export const CHART_DAYS = 14;
const DAY_MS = 86_400_000;

export async function computeStatistics(db: Tx, domain: string, now = new Date()): Promise<Statistics> {
  const countIn = async (
    table: typeof extensions | typeof ringGroups | typeof voicemailBoxes | typeof pbxCdrs,
  ) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.domain, domain));
    return row?.n ?? 0;
  };
  const [messages] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(eq(chatMessages.domain, domain));
  return {
    pbx: {
      extensions: await countIn(extensions),
      ringgroups: await countIn(ringGroups),
      voicemails: await countIn(voicemailBoxes),
      cdrs: await countIn(pbxCdrs),
    },
    callingcards: await cardStatistics(db, domain, now),
    messaging: { messages: messages?.n ?? 0 },
    calls_per_day: await callsPerDay(db, domain, now),
  };
}

/** Raw sums per type, before rounding, so the total row is rounded once rather than summing roundings. */
interface Sums {
  active: number;
  total: number;
  calls: number;
  current: number;
  answered: number;
  usedSeconds: number;
  billedSeconds: number;
  cost: number;
  price: number;
}
const ZERO: Sums = {
  active: 0,
  total: 0,
  calls: 0,
  current: 0,
  answered: 0,
  usedSeconds: 0,
  billedSeconds: 0,
  cost: 0,
  price: 0,
};

/** One row per configured card type (the untyped one included; the console omits it), then 'total'. */
async function cardStatistics(db: Tx, domain: string, now: Date): Promise<CardTypeStatistics[]> {
  const types = await db
    .select({
      type: cardTypes.type,
      status: cardTypes.status,
      dialingPrefix: cardTypes.dialingPrefix,
      tariff: tariffs.description,
    })
    .from(cardTypes)
    .leftJoin(tariffs, eq(tariffs.id, cardTypes.defaultTariff))
    .where(eq(cardTypes.domain, domain))
    .orderBy(asc(cardTypes.id));

  // "Active" means usable now: status 1 and not past its expiry date (cabins have none).
  const cardCounts = await db
    .select({
      type: cards.type,
      total: count(),
      active:
        sql<number>`count(*) filter (where ${cards.status} = 1 and (${cards.expirationdate} is null or ${cards.expirationdate} > ${now.toISOString()}::timestamptz))`.mapWith(
          Number,
        ),
    })
    .from(cards)
    .where(eq(cards.domain, domain))
    .groupBy(cards.type);

  // The dashboard shows the current billing period: records archived by a billing reset are excluded.
  const callSums = await db
    .select({
      type: cdrs.type,
      calls: count(),
      current: sql<number>`count(*) filter (where ${cdrs.stoptime} is null)`.mapWith(Number),
      answered: sql<number>`count(*) filter (where ${cdrs.answered} = 1)`.mapWith(Number),
      usedSeconds: sql<number>`coalesce(sum(${cdrs.sessiontime}), 0)`.mapWith(Number),
      billedSeconds: sql<number>`coalesce(sum(${cdrs.billedSessiontime}), 0)`.mapWith(Number),
      // numeric sums arrive as strings; Number is exact enough at 4 decimals for dashboard totals.
      cost: sql<number>`coalesce(sum(${cdrs.sessioncost}), 0)`.mapWith(Number),
      price: sql<number>`coalesce(sum(${cdrs.sessionprice}), 0)`.mapWith(Number),
    })
    .from(cdrs)
    .where(and(eq(cdrs.domain, domain), eq(cdrs.archived, 0)))
    .groupBy(cdrs.type);

  // Current Calls are the calls the switch authorized and has not yet recorded: the live reservations
  // (switch/authorize.ts), plus any record still without a stoptime (the demo seed writes such).
  const live = await db
    .select({ type: cards.type, n: count() })
    .from(callReservations)
    .innerJoin(cards, eq(cards.id, callReservations.card))
    .where(
      and(
        eq(callReservations.domain, domain),
        isNull(callReservations.releasedAt),
        gt(callReservations.expiresAt, now),
      ),
    )
    .groupBy(cards.type);

  const sumsOf = (type: string | null): Sums => {
    if (type === null) return ZERO;
    const c = cardCounts.find((r) => r.type === type);
    const s = callSums.find((r) => r.type === type);
    const reserved = live.find((r) => r.type === type)?.n ?? 0;
    return {
      ...ZERO,
      ...(c && { active: c.active, total: c.total }),
      current: reserved,
      ...(s && {
        calls: s.calls,
        current: s.current + reserved,
        answered: s.answered,
        usedSeconds: s.usedSeconds,
        billedSeconds: s.billedSeconds,
        cost: s.cost,
        price: s.price,
      }),
    };
  };

  const rows = types.map((t) => ({ ...t, sums: sumsOf(t.type) }));
  const total: Sums = { ...ZERO };
  for (const r of rows) {
    if (r.type === null) continue;
    for (const key of Object.keys(total) as (keyof Sums)[]) total[key] += r.sums[key];
  }
  return [
    ...rows.map((r) => present(r.type, r.status, r.dialingPrefix, r.tariff, r.sums)),
    present('total', 1, null, null, total),
  ];
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

function present(
  type: string | null,
  status: number,
  dialingPrefix: string | null,
  tariff: string | null,
  s: Sums,
): CardTypeStatistics {
  return {
    type,
    status,
    dialing_prefix: dialingPrefix,
    default_tariff: tariff,
    active_cards: s.active,
    total_cards: s.total,
    calls_total: s.calls,
    calls_current: s.current,
    calls_answered: s.answered,
    used_minutes: round(s.usedSeconds / 60, 2),
    billed_minutes: round(s.billedSeconds / 60, 2),
    sessioncost: round(s.cost, 4),
    sessionprice: round(s.price, 4),
  };
}

/**
 * Calls per UTC day over the last CHART_DAYS days, oldest first, days without calls as 0: PBX call
 * records plus calling-card call records, so a calling-cards-only environment (the carrier) charts its
 * calls too. Archived card records count: a billing reset closes a period, the calls still happened.
 */
async function callsPerDay(db: Tx, domain: string, now: Date): Promise<Statistics['calls_per_day']> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (CHART_DAYS - 1) * DAY_MS);
  const pbxDay = sql<string>`to_char(${pbxCdrs.startStamp} at time zone 'UTC', 'YYYY-MM-DD')`;
  const cardDay = sql<string>`to_char(${cdrs.starttime} at time zone 'UTC', 'YYYY-MM-DD')`;
  const pbx = await db
    .select({ date: pbxDay, calls: count() })
    .from(pbxCdrs)
    .where(and(eq(pbxCdrs.domain, domain), gte(pbxCdrs.startStamp, from)))
    .groupBy(pbxDay);
  const card = await db
    .select({ date: cardDay, calls: count() })
    .from(cdrs)
    .where(and(eq(cdrs.domain, domain), gte(cdrs.starttime, from)))
    .groupBy(cardDay);
  const byDate = new Map<string, number>();
  for (const r of [...pbx, ...card]) byDate.set(r.date, (byDate.get(r.date) ?? 0) + r.calls);
  return Array.from({ length: CHART_DAYS }, (_, i) => {
    const date = new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { date, calls: byDate.get(date) ?? 0 };
  });
}
