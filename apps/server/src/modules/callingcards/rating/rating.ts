/**
 * The calling-card rating rules (issue 13 item 1), pure: no database, no clock. A destination's rate is
 * its tariff's longest matching active special-rate prefix, else the tariff's default. The card's free
 * seconds left in the billing period cover the answered seconds first, second by second; what remains is
 * rounded up to the tariff's billing increment and raised to its minimum billed duration; cost and price
 * are the matched rate's per-minute cost and price for the billed seconds. Money rules: money.ts.
 */
import { amountFor, type Decimal, formatMoney, parseMoney, RatingError } from './money.ts';

/** How a tariff bills; the columns of cc_tariffs. */
export interface BillingRules {
  /** Billed seconds are a multiple of this: 1 rates per second, 60 per started minute (1 to 3600). */
  billingIncrement: number;
  /** A call that bills anything bills at least this many seconds (0 to 3600; 0: no minimum). */
  minimumDuration: number;
}

export interface RatingTariff extends BillingRules {
  id: number;
  /** per minute, decimal text as the database stores it (numeric(12,4)) */
  defaultCost: string;
  /** per minute */
  defaultPrice: string;
  /** ISO 4217; the tariff's amounts are in it */
  currency: string;
}

/** A special rate of a tariff (cc_tariff_rates). */
export interface RatingRate {
  id: number;
  tariff: number;
  /** the dial prefix, digits */
  destination: string;
  /** per minute, decimal text */
  cost: string;
  /** per minute */
  price: string;
  name: string;
  /** 1 active; anything else is ignored */
  status: number;
}

export interface RatingCard {
  /** ISO 4217; every amount is in it, and it must be the tariff's */
  currency: string;
  /** free seconds (the tariff's initblock) not yet used in the current billing period */
  freeSecondsLeft: number;
}

/** The rate a destination is charged at. Per-minute amounts are exact decimal text, not rounded. */
export interface MatchedRate {
  /** 'special' when a special-rate prefix matched, else 'default' (the tariff's default rate) */
  source: 'special' | 'default';
  /** the special rate's id, null for the default */
  rateId: number | null;
  /** the matched dial prefix, null for the default */
  prefix: string | null;
  /** the special rate's name, null for the default */
  name: string | null;
  costPerMinute: string;
  pricePerMinute: string;
}

export interface RatedCall {
  currency: string;
  rate: MatchedRate;
  answeredSeconds: number;
  /** seconds covered by the card's free seconds (take them off the card's free seconds left) */
  freeSeconds: number;
  /** seconds charged: answered minus free, rounded up to the increment, at least the minimum; 0 if none */
  billedSeconds: number;
  /** the carrier's cost of the billed seconds, in the currency's minor units ('1.23') */
  cost: string;
  /** what the card pays (take it off the card's credit), in the currency's minor units */
  price: string;
}

/** The digits a destination is matched on: an optional leading '+' is dropped; anything else not a digit is refused. */
export function destinationDigits(destination: string): string {
  const digits = destination.trim().replace(/^\+/, '');
  if (!/^[0-9]{1,32}$/.test(digits)) {
    throw new RatingError(
      'destination',
      `The destination must be a number of 1 to 32 digits, not "${destination}".`,
    );
  }
  return digits;
}

function wholeSeconds(value: number, field: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RatingError(field, `${field} must be a whole number of seconds from ${min} to ${max}.`);
  }
  return value;
}

/** The tariff's billing rules, checked: increment 1 to 3600, minimum 0 to 3600. */
export function checkBillingRules(rules: BillingRules): BillingRules {
  return {
    billingIncrement: wholeSeconds(rules.billingIncrement, 'billingIncrement', 1, 3600),
    minimumDuration: wholeSeconds(rules.minimumDuration, 'minimumDuration', 0, 3600),
  };
}

/**
 * Seconds billed for `chargeable` seconds (those not covered by free seconds): 0 stays 0; otherwise
 * rounded up to a multiple of the increment, and at least the minimum duration (the minimum is billed as
 * it is, even when it is not a multiple of the increment).
 */
