/**
 * Amounts typed into a text field the page's language's way: '12,50' where the language writes a decimal
 * comma (French, German, Greek, Spanish), '12.50' in English. A dot is taken as the decimal point in every
 * language too (a price copied from an English rate sheet); the language's grouping ('1.234,50',
 * '1,234.50') is read as such. What a form sends is always the number.
 */
import { intlLocale } from '../format.ts';

/** The language's decimal separator: '.' in English, ',' in French, German, Greek and Spanish. */
export const decimalSeparator = (): string =>
  new Intl.NumberFormat(intlLocale()).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ??
  '.';

/** The amount in `text`, or NaN when it is none ('', 'abc', '1,2,3', '12,50' in English). */
export function parseAmount(text: string): number {
  let s = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (decimalSeparator() === ',') {
    // '1.234,50' → '1234.50'; '12,50' → '12.50'; '0.08' (a dot alone) stays the decimal point.
    if (s.includes(',')) s = /^-?\d{1,3}(\.\d{3})+,\d*$/.test(s) ? s.replace(/\./g, '') : s;
    s = s.replace(',', '.');
  } else if (/^-?\d{1,3}(,\d{3})+(\.\d*)?$/.test(s)) {
    s = s.replace(/,/g, '');
  }
  return /^-?(\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : Number.NaN;
}

/** A stored amount as its field shows it: 0.08 → '0,08' in German, '0.08' in English (no grouping). */
export const amountText = (value: number): string => String(value).replace('.', decimalSeparator());
