/**
 * The extension's own voicemail box: its messages (newest first, paged, by the voicemail module's
 * queries), playing and marking one read, deleting one (with its recording), and changing the box's PIN. A message of any other box is a 404, the
 * same answer as a message that does not exist, so an id reveals nothing about other boxes.
 */
import {
  VOICEMAIL_PIN_SENTENCES,
  type VoicemailMessageList,
  voicemailPinProblem,
} from '@portside/contract/pbx/voicemail';
import type { SelfVoicemail, UpdateSelfVoicemail } from '@portside/contract/self';
import type { Tx } from '../../platform/db.ts';
import { BadRequest, NotFound } from '../../platform/errors.ts';
import { pageWithTotal } from '../../platform/list-query.ts';
import { encryptSecret } from '../../platform/secrets.ts';
import type { Actor } from '../../platform/session.ts';
import { markMessage, messageAudio } from '../pbx/voicemail/audio.ts';
import { deleteMessage, findMessage } from '../pbx/voicemail/audio-queries.ts';
import type { AudioFile } from '../pbx/voicemail/audio-range.ts';
import { countMessages, messageWhere, selectMessagePage, updateBox } from '../pbx/voicemail/queries.ts';
import { presentMessage } from '../pbx/voicemail/service.ts';
import { type Own, ownBox, ownExtension } from './own.ts';

async function requireOwnBox(tx: Tx, own: Own) {
  const box = await ownBox(tx, own);
  if (!box) throw new NotFound(`Extension ${own.number} has no voicemail box.`);
  return box;
}

export async function listOwnMessages(
  tx: Tx,
  actor: Actor,
  page: { page: number; pagesize: number },
): Promise<VoicemailMessageList> {
  const own = await ownExtension(tx, actor);
  const box = await requireOwnBox(tx, own);
  const where = messageWhere(own.domain, box.voicemailUuid, undefined);
  const { rows, total, totalKind } = await pageWithTotal(page, {
    rows: (limit, offset) => selectMessagePage(tx, where, 'DESC', limit, offset),
    count: () => countMessages(tx, where),
  });
  return {
    voicemailmessages: rows.map(presentMessage),
    total,
    total_kind: totalKind,
  };
}

/** A message of the own box, or the 404 that a message of any other box gets too. */
async function ownMessage(tx: Tx, actor: Actor, messageUuid: string) {
  const own = await ownExtension(tx, actor);
  const box = await requireOwnBox(tx, own);
  const message = await findMessage(tx, own.domain, box.voicemailUuid, messageUuid);
  if (!message) throw new NotFound(`Voicemail message ${messageUuid} is not in your voicemail box.`);
  return { own, box, message };
}

/** Deletes the message and, when no other message carries it, its recording. */
export async function deleteOwnMessage(tx: Tx, actor: Actor, messageUuid: string): Promise<void> {
  const { message } = await ownMessage(tx, actor, messageUuid);
  await deleteMessage(tx, messageUuid, message.sha256);
}

/** The recording of a message of the own box. */
export async function ownMessageAudio(tx: Tx, actor: Actor, messageUuid: string): Promise<AudioFile> {
  const { own, box } = await ownMessage(tx, actor, messageUuid);
  return messageAudio(tx, own.domain, box.voicemailUuid, messageUuid);
}

/** Marks a message of the own box read (now) or new again. */
export async function markOwnMessage(
  tx: Tx,
  actor: Actor,
  messageUuid: string,
  read: boolean,
  now: Date,
): Promise<void> {
  const { own, box } = await ownMessage(tx, actor, messageUuid);
  await markMessage(tx, own.domain, box.voicemailUuid, messageUuid, read, now);
}

/**
 * The voicemail module's PIN rules (the contract's schema checked format, repeats and runs; the mailbox
 * is known only here), encrypted at rest as that module does it, and never answered.
 */
export async function changeOwnPin(
  tx: Tx,
  secretKey: Buffer,
  actor: Actor,
  input: UpdateSelfVoicemail,
): Promise<SelfVoicemail> {
  const own = await ownExtension(tx, actor);
  const box = await requireOwnBox(tx, own);
  const problem = voicemailPinProblem(input.password, box.voicemailId);
  if (problem) throw new BadRequest('password', `Field 'password' ${VOICEMAIL_PIN_SENTENCES[problem]}.`);
  await updateBox(tx, own.domain, box.voicemailId, {
    passwordEncrypted: encryptSecret(input.password, secretKey),
  });
  return {
    voicemail_id: box.voicemailId,
    enabled: box.enabled,
    messages: box.messageCount,
    new_messages: box.newMessageCount,
  };
}
