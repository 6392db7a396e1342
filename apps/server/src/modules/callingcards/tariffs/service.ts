/**
 * Calling-card tariffs (spec 002 §3, §7): the tariffs of a domain by status, in id order, page by page.
 * A type keeps the tariffs made for that PIN type and those made for any type.
 */
import type { Tariff, TariffList, TariffListQuery } from '@portside/contract/callingcards/tariffs';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { tariffs as t } from '../schema.ts';

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
