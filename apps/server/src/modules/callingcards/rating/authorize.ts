/**
 * How long a call may last on what a card has left (issue 13 item 2 builds on it): the largest duration
 * whose price, by the same rules that rate the call afterwards (rating.ts), fits the card's credit, and
 * that price, to reserve against the card while the call is up. Every call no longer than the granted
 * duration then costs the card at most the reservation. Pure, exact decimals (money.ts).
 */
import { Decimal, formatMoney, parseMoney, RatingError } from './money.ts';
import { type BillingRules, checkBillingRules, type MatchedRate, priceSeconds } from './rating.ts';

/** The longest call granted when the credit does not limit it (a free rate): four hours. */
export const MAX_CALL_SECONDS = 4 * 60 * 60;

export interface CallAllowance {
  /** the longest the call may last, in seconds; 0 means it may not start (no free seconds, no credit) */
  maxSeconds: number;
  /** free seconds the longest call would use (reserve them too, so concurrent calls cannot reuse them) */
  freeSeconds: number;
  /** seconds the longest call would bill */
  billedSeconds: number;
  /** the price of the longest call, to reserve against the credit; never more than the credit */
  reserve: string;
  /** the carrier's cost of the longest call */
  maxCost: string;
  /** true when maxSeconds is the ceiling rather than the credit's limit */
  capped: boolean;
}

/**
 * The longest call `credit` and `freeSecondsLeft` pay for at `rate` under `rules`, at most
 * `ceilingSeconds` (default MAX_CALL_SECONDS). Free seconds always count; a credit of zero or less
 * leaves only them. Found by bisection over the chargeable seconds, since the price never falls as a
 * call grows (rating.test.ts checks that property).
 */
export function maxCallDuration(input: {
  currency: string;
  /** the card's remaining credit (decimal text), reservations of calls in progress already taken off */
  credit: string;
  freeSecondsLeft: number;
  rate: Pick<MatchedRate, 'costPerMinute' | 'pricePerMinute'>;
  rules: BillingRules;
  ceilingSeconds?: number;
}): CallAllowance {
  const { currency, rate, freeSecondsLeft } = input;
  const rules = checkBillingRules(input.rules);
  // A credit below zero pays for nothing, like zero; free seconds still count.
  const credit = Decimal.max(parseMoney(input.credit, 'credit'), 0);
  const ceiling = input.ceilingSeconds ?? MAX_CALL_SECONDS;
  if (!Number.isSafeInteger(ceiling) || ceiling < 0) {
    throw new RatingError('ceilingSeconds', 'ceilingSeconds must be a whole number of seconds, 0 or more.');
  }
  const priceOf = (seconds: number) => priceSeconds(rate, rules, currency, seconds, freeSecondsLeft);
  const fits = (seconds: number) => priceOf(seconds).price.lessThanOrEqualTo(credit);
  const capped = fits(ceiling);
  let seconds = ceiling;
  if (!capped) {
    // Bisection keeping fits(low) and !fits(high); free seconds cost nothing, so they always fit.
    let low = Math.min(freeSecondsLeft, ceiling);
    let high = ceiling;
    while (high - low > 1) {
      const mid = low + Math.floor((high - low) / 2);
      if (fits(mid)) low = mid;
      else high = mid;
    }
    seconds = low;
  }
  const longest = priceOf(seconds);
  return {
    maxSeconds: seconds,
    freeSeconds: longest.freeSeconds,
    billedSeconds: longest.billedSeconds,
    reserve: formatMoney(longest.price, currency),
    maxCost: formatMoney(longest.cost, currency),
    capped,
  };
}
