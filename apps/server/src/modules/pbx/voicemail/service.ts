/**
 * Voicemail rules (spec 001 §3, §4, §7): boxes of a domain (one mailbox number each, its PIN encrypted
 * at rest and never listed, never its mailbox number, 1111 or 1234), enabled or disabled, and the
 * messages left in them. A path's ext is a mailbox number or 'all'.
 */
import {
  type CreateVoicemailBox,
  type UpdateVoicemailBox,
  VOICEMAIL_PIN_SENTENCES,
  type VoicemailBox,
  type VoicemailList,
  type VoicemailListQuery,
  type VoicemailMessage,
  type VoicemailMessageList,
  type VoicemailMessageListQuery,
  voicemailPinProblem,
} from '@portside/contract/pbx/voicemail';
import type { Tx } from '../../../platform/db.ts';
import { BadRequest, Conflict, NotFound } from '../../../platform/errors.ts';
import { keysetBatches, pageWithTotal } from '../../../platform/list-query.ts';
import { encryptSecret } from '../../../platform/secrets.ts';
import { claimNumber, clearReferences } from '../number-plan/service.ts';
import type { voicemailBoxes } from '../schema.ts';
import {
  type BoxRow,
  boxCursor,
  boxWhere,
  countBoxes,
  countMessages,
  deleteBox,
  findBox,
  insertBox,
  type MessageRow,
  messageWhere,
  selectBoxBatch,
  selectBoxPage,
  selectMessageBatch,
  selectMessagePage,
  updateBox,
} from './queries.ts';

function presentBox(row: BoxRow): VoicemailBox {
  return {
    voicemail_uuid: row.voicemailUuid,
    voicemail_id: row.voicemailId,
    voicemail_description: row.description,
    voicemail_enabled: row.enabled ? 'true' : 'false',
    message_count: row.messageCount,
    voicemail_mail_to: row.mailTo,
    voicemail_email_enabled: row.emailEnabled ? 'true' : 'false',
    voicemail_local_after_email: row.keepAfterEmail ? 'true' : 'false',
    voicemail_greeting: row.greetingFilename,
    voicemail_greeting_size: row.greetingSize,
    insert_date: row.insertDate.toISOString(),
  };
}

export function presentMessage(row: MessageRow): VoicemailMessage {
  return {
    voicemail_message_uuid: row.voicemailMessageUuid,
    voicemail_uuid: row.voicemailUuid,
    voicemail_id: row.voicemailId,
    caller_id_name: row.callerIdName,
    caller_id_number: row.callerIdNumber,
    message_length: row.messageLength,
    created_epoch: row.createdEpoch,
    read_epoch: row.readEpoch,
    has_audio: row.hasAudio,
  };
}

const notFound = (domain: string, id: string) =>
  new NotFound(`Voicemail box ${id} does not exist in domain ${domain}.`);

export async function listBoxes(
  tx: Tx,
  domain: string,
  ext: string,
  q: VoicemailListQuery,
): Promise<VoicemailList> {
  const where = boxWhere(domain, ext, q.search);
  const { rows, total, totalKind } = await pageWithTotal(q, {
    rows: (limit, offset) => selectBoxPage(tx, where, q, limit, offset),
    count: () => countBoxes(tx, where),
  });
  return { voicemailboxes: rows.map(presentBox), total, total_kind: totalKind };
}

export async function* exportBoxes(
  tx: Tx,
  domain: string,
  ext: string,
  q: VoicemailListQuery,
): AsyncGenerator<VoicemailBox[]> {
  const where = boxWhere(domain, ext, q.search);
  const batches = keysetBatches(
    (after: ReturnType<typeof boxCursor> | undefined, limit) => selectBoxBatch(tx, where, q, after, limit),
    (row) => boxCursor(q, row),
  );
  for await (const batch of batches) yield batch.map(presentBox);
}

/** Under a path of one mailbox the body's number may be left out; given, it must be that mailbox. */
function mailboxNumber(ext: string, number: string | undefined): string {
  if (number === undefined) {
    if (ext === 'all') throw new BadRequest('number', "Field 'number' is required.");
    return ext;
  }
  if (ext !== 'all' && ext !== number) {
    throw new BadRequest('number', `Field 'number' must be the mailbox of the path (${ext}).`);
  }
  return number;
}

/** The PIN against its box: the schema checked digits, repeats and runs without knowing the mailbox. */
function assertPin(pin: string, field: string, mailbox: string): void {
  const problem = voicemailPinProblem(pin, mailbox);
  if (problem) throw new BadRequest(field, `Field '${field}' ${VOICEMAIL_PIN_SENTENCES[problem]}.`);
}

