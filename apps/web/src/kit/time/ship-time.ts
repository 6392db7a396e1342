/**
 * Times in the ship's time zone (GET /v3/utils/localtimezone's IANA zone), as the screens show them:
 * dayjs with utc and timezone (DESIGN §7), 'lll' unless a format is given.
 */
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { formatDateTime, formatHour } from '../format.ts';
import { currentLanguage } from '../i18n/index.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(localizedFormat);

/** `value` (ISO 8601) in `zone`; '' for no time. Without a zone, the browser's own. */
export function formatInZone(
  value: string | number | Date | null | undefined,
  zone: string | undefined,
  format = 'lll',
): string {
  if (value === null || value === undefined || value === '') return '';
  const at = dayjs(value);
  if (!at.isValid()) return '';
  // 'lll' in another language is Intl's (dayjs's Greek, for one, keeps AM/PM); English keeps dayjs's.
  if (format === 'lll' && currentLanguage() !== 'en') return formatDateTime(at.toDate(), zone);
  return (zone ? at.tz(zone) : at).format(format);
}

/** Midnight at the start of `day` (YYYY-MM-DD) in `zone`; the browser's without one. */
export function dayStartInZone(day: string, zone: string | undefined) {
  return zone ? dayjs.tz(day, zone) : dayjs(day);
}

/**
 * The 24 hourly slots of an hour picker (spec 002 §5): 12:00 AM to 11:00 PM, valued '0' to '23'. Each
 * label is written when read, in the page's language at that moment (kit/format.ts).
 */
export const HOUR_SLOTS: ReadonlyArray<{ value: string; readonly label: string }> = Array.from(
  { length: 24 },
  (_, hour) => ({
    value: String(hour),
    get label() {
      return formatHour(hour);
    },
  }),
);
