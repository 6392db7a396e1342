/**
 * Calling-card tariffs (spec 002 §3, §7): the tariffs of a domain by status, in id order, page by page.
 * A type keeps the tariffs made for that PIN type and those made for any type. Create and update (issue
 * 13): a tariff of another domain is 403, none 404; its currency is fixed at creation.
 */
import type {
  CreateTariff,
  Tariff,
  TariffList,
  TariffListQuery,
  UpdateTariff,
} from '@portside/contract/callingcards/tariffs';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { Forbidden, NotFound } from '../../../platform/errors.ts';
import { tariffs as t } from '../schema.ts';

/** Money per minute as numeric(12,4) text. The contract bounds it to 0 … 9,999.9999. */
const money = (n: number) => n.toFixed(4);

type TariffRow = typeof t.$inferSelect;

export function presentTariff(row: TariffRow): Tariff {
  return {
    id: row.id,
    description: row.description,
    default_cost: Number(row.defaultCost),
    default_price: Number(row.defaultPrice),
    initblock: row.initblock,
    default_currency: row.defaultCurrency,
    type: row.type,
    status: row.status,
    billing_increment: row.billingIncrement,
    minimum_duration: row.minimumDuration,
  };
}

export async function listTariffs(tx: Tx, domain: string, q: TariffListQuery): Promise<TariffList> {
  const rows = await tx
    .select()
    .from(t)
    .where(
      and(
        eq(t.domain, domain),
        eq(t.status, q.status),
        q.type === undefined ? undefined : or(eq(t.type, q.type), isNull(t.type)),
      ),
    )
    .orderBy(asc(t.id))
    .limit(q.pagesize)
    .offset((q.page - 1) * q.pagesize);
  return { data: rows.map(presentTariff) };
}

/** A tariff of the domain by id, or undefined. */
export async function findTariff(tx: Tx, domain: string, id: number): Promise<TariffRow | undefined> {
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.domain, domain), eq(t.id, id)));
  return row;
}

/** The tariff of a path, when it is one of `domain`'s. */
async function ownTariff(tx: Tx, domain: string, id: number): Promise<TariffRow> {
  const [row] = await tx.select().from(t).where(eq(t.id, id));
  if (!row) throw new NotFound(`There is no tariff ${id}.`);
  if (row.domain !== domain) throw new Forbidden(`Tariff ${id} belongs to another environment.`);
  return row;
}

export async function createTariff(tx: Tx, domain: string, input: CreateTariff): Promise<Tariff> {
  const [row] = await tx
    .insert(t)
    .values({
      domain,
      description: input.description,
      defaultCost: money(input.default_cost),
      defaultPrice: money(input.default_price),
      initblock: input.initblock,
      defaultCurrency: input.default_currency,
      type: input.type,
      billingIncrement: input.billing_increment,
      minimumDuration: input.minimum_duration,
    })
    .returning();
  if (!row) throw new Error('The tariff insert returned no row.');
  return presentTariff(row);
}

export async function changeTariff(tx: Tx, domain: string, id: number, input: UpdateTariff): Promise<Tariff> {
  const current = await ownTariff(tx, domain, id);
  const values: Partial<typeof t.$inferInsert> = {
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(input.default_cost === undefined ? {} : { defaultCost: money(input.default_cost) }),
    ...(input.default_price === undefined ? {} : { defaultPrice: money(input.default_price) }),
    ...(input.initblock === undefined ? {} : { initblock: input.initblock }),
    ...(input.type === undefined ? {} : { type: input.type }),
    ...(input.billing_increment === undefined ? {} : { billingIncrement: input.billing_increment }),
    ...(input.minimum_duration === undefined ? {} : { minimumDuration: input.minimum_duration }),
    ...(input.status === undefined ? {} : { status: input.status }),
  };
  if (Object.keys(values).length === 0) return presentTariff(current);
  const [row] = await tx.update(t).set(values).where(eq(t.id, id)).returning();
  return presentTariff(row ?? current);
}
