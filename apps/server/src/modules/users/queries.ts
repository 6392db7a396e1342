/** Reads of domain users that sign-in needs; the Users screen's issue adds the rest. */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The user named at the login screen; user names are exact (case-sensitive), as the PBX keeps them. */
export async function findUserForLogin(
  tx: Tx,
  domain: string,
  username: string,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.domain, domain), eq(users.username, username)));
  return row;
}
