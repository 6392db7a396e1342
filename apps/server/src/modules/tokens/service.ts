/**
 * The rules of API tokens (DESIGN §3): an environment's list (never a token or its hash), create with a
 * name unique among the environment's active tokens (the token answered this once), and revoke, which
 * stops the token at once (the guard reads the row on every call; nothing is cached).
 */
import type { ApiToken, ApiTokenList, ApiTokenListQuery, CreatedApiToken } from '@portside/contract/tokens';
import type { Tx } from '../../platform/db.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { afterCommit } from '../../platform/request-tx.ts';
import type { Actor } from '../../platform/session.ts';
import { forgetToken } from './known-tokens.ts';
import { findToken, insertToken, revokeTokenRow, selectTokenPage, tokenWhere } from './queries.ts';
import type { ApiTokenRow } from './schema.ts';
import { newToken } from './token.ts';

/** The fields that leave the server: no hash, no creator's uuid. */
export function presentToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    status: row.revokedAt ? 'revoked' : 'active',
    created_at: row.createdAt.toISOString(),
    created_by: row.createdByName,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listTokens(tx: Tx, domain: string, q: ApiTokenListQuery): Promise<ApiTokenList> {
  const { rows, total } = await selectTokenPage(
    tx,
    tokenWhere(domain, q.search),
    q.pagesize,
    (q.page - 1) * q.pagesize,
  );
  return { data: rows.map(presentToken), total, total_kind: 'exact' };
}

export async function createToken(
  tx: Tx,
  domain: string,
  creator: Pick<Actor, 'userUuid' | 'username'> | null,
  name: string,
): Promise<CreatedApiToken> {
  const { token, prefix, hash } = newToken();
  const row = await insertToken(tx, {
    domain,
    name,
    prefix,
    tokenHash: hash,
    createdBy: creator?.userUuid ?? null,
    createdByName: creator?.username ?? '',
  });
  if (!row) throw new Conflict(`An active API token named '${name}' already exists in this environment.`);
  return { ...presentToken(row), token };
}

export async function revokeToken(tx: Tx, domain: string, id: string): Promise<ApiToken> {
  const revoked = await revokeTokenRow(tx, domain, id);
  if (revoked) {
    // Forgotten once the revocation has committed; before, a request could remember it again.
    if (!afterCommit(async () => forgetToken(id))) forgetToken(id);
    return presentToken(revoked);
  }
  const existing = await findToken(tx, domain, id);
  if (!existing) throw new NotFound(`API token ${id} does not exist in domain ${domain}.`);
  throw new Conflict(`The API token '${existing.name}' is already revoked.`);
}
