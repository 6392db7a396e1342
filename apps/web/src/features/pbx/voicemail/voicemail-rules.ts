/**
 * The voicemail forms' rules (spec 001 §5), from the contract: mailbox digits, and the PIN rule the server
 * applies too (4 to 16 digits, not one digit repeated, not a run, not the mailbox number).
 */
import {
  MailboxNumber,
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
