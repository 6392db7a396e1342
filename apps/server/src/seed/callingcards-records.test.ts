/** The demo special rates and report schedules: over 60 per list so Load More shows, valid rows. */
import { randomBytes } from 'node:crypto';
import { isReceiverEmail } from '@portside/contract/callingcards/report-schedules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tariffRates } from '../modules/callingcards/rates-schema.ts';
import { reportSchedules } from '../modules/callingcards/report-schedules-schema.ts';
import { cards, cdrs, tariffs } from '../modules/callingcards/schema.ts';
import { loadRoster, syncRoster } from '../modules/tenancy/roster.ts';
import type { Database } from '../platform/db.ts';
import { openTestDatabase } from '../test/helper.ts';
import { seedDemoFleet } from './demo-fleet.ts';

const roster = loadRoster();
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await syncRoster(database.db, roster);
  await seedDemoFleet(database.db, { adminPassword: 'x', secretKey: randomBytes(32) });
});
afterAll(() => database?.close());

it('seeds every environment a tariff with over 60 special rates, each prefix once per tariff', async () => {
  const db = database.db;
  for (const env of roster.environments) {
    const [first] = await db.select().from(tariffs).where(eq(tariffs.domain, env.domain)).orderBy(tariffs.id);
    const rates = await db
      .select()
      .from(tariffRates)
      .where(eq(tariffRates.tariff, first?.id ?? 0));
    expect(rates.length, env.code).toBeGreaterThan(60);
    expect(new Set(rates.map((r) => r.destination)).size).toBe(rates.length);
    expect(rates.every((r) => /^[0-9]+$/.test(r.destination) && r.domain === env.domain)).toBe(true);
    expect(rates.some((r) => r.status === 0)).toBe(true);
  }
});

it('seeds every environment over 60 active report schedules (and inactive ones), receivers all e-mail addresses', async () => {
  const db = database.db;
  for (const env of roster.environments) {
    const rows = await db.select().from(reportSchedules).where(eq(reportSchedules.domain, env.domain));
    expect(rows.filter((r) => r.status === 1).length, env.code).toBeGreaterThan(60);
    expect(rows.some((r) => r.status === 0)).toBe(true);
    for (const r of rows) expect(r.receiver.split(',').every(isReceiverEmail), r.receiver).toBe(true);
  }
});

it('seeds over 60 current cabin and admin call records on each ship', async () => {
  const db = database.db;
  for (const env of roster.environments) {
    const rows = await db
      .select({ type: cdrs.type, archived: cdrs.archived })
      .from(cdrs)
      .where(eq(cdrs.domain, env.domain));
    for (const type of ['cabin', 'admin']) {
      expect(
        rows.filter((r) => r.type === type && r.archived === 0).length,
        `${env.code} ${type}`,
      ).toBeGreaterThan(60);
    }
  }
});

it("sets every card's Last use to the start of its latest call, and leaves cards without calls empty", async () => {
  const res = await database.db.execute<{ wrong: number; used: number }>(sql`
    select count(*) filter (where c.lastuse is distinct from calls.latest)::int as wrong,
           count(c.lastuse)::int as used
    from ${cards} c
    left join (select card, max(starttime) as latest from ${cdrs} group by card) calls on calls.card = c.id`);
  const row = (res as unknown as { rows: Array<{ wrong: number; used: number }> }).rows[0];
  expect(row?.wrong).toBe(0);
  expect(row?.used).toBeGreaterThan(100);
});
