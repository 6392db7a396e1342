/**
 * The audit rows of sign-in events (issue 10 item 5; OWASP ASVS V7): sign_in, sign_in_failed, lockout and
 * sign_out, entity 'session'. These routes are public and run outside any request transaction, so a
 * failure's row is written before the refusal is thrown and stays. A failed sign-in names the person by
 * what they typed; no password or code is ever written.
 */
import type { Tx } from '../../platform/db.ts';
import type { Actor } from '../../platform/session.ts';
import { recordAuditEvent } from '../audit/record.ts';

export type SignInAction = 'sign_in' | 'sign_in_failed' | 'lockout' | 'sign_out';

export interface SignInEvent {
  action: SignInAction;
  /** The environment signed in to; null when the domain is not one. */
  domain: string | null;
  ip: string;
  /** Who: a user or an extension that proved itself, else 'anonymous' with the name typed. */
  actor: { kind: 'user' | 'extension' | 'anonymous'; id: string; name: string; role?: string };
  /** The account signed in to: a user's uuid or extension@domain; '' when there is no such account. */
  account: string;
  /** Why, in a few words: 'password', 'wrong password', 'unknown devices of admin@a.test locked'. */
  detail: string;
}

export async function recordSignInEvent(db: Tx, e: SignInEvent): Promise<void> {
  await recordAuditEvent(db, {
    domain: e.domain,
    actorKind: e.actor.kind,
    actorId: e.actor.id,
    actorName: e.actor.name,
    actorRole: e.actor.role ?? '',
    action: e.action,
    entity: 'session',
    entityId: e.account,
    ip: e.ip,
    detail: e.detail,
  });
}

/** The audit actor of a signed-in session (a console user or an extension signed in by code). */
export function sessionActor(actor: Actor): SignInEvent['actor'] {
  if (actor.kind === 'extension') {
    const id = `${actor.extension}@${actor.home.domain}`;
    return { kind: 'extension', id, name: actor.extension ?? '', role: actor.role };
  }
  return { kind: 'user', id: actor.userUuid ?? '', name: actor.username, role: actor.role };
}
