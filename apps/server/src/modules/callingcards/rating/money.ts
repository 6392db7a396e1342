/**
 * Money of the rating engine: exact decimals (decimal.js), never JavaScript numbers. Amounts come in as
 * the database's numeric text ('0.1900', numeric(12,4)) and leave as text in the currency's minor units
 * ('1.23' for USD, '123' for JPY).
 *
 * Rounding rule: every intermediate value is exact (a per-minute rate times whole seconds, divided by 60
 * once at 40 significant digits, far beyond numeric(12,4)); each amount that leaves the engine is rounded
 * once, at the end, half-up (half away from zero; amounts are never negative) to the currency's minor
 * unit. Nothing is rounded per increment or per minute.
 */
import DecimalJs from 'decimal.js';

/** A Decimal of our own configuration, so that no other code's Decimal.set() changes our arithmetic. */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;

/** A rating input that cannot be rated (a malformed amount, a bad duration, a currency mismatch). */
export class RatingError extends Error {
  constructor(
    /** The input at fault, e.g. 'answeredSeconds', 'tariff.defaultPrice', 'currency'. */
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'RatingError';
  }
}

/** Plain decimal text: digits with an optional sign and fraction (what PostgreSQL numeric gives back). */
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The exact value of decimal text; RatingError for anything else (numbers are refused by type). */
export function parseMoney(text: string, field: string, opts: { nonNegative?: boolean } = {}): Decimal {
  if (typeof text !== 'string' || !DECIMAL_TEXT.test(text.trim())) {
    throw new RatingError(field, `${field} must be a decimal amount, not ${JSON.stringify(text)}.`);
  }
  const value = new Decimal(text.trim());
  if (opts.nonNegative && value.isNegative() && !value.isZero()) {
    throw new RatingError(field, `${field} must be 0 or more.`);
  }
  return value;
}

const unitsCache = new Map<string, number>();

/**
 * Digits after the decimal point of an ISO 4217 currency (USD, GBP, EUR 2; JPY 0; KWD 3), from the
 * runtime's ICU data. A code that is not three letters is a RatingError.
 */
export function minorUnits(currency: string): number {
  const cached = unitsCache.get(currency);
  if (cached !== undefined) return cached;
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new RatingError(
      'currency',
      `The currency must be an ISO 4217 code such as USD, not "${currency}".`,
    );
  }
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  const units = digits ?? 2;
  unitsCache.set(currency, units);
  return units;
}

/** The amount rounded half-up to the currency's minor unit. */
export function roundMoney(value: Decimal, currency: string): Decimal {
  return value.toDecimalPlaces(minorUnits(currency), Decimal.ROUND_HALF_UP);
}

/** The amount as text in the currency's minor units: '0.50', '12.00', '123' (JPY). Rounds half-up. */
export function formatMoney(value: Decimal, currency: string): string {
  return value.toFixed(minorUnits(currency), Decimal.ROUND_HALF_UP);
}

/** A per-minute rate times seconds: exact until the one rounding at the end. */
export function amountFor(perMinute: Decimal, seconds: number, currency: string): Decimal {
  return roundMoney(perMinute.times(seconds).dividedBy(60), currency);
}
