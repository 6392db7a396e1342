/**
 * The extension's own voicemail box: its messages (newest first, paged, by the voicemail module's
 * queries), deleting one of them, and changing the box's PIN. A message of any other box is a 404, the
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
import { countMessages, messageWhere, selectMessagePage, updateBox } from '../pbx/voicemail/queries.ts';
import { type Own, ownBox, ownExtension } from './own.ts';
import { deleteBoxMessage } from './queries.ts';

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
    voicemailmessages: rows.map((row) => ({
      voicemail_message_uuid: row.voicemailMessageUuid,
      voicemail_uuid: row.voicemailUuid,
      voicemail_id: row.voicemailId,
      caller_id_name: row.callerIdName,
      caller_id_number: row.callerIdNumber,
      message_length: row.messageLength,
      created_epoch: row.createdEpoch,
    })),
    total,
    total_kind: totalKind,
  };
}

export async function deleteOwnMessage(tx: Tx, actor: Actor, messageUuid: string): Promise<void> {
  const own = await ownExtension(tx, actor);
  const box = await requireOwnBox(tx, own);
  if (!(await deleteBoxMessage(tx, box.voicemailUuid, messageUuid))) {
    throw new NotFound(`Voicemail message ${messageUuid} is not in your voicemail box.`);
  }
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
    new_messages: box.messageCount,
  };
}
