/** SQL of the environments granted to users (user_environment_grants). Each takes a Tx. */
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { environments, ROSTER_ORDER } from '../tenancy/schema.ts';
import { userGrants } from './schema.ts';

/** The environment codes granted to each of `uuids`, in roster order. */
export async function selectGrants(tx: Tx, uuids: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(uuids.map((u) => [u, []]));
  if (uuids.length === 0) return out;
  const rows = await tx
    .select({ userUuid: userGrants.userUuid, code: userGrants.environmentCode })
    .from(userGrants)
    .innerJoin(environments, eq(environments.code, userGrants.environmentCode))
    .where(inArray(userGrants.userUuid, uuids))
    .orderBy(...ROSTER_ORDER);
  for (const r of rows) out.get(r.userUuid)?.push(r.code);
  return out;
}

/** The user's grants become exactly `codes`. */
export async function replaceGrants(tx: Tx, uuid: string, codes: string[]): Promise<void> {
  await tx.delete(userGrants).where(eq(userGrants.userUuid, uuid));
  if (codes.length > 0) {
    await tx.insert(userGrants).values(codes.map((environmentCode) => ({ userUuid: uuid, environmentCode })));
  }
}
