import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../modules/audit/schema.ts';
import { cards, cardTypes, cdrs } from '../modules/callingcards/schema.ts';
import { contacts } from '../modules/directory/schema.ts';
import { chatMessages } from '../modules/messaging/schema.ts';
import {
  appAccess,
  dialplans,
  extensions,
  pbxCdrs,
  ringGroups,
  voicemailBoxes,
  voicemailMessages,
} from '../modules/pbx/schema.ts';
import { loadRoster, syncRoster } from '../modules/tenancy/roster.ts';
import { userGrants, users } from '../modules/users/schema.ts';
import type { Database } from '../platform/db.ts';
import { decryptSecret } from '../platform/secrets.ts';
import { openTestDatabase } from '../test/helper.ts';
import { isDatabaseEmpty, PURSER_EMAIL, type SeedSummary, seedDemoFleet } from './demo-fleet.ts';

const PASSWORD = 'test-demo-password';
const key = randomBytes(32);
const roster = loadRoster();
const ships = roster.environments.filter((e) => !e.callingCardsOnly);
const carrier = roster.environments.find((e) => e.callingCardsOnly)!;
let database: Database;
let first: SeedSummary;
let emptyBefore: boolean;

beforeAll(async () => {
  database = await openTestDatabase();
  await syncRoster(database.db, roster);
  emptyBefore = await isDatabaseEmpty(database.db);
  first = await seedDemoFleet(database.db, { adminPassword: PASSWORD, secretKey: key });
  // The whole fleet, seven environments: over a minute on the two-core CI machine beside another worker.
}, 400_000);
afterAll(async () => {
  await database?.close();
});

async function countWhere(table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}
const inDomain = (column: PgColumn, domain: string) => eq(column, domain);

describe('seedDemoFleet', () => {
  it('seeds every environment of an empty database', async () => {
    expect(emptyBefore).toBe(true);
    expect(first.seeded.sort()).toEqual(roster.environments.map((e) => e.code).sort());
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('fills every list of every ship beyond one page of load-more (> 60 rows)', async () => {
    const lists = [
      extensions,
      appAccess,
      ringGroups,
      voicemailBoxes,
      voicemailMessages,
      dialplans,
      pbxCdrs,
      chatMessages,
      cards,
      cdrs,
      users,
      contacts,
    ] as const;
    for (const ship of ships) {
      for (const table of lists) {
        expect(await countWhere(table, inDomain(table.domain, ship.domain)), ship.code).toBeGreaterThan(60);
      }
    }
  });

  it('has every extension kind of the spec', async () => {
    const rows = await database.db
      .select({ extension: extensions.extension, description: extensions.description })
      .from(extensions)
      .where(eq(extensions.domain, 'cpl.meridiancruises.example'));
    const numbers = new Set(rows.map((r) => r.extension));
    for (const n of ['2101', '99982101', '99992101', '9998214', '9998216'])
      expect(numbers.has(n), n).toBe(true);
    const rooms = rows.filter((r) => /^\d+,\d+,\d+,\d+$/.test(r.description));
    expect(rooms.length).toBeGreaterThan(60);
    expect(new Set(rooms.map((r) => r.description.split(',')[0])).size).toBeGreaterThanOrEqual(4);
  });

  it('stores SIP passwords encrypted with the given key', async () => {
    const [ext] = await database.db.select().from(extensions).limit(1);
    expect(ext?.passwordEncrypted).toMatch(/^v1\./);
    expect(decryptSecret(ext!.passwordEncrypted, key)).toMatch(/^[\w-]{16}$/);
  });

  it('creates the demo users and their grants', async () => {
    const all = await database.db.select().from(users);
    expect(all.filter((u) => u.username === 'admin')).toHaveLength(roster.environments.length);
    const officer = all.find((u) => u.username === 'officer');
    expect(officer?.domain).toBe('cpl.meridiancruises.example');
    expect(await verify(officer!.passwordHash, PASSWORD)).toBe(true);
    expect(officer!.passwordHash).toMatch(/^\$argon2id\$/);

    const grantsOf = async (domain: string, username: string) => {
      const user = all.find((u) => u.domain === domain && u.username === username)!;
      const rows = await database.db.select().from(userGrants).where(eq(userGrants.userUuid, user.userUuid));
      return rows.map((g) => g.environmentCode).sort();
    };
    expect(await grantsOf(ships[0]!.domain, 'admin')).toEqual(
      ships
        .slice(1)
        .map((s) => s.code)
        .sort(),
    );
    expect(await grantsOf(ships[0]!.domain, 'officer')).toEqual([]);
    expect(await grantsOf(carrier.domain, 'admin')).toEqual([]);
  });

  it('registers the purser of CPL for PIN login', async () => {
    const [entry] = await database.db
      .select()
      .from(appAccess)
      .where(eq(appAccess.extension, '99982101@cpl.meridiancruises.example'));
    expect(entry).toMatchObject({ email: PURSER_EMAIL, status: 1 });
  });

  it('gives the carrier calling cards only', async () => {
    expect(await countWhere(extensions, eq(extensions.domain, carrier.domain))).toBe(0);
    expect(await countWhere(cards, eq(cards.domain, carrier.domain))).toBeGreaterThan(60);
    expect(await countWhere(cardTypes, and(eq(cardTypes.domain, carrier.domain)))).toBe(3);
  });

  it('leaves no audit row: a seed is no request, so no actor (the triggers record requests only)', async () => {
    expect(await countWhere(auditLog, undefined)).toBe(0);
  });

  it('is idempotent: a second run seeds nothing and duplicates nothing', async () => {
    const before = await countWhere(pbxCdrs, undefined);
    const again = await seedDemoFleet(database.db, { adminPassword: PASSWORD, secretKey: key });
    expect(again.seeded).toEqual([]);
    expect(again.skipped).toHaveLength(roster.environments.length);
    expect(await countWhere(pbxCdrs, undefined)).toBe(before);
  });
});
