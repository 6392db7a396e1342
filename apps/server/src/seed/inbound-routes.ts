/**
 * Demo inbound routes of one ship: a direct line for every desk phone, a line per department ringing
 * its ring group (RING_GROUP_BASE + n), voicemail lines for the senior officers' desks, and the company directory,
 * check-voicemail and a night hangup line. Numbers are US numbers of the ship's shore office.
 * Drawn from a stream of their own, so the seeds before and after do not change.
 */
import { dialplans } from '../modules/pbx/schema.ts';
import type { SeedContext, SeedCounts } from './context.ts';
import { createRng, DAY_MS, insertChunked } from './prng.ts';
import { RING_GROUP_BASE } from './ring-groups.ts';
import { DEPARTMENTS, IP_PHONES } from './ship-directory.ts';

type Action = { name: 'extension' | 'ringgroup' | 'voicemail' | 'other'; value: string };

export async function seedInboundRoutes(ctx: SeedContext): Promise<SeedCounts> {
  const { env, now } = ctx;
  const rng = createRng(`portside-demo:${env.code}:inbound-routes`);
  const routes: Array<{ name: string; action: Action; description: string }> = [
    ...IP_PHONES.map((p) => ({
      name: `Direct line: ${p.name}`,
      action: { name: 'extension' as const, value: p.extension },
      description: '',
    })),
    ...DEPARTMENTS.map((d, i) => ({
      name: d,
      action: { name: 'ringgroup' as const, value: String(RING_GROUP_BASE + i) },
      description: rng.chance(0.4) ? 'Published in the guest directory' : '',
    })),
    ...IP_PHONES.slice(0, 12).map((p) => ({
      name: `Voicemail: ${p.name}`,
      action: { name: 'voicemail' as const, value: p.extension },
      description: 'After hours',
    })),
    { name: 'Company Directory', action: { name: 'other', value: 'company_directory' }, description: '' },
    {
      name: 'Check Voicemail',
      action: { name: 'other', value: 'check_voicemail' },
      description: 'Crew only',
    },
    {
      name: 'Night line',
      action: { name: 'other', value: 'hangup' },
      description: 'Closed between 23:00 and 06:00',
    },
  ];
  const rows = routes.map((r, i) => ({
    domain: env.domain,
    name: r.name,
    number: `+1786555${String(1000 + i)}`,
    destinationActions: [r.action],
    description: r.description,
    enabled: rng.chance(0.95),
    insertDate: new Date(now.getTime() - rng.int(10, 400) * DAY_MS),
  }));
  return {
    dialplans: await insertChunked(rows, (chunk) =>
      ctx.tx.insert(dialplans).values(chunk).onConflictDoNothing(),
    ),
  };
}
