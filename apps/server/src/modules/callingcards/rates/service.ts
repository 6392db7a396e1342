/**
 * Special rates (spec 002 §4, §5): a tariff of the session's domain (another domain's: 403, none: 404),
 * a dial prefix once per tariff (409), cost and price per minute, status 1 active or 0 inactive. A new rate
 * takes its tariff's currency.
 */
import type {
  CreateRate,
  RateColumn,
  RateList,
  RateListQuery,
  SpecialRate,
  UpdateRate,
} from '@portside/contract/callingcards/rates';
import { rateMoney } from '@portside/contract/callingcards/shown';
import type { Tx } from '../../../platform/db.ts';
import { Conflict, Forbidden, NotFound } from '../../../platform/errors.ts';
import { keysetBatches, pageWithTotal } from '../../../platform/list-query.ts';
import { timeIn, type viewOf, wordOf } from '../export-view.ts';
import {
  countRates,
  cursorOf,
  findRate,
  findTariff,
  insertRate,
  type RateCursor,
  type RateRow,
  rateWhere,
  selectRateBatch,
  selectRatePage,
  updateRate,
} from './queries.ts';

const money = (n: number) => n.toFixed(4);

export function presentRate(row: RateRow): SpecialRate {
  return {
    id: row.id,
    destination: row.destination,
    tariff: row.tariff,
    cost: Number(row.cost),
    price: Number(row.price),
    name: row.name,
    creationdate: row.creationdate.toISOString(),
    status: row.status,
    currency: row.currency,
  };
}

/** The tariff of the path, when it is one of `domain`'s. */
export async function tariffOf(tx: Tx, domain: string, id: number) {
  const tariff = await findTariff(tx, id);
  if (!tariff) throw new NotFound(`There is no tariff ${id}.`);
  if (tariff.domain !== domain) throw new Forbidden(`Tariff ${id} belongs to another environment.`);
  return tariff;
}

export async function listRates(tx: Tx, domain: string, tariff: number, q: RateListQuery): Promise<RateList> {
  await tariffOf(tx, domain, tariff);
  const where = rateWhere(tariff, q.search);
  const { rows, total, totalKind } = await pageWithTotal(q, {
    rows: (limit, offset) => selectRatePage(tx, where, q, limit, offset),
    count: () => countRates(tx, where),
  });
  return { data: rows.map(presentRate), total, total_kind: totalKind };
}

/**
 * One cell of a special rate as the Special Rates list shows it: money per minute with its symbol, the
 * creation time as 'lll' in the view's zone, coded values (status) in the view's words; the *_amount and
 * *_utc columns hold the stored values.
 */
export function rateCell(id: RateColumn, row: SpecialRate, view: ReturnType<typeof viewOf>): unknown {
  switch (id) {
    case 'cost':
    case 'price':
      return rateMoney(row[id], row.currency);
    case 'creationdate':
      return timeIn(row.creationdate, view.tz, 'lll');
    case 'cost_amount':
      return row.cost;
    case 'price_amount':
      return row.price;
    case 'creationdate_utc':
      return row.creationdate;
    default:
      return wordOf(view, id, row[id]);
  }
}

export async function* exportRates(tx: Tx, tariff: number, q: RateListQuery): AsyncGenerator<SpecialRate[]> {
  const where = rateWhere(tariff, q.search);
  const batches = keysetBatches(
    (after: RateCursor | undefined, limit: number) => selectRateBatch(tx, where, q, after, limit),
    (row) => cursorOf(q, row),
  );
  for await (const batch of batches) yield batch.map(presentRate);
}

async function getRate(tx: Tx, tariff: number, id: number): Promise<SpecialRate> {
  const row = await findRate(tx, tariff, id);
  if (!row) throw new NotFound(`Tariff ${tariff} has no special rate ${id}.`);
  return presentRate(row);
}

export async function createRate(tx: Tx, domain: string, tariffId: number, input: CreateRate) {
  const tariff = await tariffOf(tx, domain, tariffId);
  const id = await insertRate(tx, {
    domain,
    tariff: tariffId,
    destination: input.destination,
    cost: money(input.cost),
    price: money(input.price),
    name: input.name,
    status: 1,
    currency: tariff.currency,
  });
  if (id === undefined) {
    throw new Conflict(`Tariff ${tariffId} already has a special rate for dial prefix ${input.destination}.`);
  }
  return getRate(tx, tariffId, id);
}

export async function changeRate(tx: Tx, domain: string, tariffId: number, id: number, input: UpdateRate) {
  await tariffOf(tx, domain, tariffId);
  await getRate(tx, tariffId, id);
  await updateRate(tx, tariffId, id, {
    ...(input.cost === undefined ? {} : { cost: money(input.cost) }),
    ...(input.price === undefined ? {} : { price: money(input.price) }),
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.status === undefined ? {} : { status: input.status }),
  });
  return getRate(tx, tariffId, id);
}
