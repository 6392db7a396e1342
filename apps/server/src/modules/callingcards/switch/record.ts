/**
 * A call record from the switch (issue 13 item 3): rated, stored, the card charged and its reservation
 * released, all in the request's one transaction, under the card's row lock (authorize.ts). The same
 * callid posted again changes nothing and answers the first result. A record that cannot be taken is kept
 * in cc_cdr_dead_letters with the reason (the route answers 400 or 422), never dropped.
 *
 * Rating: a call with a live reservation is rated at the rate, billing rules and free seconds held for it,
 * and for at most the seconds it was granted (a switch that overran the grant is not charged beyond it),
 * so its price never exceeds what was held: concurrent calls never spend more than the card's credit.
 * A call without one (never authorized here, or recorded after its reservation expired) is rated at the
 * card's current tariff with the free seconds left after the live reservations, and charged in full.
 */
import type { Cdr } from '@portside/contract/callingcards/cdrs';
import type { CdrDeadLetter, CdrPosted } from '@portside/contract/callingcards/switch';
import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { presentCdr } from '../cdrs/service.ts';
import {
  formatMoney,
  parseMoney,
  priceSeconds,
  RatingError,
  type RatingRate,
  rateCall,
} from '../rating/index.ts';
import { cards, cdrs } from '../schema.ts';
import { callReservations, cdrDeadLetters } from '../switch-schema.ts';
import {
  type ActiveTariff,
  type CallState,
  type CardRow,
  type CdrRow,
  findCdr,
  lockCard,
  readCallState,
} from './card-state.ts';
import type { SwitchCdr } from './mod-json-cdr.ts';

export type PostResult =
  | { kind: 'created' | 'duplicate'; body: CdrPosted }
  | { kind: 'refused'; field: string; reason: string };

/** A record as the API shows it (the CDR list's presenter), with how it was rated. */
export function presentRatedCdr(row: CdrRow): Cdr {
  return { ...presentCdr(row), rating: ratingOf(row) };
}

/** How a stored record was rated; null for one the engine did not rate. */
export function ratingOf(row: {
  rateSource: 'special' | 'default' | null;
  rateId: number | null;
  ratePrefix: string | null;
  rateName: string | null;
  rateCost: string | null;
  ratePrice: string | null;
  billingIncrement: number | null;
  minimumDuration: number | null;
  freeSeconds: number;
  grantedSeconds: number | null;
  billedSessiontime: number;
  sessioncost: string;
  sessionprice: string;
  currency: string;
}): Cdr['rating'] {
  if (row.rateSource === null || row.rateCost === null || row.ratePrice === null) return null;
  const money = (v: string) => formatMoney(parseMoney(v, 'amount'), row.currency);
  return {
    rate: {
      source: row.rateSource,
      rate_id: row.rateId,
      prefix: row.ratePrefix,
      name: row.rateName,
      cost_per_minute: parseMoney(row.rateCost, 'rate_cost').toFixed(),
      price_per_minute: parseMoney(row.ratePrice, 'rate_price').toFixed(),
      billing_increment: row.billingIncrement ?? 1,
      minimum_duration: row.minimumDuration ?? 0,
    },
    free_seconds: row.freeSeconds,
    billed_seconds: row.billedSessiontime,
    cost: money(row.sessioncost),
    price: money(row.sessionprice),
    granted_seconds: row.grantedSeconds,
  };
}

/** The first answer to a callid posted again; refused when the repeat names another PIN. */
const duplicate = (row: CdrRow, record: SwitchCdr): PostResult =>
  row.pin === record.pin
    ? { kind: 'duplicate', body: { data: presentRatedCdr(row) } }
    : {
        kind: 'refused',
        field: 'uuid',
        reason: `Call ${record.callid} was already recorded for PIN ${row.pin}, not ${record.pin}.`,
      };

interface Rated {
  tariff: number;
  source: 'special' | 'default';
  rateId: number | null;
  prefix: string | null;
  name: string | null;
  cost: string;
  price: string;
  costPerMinute: string;
  pricePerMinute: string;
  billingIncrement: number;
  minimumDuration: number;
  freeSeconds: number;
  billedSeconds: number;
  grantedSeconds: number | null;
}

