import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db.ts';
import { openTestDatabase } from '../../test/helper.ts';
import {
  checkPinnedEnvironment,
  loadRoster,
  parseRoster,
  RosterError,
  supportEnvironmentWarning,
  syncRoster,
} from './roster.ts';
import { environments, organizations } from './schema.ts';
import { listEnvironments } from './service.ts';

const dir = mkdtempSync(join(tmpdir(), 'portside-roster-'));
function writeRoster(content: unknown): string {
  const file = join(dir, `r${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}
const clone = <T>(v: T): T => structuredClone(v);

describe('loadRoster', () => {
  it('reads the shipped demo fleet: six ships and the carrier', () => {
    const roster = loadRoster();
    const codes = roster.environments.map((e) => e.code);
    expect(codes).toEqual(['CPL', 'KPL', 'DPL', 'FPH', 'FAW', 'MPL', 'BWC']);
    const carrier = roster.environments.find((e) => e.callingCardsOnly);
    expect(carrier?.code).toBe('BWC');
    const octets = roster.environments.filter((e) => !e.callingCardsOnly).map((e) => e.octet);
    expect(new Set(octets).size).toBe(6);
    expect(roster.environments.filter((e) => e.pairedExtensions).length).toBeGreaterThanOrEqual(2);
  });

  it('names the file and the bad field', () => {
    const bad = clone(loadRoster()) as { environments: { domain: string }[] };
    bad.environments[2]!.domain = 'not a domain!';
    const file = writeRoster(bad);
    expect(() => loadRoster(file)).toThrow(RosterError);
    expect(() => loadRoster(file)).toThrow(file);
    expect(() => loadRoster(file)).toThrow(/environments\[2\]\.domain: must be a domain name/);
  });

  it('refuses missing files, broken JSON and missing fields', () => {
    expect(() => loadRoster(join(dir, 'absent.json'))).toThrow(/absent\.json cannot be read/);
    expect(() => loadRoster(writeRoster('{"organizations": ['))).toThrow(/is not valid JSON/);
    expect(() => parseRoster({ organizations: [] }, 'x.json')).toThrow(/organizations: .*\n.*environments/);
  });

  it('refuses duplicate codes and unknown organisations', () => {
    const roster = clone(loadRoster());
    roster.environments[1]!.code = 'CPL';
    roster.environments[3]!.organization = 'nobody';
    expect(() => parseRoster(roster, 'fleet.json')).toThrow(
      /environments\[1\]\.code: duplicate environment code CPL[\s\S]*environments\[3\]\.organization: unknown organisation nobody/,
    );
  });
});

describe('syncRoster', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('inserts once, updates names and switches, and deletes nothing', async () => {
    const { db } = database;
    const roster = loadRoster();
    await syncRoster(db, roster);
    await syncRoster(db, roster);
    expect(await db.select().from(environments)).toHaveLength(7);
    expect(await db.select().from(organizations)).toHaveLength(2);

    const changed = clone(roster);
    changed.environments[0]!.name = 'Caribbean Pearl II';
    changed.environments[0]!.pairedExtensions = false;
    changed.organizations[1]!.modules_enabled.pbx = true;
    changed.environments.pop(); // BWC leaves the file but keeps its row
    await syncRoster(db, changed);
    const [cpl] = await db.select().from(environments).where(eq(environments.code, 'CPL'));
    expect(cpl).toMatchObject({ name: 'Caribbean Pearl II', pairedExtensions: false, octet: 21 });
    const [carrier] = await db.select().from(organizations).where(eq(organizations.code, 'bluewater'));
    expect(carrier?.modulesEnabled.pbx).toBe(true);
    expect(await db.select().from(environments)).toHaveLength(7);
  });

  it('writes nothing when the tables already mirror the file (a restart)', async () => {
    const { db } = database;
    const roster = loadRoster();
    await syncRoster(db, roster);
    // xmin is the transaction that wrote a row's version: an update, even to equal values, changes it.
    const xmin = sql<string>`xmin::text`;
    const versions = async () => [
      ...(await db.select({ code: environments.code, xmin }).from(environments).orderBy(environments.code)),
      ...(await db
        .select({ code: organizations.code, xmin })
        .from(organizations)
        .orderBy(organizations.code)),
    ];
    const before = await versions();
    await syncRoster(db, roster);
    expect(await versions()).toEqual(before);
    // One field off (an environment dropped from the file keeps a place) and the roster is written again.
    await db.update(environments).set({ rosterPosition: 9 }).where(eq(environments.code, 'BWC'));
    const dropped = clone(roster);
    dropped.environments.pop();
    await syncRoster(db, dropped);
    const [carrier] = await db.select().from(environments).where(eq(environments.code, 'BWC'));
    expect(carrier?.rosterPosition).toBeNull();
  });

  it("keeps the file's order, which lists of environments follow; a dropped one goes last", async () => {
    const { db } = database;
    const roster = loadRoster();
    await syncRoster(db, roster);
    // Spec 001 §9 lists the sites in the fleet's order, not by name (Danube Pearl is third).
    const codes = async () => (await listEnvironments(db)).map((e) => e.code);
    expect(await codes()).toEqual(['CPL', 'KPL', 'DPL', 'FPH', 'FAW', 'MPL', 'BWC']);

    const reordered = clone(roster);
    const mpl = reordered.environments.splice(5, 1)[0]!;
    reordered.environments.unshift(mpl);
    reordered.environments.pop(); // BWC leaves the file: its row stays, after the roster's
    await syncRoster(db, reordered);
    expect(await codes()).toEqual(['MPL', 'CPL', 'KPL', 'DPL', 'FPH', 'FAW', 'BWC']);
    const [carrier] = await db.select().from(environments).where(eq(environments.code, 'BWC'));
    expect(carrier?.rosterPosition).toBeNull();
  });
});

describe('checkPinnedEnvironment', () => {
  const roster = loadRoster();
  it('accepts no pin and a code of the roster', () => {
    expect(() => checkPinnedEnvironment(roster, undefined)).not.toThrow();
    expect(() => checkPinnedEnvironment(roster, 'BWC')).not.toThrow();
  });

  it('refuses an unknown code with one line naming the variable and the known codes', () => {
    expect(() => checkPinnedEnvironment(roster, 'XYZ')).toThrow(RosterError);
    expect(() => checkPinnedEnvironment(roster, 'XYZ')).toThrow(
      /^PORTSIDE_ENVIRONMENT: XYZ is not an environment of the fleet roster \(known codes: CPL, KPL, DPL, FPH, FAW, MPL, BWC\)$/,
    );
  });
});

describe('supportEnvironmentWarning', () => {
  const roster = loadRoster();
  it("is silent for a roster's code and names an unknown one", () => {
    expect(supportEnvironmentWarning(roster, 'CPL')).toBeUndefined();
    expect(supportEnvironmentWarning(roster, 'XYZ')).toBe(
      'Chat support is off: SUPPORT_ENVIRONMENT XYZ is not an environment of the fleet roster',
    );
  });
});
