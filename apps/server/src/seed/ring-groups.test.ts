/** The demo ring groups: each rings at least one desk phone, and each timeout action points at something that exists. */
import { randomBytes } from 'node:crypto';
import { TimeoutAction } from '@portside/contract/pbx/ring-groups';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { broadcastGroups } from '../modules/broadcast/schema.ts';
import { dialplanAction } from '../modules/pbx/ring-groups/timeout-action.ts';
import {
  dialplans,
  extensions,
  ringGroupDestinations,
  ringGroups,
  voicemailBoxes,
} from '../modules/pbx/schema.ts';
import { loadRoster, syncRoster } from '../modules/tenancy/roster.ts';
import type { Database } from '../platform/db.ts';
import { openTestDatabase } from '../test/helper.ts';
import { seedDemoFleet } from './demo-fleet.ts';

const CPL = 'cpl.meridiancruises.example';
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await syncRoster(database.db, loadRoster());
  await seedDemoFleet(database.db, { adminPassword: 'x', secretKey: randomBytes(32) });
});
afterAll(() => database?.close());

it('seeds ring groups whose destinations and timeout actions are real', async () => {
  const db = database.db;
  const groups = await db.select().from(ringGroups).where(eq(ringGroups.domain, CPL));
  expect(groups.length).toBeGreaterThan(60);
  const extRows = await db
    .select({ n: extensions.extension })
    .from(extensions)
    .where(eq(extensions.domain, CPL));
  const boxRows = await db
    .select({ n: voicemailBoxes.voicemailId })
    .from(voicemailBoxes)
    .where(eq(voicemailBoxes.domain, CPL));
  const exts = new Set(extRows.map((r) => r.n));
  const boxes = new Set(boxRows.map((r) => r.n));
  const groupNumbers = new Set(groups.map((g) => g.extension));
  const kinds = new Set<string>();
  for (const g of groups) {
    const dests = await db
      .select()
      .from(ringGroupDestinations)
      .where(eq(ringGroupDestinations.ringGroupUuid, g.ringGroupUuid));
    expect(dests.length, g.extension).toBeGreaterThan(0);
    for (const d of dests) expect(exts.has(d.number), d.number).toBe(true);
    if (g.timeoutActionName === null) {
      kinds.add('none');
      continue;
    }
    const action = TimeoutAction.parse({ name: g.timeoutActionName, value: g.timeoutActionValue });
    kinds.add(action.name);
    expect({ app: g.timeoutApp, data: g.timeoutData }).toEqual(dialplanAction(action, CPL));
    if (action.name === 'extension') expect(exts.has(action.value)).toBe(true);
    if (action.name === 'voicemail') expect(boxes.has(action.value)).toBe(true);
    if (action.name === 'ringgroup') {
      expect(groupNumbers.has(action.value)).toBe(true);
      expect(action.value).not.toBe(g.extension);
    }
  }
  expect([...kinds].sort()).toEqual(['extension', 'none', 'other', 'ringgroup', 'voicemail']);
});

it('gives every number of the plan one owner: no ring group on a cabin, mailboxes only on their extensions', async () => {
  const db = database.db;
  const exts = new Set(
    (await db.select({ n: extensions.extension }).from(extensions).where(eq(extensions.domain, CPL))).map(
      (r) => r.n,
    ),
  );
  const groups = (
    await db.select({ n: ringGroups.extension }).from(ringGroups).where(eq(ringGroups.domain, CPL))
  ).map((r) => r.n);
  const boxes = (
    await db
      .select({ n: voicemailBoxes.voicemailId })
      .from(voicemailBoxes)
      .where(eq(voicemailBoxes.domain, CPL))
  ).map((r) => r.n);
  const broadcast = (
    await db
      .select({ n: broadcastGroups.groupNumber })
      .from(broadcastGroups)
      .where(eq(broadcastGroups.domain, CPL))
  ).map((r) => String(r.n));
  expect(groups.filter((n) => exts.has(n))).toEqual([]);
  expect(groups.filter((n) => boxes.includes(n) || broadcast.includes(n))).toEqual([]);
  expect(boxes.filter((n) => !exts.has(n))).toEqual([]);
  expect(broadcast.filter((n) => exts.has(n) || boxes.includes(n))).toEqual([]);
  // Every inbound route to a ring group reaches one that exists.
  const routes = await db.select().from(dialplans).where(eq(dialplans.domain, CPL));
  const toGroups = routes.flatMap((r) => r.destinationActions).filter((a) => a.name === 'ringgroup');
  expect(toGroups.length).toBeGreaterThan(0);
  for (const a of toGroups) expect(groups, a.value).toContain(a.value);
});
