/**
 * Demo voicemail messages of one ship, left in the boxes seed/pbx-activity.ts creates (one per desk phone
 * and the first cabins): a few in most boxes, a long list in the Purser's Desk (2101) so its Messages
 * screen shows Load More. Drawn from a stream of their own, so the seeds before and after do not change.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { AUDIO_CONTENT_TYPES } from '@portside/contract/pbx/voicemail';
import { eq } from 'drizzle-orm';
import { voicemailBoxes, voicemailMessages } from '../modules/pbx/schema.ts';
import { storeRecording } from '../modules/pbx/voicemail/audio-queries.ts';
import { voicemailAudio } from '../modules/pbx/voicemail/audio-schema.ts';
import type { SeedContext, SeedCounts } from './context.ts';
import { createRng, DAY_MS, insertChunked } from './prng.ts';
import { FIRST_NAMES, IP_PHONES, LAST_NAMES } from './ship-directory.ts';

/** The box with many messages (the purser's desk takes guests' calls). */
export const BUSY_MAILBOX = '2101';
const BUSY_MESSAGES = 72;
const MESSAGE_DAYS = 30;

/**
 * The recordings every seeded message carries one of: spoken by espeak-ng, Ogg Opus, each under 50 KB
 * (voicemail/make-recordings.sh made them; voicemail/messages.txt holds their words). Kept once each in
 * the database however many messages share them.
 */
const RECORDINGS_DIR = new URL('./voicemail/', import.meta.url);
export const SEED_RECORDINGS: readonly { file: string; seconds: number }[] = JSON.parse(
  readFileSync(new URL('recordings.json', RECORDINGS_DIR), 'utf8'),
);

async function storeSeedRecordings(ctx: SeedContext): Promise<{ sha256: string; seconds: number }[]> {
  const stored = [];
  for (const { file, seconds } of SEED_RECORDINGS) {
    const data = readFileSync(new URL(file, RECORDINGS_DIR));
    stored.push({ sha256: await storeRecording(ctx.tx, data, AUDIO_CONTENT_TYPES.opus), seconds });
  }
  return stored;
}

export async function seedVoicemail(ctx: SeedContext): Promise<SeedCounts> {
  const { env, now } = ctx;
  const rng = createRng(`portside-demo:${env.code}:voicemail`);
  const boxes = await ctx.tx
    .select({ uuid: voicemailBoxes.voicemailUuid, id: voicemailBoxes.voicemailId })
    .from(voicemailBoxes)
    .where(eq(voicemailBoxes.domain, env.domain))
    .orderBy(voicemailBoxes.voicemailId);
  const recordings = await storeSeedRecordings(ctx);
  const rows: (typeof voicemailMessages.$inferInsert)[] = [];
  const links: (typeof voicemailAudio.$inferInsert)[] = [];
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
      // The length drawn before recordings existed is still drawn, so the stream stays as it was; the
      // message's length is its recording's.
      rng.chance(0.2) ? rng.int(2, 9) : rng.int(10, 180);
      const recording = recordings[rows.length % recordings.length];
      if (!recording) throw new Error('seed/voicemail: no recordings');
      const id = randomUUID();
      links.push({ voicemailMessageUuid: id, sha256: recording.sha256 });
      rows.push({
        voicemailMessageUuid: id,
        domain: env.domain,
        voicemailUuid: box.uuid,
        callerIdName: name,
        callerIdNumber: number,
        messageLength: recording.seconds,
        createdEpoch: Math.floor(now.getTime() / 1000) - ageSeconds,
        // Older ones have been heard: those of more than a week ago, and every third of the rest.
        readEpoch:
          ageSeconds > 7 * 86_400 || rows.length % 3 === 0
            ? Math.floor(now.getTime() / 1000) - ageSeconds + 3_600
            : null,
      });
    }
  }
  const count = await insertChunked(rows, (chunk) => ctx.tx.insert(voicemailMessages).values(chunk));
  await insertChunked(links, (chunk) => ctx.tx.insert(voicemailAudio).values(chunk));
  return { voicemail_messages: count };
}
