/**
 * A small fleet for focused tests (the demo seed is larger and slower): organisation Acme with Alpha
 * (a.test) and Bravo (b.test); a calling-cards-only carrier (car.test); an organisation without the PBX
 * module (n.test). Users: admin@a.test (ship administrator granted Bravo), officer@a.test (ship
 * administrator, own ship only), one user of every other role on Alpha (ROLE_FIXTURES: orgadmin, operator,
 * clerk, auditor), disabled@a.test, admin@car.test, admin@n.test (organisation administrators). PIN login: 2101@a.test (App Access on 99982101) mails purser@a.test;
 * 3000@a.test has an App Access entry but no extension.
 */
import { hash } from '@node-rs/argon2';
import type { UserRole } from '@portside/contract';
import { appAccess, extensions } from '../modules/pbx/schema.ts';
import { parseRoster, syncRoster } from '../modules/tenancy/roster.ts';
import { userGrants, users } from '../modules/users/schema.ts';
import type { Db } from '../platform/db.ts';

export const PASSWORD = 'fixture-password';
export const A = 'a.test';
export const B = 'b.test';
export const CAR = 'car.test';
export const NOPBX = 'n.test';
export const PURSER = 'purser@a.test';

/** A user of each role on Alpha besides the ship administrators 'admin' and 'officer'. */
export const ROLE_FIXTURES: Record<string, UserRole> = {
  orgadmin: 'org_admin',
  operator: 'operator',
  clerk: 'billing_clerk',
  auditor: 'auditor',
};

const all = { callingcards: true, omnichannel: true, pbx: true, user: true };

export const FIXTURE_ROSTER = parseRoster({
  organizations: [
    { code: 'acme', name: 'Acme Cruises', modules_enabled: all },
    {
      code: 'carrier',
      name: 'Carrier Co',
      modules_enabled: { callingcards: true, omnichannel: false, pbx: false, user: false },
    },
    { code: 'nopbx', name: 'No PBX Line', modules_enabled: { ...all, pbx: false } },
  ],
  environments: [
    { name: 'Alpha', code: 'AAA', domain: A, organization: 'acme', octet: 21 },
    { name: 'Bravo', code: 'BBB', domain: B, organization: 'acme' },
    { name: 'Carrier', code: 'CAR', domain: CAR, organization: 'carrier', callingCardsOnly: true },
    { name: 'Nopbx', code: 'NOP', domain: NOPBX, organization: 'nopbx' },
  ],
});

export async function insertFixtures(db: Db): Promise<void> {
  await syncRoster(db, FIXTURE_ROSTER);
  const passwordHash = await hash(PASSWORD);
  const rows = await db
    .insert(users)
    .values([
      { domain: A, username: 'admin', passwordHash, email: 'admin@a.test', role: 'ship_admin' },
      { domain: A, username: 'officer', passwordHash, email: 'officer@a.test', role: 'ship_admin' },
      ...Object.entries(ROLE_FIXTURES).map(([username, role]) => ({
        domain: A,
        username,
        passwordHash,
        email: `${username}@a.test`,
        role,
      })),
      { domain: A, username: 'disabled', passwordHash, email: 'disabled@a.test', enabled: false },
      { domain: CAR, username: 'admin', passwordHash, email: 'admin@car.test', role: 'org_admin' },
      { domain: NOPBX, username: 'admin', passwordHash, email: 'admin@n.test', role: 'org_admin' },
    ])
    .returning();
  const alphaAdmin = rows.find((u) => u.domain === A && u.username === 'admin');
  if (alphaAdmin)
    await db.insert(userGrants).values({ userUuid: alphaAdmin.userUuid, environmentCode: 'BBB' });
  await db.insert(extensions).values([
    { domain: A, extension: '2101', passwordEncrypted: 'not-read-here', effectiveCallerIdName: 'Purser' },
    {
      domain: A,
      extension: '99982101',
      passwordEncrypted: 'not-read-here',
      effectiveCallerIdName: 'Purser app',
    },
    {
      domain: A,
      extension: '2102',
      passwordEncrypted: 'not-read-here',
      effectiveCallerIdName: 'Cabin 2102',
      description: '1,2,3,4',
    },
    {
      domain: B,
      extension: '4000',
      passwordEncrypted: 'not-read-here',
      effectiveCallerIdName: 'Bravo bridge',
    },
  ]);
  await db.insert(appAccess).values([
    { domain: A, extension: '99982101@a.test', email: PURSER },
    { domain: A, extension: '3000@a.test', email: 'nobody@a.test' },
  ]);
}
