/**
 * The rules of the PIN and cabin forms (spec 002 §3, §5), kept apart from the components so they are
 * tested alone: what each type asks, what a save sends, how a CSV row becomes a create call, the money
 * and date display, and the Reset Billing Period choices (24 hourly slots, the ISO moment).
 */
import {
  type Card,
  type CardType,
  type CreateCardInput,
  cardPinProblem,
  isExpired,
  type ResetCabinsInput,
  type UpdateCardInput,
} from '@portside/contract/callingcards/cards';
import type { Tariff } from '@portside/contract/callingcards/tariffs';
import { amountText, parseAmount } from '../../../kit/form/amount.ts';

export type PinFormValues = {
  pin: string;
  name: string;
  /** The credit of each billing period (the initial balance); cabins only. */
  credit: string;
  /** YYYY-MM-DD; admin PINs only. */
  expirationdate: string;
  /** The tariff id as text; '' when none is chosen. */
  tariff: string;
};

/** At most 32 characters, as the server stores; the digits and the least length are the contract's rule. */
export const PIN_MAX = 32;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The PIN types the console creates; any other route value lists every PIN without adding. */
export function cardTypeOf(value: string | undefined): CardType | null {
  return value === 'admin' || value === 'cabin' ? value : null;
}

export function isDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** An amount of 0 or more, typed the language's way ('12,50' in German, kit/form/amount.ts). */
export const isMoney = (text: string) => parseAmount(text) >= 0;

/** A new PIN's values: the single tariff is preselected (spec 002 'Add PIN or cabin modal'). */
export function newPinValues(tariffs: readonly Tariff[]): PinFormValues {
  return {
    pin: '',
    name: '',
    credit: '',
    expirationdate: '',
    tariff: tariffs.length === 1 && tariffs[0] ? String(tariffs[0].id) : '',
  };
}

export function pinValuesOf(card: Card): PinFormValues {
  return {
    pin: card.pin,
    name: card.name,
    credit: amountText(card.initialbalance),
    expirationdate: card.expirationdate ?? '',
    tariff: card.tariff === null ? '' : String(card.tariff),
  };
}

/** The tariff picker shows only with more than one tariff to choose from. */
export const showTariffPicker = (tariffs: readonly Tariff[]) => tariffs.length > 1;

type Field = keyof PinFormValues;
export type PinProblem =
  | 'required'
  | 'pinFormat'
  | 'pinShortAdmin'
  | 'pinShortCabin'
  | 'dateFormat'
  | 'creditFormat';

/** The contract's PIN rule (digits only; 4 for a cabin, 6 for an admin PIN), as the form's problem. */
function newPinProblem(pin: string, type: CardType): PinProblem | null {
  if (pin.length > PIN_MAX) return 'pinFormat';
  const problem = cardPinProblem(pin, type);
  if (problem === 'digits') return 'pinFormat';
  if (problem === 'short') return type === 'admin' ? 'pinShortAdmin' : 'pinShortCabin';
  return null;
}

/**
 * Spec 002 §5. Add: a cabin needs cabin, name and tariff; an admin PIN needs pin, name, expiration date
 * and tariff. Update: an admin PIN needs an expiry date; a cabin needs credit. A credit given must be an
 * amount of 0 or more. A new or changed pin follows the PIN rule; the unchanged pin of an older card
 * (`savedPin`) is let through, as the server does, so the card can still be edited.
 */
export function pinProblems(values: PinFormValues, type: CardType, creating: boolean, savedPin?: string) {
  const problems: Partial<Record<Field, PinProblem>> = {};
  const blank = (f: Field) => values[f].trim() === '';
  const pin = values.pin.trim();
  const pinProblem = pin === savedPin ? null : newPinProblem(pin, type);
  if (blank('pin')) problems.pin = 'required';
  else if (pinProblem) problems.pin = pinProblem;
  if (blank('name')) problems.name = 'required';
  if (creating && blank('tariff')) problems.tariff = 'required';
  if (type === 'admin') {
    if (blank('expirationdate')) problems.expirationdate = 'required';
    else if (!isDate(values.expirationdate.trim())) problems.expirationdate = 'dateFormat';
  }
  if (type === 'cabin') {
    if (!creating && blank('credit')) problems.credit = 'required';
    else if (!blank('credit') && !isMoney(values.credit)) problems.credit = 'creditFormat';
  }
  return problems;
}

export const canSavePin = (values: PinFormValues, type: CardType, creating: boolean, savedPin?: string) =>
  Object.keys(pinProblems(values, type, creating, savedPin)).length === 0;

/** POST /v3/callingcard/card: status 1; expiry null for a cabin; initialbalance only when credit is given. */
export function toCreateBody(values: PinFormValues, type: CardType): CreateCardInput {
  const credit = values.credit.trim();
  return {
    pin: values.pin.trim(),
    name: values.name.trim(),
    expirationdate: type === 'cabin' ? null : values.expirationdate.trim(),
    type,
    tariff: Number(values.tariff),
    status: 1,
    ...(type === 'cabin' && credit !== '' ? { initialbalance: parseAmount(credit) } : {}),
  };
}

