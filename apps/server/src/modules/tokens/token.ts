/**
 * What an API token is: 'pst_' and 32 random bytes in base64url (43 characters). Only its SHA-256 is
 * stored (hex, as sessions store theirs), with the prefix and 6 more characters to recognise it by.
 */
import { randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@portside/contract/tokens';
import { hashToken } from '../../platform/session.ts';

/** Characters shown in the list besides 'pst_': enough to tell a fleet's tokens apart, nothing to guess with. */
const VISIBLE = 6;
const SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

export interface NewToken {
  token: string;
  prefix: string;
  hash: string;
}

export function newToken(): NewToken {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, prefix: visiblePrefix(token), hash: hashToken(token) };
}

export function visiblePrefix(token: string): string {
  return token.slice(0, API_TOKEN_PREFIX.length + VISIBLE);
}

/** Whether a string could be one of our tokens at all (so a stray value costs no database lookup). */
export function looksLikeToken(value: string): boolean {
  return SHAPE.test(value);
}

export { hashToken };
