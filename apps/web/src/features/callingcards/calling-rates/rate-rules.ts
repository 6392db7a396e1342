/** The special-rate form's rules (spec 002 §5): create needs dial prefix, cost, price and name; update the last three. */
import { DialPrefix, RateMoney, RateName } from '@portside/contract/callingcards/rates';
import { parseAmount } from '../../../kit/form/amount.ts';

export interface RateFormValues {
  destination: string;
  cost: string;
  price: string;
  name: string;
}

/** 1 to 15 digits; a leading + (+44) is taken and left off, as the server does. */
export const isDialPrefix = (v: string) => DialPrefix.safeParse(v).success;
/** The prefix as stored: '+44' → '44'. */
export const dialPrefixOf = (v: string) => {
  const parsed = DialPrefix.safeParse(v);
  return parsed.success ? parsed.data : v.trim();
};
/** Money per minute, typed the language's way ('0,08' in German, kit/form/amount.ts). */
export const isRateMoney = (v: string) => RateMoney.safeParse(parseAmount(v)).success;
export const isRateName = (v: string) => RateName.safeParse(v).success;

export function canSaveRate(v: RateFormValues, creating: boolean): boolean {
  return (
    (!creating || isDialPrefix(v.destination)) &&
    isRateMoney(v.cost) &&
    isRateMoney(v.price) &&
    isRateName(v.name)
  );
}

/** The field a server sentence is about ("Field 'cost' …", "…dial prefix…"), to show it there. */
export function rateFieldOf(message: string): keyof RateFormValues | null {
  const named = /'(destination|cost|price|name)'/.exec(message)?.[1] as keyof RateFormValues | undefined;
  if (named) return named;
  return /dial prefix/i.test(message) ? 'destination' : null;
}

/**
 * A price per minute below the cost loses money on every minute called: the dialog warns before saving
 * (a free or discounted destination may still be meant). Null when either is not a valid amount.
 */
export function belowCost(v: Pick<RateFormValues, 'cost' | 'price'>): number | null {
  if (!isRateMoney(v.cost) || !isRateMoney(v.price)) return null;
  const cost = parseAmount(v.cost);
  const price = parseAmount(v.price);
  return price < cost ? cost - price : null;
}
