/**
 * Demo voicemail messages of one ship, left in the boxes seed/pbx-activity.ts creates (one per desk phone
 * and the first cabins): a few in most boxes, a long list in the Purser's Desk (2101) so its Messages
 * screen shows Load More. Drawn from a stream of their own, so the seeds before and after do not change.
 */
import { eq } from 'drizzle-orm';
import { voicemailBoxes, voicemailMessages } from '../modules/pbx/schema.ts';
import type { SeedContext, SeedCounts } from './context.ts';
import { createRng, DAY_MS, insertChunked } from './prng.ts';
import { FIRST_NAMES, IP_PHONES, LAST_NAMES } from './ship-directory.ts';

/** The box with many messages (the purser's desk takes guests' calls). */
export const BUSY_MAILBOX = '2101';
const BUSY_MESSAGES = 72;
const MESSAGE_DAYS = 30;

export async function seedVoicemail(ctx: SeedContext): Promise<SeedCounts> {
  const { env, now } = ctx;
  const rng = createRng(`portside-demo:${env.code}:voicemail`);
  const boxes = await ctx.tx
    .select({ uuid: voicemailBoxes.voicemailUuid, id: voicemailBoxes.voicemailId })
    .from(voicemailBoxes)
    .where(eq(voicemailBoxes.domain, env.domain))
    .orderBy(voicemailBoxes.voicemailId);
  const rows: (typeof voicemailMessages.$inferInsert)[] = [];
  for (const box of boxes) {
    const count = box.id === BUSY_MAILBOX ? BUSY_MESSAGES : rng.chance(0.3) ? 0 : rng.int(1, 6);
    for (let n = 0; n < count; n++) {
      // Guests call from their cabins or from ashore; crew from the desk phones.
      const kind = rng.int(0, 2);
      const phone = rng.pick(IP_PHONES);
      const [name, number] =
        kind === 0
          ? [phone.name, phone.extension]
          : kind === 1
            ? [
                `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
                String(rng.pick([4, 5, 6, 7, 8, 9, 10]) * 1000 + rng.int(1, 40) * 2),
              ]
            : [
                rng.chance(0.5) ? `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}` : '',
                `+1${rng.digits(10)}`,
              ];
      const ageSeconds = rng.int(60, MESSAGE_DAYS * (DAY_MS / 1000));
      rows.push({
        domain: env.domain,
        voicemailUuid: box.uuid,
        callerIdName: name,
        callerIdNumber: number,
        messageLength: rng.chance(0.2) ? rng.int(2, 9) : rng.int(10, 180),
        createdEpoch: Math.floor(now.getTime() / 1000) - ageSeconds,
      });
    }
  }
  return {
    voicemail_messages: await insertChunked(rows, (chunk) => ctx.tx.insert(voicemailMessages).values(chunk)),
  };
}
