/**
 * A new voicemail message from the switch (FreeSWITCH's voicemail, through an API token of the ship):
 * the recording (WAV, Opus or MP3, judged by its bytes) is kept as every message's audio is
 * (audio-schema.ts), with the caller and the length, in the request's transaction. When the box has
 * 'e-mail the message' on, the message is mailed to the box's address with the recording attached once
 * that transaction has committed (request-tx afterCommit: a slow mail server never holds the database),
 * and when the box keeps no mailed message (voicemail_local_after_email false) it is deleted after the
 * mail server took it, in a transaction of its own audited as the token. A mail that fails, or that only
 * waits in the outbox (no SMTP_URL), leaves the message in the box.
 */
import {
  AUDIO_CONTENT_TYPES,
  type AudioKind,
  type DepositedVoicemail,
  type DepositVoicemailQuery,
  sniffAudio,
  VOICEMAIL_MESSAGE_MAX_BYTES,
} from '@portside/contract/pbx/voicemail';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../../platform/db.ts';
import { BadRequest, Conflict, HttpError, NotFound } from '../../../platform/errors.ts';
import type { Mailer } from '../../../platform/mail.ts';
import { afterCommit } from '../../../platform/request-tx.ts';
import { voicemailMessages } from '../schema.ts';
import { messageFilename } from './audio.ts';
import { deleteMessage, linkRecording, storeRecording } from './audio-queries.ts';
import { type BoxRow, findBox } from './queries.ts';

class PayloadTooLarge extends HttpError {
  constructor(sentence: string) {
    super(413, sentence);
  }
}

const NOT_AUDIO = 'The body must be the recording itself: a WAV, Opus (Ogg) or MP3 file.';

/** The recording's kind by its bytes, or a 400/413 naming what is wrong with it. */
export function checkRecording(data: unknown): AudioKind {
  if (!Buffer.isBuffer(data) || data.length === 0) throw new BadRequest('recording', NOT_AUDIO);
  if (data.length > VOICEMAIL_MESSAGE_MAX_BYTES) {
    throw new PayloadTooLarge(
      `The recording is ${data.length} bytes; a message may be at most ${VOICEMAIL_MESSAGE_MAX_BYTES} bytes.`,
    );
  }
  const kind = sniffAudio(data.subarray(0, 64));
  if (!kind) throw new BadRequest('recording', NOT_AUDIO);
  return kind;
}

export interface DepositDeps {
  db: Db;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'error'>;
  now: Date;
  /** The `portside.audit` setting of the request (request-tx auditContextOf), for the delete after mailing. */
  auditContext: string;
}

/** Stores the message and, after the commit, mails it (and deletes it) as the box says. */
export async function depositMessage(
  deps: DepositDeps,
  domain: string,
  mailbox: string,
  q: DepositVoicemailQuery,
  data: unknown,
): Promise<DepositedVoicemail> {
  const kind = checkRecording(data);
  const bytes = data as Buffer;
  const box = await findBox(deps.db, domain, mailbox);
  if (!box) throw new NotFound(`Voicemail box ${mailbox} does not exist in domain ${domain}.`);
  if (!box.enabled) throw new Conflict(`Voicemail box ${mailbox} is disabled: it takes no messages.`);
  const contentType = AUDIO_CONTENT_TYPES[kind];
  const createdEpoch = q.created_epoch ?? Math.floor(deps.now.getTime() / 1000);
  const [row] = await deps.db
    .insert(voicemailMessages)
    .values({
      domain,
      voicemailUuid: box.voicemailUuid,
      callerIdName: q.caller_id_name,
      callerIdNumber: q.caller_id_number,
      messageLength: q.message_length,
      createdEpoch,
    })
    .returning({ id: voicemailMessages.voicemailMessageUuid });
  if (!row) throw new Error('voicemail_messages insert returned nothing');
  const sha256 = await storeRecording(deps.db, bytes, contentType);
  await linkRecording(deps.db, row.id, sha256);
  const answer: DepositedVoicemail = {
    voicemail_message_uuid: row.id,
    voicemail_id: box.voicemailId,
    mailed: false,
    deleted: false,
  };
  if (!box.emailEnabled || box.mailTo === '') return answer;
  const message = { id: row.id, sha256, createdEpoch, contentType, bytes, ...q };
  // The answer object is the one sent: the mail's outcome is written into it before it leaves.
  const work = async () => {
    Object.assign(answer, await mailMessage(deps, domain, box, message));
  };
  if (!afterCommit(work)) await work();
  return answer;
}

interface StoredMessage extends DepositVoicemailQuery {
  id: string;
  sha256: string;
  createdEpoch: number;
  contentType: string;
  bytes: Buffer;
}

/** 'Voicemail from Ship's Spa <7002> in box 2101 (42 s)' */
function subjectOf(box: BoxRow, m: StoredMessage): string {
  const caller = m.caller_id_name
    ? `${m.caller_id_name}${m.caller_id_number ? ` <${m.caller_id_number}>` : ''}`
    : m.caller_id_number || 'an unknown caller';
  return `Voicemail from ${caller} in box ${box.voicemailId} (${m.message_length} s)`;
}

function textOf(box: BoxRow, m: StoredMessage, domain: string): string {
  const at = new Date(m.createdEpoch * 1000).toISOString().replace('T', ' ').slice(0, 16);
  return [
    `A new voicemail message was left in box ${box.voicemailId}${box.description ? ` (${box.description})` : ''} of ${domain}.`,
    '',
    `From:   ${m.caller_id_name || '(no name)'} ${m.caller_id_number || '(no number)'}`.trimEnd(),
    `Length: ${m.message_length} seconds`,
    `Left:   ${at} UTC`,
    '',
    'The recording is attached.',
    box.keepAfterEmail
      ? 'The message also stays in the box.'
      : 'This box keeps no e-mailed message: it has been deleted from the box.',
  ].join('\n');
}

async function mailMessage(
  deps: DepositDeps,
  domain: string,
  box: BoxRow,
  m: StoredMessage,
): Promise<Pick<DepositedVoicemail, 'mailed' | 'deleted'>> {
  let sent: boolean;
  try {
    ({ sent } = await deps.mailer.send({
      to: box.mailTo,
      subject: subjectOf(box, m),
      text: textOf(box, m, domain),
      attachments: [
        {
          filename: messageFilename(
            {
              voicemailId: box.voicemailId,
              createdEpoch: m.createdEpoch,
              callerIdNumber: m.caller_id_number,
            },
            m.contentType,
          ),
          contentType: m.contentType,
          content: m.bytes,
        },
      ],
    }));
  } catch (err) {
    // The mailer recorded the error in the outbox; the message stays in the box.
    deps.log.error({ err, box: box.voicemailId }, 'voicemail message could not be mailed');
    return { mailed: false, deleted: false };
  }
  if (!sent || box.keepAfterEmail) return { mailed: sent, deleted: false };
  try {
    await deps.db.transaction(async (tx: Tx) => {
      await tx.execute(sql`select set_config('portside.audit', ${deps.auditContext}, true)`);
      await deleteMessage(tx, m.id, m.sha256);
    });
  } catch (err) {
    // The message was stored and mailed; the answer says it is still in the box.
    deps.log.error({ err, box: box.voicemailId }, 'mailed voicemail message could not be deleted');
    return { mailed: true, deleted: false };
  }
  return { mailed: true, deleted: true };
}
