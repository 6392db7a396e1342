/**
 * Demo domain users: 'admin' on every environment, an organisation administrator (the whole fleet); on
 * CPL also one user of each other role (ROLE_USERS), each on CPL alone, so every role can be tried and
 * the environment chooser's restriction seen. Ships also get crew users holding desk phones
 * (seedCrewUsers), as operators.
 */
import { randomBytes } from 'node:crypto';
import type * as Argon2 from '@node-rs/argon2';
import type { UserRole } from '@portside/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { extensions } from '../modules/pbx/schema.ts';
import { userExtensions, userGrants, users } from '../modules/users/schema.ts';
import { lazyRequire } from '../platform/lazy-require.ts';
import type { SeedContext, SeedCounts } from './context.ts';
import { DAY_MS } from './prng.ts';
import { FIRST_NAMES, IP_PHONES, LAST_NAMES } from './ship-directory.ts';

/** argon2's native binding, loaded by the first hash or check (not before the server listens). */
const argon2 = lazyRequire<typeof Argon2>('@node-rs/argon2');

/** The environment that also gets one demo user of each role. */
export const OFFICER_ENVIRONMENT = 'CPL';
export const OFFICER_USERNAME = 'officer';

/** The demo users of OFFICER_ENVIRONMENT besides 'admin', one per role (listed in the README). */
export const ROLE_USERS: ReadonlyArray<{ username: string; name: string; role: UserRole }> = [
  { username: OFFICER_USERNAME, name: 'Staff Captain', role: 'ship_admin' },
  { username: 'operator', name: 'Radio Officer', role: 'operator' },
  { username: 'purser', name: 'Crew Purser', role: 'billing_clerk' },
  { username: 'auditor', name: 'Fleet Auditor', role: 'auditor' },
];

export async function seedUsers(ctx: SeedContext, adminPassword: string): Promise<SeedCounts> {
  const { tx, env } = ctx;
  // argon2id is the library's default algorithm; each hash gets its own salt.
  const wanted: Array<{ username: string; name: string; role: UserRole; grantsFleet: boolean }> = [
    { username: 'admin', name: 'Fleet Administrator', role: 'org_admin', grantsFleet: true },
  ];
  if (env.code === OFFICER_ENVIRONMENT) {
    wanted.push(...ROLE_USERS.map((u) => ({ ...u, grantsFleet: false })));
  }
  const rows = await Promise.all(
    wanted.map(async (u) => ({
      domain: env.domain,
      username: u.username,
      passwordHash: await argon2().hash(adminPassword),
      email: `${u.username}@${env.domain}`,
      contactNameGiven: u.name,
      role: u.role,
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

/** Crew with a console account besides admin and officer, so the Users list pages (> 60 rows). */
export const CREW_USERS = 72;

/**
 * Crew users of one ship, each holding one or two of its desk phones (User Details). They sign in with
 * a random password nobody knows, hashed once for all of them: the demo signs in as admin or officer.
 * Runs after the extensions are seeded.
 */
export async function seedCrewUsers(ctx: SeedContext): Promise<SeedCounts> {
  const { tx, env, rng, now } = ctx;
  const passwordHash = await argon2().hash(randomBytes(24).toString('base64url'));
  const taken = new Set<string>();
  const rows: Array<typeof users.$inferInsert> = [];
  for (let i = 0; rows.length < CREW_USERS && i < CREW_USERS * 4; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const username = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    if (taken.has(username)) continue;
    taken.add(username);
    rows.push({
      domain: env.domain,
      username,
      passwordHash,
      email: `${username}@${env.domain}`,
      contactNameGiven: `${first} ${last}`,
      // Spread over the last months, so the list's newest-first order shows.
      insertDate: new Date(now.getTime() - (CREW_USERS - rows.length) * 0.8 * DAY_MS),
    });
  }
  const inserted = await tx
    .insert(users)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userUuid: users.userUuid });
  const phones = await tx
    .select({ uuid: extensions.extensionUuid, number: extensions.extension })
    .from(extensions)
    .where(
      and(
        eq(extensions.domain, env.domain),
        inArray(
          extensions.extension,
          IP_PHONES.map((p) => p.extension),
        ),
      ),
    );
  const links = inserted.flatMap((u) => {
    const picks = new Set([rng.pick(phones), ...(rng.chance(0.4) ? [rng.pick(phones)] : [])]);
    return [...picks].map((p) => ({ userUuid: u.userUuid, extensionUuid: p.uuid }));
  });
  if (links.length > 0) await tx.insert(userExtensions).values(links).onConflictDoNothing();
  return { users: inserted.length, user_extensions: links.length };
}
