/** SQL of inbound routes (the dialplans table) and of the destinations an action may name. Each takes a Tx. */
import type { InboundRouteListQuery, RouteAction } from '@portside/contract/pbx/inbound-routes';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { allOf, escapeLike, keysetAfter } from '../../../platform/list-query.ts';
import { dialplans as d, extensions, ringGroups, voicemailBoxes } from '../schema.ts';

type RouteOrder = Pick<InboundRouteListQuery, 'orderby' | 'order'>;
export type RouteCursor = { key: string; uuid: string };
export type RouteRow = typeof d.$inferSelect & { sortText: string };

const selection = {
  dialplanUuid: d.dialplanUuid,
  domain: d.domain,
  name: d.name,
  number: d.number,
  order: d.order,
  context: d.context,
  destinationActions: d.destinationActions,
  description: d.description,
  enabled: d.enabled,
  xml: d.xml,
  insertDate: d.insertDate,
};

/** The domain and the search over name, number, description and the action's value. */
export function routeWhere(domain: string, search: string | undefined): SQL | undefined {
  const pattern = search === undefined ? undefined : `%${escapeLike(search)}%`;
  return allOf(
    eq(d.domain, domain),
    pattern === undefined
      ? undefined
      : sql`(${d.name} ilike ${pattern} or ${d.number} ilike ${pattern} or ${d.description} ilike ${pattern} or ${d.destinationActions}::text ilike ${pattern})`,
  );
}

/** The sort key (and how a cursor's text is read back as it), with the uuid as tie-breaker. */
function keys(q: RouteOrder) {
  switch (q.orderby) {
    case 'dialplan_name':
      return { key: d.name, text: sql<string>`${d.name}`, cast: (v: string) => sql`${v}` };
    case 'dialplan_number':
      return { key: d.number, text: sql<string>`${d.number}`, cast: (v: string) => sql`${v}` };
    case 'dialplan_order':
      return { key: d.order, text: sql<string>`${d.order}::text`, cast: (v: string) => sql`${v}::integer` };
    default:
      return {
        key: d.insertDate,
        text: sql<string>`${d.insertDate}::text`,
        cast: (v: string) => sql`${v}::timestamptz`,
      };
  }
}

export function selectRoutes(
  tx: Tx,
  where: SQL | undefined,
  q: RouteOrder,
  limit: number,
  opts: { offset?: number; after?: RouteCursor } = {},
): Promise<RouteRow[]> {
  const dir = q.order === 'ASC' ? asc : desc;
  const { key, text, cast } = keys(q);
  const next = opts.after
    ? keysetAfter(q.order, [key, d.dialplanUuid], [cast(opts.after.key), sql`${opts.after.uuid}::uuid`])
    : undefined;
  return tx
    .select({ ...selection, sortText: text })
    .from(d)
    .where(and(where, next))
    .orderBy(dir(key), dir(d.dialplanUuid))
    .limit(limit)
    .offset(opts.offset ?? 0);
}

export async function countRoutes(tx: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(d).where(where);
  return row?.n ?? 0;
}

export async function findRoute(tx: Tx, domain: string, id: string): Promise<RouteRow | undefined> {
  const [row] = await tx
    .select({ ...selection, sortText: sql<string>`''` })
    .from(d)
    .where(and(eq(d.domain, domain), eq(d.dialplanUuid, id)));
  return row;
}

/** Undefined when the domain already routes that number (the unique constraint decided). */
export async function insertRoute(tx: Tx, values: typeof d.$inferInsert): Promise<string | undefined> {
  const [row] = await tx.insert(d).values(values).onConflictDoNothing().returning({ id: d.dialplanUuid });
  return row?.id;
}

/** 'missing' for an unknown route, 'taken' when the new number is another route's. */
export async function updateRoute(
  tx: Tx,
  domain: string,
  id: string,
  values: Partial<typeof d.$inferInsert>,
): Promise<'ok' | 'missing' | 'taken'> {
  try {
    const rows = await tx
      .update(d)
      .set(values)
      .where(and(eq(d.domain, domain), eq(d.dialplanUuid, id)))
      .returning({ id: d.dialplanUuid });
    return rows.length > 0 ? 'ok' : 'missing';
  } catch (error) {
    // The unique constraint on (domain, number) decides, so two requests cannot both take a number.
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/** True for PostgreSQL's unique violation, however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function deleteRoute(tx: Tx, domain: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(d)
    .where(and(eq(d.domain, domain), eq(d.dialplanUuid, id)))
    .returning({ id: d.dialplanUuid });
  return rows.length > 0;
}

type NumberedAction = Exclude<RouteAction, { name: 'other' }>;

/**
 * What each numbered destination is called, by `${name}:${value}` (an extension's caller name, a ring
 * group's name, a box's description); a destination that does not exist in the domain has no entry.
 */
export async function destinationNames(
  tx: Tx,
  domain: string,
  actions: NumberedAction[],
): Promise<Map<string, string>> {
  const of = (name: NumberedAction['name']) => [
    ...new Set(actions.filter((a) => a.name === name).map((a) => a.value)),
  ];
  const names = new Map<string, string>();
  const wanted = { extension: of('extension'), ringgroup: of('ringgroup'), voicemail: of('voicemail') };
  if (wanted.extension.length > 0) {
    const rows = await tx
      .select({ value: extensions.extension, label: extensions.effectiveCallerIdName })
      .from(extensions)
      .where(and(eq(extensions.domain, domain), inArray(extensions.extension, wanted.extension)));
    for (const r of rows) names.set(`extension:${r.value}`, r.label);
  }
  if (wanted.ringgroup.length > 0) {
    const rows = await tx
      .select({ value: ringGroups.extension, label: ringGroups.name })
      .from(ringGroups)
      .where(and(eq(ringGroups.domain, domain), inArray(ringGroups.extension, wanted.ringgroup)));
    for (const r of rows) names.set(`ringgroup:${r.value}`, r.label);
  }
  if (wanted.voicemail.length > 0) {
    const rows = await tx
      .select({ value: voicemailBoxes.voicemailId, label: voicemailBoxes.description })
      .from(voicemailBoxes)
      .where(and(eq(voicemailBoxes.domain, domain), inArray(voicemailBoxes.voicemailId, wanted.voicemail)));
    for (const r of rows) names.set(`voicemail:${r.value}`, r.label);
  }
  return names;
}
