/**
 * The calling-card rating engine (issue 13 item 1): which rate a destination gets, what a call bills
 * (rating.ts), how long a call may last on what a card has left (authorize.ts), and the exact money they
 * share (money.ts). Pure functions; the authorization and call-record services feed them database rows.
 */
export { type CallAllowance, MAX_CALL_SECONDS, maxCallDuration } from './authorize.ts';
export { Decimal, formatMoney, minorUnits, parseMoney, RatingError, roundMoney } from './money.ts';
export {
  type BillingRules,
  billedSeconds,
  checkBillingRules,
  checkCurrency,
  destinationDigits,
  type MatchedRate,
  matchRate,
  priceSeconds,
  type RatedCall,
  type RatingCard,
  type RatingRate,
  type RatingTariff,
  rateCall,
} from './rating.ts';