export function billedSeconds(chargeable: number, rules: BillingRules): number {
  const seconds = wholeSeconds(chargeable, 'chargeable seconds', 0);
  const { billingIncrement, minimumDuration } = checkBillingRules(rules);
  if (seconds === 0) return 0;
  return Math.max(minimumDuration, Math.ceil(seconds / billingIncrement) * billingIncrement);
}

/**
 * The rate of a destination under a tariff: the longest active special-rate prefix of that tariff the
 * destination starts with, else the tariff's default. Rates of other tariffs and inactive rates are
 * ignored. Two active rates with the same prefix (the database's unique key prevents it) resolve to the
 * lower id, so the choice never depends on the order the rates come in.
 */
export function matchRate(
  tariff: RatingTariff,
  rates: readonly RatingRate[],
  destination: string,
): MatchedRate {
  const digits = destinationDigits(destination);
  let best: RatingRate | undefined;
  for (const rate of rates) {
    if (rate.status !== 1 || rate.tariff !== tariff.id || !digits.startsWith(rate.destination)) continue;
    if (rate.destination.length === 0) continue;
    if (
      !best ||
      rate.destination.length > best.destination.length ||
      (rate.destination.length === best.destination.length && rate.id < best.id)
    ) {
      best = rate;
    }
  }
  if (!best) {
    return {
      source: 'default',
      rateId: null,
      prefix: null,
      name: null,
      costPerMinute: perMinute(tariff.defaultCost, 'tariff.defaultCost'),
      pricePerMinute: perMinute(tariff.defaultPrice, 'tariff.defaultPrice'),
    };
  }
  return {
    source: 'special',
    rateId: best.id,
    prefix: best.destination,
    name: best.name,
    costPerMinute: perMinute(best.cost, `rate ${best.id} cost`),
    pricePerMinute: perMinute(best.price, `rate ${best.id} price`),
  };
}

const perMinute = (text: string, field: string) => parseMoney(text, field, { nonNegative: true }).toFixed();

/** The card's currency, which must be the tariff's: the engine never converts between currencies. */
export function checkCurrency(
  card: Pick<RatingCard, 'currency'>,
  tariff: Pick<RatingTariff, 'currency'>,
): string {
  if (card.currency !== tariff.currency) {
    throw new RatingError(
      'currency',
      `The card is in ${card.currency} but its tariff is in ${tariff.currency}; a call cannot be rated across currencies.`,
    );
  }
  return card.currency;
}

/** The billed seconds and amounts of `answeredSeconds` at a matched rate, with `freeSecondsLeft` free. */
export function priceSeconds(
  rate: Pick<MatchedRate, 'costPerMinute' | 'pricePerMinute'>,
  rules: BillingRules,
  currency: string,
  answeredSeconds: number,
  freeSecondsLeft: number,
): { freeSeconds: number; billedSeconds: number; cost: Decimal; price: Decimal } {
  const answered = wholeSeconds(answeredSeconds, 'answeredSeconds', 0);
  const free = Math.min(answered, wholeSeconds(freeSecondsLeft, 'freeSecondsLeft', 0));
  const billed = billedSeconds(answered - free, rules);
  return {
    freeSeconds: free,
    billedSeconds: billed,
    cost: amountFor(parseMoney(rate.costPerMinute, 'costPerMinute'), billed, currency),
    price: amountFor(parseMoney(rate.pricePerMinute, 'pricePerMinute'), billed, currency),
  };
}

/** Rates one call: the matched rate, free and billed seconds, cost and price in the card's currency. */
export function rateCall(input: {
  card: RatingCard;
  tariff: RatingTariff;
  rates: readonly RatingRate[];
  call: { destination: string; answeredSeconds: number };
}): RatedCall {
  const { card, tariff, rates, call } = input;
  const currency = checkCurrency(card, tariff);
  const rate = matchRate(tariff, rates, call.destination);
  const priced = priceSeconds(rate, tariff, currency, call.answeredSeconds, card.freeSecondsLeft);
  return {
    currency,
    rate,
    answeredSeconds: call.answeredSeconds,
    freeSeconds: priced.freeSeconds,
    billedSeconds: priced.billedSeconds,
    cost: formatMoney(priced.cost, currency),
    price: formatMoney(priced.price, currency),
  };
}
