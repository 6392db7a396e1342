/**
 * Calling-card tariffs (spec 002 §3, §7): GET /v3/callingcard/tariff, the active tariffs of the session's
 * domain in id order. `type` (admin or cabin) keeps the tariffs offered for that kind of PIN: those made
 * for it and those made for any type. Money goes out as numbers per minute; initblock is free seconds.
 */
import { z } from 'zod';
import { PageQuery } from '../common.ts';

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
  /** seconds of free time per call */
  initblock: z.number().int(),
  default_currency: z.string(),
  /** the PIN type the tariff is for; null for any type */
  type: CardType.nullable(),
  status: z.number().int(),
});
export type Tariff = z.infer<typeof Tariff>;

export const TariffList = z.object({ data: z.array(Tariff) });
export type TariffList = z.infer<typeof TariffList>;

/** Free minutes of a tariff: initblock divided by 60. */
export const freeMinutes = (t: Pick<Tariff, 'initblock'>) => t.initblock / 60;
