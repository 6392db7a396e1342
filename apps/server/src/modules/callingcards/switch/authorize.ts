/**
 * Live call authorization (issue 13 item 2): POST /v3/callingcard/authorize. May this PIN call this
 * destination now, and for how long? The card's row is locked (SELECT … FOR UPDATE) for the rest of the
 * request's transaction, so authorizations and records of one card run one after another: each sees the
 * reservations the one before it made, and no two calls can hold the same credit or free seconds.
 *
 * What a card has left: credit − the amounts held by its live reservations (not released, not expired),
 * and free seconds = the tariff's initblock − those used in the billing period (cc_cards.free_seconds_used,
 * which the billing reset zeroes) − those held. The grant is the rating module's maxCallDuration on that,
 * at the destination's rate; its price and free seconds are held (cc_call_reservations) until the call's
 * record releases them, or until the granted duration plus RESERVATION_MARGIN_SECONDS has passed.
 *
 * Admin PINs carry no credit (spec 002 §1): the credit does not limit them (they get MAX_CALL_SECONDS),
 * nothing is held or charged against it; their free seconds are held and used like a cabin's.
 */
import type {
  AuthorizeRequest,
  AuthorizeResponse,
  RefusalReason,
} from '@portside/contract/callingcards/switch';
import type { Tx } from '../../../platform/db.ts';
import { Conflict } from '../../../platform/errors.ts';
import {
  checkCurrency,
  Decimal,
  destinationDigits,
  formatMoney,
  MAX_CALL_SECONDS,
  type MatchedRate,
  matchRate,
  maxCallDuration,
  parseMoney,
  priceSeconds,
  RatingError,
} from '../rating/index.ts';
import { callReservations } from '../switch-schema.ts';
import { findReservation, lockCard, type ReservationRow, readCallState } from './card-state.ts';

/** A reservation outlives its grant by this much: ringing before the answer, and the record's journey. */
export const RESERVATION_MARGIN_SECONDS = 300;

const refusal = (callid: string, reason: RefusalReason, error: string): AuthorizeResponse => ({
  authorized: false,
  callid,
  reason,
  error,
  max_seconds: 0,
  free_seconds: 0,
  reserved: '0',
  currency: null,
  rate: null,
  expires_at: null,
});

export function presentGrant(r: ReservationRow): AuthorizeResponse {
  return {
    authorized: true,
    callid: r.callid,
    reason: null,
    error: null,
    max_seconds: r.maxSeconds,
    free_seconds: r.freeSeconds,
    reserved: formatMoney(new Decimal(r.amount), r.currency),
    currency: r.currency,
    rate: {
      source: r.rateSource,
      rate_id: r.rateId,
      prefix: r.ratePrefix,
      name: r.rateName,
      cost_per_minute: new Decimal(r.rateCost).toFixed(),
      price_per_minute: new Decimal(r.ratePrice).toFixed(),
      billing_increment: r.billingIncrement,
      minimum_duration: r.minimumDuration,
    },
    expires_at: r.expiresAt.toISOString(),
  };
}

function sameGrant(existing: ReservationRow, input: AuthorizeRequest): AuthorizeResponse {
  if (existing.pin !== input.pin) {
    throw new Conflict(`Call ${input.callid} was authorized for another PIN; a call id names one call.`);
  }
  return presentGrant(existing);
}

/**
 * Three statements: the card locked with its tariff, what it holds and this call's reservation and rate
 * (card-state.ts), and the reservation written (RETURNING).
 */
