/** SQL of hardware provisioning files. Each takes a Tx. */
import type { HardwareListQuery, HardwareStatus } from '@portside/contract/pbx/hardware';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { allOf, containsLowered, keysetAfter } from '../../../platform/list-query.ts';
import { environments } from '../../tenancy/schema.ts';
import { extensions, hardwareFiles as h } from '../schema.ts';

type Order = Pick<HardwareListQuery, 'orderby' | 'order'>;
/** A row's place in the order: its sort key as exact text, and its id. */
export type Cursor = { key: string; id: string };

const selection = {
  id: h.id,
  domain: h.domain,
  mac: h.mac,
  status: h.status,
  timezone: h.timezone,
  account1: h.account1,
  account2: h.account2,
  name: h.name,
  ext: h.ext,
  creationdate: h.creationdate,
  provisionedAt: h.provisionedAt,
  credentialCreatedAt: h.credentialCreatedAt,
  /** the sort key as exact text (a timestamptz keeps its microseconds), for keyset paging of exports */
  creationText: sql<string>`${h.creationdate}::text`,
};
export type HardwareRow = Awaited<ReturnType<typeof selectPage>>[number];

/** A MAC typed with separators (00:15:65…) searches as the stored digits. */
function searchTerm(search: string): string {
  return /^[0-9a-f]{2}([:-][0-9a-f]{2})+[:-]?$/i.test(search) ? search.replace(/[:-]/g, '') : search;
}

/** The domain, the tab (all: every status) and the search over MAC, name and extensions. */
export function hardwareWhere(domain: string, tab: string, search: string | undefined): SQL | undefined {
  return allOf(
    eq(h.domain, domain),
    tab === 'all' ? undefined : eq(h.status, tab as HardwareStatus),
    search === undefined ? undefined : containsLowered(h.searchText, searchTerm(search)),
  );
}

function keys(q: Order) {
  return q.orderby === 'mac'
    ? { key: h.mac, cast: (v: string) => sql`${v}` }
    : { key: h.creationdate, cast: (v: string) => sql`${v}::timestamptz` };
}

export function selectPage(tx: Tx, where: SQL | undefined, q: Order, limit: number, offset: number) {
  const dir = q.order === 'ASC' ? asc : desc;
  return tx
    .select(selection)
    .from(h)
    .where(where)
    .orderBy(dir(keys(q).key), dir(h.id))
    .limit(limit)
    .offset(offset);
}

export async function countFiles(tx: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(h).where(where);
  return row?.n ?? 0;
}

/** The next export batch after `after`, in the list's order. */
export function selectBatch(
  tx: Tx,
  where: SQL | undefined,
  q: Order,
  after: Cursor | undefined,
  limit: number,
) {
  const dir = q.order === 'ASC' ? asc : desc;
  const { key, cast } = keys(q);
  const next = after
    ? keysetAfter(q.order, [key, h.id], [cast(after.key), sql`${after.id}::uuid`])
    : undefined;
  return tx.select(selection).from(h).where(and(where, next)).orderBy(dir(key), dir(h.id)).limit(limit);
}

export function cursorOf(q: Order, row: HardwareRow): Cursor {
  return { key: q.orderby === 'mac' ? row.mac : row.creationText, id: row.id };
}

export async function findFile(tx: Tx, domain: string, mac: string) {
  const [row] = await tx
    .select(selection)
    .from(h)
    .where(and(eq(h.domain, domain), eq(h.mac, mac)));
  return row;
}

/** Undefined when the domain already has a file for that MAC (the unique constraint decided). */
export async function insertFile(tx: Tx, values: typeof h.$inferInsert): Promise<string | undefined> {
  const [row] = await tx.insert(h).values(values).onConflictDoNothing().returning({ mac: h.mac });
  return row?.mac;
}

export async function updateFile(
  tx: Tx,
  domain: string,
  mac: string,
  status: HardwareStatus,
  values: Partial<typeof h.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(h)
    .set(values)
    .where(and(eq(h.domain, domain), eq(h.mac, mac), eq(h.status, status)))
    .returning({ mac: h.mac });
  return rows.length > 0;
}

export async function deleteFile(tx: Tx, domain: string, mac: string, status: HardwareStatus) {
  const rows = await tx
    .delete(h)
    .where(and(eq(h.domain, domain), eq(h.mac, mac), eq(h.status, status)))
    .returning({ mac: h.mac });
  return rows.length > 0;
}

/** The extensions of the domain among `numbers`, with their encrypted SIP passwords. */
export function selectExtensions(tx: Tx, domain: string, numbers: string[]) {
  if (numbers.length === 0) return Promise.resolve([]);
  return tx
    .select({ extension: extensions.extension, passwordEncrypted: extensions.passwordEncrypted })
    .from(extensions)
    .where(and(eq(extensions.domain, domain), inArray(extensions.extension, numbers)));
}

/** The organisation a domain belongs to (a MAC is unique within it). */
export async function organizationOf(tx: Tx, domain: string): Promise<string> {
  const [row] = await tx
    .select({ code: environments.organizationCode })
    .from(environments)
    .where(eq(environments.domain, domain));
  if (!row) throw new Error(`no environment has domain ${domain}`);
  return row.code;
}

/** The file of a MAC in any ship of the organisation. */
export async function findFileInOrganization(tx: Tx, organizationCode: string, mac: string) {
  const [row] = await tx
    .select({ domain: h.domain })
    .from(h)
    .where(and(eq(h.organizationCode, organizationCode), eq(h.mac, mac)));
  return row;
}

/** The file whose provisioning credential has this hash. */
export async function findFileByCredential(tx: Tx, hash: string) {
  const [row] = await tx.select(selection).from(h).where(eq(h.provisionTokenHash, hash));
  return row;
}

/** A new credential for the file of a MAC in the domain; false when there is none. */
export async function replaceCredential(tx: Tx, domain: string, mac: string, hash: string): Promise<boolean> {
  const rows = await tx
    .update(h)
    .set({ provisionTokenHash: hash, credentialCreatedAt: new Date() })
    .where(and(eq(h.domain, domain), eq(h.mac, mac)))
    .returning({ mac: h.mac });
  return rows.length > 0;
}

/**
 * A phone took its file: noted, and a pending file is archived (taken by the phone). Answers true when
 * this fetch changed the status (the row is locked by the update, so of two fetches at once one does).
 */
export async function markProvisioned(tx: Tx, id: string): Promise<boolean> {
  const now = new Date();
  const changed = await tx
    .update(h)
    .set({ provisionedAt: now, status: 'archived' })
    .where(and(eq(h.id, id), ne(h.status, 'archived')))
    .returning({ id: h.id });
  if (changed.length > 0) return true;
  await tx.update(h).set({ provisionedAt: now }).where(eq(h.id, id));
  return false;
}
