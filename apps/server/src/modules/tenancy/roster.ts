/**
 * The fleet roster (DESIGN §4): environments.json lists organisations and their environments (ships).
 * It is read and validated once at start, then mirrored into the organizations/environments tables so
 * that every other table can reference an environment's domain.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Roster } from '@portside/contract';
import { notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { environments, organizations } from './schema.ts';

/** The demo fleet shipped with the server (apps/server/environments.json). */
export const DEFAULT_ROSTER_FILE = fileURLToPath(new URL('../../../environments.json', import.meta.url));

export class RosterError extends Error {}

/**
 * Read and validate a roster file. Throws RosterError naming the file and the first bad fields, e.g.
 * `environments.json: environments[2].domain: must be a domain name`.
 */
export function loadRoster(file: string = DEFAULT_ROSTER_FILE): Roster {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new RosterError(`Fleet roster ${file} cannot be read: ${(err as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new RosterError(`Fleet roster ${file} is not valid JSON: ${(err as Error).message}`);
  }
  return parseRoster(json, file);
}

/** Validate an already parsed roster; `source` names it in error messages. */
export function parseRoster(json: unknown, source = 'roster'): Roster {
  const parsed = Roster.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.slice(0, 10).map((i) => `  ${formatPath(i.path)}: ${i.message}`);
    throw new RosterError(`Fleet roster ${source} is invalid:\n${lines.join('\n')}`);
  }
  const problems = crossCheck(parsed.data);
  if (problems.length > 0) {
    throw new RosterError(`Fleet roster ${source} is invalid:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return parsed.data;
}

/** Rules zod cannot see field by field: unique keys and references to organisations. */
function crossCheck(roster: Roster): string[] {
  const problems: string[] = [];
  const orgCodes = new Set<string>();
  roster.organizations.forEach((org, i) => {
    if (orgCodes.has(org.code)) problems.push(`organizations[${i}].code: duplicate organisation ${org.code}`);
    orgCodes.add(org.code);
  });
  const codes = new Set<string>();
  const domains = new Set<string>();
  roster.environments.forEach((env, i) => {
    if (codes.has(env.code)) problems.push(`environments[${i}].code: duplicate environment code ${env.code}`);
    if (domains.has(env.domain)) problems.push(`environments[${i}].domain: duplicate domain ${env.domain}`);
    if (!orgCodes.has(env.organization)) {
      problems.push(`environments[${i}].organization: unknown organisation ${env.organization}`);
    }
    codes.add(env.code);
    domains.add(env.domain);
  });
  return problems;
}

/**
 * PORTSIDE_ENVIRONMENT must name an environment of the roster, else /environment.json would answer 404
 * and the console would show its picker on a deployment meant to be pinned. Throws one clear line.
 */
export function checkPinnedEnvironment(roster: Roster, pinned: string | undefined): void {
  if (!pinned || roster.environments.some((e) => e.code === pinned)) return;
  const known = roster.environments.map((e) => e.code).join(', ');
  throw new RosterError(
    `PORTSIDE_ENVIRONMENT: ${pinned} is not an environment of the fleet roster (known codes: ${known})`,
  );
}

/**
 * The public site's chat support answers 'not available' when SUPPORT_ENVIRONMENT names no environment of
 * the roster (its default, CPL, is the demo fleet's). Not a reason to refuse the start (the console and
 * the API work without it), but the operator is told at once rather than by a visitor: one line, or none.
 */
export function supportEnvironmentWarning(roster: Roster, support: string): string | undefined {
  if (roster.environments.some((e) => e.code === support)) return undefined;
  return `Chat support is off: SUPPORT_ENVIRONMENT ${support} is not an environment of the fleet roster`;
}

function formatPath(path: PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out === '' ? String(key) : `${out}.${String(key)}`;
  }, '');
}

/**
 * Mirror the roster into the database: insert new organisations and environments, update names and
 * switches of existing ones, and keep each environment's place in the file. Nothing is deleted — an
 * environment dropped from the file keeps its rows (users, extensions, call records reference it) and
 * loses its place, so lists show it after the roster's. A start that finds the tables already mirroring
 * the file (most restarts) writes nothing: two reads instead of three writes (issue 15 item 5).
 */
export async function syncRoster(db: Tx, roster: Roster): Promise<void> {
  if (await mirrorsRoster(db, roster)) return;
  await db
    .insert(organizations)
    .values(
      roster.organizations.map((o) => ({ code: o.code, name: o.name, modulesEnabled: o.modules_enabled })),
    )
    .onConflictDoUpdate({
      target: organizations.code,
      set: { name: sql`excluded.name`, modulesEnabled: sql`excluded.modules_enabled` },
    });
  await db
    .insert(environments)
    .values(
      roster.environments.map((e, position) => ({
        code: e.code,
        name: e.name,
        domain: e.domain,
        organizationCode: e.organization,
        apiUrl: e.apiUrl,
        stompUrl: e.stompUrl,
        octet: e.octet,
        pairedExtensions: e.pairedExtensions,
        callingCardsOnly: e.callingCardsOnly,
        rosterPosition: position,
      })),
    )
    .onConflictDoUpdate({
      target: environments.code,
      set: {
        name: sql`excluded.name`,
        domain: sql`excluded.domain`,
        organizationCode: sql`excluded.organization_code`,
        apiUrl: sql`excluded.api_url`,
        stompUrl: sql`excluded.stomp_url`,
        octet: sql`excluded.octet`,
        pairedExtensions: sql`excluded.paired_extensions`,
        callingCardsOnly: sql`excluded.calling_cards_only`,
        rosterPosition: sql`excluded.roster_position`,
      },
    });
  await db
    .update(environments)
    .set({ rosterPosition: null })
    .where(
      notInArray(
        environments.code,
        roster.environments.map((e) => e.code),
      ),
    );
}

/** Whether the tables hold exactly what syncRoster would write: every field, place and lost place. */
async function mirrorsRoster(db: Tx, roster: Roster): Promise<boolean> {
  const orgRows = new Map((await db.select().from(organizations)).map((row) => [row.code, row]));
  const envRows = await db.select().from(environments);
  const envByCode = new Map(envRows.map((row) => [row.code, row]));
  const listed = new Set(roster.environments.map((e) => e.code));
  return (
    roster.organizations.every((o) => {
      const row = orgRows.get(o.code);
      return row?.name === o.name && sameJson(row.modulesEnabled, o.modules_enabled);
    }) &&
    roster.environments.every((e, position) => {
      const row = envByCode.get(e.code);
      return (
        row?.name === e.name &&
        row.domain === e.domain &&
        row.organizationCode === e.organization &&
        row.apiUrl === e.apiUrl &&
        row.stompUrl === e.stompUrl &&
        row.octet === e.octet &&
        row.pairedExtensions === e.pairedExtensions &&
        row.callingCardsOnly === e.callingCardsOnly &&
        row.rosterPosition === position
      );
    }) &&
    envRows.every((row) => listed.has(row.code) || row.rosterPosition === null)
  );
}

/** Equal JSON values whatever the order of their keys (jsonb keeps its own order). */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortedKeys(a)) === JSON.stringify(sortedKeys(b));
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => [k, sortedKeys(v)]),
  );
}
