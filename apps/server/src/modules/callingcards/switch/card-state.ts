/**
 * What an authorization or a call record reads of a card, in two statements (issue 13 item 7: rating at
 * 2,000 records a second wants few round trips per call):
 *
 *  1. lockCard: the card's row, locked until the transaction ends (SELECT … FOR UPDATE OF cc_cards), with
 *     its tariff when that is active. Authorizations and records of one card run one after another from here.
 *  2. readCallState: everything else, in one statement issued AFTER the lock is held: the live holds of
 *     the card (other than this call's), this call's reservation, this call's record (records only), and
 *     the destination's longest active special-rate prefix under the tariff.
 *
 * Why two and not one: on PostgreSQL (READ COMMITTED) a statement reads one snapshot, taken when it
 * starts. A locking SELECT that waited for another transaction's lock re-reads the locked row, but its
 * subqueries would still see the snapshot from before the wait, without the holds and records that
 * transaction just committed. Only a statement that starts after the lock sees them, so the holds are
 * read in statement 2, never folded into statement 1.
 */
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import type { RatingRate, RatingTariff } from '../rating/index.ts';
import { cards, cdrs, tariffs } from '../schema.ts';
import { callReservations } from '../switch-schema.ts';
import { json, LOCK_AND_READ, runStatement } from './batch-sql.ts';

export type CardRow = typeof cards.$inferSelect;
export type ReservationRow = typeof callReservations.$inferSelect;
export type CdrRow = typeof cdrs.$inferSelect;

export interface ActiveTariff {
  tariff: RatingTariff;
  /** free seconds per billing period */
  initblock: number;
}

/** The card of a PIN, its row locked until the transaction ends, and its tariff if that is active. */
export async function lockCard(
  tx: Tx,
  domain: string,
  pin: string,
): Promise<{ card: CardRow; found: ActiveTariff | undefined } | undefined> {
  const [row] = await tx
    .select({ card: cards, tariff: tariffs })
    .from(cards)
    .leftJoin(
      tariffs,
      and(eq(tariffs.domain, cards.domain), eq(tariffs.id, cards.tariff), eq(tariffs.status, 1)),
    )
    .where(and(eq(cards.domain, domain), eq(cards.pin, pin)))
    .for('update', { of: cards });
  if (!row) return undefined;
  return { card: row.card, found: activeTariff(row.tariff) };
}

function activeTariff(t: typeof tariffs.$inferSelect | null): ActiveTariff | undefined {
  if (!t) return undefined;
  return {
    tariff: {
      id: t.id,
      defaultCost: t.defaultCost,
      defaultPrice: t.defaultPrice,
      currency: t.defaultCurrency,
      billingIncrement: t.billingIncrement,
      minimumDuration: t.minimumDuration,
    },
    initblock: t.initblock,
  };
}

export interface CallState {
  /** what the card's live holds (not released, not expired) other than this call's hold */
  held: { amount: string; freeSeconds: number };
  /** this callid's reservation in the domain, whichever card it is for */
  reservation: ReservationRow | undefined;
  /** this callid's record in the domain (asked for by records only) */
  cdr: CdrRow | undefined;
  /** the longest active special rate of the tariff the destination starts with, if asked and any */
  special: RatingRate | undefined;
}

interface SpecialJson {
  id: number;
  destination: string;
  cost: string;
  price: string;
  name: string;
}

/**
 * Statement 2 (see the header), for a card whose row this transaction has locked. `rate`: the tariff and
 * the destination's digits to find the special rate of; `withCdr`: also read this callid's record.
 */
