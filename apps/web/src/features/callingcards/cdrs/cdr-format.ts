/**
 * How a call record reads on screen (spec 002 CDRs): minutes, start/stop times, money. The causes' words
 * are shared with the PBX Call Records (kit/call-causes.ts).
 */

/** Spec 002: start and stop times as YYYY-MM-DD HH:mm:ss. */
export const CDR_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Session minutes and a record's money, as the export writes them too (one rule in the contract). */
export { cdrMoney, sessionMinutes } from '@portside/contract/callingcards/shown';
