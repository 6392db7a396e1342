/** Number formatting shared by the screens (en-US grouping; money with a $ prefix and 2 decimals). */
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatCount = (value: number): string => integer.format(value);
export const formatMinutes = (value: number): string => decimal.format(value);
/** Spec 000 §2.6: "$" prefix and 2 decimals, e.g. $1,234.50; -$3.00 for a negative amount. */
export const formatMoney = (value: number): string =>
  value < 0 ? `-$${money.format(Math.abs(value))}` : `$${money.format(value)}`;
