/** How a call record reads on screen (spec 002 CDRs): minutes, start/stop times, the cause's name, money. */
import { TERMINATE_CAUSES, type TerminateCause } from '@portside/contract/callingcards/cdrs';
import type { TFunction } from '../../../kit/i18n/index.ts';

/** Spec 002: start and stop times as YYYY-MM-DD HH:mm:ss. */
export const CDR_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Session minutes and a record's money, as the export writes them too (one rule in the contract). */
export { cdrMoney, sessionMinutes } from '@portside/contract/callingcards/shown';

const isKnownCause = (cause: string): cause is TerminateCause =>
  (TERMINATE_CAUSES as readonly string[]).includes(cause);

/**
 * Every termination cause of spec 002 §9 in words (NORMAL_CLEARING reads Completed, NO_ROUTE_DESTINATION
 * 'No route to number'); a cause the platform adds later shows as it names it.
 */
export const causeLabel = (cause: string, t: TFunction) =>
  isKnownCause(cause) ? t(`pinCdrs.causes.${cause}`) : cause;