export async function authorizeCall(
  tx: Tx,
  domain: string,
  input: AuthorizeRequest,
  now: Date,
): Promise<AuthorizeResponse> {
  const { callid, pin } = input;
  const locked = await lockCard(tx, domain, pin);
  if (!locked) {
    // The callid may have been authorized for a PIN that exists: that is the answer (a 409).
    const other = await findReservation(tx, domain, callid);
    if (other) return sameGrant(other, input);
    return refusal(callid, 'unknown_pin', `There is no PIN or cabin ${pin} in this environment.`);
  }
  const { card, found } = locked;
  let digits: string | undefined;
  try {
    digits = destinationDigits(input.destination);
  } catch (error) {
    if (!(error instanceof RatingError)) throw error;
  }
  // After the lock: a concurrent request for the same callid that held it first has left its grant.
  const state = await readCallState(tx, {
    domain,
    card: card.id,
    callid,
    now,
    rate: found && digits !== undefined ? { tariff: found.tariff.id, digits } : undefined,
    withCdr: false,
  });
  if (state.reservation) return sameGrant(state.reservation, input);
  if (card.status !== 1) return refusal(callid, 'inactive', `PIN ${pin} is inactive.`);
  if (card.expirationdate && card.expirationdate.getTime() <= now.getTime()) {
    return refusal(
      callid,
      'expired',
      `PIN ${pin} expired on ${card.expirationdate.toISOString().slice(0, 10)}.`,
    );
  }
  if (!found) {
    return refusal(
      callid,
      'destination_not_allowed',
      `PIN ${pin} has no active tariff, so it may call no destination.`,
    );
  }
  let rate: MatchedRate;
  try {
    // destinationDigits again: its RatingError is the refusal's sentence.
    digits = destinationDigits(input.destination);
    checkCurrency(card, found.tariff);
    rate = matchRate(found.tariff, state.special ? [state.special] : [], digits);
  } catch (error) {
    if (error instanceof RatingError) return refusal(callid, 'destination_not_allowed', error.message);
    throw error;
  }
  const held = state.held;
  const freeLeft = Math.max(0, found.initblock - card.freeSecondsUsed - held.freeSeconds);
  const admin = card.type === 'admin';
  const rules = found.tariff;
  const currency = card.currency;
  // An admin PIN has no credit to limit it: the price of the longest call always fits.
  const credit = admin
    ? priceSeconds(rate, rules, currency, MAX_CALL_SECONDS, freeLeft).price.toFixed()
    : parseMoney(card.credit, 'credit').minus(held.amount).toFixed();
  const chargeable = parseMoney(rate.pricePerMinute, 'price').greaterThan(0);
  // A second can round to 0.00, so maxCallDuration alone would grant a second on no credit (rating/authorize.ts).
  if (!admin && chargeable && freeLeft === 0 && !new Decimal(credit).greaterThan(0)) {
    return refusal(callid, 'no_credit', `Cabin ${pin} has no credit left.`);
  }
  const allowance = maxCallDuration({ currency, credit, freeSecondsLeft: freeLeft, rate, rules });
  if (allowance.maxSeconds === 0) return refusal(callid, 'no_credit', `PIN ${pin} has no credit left.`);
  const [reservation] = await tx
    .insert(callReservations)
    .values({
      domain,
      callid,
      card: card.id,
      pin,
      destination: digits,
      tariff: found.tariff.id,
      currency,
      rateSource: rate.source,
      rateId: rate.rateId,
      ratePrefix: rate.prefix,
      rateName: rate.name,
      rateCost: rate.costPerMinute,
      ratePrice: rate.pricePerMinute,
      billingIncrement: rules.billingIncrement,
      minimumDuration: rules.minimumDuration,
      maxSeconds: allowance.maxSeconds,
      freeSeconds: allowance.freeSeconds,
      amount: admin ? '0' : allowance.reserve,
      createdAt: now,
      expiresAt: new Date(now.getTime() + (allowance.maxSeconds + RESERVATION_MARGIN_SECONDS) * 1000),
    })
    .onConflictDoNothing()
    .returning();
  if (reservation) return presentGrant(reservation);
  // The same callid authorized at this moment for another card, which held its own lock.
  const other = await findReservation(tx, domain, callid);
  if (!other) throw new Error(`The reservation of call ${callid} was neither written nor found.`);
  return sameGrant(other, input);
}