export async function readCallState(
  tx: Tx,
  q: {
    domain: string;
    card: number;
    callid: string;
    now: Date;
    rate?: { tariff: number; digits: string } | undefined;
    withCdr: boolean;
  },
): Promise<CallState> {
  const now = q.now.toISOString();
  const live = sql`h.card = ${q.card} and h.released_at is null and h.expires_at > ${now}::timestamptz and h.callid <> ${q.callid}`;
  let special: SQL = sql`null::json`;
  if (q.rate) {
    const { digits, tariff } = q.rate;
    const prefixes = Array.from({ length: digits.length }, (_, i) => sql`${digits.slice(0, i + 1)}`);
    special = sql`(select json_build_object('id', r.id, 'destination', r.destination, 'cost', r.cost::text,
        'price', r.price::text, 'name', r.name)
      from cc_tariff_rates r
      where r.tariff = ${tariff} and r.status = 1 and r.destination in (${sql.join(prefixes, sql`, `)})
      order by length(r.destination) desc, r.id limit 1)`;
  }
  const base = tx
    .select({
      heldAmount: sql<string>`(select coalesce(sum(h.amount), 0)::text from cc_call_reservations h where ${live})`,
      heldFree: sql<number>`(select coalesce(sum(h.free_seconds), 0)::int from cc_call_reservations h where ${live})`,
      special: sql<SpecialJson | string | null>`${special}`,
      reservation: callReservations,
      ...(q.withCdr ? { cdr: cdrs } : {}),
    })
    .from(cards)
    .leftJoin(
      callReservations,
      and(eq(callReservations.domain, q.domain), eq(callReservations.callid, q.callid)),
    );
  const [row] = await (q.withCdr
    ? base.leftJoin(cdrs, and(eq(cdrs.domain, q.domain), eq(cdrs.callid, q.callid)))
    : base
  ).where(eq(cards.id, q.card));
  if (!row) throw new Error(`Card ${q.card} vanished while its row was locked.`);
  const json = typeof row.special === 'string' ? (JSON.parse(row.special) as SpecialJson) : row.special;
  return {
    held: { amount: row.heldAmount ?? '0', freeSeconds: Number(row.heldFree ?? 0) },
    reservation: row.reservation ?? undefined,
    cdr: ('cdr' in row ? (row.cdr as CdrRow | null) : null) ?? undefined,
    special:
      json && q.rate
        ? {
            id: json.id,
            tariff: q.rate.tariff,
            destination: json.destination,
            cost: json.cost,
            price: json.price,
            name: json.name,
            status: 1,
          }
        : undefined,
  };
}

/** A callid's reservation; read only when the PIN is unknown, to say the call belongs to another PIN. */
export async function findReservation(tx: Tx, domain: string, callid: string) {
  const [row] = await tx
    .select()
    .from(callReservations)
    .where(and(eq(callReservations.domain, domain), eq(callReservations.callid, callid)));
  return row;
}

/** A callid's record; read only when the PIN is unknown or the insert met a concurrent one. */
export async function findCdr(tx: Tx, domain: string, callid: string) {
  const [row] = await tx
    .select()
    .from(cdrs)
    .where(and(eq(cdrs.domain, domain), eq(cdrs.callid, callid)));
  return row;
}

/** A call record's card, for the batch reads below. */
export interface RecordKey {
  domain: string;
  pin: string;
  callid: string;
  destination: string;
}

/** A live hold of a card, as the batch reads it. */
export interface Hold {
  id: number;
  card: number;
  callid: string;
  amount: string;
  freeSeconds: number;
  expiresAt: Date;
}

/** A card as a batch of records reads it: what rating and charging it need. */
export type BatchCard = Pick<
  CardRow,
  'id' | 'domain' | 'pin' | 'name' | 'type' | 'currency' | 'freeSecondsUsed'
>;

interface LockedRow extends BatchCard {
  tariffId: number | null;
  defaultCost: string | null;
  defaultPrice: string | null;
  tariffCurrency: string | null;
  billingIncrement: number | null;
  minimumDuration: number | null;
  initblock: number | null;
}

/** A reservation as LOCK_AND_READ answers it (json: instants in epoch milliseconds). */
type ReservationJson = Omit<ReservationRow, 'createdAt' | 'expiresAt' | 'releasedAt'> & {
  createdAt: number;
  expiresAt: number;
  releasedAt: number | null;
};

