/** Password sign-in of a domain user (spec 7.1, POST /v2/account/domain/{domain}/auth/validate). */

import { hash, verify } from '@node-rs/argon2';
import type { LoginAnswer } from '@portside/contract';
import { clearAttempts, enforceLimits } from '../../platform/attempts.ts';
import type { Tx } from '../../platform/db.ts';
import { NotFound, Unauthorized } from '../../platform/errors.ts';
import { createSession } from '../../platform/session.ts';
import { findEnvironmentByDomain } from '../tenancy/service.ts';
import { findUserForLogin } from '../users/queries.ts';
import { accountLoginKey, addressLoginKey, passwordLoginLimits, refundAttempt } from './limits.ts';

export const INVALID_CREDENTIALS = 'Invalid username or password.';
export const ACCOUNT_DISABLED = 'This account is disabled. Please contact your administrator.';

/** Verified against when the user does not exist, so an unknown name costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hash('portside-no-such-user');
  return dummyHash;
};

export async function passwordLogin(
  db: Tx,
  input: { domain: string; username: string; password: string; ip: string; perIpLimit: number },
): Promise<{ answer: LoginAnswer; token: string }> {
  await enforceLimits(db, passwordLoginLimits(input.ip, input.domain, input.username, input.perIpLimit));
  if (!(await findEnvironmentByDomain(db, input.domain))) throw new NotFound('Unknown environment.');
  const user = await findUserForLogin(db, input.domain, input.username);
  const ok = await verify(user?.passwordHash ?? (await getDummyHash()), input.password).catch(() => false);
  if (!user || !ok) throw new Unauthorized(INVALID_CREDENTIALS);
  // Told only after the password proved who is asking.
  if (!user.enabled) throw new Unauthorized(ACCOUNT_DISABLED);
  await clearAttempts(db, accountLoginKey(input.domain, input.username));
  await refundAttempt(db, addressLoginKey(input.ip));
  const token = await createSession(db, { kind: 'user', userUuid: user.userUuid, domain: input.domain });
  return { answer: { user_uuid: user.userUuid, username: user.username, email: user.email }, token };
}
