/** SQL of API tokens. Each takes a Tx. */
import { and, desc, eq, getTableColumns, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { allOf, containsText, splitWindowTotal, windowTotal } from '../../platform/list-query.ts';
import { environments, organizations } from '../tenancy/schema.ts';
import { type ApiTokenRow, apiTokens } from './schema.ts';

/** The environment's tokens, searched in the name and the prefix. */
export function tokenWhere(domain: string, search: string | undefined): SQL | undefined {
  const term =
    search === undefined
      ? undefined
      : or(containsText(apiTokens.name, search), containsText(apiTokens.prefix, search));
  return allOf(eq(apiTokens.domain, domain), term);
}

/** A page, newest first, with the whole result's size (an environment holds a handful of tokens). */
export async function selectTokenPage(tx: Tx, where: SQL | undefined, limit: number, offset: number) {
  const read = await tx
    .select({ ...getTableColumns(apiTokens), ...windowTotal() })
    .from(apiTokens)
    .where(where)
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(limit)
    .offset(offset);
  return splitWindowTotal<ApiTokenRow>(read);
}

/** Inserts a token; undefined when an active token of the environment already has that name. */
export async function insertToken(
  tx: Tx,
  values: typeof apiTokens.$inferInsert,
): Promise<ApiTokenRow | undefined> {
  const [row] = await tx.insert(apiTokens).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findToken(tx: Tx, domain: string, id: string): Promise<ApiTokenRow | undefined> {
  const [row] = await tx
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.domain, domain), eq(apiTokens.id, id)));
  return row;
}

/** Revokes an active token; undefined when it is unknown in the domain or already revoked. */
export async function revokeTokenRow(tx: Tx, domain: string, id: string): Promise<ApiTokenRow | undefined> {
  const [row] = await tx
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.domain, domain), eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning();
  return row;
}

/** A presented token by its hash, with what the guard needs of its environment and organisation. */
export async function findTokenByHash(tx: Tx, hash: string) {
  const [row] = await tx
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      prefix: apiTokens.prefix,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
      environment: {
        code: environments.code,
        name: environments.name,
        domain: environments.domain,
        callingCardsOnly: environments.callingCardsOnly,
      },
      modulesEnabled: organizations.modulesEnabled,
    })
    .from(apiTokens)
    .innerJoin(environments, eq(environments.domain, apiTokens.domain))
    .innerJoin(organizations, eq(organizations.code, environments.organizationCode))
    .where(eq(apiTokens.tokenHash, hash));
  return row;
}
export type PresentedToken = NonNullable<Awaited<ReturnType<typeof findTokenByHash>>>;

/**
 * Notes a use unless one was noted in the last `intervalSeconds` (checked again in the statement, so two
 * instances racing write once). True when this call wrote it.
 */
export async function touchToken(tx: Tx, id: string, intervalSeconds: number): Promise<boolean> {
  const rows = await tx
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, id),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, sql`now() - make_interval(secs => ${intervalSeconds})`),
        ),
      ),
    )
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}