const reservationOf = (r: ReservationJson): ReservationRow => ({
  ...r,
  createdAt: new Date(r.createdAt),
  expiresAt: new Date(r.expiresAt),
  releasedAt: r.releasedAt === null ? null : new Date(r.releasedAt),
});

/**
 * What a batch of call records reads (record.ts postSwitchCdrs), in the order the single path reads it,
 * in one call to the database (batch-sql.ts LOCK_AND_READ, a function of migration 0043): first the cards,
 * locked in id order (so two batches, or a batch and an authorization, never wait on each other in a
 * circle), then, in a statement of its own that starts after the locks are held (see the header), the
 * cards' live holds, the records' reservations, which of their callids are recorded already, and the
 * active special rates of every prefix of their destinations under their cards' tariffs. Two statements,
 * one round trip. The records already stored (a switch posting again) are then read whole, a second
 * statement only when there are any. Keys are `${domain} ${pin}` and `${domain} ${callid}`.
 */
export async function readRecordBatch(
  tx: Tx,
  keys: RecordKey[],
  now: Date,
): Promise<{
  cards: Map<string, { card: BatchCard; found: ActiveTariff | undefined }>;
  holds: Hold[];
  reservations: Map<string, ReservationRow>;
  cdrs: Map<string, CdrRow>;
  rates: RatingRate[];
}> {
  const [answer] = await runStatement<{ batch: unknown }>(tx, LOCK_AND_READ, [
    keys.map((k) => k.domain),
    keys.map((k) => k.pin),
    keys.map((k) => k.callid),
    keys.map((k) => k.destination),
    now.toISOString(),
  ]);
  if (!answer) throw new Error('The batch read answered no row.');
  const read = json<{
    cards: LockedRow[];
    holds: (Omit<Hold, 'expiresAt'> & { expiresAt: number })[];
    reservations: ReservationJson[];
    recorded: string[];
    rates: RatingRate[];
  }>(answer.batch);
  const found = new Map<string, { card: BatchCard; found: ActiveTariff | undefined }>();
  for (const row of read.cards) {
    const { tariffId, defaultCost, defaultPrice, tariffCurrency, billingIncrement, minimumDuration } = row;
    const card: BatchCard = {
      id: row.id,
      domain: row.domain,
      pin: row.pin,
      name: row.name,
      type: row.type,
      currency: row.currency,
      freeSecondsUsed: row.freeSecondsUsed,
    };
    const active =
      tariffId === null
        ? undefined
        : {
            tariff: {
              id: tariffId,
              defaultCost: defaultCost ?? '0',
              defaultPrice: defaultPrice ?? '0',
              currency: tariffCurrency ?? 'USD',
              billingIncrement: billingIncrement ?? 1,
              minimumDuration: minimumDuration ?? 0,
            },
            initblock: row.initblock ?? 0,
          };
    found.set(`${row.domain} ${row.pin}`, { card, found: active });
  }
  const holds: Hold[] = read.holds.map((h) => ({ ...h, expiresAt: new Date(h.expiresAt) }));
  const reservations = read.reservations.map(reservationOf);
  // A switch posting a record again: those records are read whole, to answer as they were first.
  const recorded = new Set(read.recorded);
  const stored =
    recorded.size === 0
      ? []
      : await tx
          .select()
          .from(cdrs)
          .where(
            or(
              ...keys
                .filter((k) => recorded.has(`${k.domain} ${k.callid}`))
                .map((k) => and(eq(cdrs.domain, k.domain), eq(cdrs.callid, k.callid))),
            ),
          );
  return {
    cards: found,
    holds,
    reservations: new Map(reservations.map((r) => [`${r.domain} ${r.callid}`, r])),
    cdrs: new Map(stored.map((r) => [`${r.domain} ${r.callid}`, r])),
    rates: read.rates,
  };
}
