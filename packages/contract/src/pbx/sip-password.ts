/**
 * The rule of a SIP password (an extension's, or a desk phone account's own), shared by the console's
 * forms and the server, and the generator behind the console's Generate button. A SIP password is
 * guessed by scanners over the internet all day long, and the extension number is the first guess.
 */
import { z } from 'zod';

export const SIP_PASSWORD_MIN = 10;
export const SIP_PASSWORD_MAX = 128;

/** Why a SIP password is refused; the console translates the code, the server says the sentence. */
export type SipPasswordProblem = 'short' | 'long' | 'extension';

/** The end of "Field 'password' …." for each problem. */
export const SIP_PASSWORD_SENTENCES: Record<SipPasswordProblem, string> = {
  short: `must be at least ${SIP_PASSWORD_MIN} characters long`,
  long: `must be at most ${SIP_PASSWORD_MAX} characters long`,
  extension: 'must not be the extension number',
};

/** The problem of a SIP password, or null when it may be used; `extension` is the number it signs in as. */
export function sipPasswordProblem(password: string, extension?: string): SipPasswordProblem | null {
  if (password.length < SIP_PASSWORD_MIN) return 'short';
  if (password.length > SIP_PASSWORD_MAX) return 'long';
  if (extension !== undefined && password.trim() === extension.trim()) return 'extension';
  return null;
}

/**
 * A SIP password on the wire. The comparison with the extension needs the number: a body that carries
 * both checks it with `refineSipPassword`, a path's number is checked by the service.
 */
export const SipPassword = z.string().superRefine((password, ctx) => {
  const problem = sipPasswordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: SIP_PASSWORD_SENTENCES[problem] });
});

/** Adds the "not the extension number" issue at `path` of a body holding both. */
export function refineSipPassword(
  ctx: z.RefinementCtx,
  path: (string | number)[],
  password: string | undefined,
  extension: string,
): void {
  if (password === undefined || password === '') return;
  if (sipPasswordProblem(password, extension) === 'extension') {
    ctx.addIssue({ code: 'custom', path, message: SIP_PASSWORD_SENTENCES.extension });
  }
}

/** Letters and digits read back over the phone without doubt: no 0/O/o, 1/I/l. */
export const SIP_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const GENERATED_SIP_PASSWORD_LENGTH = 16;

/**
 * A random SIP password of 16 characters of the alphabet above (about 93 bits). `fillRandom` is the
 * platform's cryptographic source (the browser's `crypto.getRandomValues`, Node's `randomFillSync`), so the
 * contract stays free of either. Bytes at or above the largest multiple of the alphabet's size are drawn
 * again, so every character is equally likely.
 */
export function generateSipPassword(
  fillRandom: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array,
  length = GENERATED_SIP_PASSWORD_LENGTH,
): string {
  const size = SIP_PASSWORD_ALPHABET.length;
  const limit = 256 - (256 % size);
  let out = '';
  while (out.length < length) {
    for (const byte of fillRandom(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += SIP_PASSWORD_ALPHABET[byte % size];
    }
  }
  return out;
}
