/**
 * Create, edit, disable and delete domain users (spec 001 Users; issue 10 item 3), each within the limits
 * of limits.ts. A password follows password-rules.ts and is stored as an argon2id hash. Disabling a user
 * ends their sessions at once; a new password ends their other sessions (the actor changing their own
 * keeps theirs); a deleted user's sessions go with the row. Nobody disables, deletes or changes the role
 * of themselves, so the last administrator cannot lock everyone out.
 */
import type * as Argon2 from '@node-rs/argon2';
import type { CreateUser, UpdateUser, User } from '@portside/contract/users';
import type { Tx } from '../../platform/db.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { lazyRequire } from '../../platform/lazy-require.ts';
import { type Actor, endUserSessions } from '../../platform/session.ts';
import { replaceGrants, selectGrants } from './grant-queries.ts';
import { actorHome, assertMayGiveRole, assertMayManage, checkGrants, type ManagedUser } from './limits.ts';
import { assertPasswordRules } from './password-rules.ts';
import { deleteUserRow, findUser, insertUser, updateUserRow, usernameTaken } from './queries.ts';
import { getUser } from './service.ts';

/** argon2's native binding, loaded by the first hash or check (not before the server listens). */
const argon2 = lazyRequire<typeof Argon2>('@node-rs/argon2');

const taken = (username: string, domain: string) =>
  new Conflict(`User ${username} already exists in domain ${domain}.`);
const notFound = (id: string, domain: string) =>
  new NotFound(`User ${id} does not exist in domain ${domain}.`);

/** True for PostgreSQL's unique violation, however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function createUser(tx: Tx, actor: Actor, domain: string, input: CreateUser): Promise<User> {
  const home = actorHome(actor, domain);
  assertMayGiveRole(actor, input.role);
  const grants = await checkGrants(tx, actor, home, input.grants ?? []);
  assertPasswordRules(input.password, input.username);
  const passwordHash = await argon2().hash(input.password);
  const id = await tx.transaction(async (w) => {
    const row = await insertUser(w, {
      domain,
      username: input.username,
      passwordHash,
      email: input.user_email,
      role: input.role,
      contactNameGiven: input.contactInfo.contact_name_given,
    });
    if (!row) throw taken(input.username, domain);
    await replaceGrants(w, row.userUuid, grants);
    return row.userUuid;
  });
  return getUser(tx, domain, id, true);
}

/** The user as the limits see them, after a 404 for one this domain does not have. */
async function managed(tx: Tx, actor: Actor, domain: string, id: string) {
  const row = await findUser(tx, domain, id);
  if (!row) throw notFound(id, domain);
  const grants = (await selectGrants(tx, [id])).get(id) ?? [];
  const target: ManagedUser = { domain, username: row.username, role: row.role, grants };
  assertMayManage(actor, target);
  return { row, self: actor.userUuid === id };
}

export async function updateUser(
  tx: Tx,
  actor: Actor,
  domain: string,
  id: string,
  input: UpdateUser,
): Promise<User> {
  const { row: current, self } = await managed(tx, actor, domain, id);
  const values: Parameters<typeof updateUserRow>[3] = {};
  if (input.role !== undefined && input.role !== current.role) {
    if (self) throw new Conflict('You cannot change your own role; another administrator can.');
    assertMayGiveRole(actor, input.role);
    values.role = input.role;
  }
  if (input.user_enabled !== undefined && (input.user_enabled === 'true') !== current.enabled) {
    if (self) throw new Conflict('You cannot disable your own user; another administrator can.');
    values.enabled = input.user_enabled === 'true';
  }
  const grants =
    input.grants === undefined
      ? undefined
      : await checkGrants(tx, actor, actorHome(actor, domain), input.grants);
  if (input.username !== undefined && input.username !== current.username) {
    if (await usernameTaken(tx, domain, input.username, id)) throw taken(input.username, domain);
    values.username = input.username;
  }
  if (input.user_email !== undefined) values.email = input.user_email;
  if (input.contactInfo !== undefined) values.contactNameGiven = input.contactInfo.contact_name_given;
  if (input.password !== undefined) {
    assertPasswordRules(input.password, input.username ?? current.username);
    values.passwordHash = await argon2().hash(input.password);
  }
  if (Object.keys(values).length === 0 && grants === undefined) return getUser(tx, domain, id, true);
  try {
    await tx.transaction(async (w) => {
      if (Object.keys(values).length > 0) await updateUserRow(w, domain, id, values);
      if (grants !== undefined) await replaceGrants(w, id, grants);
      // A disabled user is signed out everywhere; a new password signs out every other browser.
      if (values.enabled === false) await endUserSessions(w, id);
      else if (values.passwordHash) await endUserSessions(w, id, self ? actor.tokenHash : undefined);
    });
  } catch (error) {
    // Another request took the name between the check and the write.
    if (isUniqueViolation(error) && values.username) throw taken(values.username, domain);
    throw error;
  }
  return getUser(tx, domain, id, true);
}

/** Deletes the user; their sessions, grants and extension links go with them. */
export async function deleteUser(tx: Tx, actor: Actor, domain: string, id: string): Promise<void> {
  const { self } = await managed(tx, actor, domain, id);
  if (self) throw new Conflict('You cannot delete your own user; another administrator can.');
  if (!(await deleteUserRow(tx, domain, id))) throw notFound(id, domain);
}
