/**
 * The rules of ring groups (spec 001 §3-§9): list and export with the same filters; a number is one ring
 * group per domain and not an extension; a timeout action points at an extension, another ring group or a
 * voicemail box that exists (or at Check Voicemail, Company Directory, Hangup); each number rings once
 * per group. Deleting a group deletes its destinations.
 */
import type {
  CreateRingGroup,
  CreateRingGroupDestination,
  RingGroup,
  RingGroupDestination,
  RingGroupDestinationList,
  RingGroupList,
  RingGroupListQuery,
  TimeoutAction,
  UpdateRingGroup,
} from '@portside/contract/pbx/ring-groups';
import type { Tx } from '../../../platform/db.ts';
import { BadRequest, Conflict, NotFound } from '../../../platform/errors.ts';
import { keysetBatches, type PageRequest, pageWithTotal } from '../../../platform/list-query.ts';
import {
  assertDestinationExists,
  assertNoRingGroupLoop,
  claimNumber,
  clearReferences,
} from '../number-plan/service.ts';
import type { ringGroups } from '../schema.ts';
import { toRingGroup } from './presenter.ts';
import {
  countDestinations,
  countRingGroups,
  cursorOf,
  deleteDestination,
  deleteRingGroupRow,
  destinationNumbersOf,
  estimateRingGroups,
  extensionExists,
  findRingGroup,
  insertDestination,
  insertRingGroup,
  type RingGroupCursor,
  type RingGroupRow,
  ringGroupWhere,
  selectDestinations,
  selectRingGroupBatch,
  selectRingGroupPage,
  selectRingGroupPageCounted,
  updateRingGroupRow,
  voicemailBoxExists,
} from './queries.ts';
import { dialplanAction } from './timeout-action.ts';

/** The groups with their destination numbers when `withNumbers`. */
async function present(tx: Tx, rows: RingGroupRow[], withNumbers: boolean): Promise<RingGroup[]> {
  if (!withNumbers) return rows.map((row) => toRingGroup(row));
  const numbers = await destinationNumbersOf(
    tx,
    rows.map((r) => r.uuid),
  );
  return rows.map((row) => toRingGroup(row, numbers.get(row.uuid) ?? []));
}

export async function listRingGroups(tx: Tx, domain: string, q: RingGroupListQuery): Promise<RingGroupList> {
  const where = ringGroupWhere(domain, q);
  const { rows, total, totalKind } = await pageWithTotal(q, {
    rows: (limit, offset) => selectRingGroupPage(tx, where, q, limit, offset),
    rowsCounted: (limit, offset) => selectRingGroupPageCounted(tx, where, q, limit, offset),
    count: (upTo) => countRingGroups(tx, where, upTo),
    estimate: () => estimateRingGroups(tx, where),
  });
  return { ringgroups: await present(tx, rows, q.withExtraInfo), total, total_kind: totalKind };
}

/** Every matching group, in the list's order, in batches (with their destination numbers). */
export async function* exportRingGroups(
  tx: Tx,
  domain: string,
  q: RingGroupListQuery,
): AsyncGenerator<RingGroup[]> {
  const where = ringGroupWhere(domain, q);
  const batches = keysetBatches(
    (after: RingGroupCursor | undefined, limit: number) => selectRingGroupBatch(tx, where, q, after, limit),
    (row) => cursorOf(q, row),
  );
  for await (const batch of batches) yield present(tx, batch, true);
}

async function groupOf(tx: Tx, domain: string, extension: string): Promise<RingGroupRow> {
  const row = await findRingGroup(tx, domain, extension);
  if (!row) throw new NotFound(`Ring Group ${extension} does not exist in domain ${domain}.`);
  return row;
}

export async function getRingGroup(tx: Tx, domain: string, extension: string): Promise<RingGroup> {
  const row = await groupOf(tx, domain, extension);
  const [group] = await present(tx, [row], true);
  return group ?? toRingGroup(row);
}

const ACTION_FIELD = 'ring_group_timeout_action.value';

/** The action's target must exist in the domain; a group never times out to itself. */
async function assertTimeoutTarget(
  tx: Tx,
  domain: string,
  own: string,
  action: TimeoutAction | null,
): Promise<void> {
  if (action === null || action.name === 'other') return;
  const { name, value } = action;
  if (name === 'extension' && !(await extensionExists(tx, domain, value))) {
    throw new BadRequest(ACTION_FIELD, `Extension ${value} does not exist in domain ${domain}.`);
  }
  if (name === 'ringgroup') {
    if (value === own) throw new BadRequest(ACTION_FIELD, 'A Ring Group cannot time out to itself.');
    if (!(await findRingGroup(tx, domain, value))) {
      throw new BadRequest(ACTION_FIELD, `Ring Group ${value} does not exist in domain ${domain}.`);
    }
  }
  if (name === 'voicemail' && !(await voicemailBoxExists(tx, domain, value))) {
    throw new BadRequest(ACTION_FIELD, `Voicemail box ${value} does not exist in domain ${domain}.`);
  }
}

/** The columns a timeout action sets: its type and value, and the dialplan app and data. */
function actionColumns(action: TimeoutAction | null, domain: string) {
  const { app, data } = dialplanAction(action, domain);
  return {
    timeoutActionName: action?.name ?? null,
    timeoutActionValue: action?.value ?? null,
    timeoutApp: app,
    timeoutData: data,
  };
}