/** PATCH /v3/callingcard/card/{id}: status 1 (which re-enables an inactive PIN). */
export function toUpdateBody(values: PinFormValues, card: Card): UpdateCardInput {
  const credit = values.credit.trim();
  return {
    pin: values.pin.trim(),
    name: values.name.trim(),
    ...(card.type === 'admin' ? { expirationdate: values.expirationdate.trim() } : {}),
    ...(card.type === 'cabin' && credit !== '' ? { initialbalance: parseAmount(credit) } : {}),
    ...(values.tariff !== '' && Number(values.tariff) !== card.tariff
      ? { tariff: Number(values.tariff) }
      : {}),
    status: 1,
  };
}

/** The columns of a PIN upload: 'pin' on the admin screen, 'cabin' on the cabin screen. */
export const uploadColumns = (type: CardType) =>
  [type === 'cabin' ? 'cabin' : 'pin', 'name', 'type', 'tariff', 'expirationdate'] as const;

/** Columns a PIN upload may leave out: a cabin's credit (its initial balance; 0 when absent or empty). */
export const uploadOptionalColumns = (type: CardType) => (type === 'cabin' ? (['credit'] as const) : []);

export type UploadRowResult = { ok: true; body: CreateCardInput } | { ok: false; error: string };

/**
 * One CSV row as a create call. type blank means the screen's type (another type is refused); the
 * tariff is its id or its description; a cabin's expiry is ignored; a cabin's credit, when given, is its
 * initial balance (an amount of 0 or more, else the row fails without a call).
 */
export function uploadRowToBody(
  row: Record<string, string>,
  type: CardType,
  tariffs: readonly Tariff[],
  errors: {
    typeMismatch: string;
    unknownTariff: (tariff: string) => string;
    badCredit?: (credit: string) => string;
  },
): UploadRowResult {
  const rowType = (row.type ?? '').trim().toLowerCase();
  if (rowType !== '' && rowType !== type) return { ok: false, error: errors.typeMismatch };
  const tariffText = (row.tariff ?? '').trim();
  const tariff =
    tariffText === '' && tariffs.length === 1
      ? tariffs[0]
      : tariffs.find(
          (t) => String(t.id) === tariffText || t.description.toLowerCase() === tariffText.toLowerCase(),
        );
  if (!tariff) return { ok: false, error: errors.unknownTariff(tariffText) };
  const credit = type === 'cabin' ? (row.credit ?? '').trim() : '';
  if (credit !== '' && !isMoney(credit)) {
    return { ok: false, error: errors.badCredit?.(credit) ?? credit };
  }
  const pin = (type === 'cabin' ? row.cabin : row.pin) ?? '';
  return {
    ok: true,
    body: {
      pin: pin.trim(),
      name: (row.name ?? '').trim(),
      expirationdate: type === 'cabin' ? null : (row.expirationdate ?? '').trim(),
      type,
      tariff: tariff.id,
      status: 1,
      ...(credit !== '' ? { initialbalance: Number(credit) } : {}),
    },
  };
}

/**
 * '$12.50', '£3.00', '€0.75' in English (spec 002 §3: USD, GBP, EUR; USD by default), as the export writes
 * it; '12,50 $' in German: the screen writes money the page's language's way (kit/format.ts).
 */
export { formatMoney } from '../../../kit/format.ts';

/** Today as YYYY-MM-DD (UTC, as expiry dates are). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** Spec 002 §5: 24 hourly slots from 12:00 AM to 11:00 PM; the value is the hour 0-23 (in the page's language). */
export { HOUR_SLOTS } from '../../../kit/time/ship-time.ts';
export { isExpired };

export type ResetValues = {
  scope: 'all' | 'specific';
  /** The cabins read from the CSV file (its 'cabin' column). */
  cabins: string[];
  billing: 'all' | 'prior';
  /** YYYY-MM-DD */
  date: string;
  /** '0'…'23', '' when not chosen */
  hour: string;
};

export const noReset: ResetValues = { scope: 'all', cabins: [], billing: 'all', date: '', hour: '' };

/**
 * Spec 002 §5: all cabins with all billing needs nothing more; billing prior to a date needs the date
 * and an hour; specific cabins need a CSV with a 'cabin' column.
 */
export function resetProblem(v: ResetValues): 'needFile' | 'needDate' | null {
  if (v.scope === 'specific' && v.cabins.length === 0) return 'needFile';
  if (v.billing === 'prior' && (!isDate(v.date) || v.hour === '')) return 'needDate';
  return null;
}

/** The local moment of the date and hour, as ISO (UTC). */
export function priorToIso(date: string, hour: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, Number(hour), 0, 0, 0).toISOString();
}

export function toResetBody(v: ResetValues): ResetCabinsInput {
  return {
    list: v.scope === 'all' ? 'all' : v.cabins,
    ...(v.billing === 'prior' ? { archive_cdrs_prior_to: priorToIso(v.date, v.hour) } : {}),
  };
}

/** The cabins of a reset CSV's 'cabin' column: trimmed, blanks left out, each once. */
export const cabinsOf = (rows: readonly Record<string, string>[]) => [
  ...new Set(rows.map((r) => (r.cabin ?? '').trim()).filter((c) => c !== '')),
];

/** The rejected-cabins download: one line per cabin with the reason. */
export const rejectedText = (rejected: readonly { cabin: string; reason: string }[]) =>
  `${rejected.map((r) => `${r.cabin}: ${r.reason}`).join('\n')}\n`;
