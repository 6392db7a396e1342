/**
 * SQL of self-service: the signed-in extension's own row, its box's messages and a cabin's own card. Each
 * takes a Tx and is always given the session's domain and number by the service, never the request's.
 */
import { APP_EXTENSION_PREFIX } from '@portside/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { cards } from '../callingcards/schema.ts';
import { extensions as x } from '../pbx/schema.ts';

const ownSelection = {
  extensionUuid: x.extensionUuid,
  extension: x.extension,
  effectiveCallerIdName: x.effectiveCallerIdName,
  forwardAllEnabled: x.forwardAllEnabled,
  forwardAllDestination: x.forwardAllDestination,
  forwardBusyEnabled: x.forwardBusyEnabled,
  forwardBusyDestination: x.forwardBusyDestination,
  forwardNoAnswerEnabled: x.forwardNoAnswerEnabled,
  forwardNoAnswerDestination: x.forwardNoAnswerDestination,
  forwardUserNotRegisteredEnabled: x.forwardUserNotRegisteredEnabled,
  forwardUserNotRegisteredDestination: x.forwardUserNotRegisteredDestination,
  /** Set (from the description 'gateway,port,x,y') only for a room, i.e. a cabin's extension. */
  roomGateway: x.roomGateway,
};
export type OwnExtensionRow = NonNullable<Awaited<ReturnType<typeof findOwnExtension>>>;

/**
 * The extension that signed in as `number`: the extension itself, else its app account (9998 + number),
 * the same order as the sign-in's read-back (pbx/extension-lookup.ts): crew apps exist only as 9998….
 */
export async function findOwnExtension(tx: Tx, domain: string, number: string) {
  const rows = await tx
    .select(ownSelection)
    .from(x)
    .where(and(eq(x.domain, domain), inArray(x.extension, [number, `${APP_EXTENSION_PREFIX}${number}`])));
  return rows.find((r) => r.extension === number) ?? rows[0];
}

/** Writes the given columns of one extension, found by its uuid inside the domain. */
export async function updateOwnExtension(
  tx: Tx,
  domain: string,
  extensionUuid: string,
  values: Partial<typeof x.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(x)
    .set(values)
    .where(and(eq(x.domain, domain), eq(x.extensionUuid, extensionUuid)))
    .returning({ id: x.extensionUuid });
  return rows.length > 0;
}

/** The cabin card of the domain whose pin is the cabin number (spec 002 §1). */
export async function findCabinCard(tx: Tx, domain: string, cabin: string) {
  const [row] = await tx
    .select({
      id: cards.id,
      name: cards.name,
      credit: cards.credit,
      initialbalance: cards.initialbalance,
      currency: cards.currency,
      status: cards.status,
      expirationdate: cards.expirationdate,
      lastuse: cards.lastuse,
    })
    .from(cards)
    .where(and(eq(cards.domain, domain), eq(cards.type, 'cabin'), eq(cards.pin, cabin)));
  return row;
}
export type CabinCardRow = NonNullable<Awaited<ReturnType<typeof findCabinCard>>>;
