/** DEMO_ADMIN_PASSWORD set on a later start replaces the default on demo users that still have it. */
import { hash, verify } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRoster, syncRoster } from '../modules/tenancy/roster.ts';
import { users } from '../modules/users/schema.ts';
import type { Database } from '../platform/db.ts';
import { openTestDatabase } from '../test/helper.ts';
import { applyDemoPassword, describeDemoPassword } from './demo-password.ts';

const SHIP = 'cpl.pw.test';
const CARRIER = 'car.pw.test';
const NEW = 'harbour-lights-42';
const roster = parseRoster({
  organizations: [
    {
      code: 'o',
      name: 'O',
      modules_enabled: { callingcards: true, omnichannel: true, pbx: true, user: true },
    },
  ],
  // CPL is the code whose 'officer' is a demo user (seed/users.ts).
  environments: [
    { name: 'Ship', code: 'CPL', domain: SHIP, organization: 'o' },
    { name: 'Carrier', code: 'CAR', domain: CARRIER, organization: 'o', callingCardsOnly: true },
  ],
});
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await syncRoster(database.db, roster);
  const seeded = await hash('portside-demo');
  await database.db.insert(users).values([
    { domain: SHIP, username: 'admin', passwordHash: seeded, email: 'admin@cpl' },
    { domain: SHIP, username: 'officer', passwordHash: seeded, email: 'officer@cpl' },
    // Someone changed the carrier admin's password: it must be kept.
    { domain: CARRIER, username: 'admin', passwordHash: await hash('changed-by-purser'), email: 'a@car' },
    // Not a demo user, though on the default: never touched.
    { domain: SHIP, username: 'crew', passwordHash: seeded, email: 'crew@cpl' },
  ]);
}, 30_000);
afterAll(() => database?.close());

const passwordOf = async (domain: string, username: string) => {
  const [row] = await database.db
    .select({ h: users.passwordHash })
    .from(users)
    .where(and(eq(users.domain, domain), eq(users.username, username)));
  return row?.h ?? '';
};

describe('applyDemoPassword', () => {
  it('leaves everything alone when DEMO_ADMIN_PASSWORD is unset, and the banner says portside-demo', async () => {
    const report = await applyDemoPassword(database.db, roster.environments, undefined);
    expect(report).toEqual({ accounts: 3, onDefault: 2, onConfigured: 0, replaced: 0, changed: 1 });
    const line = describeDemoPassword(report);
    expect(line).toMatch(/^portside-demo on 2 of 3 demo users \(the default DEMO password/);
    expect(line).toMatch(/1 of 3 demo users: changed since the seed/);
    expect(line).not.toMatch(/DEMO_ADMIN_PASSWORD \(a DEMO/);
  });

  it('on a later start with the variable set, moves demo users off the default, never a changed one', async () => {
    const report = await applyDemoPassword(database.db, roster.environments, NEW);
    expect(report).toEqual({ accounts: 3, onDefault: 0, onConfigured: 2, replaced: 2, changed: 1 });
    expect(await verify(await passwordOf(SHIP, 'admin'), NEW)).toBe(true);
    expect(await verify(await passwordOf(SHIP, 'admin'), 'portside-demo')).toBe(false);
    expect(await verify(await passwordOf(SHIP, 'officer'), NEW)).toBe(true);
    expect(await verify(await passwordOf(CARRIER, 'admin'), 'changed-by-purser')).toBe(true);
    expect(await verify(await passwordOf(SHIP, 'crew'), 'portside-demo')).toBe(true);
    const line = describeDemoPassword(report);
    expect(line).toContain('the value of DEMO_ADMIN_PASSWORD on 2 of 3 demo users');
    expect(line).toContain('it just replaced portside-demo on 2');
    expect(line).not.toMatch(/^portside-demo/);
  });

  it('the next start finds them on the variable already, and without it the banner does not claim the default', async () => {
    const again = await applyDemoPassword(database.db, roster.environments, NEW);
    expect(again).toEqual({ accounts: 3, onDefault: 0, onConfigured: 2, replaced: 0, changed: 1 });
    const unset = await applyDemoPassword(database.db, roster.environments, undefined);
    expect(unset).toEqual({ accounts: 3, onDefault: 0, onConfigured: 0, replaced: 0, changed: 3 });
    expect(describeDemoPassword(unset)).toBe('every demo user: changed since the seed (left as is)');
  });

  it('says so when the database has no demo users', async () => {
    const report = await applyDemoPassword(database.db, [{ code: 'ZZZ', domain: 'none.test' }], NEW);
    expect(describeDemoPassword(report)).toMatch(/^none: this database has no demo users/);
  });
});