/**
 * Three statements when the record is new: the card locked with its tariff, what it holds with this call's
 * reservation, record and rate (card-state.ts), and one statement that stores the record, charges the
 * card and releases the reservation (an INSERT … RETURNING with the two UPDATEs as data-modifying CTEs,
 * which act only when the record was inserted).
 */
export async function postSwitchCdr(
  tx: Tx,
  domain: string,
  record: SwitchCdr,
  now: Date,
): Promise<PostResult> {
  const locked = await lockCard(tx, domain, record.pin);
  if (!locked) {
    // The callid may have been recorded for a PIN that exists: that is the answer.
    const first = await findCdr(tx, domain, record.callid);
    if (first) return duplicate(first, record);
    return {
      kind: 'refused',
      field: 'callingcard_pin',
      reason: `There is no PIN or cabin ${record.pin} in this environment.`,
    };
  }
  const { card, found } = locked;
  // After the lock: the same record posted concurrently, stored by the one that held it first, is seen.
  const state = await readCallState(tx, {
    domain,
    card: card.id,
    callid: record.callid,
    now,
    rate: found ? { tariff: found.tariff.id, digits: record.destination } : undefined,
    withCdr: true,
  });
  if (state.cdr) return duplicate(state.cdr, record);
  const reservation = state.reservation;
  if (reservation && reservation.card !== card.id) {
    return {
      kind: 'refused',
      field: 'callingcard_pin',
      reason: `Call ${record.callid} was authorized for PIN ${reservation.pin}, not ${record.pin}.`,
    };
  }
  const live =
    reservation && reservation.releasedAt === null && reservation.expiresAt.getTime() > now.getTime()
      ? reservation
      : undefined;
  let rated: Rated;
  try {
    rated = live ? rateHeld(live, record) : rateNow(card, found, state, record);
  } catch (error) {
    if (error instanceof RatingError) return { kind: 'refused', field: error.field, reason: error.message };
    throw error;
  }
  const inserted = tx.$with('inserted').as(
    tx
      .insert(cdrs)
      .values({
        domain,
        callid: record.callid,
        card: card.id,
        pin: card.pin,
        name: card.name,
        type: card.type,
        src: record.src,
        destination: record.destination,
        destinationName: rated.name ?? '',
        starttime: record.starttime,
        stoptime: record.stoptime,
        sessiontime: record.billsec,
        billedSessiontime: rated.billedSeconds,
        tariff: rated.tariff,
        sessionprice: rated.price,
        sessioncost: rated.cost,
        answered: record.billsec > 0 ? 1 : 0,
        terminatecauseid: record.hangupCause,
        direction: record.direction,
        currency: card.currency,
        rateSource: rated.source,
        rateId: rated.rateId,
        ratePrefix: rated.prefix,
        rateName: rated.name,
        rateCost: rated.costPerMinute,
        ratePrice: rated.pricePerMinute,
        billingIncrement: rated.billingIncrement,
        minimumDuration: rated.minimumDuration,
        freeSeconds: rated.freeSeconds,
        grantedSeconds: rated.grantedSeconds,
      })
      .onConflictDoNothing()
      .returning(),
  );
  // An admin PIN has no credit (spec 002 §1): its calls are rated and recorded, not charged.
  const charge = card.type === 'admin' ? '0' : rated.price;
  const charged = tx.$with('charged').as(
    tx
      .update(cards)
      .set({
        credit: sql`${cards.credit} - ${charge}::numeric`,
        freeSecondsUsed: sql`${cards.freeSecondsUsed} + ${rated.freeSeconds}`,
        lastuse: sql`greatest(${cards.lastuse}, ${record.starttime.toISOString()}::timestamptz)`,
      })
      .where(and(eq(cards.id, card.id), sql`exists (select 1 from ${inserted})`))
      .returning({ id: cards.id }),
  );
  // Releases the call's hold, if it has one not yet released (an update of no row otherwise).
  const releasable = reservation && reservation.releasedAt === null ? reservation.id : undefined;
  const released = tx.$with('released').as(
    tx
      .update(callReservations)
      .set({ releasedAt: now, cdr: sql`(select ${inserted.id} from ${inserted})` })
      .where(
        and(
          releasable === undefined ? sql`false` : eq(callReservations.id, releasable),
          isNull(callReservations.releasedAt),
          sql`exists (select 1 from ${inserted})`,
        ),
      )
      .returning({ id: callReservations.id }),
  );
  const [row] = await tx.with(inserted, charged, released).select().from(inserted);
  if (!row) {
    // The same callid recorded at this moment for another card, which held its own lock.
    const stored = await findCdr(tx, domain, record.callid);
    if (stored) return duplicate(stored, record);
    throw new Error(`Call record ${record.callid} was neither stored nor found.`);
  }
  return { kind: 'created', body: { data: presentRatedCdr(row) } };
}

