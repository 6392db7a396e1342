/** Amounts typed the page's language's way (amount.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { formatRate, formatRecordMoney } from '../format.ts';
import { changeLanguage } from '../i18n/index.ts';
import { amountText, decimalSeparator, parseAmount } from './amount.ts';

afterEach(() => changeLanguage('en'));

describe('amounts in a text field', () => {
  it('reads English: a decimal point, a comma only as grouping', () => {
    expect(decimalSeparator()).toBe('.');
    expect(parseAmount(' 12.50 ')).toBe(12.5);
    expect(parseAmount('1,234.50')).toBe(1234.5);
    expect(parseAmount('.5')).toBe(0.5);
    expect(parseAmount('12,50')).toBeNaN();
    for (const bad of ['', 'abc', '1.2.3', '1,2,3', '12 $']) expect(parseAmount(bad), bad).toBeNaN();
    expect(amountText(0.08)).toBe('0.08');
  });

  it('reads a decimal comma in German, French, Greek and Spanish, and a lone dot still as the point', async () => {
    for (const language of ['de', 'fr', 'el', 'es'] as const) {
      await changeLanguage(language);
      expect(decimalSeparator(), language).toBe(',');
      expect(parseAmount('12,50'), language).toBe(12.5);
      expect(parseAmount('0.08'), language).toBe(0.08);
      expect(parseAmount('-3,5'), language).toBe(-3.5);
      expect(parseAmount('1,2,3'), language).toBeNaN();
      expect(amountText(0.08), language).toBe('0,08');
    }
    await changeLanguage('de');
    expect(parseAmount('1.234,50')).toBe(1234.5);
    expect(parseAmount('1 234,50')).toBe(1234.5);
  });

  it('writes a rate with up to 4 decimals and a record’s amount rounded half away from zero', async () => {
    expect(formatRate(0.104)).toBe('$0.104');
    expect(formatRate(0.19, 'GBP')).toBe('£0.19');
    expect(formatRecordMoney(1.005)).toBe('$1.01');
    expect(formatRecordMoney(-0.005)).toBe('-$0.01');
    await changeLanguage('de');
    expect(formatRate(0.104)).toBe('0,104\u00a0$');
  });
});
