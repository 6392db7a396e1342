/**
 * Who may manage whom (issue 10 items 1 and 3, DESIGN §3). The guard has already checked 'users.write' and
 * the path's domain; these rules look at the user acted on:
 * - their home environment must be one the actor acts on (an org admin: the organisation; others: home
 *   and grants);
 * - their role may not rank above the actor's (contract ROLE_RANK), nor may the role given;
 * - they may not reach further than the actor: taking over a user granted a ship the actor is not would
 *   be a way onto that ship (a ship admin of one ship setting the password of one granted two);
 * - a grant given must be an environment the actor has, of the same organisation, not the user's home.
 */
import { mayManageRole, ROLE_LABELS, type UserRole } from '@portside/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { BadRequest, Forbidden } from '../../platform/errors.ts';
import type { Actor, ActorEnvironment } from '../../platform/session.ts';
import { environments } from '../tenancy/schema.ts';

/** The user acted on, as the rules see them. */
export interface ManagedUser {
  domain: string;
  username: string;
  role: UserRole;
  /** Codes of the environments granted to them. */
  grants: string[];
}

/** The environment a user of `domain` lives in, when the actor acts on it; else 403. */
export function actorHome(actor: Actor, domain: string): ActorEnvironment {
  const env = actor.environments.find((e) => e.domain === domain);
  if (!env) throw new Forbidden(`You may not manage users of domain ${domain}.`);
  return env;
}

/** 403 unless the actor may create, edit, disable, delete or set the password of this user. */
export function assertMayManage(actor: Actor, target: ManagedUser): void {
  actorHome(actor, target.domain);
  if (!mayManageRole(actor.role, target.role)) {
    throw new Forbidden(
      `Your role (${ROLE_LABELS[actor.role]}) may not manage ${target.username}, whose role (${ROLE_LABELS[target.role]}) ranks above it.`,
    );
  }
  const beyond = target.grants.filter((code) => !actor.environments.some((e) => e.code === code));
  if (beyond.length > 0) {
    throw new Forbidden(
      `${target.username} is granted ${beyond.join(', ')}, which you are not, so you may not manage them.`,
    );
  }
}

/** 403 when the role ranks above the actor's own. */
export function assertMayGiveRole(actor: Actor, role: UserRole): void {
  if (mayManageRole(actor.role, role)) return;
  throw new Forbidden(
    `Your role (${ROLE_LABELS[actor.role]}) may not give the role ${ROLE_LABELS[role]}, which ranks above it.`,
  );
}

/**
 * The grants as given, checked: 400 naming `grants` for the user's own environment or one that is not of
 * the organisation (unknown codes look the same, so nothing is learnt of other organisations), 403 for
 * an environment of the organisation the actor is not granted. Repeats are dropped.
 */
export async function checkGrants(tx: Tx, actor: Actor, home: ActorEnvironment, codes: string[]) {
  const unique = [...new Set(codes)];
  for (const code of unique) {
    if (code === home.code) {
      throw new BadRequest('grants', `Field 'grants' must not name the user's own environment (${code}).`);
    }
    if (actor.environments.some((e) => e.code === code)) continue;
    const [env] = await tx.select().from(environments).where(eq(environments.code, code));
    if (env?.organizationCode !== actor.organization.code) {
      throw new BadRequest(
        'grants',
        `Field 'grants' names ${code}, which is not an environment of ${actor.organization.name}.`,
      );
    }
    throw new Forbidden(`You may not grant ${env.name} (${code}): you are not granted it yourself.`);
  }
  return unique;
}
