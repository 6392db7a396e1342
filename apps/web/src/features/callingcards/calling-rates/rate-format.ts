/** Money per minute with its currency symbol: at least 2 decimals, up to 4 ($0.19, $0.1234). */
import { currencySymbol } from '@portside/contract/callingcards/tariffs';

export function rateMoney(value: number, currency: string): string {
  // 4 decimals, then trailing zeros off down to 2: 0.0800 → 0.08, 0.1040 → 0.104.
  const text = value.toFixed(4).replace(/(\.\d\d\d*?)0+$/, '$1');
  return `${currencySymbol(currency)}${text}`;
}
