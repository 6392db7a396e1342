/** How a call record reads on screen (spec 002 CDRs): minutes, start/stop times, the cause's name, money. */
import { currencySymbol } from '@portside/contract/callingcards/tariffs';
import { formatMinutes } from '../../../kit/format.ts';

/** Spec 002: start and stop times as YYYY-MM-DD HH:mm:ss. */
export const CDR_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Session seconds shown as minutes (seconds divided by 60, up to 2 decimals). */
export const sessionMinutes = (seconds: number) => formatMinutes(seconds / 60);

/** NORMAL_CLEARING reads Completed (the label given); the other causes as the platform names them. */
export const causeLabel = (cause: string, completed: string) =>
  cause === 'NORMAL_CLEARING' ? completed : cause;

/** An amount in the record's currency: symbol and 2 decimals. */
export function cdrMoney(value: number, currency: string): string {
  const text = Math.abs(value).toFixed(2);
  return `${value < 0 ? '-' : ''}${currencySymbol(currency)}${text}`;
}
