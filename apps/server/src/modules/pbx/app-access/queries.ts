/** SQL of App Access entries. Each takes a Tx. */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { keysetAfter } from '../../../platform/list-query.ts';
import { extensions, appAccess as t } from '../schema.ts';

const selection = {
  id: t.id,
  domain: t.domain,
  extension: t.extension,
  preference: t.preference,
  email: t.email,
  status: t.status,
  creationdate: t.creationdate,
  /** creationdate as exact text, for keyset paging of exports */
  cursor: sql<string>`${t.creationdate}::text`,
};
export type AppAccessRow = Awaited<ReturnType<typeof selectAppAccessPage>>[number];
export type AppAccessCursor = { date: string; id: number };

/** Newest first; the id breaks ties so pages never repeat or skip a row. */
export function selectAppAccessPage(tx: Tx, domain: string, limit: number, offset: number) {
  return tx
    .select(selection)
    .from(t)
    .where(eq(t.domain, domain))
    .orderBy(desc(t.creationdate), desc(t.id))
    .limit(limit)
    .offset(offset);
}

export async function countAppAccess(tx: Tx, domain: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(t).where(eq(t.domain, domain));
  return row?.n ?? 0;
}

export function selectAppAccessBatch(
  tx: Tx,
  domain: string,
  after: AppAccessCursor | undefined,
  limit: number,
) {
  const next: SQL | undefined = after
    ? keysetAfter(
        'DESC',
        [t.creationdate, t.id],
        [sql`${after.date}::timestamptz`, sql`${after.id}::integer`],
      )
    : undefined;
  return tx
    .select(selection)
    .from(t)
    .where(and(eq(t.domain, domain), next))
    .orderBy(desc(t.creationdate), desc(t.id))
    .limit(limit);
}

/** True when any of `numbers` is an extension of the domain. */
export async function anyExtensionExists(tx: Tx, domain: string, numbers: string[]): Promise<boolean> {
  const [row] = await tx
    .select({ extension: extensions.extension })
    .from(extensions)
    .where(and(eq(extensions.domain, domain), inArray(extensions.extension, numbers)))
    .orderBy(asc(extensions.extension))
    .limit(1);
  return row !== undefined;
}

/** Undefined when the extension already has an entry (the unique constraint decided). */
export async function insertAppAccess(
  tx: Tx,
  values: { domain: string; extension: string; email: string; preference: string },
): Promise<AppAccessRow | undefined> {
  const [row] = await tx.insert(t).values(values).onConflictDoNothing().returning(selection);
  return row;
}

export async function findAppAccessById(tx: Tx, id: number): Promise<AppAccessRow | undefined> {
  const [row] = await tx.select(selection).from(t).where(eq(t.id, id));
  return row;
}

export async function deleteAppAccessById(tx: Tx, id: number): Promise<void> {
  await tx.delete(t).where(eq(t.id, id));
}
