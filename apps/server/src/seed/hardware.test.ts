/** The demo hardware files: believable MACs, more than 60 in each tab, accounts on real desk extensions. */
import { randomBytes } from 'node:crypto';
import { HARDWARE_TIME_ZONES } from '@portside/contract/pbx/hardware';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { extensions, hardwareFiles } from '../modules/pbx/schema.ts';
import { loadRoster, syncRoster } from '../modules/tenancy/roster.ts';
import type { Database } from '../platform/db.ts';
import { openTestDatabase } from '../test/helper.ts';
import { seedDemoFleet } from './demo-fleet.ts';

const roster = loadRoster();
const ships = roster.environments.filter((e) => !e.callingCardsOnly);
const OUIS = /^(001565|805ec0|249ad8|0004f2|64167f|000b82|c074ad)[0-9a-f]{6}$/;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await syncRoster(database.db, roster);
  await seedDemoFleet(database.db, { adminPassword: 'x', secretKey: randomBytes(32) });
});
afterAll(() => database?.close());

it('seeds every ship more than 60 pending and 60 archived files of maker MACs on its desk extensions', async () => {
  const db = database.db;
  for (const ship of ships) {
    const files = await db.select().from(hardwareFiles).where(eq(hardwareFiles.domain, ship.domain));
    const exts = new Set(
      (
        await db
          .select({ n: extensions.extension, d: extensions.description })
          .from(extensions)
          .where(eq(extensions.domain, ship.domain))
      )
        .filter((e) => !/^[0-9]+(,[0-9]+){3}$/.test(e.d))
        .map((e) => e.n),
    );
    expect(files.filter((f) => f.status === 'pending').length, ship.code).toBeGreaterThan(60);
    expect(files.filter((f) => f.status === 'archived').length, ship.code).toBeGreaterThan(60);
    expect(new Set(files.map((f) => f.mac)).size).toBe(files.length);
    for (const f of files) {
      expect(f.mac).toMatch(OUIS);
      expect(HARDWARE_TIME_ZONES).toContain(f.timezone);
      const accounts = [f.account1, f.account2].filter((a) => a !== null);
      expect(accounts.length).toBeGreaterThan(0);
      for (const a of accounts) {
        expect(exts.has(a.extension), `${ship.code} ${f.mac} ${a.extension}`).toBe(true);
        expect(a).toMatchObject({ domain: ship.domain, passwordEncrypted: null });
        expect(a.outboundProxyPort).toBeGreaterThan(0);
        expect(a.ringtone).toBeGreaterThanOrEqual(1);
        expect(a.ringtone).toBeLessThanOrEqual(5);
      }
      expect(f.ext).toBe(accounts.map((a) => a.extension).join(', '));
    }
  }
});
