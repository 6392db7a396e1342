/**
 * The tariff form's rules (issue 13): the contract's limits, on text fields. Billing increment 1 to 3600
 * whole seconds, minimum billed duration 0 to 3600, free seconds 0 or more, money per minute as for rates.
 */
import { RateMoney } from '@portside/contract/callingcards/rates';
import {
  BillingIncrement,
  Initblock,
  MinimumDuration,
  type Tariff,
  TariffDescription,
  type UpdateTariff,
} from '@portside/contract/callingcards/tariffs';
import { amountText, parseAmount } from '../../../kit/form/amount.ts';

export interface TariffFormValues {
  description: string;
  default_cost: string;
  default_price: string;
  initblock: string;
  billing_increment: string;
  minimum_duration: string;
}
export type TariffField = keyof TariffFormValues;
export const TARIFF_FIELDS: readonly TariffField[] = [
  'description',
  'default_cost',
  'default_price',
  'initblock',
  'billing_increment',
  'minimum_duration',
];

export const tariffValuesOf = (t: Tariff): TariffFormValues => ({
  description: t.description,
  default_cost: amountText(t.default_cost),
  default_price: amountText(t.default_price),
  initblock: String(t.initblock),
  billing_increment: String(t.billing_increment),
  minimum_duration: String(t.minimum_duration),
});

/** Whole seconds typed as digits only: '6' yes; '6.5', '-1', '1e3' and '' no. */
const seconds = (v: string) => (/^\d{1,7}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN);

const CHECKS: Record<TariffField, (v: string) => boolean> = {
  description: (v) => TariffDescription.safeParse(v).success,
  // Money typed the language's way ('0,08' in German, kit/form/amount.ts).
  default_cost: (v) => RateMoney.safeParse(parseAmount(v)).success,
  default_price: (v) => RateMoney.safeParse(parseAmount(v)).success,
  initblock: (v) => Initblock.safeParse(seconds(v)).success,
  billing_increment: (v) => BillingIncrement.safeParse(seconds(v)).success,
  minimum_duration: (v) => MinimumDuration.safeParse(seconds(v)).success,
};
export const isTariffFieldValid = (field: TariffField, v: string) => CHECKS[field](v);
export const canSaveTariff = (v: TariffFormValues) => TARIFF_FIELDS.every((f) => CHECKS[f](v[f]));

/** The PATCH body: every field of the form, as the contract's numbers. */
export function toTariffBody(v: TariffFormValues): UpdateTariff {
  return {
    description: v.description.trim(),
    default_cost: parseAmount(v.default_cost),
    default_price: parseAmount(v.default_price),
    initblock: seconds(v.initblock),
    billing_increment: seconds(v.billing_increment),
    minimum_duration: seconds(v.minimum_duration),
  };
}

/** The field a server sentence names ("Field 'billing_increment' must be at least 1."), or null. */
export function tariffFieldOf(message: string): TariffField | null {
  const named = /'([a-z_]+)'/.exec(message)?.[1];
  return (TARIFF_FIELDS as readonly string[]).includes(named ?? '') ? (named as TariffField) : null;
}
