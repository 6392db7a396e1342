/**
 * Demo domain users: 'admin' on every environment, granted the rest of its organisation's fleet; on
 * CPL also 'officer', granted nothing beyond CPL, so the environment chooser's restriction can be seen.
 */
import { hash } from '@node-rs/argon2';
import { userGrants, users } from '../modules/users/schema.ts';
import type { SeedContext, SeedCounts } from './context.ts';

/** The environment that also gets the restricted user. */
export const OFFICER_ENVIRONMENT = 'CPL';
export const OFFICER_USERNAME = 'officer';

export async function seedUsers(ctx: SeedContext, adminPassword: string): Promise<SeedCounts> {
  const { tx, env } = ctx;
  // argon2id is the library's default algorithm; each hash gets its own salt.
  const wanted = [{ username: 'admin', name: 'Ship Administrator', grantsFleet: true }];
  if (env.code === OFFICER_ENVIRONMENT) {
    wanted.push({ username: OFFICER_USERNAME, name: 'Deck Officer', grantsFleet: false });
  }
  const rows = await Promise.all(
    wanted.map(async (u) => ({
      domain: env.domain,
      username: u.username,
      passwordHash: await hash(adminPassword),
      email: `${u.username}@${env.domain}`,
      contactNameGiven: u.name,
    })),
  );
  const inserted = await tx
    .insert(users)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userUuid: users.userUuid, username: users.username });
  // Grants list the environments besides the user's own (see users/schema.ts).
  const others = ctx.siblings.filter((s) => s.code !== env.code);
  const grants = inserted.flatMap((u) =>
    wanted.find((w) => w.username === u.username)?.grantsFleet
      ? others.map((o) => ({ userUuid: u.userUuid, environmentCode: o.code }))
      : [],
  );
  if (grants.length > 0) await tx.insert(userGrants).values(grants).onConflictDoNothing();
  return { users: inserted.length, user_environment_grants: grants.length };
}
