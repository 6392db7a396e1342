/**
 * How calling-card values read on screen, shared by the console and the exports, which write what the
 * screen shows (issue 16): session minutes, and money in each screen's format with its currency symbol.
 */
import { currencySymbol } from './tariffs.ts';

// Made on first use: the process's first Intl.NumberFormat loads ICU's number data (10-15 ms), which a
// server restart should not pay before its first answer (issue 15 item 5) when no answer has asked for it.
let minutes: Intl.NumberFormat | undefined;
let grouped: Intl.NumberFormat | undefined;

/** Spec 002 CDRs: session seconds shown as minutes (seconds divided by 60, up to 2 decimals): 150 → '2.5'. */
export function sessionMinutes(seconds: number): string {
  minutes ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return minutes.format(seconds / 60);
}

/**
 * A call record's amount: symbol and 2 decimals ('$1.98', '-£0.50'), rounded half away from zero on the
 * stored decimal (4 places), as PostgreSQL's round() does in the CDR export (issue 13 item 7): 1.0050
 * shows $1.01, where toFixed(2) of the binary number would show $1.00 (it is 1.00499…).
 */
export function cdrMoney(value: number, currency: string): string {
  // Ten-thousandths as an exact integer (the stored scale), then cents, half up.
  const units = Math.round(Math.abs(value) * 10_000);
  const cents = Math.floor((units + 50) / 100);
  const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  return `${value < 0 ? '-' : ''}${currencySymbol(currency)}${text}`;
}

/** A card's credit or balance: '$12.50', '£1,234.00', '€0.75' (USD, GBP, EUR; USD by default). */
export function cardMoney(amount: number, currency: string | null | undefined): string {
  grouped ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${currencySymbol(currency)}${grouped.format(amount)}`;
}

/** Money per minute of a rate: at least 2 decimals, up to 4 ('$0.19', '$0.1234', '$0.104'). */
export function rateMoney(value: number, currency: string): string {
  // 4 decimals, then trailing zeros off down to 2: 0.0800 → 0.08, 0.1040 → 0.104.
  const text = value.toFixed(4).replace(/(\.\d\d\d*?)0+$/, '$1');
  return `${currencySymbol(currency)}${text}`;
}
