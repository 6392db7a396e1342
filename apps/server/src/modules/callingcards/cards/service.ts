/**
 * The rules of calling-card PINs and cabins (spec 002 §3-§5): list and export with the same filters; a
 * pin is unique per domain (409); a tariff must be one of the domain's; an admin PIN has an expiry date,
 * a cabin none; deactivating keeps the row (status 0) and any update may re-enable it (status 1).
 */
import {
  type Card,
  type CardColumn,
  type CardList,
  type CardListQuery,
  type CreateCard,
  cardPinProblem,
  cardPinSentence,
  isExpired,
  type UpdateCard,
} from '@portside/contract/callingcards/cards';
import { cardMoney } from '@portside/contract/callingcards/shown';
import type { Tx } from '../../../platform/db.ts';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../../platform/errors.ts';
import { keysetBatches, pageWithTotal } from '../../../platform/list-query.ts';
import { timeIn, type viewOf, wordOf } from '../export-view.ts';
import { findTariff } from '../tariffs/service.ts';
import {
  type CardCursor,
  type CardRow,
  cardWhere,
  countCards,
  domainOfCard,
  findCard,
  insertCard,
  pinHolder,
  selectCardBatch,
  selectCardPage,
  updateCardRow,
} from './queries.ts';

const money = (n: number) => n.toFixed(4);
/** An expiry date runs to the end of that day (UTC). */
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999Z`);

export function presentCard(row: CardRow): Card {
  return {
    id: row.id,
    pin: row.pin,
    name: row.name,
    type: row.type,
    tariff: row.tariff,
    tariff_description: row.tariffDescription,
    credit: Number(row.credit),
    initialbalance: Number(row.initialbalance),
    currency: row.currency,
    status: row.status,
    active: row.status === 1,
    creationdate: row.creationdate.toISOString(),
    expirationdate: row.expirationdate ? row.expirationdate.toISOString().slice(0, 10) : null,
    lastuse: row.lastuse ? row.lastuse.toISOString() : null,
  };
}

export async function listCards(tx: Tx, domain: string, q: CardListQuery): Promise<CardList> {
  const where = cardWhere(domain, q);
  const { rows, total, totalKind } = await pageWithTotal(q, {
    rows: (limit, offset) => selectCardPage(tx, where, q, limit, offset),
    count: () => countCards(tx, where),
  });
  return { data: rows.map(presentCard), total, total_kind: totalKind };
}

/** Spec 002: PIN dates display as YYYY-MM-DD (creation and last use in the screen's zone). */
const DAY = 'YYYY-MM-DD';

/**
 * One cell of a PIN as Pin Management shows it: money with its currency symbol, dates as YYYY-MM-DD in
 * the view's zone, the status as its badge reads (an enabled PIN past its expiry is Expired) and coded
 * values in the view's words; the *_amount and *_utc columns hold the stored values.
 */
export function cardCell(id: CardColumn, row: Card, view: ReturnType<typeof viewOf>): unknown {
  switch (id) {
    case 'credit':
    case 'initialbalance':
      return cardMoney(row[id], row.currency);
    case 'creationdate':
    case 'lastuse':
      return timeIn(row[id], view.tz, DAY);
    case 'status': {
      const today = new Date().toISOString().slice(0, 10);
      const state =
        row.status !== 1 ? 'inactive' : isExpired(row.expirationdate, today) ? 'expired' : 'active';
      return wordOf(view, 'status', state);
    }
    case 'credit_amount':
      return row.credit;
    case 'initialbalance_amount':
      return row.initialbalance;
    case 'creationdate_utc':
      return row.creationdate;
    case 'lastuse_utc':
      return row.lastuse;
    default:
      return wordOf(view, id, row[id]);
  }
}

/** Every matching PIN, in the list's order, in batches. */
export async function* exportCards(tx: Tx, domain: string, q: CardListQuery): AsyncGenerator<Card[]> {
  const where = cardWhere(domain, q);
  const batches = keysetBatches(
    (after: CardCursor | undefined, limit: number) => selectCardBatch(tx, where, q, after, limit),
    (row): CardCursor => ({ key: row.cursor, id: row.id }),
  );
  for await (const batch of batches) yield batch.map(presentCard);
}

/** The 409 names the card that holds the pin (an admin PIN or a cabin), whatever type was being saved. */
const taken = (holder: string, pin: string) =>
  new Conflict(
    holder === 'cabin'
      ? `Cabin ${pin} already exists in this environment. Please choose another.`
      : `Admin PIN ${pin} already exists in this environment. Please choose another.`,
  );
/** The 409 of a pin the unique key refused (a race): the holder is read again. */
async function takenBy(tx: Tx, domain: string, pin: string, fallback: string): Promise<Conflict> {
  return taken((await pinHolder(tx, domain, pin)) ?? fallback, pin);
}

async function tariffOf(tx: Tx, domain: string, id: number) {
  const tariff = await findTariff(tx, domain, id);
  if (!tariff) throw new BadRequest('tariff', `Field 'tariff' must be a tariff of this environment.`);
  return tariff;
}

/** The card `id` of the domain; 403 when it belongs to another environment, 404 when there is none. */
async function cardOf(tx: Tx, domain: string, id: number): Promise<CardRow> {
  const row = await findCard(tx, domain, id);
  if (row) return row;
  if (await domainOfCard(tx, id)) throw new Forbidden('This PIN belongs to another environment.');
  throw new NotFound(`There is no PIN with id ${id}.`);
}

export async function createCard(tx: Tx, domain: string, input: CreateCard): Promise<Card> {
  const holder = await pinHolder(tx, domain, input.pin);
  if (holder) throw taken(holder, input.pin);
  const tariff = await tariffOf(tx, domain, input.tariff);
  // A card is priced by its tariff, so it holds money in the tariff's currency (a GBP cabin on a USD
  // tariff would be charged dollars against pounds).
  if (input.currency !== undefined && input.currency !== tariff.defaultCurrency) {
    throw new BadRequest(
      'currency',
      `Field 'currency' must be the tariff's currency (${tariff.defaultCurrency}); leave it out to take it.`,
    );
  }
  const balance = input.initialbalance ?? 0;
  const id = await insertCard(tx, {
    domain,
    pin: input.pin,
    name: input.name,
    type: input.type,
    tariff: input.tariff,
    credit: money(balance),
    initialbalance: money(balance),
    currency: tariff.defaultCurrency,
    status: 1,
    expirationdate: input.type === 'admin' && input.expirationdate ? endOfDay(input.expirationdate) : null,
  });
  if (id === undefined) throw await takenBy(tx, domain, input.pin, input.type);
  return presentCard(await cardOf(tx, domain, id));
}

