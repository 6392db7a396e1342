/**
 * The demo fleet: fills every environment of the synchronised roster with believable data. Ships get
 * users, PBX, calling cards and messaging; a calling-cards-only environment (the carrier) gets its
 * admin and calling cards only. Idempotent: an environment that already has its 'admin' user is
 * skipped, and each environment is seeded in one transaction, so a failed run leaves no half ship.
 */
import { count, eq, sql } from 'drizzle-orm';
import { extensions } from '../modules/pbx/schema.ts';
import { environments } from '../modules/tenancy/schema.ts';
import { users } from '../modules/users/schema.ts';
import type { Db } from '../platform/db.ts';
import { seedApiTokens } from './api-tokens.ts';
import { seedBroadcast } from './broadcast.ts';
import { seedCallingCards } from './callingcards.ts';
import { seedCallingCardCdrs } from './callingcards-cdrs.ts';
import { seedCallingRates } from './callingcards-rates.ts';
import type { EnvironmentRow, SeedContext, SeedCounts } from './context.ts';
import { seedDirectory } from './directory.ts';
import { seedExtensions } from './extensions.ts';
import { seedHardware } from './hardware.ts';
import { seedInboundRoutes } from './inbound-routes.ts';
import { seedMessaging } from './messaging.ts';
import { seedPbxActivity } from './pbx-activity.ts';
import { createRng } from './prng.ts';
import { seedRegistrations } from './registrations.ts';
import { seedReportSchedules } from './report-schedules.ts';
import { seedCrewUsers, seedUsers } from './users.ts';
import { seedVoicemail } from './voicemail.ts';

export { PURSER_EMAIL } from './extensions.ts';
export { OFFICER_ENVIRONMENT, OFFICER_USERNAME } from './users.ts';

export interface SeedOptions {
  /** Password of every demo user ('admin' everywhere, 'officer' on CPL). */
  adminPassword: string;
  /** Key that encrypts SIP and voicemail passwords (platform/secrets.ts). */
  secretKey: Buffer;
  log?: (line: string) => void;
  /** Dates are relative to this instant (tests pin it). */
  now?: Date;
}

export interface SeedSummary {
  /** Environment codes seeded by this run. */
  seeded: string[];
  /** Environment codes that already had their seed. */
  skipped: string[];
  /** Rows inserted by this run, per table. */
  rows: SeedCounts;
  ms: number;
}

/** True before anyone has used the database: no domain user and no extension in any environment. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  // exists, not count(*): every restart asks, and counting the demo fleet's extensions read the whole table
  // (10 ms of a restart).
  const [row] = await db
    .select({ any: sql<boolean>`exists (select 1 from ${users}) or exists (select 1 from ${extensions})` })
    .from(sql`(select 1) as one`);
  return row?.any !== true;
}

export async function seedDemoFleet(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const now = opts.now ?? new Date();
  const all = await db.select().from(environments).orderBy(environments.code);
  const summary: SeedSummary = { seeded: [], skipped: [], rows: {}, ms: 0 };
  for (const env of all) {
    const counts = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ n: count() })
        .from(users)
        .where(eq(users.domain, env.domain))
        .limit(1);
      if ((existing?.n ?? 0) > 0) return null;
      const ctx: SeedContext = {
        tx,
        env,
        siblings: all.filter((s) => s.organizationCode === env.organizationCode),
        rng: createRng(`portside-demo:${env.code}`),
        now,
        secretKey: opts.secretKey,
      };
      return seedEnvironment(ctx, opts.adminPassword);
    });
    if (counts === null) {
      summary.skipped.push(env.code);
      continue;
    }
    summary.seeded.push(env.code);
    for (const [table, n] of Object.entries(counts)) summary.rows[table] = (summary.rows[table] ?? 0) + n;
    opts.log?.(`seeded ${env.code} (${env.name}): ${formatCounts(counts)}`);
  }
  summary.ms = Math.round(performance.now() - started);
  return summary;
}

async function seedEnvironment(ctx: SeedContext, adminPassword: string): Promise<SeedCounts> {
  const parts: SeedCounts[] = [await seedUsers(ctx, adminPassword)];
  if (!isCarrier(ctx.env)) {
    parts.push(await seedExtensions(ctx), await seedPbxActivity(ctx));
    parts.push(await seedVoicemail(ctx), await seedInboundRoutes(ctx));
    // Messaging after the directory: its guests write under the directory's names.
    parts.push(await seedCrewUsers(ctx), await seedDirectory(ctx), await seedMessaging(ctx));
    parts.push(await seedBroadcast(ctx));
    parts.push(await seedHardware(ctx));
  }
  // The calls after the rates: the switch's engine rates them at the special rates too.
  parts.push(await seedCallingCards(ctx), await seedCallingRates(ctx));
  parts.push(await seedCallingCardCdrs(ctx), await seedReportSchedules(ctx));
  if (!isCarrier(ctx.env)) parts.push(await seedRegistrations(ctx));
  parts.push(await seedApiTokens(ctx));
  return Object.assign({}, ...parts);
}

const isCarrier = (env: EnvironmentRow) => env.callingCardsOnly;

export function formatCounts(counts: SeedCounts): string {
  return Object.entries(counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');
}