export async function createBox(
  tx: Tx,
  secretKey: Buffer,
  domain: string,
  ext: string,
  input: CreateVoicemailBox,
): Promise<VoicemailBox> {
  const number = mailboxNumber(ext, input.number);
  assertPin(input.password, input.passwordField, number);
  // One number plan per domain: an extension's own number, or one no ring group, broadcast group or
  // feature code holds.
  await claimNumber(tx, domain, number, 'voicemail');
  const created = await insertBox(tx, {
    domain,
    voicemailId: number,
    passwordEncrypted: encryptSecret(input.password, secretKey),
    description: input.description,
    enabled: input.enabled,
  });
  if (created === undefined) {
    throw new Conflict(`Voicemail box ${number} already exists in domain ${domain}.`);
  }
  return getBox(tx, domain, number);
}

export async function getBox(tx: Tx, domain: string, id: string): Promise<VoicemailBox> {
  const row = await findBox(tx, domain, id);
  if (!row) throw notFound(domain, id);
  return presentBox(row);
}

/** The box a path names: ext 'all' or the same mailbox as the id. */
function boxOfPath(domain: string, ext: string, id: string): string {
  if (ext !== 'all' && ext !== id) throw notFound(domain, id);
  return id;
}

/** 'E-mail the message' needs an address: the one sent, else the box's. */
async function assertMailSetting(tx: Tx, domain: string, number: string, input: UpdateVoicemailBox) {
  const current = await findBox(tx, domain, number);
  const mailTo = input.mailTo ?? current?.mailTo ?? '';
  const on = input.emailEnabled ?? current?.emailEnabled ?? false;
  if (on && mailTo === '') {
    throw new BadRequest(
      'voicemail_mail_to',
      "Field 'voicemail_mail_to' is required while 'e-mail the message' is on.",
    );
  }
}

/** Update sends status true, Disable status false with the password (spec 001 §4). */
export async function updateVoicemailBox(
  tx: Tx,
  secretKey: Buffer,
  domain: string,
  ext: string,
  id: string,
  input: UpdateVoicemailBox,
): Promise<VoicemailBox> {
  const number = boxOfPath(domain, ext, id);
  const values: Partial<typeof voicemailBoxes.$inferInsert> = {};
  if (input.password !== undefined) {
    assertPin(input.password, input.passwordField, number);
    values.passwordEncrypted = encryptSecret(input.password, secretKey);
  }
  if (input.description !== undefined) values.description = input.description;
  if (input.enabled !== undefined) values.enabled = input.enabled;
  if (input.mailTo !== undefined) values.mailTo = input.mailTo;
  if (input.emailEnabled !== undefined) values.emailEnabled = input.emailEnabled;
  if (input.keepAfterEmail !== undefined) values.keepAfterEmail = input.keepAfterEmail;
  if (input.mailTo !== undefined || input.emailEnabled !== undefined) {
    await assertMailSetting(tx, domain, number, input);
  }
  if (Object.keys(values).length > 0 && !(await updateBox(tx, domain, number, values))) {
    throw notFound(domain, number);
  }
  return getBox(tx, domain, number);
}

export async function deleteVoicemailBox(tx: Tx, domain: string, ext: string, id: string): Promise<void> {
  const number = boxOfPath(domain, ext, id);
  if (!(await findBox(tx, domain, number))) throw notFound(domain, number);
  // What refers to the box goes in the same transaction: inbound routes to it are deleted, ring groups'
  // timeout actions and forwards to it cleared (the console lists them first).
  await clearReferences(tx, domain, 'voicemail', number);
  if (!(await deleteBox(tx, domain, number))) throw notFound(domain, number);
}

/** The box uuid the messages of `ext` are read by; undefined for 'all'. 404 for an unknown mailbox. */
async function messageBox(tx: Tx, domain: string, ext: string): Promise<string | undefined> {
  if (ext === 'all') return undefined;
  const box = await findBox(tx, domain, ext);
  if (!box) throw notFound(domain, ext);
  return box.voicemailUuid;
}

export async function listMessages(
  tx: Tx,
  domain: string,
  ext: string,
  q: VoicemailMessageListQuery,
): Promise<VoicemailMessageList> {
  const where = messageWhere(domain, await messageBox(tx, domain, ext), q.search);
  const { rows, total, totalKind } = await pageWithTotal(q, {
    rows: (limit, offset) => selectMessagePage(tx, where, q.order, limit, offset),
    count: () => countMessages(tx, where),
  });
  return { voicemailmessages: rows.map(presentMessage), total, total_kind: totalKind };
}

/** The export's generator; the box is looked up first, so an unknown mailbox is a 404, not an empty file. */
export async function exportMessages(
  tx: Tx,
  domain: string,
  ext: string,
  q: VoicemailMessageListQuery,
): Promise<AsyncGenerator<VoicemailMessage[]>> {
  const where = messageWhere(domain, await messageBox(tx, domain, ext), q.search);
  const batches = keysetBatches(
    (after: { key: string; uuid: string } | undefined, limit) =>
      selectMessageBatch(tx, where, q.order, after, limit),
    (row) => ({ key: String(row.createdEpoch), uuid: row.voicemailMessageUuid }),
  );
  return (async function* () {
    for await (const batch of batches) yield batch.map(presentMessage);
  })();
}
