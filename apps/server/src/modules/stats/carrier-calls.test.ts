/** The carrier (calling cards only, no PBX) charts its calls per day from its demo calling-card records. */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../platform/db.ts';
import { seedDemoFleet } from '../../seed/demo-fleet.ts';
import { openTestDatabase } from '../../test/helper.ts';
import { loadRoster, parseRoster, syncRoster } from '../tenancy/roster.ts';
import { computeStatistics } from './service.ts';

const NOW = new Date('2025-06-10T12:00:00Z');
// Only the demo roster's calling-cards-only environment, so the seed stays quick.
const demo = loadRoster();
const carrier = demo.environments.find((e) => e.callingCardsOnly);
let database: Database;

beforeAll(async () => {
  if (!carrier) throw new Error('the demo roster has no calling-cards-only environment');
  const roster = parseRoster({
    organizations: demo.organizations.filter((o) => o.code === carrier.organization),
    environments: [carrier],
  });
  database = await openTestDatabase();
  await syncRoster(database.db, roster);
  await seedDemoFleet(database.db, { adminPassword: 'carrier-pw', secretKey: randomBytes(32), now: NOW });
}, 60_000);
afterAll(() => database?.close());

it("shows the carrier's calling-card calls per day, though it has no PBX call records", async () => {
  const stats = await computeStatistics(database.db, carrier?.domain ?? '', NOW);
  expect(stats.pbx.cdrs).toBe(0);
  const charted = stats.calls_per_day.reduce((sum, d) => sum + d.calls, 0);
  expect(charted).toBeGreaterThan(0);
  expect(stats.calls_per_day.filter((d) => d.calls > 0).length).toBeGreaterThan(1);
});
