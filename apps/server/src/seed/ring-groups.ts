/**
 * Demo ring groups of one ship (6100 + n): one per department and three per deck (stewards, fire patrol,
 * maintenance), each ringing a few desk phones, with a timeout action of every kind the spec names.
 * The group rows draw from the ship's stream as they always did (so the seeds after them do not change);
 * actions and destinations draw from a stream of their own.
 */
import type { TimeoutAction } from '@portside/contract/pbx/ring-groups';
import { dialplanAction } from '../modules/pbx/ring-groups/timeout-action.ts';
import { ringGroupDestinations, ringGroups } from '../modules/pbx/schema.ts';
import type { SeedContext } from './context.ts';
import { createRng, DAY_MS, insertChunked, type Rng } from './prng.ts';
import { DECK_TEAMS, DECKS, DEPARTMENTS, IP_PHONES } from './ship-directory.ts';

const STRATEGIES = ['enterprise', 'simultaneous', 'sequence', 'rollover', 'random'] as const;
/**
 * The first ring group number. The ship's number plan has one owner per number (pbx/number-plan.ts):
 * desk phones are 1001-3701, cabins deck*1000 + 2..32 (6002-6032 on deck 6), so the groups start at 6100,
 * clear of every cabin (6000 put 16 of them on deck 6's cabin numbers).
 */
export const RING_GROUP_BASE = 6100;

function timeoutAction(rng: Rng, own: number, count: number): TimeoutAction | null {
  const phone = rng.pick(IP_PHONES).extension;
  switch (rng.int(0, 6)) {
    case 0:
      return null;
    case 1:
    case 2:
      return { name: 'voicemail', value: phone };
    case 3:
      return { name: 'extension', value: phone };
    case 4: {
      const other = RING_GROUP_BASE + ((own - RING_GROUP_BASE + rng.int(1, count - 1)) % count);
      return { name: 'ringgroup', value: String(other) };
    }
    default:
      return { name: 'other', value: rng.pick(['check_voicemail', 'company_directory', 'hangup'] as const) };
  }
}

export async function seedRingGroups(
  ctx: SeedContext,
): Promise<{ ring_groups: number; ring_group_destinations: number }> {
  const { env, rng, now } = ctx;
  const extra = createRng(`portside-demo:${env.code}:ring-groups`);
  const names = [
    ...DEPARTMENTS,
    ...DECKS.flatMap((deck) => DECK_TEAMS.map((team) => `Deck ${deck} ${team}`)),
  ];
  const rows = names.map((name, i) => {
    const number = RING_GROUP_BASE + i;
    const base = {
      domain: env.domain,
      extension: String(number),
      name,
      callerIdName: name,
      callerIdNumber: String(number),
      callTimeout: rng.pick([20, 30, 30, 30, 45, 60]),
      strategy: rng.pick(STRATEGIES),
      enabled: rng.chance(0.93),
      insertDate: new Date(now.getTime() - rng.int(10, 400) * DAY_MS),
    };
    const action = timeoutAction(extra, number, names.length);
    const { app, data } = dialplanAction(action, env.domain);
    return {
      ...base,
      timeoutActionName: action?.name ?? null,
      timeoutActionValue: action?.value ?? null,
      timeoutApp: app,
      timeoutData: data,
    };
  });
  const inserted = await ctx.tx
    .insert(ringGroups)
    .values(rows)
    .onConflictDoNothing()
    .returning({ uuid: ringGroups.ringGroupUuid });
  const destinations = inserted.flatMap(({ uuid }) => {
    const phones = new Set<string>();
    const want = extra.int(1, 4);
    while (phones.size < want) phones.add(extra.pick(IP_PHONES).extension);
    return [...phones].map((number, n) => ({
      ringGroupUuid: uuid,
      number,
      delay: n * extra.pick([0, 5, 10]),
      timeout: extra.pick([20, 30, 30, 45]),
      // A second apart, so numbers with the same delay ring in the order they were added.
      insertDate: new Date(now.getTime() - (phones.size - n) * 1000),
    }));
  });
  await insertChunked(destinations, (chunk) => ctx.tx.insert(ringGroupDestinations).values(chunk));
  return { ring_groups: inserted.length, ring_group_destinations: destinations.length };
}
