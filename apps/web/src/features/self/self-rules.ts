/**
 * The self-service forms' rules, from the contract the server checks with: a forward's destination is a
 * number of digits (a + may come first), needed when the forward is on, never the extension itself; the
 * voicemail PIN follows the voicemail module's rule (voicemailPinProblem).
 */
import { voicemailPinProblem } from '@portside/contract/pbx/voicemail';
import { FORWARD_DESTINATION, SELF_FORWARDS, type SelfForwardName } from '@portside/contract/self';
import type { I18nKey } from '../../kit/i18n/index.ts';

export { SELF_FORWARDS, type SelfForwardName };

/** What is wrong with one forward as the form holds it, or null. */
export function forwardError(
  forward: { enabled: boolean; destination: string },
  ownNumbers: readonly string[],
): I18nKey | null {
  const destination = forward.destination.trim();
  if (destination !== '' && !FORWARD_DESTINATION.test(destination)) return 'self.profile.errors.destination';
  if (forward.enabled && destination === '') return 'self.profile.errors.destinationRequired';
  if (destination !== '' && ownNumbers.includes(destination)) return 'self.profile.errors.own';
  return null;
}

/** The sentence of a refused PIN, or null when the PIN may be used for this mailbox. */
export function pinError(pin: string, mailbox: string): I18nKey | null {
  const problem = voicemailPinProblem(pin, mailbox);
  return problem ? `self.voicemail.pinErrors.${problem}` : null;
}

/** A server sentence "Field 'forward_busy.destination' …" names the form field it belongs on. */
export function profileFieldOf(message: string): 'name' | `${SelfForwardName}.destination` | null {
  const field = /^Field '([\w.]+)'/.exec(message)?.[1];
  if (field === 'effective_caller_id_name') return 'name';
  const forward = SELF_FORWARDS.find((name) => field?.startsWith(`${name}.`));
  return forward ? `${forward}.destination` : null;
}
