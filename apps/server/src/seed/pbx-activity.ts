/**
 * Demo ring groups, voicemail boxes and PBX call records of one ship. Call records follow a daily
 * rhythm (busier on sea days, quieter in port) so the dashboard's 14-day chart looks like a real ship.
 */
import { pbxCdrs, voicemailBoxes } from '../modules/pbx/schema.ts';
import { encryptSecret } from '../platform/secrets.ts';
import type { SeedContext, SeedCounts } from './context.ts';
import { cabinNumbers } from './extensions.ts';
import { DAY_MS, insertChunked, timeOnDay } from './prng.ts';
import { seedRingGroups } from './ring-groups.ts';
import { seedVoicemailPin } from './secrets.ts';
import { IP_PHONES } from './ship-directory.ts';

const HANGUP_CAUSES = ['NO_ANSWER', 'USER_BUSY', 'ORIGINATOR_CANCEL', 'CALL_REJECTED'];
const CDR_DAYS = 30;

export async function seedPbxActivity(ctx: SeedContext): Promise<SeedCounts> {
  return {
    ...(await seedRingGroups(ctx)),
    voicemail_boxes: await seedVoicemailBoxes(ctx),
    pbx_cdrs: await seedPbxCdrs(ctx),
  };
}

/**
 * A box for every desk phone and for the first cabins; the PIN (never 1111, 1234 or the mailbox) is
 * encrypted like SIP passwords.
 */
async function seedVoicemailBoxes(ctx: SeedContext): Promise<number> {
  const { env, rng, now, secretKey } = ctx;
  const owners = [
    ...IP_PHONES.map((p) => ({ id: p.extension, description: p.name })),
    ...cabinNumbers()
      .slice(0, 50)
      .map((cabin) => ({ id: cabin, description: `Cabin ${cabin}` })),
  ];
  const rows = owners.map((o) => ({
    domain: env.domain,
    voicemailId: o.id,
    passwordEncrypted: encryptSecret(seedVoicemailPin(rng, o.id), secretKey),
    description: o.description,
    enabled: rng.chance(0.9),
    insertDate: new Date(now.getTime() - rng.int(10, 400) * DAY_MS),
  }));
  return insertChunked(rows, (chunk) => ctx.tx.insert(voicemailBoxes).values(chunk).onConflictDoNothing());
}

async function seedPbxCdrs(ctx: SeedContext): Promise<number> {
  const { env, rng, now } = ctx;
  const phones = IP_PHONES.map((p) => p.extension);
  const cabins = cabinNumbers();
  const rows: (typeof pbxCdrs.$inferInsert)[] = [];
  for (let daysAgo = CDR_DAYS - 1; daysAgo >= 0; daysAgo--) {
    // A week-long itinerary: ports on two days of seven are quiet, sea days are busy.
    const inPort = (daysAgo + env.code.charCodeAt(0)) % 7 < 2;
    const calls = (inPort ? rng.int(6, 12) : rng.int(14, 26)) + (env.pairedExtensions ? 4 : 0);
    for (let n = 0; n < calls; n++) {
      const direction = rng.pick(['local', 'local', 'local', 'outbound', 'inbound'] as const);
      const caller =
        direction === 'inbound' ? `+1305555${rng.digits(4)}` : rng.pick(rng.chance(0.5) ? cabins : phones);
      const destination =
        direction === 'outbound'
          ? `+${rng.pick(['1', '44', '30', '34', '63'])}${rng.digits(9)}`
          : rng.pick(phones);
      const answered = rng.chance(0.82);
      rows.push({
        domain: env.domain,
        callerIdNumber: caller,
        destinationNumber: destination,
        direction,
        startStamp: timeOnDay(rng, now, daysAgo),
        duration: answered ? rng.int(8, 900) : 0,
        hangupCause: answered ? 'NORMAL_CLEARING' : rng.pick(HANGUP_CAUSES),
      });
    }
  }
  return insertChunked(rows, (chunk) => ctx.tx.insert(pbxCdrs).values(chunk));
}
