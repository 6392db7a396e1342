/**
 * The demo fleet's secrets, made to pass the same rules the console and the API enforce (the contract's
 * sip-password, voicemail and cards rules), so nothing seeded is a value a user could not have chosen.
 */
import { randomFillSync } from 'node:crypto';
import { generateSipPassword } from '@portside/contract/pbx/sip-password';
import { voicemailPinProblem } from '@portside/contract/pbx/voicemail';
import type { Rng } from './prng.ts';

/**
 * SIP passwords come from the operating system's random source, not the seeded stream: the seed's code
 * is public, and a SIP account answers to anyone on the network who knows its password.
 */
export const seedSipPassword = (): string => generateSipPassword((bytes) => randomFillSync(bytes));

/** A 4-digit voicemail PIN from the ship's stream; a repeat, a run or the mailbox itself is drawn again. */
export function seedVoicemailPin(rng: Rng, mailbox: string): string {
  for (;;) {
    const pin = rng.digits(4);
    if (voicemailPinProblem(pin, mailbox) === null) return pin;
  }
}
