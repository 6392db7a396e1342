/**
 * Special rates of a tariff (spec 002 §3, §5, §7): per dial prefix, a cost and price per minute and a name.
 * GET, POST /v3/callingcard/tariff/{tariff}/rate and PATCH …/rate/{rate}. A prefix is once per tariff.
 */
import { z } from 'zod';
import { exportView, listQuery, TotalKind } from '../pbx/list.ts';

export const SpecialRate = z.object({
  id: z.number().int(),
  /** the dial prefix (shown as Dial Prefix) */
  destination: z.string(),
  tariff: z.number().int(),
  /** per minute */
  cost: z.number(),
  /** per minute */
  price: z.number(),
  name: z.string(),
  /** ISO 8601 */
  creationdate: z.string(),
  /** 1 active, 0 inactive */
  status: z.number().int(),
  currency: z.string(),
});
export type SpecialRate = z.infer<typeof SpecialRate>;

/** Spec 002 Calling Rates: the special-rate columns, in order. */
export const RATE_COLUMNS = [
  'id',
  'destination',
  'tariff',
  'cost',
  'price',
  'name',
  'creationdate',
  'status',
  'currency',
] as const satisfies ReadonlyArray<keyof SpecialRate>;
/** The raw values beside the formatted columns (issue 16): amounts as numbers, the UTC instant. */
export const RATE_RAW_COLUMNS = ['cost_amount', 'price_amount', 'creationdate_utc'] as const;
/** Every column an export can write. */
export const RATE_EXPORT_COLUMNS = [...RATE_COLUMNS, ...RATE_RAW_COLUMNS] as const;
export type RateColumn = (typeof RATE_EXPORT_COLUMNS)[number];

/** GET …/rate: search looks in the dial prefix and the name; newest first. */
export const RateListQuery = listQuery({
  orderby: ['creationdate', 'destination'],
  columns: RATE_EXPORT_COLUMNS,
  filters: { ...exportView },
});
export type RateListQuery = z.infer<typeof RateListQuery>;

export const RateList = z.object({
  data: z.array(SpecialRate),
  total: z.number().int(),
  total_kind: TotalKind.optional(),
});
export type RateList = z.infer<typeof RateList>;

/**
 * A dial prefix: 1 to 15 digits, as the switch matches the dialled number. A leading + (as people write
 * an international number, +44) is taken and left off: +44 is stored as 44.
 */
export const DialPrefix = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{1,15}$/, 'must be a dial prefix of 1 to 15 digits (a leading + is left off)')
  .transform((prefix) => prefix.replace(/^\+/, ''));
/** Money per minute: 0 to 9,999.9999. Numbers or numeric text (a form field) are accepted. */
export const RateMoney = z.coerce
  .number('must be a number')
  .min(0, 'must be 0 or more')
  .max(9999.9999, 'must be at most 9999.9999');
export const RateName = z.string().trim().min(1, 'is required').max(100);

/** POST …/rate (spec 002 §5: dial prefix, cost, price and name required). */
export const CreateRate = z.object({
  destination: DialPrefix,
  cost: RateMoney,
  price: RateMoney,
  name: RateName,
});
export type CreateRate = z.output<typeof CreateRate>;
export type CreateRateInput = z.input<typeof CreateRate>;

/** PATCH …/rate/{rate}: the console sends cost, price, name and status (1 update, 0 deactivate). */
export const UpdateRate = z.object({
  cost: RateMoney.optional(),
  price: RateMoney.optional(),
  name: RateName.optional(),
  status: z.union([z.literal(0), z.literal(1)], 'must be 1 or 0').optional(),
});
export type UpdateRate = z.infer<typeof UpdateRate>;

export const TariffParams = z.object({ tariff: z.coerce.number('must be a tariff id').int().min(1) });
export const RateParams = TariffParams.extend({ rate: z.coerce.number('must be a rate id').int().min(1) });
