/**
 * Calling-card tariffs (spec 002 §3, §7): GET /v3/callingcard/tariff, the active tariffs of the session's
 * domain in id order. `type` (admin or cabin) keeps the tariffs offered for that kind of PIN: those made
 * for it and those made for any type. Money goes out as numbers per minute; initblock is free seconds.
 * Beyond the spec (issue 13): POST /v3/callingcard/tariff and PATCH …/tariff/{tariff}, and each tariff's
 * billing increment and minimum billed duration, the rating engine's rules.
 */
import { z } from 'zod';
import { PageQuery } from '../common.ts';
import { RateMoney } from './rates.ts';

export const CARD_TYPES = ['admin', 'cabin'] as const;
export const CardType = z.enum(CARD_TYPES);
export type CardType = z.infer<typeof CardType>;

/** Spec 002 §3: USD ($), GBP (£), EUR (€); USD by default. */
export const CURRENCIES = ['USD', 'GBP', 'EUR'] as const;
export const Currency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof Currency>;
export const CURRENCY_SYMBOLS: Record<Currency, string> = { USD: '$', GBP: '£', EUR: '€' };

/** '$' for USD, '£' for GBP, '€' for EUR; an unknown code stands for itself. */
export function currencySymbol(code: string | null | undefined): string {
  if (!code) return CURRENCY_SYMBOLS.USD;
  return (CURRENCY_SYMBOLS as Record<string, string>)[code] ?? code;
}

export const TariffListQuery = z.object({
  ...PageQuery.shape,
  orderby: z.enum(['id']).default('id'),
  /** 1 active (the default), 0 inactive. */
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(1),
  type: CardType.optional(),
});
export type TariffListQuery = z.infer<typeof TariffListQuery>;

export const Tariff = z.object({
  id: z.number().int(),
  description: z.string(),
  /** per minute */
  default_cost: z.number(),
  /** per minute */
  default_price: z.number(),
  /** seconds of free time per card in a billing period (the billing reset gives them back) */
  initblock: z.number().int(),
  default_currency: z.string(),
  /** the PIN type the tariff is for; null for any type */
  type: CardType.nullable(),
  status: z.number().int(),
  /** seconds: billed time is a multiple of it (1 rates per second, 60 per started minute) */
  billing_increment: z.number().int(),
  /** seconds: a call that bills anything bills at least this long (0: no minimum) */
  minimum_duration: z.number().int(),
});
export type Tariff = z.infer<typeof Tariff>;

export const TariffList = z.object({ data: z.array(Tariff) });
export type TariffList = z.infer<typeof TariffList>;

/** Free minutes of a tariff: initblock divided by 60. */
export const freeMinutes = (t: Pick<Tariff, 'initblock'>) => t.initblock / 60;

/** Limits of a tariff's billing rules, in seconds. */
export const BILLING_INCREMENT = { min: 1, max: 3600, default: 1 } as const;
export const MINIMUM_DURATION = { min: 0, max: 3600, default: 0 } as const;
/** Free seconds a tariff gives per billing period (initblock): up to 1,000,000 (about 277 hours). */
export const INITBLOCK_MAX = 1_000_000;

const seconds = (min: number, max: number) =>
  z
    .number('must be a number')
    .int('must be a whole number of seconds')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
export const BillingIncrement = seconds(BILLING_INCREMENT.min, BILLING_INCREMENT.max);
export const MinimumDuration = seconds(MINIMUM_DURATION.min, MINIMUM_DURATION.max);
export const Initblock = seconds(0, INITBLOCK_MAX);
export const TariffDescription = z.string().trim().min(1, 'is required').max(100);

/** POST /v3/callingcard/tariff: a description is required; the rest has defaults (USD, per second, no minimum). */
export const CreateTariff = z.object({
  description: TariffDescription,
  default_cost: RateMoney.default(0),
  default_price: RateMoney.default(0),
  initblock: Initblock.default(0),
  default_currency: Currency.default('USD'),
  type: CardType.nullable().default(null),
  billing_increment: BillingIncrement.default(BILLING_INCREMENT.default),
  minimum_duration: MinimumDuration.default(MINIMUM_DURATION.default),
});
export type CreateTariff = z.output<typeof CreateTariff>;
export type CreateTariffInput = z.input<typeof CreateTariff>;

/**
 * PATCH /v3/callingcard/tariff/{tariff}: the fields given change; status 0 deactivates, 1 re-enables. The
 * currency is not among them: the tariff's special rates and the cards priced by it are in that currency.
 */
export const UpdateTariff = z.object({
  description: TariffDescription.optional(),
  default_cost: RateMoney.optional(),
  default_price: RateMoney.optional(),
  initblock: Initblock.optional(),
  type: CardType.nullable().optional(),
  billing_increment: BillingIncrement.optional(),
  minimum_duration: MinimumDuration.optional(),
  status: z.union([z.literal(0), z.literal(1)], 'must be 1 or 0').optional(),
});
export type UpdateTariff = z.output<typeof UpdateTariff>;
export type UpdateTariffInput = z.input<typeof UpdateTariff>;
