/**
 * Who "self" is. Every self-service call acts on the session's own extension in the session's home
 * environment: the number and domain come from the actor, never from the request, so no parameter,
 * query or body can point a call at another extension.
 */
import type { Tx } from '../../platform/db.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import type { Actor } from '../../platform/session.ts';
import { findBox } from '../pbx/voicemail/queries.ts';
import { findOwnExtension, type OwnExtensionRow } from './queries.ts';

export interface Own {
  domain: string;
  /** The number that signed in. */
  number: string;
  row: OwnExtensionRow;
}

/** The actor's own extension; 403 for anyone but an extension session (the guard already refuses them). */
export async function ownExtension(tx: Tx, actor: Actor): Promise<Own> {
  if (actor.kind !== 'extension' || !actor.extension) {
    throw new Forbidden('Self-service is for an extension signed in with its code.');
  }
  const domain = actor.home.domain;
  const row = await findOwnExtension(tx, domain, actor.extension);
  if (!row) throw new NotFound(`Extension ${actor.extension} no longer exists in ${domain}.`);
  return { domain, number: actor.extension, row };
}

/** The own voicemail box, or undefined: the one numbered as the sign-in, else as the extension found. */
export async function ownBox(tx: Tx, own: Own) {
  return (
    (await findBox(tx, own.domain, own.number)) ??
    (own.row.extension === own.number ? undefined : await findBox(tx, own.domain, own.row.extension))
  );
}

/**
 * A cabin is an extension with room data (gateway, port) in its description, and its calling card is the
 * cabin card of the same domain whose pin is the extension's number (spec 002 §1: "a cabin is a PIN whose
 * pin value is the cabin identifier"; the seed names it `Cabin <n>`). Requiring the room data keeps a desk
 * phone from being matched to a cabin card that happens to carry its number (random cabin PINs are 4 digits).
 */
export function isCabin(own: Own): boolean {
  return own.row.roomGateway !== null;
}
