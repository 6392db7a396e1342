/** Money and minutes as the cabin sees them: the card's currency symbol (USD $, GBP £, EUR €), 2 decimals. */
import { currencySymbol } from '@portside/contract/callingcards/tariffs';

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const minutes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const formatBalance = (amount: number, currency: string): string =>
  `${amount < 0 ? '-' : ''}${currencySymbol(currency)}${money.format(Math.abs(amount))}`;

/** Spec 002 §2: session minutes are seconds divided by 60. */
export const formatMinutes = (seconds: number): string => minutes.format(seconds / 60);
