/**
 * A phone's provisioning credential (issue 14 item 4): 'prv_' and 32 random bytes in base64url, put in
 * the URL the phone fetches. Only its SHA-256 is stored, as sessions and API tokens store theirs, so a
 * copy of the database gives nobody a phone's file.
 */
import { randomBytes } from 'node:crypto';
import { PROVISIONING_TOKEN_PREFIX } from '@portside/contract/pbx/hardware';
import { hashToken } from '../../../platform/session.ts';

const SHAPE = new RegExp(`^${PROVISIONING_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

export interface NewCredential {
  token: string;
  hash: string;
}

export function newCredential(): NewCredential {
  const token = `${PROVISIONING_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token) };
}

/** Whether a path segment could be a credential at all (so a stray value costs no database lookup). */
export function looksLikeCredential(value: string): boolean {
  return SHAPE.test(value);
}

export { hashToken as hashCredential };
