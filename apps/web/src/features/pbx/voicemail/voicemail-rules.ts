/** The voicemail forms' rules (spec 001 §5), from the contract: mailbox digits, a 4-16 digit password. */
import { MailboxNumber, VoicemailPassword } from '@portside/contract/pbx/voicemail';

export const isMailboxNumber = (value: string) => MailboxNumber.safeParse(value).success;
export const isVoicemailPassword = (value: string) => VoicemailPassword.safeParse(value).success;

/** A server sentence "Field 'x' …" names the form field it belongs on. */
export function voicemailFieldOf(message: string): 'number' | 'password' | 'description' | null {
  const field = /^Field '([\w.]+)'/.exec(message)?.[1];
  if (field === 'number' || field === 'voicemail_id') return 'number';
  if (field === 'password' || field === 'voicemail_password') return 'password';
  if (field === 'description' || field === 'voicemail_description') return 'description';
  return null;
}
