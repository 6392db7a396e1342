/** Money and minutes as the cabin sees them: the card's currency (USD $, GBP £, EUR €), 2 decimals, in the page's language. */
import { formatDecimal, formatMoney } from '../../kit/format.ts';

export const formatBalance = (amount: number, currency: string): string => formatMoney(amount, currency);

/** Spec 002 §2: session minutes are seconds divided by 60. */
export const formatMinutes = (seconds: number): string => formatDecimal(seconds / 60, 1);
