/**
 * Demo extensions of one ship (spec 001 §3): room extensions for cabins ('gateway,port,x,y'), IP
 * desk phones, app (9998) + physical (9999) pairs and the two bots; then App Access entries so the
 * apps and PIN login have e-mail addresses to send codes to.
 */
import { APP_EXTENSION_PREFIX, PHYSICAL_EXTENSION_PREFIX } from '@portside/contract';
import { appAccess, extensions } from '../modules/pbx/schema.ts';
import { backfillSubscribers } from '../modules/pbx/subscriber-sync/sync.ts';
import { encryptSecret } from '../platform/secrets.ts';
import type { SeedContext, SeedCounts } from './context.ts';
import { createRng, insertChunked } from './prng.ts';
import { seedSipPassword } from './secrets.ts';
import { ALWAYS_PAIRED, BOTS, CABIN_DECKS, FIRST_NAMES, IP_PHONES, LAST_NAMES } from './ship-directory.ts';

type NewExtension = typeof extensions.$inferInsert;

/** The mailbox PIN login reaches for CPL's purser (2101); other ships get a per-ship address. */
export const PURSER_EMAIL = 'purser@meridiancruises.example';
const CABINS_PER_DECK = 16;
/** Analog gateways of the fleet's ships, by port count (Grandstream GXW4216, 4224, 4232). */
const GATEWAY_PORTS = [16, 24, 32] as const;

/** Cabin numbers such as 4012: deck, then the cabin's place along the corridor. */
export function cabinNumbers(): string[] {
  return CABIN_DECKS.flatMap((deck) =>
    Array.from({ length: CABINS_PER_DECK }, (_, i) => String(deck * 1000 + (i + 1) * 2)),
  );
}

/** The port count of a ship's cabin gateways: one model per ship, from its own random stream. */
function gatewayPorts(code: string): number {
  return createRng(`portside-demo:${code}:gateway-model`).pick(GATEWAY_PORTS);
}

/** The model of a ship's cabin gateways, as they register. */
export function cabinGatewayAgent(code: string): string {
  return `Grandstream GXW42${gatewayPorts(code)} 1.0.21.5`;
}

/**
 * Hands out the ship's gateway ports to its cabins in order, now and then skipping a dead port, so the
 * gateway report differs from ship to ship as a real fleet's does. Its own random stream, so the rest of
 * the ship's seed does not move.
 */
type GatewayPort = { gateway: number; port: number };

function gatewayPortAllocator(code: string): () => GatewayPort {
  const ports = gatewayPorts(code);
  const rng = createRng(`portside-demo:${code}:wiring`);
  let gateway = 1;
  let port = 0;
  return function next(): GatewayPort {
    port += 1;
    if (port > ports) {
      gateway += 1;
      port = 1;
    }
    return rng.chance(0.06) ? next() : { gateway, port };
  };
}

export async function seedExtensions(ctx: SeedContext): Promise<SeedCounts> {
  const { env, rng, now, secretKey } = ctx;
  const base = (extension: string, name: string, description: string): NewExtension => ({
    domain: env.domain,
    extension,
    // Random, not from the seeded stream: a predictable password is no password.
    passwordEncrypted: encryptSecret(seedSipPassword(), secretKey),
    effectiveCallerIdName: name,
    effectiveCallerIdNumber: extension,
    outboundCallerIdName: name,
    outboundCallerIdNumber: extension,
    description,
    accountcode: env.domain,
    // Spread insert dates over the last months so ordering by insert_date looks lived-in.
    insertDate: new Date(now.getTime() - rng.int(1, 180) * 86_400_000 - rng.int(0, 86_399) * 1000),
  });

  const nextPort = gatewayPortAllocator(env.code);
  const rows: NewExtension[] = cabinNumbers().map((cabin) => {
    const { gateway, port } = nextPort();
    const deck = Number(cabin.slice(0, -3));
    const frame = Number(cabin.slice(-3));
    return {
      ...base(cabin, `Cabin ${cabin}`, `${gateway},${port},${frame * 6},${deck * 10}`),
      configured: rng.chance(0.85),
      temporary: rng.chance(0.08),
      tollAllow: rng.chance(0.9) ? 't' : 'f',
    };
  });

  const paired = new Set(env.pairedExtensions ? IP_PHONES.map((p) => p.extension) : ALWAYS_PAIRED);
  for (const phone of IP_PHONES) {
    rows.push({
      ...base(phone.extension, phone.name, `IP phone, ${phone.name}`),
      configured: true,
      forwardNoAnswerEnabled: rng.chance(0.3),
      forwardNoAnswerDestination: `${APP_EXTENSION_PREFIX}${phone.extension}`,
    });
    if (!paired.has(phone.extension)) continue;
    rows.push({ ...base(`${APP_EXTENSION_PREFIX}${phone.extension}`, phone.name, 'App'), configured: true });
    rows.push({
      ...base(`${PHYSICAL_EXTENSION_PREFIX}${phone.extension}`, phone.name, 'Physical handset'),
      configured: true,
    });
  }
  // Crew members' apps: app extensions without a desk phone behind them.
  for (let i = 0; i < 12; i++) {
    const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    rows.push({
      ...base(`${APP_EXTENSION_PREFIX}${5001 + i}`, name, 'Crew app'),
      configured: rng.chance(0.7),
    });
  }
  for (const bot of BOTS) rows.push({ ...base(bot.extension, bot.name, 'Bot'), configured: true });

  const inserted = await insertChunked(rows, (chunk) =>
    ctx.tx.insert(extensions).values(chunk).onConflictDoNothing(),
  );
  // The registrar's credentials (Kamailio's subscriber table) for every seeded extension.
  await backfillSubscribers(ctx.tx, ctx.secretKey, env.domain);
  const access = await seedAppAccess(ctx);
  return { extensions: inserted, app_access: access };
}

/** App Access: every desk phone and crew app, plus the first cabins (guests using the ship's app). */
async function seedAppAccess(ctx: SeedContext): Promise<number> {
  const { env, rng, now } = ctx;
  const code = env.code.toLowerCase();
  const entry = (number: string, email: string) => ({
    domain: env.domain,
    extension: `${APP_EXTENSION_PREFIX}${number}@${env.domain}`,
    email,
    status: rng.chance(0.92) ? 1 : 0,
    creationdate: new Date(now.getTime() - rng.int(1, 120) * 86_400_000),
  });
  const rows = IP_PHONES.map((p) =>
    entry(
      p.extension,
      p.extension === '2101' && env.code === 'CPL'
        ? PURSER_EMAIL
        : `${p.mailbox}.${code}@meridiancruises.example`,
    ),
  );
  // The purser's entry must stay usable: PIN login for 2101 is the documented demo.
  const purser = rows.find((r) => r.extension.startsWith(`${APP_EXTENSION_PREFIX}2101@`));
  if (purser) purser.status = 1;
  for (let i = 0; i < 12; i++)
    rows.push(entry(String(5001 + i), `crew${5001 + i}.${code}@meridiancruises.example`));
  for (const cabin of cabinNumbers().slice(0, 40)) {
    rows.push(entry(cabin, `cabin${cabin}.${code}@guests.meridiancruises.example`));
  }
  return insertChunked(rows, (chunk) => ctx.tx.insert(appAccess).values(chunk).onConflictDoNothing());
}
