/** The special-rate form's rules (spec 002 §5): create needs dial prefix, cost, price and name; update the last three. */
import { DialPrefix, RateMoney, RateName } from '@portside/contract/callingcards/rates';

export interface RateFormValues {
  destination: string;
  cost: string;
  price: string;
  name: string;
}

export const isDialPrefix = (v: string) => DialPrefix.safeParse(v).success;
export const isRateMoney = (v: string) => v.trim() !== '' && RateMoney.safeParse(v.trim()).success;
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