export async function createRingGroup(tx: Tx, domain: string, input: CreateRingGroup): Promise<RingGroup> {
  const number = input.ring_group_extension;
  // One number plan per domain: not an extension's, a mailbox's, a broadcast group's or a feature code's.
  await claimNumber(tx, domain, number, 'ringgroup');
  const action = input.ring_group_timeout_action ?? null;
  await assertTimeoutTarget(tx, domain, number, action);
  // A new group has no destinations, but its timeout action may lead to a group that rings this number.
  if (action?.name === 'ringgroup') {
    await assertNoRingGroupLoop(tx, domain, number, { timeoutGroup: action.value });
  }
  const row = await insertRingGroup(tx, {
    domain,
    extension: number,
    name: input.ring_group_name,
    callerIdName: input.ring_group_caller_id_name ?? input.ring_group_name,
    callerIdNumber: input.ring_group_caller_id_number ?? number,
    callTimeout: input.ring_group_call_timeout,
    strategy: input.ring_group_strategy,
    ...actionColumns(action, domain),
  });
  if (!row) throw new Conflict(`Ring Group ${number} already exists in domain ${domain}.`);
  return toRingGroup(row, []);
}

export async function updateRingGroup(
  tx: Tx,
  domain: string,
  extension: string,
  input: UpdateRingGroup,
): Promise<RingGroup> {
  await groupOf(tx, domain, extension);
  const values: Partial<typeof ringGroups.$inferInsert> = {};
  if (input.ring_group_call_timeout !== undefined) values.callTimeout = input.ring_group_call_timeout;
  if (input.ring_group_strategy !== undefined) values.strategy = input.ring_group_strategy;
  if (input.ring_group_caller_id_name !== undefined) values.callerIdName = input.ring_group_caller_id_name;
  if (input.ring_group_caller_id_number !== undefined)
    values.callerIdNumber = input.ring_group_caller_id_number;
  if (input.ring_group_name !== undefined) values.name = input.ring_group_name;
  if (input.ring_group_forward_destination !== undefined) {
    const forward = input.ring_group_forward_destination;
    if (forward !== '') {
      if (forward === extension) {
        throw new BadRequest('ring_group_forward_destination', 'A Ring Group cannot forward to itself.');
      }
      await assertDestinationExists(tx, domain, forward, 'ring_group_forward_destination');
    }
    await assertNoRingGroupLoop(tx, domain, extension, { forward: forward || null });
    values.forwardDestination = forward;
  }
  if (input.ring_group_forward_enabled !== undefined)
    values.forwardEnabled = input.ring_group_forward_enabled;
  if (input.ring_group_enabled !== undefined) values.enabled = input.ring_group_enabled;
  if (input.ring_group_timeout_action !== undefined) {
    const action = input.ring_group_timeout_action;
    await assertTimeoutTarget(tx, domain, extension, action);
    await assertNoRingGroupLoop(tx, domain, extension, {
      timeoutGroup: action?.name === 'ringgroup' ? action.value : null,
    });
    Object.assign(values, actionColumns(input.ring_group_timeout_action, domain));
  }
  if (Object.keys(values).length > 0) await updateRingGroupRow(tx, domain, extension, values);
  return getRingGroup(tx, domain, extension);
}

/**
 * Deletes a group (its destinations with it) and, in the same transaction, what refers to it: inbound
 * routes to it are deleted, other groups' destinations, timeout actions and forwards to it and extensions'
 * forwards to it are removed or cleared (number-plan clearReferences; the console lists them first).
 */
export async function deleteRingGroup(tx: Tx, domain: string, extension: string): Promise<void> {
  await groupOf(tx, domain, extension);
  await clearReferences(tx, domain, 'ringgroup', extension);
  if (!(await deleteRingGroupRow(tx, domain, extension))) {
    throw new NotFound(`Ring Group ${extension} does not exist in domain ${domain}.`);
  }
}

export async function listDestinations(
  tx: Tx,
  domain: string,
  extension: string,
  page: PageRequest,
): Promise<RingGroupDestinationList> {
  const group = await groupOf(tx, domain, extension);
  const offset = (page.page - 1) * page.pagesize;
  const rows = await selectDestinations(tx, group.uuid, page.pagesize, offset);
  const total =
    rows.length < page.pagesize && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : await countDestinations(tx, group.uuid);
  return { ringgroupdestinations: rows, total };
}

export async function addDestination(
  tx: Tx,
  domain: string,
  extension: string,
  input: CreateRingGroupDestination,
): Promise<RingGroupDestination> {
  const group = await groupOf(tx, domain, extension);
  if (input.destination_number === extension) {
    throw new BadRequest('destination_number', 'A Ring Group cannot ring itself.');
  }
  await assertDestinationExists(tx, domain, input.destination_number);
  await assertNoRingGroupLoop(tx, domain, extension, { addDestination: input.destination_number });
  const row = await insertDestination(tx, {
    ringGroupUuid: group.uuid,
    number: input.destination_number,
    delay: input.destination_delay,
    timeout: input.destination_timeout,
  });
  if (!row) {
    throw new Conflict(`Destination ${input.destination_number} already exists in Ring Group ${extension}.`);
  }
  return row;
}

export async function removeDestination(tx: Tx, domain: string, extension: string, number: string) {
  const group = await groupOf(tx, domain, extension);
  if (!(await deleteDestination(tx, group.uuid, number))) {
    throw new NotFound(`Destination ${number} does not exist in Ring Group ${extension}.`);
  }
}
