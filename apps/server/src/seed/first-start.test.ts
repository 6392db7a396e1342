/**
 * A first start interrupted while seeding (issue 10 item 7): the environment being seeded when it fails
 * is left with nothing, the ones before it whole, and the next start completes the fleet. The roster is
 * cut to the carrier and one ship to keep it quick; the interruption is a real failure inside the ship's
 * seed (a secret key that cannot encrypt its SIP passwords, thrown after its users were written).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRoster, parseRoster, syncRoster } from '../modules/tenancy/roster.ts';
import type { Database } from '../platform/db.ts';
import { openTestDatabase } from '../test/helper.ts';
import { SEED_MARKER, seedOnFirstStart } from './first-start.ts';

const demo = loadRoster();
const carrier = demo.environments.find((e) => e.callingCardsOnly)!;
const ship = demo.environments.find((e) => e.code === 'CPL')!;
const roster = parseRoster({
  organizations: demo.organizations.filter((o) => [carrier.organization, ship.organization].includes(o.code)),
  environments: [carrier, ship],
});
const goodKey = Buffer.alloc(32, 3);
const brokenKey = Buffer.alloc(5);
const dataDir = mkdtempSync(join(tmpdir(), 'portside-seed-'));
const marker = join(dataDir, SEED_MARKER);
let database: Database;

/** Rows of one domain in every table that has a domain column. */
async function rowsOf(domain: string): Promise<Record<string, number>> {
  const tables = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'domain' order by table_name`,
  );
  const out: Record<string, number> = {};
  for (const { table_name } of (tables as { rows: Array<{ table_name: string }> }).rows) {
    const res = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where domain = ${domain}`,
    );
    const n = (res as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
    if (n > 0 && table_name !== 'environments') out[table_name] = n;
  }
  return out;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await syncRoster(database.db, roster);
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the first start seed', () => {
  let whole: Record<string, number>;

  it('leaves an environment interrupted while seeding with nothing, and the one before it whole', async () => {
    const failed = await seedOnFirstStart(database.db, dataDir, {
      adminPassword: 'seed-test-pw',
      secretKey: () => brokenKey,
    }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(existsSync(marker)).toBe(true);
    expect(await rowsOf(ship.domain)).toEqual({});
    whole = await rowsOf(carrier.domain);
    expect(whole.users).toBeGreaterThan(0);
    expect(whole.cc_cards).toBeGreaterThan(60);
  });

  it('is completed by the next start although the database is no longer empty', async () => {
    const summary = await seedOnFirstStart(database.db, dataDir, {
      adminPassword: 'seed-test-pw',
      secretKey: () => goodKey,
    });
    expect(summary?.seeded).toEqual([ship.code]);
    expect(summary?.skipped).toEqual([carrier.code]);
    const seeded = await rowsOf(ship.domain);
    for (const table of ['users', 'extensions', 'cc_cards', 'cc_cdrs', 'chat_messages']) {
      expect(seeded[table], table).toBeGreaterThan(0);
    }
    expect(await rowsOf(carrier.domain)).toEqual(whole);
    expect(existsSync(marker)).toBe(false);
  });

  it('leaves a finished, used database alone on later starts', async () => {
    const before = await rowsOf(ship.domain);
    await database.db.execute(sql`delete from chat_messages where domain = ${ship.domain}`);
    expect(
      await seedOnFirstStart(database.db, dataDir, { adminPassword: 'x', secretKey: () => goodKey }),
    ).toBeNull();
    const after = await rowsOf(ship.domain);
    expect(after.chat_messages).toBeUndefined();
    expect({ ...after, chat_messages: before.chat_messages }).toEqual(before);
  });
});
