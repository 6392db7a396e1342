/**
 * The demo special rates and report schedules: over 60 per list so Load More shows, valid rows. The call
 * records: made by the switch's engine (callingcards-cdrs.ts), so each is rated and the cards' credit and
 * free seconds are exactly what their records say.
 */
import { randomBytes } from 'node:crypto';
import { isReceiverEmail } from '@portside/contract/callingcards/report-schedules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tariffRates } from '../modules/callingcards/rates-schema.ts';
import { reportSchedules } from '../modules/callingcards/report-schedules-schema.ts';
import { cards, cdrs, tariffs } from '../modules/callingcards/schema.ts';
import { callReservations } from '../modules/callingcards/switch-schema.ts';
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

/** Rows of a raw query, as either driver answers them. */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const res = await database.db.execute(query);
  return (res as unknown as { rows: T[] }).rows;
}

it('rates every seeded call record: its matched rate, billing rules and billed seconds by them', async () => {
  const [row] = await rows<{ total: number; unrated: number; offIncrement: number }>(sql`
    select count(*)::int as total,
           count(*) filter (where ${cdrs.rateSource} is null or ${cdrs.ratePrice} is null)::int as unrated,
           count(*) filter (where ${cdrs.billedSessiontime} % ${cdrs.billingIncrement} <> 0)::int as "offIncrement"
    from ${cdrs}`);
  expect(row?.total).toBeGreaterThan(1000);
  expect(row?.unrated).toBe(0);
  expect(row?.offIncrement).toBe(0);
  // Both kinds of rate were matched: a special rate's prefix, and the tariff's default.
  const sources = await rows<{ source: string }>(
    sql`select distinct ${cdrs.rateSource} as source from ${cdrs}`,
  );
  expect(sources.map((s) => s.source).sort()).toEqual(['default', 'special']);
});

it("leaves every cabin's credit its initial balance minus its billing period's prices, to the cent, and admin PINs none", async () => {
  // Exact: numeric arithmetic in SQL, compared as text. Admin PINs carry no credit (spec 002 §1): not charged.
  const wrong = await rows<{ pin: string; credit: string; expected: string }>(sql`
    select c.pin, c.credit::text as credit,
           (c.initialbalance - case when c.type = 'cabin' then coalesce(spent.price, 0) else 0 end)::text as expected
    from ${cards} c
    left join (select card, sum(sessionprice) as price from ${cdrs} where archived = 0 group by card) spent
      on spent.card = c.id
    where c.credit <> c.initialbalance - case when c.type = 'cabin' then coalesce(spent.price, 0) else 0 end`);
  expect(wrong).toEqual([]);
  const [spent] = await rows<{ charged: number; negative: number; admins: number }>(sql`
    select count(*) filter (where type = 'cabin' and credit < initialbalance)::int as charged,
           count(*) filter (where credit < 0)::int as negative,
           count(*) filter (where type = 'admin' and (credit <> 0 or initialbalance <> 0))::int as admins
    from ${cards}`);
  expect(spent?.charged).toBeGreaterThan(100);
  expect(spent?.negative).toBe(0);
  expect(spent?.admins).toBe(0);
});

it("counts each card's free seconds used in its billing period, never beyond its tariff's", async () => {
  const wrong = await rows<{ pin: string }>(sql`
    select c.pin from ${cards} c
    join ${tariffs} t on t.id = c.tariff
    left join (select card, sum(free_seconds)::int as used from ${cdrs} where archived = 0 group by card) f
      on f.card = c.id
    where c.free_seconds_used <> coalesce(f.used, 0) or c.free_seconds_used > t.initblock`);
  expect(wrong).toEqual([]);
  const [row] = await rows<{ used: number }>(sql`
    select count(*) filter (where free_seconds_used > 0)::int as used from ${cards}`);
  expect(row?.used).toBeGreaterThan(100);
});

it('runs some cabins out of credit (a call cut at its grant), and keeps calls up on every environment', async () => {
  const [cut] = await rows<{ n: number }>(sql`
    select count(*)::int as n from ${cdrs}
    where terminatecauseid = 'ALLOTTED_TIMEOUT' and sessiontime = granted_seconds`);
  expect(cut?.n).toBeGreaterThan(0);
  for (const env of roster.environments) {
    const live = await database.db
      .select({ callid: callReservations.callid })
      .from(callReservations)
      .where(and(eq(callReservations.domain, env.domain), isNull(callReservations.releasedAt)));
    expect(live.length, env.code).toBeGreaterThan(0);
    const archived = await database.db
      .select({ id: cdrs.id })
      .from(cdrs)
      .where(and(eq(cdrs.domain, env.domain), eq(cdrs.archived, 1)));
    expect(archived.length, env.code).toBeGreaterThan(0);
  }
});
