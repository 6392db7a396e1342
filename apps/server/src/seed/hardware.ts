/**
 * Demo hardware provisioning files of one ship: 160 desk phones (Yealink, Poly and Grandstream MACs by
 * their makers' OUIs), each with one account on a real desk or crew extension of the ship (some with a
 * second line; an extension may ring on a few phones), about half already taken by the phone (archived),
 * the rest, the newest among them, still pending. No password of
 * their own: the phone gets its extension's SIP password. Drawn from a stream of its own, so the seeds
 * before and after do not change.
 */
import { APP_EXTENSION_PREFIX } from '@portside/contract';
import { HARDWARE_TIME_ZONES } from '@portside/contract/pbx/hardware';
import { asc, eq } from 'drizzle-orm';
import { extensions, hardwareFiles, type StoredHardwareAccount } from '../modules/pbx/schema.ts';
import type { SeedContext, SeedCounts } from './context.ts';
import { createRng, DAY_MS, insertChunked } from './prng.ts';

/** Enough that each tab (all, pending, archived) holds more than 60, so Load More shows. */
export const DEMO_HARDWARE_FILES = 160;
/** Organisationally unique identifiers (first three octets) registered to the phone makers. */
const OUIS = [
  '001565', // Yealink
  '805ec0', // Yealink
  '249ad8', // Yealink
  '0004f2', // Polycom (Poly)
  '64167f', // Polycom (Poly)
  '000b82', // Grandstream
  'c074ad', // Grandstream
] as const;
const ROOM = /^[0-9]+,[0-9]+,[0-9]+,[0-9]+$/;

export async function seedHardware(ctx: SeedContext): Promise<SeedCounts> {
  const { env, now } = ctx;
  const rng = createRng(`portside-demo:${env.code}:hardware`);
  // Desk and crew phones: no room (analog gateway port) and no app account.
  const phones = (
    await ctx.tx
      .select({
        extension: extensions.extension,
        name: extensions.effectiveCallerIdName,
        description: extensions.description,
      })
      .from(extensions)
      .where(eq(extensions.domain, env.domain))
      .orderBy(asc(extensions.extension))
  ).filter((e) => !ROOM.test(e.description) && !e.extension.startsWith(APP_EXTENSION_PREFIX));
  if (phones.length === 0) return { hardware_files: 0 };

  const proxy = `sbc.${env.domain}`;
  const account = (phone: (typeof phones)[number]): StoredHardwareAccount => ({
    extension: phone.extension,
    domain: env.domain,
    outboundProxy: proxy,
    outboundProxyPort: rng.chance(0.85) ? 5060 : 5080,
    name: phone.name || phone.extension,
    ringtone: rng.chance(0.6) ? 5 : rng.int(1, 4),
    passwordEncrypted: null,
  });

  const macs = new Set<string>();
  const rows: (typeof hardwareFiles.$inferInsert)[] = [];
  for (let n = 0; n < DEMO_HARDWARE_FILES; n++) {
    const first = phones[n % phones.length];
    if (!first) break;
    let mac = '';
    while (mac === '' || macs.has(mac)) {
      mac = rng.pick(OUIS) + rng.int(0, 0xffffff).toString(16).padStart(6, '0');
    }
    macs.add(mac);
    const second = rng.chance(0.2) ? phones[(n + 1 + rng.int(0, 20)) % phones.length] : undefined;
    const account1 = account(first);
    const account2 = second && second.extension !== first.extension ? account(second) : null;
    const ageDays = rng.int(0, 180);
    rows.push({
      domain: env.domain,
      mac,
      // A file waits until the phone next boots: the newest are still pending.
      status: ageDays < 45 || rng.chance(0.35) ? 'pending' : 'archived',
      timezone: rng.chance(0.5) ? 'Auto' : rng.pick(HARDWARE_TIME_ZONES),
      account1,
      account2,
      name: account1.name,
      ext: account2 ? `${account1.extension}, ${account2.extension}` : account1.extension,
      creationdate: new Date(now.getTime() - ageDays * DAY_MS - rng.int(0, DAY_MS - 1)),
    });
  }
  return {
    hardware_files: await insertChunked(rows, (chunk) => ctx.tx.insert(hardwareFiles).values(chunk)),
  };
}
