/**
 * Voicemail you can hear (issue 14 item 6): a message's recording (played with range requests,
 * downloadable), marking a message read or new, deleting a message, and a box's own greeting (uploaded
 * as WAV, Opus or MP3 of at most GREETING_MAX_BYTES, checked by its bytes, not its name).
 */
import {
  AUDIO_CONTENT_TYPES,
  type AudioKind,
  GREETING_MAX_BYTES,
  sniffAudio,
} from '@portside/contract/pbx/voicemail';
import type { Tx } from '../../../platform/db.ts';
import { BadRequest, HttpError, NotFound } from '../../../platform/errors.ts';
import {
  deleteGreeting,
  deleteMessage,
  findGreeting,
  findMessage,
  putGreeting,
  readGreeting,
  readRecording,
  setMessageRead,
} from './audio-queries.ts';
import type { AudioFile } from './audio-range.ts';
import { findBox } from './queries.ts';

const boxNotFound = (domain: string, id: string) =>
  new NotFound(`Voicemail box ${id} does not exist in domain ${domain}.`);

/** The box a path's ext names (undefined for 'all'); 404 for a mailbox the domain has not. */
export async function boxOfExt(tx: Tx, domain: string, ext: string) {
  if (ext === 'all') return undefined;
  const box = await findBox(tx, domain, ext);
  if (!box) throw boxNotFound(domain, ext);
  return box;
}

async function requireMessage(tx: Tx, domain: string, boxUuid: string | undefined, id: string) {
  const message = await findMessage(tx, domain, boxUuid, id);
  if (!message) throw new NotFound(`Voicemail message ${id} does not exist in this mailbox.`);
  return message;
}

const EXTENSION_OF: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/ogg; codecs=opus': 'opus',
};

/** e.g. voicemail-2101-20261125-0712-7002.opus */
export function messageFilename(
  m: { voicemailId: string; createdEpoch: number; callerIdNumber: string },
  type: string,
) {
  const at = new Date(m.createdEpoch * 1000).toISOString();
  const stamp = `${at.slice(0, 10).replaceAll('-', '')}-${at.slice(11, 16).replace(':', '')}`;
  const caller = m.callerIdNumber.replace(/[^0-9+]/g, '') || 'unknown';
  return `voicemail-${m.voicemailId}-${stamp}-${caller}.${EXTENSION_OF[type] ?? 'audio'}`;
}

/** The recording of a message in the domain (of one box unless boxUuid is undefined). */
export async function messageAudio(
  tx: Tx,
  domain: string,
  boxUuid: string | undefined,
  id: string,
): Promise<AudioFile> {
  const message = await requireMessage(tx, domain, boxUuid, id);
  const { sha256, contentType, size } = message;
  if (!sha256 || !contentType || size === null) {
    throw new NotFound(`Voicemail message ${id} has no recording.`);
  }
  return {
    size,
    contentType,
    etag: sha256,
    filename: messageFilename(message, contentType),
    read: (start, length) => readRecording(tx, sha256, start, length),
  };
}

/** Marks a message read (now, in unix seconds) or new again. */
export async function markMessage(
  tx: Tx,
  domain: string,
  boxUuid: string | undefined,
  id: string,
  read: boolean,
  now: Date,
): Promise<void> {
  await requireMessage(tx, domain, boxUuid, id);
  await setMessageRead(tx, id, read ? Math.floor(now.getTime() / 1000) : null);
}

export async function removeMessage(tx: Tx, domain: string, boxUuid: string | undefined, id: string) {
  const message = await requireMessage(tx, domain, boxUuid, id);
  await deleteMessage(tx, id, message.sha256);
}

// ---------------------------------------------------------------------------------------------------
// Greetings

class PayloadTooLarge extends HttpError {
  constructor(sentence: string) {
    super(413, sentence);
  }
}

const NOT_AUDIO =
  'The greeting must be a WAV, Opus (.opus or .ogg) or MP3 recording; this file is none of them.';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The file's kind by its bytes, or a 400/413 saying what is wrong with it. */
export function checkGreeting(data: unknown): AudioKind {
  if (Buffer.isBuffer(data) && data.length === 0) {
    throw new BadRequest('greeting', 'The greeting file is empty: choose a WAV, Opus or MP3 recording.');
  }
  if (!Buffer.isBuffer(data)) throw new BadRequest('greeting', NOT_AUDIO);
  if (data.length > GREETING_MAX_BYTES) {
    throw new PayloadTooLarge(
      `The greeting is ${megabytes(data.length)}; a greeting may be at most ${megabytes(GREETING_MAX_BYTES)}.`,
    );
  }
  const kind = sniffAudio(data.subarray(0, 64));
  if (!kind) throw new BadRequest('greeting', NOT_AUDIO);
  return kind;
}

/** A greeting's name as the console shows it: the uploaded name without any folder, at most 200. */
function greetingName(name: string | undefined, kind: AudioKind): string {
  const base = (name ?? '').split(/[\\/]/).pop()?.trim().slice(0, 200) ?? '';
  return base === '' ? `greeting.${kind}` : base;
}

export async function uploadGreeting(
  tx: Tx,
  domain: string,
  ext: string,
  id: string,
  data: unknown,
  filename: string | undefined,
): Promise<void> {
  // The file is judged first: a body that is no audio is a 400 whichever box it was sent to.
  const kind = checkGreeting(data);
  const box = await greetingBox(tx, domain, ext, id);
  const bytes = data as Buffer;
  await putGreeting(tx, {
    voicemailUuid: box.voicemailUuid,
    filename: greetingName(filename, kind),
    contentType: AUDIO_CONTENT_TYPES[kind],
    size: bytes.length,
    data: bytes,
  });
}

async function greetingBox(tx: Tx, domain: string, ext: string, id: string) {
  if (ext !== 'all' && ext !== id) throw boxNotFound(domain, id);
  const box = await findBox(tx, domain, id);
  if (!box) throw boxNotFound(domain, id);
  return box;
}

export async function greetingAudio(tx: Tx, domain: string, ext: string, id: string): Promise<AudioFile> {
  const box = await greetingBox(tx, domain, ext, id);
  const greeting = await findGreeting(tx, box.voicemailUuid);
  if (!greeting) throw new NotFound(`Voicemail box ${id} has no greeting of its own.`);
  return {
    size: greeting.size,
    contentType: greeting.contentType,
    etag: `${greeting.size}-${greeting.insertDate.getTime()}`,
    filename: greeting.filename,
    read: (start, length) => readGreeting(tx, box.voicemailUuid, start, length),
  };
}

export async function removeGreeting(tx: Tx, domain: string, ext: string, id: string): Promise<void> {
  const box = await greetingBox(tx, domain, ext, id);
  if (!(await deleteGreeting(tx, box.voicemailUuid))) {
    throw new NotFound(`Voicemail box ${id} has no greeting of its own.`);
  }
}
