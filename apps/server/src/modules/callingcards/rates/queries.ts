/** SQL of special rates and the tariffs they belong to. Each takes a Tx. */
import type { RateListQuery } from '@portside/contract/callingcards/rates';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { allOf, containsText, keysetAfter } from '../../../platform/list-query.ts';
import { tariffRates as r } from '../rates-schema.ts';
import { tariffs } from '../schema.ts';

type Order = Pick<RateListQuery, 'orderby' | 'order'>;
export type RateCursor = { key: string; id: number };

const selection = {
  id: r.id,
  destination: r.destination,
  tariff: r.tariff,
  cost: r.cost,
  price: r.price,
  name: r.name,
  creationdate: r.creationdate,
  status: r.status,
  currency: r.currency,
  creationText: sql<string>`${r.creationdate}::text`,
};
export type RateRow = Awaited<ReturnType<typeof selectRatePage>>[number];

/** The tariff's domain and currency, or undefined when no tariff has that id. */
export async function findTariff(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: tariffs.id, domain: tariffs.domain, currency: tariffs.defaultCurrency })
    .from(tariffs)
    .where(eq(tariffs.id, id));
  return row;
}

export function rateWhere(tariff: number, search: string | undefined): SQL | undefined {
  return allOf(
    eq(r.tariff, tariff),
    search === undefined ? undefined : or(containsText(r.destination, search), containsText(r.name, search)),
  );
}

function keys(q: Order) {
  return q.orderby === 'destination'
    ? { key: r.destination, cast: (v: string) => sql`${v}` }
    : { key: r.creationdate, cast: (v: string) => sql`${v}::timestamptz` };
}

export function selectRatePage(tx: Tx, where: SQL | undefined, q: Order, limit: number, offset: number) {
  const dir = q.order === 'ASC' ? asc : desc;
  return tx
    .select(selection)
    .from(r)
    .where(where)
    .orderBy(dir(keys(q).key), dir(r.id))
    .limit(limit)
    .offset(offset);
}

export async function countRates(tx: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(r).where(where);
  return row?.n ?? 0;
}

export function selectRateBatch(
  tx: Tx,
  where: SQL | undefined,
  q: Order,
  after: RateCursor | undefined,
  limit: number,
) {
  const dir = q.order === 'ASC' ? asc : desc;
  const { key, cast } = keys(q);
  const next = after
    ? keysetAfter(q.order, [key, r.id], [cast(after.key), sql`${after.id}::integer`])
    : undefined;
  return tx.select(selection).from(r).where(allOf(where, next)).orderBy(dir(key), dir(r.id)).limit(limit);
}

export const cursorOf = (q: Order, row: RateRow): RateCursor => ({
  key: q.orderby === 'destination' ? row.destination : row.creationText,
  id: row.id,
});

export async function findRate(tx: Tx, tariff: number, id: number) {
  const [row] = await tx
    .select(selection)
    .from(r)
    .where(and(eq(r.tariff, tariff), eq(r.id, id)));
  return row;
}

/** Undefined when the tariff already has a rate for that prefix (the unique constraint decided). */
export async function insertRate(tx: Tx, values: typeof r.$inferInsert): Promise<number | undefined> {
  const [row] = await tx.insert(r).values(values).onConflictDoNothing().returning({ id: r.id });
  return row?.id;
}

export async function updateRate(tx: Tx, tariff: number, id: number, values: Partial<typeof r.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await tx
    .update(r)
    .set(values)
    .where(and(eq(r.tariff, tariff), eq(r.id, id)));
}
