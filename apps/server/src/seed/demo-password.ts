/**
 * DEMO_ADMIN_PASSWORD after the first seed: the seed writes the password only once, so a variable set
 * on a later start would be printed while `portside-demo` still opened the demo. At each start, every
 * seeded demo user ('admin' everywhere, one of each other role on CPL) whose password still verifies as the default
 * gets the configured one; a password someone changed is never touched. The report lets the start-up
 * banner say which password actually works.
 */
import type * as Argon2 from '@node-rs/argon2';
import { and, eq, inArray, or } from 'drizzle-orm';
import { users } from '../modules/users/schema.ts';
import { DEFAULT_DEMO_PASSWORD } from '../platform/config.ts';
import type { Tx } from '../platform/db.ts';
import { lazyRequire } from '../platform/lazy-require.ts';
import { OFFICER_ENVIRONMENT, ROLE_USERS } from './users.ts';

/** argon2's native binding, loaded by the first hash or check (not before the server listens). */
const argon2 = lazyRequire<typeof Argon2>('@node-rs/argon2');

export interface DemoPasswordReport {
  /** Demo users found in the database. */
  accounts: number;
  /** Still on DEFAULT_DEMO_PASSWORD. */
  onDefault: number;
  /** On DEMO_ADMIN_PASSWORD (when set and different from the default). */
  onConfigured: number;
  /** Of onConfigured, moved from the default by this start. */
  replaced: number;
  /** Changed by someone since the seed: kept as they are. */
  changed: number;
}

/** Roster entries whose demo users are looked at: code and domain. */
type Environment = { code: string; domain: string };

export async function applyDemoPassword(
  db: Tx,
  environments: Environment[],
  configured: string | undefined,
): Promise<DemoPasswordReport> {
  const report: DemoPasswordReport = { accounts: 0, onDefault: 0, onConfigured: 0, replaced: 0, changed: 0 };
  if (environments.length === 0) return report;
  const officerDomain = environments.find((e) => e.code === OFFICER_ENVIRONMENT)?.domain;
  const demoUsers = await db
    .select({ userUuid: users.userUuid, passwordHash: users.passwordHash })
    .from(users)
    .where(
      or(
        and(
          eq(users.username, 'admin'),
          inArray(
            users.domain,
            environments.map((e) => e.domain),
          ),
        ),
        officerDomain
          ? and(
              inArray(
                users.username,
                ROLE_USERS.map((u) => u.username),
              ),
              eq(users.domain, officerDomain),
            )
          : undefined,
      ),
    );
  const wanted = configured && configured !== DEFAULT_DEMO_PASSWORD ? configured : undefined;
  const matches = (stored: string, password: string) =>
    argon2()
      .verify(stored, password)
      .catch(() => false);
  for (const user of demoUsers) {
    report.accounts++;
    if (await matches(user.passwordHash, DEFAULT_DEMO_PASSWORD)) {
      if (!wanted) {
        report.onDefault++;
        continue;
      }
      // Only if the hash is still the one verified: a password changed meanwhile is not overwritten.
      const updated = await db
        .update(users)
        .set({ passwordHash: await argon2().hash(wanted) })
        .where(and(eq(users.userUuid, user.userUuid), eq(users.passwordHash, user.passwordHash)))
        .returning({ userUuid: users.userUuid });
      if (updated.length > 0) {
        report.replaced++;
        report.onConfigured++;
      } else report.changed++;
    } else if (wanted && (await matches(user.passwordHash, wanted))) report.onConfigured++;
    else report.changed++;
  }
  return report;
}

/** The banner's password line: the password that opens the demo users now, never just the variable. */
export function describeDemoPassword(report: DemoPasswordReport): string {
  const { accounts } = report;
  if (accounts === 0) return 'none: this database has no demo users (`npm run seed` adds them)';
  const on = (n: number) => (n === accounts ? '' : ` on ${n} of ${accounts} demo users`);
  const parts: string[] = [];
  if (report.onDefault > 0) {
    parts.push(
      `${DEFAULT_DEMO_PASSWORD}${on(report.onDefault)} (the default DEMO password: set DEMO_ADMIN_PASSWORD before anyone else can reach this server)`,
    );
  }
  if (report.onConfigured > 0) {
    const just =
      report.replaced > 0 ? `; it just replaced ${DEFAULT_DEMO_PASSWORD} on ${report.replaced}` : '';
    parts.push(`the value of DEMO_ADMIN_PASSWORD${on(report.onConfigured)} (a DEMO password${just})`);
  }
  if (report.changed > 0) {
    const where =
      report.changed === accounts ? 'every demo user' : `${report.changed} of ${accounts} demo users`;
    parts.push(`${where}: changed since the seed (left as is)`);
  }
  return parts.join('; ');
}
