/**
 * The extension's own summary (GET /v1/self) and the one change it may make to itself (PATCH /v1/self):
 * its caller name and its four call forwards. Everything else of the extension (SIP password,
 * description, outbound calls, caller numbers) stays an administrator's.
 */
import type { SelfForward, SelfForwardName, SelfSummary, UpdateSelf } from '@portside/contract/self';
import type { Tx } from '../../platform/db.ts';
import { BadRequest, NotFound } from '../../platform/errors.ts';
import type { Actor } from '../../platform/session.ts';
import { assertForwardDestination } from '../pbx/number-plan/service.ts';
import type { extensions } from '../pbx/schema.ts';
import { isCabin, type Own, ownBox, ownExtension } from './own.ts';
import { findCabinCard, type OwnExtensionRow, updateOwnExtension } from './queries.ts';

/** Each wire forward and the two columns behind it. */
const FORWARD_COLUMNS = [
  ['forward_all', 'forwardAllEnabled', 'forwardAllDestination'],
  ['forward_busy', 'forwardBusyEnabled', 'forwardBusyDestination'],
  ['forward_no_answer', 'forwardNoAnswerEnabled', 'forwardNoAnswerDestination'],
  ['forward_user_not_registered', 'forwardUserNotRegisteredEnabled', 'forwardUserNotRegisteredDestination'],
] as const satisfies ReadonlyArray<readonly [SelfForwardName, keyof OwnExtensionRow, keyof OwnExtensionRow]>;

function forwardsOf(row: OwnExtensionRow): Record<SelfForwardName, SelfForward> {
  const out = {} as Record<SelfForwardName, SelfForward>;
  for (const [name, enabled, destination] of FORWARD_COLUMNS) {
    out[name] = { enabled: row[enabled], destination: row[destination] };
  }
  return out;
}

async function summaryOf(tx: Tx, own: Own): Promise<SelfSummary> {
  const box = await ownBox(tx, own);
  const card = isCabin(own) ? await findCabinCard(tx, own.domain, own.row.extension) : undefined;
  return {
    extension: own.number,
    domain: own.domain,
    effective_caller_id_name: own.row.effectiveCallerIdName,
    ...forwardsOf(own.row),
    voicemail: box
      ? {
          voicemail_id: box.voicemailId,
          enabled: box.enabled,
          messages: box.messageCount,
          new_messages: box.newMessageCount,
        }
      : null,
    cabin: isCabin(own),
    callingcard: card ? { credit: Number(card.credit), currency: card.currency } : null,
  };
}

export async function selfSummary(tx: Tx, actor: Actor): Promise<SelfSummary> {
  return summaryOf(tx, await ownExtension(tx, actor));
}

/** Caller name and forwards only; a forward to the extension itself would ring back into itself. */
export async function updateSelf(tx: Tx, actor: Actor, input: UpdateSelf): Promise<SelfSummary> {
  const own = await ownExtension(tx, actor);
  const values: Partial<typeof extensions.$inferInsert> = {};
  if (input.effective_caller_id_name !== undefined)
    values.effectiveCallerIdName = input.effective_caller_id_name;
  for (const [name, enabled, destination] of FORWARD_COLUMNS) {
    const forward = input[name];
    if (!forward) continue;
    if (forward.destination === own.number || forward.destination === own.row.extension) {
      throw new BadRequest(
        `${name}.destination`,
        `Field '${name}.destination' must be another number than the extension itself.`,
      );
    }
    // As the console's Edit Extension: the destination must reach something (pbx/number-plan).
    await assertForwardDestination(
      tx,
      own.domain,
      own.row.extension,
      forward.destination,
      `${name}.destination`,
    );
    values[enabled] = forward.enabled;
    values[destination] = forward.destination;
  }
  if (
    Object.keys(values).length > 0 &&
    !(await updateOwnExtension(tx, own.domain, own.row.extensionUuid, values))
  ) {
    throw new NotFound(`Extension ${own.number} no longer exists in ${own.domain}.`);
  }
  return selfSummary(tx, actor);
}
