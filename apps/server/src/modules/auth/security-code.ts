/**
 * Sign-in by e-mailed code (spec 2.4, 4 and 7.1): a 6-digit code goes to the App Access address of the
 * extension, lives 10 minutes and dies after 5 wrong tries; a new request replaces the old code.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { APP_EXTENSION_PREFIX, CODE_LENGTH, type CodeCheck, type CodeRequest } from '@portside/contract';
import { enforceLimits } from '../../platform/attempts.ts';
import type { Tx } from '../../platform/db.ts';
import { Conflict, NotFound, Unauthorized } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { createSession } from '../../platform/session.ts';
import {
  codeExists,
  consumeCode,
  findAppAccess,
  findFirstExtension,
  replaceCode,
  takeAttempt,
} from './code-queries.ts';
import { codeCheckLimits, codeRequestLimits } from './limits.ts';

export const CODE_TTL_MINUTES = 10;
export const PIN_NOT_ALLOWED =
  'Login using Pin is not allowed for this extension. Please use password instead';
export const EXTENSION_NOT_FOUND = 'Unable to find extension.';
export const WRONG_CODE = 'Invalid code, Please try again.';
export const CODE_EXPIRED = 'The code has expired. Please request a new one.';
export const CODE_USED_UP = 'This code was entered wrongly too many times. Please request a new code.';

/** '2101@cpl.example' → { ext: '2101', domain: 'cpl.example', owner } with the domain lower-cased. */
function parseOwner(raw: string) {
  const at = raw.lastIndexOf('@');
  const ext = raw.slice(0, at);
  const domain = raw.slice(at + 1).toLowerCase();
  return { ext, domain, owner: `${ext}@${domain}` };
}

/** Salted with the owner so equal codes of two extensions do not share a hash. */
function hashCode(owner: string, code: string): string {
  return createHash('sha256').update(`${owner}:${code}`).digest('hex');
}

export async function requestCode(
  db: Tx,
  mailer: Mailer,
  input: CodeRequest & { ip: string; perIpLimit: number },
): Promise<void> {
  const { ext, domain, owner } = parseOwner(input.owner);
  await enforceLimits(db, codeRequestLimits(input.ip, owner, input.perIpLimit));
  const entry = await findAppAccess(db, domain, [
    `${APP_EXTENSION_PREFIX}${ext}@${domain}`,
    `${ext}@${domain}`,
  ]);
  if (!entry) throw new NotFound(PIN_NOT_ALLOWED);
  if (!(await findFirstExtension(db, domain, [ext, `${APP_EXTENSION_PREFIX}${ext}`]))) {
    throw new Conflict(EXTENSION_NOT_FOUND);
  }
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const expiresAt = new Date(Date.now() + CODE_TTL_MINUTES * 60_000);
  await replaceCode(db, { owner, type: input.type, codeHash: hashCode(owner, code), expiresAt });
  await mailer.send({
    to: entry.email,
    subject: 'Your Portside sign-in code',
    text:
      `Your Portside sign-in code for extension ${ext} is ${code}.\n\n` +
      `It expires in ${CODE_TTL_MINUTES} minutes. If you did not ask to sign in, you can ignore this mail.\n`,
  });
}

/** Checks a code; on success the code is used up and the extension signed in (returns the cookie token). */
export async function checkCode(
  db: Tx,
  input: CodeCheck & { ip: string; perIpLimit: number },
): Promise<string> {
  const { ext, domain, owner } = parseOwner(input.owner);
  await enforceLimits(db, codeCheckLimits(input.ip, input.perIpLimit));
  const row = await takeAttempt(db, owner, input.type);
  if (!row) throw new Unauthorized((await codeExists(db, owner)) ? CODE_USED_UP : WRONG_CODE);
  if (row.expiresAt.getTime() <= Date.now()) throw new Unauthorized(CODE_EXPIRED);
  const given = Buffer.from(hashCode(owner, input.code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) throw new Unauthorized(WRONG_CODE);
  if (!(await consumeCode(db, owner, row.codeHash))) throw new Unauthorized(WRONG_CODE);
  const extension = await findFirstExtension(db, domain, [ext, `${APP_EXTENSION_PREFIX}${ext}`]);
  if (!extension) throw new Conflict(EXTENSION_NOT_FOUND);
  return createSession(db, { kind: 'extension', extension: ext, domain });
}
