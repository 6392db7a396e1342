/**
 * How calling-card values read on screen, shared by the console and the exports, which write what the
 * screen shows (issue 16): session minutes, and money in each screen's format with its currency symbol.
 */
import { currencySymbol } from './tariffs.ts';

const minutes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Spec 002 CDRs: session seconds shown as minutes (seconds divided by 60, up to 2 decimals): 150 → '2.5'. */
export const sessionMinutes = (seconds: number) => minutes.format(seconds / 60);

/** A call record's amount: symbol and 2 decimals ('$1.98', '-£0.50'). */
export function cdrMoney(value: number, currency: string): string {
  const text = Math.abs(value).toFixed(2);
  return `${value < 0 ? '-' : ''}${currencySymbol(currency)}${text}`;
}

/** A card's credit or balance: '$12.50', '£1,234.00', '€0.75' (USD, GBP, EUR; USD by default). */
export function cardMoney(amount: number, currency: string | null | undefined): string {
  return `${currencySymbol(currency)}${grouped.format(amount)}`;
}

/** Money per minute of a rate: at least 2 decimals, up to 4 ('$0.19', '$0.1234', '$0.104'). */
export function rateMoney(value: number, currency: string): string {
  // 4 decimals, then trailing zeros off down to 2: 0.0800 → 0.08, 0.1040 → 0.104.
  const text = value.toFixed(4).replace(/(\.\d\d\d*?)0+$/, '$1');
  return `${currencySymbol(currency)}${text}`;
}
