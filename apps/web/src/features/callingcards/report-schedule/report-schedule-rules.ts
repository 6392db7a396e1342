/** The report schedule form's rules (spec 002 §5). */
import { uniqueReceivers } from '@portside/contract/callingcards/report-schedules';

export interface ScheduleFormValues {
  receivers: string[];
  subject: string;
  message: string;
  /** '0' UTC, '1' the ship's local time */
  timezone: '0' | '1' | null;
}

/** The list with `email` added at the end, unless it is there already (case aside). */
export const addReceiver = (list: string[], email: string) => uniqueReceivers([...list, email]);

/** The stored comma-separated receivers as entries. */
export const receiversOf = (receiver: string) => uniqueReceivers(receiver.split(','));

/** Receiver, subject, message and run timezone are required; local time needs the local timezone. */
export function canSaveSchedule(v: ScheduleFormValues, localKnown: boolean): boolean {
  return (
    v.receivers.length > 0 &&
    v.subject.trim() !== '' &&
    v.message.trim() !== '' &&
    v.timezone !== null &&
    (v.timezone === '0' || localKnown)
  );
}
