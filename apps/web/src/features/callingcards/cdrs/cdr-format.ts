/**
 * How a call record reads on screen (spec 002 CDRs): minutes, start/stop times, money. The causes' words
 * are shared with the PBX Call Records (kit/call-causes.ts).
 */

/** Spec 002: start and stop times as YYYY-MM-DD HH:mm:ss. */
export const CDR_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

import { formatMinutes, formatRecordMoney } from '../../../kit/format.ts';

/**
 * Session minutes and a record's money in the page's language: in English as the export writes them
 * (contract callingcards/shown, '2.5', '$1.01'), '2,5' and '1,01 $' in German; rounded the export's way.
 */
export const sessionMinutes = (seconds: number): string => formatMinutes(seconds / 60);
export const cdrMoney = formatRecordMoney;
