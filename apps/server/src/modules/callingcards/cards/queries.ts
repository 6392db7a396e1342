/** SQL of calling-card PINs and cabins: the list, export batches, reads and writes. Each takes a Tx. */
import type { CardListQuery } from '@portside/contract/callingcards/cards';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { allOf, containsText, keysetAfter } from '../../../platform/list-query.ts';
import { cards as c, tariffs } from '../schema.ts';

export type CardFilters = Omit<CardListQuery, 'page' | 'pagesize' | 'format' | 'columns'>;
type Order = Pick<CardListQuery, 'orderby' | 'order'>;

const selection = {
  id: c.id,
  pin: c.pin,
  name: c.name,
  type: c.type,
  tariff: c.tariff,
  tariffDescription: tariffs.description,
  credit: c.credit,
  initialbalance: c.initialbalance,
  currency: c.currency,
  status: c.status,
  creationdate: c.creationdate,
  expirationdate: c.expirationdate,
  lastuse: c.lastuse,
};
export type CardRow = Awaited<ReturnType<typeof selectCardPage>>[number];

/** The domain, the search over pin and name, and each filter. */
export function cardWhere(domain: string, f: CardFilters): SQL | undefined {
  return allOf(
    eq(c.domain, domain),
    f.search === undefined ? undefined : or(containsText(c.pin, f.search), containsText(c.name, f.search)),
    containsText(c.pin, f.pin),
    containsText(c.name, f.name),
    f.type === undefined ? undefined : eq(c.type, f.type),
    f.active === undefined ? undefined : eq(c.status, f.active),
  );
}

/** The sort key; nulls (no expiry, never used) sort as the smallest. */
function sortKey(q: Order): SQL {
  switch (q.orderby) {
    case 'pin':
      return sql`${c.pin}`;
    case 'name':
      return sql`lower(${c.name})`;
    case 'expirationdate':
      return sql`coalesce(${c.expirationdate}, '-infinity'::timestamptz)`;
    case 'lastuse':
      return sql`coalesce(${c.lastuse}, '-infinity'::timestamptz)`;
    default:
      return sql`${c.creationdate}`;
  }
}

function ordered(q: Order) {
  const dir = q.order === 'ASC' ? asc : desc;
  return [dir(sortKey(q)), dir(c.id)];
}

const base = (tx: Tx) => tx.select(selection).from(c).leftJoin(tariffs, eq(tariffs.id, c.tariff));

export function selectCardPage(tx: Tx, where: SQL | undefined, q: Order, limit: number, offset: number) {
  return base(tx)
    .where(where)
    .orderBy(...ordered(q))
    .limit(limit)
    .offset(offset);
}

export async function countCards(tx: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(c).where(where);
  return row?.n ?? 0;
}

/** A row's place in the order: its sort key as text, and its id. */
export type CardCursor = { key: string; id: number };

/** The next export batch after `after`, in the list's order. */
export function selectCardBatch(
  tx: Tx,
  where: SQL | undefined,
  q: Order,
  after: CardCursor | undefined,
  limit: number,
) {
  const key = sortKey(q);
  const text = sql<string>`(${key})::text`;
  const cast =
    q.orderby === 'pin' || q.orderby === 'name' ? sql`${after?.key}` : sql`${after?.key}::timestamptz`;
  const next = after ? keysetAfter(q.order, [key, c.id], [cast, sql`${after.id}::int`]) : undefined;
  return tx
    .select({ ...selection, cursor: text })
    .from(c)
    .leftJoin(tariffs, eq(tariffs.id, c.tariff))
    .where(and(where, next))
    .orderBy(...ordered(q))
    .limit(limit);
}

export async function findCard(tx: Tx, domain: string, id: number) {
  const [row] = await base(tx).where(and(eq(c.domain, domain), eq(c.id, id)));
  return row;
}

/** The domain of card `id`, if there is such a card anywhere. */
export async function domainOfCard(tx: Tx, id: number): Promise<string | undefined> {
  const [row] = await tx.select({ domain: c.domain }).from(c).where(eq(c.id, id));
  return row?.domain;
}

/** The type of the card of the domain that has `pin` (other than card `except`), or undefined. */
export async function pinHolder(
  tx: Tx,
  domain: string,
  pin: string,
  except?: number,
): Promise<'admin' | 'cabin' | undefined> {
  const [row] = await tx
    .select({ id: c.id, type: c.type })
    .from(c)
    .where(and(eq(c.domain, domain), eq(c.pin, pin)));
  return row !== undefined && row.id !== except ? row.type : undefined;
}

/** The id of the new card; undefined when the domain already has that pin (the unique key decided). */
export async function insertCard(tx: Tx, values: typeof c.$inferInsert): Promise<number | undefined> {
  const [row] = await tx.insert(c).values(values).onConflictDoNothing().returning({ id: c.id });
  return row?.id;
}

export async function updateCardRow(
  tx: Tx,
  domain: string,
  id: number,
  values: Partial<typeof c.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(c)
    .set(values)
    .where(and(eq(c.domain, domain), eq(c.id, id)))
    .returning({ id: c.id });
  return rows.length > 0;
}

/** Which of `pins` the domain has, with their type (a pin is unique per domain). */
export function selectCardsByPin(tx: Tx, domain: string, pins: string[] | 'all-cabins') {
  const scope = pins === 'all-cabins' ? eq(c.type, 'cabin') : inArray(c.pin, pins);
  return tx
    .select({ id: c.id, pin: c.pin, type: c.type, initialbalance: c.initialbalance })
    .from(c)
    .where(and(eq(c.domain, domain), scope))
    .orderBy(asc(c.pin));
}
