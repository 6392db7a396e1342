/**
 * Sign-in by e-mailed code (spec 2.4, 4 and 7.1): a 6-digit code goes to the App Access address of the
 * extension, lives 10 minutes and dies after 5 wrong tries; a new request replaces the old code. Sign-ins,
 * failed checks and lockouts are recorded in the audit log (sign-in-audit.ts).
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { APP_EXTENSION_PREFIX, CODE_LENGTH, type CodeCheck, type CodeRequest } from '@portside/contract';
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
import { recordSignInEvent } from './sign-in-audit.ts';
import { countOrRefuse, refundAll } from './throttle.ts';

export const CODE_TTL_MINUTES = 10;
export const PIN_NOT_ALLOWED =
  'Login using Pin is not allowed for this extension. Please use password instead';
export const EXTENSION_NOT_FOUND = 'Unable to find extension.';
export const WRONG_CODE = 'Invalid code, Please try again.';
export const CODE_EXPIRED = 'The code has expired. Please request a new one.';
export const CODE_USED_UP = 'This code was entered wrongly too many times. Please request a new code.';

/**
 * '2101@cpl.example' → { ext: '2101', domain: 'cpl.example', owner: '2101@cpl.example' }, the domain
 * lower-cased. The App Access form '99982101@cpl.example' names the same owner, so both forms share one
 * live code, one request budget and so one code-guessing budget.
 */
export function parseOwner(raw: string) {
  const at = raw.lastIndexOf('@');
  const typed = raw.slice(0, at);
  const app = typed.startsWith(APP_EXTENSION_PREFIX) && typed.length > APP_EXTENSION_PREFIX.length;
  const ext = app ? typed.slice(APP_EXTENSION_PREFIX.length) : typed;
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
  const who = { domain, ip: input.ip, account: '' };
  const actor = { kind: 'anonymous' as const, id: input.owner, name: input.owner };
  await countOrRefuse(db, codeRequestLimits(input.ip, owner, input.perIpLimit), { ...who, actor });
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
  // Until the code proves otherwise, the person is only the owner they typed; never write the code.
  const typed = { kind: 'anonymous' as const, id: input.owner, name: input.owner };
  const where = { domain, ip: input.ip };
  const counted = await countOrRefuse(db, codeCheckLimits(input.ip, input.perIpLimit), {
    ...where,
    actor: typed,
    account: '',
  });
  const fail = async (sentence: string, detail: string, account = owner): Promise<never> => {
    await recordSignInEvent(db, { ...where, action: 'sign_in_failed', actor: typed, account, detail });
    throw new Unauthorized(sentence);
  };
  const row = await takeAttempt(db, owner, input.type);
  if (!row) {
    if (await codeExists(db, owner)) return fail(CODE_USED_UP, 'code used up');
    return fail(WRONG_CODE, 'no code requested', '');
  }
  if (row.expiresAt.getTime() <= Date.now()) return fail(CODE_EXPIRED, 'code expired');
  const given = Buffer.from(hashCode(owner, input.code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) return fail(WRONG_CODE, 'wrong code');
  if (!(await consumeCode(db, owner, row.codeHash))) return fail(WRONG_CODE, 'code already used');
  const extension = await findFirstExtension(db, domain, [ext, `${APP_EXTENSION_PREFIX}${ext}`]);
  if (!extension) throw new Conflict(EXTENSION_NOT_FOUND);
  await refundAll(db, counted);
  const token = await createSession(db, { kind: 'extension', extension: ext, domain });
  await recordSignInEvent(db, {
    ...where,
    action: 'sign_in',
    actor: { kind: 'extension', id: owner, name: ext, role: 'extension' },
    account: owner,
    detail: 'e-mailed code',
  });
  return token;
}
