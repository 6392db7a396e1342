/**
 * Tokens presented in the last few seconds, by hash (issue 13 item 7): the switch posts a record for
 * every call, and finding the same token again in the database for each of them cost more than rating
 * the call. A revocation here is forgotten as soon as it commits; on another server instance it takes
 * effect within KNOWN_FOR_MS, as does a change of the token's environment or organisation modules.
 */
import type { PresentedToken } from './queries.ts';

export const KNOWN_FOR_MS = 5_000;

/** More tokens than an organisation's switches present at once; past it the memory starts afresh. */
const MOST_KNOWN = 1_000;

const known = new Map<string, { found: PresentedToken; until: number }>();

export function knownToken(hash: string, now = Date.now()): PresentedToken | undefined {
  const entry = known.get(hash);
  if (entry && entry.until > now) return entry.found;
  known.delete(hash);
  return undefined;
}

export function rememberToken(hash: string, found: PresentedToken, now = Date.now()): void {
  if (known.size >= MOST_KNOWN) known.clear();
  known.set(hash, { found, until: now + KNOWN_FOR_MS });
}

/** A token revoked: its next request is looked up again. */
export function forgetToken(id: string): void {
  for (const [hash, entry] of known) if (entry.found.id === id) known.delete(hash);
}
