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
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { presentCdr } from '../cdrs/service.ts';
import {
  Decimal,
  formatMoney,
  parseMoney,
  priceSeconds,
  RatingError,
  type RatingRate,
  rateCall,
} from '../rating/index.ts';
import type { cdrs } from '../schema.ts';
import { type callReservations, cdrDeadLetters } from '../switch-schema.ts';
import { INSERTED, runStatement, STORE_RECORDS } from './batch-sql.ts';
import { type ActiveTariff, type BatchCard, type CdrRow, readRecordBatch } from './card-state.ts';
import type { SwitchCdr } from './mod-json-cdr.ts';

/** A stored record as the answers present it (its search text is the database's alone). */
export type StoredCdr = Omit<CdrRow, 'searchText'>;

export type PostResult =
  | { kind: 'created' | 'duplicate'; body: CdrPosted }
  | { kind: 'refused'; field: string; reason: string };

/** A record as the API shows it (the CDR list's presenter), with how it was rated. */
export function presentRatedCdr(row: StoredCdr): Cdr {
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
const duplicate = (row: StoredCdr, record: SwitchCdr): PostResult =>
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

/** One call record to take, with the moment it arrived. */
export interface CdrJob {
  domain: string;
  record: SwitchCdr;
  now: Date;
}

/** A record the batch stores, with what its card is charged once it is in. */
interface Taking {
  job: number;
  card: BatchCard;
  rated: Rated;
  release: number | undefined;
}

/** One record in its own batch: what the seed and the tests call. */
export async function postSwitchCdr(
  tx: Tx,
  domain: string,
  record: SwitchCdr,
  now: Date,
): Promise<PostResult> {
  const [result] = await postSwitchCdrs(tx, [{ domain, record, now }]);
  if (!result) throw new Error(`Call record ${record.callid} was given no answer.`);
  return result;
}

/**
 * Takes a batch of records in the caller's transaction (the switch's records are gathered by
 * cdr-writer.ts, so a busy switch costs a handful of statements per batch, not per call). The reads are
 * card-state.ts's readRecordBatch: the cards locked, then their holds, the records' reservations and
 * earlier records, and the rates. Each record is then rated in the order it came, against what the ones
 * before it in the batch used (free seconds) and released (holds); the same callid twice in a batch is
 * one call, answered as the first. Then three statements: the records inserted, the cards charged (one
 * row per card, the sum of its records), the holds released. Answers are in the jobs' order.
 */
export async function postSwitchCdrs(tx: Tx, jobs: CdrJob[]): Promise<PostResult[]> {
  const read = await readRecordBatch(
    tx,
    jobs.map(({ domain, record }) => ({
      domain,
      pin: record.pin,
      callid: record.callid,
      destination: record.destination,
    })),
    new Date(Math.min(...jobs.map((j) => j.now.getTime()))),
  );
  const results: (PostResult | undefined)[] = [];
  /** callid key -> the job that records it in this batch */
  const taken = new Map<string, number>();
  const takings: Taking[] = [];
  const freeUsed = new Map<number, number>();
  const released = new Set<number>();
  jobs.forEach(({ domain, record, now }, index) => {
    const call = `${domain} ${record.callid}`;
    if (taken.has(call)) return; // answered once the first is stored
    const stored = read.cdrs.get(call);
    if (stored) {
      results[index] = duplicate(stored, record);
      return;
    }
    const locked = read.cards.get(`${domain} ${record.pin}`);
    if (!locked) {
      results[index] = {
        kind: 'refused',
        field: 'callingcard_pin',
        reason: `There is no PIN or cabin ${record.pin} in this environment.`,
      };
      return;
    }
    const { card, found } = locked;
    const reservation = read.reservations.get(call);
    if (reservation && reservation.card !== card.id) {
      results[index] = {
        kind: 'refused',
        field: 'callingcard_pin',
        reason: `Call ${record.callid} was authorized for PIN ${reservation.pin}, not ${record.pin}.`,
      };
      return;
    }
    const open = reservation && reservation.releasedAt === null && !released.has(reservation.id);
    const live = open && reservation.expiresAt.getTime() > now.getTime() ? reservation : undefined;
    const used = freeUsed.get(card.id) ?? card.freeSecondsUsed;
    let rated: Rated;
    try {
      if (live) rated = rateHeld(live, record);
      else {
        const heldFree = read.holds
          .filter((h) => h.card === card.id && h.callid !== record.callid && !released.has(h.id))
          .filter((h) => h.expiresAt.getTime() > now.getTime())
          .reduce((sum, h) => sum + h.freeSeconds, 0);
        const rates = found ? read.rates.filter((r) => r.tariff === found.tariff.id) : [];
        rated = rateNow(card, found, { used, heldFree, rates }, record);
      }
    } catch (error) {
      if (error instanceof RatingError) {
        results[index] = { kind: 'refused', field: error.field, reason: error.message };
        return;
      }
      throw error;
    }
    taken.set(call, index);
    freeUsed.set(card.id, used + rated.freeSeconds);
    const release = open ? reservation.id : undefined;
    if (release !== undefined) released.add(release);
    takings.push({ job: index, card, rated, release });
  });
  const rows = takings.length === 0 ? [] : await storeRecords(tx, jobs, takings);
  const byCall = new Map(rows.map((row) => [`${row.domain} ${row.callid}`, row]));
  return jobs.map(({ domain, record }, index) => {
    const answered = results[index];
    if (answered) return answered;
    const row = byCall.get(`${domain} ${record.callid}`);
    if (!row) throw new Error(`Call record ${record.callid} was neither stored nor answered.`);
    return taken.get(`${domain} ${record.callid}`) === index
      ? { kind: 'created', body: { data: presentRatedCdr(row) } }
      : duplicate(row, record);
  });
}

/**
 * The batch's writes, in one fixed statement (batch-sql.ts STORE_RECORDS): the records inserted, and, as
 * data-modifying CTEs, the cards charged (one row each: the sum of its records' prices, an admin PIN
 * never, having no credit: spec 002 §1; its free seconds; its last use) and the holds released, each
 * naming its record. A record of the same callid another transaction stored meanwhile (the cards' locks
 * keep every record of theirs out, but not one of the same callid for another card) fails the statement
 * on the unique key, which rolls the charges back. It is the transaction's last statement (`commit`). The
 * rows answered are the values inserted with the ids the database gave them.
 */
async function storeRecords(tx: Tx, jobs: CdrJob[], takings: Taking[]): Promise<StoredCdr[]> {
  const values: StoredCdr[] = takings.map(({ job, card, rated }) => {
    const { domain, record } = jobs[job] as CdrJob;
    const given: typeof cdrs.$inferInsert = {
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
    };
    // Every column as the database fills it: given, else its default (id comes back from the insert).
    const row: Record<string, unknown> = { id: 0 };
    for (const [key, column] of INSERTED) row[key] = given[key] ?? column.default ?? null;
    return row as StoredCdr;
  });
  const charges = new Map<number, { price: Decimal; free: number; lastuse: Date }>();
  for (const { job, card, rated } of takings) {
    const start = (jobs[job] as CdrJob).record.starttime;
    const charge = charges.get(card.id) ?? { price: new Decimal(0), free: 0, lastuse: start };
    charges.set(card.id, {
      price: card.type === 'admin' ? charge.price : charge.price.plus(rated.price),
      free: charge.free + rated.freeSeconds,
      lastuse: start > charge.lastuse ? start : charge.lastuse,
    });
  }
  const releases = takings.flatMap(({ job, release }) =>
    release === undefined ? [] : [{ id: release, at: (jobs[job] as CdrJob).now }],
  );
  const instant = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  const inserted = await runStatement<{ id: number; domain: string; callid: string }>(
    tx,
    STORE_RECORDS,
    [
      ...INSERTED.map(([key]) => values.map((v) => instant(v[key]))),
      [...charges.keys()],
      [...charges.values()].map((c) => c.price.toFixed()),
      [...charges.values()].map((c) => c.free),
      [...charges.values()].map((c) => c.lastuse.toISOString()),
      releases.map((r) => r.id),
      releases.map((r) => r.at.toISOString()),
    ],
    { commit: true },
  );
  const ids = new Map(inserted.map((r) => [`${r.domain} ${r.callid}`, Number(r.id)]));
  for (const row of values) row.id = ids.get(`${row.domain} ${row.callid}`) ?? row.id;
  return values;
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

/** At the card's current tariff, with the free seconds that the period's use and the live holds leave. */
function rateNow(
  card: BatchCard,
  found: ActiveTariff | undefined,
  left: { used: number; heldFree: number; rates: RatingRate[] },
  record: SwitchCdr,
): Rated {
  if (!found) throw new RatingError('tariff', `PIN ${card.pin} has no active tariff to rate the call with.`);
  const freeSecondsLeft = Math.max(0, found.initblock - left.used - left.heldFree);
  const rates = left.rates.filter((r) => record.destination.startsWith(r.destination));
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