export async function updateCard(tx: Tx, domain: string, id: number, input: UpdateCard): Promise<Card> {
  const row = await cardOf(tx, domain, id);
  const values: Parameters<typeof updateCardRow>[3] = {};
  if (input.pin !== undefined && input.pin !== row.pin) {
    // A new pin follows the create's rule for this card's type (the body does not carry the type).
    const problem = cardPinProblem(input.pin, row.type);
    if (problem) throw new BadRequest('pin', `Field 'pin' ${cardPinSentence(problem, row.type)}.`);
    const holder = await pinHolder(tx, domain, input.pin, id);
    if (holder) throw taken(holder, input.pin);
    values.pin = input.pin;
  }
  if (input.name !== undefined) values.name = input.name;
  if (input.tariff !== undefined && input.tariff !== row.tariff) {
    // The card's credit is money in its currency: another tariff must price in the same one.
    const tariff = await tariffOf(tx, domain, input.tariff);
    if (tariff.defaultCurrency !== row.currency) {
      throw new BadRequest(
        'tariff',
        `Field 'tariff' must be a tariff in the card's currency (${row.currency}); ${tariff.description} is in ${tariff.defaultCurrency}.`,
      );
    }
    values.tariff = input.tariff;
  }
  if (input.expirationdate !== undefined) {
    if (row.type === 'admin' && input.expirationdate === null) {
      throw new BadRequest('expirationdate', "Field 'expirationdate' is required for an admin PIN.");
    }
    if (row.type === 'cabin' && input.expirationdate !== null) {
      throw new BadRequest('expirationdate', "Field 'expirationdate' must be null for a cabin.");
    }
    values.expirationdate = input.expirationdate === null ? null : endOfDay(input.expirationdate);
  }
  if (input.initialbalance !== undefined) {
    // The credit used in this billing period stays used: the credit moves by the change of balance.
    const credit = Number(row.credit) + input.initialbalance - Number(row.initialbalance);
    values.initialbalance = money(input.initialbalance);
    values.credit = money(Math.max(0, credit));
  }
  if (input.status !== undefined) values.status = input.status;
  if (Object.keys(values).length > 0) {
    // Checked above; the unique key still decides a race.
    // (The failed statement ends the transaction, so the holder cannot be read again: a PIN race is
    // rare enough to name the type being saved.)
    const done = await updateCardRow(tx, domain, id, values).catch((err: unknown) => {
      if (isUniqueViolation(err)) throw taken(row.type, values.pin ?? row.pin);
      throw err;
    });
    if (!done) throw new NotFound(`There is no PIN with id ${id}.`);
  }
  return presentCard(await cardOf(tx, domain, id));
}

/** DELETE deactivates: status 0, the row and its call records stay. */
export async function deactivateCard(tx: Tx, domain: string, id: number): Promise<void> {
  await cardOf(tx, domain, id);
  await updateCardRow(tx, domain, id, { status: 0 });
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
