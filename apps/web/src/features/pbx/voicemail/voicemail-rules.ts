/**
 * The voicemail forms' rules (spec 001 §5), from the contract: mailbox digits, and the PIN rule the server
 * applies too (4 to 16 digits, not one digit repeated, not a run, not the mailbox number).
 */
import {
  GREETING_MAX_BYTES,
  MailboxNumber,
  sniffAudio,
  type VoicemailPinProblem,
  voicemailPinProblem,
} from '@portside/contract/pbx/voicemail';
import type { I18nKey } from '../../../kit/i18n/index.ts';

export const isMailboxNumber = (value: string) => MailboxNumber.safeParse(value).success;

const PIN_TEXTS: Record<VoicemailPinProblem, I18nKey> = {
  format: 'voicemail.errors.password',
  repeated: 'voicemail.errors.pinRepeated',
  sequence: 'voicemail.errors.pinSequence',
  mailbox: 'voicemail.errors.pinMailbox',
};

/** The text of what is wrong with a PIN for `mailbox` (when it is known), or null when it may be used. */
export function voicemailPinText(pin: string, mailbox?: string): I18nKey | null {
  const problem = voicemailPinProblem(pin, mailbox?.trim() || undefined);
  return problem ? PIN_TEXTS[problem] : null;
}

/** A server sentence "Field 'x' …" names the form field it belongs on. */
export function voicemailFieldOf(message: string): 'number' | 'password' | 'description' | null {
  const field = /^Field '([\w.]+)'/.exec(message)?.[1];
  if (field === 'number' || field === 'voicemail_id') return 'number';
  if (field === 'password' || field === 'voicemail_password') return 'password';
  if (field === 'description' || field === 'voicemail_description') return 'description';
  return null;
}

/** What is wrong with a greeting file, by the rule the server applies to its bytes; null when it may go. */
export async function greetingProblem(
  file: File,
): Promise<{ key: I18nKey; values?: Record<string, string> } | null> {
  const max = String(GREETING_MAX_BYTES / 1024 / 1024);
  if (file.size === 0) return { key: 'voicemail.errors.greetingEmpty' };
  if (file.size > GREETING_MAX_BYTES) {
    return { key: 'voicemail.errors.greetingSize', values: { size: formatSize(file.size), max } };
  }
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  return sniffAudio(head) ? null : { key: 'voicemail.errors.greetingType' };
}

/** 34 KB, 1.2 MB */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