/** At what was held for the call: its rate, rules and free seconds, for at most its granted seconds. */
function rateHeld(r: typeof callReservations.$inferSelect, record: SwitchCdr): Rated {
  const rules = { billingIncrement: r.billingIncrement, minimumDuration: r.minimumDuration };
  const rate = { costPerMinute: r.rateCost, pricePerMinute: r.ratePrice };
  const answered = Math.min(record.billsec, r.maxSeconds);
  const priced = priceSeconds(rate, rules, r.currency, answered, r.freeSeconds);
  return {
    tariff: r.tariff,
    source: r.rateSource,
    rateId: r.rateId,
    prefix: r.ratePrefix,
    name: r.rateName,
    cost: formatMoney(priced.cost, r.currency),
    price: formatMoney(priced.price, r.currency),
    costPerMinute: r.rateCost,
    pricePerMinute: r.ratePrice,
    ...rules,
    freeSeconds: priced.freeSeconds,
    billedSeconds: priced.billedSeconds,
    grantedSeconds: r.maxSeconds,
  };
}

/** At the card's current tariff, with the free seconds the live reservations leave. */
function rateNow(card: CardRow, found: ActiveTariff | undefined, state: CallState, record: SwitchCdr): Rated {
  if (!found) throw new RatingError('tariff', `PIN ${card.pin} has no active tariff to rate the call with.`);
  const freeSecondsLeft = Math.max(0, found.initblock - card.freeSecondsUsed - state.held.freeSeconds);
  const rates: RatingRate[] = state.special ? [state.special] : [];
  const call = rateCall({
    card: { currency: card.currency, freeSecondsLeft },
    tariff: found.tariff,
    rates,
    call: { destination: record.destination, answeredSeconds: record.billsec },
  });
  return {
    tariff: found.tariff.id,
    source: call.rate.source,
    rateId: call.rate.rateId,
    prefix: call.rate.prefix,
    name: call.rate.name,
    cost: call.cost,
    price: call.price,
    costPerMinute: call.rate.costPerMinute,
    pricePerMinute: call.rate.pricePerMinute,
    billingIncrement: found.tariff.billingIncrement,
    minimumDuration: found.tariff.minimumDuration,
    freeSeconds: call.freeSeconds,
    billedSeconds: call.billedSeconds,
    grantedSeconds: null,
  };
}

/** Keeps a record that could not be taken. */
export async function keepDeadLetter(
  tx: Tx,
  domain: string,
  letter: {
    callid: string | null;
    field: string | null;
    reason: string;
    source: string;
    contentType: string;
    body: string;
  },
): Promise<number> {
  const [row] = await tx
    .insert(cdrDeadLetters)
    .values({ domain, ...letter })
    .returning({ id: cdrDeadLetters.id });
  if (!row) throw new Error('The dead letter was not written.');
  return row.id;
}

export async function listDeadLetters(
  tx: Tx,
  domain: string,
  q: { page: number; pagesize: number; search?: string | undefined },
): Promise<{ data: CdrDeadLetter[]; total: number }> {
  const term = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(cdrDeadLetters.domain, domain),
    term
      ? or(
          ilike(cdrDeadLetters.callid, term),
          ilike(cdrDeadLetters.field, term),
          ilike(cdrDeadLetters.reason, term),
        )
      : undefined,
  );
  const rows = await tx
    .select()
    .from(cdrDeadLetters)
    .where(where)
    .orderBy(desc(cdrDeadLetters.receivedAt), desc(cdrDeadLetters.id))
    .limit(q.pagesize)
    .offset((q.page - 1) * q.pagesize);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(cdrDeadLetters).where(where);
  return {
    data: rows.map((r) => ({
      id: r.id,
      received_at: r.receivedAt.toISOString(),
      callid: r.callid,
      field: r.field,
      reason: r.reason,
      source: r.source,
      content_type: r.contentType,
      body: r.body,
    })),
    total: Number(count?.n ?? 0),
  };
}
