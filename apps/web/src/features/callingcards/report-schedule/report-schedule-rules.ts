/** The report schedule form's rules (spec 002 §5; what and when, issue 13 item 5). */
import {
  type ReportSchedule,
  type ReportType,
  type ScheduleFrequency,
  uniqueReceivers,
} from '@portside/contract/callingcards/report-schedules';

export interface ScheduleFormValues {
  name: string;
  receivers: string[];
  subject: string;
  message: string;
  /** '0' UTC, '1' the ship's local time */
  timezone: '0' | '1' | null;
  reportType: ReportType;
  frequency: ScheduleFrequency;
  /** 0-23, as text for the pickers */
  hour: string;
  /** 0 Sunday to 6 Saturday, for weekly */
  weekday: string | null;
  /** 1 to 28, for monthly */
  day: string | null;
}

export const NEW_SCHEDULE: ScheduleFormValues = {
  name: '',
  receivers: [],
  subject: '',
  message: '',
  timezone: null,
  reportType: 'both',
  frequency: 'daily',
  hour: '6',
  weekday: null,
  day: null,
};

const frequencyOf = (text: string): ScheduleFrequency =>
  text === 'weekly' || text === 'monthly' ? text : 'daily';

/** The form's values of a stored schedule. */
export function valuesOf(s: ReportSchedule): ScheduleFormValues {
  return {
    name: s.name,
    receivers: receiversOf(s.receiver),
    subject: s.subject,
    message: s.message,
    timezone: s.use_local_timezone === 0 ? '0' : '1',
    reportType: s.report_type,
    frequency: frequencyOf(s.schedule),
    hour: String(s.run_hour),
    weekday: s.run_weekday === null ? null : String(s.run_weekday),
    day: s.run_day === null ? null : String(s.run_day),
  };
}

/** The list with `email` added at the end, unless it is there already (case aside). */
export const addReceiver = (list: string[], email: string) => uniqueReceivers([...list, email]);

/** The stored comma-separated receivers as entries. */
export const receiversOf = (receiver: string) => uniqueReceivers(receiver.split(','));

/** A weekly schedule needs its weekday, a monthly one its day. */
export const timingComplete = (v: ScheduleFormValues) =>
  (v.frequency !== 'weekly' || v.weekday !== null) && (v.frequency !== 'monthly' || v.day !== null);

/** Name, receiver, subject, message and run timezone are required; local time needs the local timezone. */
export function canSaveSchedule(v: ScheduleFormValues, localKnown: boolean): boolean {
  return (
    v.name.trim() !== '' &&
    v.receivers.length > 0 &&
    v.subject.trim() !== '' &&
    v.message.trim() !== '' &&
    v.timezone !== null &&
    (v.timezone === '0' || localKnown) &&
    timingComplete(v)
  );
}

/** The body of a create or an update: what it reports and when, with the spec's fields. */
export function scheduleBody(v: ScheduleFormValues) {
  return {
    name: v.name.trim(),
    receiver: v.receivers.join(','),
    subject: v.subject.trim(),
    message: v.message.trim(),
    use_local_timezone: v.timezone === '1' ? (1 as const) : (0 as const),
    report_type: v.reportType,
    schedule: v.frequency,
    run_hour: Number(v.hour),
    run_weekday: v.frequency === 'weekly' && v.weekday !== null ? Number(v.weekday) : null,
    run_day: v.frequency === 'monthly' && v.day !== null ? Number(v.day) : null,
  };
}
