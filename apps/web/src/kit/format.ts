/**
 * Numbers, money and dates as the screens show them, in the page's language (kit/i18n): Intl's number
 * and date formats for that language (1,234.5 in English, 1.234,5 in German, 1 234,5 in French), dayjs
 * with its locale for the 'lll'-style formats (loaded with the language, kit/i18n/index.ts). Exports keep
 * one form whatever the language (the contract's `callingcards/shown`), so spreadsheets read them alike.
 */
import type { Language } from '@portside/contract/locale';
import { currentLanguage } from './i18n/index.ts';

/** The region each language's figures are written for (Intl picks separators and currency placement). */
const LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-FR', de: 'de-DE', el: 'el-GR', es: 'es-ES' };

export const intlLocale = (language: Language = currentLanguage()): string => LOCALES[language];

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = intlLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

export const formatCount = (value: number): string =>
  numberFormat({ maximumFractionDigits: 0 }).format(value);

/** A number with up to `digits` decimals (minutes 2, a ping time 1). */
export const formatDecimal = (value: number, digits = 2): string =>
  numberFormat({ maximumFractionDigits: digits }).format(value);

export const formatMinutes = (value: number): string => formatDecimal(value, 2);

/**
 * Money in `currency` with 2 decimals, written the language's way: $1,234.50 and -$3.00 in English
 * (spec 000 §2.6), 1.234,50 $ in German.
 */
export const formatMoney = (value: number, currency: string | null = 'USD'): string =>
  moneyFormat(currency, 2).format(value);

/** Money per minute of a rate: at least 2 decimals, up to 4 ('$0.19', '$0.104'; '0,104 $' in German). */
export const formatRate = (value: number, currency: string | null = 'USD'): string =>
  moneyFormat(currency, 4).format(value);

/**
 * A call record's amount, 2 decimals rounded half away from zero on the stored 4 places, as the CDR export
 * rounds (contract callingcards/shown: 1.0050 is $1.01, where the binary 1.00499… would round down).
 */
export function formatRecordMoney(value: number, currency: string | null = 'USD'): string {
  const cents = Math.floor((Math.round(Math.abs(value) * 10_000) + 50) / 100);
  return formatMoney((Math.sign(value) || 1) * (cents / 100), currency);
}

const moneyFormat = (currency: string | null, maximumFractionDigits: number) =>
  numberFormat({
    style: 'currency',
    // An ISO 4217 code; anything else (none given) is the spec's dollars, as currencySymbol has it.
    currency: currency && /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits,
  });

/** A day as month and day, e.g. 'Nov 25' (English), '25 Νοε' (Greek). */
export const formatDayMonth = (value: string | number | Date): string =>
  new Intl.DateTimeFormat(intlLocale(), { month: 'short', day: 'numeric', timeZone: dayZone(value) }).format(
    new Date(value),
  );

/** A day of this year with its weekday, e.g. 'Wednesday, Nov 25' (English), 'Τετάρτη 25 Νοε' (Greek). */
export const formatWeekdayDate = (value: Date): string =>
  new Intl.DateTimeFormat(intlLocale(), { weekday: 'long', month: 'short', day: 'numeric' }).format(value);

/** A moment as date and time, e.g. '24 Νοε 2026, 9:29 μ.μ.', in `zone` (the browser's without one). */
export const formatDateTime = (value: Date, zone?: string): string =>
  new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(
    value,
  );

/** A 'YYYY-MM-DD' day is that calendar day wherever the browser is; an instant is shown in its own zone. */
const dayZone = (value: string | number | Date) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : undefined;

/** An hour of the day (0-23): '3:00 PM' in English, as spec 002 §5 writes it; '15:00' in German. */
export function formatHour(hour: number): string {
  if (currentLanguage() === 'en') return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
  return new Intl.DateTimeFormat(intlLocale(), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, hour));
}
