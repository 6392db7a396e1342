/**
 * Password sign-in of a domain user (spec 7.1, POST /v2/account/domain/{domain}/auth/validate), throttled
 * by OWASP's device-cookie scheme (limits.ts, device-cookie.ts) and recorded in the audit log.
 */
import type * as Argon2 from '@node-rs/argon2';
import type { LoginAnswer } from '@portside/contract';
import { clearAttempts, sweepAttempts } from '../../platform/attempts.ts';
import type { Tx } from '../../platform/db.ts';
import { NotFound, Unauthorized } from '../../platform/errors.ts';
import { lazyRequire } from '../../platform/lazy-require.ts';
import { createSession } from '../../platform/session.ts';
import { findEnvironmentByDomain } from '../tenancy/service.ts';
import { findUserForLogin } from '../users/queries.ts';
import { accountOf, issueDeviceCookie, readDeviceCookie } from './device-cookie.ts';
import { failureDelayMs, passwordLoginLimits, signInTimer } from './limits.ts';
import { recordSignInEvent } from './sign-in-audit.ts';
import { countOrRefuse, refundAll } from './throttle.ts';

/** argon2's native binding, loaded by the first hash or check (not before the server listens). */
const argon2 = lazyRequire<typeof Argon2>('@node-rs/argon2');

export const INVALID_CREDENTIALS = 'Invalid username or password.';
export const ACCOUNT_DISABLED = 'This account is disabled. Please contact your administrator.';

/** Counters older than this are dead (no window is longer) and are swept at each successful sign-in. */
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;

/** Verified against when the user does not exist, so an unknown name costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= argon2().hash('portside-no-such-user');
  return dummyHash;
};

export interface PasswordLoginInput {
  domain: string;
  username: string;
  password: string;
  ip: string;
  perIpLimit: number;
  /** The request's cookies, where a device cookie of this account may be. */
  cookies: Record<string, string | undefined>;
  /** Signs and checks device cookies (deriveDeviceKey). */
  deviceKey: Buffer;
}

export interface PasswordLoginResult {
  answer: LoginAnswer;
  token: string;
  /** The device cookie to set: a fresh one at every sign-in. */
  device: { name: string; value: string };
}

export async function passwordLogin(db: Tx, input: PasswordLoginInput): Promise<PasswordLoginResult> {
  if (!(await findEnvironmentByDomain(db, input.domain))) throw new NotFound('Unknown environment.');
  const account = accountOf(input.domain, input.username);
  const device = readDeviceCookie(input.deviceKey, account, input.cookies);
  const { limits, budget } = passwordLoginLimits(input.ip, account, device, input.perIpLimit);
  // Until the password proves otherwise, the person is only the name they typed.
  const typed = { kind: 'anonymous' as const, id: input.username, name: input.username };
  const where = { domain: input.domain, ip: input.ip };
  const counted = await countOrRefuse(db, limits, { ...where, actor: typed, account: '' });

  // Counted up front, so the budget's count includes this try: the failures before it are one less.
  const failures = (counted.find((c) => c.limit === budget)?.count ?? 1) - 1;
  const delay = failureDelayMs(failures);
  if (delay > 0) await signInTimer.wait(delay);

  const user = await findUserForLogin(db, input.domain, input.username);
  const ok = await argon2()
    .verify(user?.passwordHash ?? (await getDummyHash()), input.password)
    .catch(() => false);
  const from = device ? 'known device' : 'unknown device';
  if (!user || !ok) {
    const detail = `${user ? 'wrong password' : 'unknown user'} (${from})`;
    await recordSignInEvent(db, {
      ...where,
      action: 'sign_in_failed',
      actor: typed,
      account: user?.userUuid ?? '',
      detail,
    });
    throw new Unauthorized(INVALID_CREDENTIALS);
  }
  // Told only after the password proved who is asking; still a failure for the limits.
  if (!user.enabled) {
    const detail = `account disabled (${from})`;
    await recordSignInEvent(db, {
      ...where,
      action: 'sign_in_failed',
      actor: typed,
      account: user.userUuid,
      detail,
    });
    throw new Unauthorized(ACCOUNT_DISABLED);
  }

  // A known device's budget starts again with the fresh cookie below; an unknown one's try is given back.
  if (device) await clearAttempts(db, budget.key);
  else await refundAll(db, counted);
  await sweepAttempts(db, SWEEP_AFTER_MS);
  const token = await createSession(db, { kind: 'user', userUuid: user.userUuid, domain: input.domain });
  await recordSignInEvent(db, {
    ...where,
    action: 'sign_in',
    actor: { kind: 'user', id: user.userUuid, name: user.username, role: user.role },
    account: user.userUuid,
    detail: `password (${from})`,
  });
  return {
    answer: { user_uuid: user.userUuid, username: user.username, email: user.email },
    token,
    device: issueDeviceCookie(input.deviceKey, account),
  };
}
