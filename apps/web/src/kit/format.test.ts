/** Figures, money and dates in the page's language. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDateTime,
  formatDayMonth,
  formatDecimal,
  formatHour,
  formatMoney,
} from './format.ts';
import { changeLanguage } from './i18n/index.ts';

afterEach(() => changeLanguage('en'));

describe('kit/format', () => {
  it('writes English as spec 000 §2.6 does: $1,234.50, -$3.00', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatDecimal(2.345, 2)).toBe('2.35');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-3)).toBe('-$3.00');
    expect(formatMoney(12.5, 'GBP')).toBe('£12.50');
    expect(formatMoney(1, '')).toBe('$1.00');
    expect(formatDayMonth('2026-11-25')).toBe('Nov 25');
    expect(formatHour(15)).toBe('3:00 PM');
  });

  it('writes each other language its own way', async () => {
    await changeLanguage('de');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatMoney(1234.5)).toBe('1.234,50\u00a0$');
    expect(formatHour(15)).toBe('15:00');
    await changeLanguage('el');
    expect(formatDayMonth('2026-11-25')).toBe('25 Νοε');
    expect(formatMoney(1234.5, 'EUR')).toBe('1.234,50\u00a0€');
    expect(formatDateTime(new Date('2026-11-24T21:29:00Z'), 'UTC')).toBe('24 Νοε 2026, 9:29 μ.μ.');
    await changeLanguage('fr');
    expect(formatDecimal(2.5, 1)).toBe('2,5');
    expect(formatDateTime(new Date('2026-11-24T21:29:00Z'), 'Europe/Paris')).toBe('24 nov. 2026, 22:29');
  });
});
