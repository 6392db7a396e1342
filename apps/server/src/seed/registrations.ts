/**
 * Demo SIP registrations of one ship, as a registrar would report them: desk phones of real models on
 * the internal profile (ship LAN, 5060, a few ms), the cabins' analog gateways (10.<octet>.80.<gateway>,
 * the address the Gateway screen opens), and app accounts on the external profile (softphones and the
 * crew app ashore, NATed ports, satellite round trips of 550-900 ms). Uses its own random stream so the
 * rest of the demo fleet keeps its figures.
 */
import { APP_EXTENSION_PREFIX } from '@portside/contract';
import { eq } from 'drizzle-orm';
import { extensions, sipRegistrations } from '../modules/pbx/schema.ts';
import type { SeedContext, SeedCounts } from './context.ts';
import { cabinGatewayAgent } from './extensions.ts';
import { createRng, insertChunked } from './prng.ts';

const DESK_PHONES = [
  'Yealink SIP-T46U 108.86.0.45',
  'PolycomVVX-VVX_450-UA/6.4.3.5018',
  'Grandstream GXP2170 1.0.11.79',
  'Cisco-CP8841-3PCC/11.3.7',
] as const;
const SOFTPHONES = [
  'Zoiper rv2.10.20.4',
  'Linphone-Desktop/5.2.6 (belle-sip/5.3.83)',
  'PortsideCrew/3.4.1 (iOS 17.5.1)',
  'PortsideCrew/3.4.1 (Android 14)',
] as const;
const ROOM = /^([0-9]+),[0-9]+,[0-9]+,[0-9]+$/;

type NewRegistration = typeof sipRegistrations.$inferInsert;

export async function seedRegistrations(ctx: SeedContext): Promise<SeedCounts> {
  const { env, now } = ctx;
  const rng = createRng(`portside-demo:${env.code}:registrations`);
  const octet = env.octet ?? 20;
  const all = await ctx.tx
    .select({
      extension: extensions.extension,
      description: extensions.description,
      configured: extensions.configured,
    })
    .from(extensions)
    .where(eq(extensions.domain, env.domain));
  const rows: NewRegistration[] = [];
  const gatewayAgent = cabinGatewayAgent(env.code);
  const add = (
    extension: string,
    r: Omit<NewRegistration, 'domain' | 'sipUser' | 'expiresAt' | 'pingStatus'>,
  ) => {
    const reachable = rng.chance(0.94);
    rows.push({
      ...r,
      domain: env.domain,
      sipUser: `${extension}@${env.domain}`,
      pingStatus: reachable ? 'Reachable' : 'Unreachable',
      pingTime: reachable ? r.pingTime : null,
      expiresAt: new Date(now.getTime() + rng.int(60, 3600) * 1000),
    });
  };
  for (const e of all) {
    const room = ROOM.exec(e.description);
    if (room) {
      if (!e.configured || Number(room[1]) === 0) continue;
      add(e.extension, {
        profile: 'internal',
        agent: gatewayAgent,
        ip: `10.${octet}.80.${room[1]}`,
        port: 5060,
        pingTime: round(rng.int(80, 900) / 100),
        status: 'Registered(UDP)',
      });
    } else if (e.extension.startsWith(APP_EXTENSION_PREFIX)) {
      if (!rng.chance(0.75)) continue;
      add(e.extension, {
        profile: 'external',
        agent: rng.pick(SOFTPHONES),
        ip: `${rng.pick(['203.0.113', '198.51.100'])}.${rng.int(2, 254)}`,
        port: rng.int(20_000, 64_000),
        pingTime: round(rng.int(55_000, 90_000) / 100),
        status: 'Registered(TLS)',
      });
    } else if (/^[0-9]{4}$/.test(e.extension) && rng.chance(0.9)) {
      add(e.extension, {
        profile: 'internal',
        agent: rng.pick(DESK_PHONES),
        ip: `10.${octet}.20.${rng.int(10, 250)}`,
        port: 5060,
        pingTime: round(rng.int(60, 1500) / 100),
        status: rng.chance(0.8) ? 'Registered(UDP)' : 'Registered(TCP)',
      });
    }
  }
  const inserted = await insertChunked(rows, (chunk) => ctx.tx.insert(sipRegistrations).values(chunk));
  return { sip_registrations: inserted };
}

const round = (n: number) => Math.round(n * 100) / 100;
