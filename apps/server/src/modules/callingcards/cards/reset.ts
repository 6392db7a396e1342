/**
 * Billing-period reset of cabins (spec 002 §4): each cabin's call records are archived (only those that
 * started before `archive_cdrs_prior_to` when given), its credit goes back to its initial balance and its
 * free seconds used in the period to 0 (the tariff's initblock is whole again), all
 * in one transaction. A call still in progress (no stoptime yet) is never archived: it is billed when it
 * ends, in the new period. Names that are no cabin of the domain are rejected, not an error.
 * Also the unique random PIN of GET /v3/utils/uniquerandom/callingcard/pin/{type}.
 */
import { randomInt } from 'node:crypto';
import type { CardType, ResetCabins, ResetCabinsResult } from '@portside/contract/callingcards/cards';
import { and, count, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db.ts';
import { cards, cdrs } from '../schema.ts';
import { setLastUseFromCalls } from './last-use.ts';
import { selectCardsByPin } from './queries.ts';

type Accepted = ResetCabinsResult['data']['accepted']['obj'][number];
type Rejected = ResetCabinsResult['data']['rejected']['obj'][number];

export async function resetCabins(db: Tx, domain: string, input: ResetCabins): Promise<ResetCabinsResult> {
  const prior = input.archive_cdrs_prior_to ? new Date(input.archive_cdrs_prior_to) : undefined;
  return db.transaction(async (tx) => {
    const named = input.list === 'all' ? 'all-cabins' : [...new Set(input.list)];
    const found = await selectCardsByPin(tx, domain, named);
    const byPin = new Map(found.map((c) => [c.pin, c]));
    const rejected: Rejected[] = [];
    const cabins: typeof found = [];
    for (const pin of named === 'all-cabins' ? found.map((c) => c.pin) : named) {
      const card = byPin.get(pin);
      if (!card) rejected.push({ cabin: pin, reason: 'There is no such cabin in this environment.' });
      else if (card.type !== 'cabin') rejected.push({ cabin: pin, reason: 'This is not a cabin.' });
      else cabins.push(card);
    }
    const ids = cabins.map((c) => c.id);
    const archived = new Map<number, number>();
    if (ids.length > 0) {
      const rows = await tx
        .update(cdrs)
        .set({ archived: 1 })
        .where(
          and(
            eq(cdrs.domain, domain),
            inArray(cdrs.card, ids),
            eq(cdrs.archived, 0),
            isNotNull(cdrs.stoptime),
            prior ? lt(cdrs.starttime, prior) : undefined,
          ),
        )
        .returning({ card: cdrs.card });
      for (const r of rows) if (r.card !== null) archived.set(r.card, (archived.get(r.card) ?? 0) + 1);
      await tx
        .update(cards)
        .set({ credit: sql`${cards.initialbalance}`, freeSecondsUsed: 0 })
        .where(and(eq(cards.domain, domain), inArray(cards.id, ids)));
      // Archiving ends a billing period, not the card's history: Last use stays its latest call.
      await setLastUseFromCalls(tx, domain, ids);
    }
    const accepted: Accepted[] = cabins.map((c) => ({
      cabin: c.pin,
      archived: archived.get(c.id) ?? 0,
      credit: Number(c.initialbalance),
    }));
    return { data: { accepted: { obj: accepted }, rejected: { obj: rejected } } };
  });
}

/** How many cabins a reset of 'all' resets: every cabin of the domain, active or not. */
export async function countCabins(db: Db, domain: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cards)
    .where(and(eq(cards.domain, domain), eq(cards.type, 'cabin')));
  return row?.n ?? 0;
}

/** Admin PINs are 6 digits, cabins 4; a longer number when (nearly) every one is taken. */
const DIGITS: Record<CardType, number> = { admin: 6, cabin: 4 };
const CANDIDATES = 20;

export async function uniqueRandomPin(db: Db, domain: string, type: CardType): Promise<string> {
  for (let digits = DIGITS[type]; ; digits++) {
    const low = 10 ** (digits - 1);
    const candidates = [
      ...new Set(Array.from({ length: CANDIDATES }, () => String(randomInt(low, low * 10)))),
    ];
    const used = await db
      .select({ pin: cards.pin, n: count() })
      .from(cards)
      .where(and(eq(cards.domain, domain), inArray(cards.pin, candidates)))
      .groupBy(cards.pin);
    const taken = new Set(used.map((u) => u.pin));
    const free = candidates.find((c) => !taken.has(c));
    if (free !== undefined) return free;
  }
}
