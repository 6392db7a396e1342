/** How a call record reads on screen (spec 002 CDRs): minutes, start/stop times, the cause's name, money. */
import { TERMINATE_CAUSES, type TerminateCause } from '@portside/contract/callingcards/cdrs';
import { currencySymbol } from '@portside/contract/callingcards/tariffs';
import { formatMinutes } from '../../../kit/format.ts';
import type { TFunction } from '../../../kit/i18n/index.ts';

/** Spec 002: start and stop times as YYYY-MM-DD HH:mm:ss. */
export const CDR_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Session seconds shown as minutes (seconds divided by 60, up to 2 decimals). */
export const sessionMinutes = (seconds: number) => formatMinutes(seconds / 60);

const isKnownCause = (cause: string): cause is TerminateCause =>
  (TERMINATE_CAUSES as readonly string[]).includes(cause);

/**
 * Every termination cause of spec 002 §9 in words (NORMAL_CLEARING reads Completed, NO_ROUTE_DESTINATION
 * 'No route to number'); a cause the platform adds later shows as it names it.
 */
export const causeLabel = (cause: string, t: TFunction) =>
  isKnownCause(cause) ? t(`pinCdrs.causes.${cause}`) : cause;

/** An amount in the record's currency: symbol and 2 decimals. */
export function cdrMoney(value: number, currency: string): string {
  const text = Math.abs(value).toFixed(2);
  return `${value < 0 ? '-' : ''}${currencySymbol(currency)}${text}`;
}
