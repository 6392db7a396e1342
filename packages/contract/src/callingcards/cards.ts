/**
 * Calling-card PINs and cabins (spec 002 §3-§9) under /v3/callingcard/card: the list (JSON or CSV
 * export), create, update, deactivate (DELETE keeps the row with status 0), a unique random PIN, and the
 * billing-period reset of cabins. Paths carry no domain: the session's current environment is the domain.
 * A cabin is a PIN whose pin is the cabin identifier: credit, no expiry. An admin PIN: expiry, no credit.
 */
import { z } from 'zod';
import { exportView, listQuery, SearchTerm, TotalKind } from '../pbx/list.ts';
import { CardType, Currency } from './tariffs.ts';

export { CARD_TYPES, CardType, CURRENCIES, Currency, currencySymbol } from './tariffs.ts';

/** Order By of the advanced search; creationdate is the spec's default. */
export const CARD_ORDER_BY = ['creationdate', 'pin', 'name', 'expirationdate', 'lastuse'] as const;

/** Export columns, in the list's default order. */
export const CARD_COLUMNS = [
  'id',
  'pin',
  'name',
  'type',
  'tariff',
  'tariff_description',
  'credit',
  'initialbalance',
  'currency',
  'status',
  'creationdate',
  'expirationdate',
  'lastuse',
] as const;
/**
 * The raw values beside the columns the screen formats (issue 16): amounts as numbers and UTC instants
 * (ISO 8601), offered by the column chooser and exported as stored.
 */
export const CARD_RAW_COLUMNS = [
  'credit_amount',
  'initialbalance_amount',
  'creationdate_utc',
  'lastuse_utc',
] as const;
/** Every column an export can write. */
export const CARD_EXPORT_COLUMNS = [...CARD_COLUMNS, ...CARD_RAW_COLUMNS] as const;
export type CardColumn = (typeof CARD_EXPORT_COLUMNS)[number];

/** `active=1` or `active=0`; absent: every status. */
const ActiveFlag = z
  .enum(['1', '0'])
  .transform((v) => (v === '1' ? 1 : 0))
  .optional();

export const CardListQuery = listQuery({
  orderby: CARD_ORDER_BY,
  columns: CARD_EXPORT_COLUMNS,
  filters: {
    pin: SearchTerm,
    name: SearchTerm,
    type: CardType.optional(),
    active: ActiveFlag,
    ...exportView,
  },
});
export type CardListQuery = z.output<typeof CardListQuery>;
export type CardListQueryInput = z.input<typeof CardListQuery>;

/** A calendar date, YYYY-MM-DD (an expiry runs to the end of that day, UTC). */
export const CardDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'must be a real date as YYYY-MM-DD');

/**
 * A PIN or cabin number as stored (to name one, e.g. in a reset list): letters, digits and dashes, up to
 * 32. A new one is digits only (cardPinProblem); older ones are still found by this.
 */
export const CardPin = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits or dashes');

/** The fewest digits of a new PIN by type: a cabin's is dialled by guests, an admin PIN opens crew calls. */
export const CARD_PIN_MIN_DIGITS: Record<CardType, number> = { cabin: 4, admin: 6 };

/** Why a new PIN is refused; the console translates the code, the server says the sentence. */
export type CardPinProblem = 'digits' | 'short';

/** The problem of a PIN given to a new card (or a changed pin), or null when it may be used. */
export function cardPinProblem(pin: string, type: CardType): CardPinProblem | null {
  const text = pin.trim();
  if (!/^[0-9]+$/.test(text)) return 'digits';
  return text.length < CARD_PIN_MIN_DIGITS[type] ? 'short' : null;
}

/** The end of "Field 'pin' …." for a problem of a PIN of `type`. */
export function cardPinSentence(problem: CardPinProblem, type: CardType): string {
  if (problem === 'digits') return 'must be digits only';
  const n = CARD_PIN_MIN_DIGITS[type];
  // Whole predicates, so the server's catalogue (platform/i18n) has a template for each.
  return type === 'admin'
    ? `must be at least ${n} digits for an admin PIN`
    : `must be at least ${n} digits for a cabin`;
}

/** The pin of a new card: digits only, up to 32; its least length by type is checked with the type. */
const NewCardPin = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[0-9]+$/, 'must be digits only');

export const CardName = z.string().trim().min(1).max(100);
/** Money in the card's currency, at most 4 decimals are kept. */
export const CardMoney = z.coerce.number().min(0).max(1_000_000);

/**
 * POST /v3/callingcard/card. Spec 002 §5: a cabin needs cabin (pin), name and tariff, and has no expiry;
 * an admin PIN needs pin, name, expiration date and tariff. initialbalance only when credit is given.
 * The pin is digits only, at least 4 for a cabin and 6 for an admin PIN.
 */
export const CreateCard = z
  .object({
    pin: NewCardPin,
    name: CardName,
    type: CardType,
    tariff: z.coerce.number().int().positive(),
    expirationdate: CardDate.nullable().optional(),
    initialbalance: CardMoney.optional(),
    currency: Currency.optional(),
    status: z.literal(1).default(1),
  })
  .superRefine((card, ctx) => {
    const pinProblem = cardPinProblem(card.pin, card.type);
    if (pinProblem) {
      ctx.addIssue({ code: 'custom', path: ['pin'], message: cardPinSentence(pinProblem, card.type) });
    }
    if (card.type === 'admin' && !card.expirationdate) {
      ctx.addIssue({ code: 'custom', path: ['expirationdate'], message: 'is required for an admin PIN' });
    }
    if (card.type === 'cabin' && card.expirationdate) {
      ctx.addIssue({ code: 'custom', path: ['expirationdate'], message: 'must be null for a cabin' });
    }
  });
export type CreateCard = z.output<typeof CreateCard>;
export type CreateCardInput = z.input<typeof CreateCard>;

/**
 * PATCH /v3/callingcard/card/{id}: what is given changes. status 1 re-enables an inactive PIN. A changed
 * initialbalance moves the current credit by the same amount (never below 0). An admin PIN keeps an
 * expiry date (null is refused); a cabin has none. A changed pin follows the create's rule for the card's
 * type (checked by the service, which knows the type); the unchanged pin of an older card is accepted.
 */
export const UpdateCard = z.object({
  pin: CardPin.optional(),
  name: CardName.optional(),
  expirationdate: CardDate.nullable().optional(),
  initialbalance: CardMoney.optional(),
  tariff: z.coerce.number().int().positive().optional(),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type UpdateCard = z.output<typeof UpdateCard>;
export type UpdateCardInput = z.input<typeof UpdateCard>;

export const CardParams = z.object({ id: z.coerce.number().int().positive() });
export const CardTypeParams = z.object({ type: CardType });

export const Card = z.object({
  id: z.number().int(),
  pin: z.string(),
  name: z.string(),
  type: CardType,
  tariff: z.number().int().nullable(),
  tariff_description: z.string().nullable(),
  /** what is left in this billing period */
  credit: z.number(),
  /** the credit a billing-period reset restores */
  initialbalance: z.number(),
  currency: z.string(),
  /** 1 active, 0 inactive */
  status: z.number().int(),
  active: z.boolean(),
  creationdate: z.string(),
  /** YYYY-MM-DD, or null (cabins) */
  expirationdate: z.string().nullable(),
  lastuse: z.string().nullable(),
});
export type Card = z.infer<typeof Card>;

export const CardList = z.object({ data: z.array(Card), total: z.number().int(), total_kind: TotalKind });
export type CardList = z.infer<typeof CardList>;

/** GET /v3/utils/uniquerandom/callingcard/pin/{type}: a number no PIN of the domain has. */
export const UniqueRandomPin = z.object({ number: z.string() });
export type UniqueRandomPin = z.infer<typeof UniqueRandomPin>;

/** POST /v3/callingcard/card/type/cabin/reset. */
export const ResetCabins = z.object({
  /** 'all' cabins of the domain, or the cabins named. */
  list: z.union([z.literal('all'), z.array(CardPin).min(1).max(10_000)]),
  /** Only the call records that started before this moment are archived (ISO date or date-time). */
  archive_cdrs_prior_to: z.iso.datetime({ offset: true, local: true }).or(z.iso.date()).optional(),
});
export type ResetCabins = z.output<typeof ResetCabins>;
export type ResetCabinsInput = z.input<typeof ResetCabins>;

export const ResetAccepted = z.object({
  cabin: z.string(),
  /** call records archived */
  archived: z.number().int(),
  /** the credit after the reset (the initial balance) */
  credit: z.number(),
});
export const ResetRejected = z.object({ cabin: z.string(), reason: z.string() });
export const ResetCabinsResult = z.object({
  data: z.object({
    accepted: z.object({ obj: z.array(ResetAccepted) }),
    rejected: z.object({ obj: z.array(ResetRejected) }),
  }),
});
export type ResetCabinsResult = z.infer<typeof ResetCabinsResult>;

/** GET /v3/callingcard/card/type/cabin/reset: how many cabins a reset of 'all' resets (its confirmation). */
export const ResetCabinsPreview = z.object({ cabins: z.number().int() });
export type ResetCabinsPreview = z.infer<typeof ResetCabinsPreview>;

/** True when a YYYY-MM-DD expiry is before `today` (YYYY-MM-DD): the list shows it in red. */
export function isExpired(expirationdate: string | null, today: string): boolean {
  return expirationdate !== null && expirationdate < today;
}
