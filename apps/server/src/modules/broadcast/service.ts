/**
 * The rules of broadcast groups (spec 000 §3, §4, §7.4), shared by the spec's token calls and the
 * console's session calls (routes.ts): groups numbered from 18000 taking the first free number, colour
 * red unless given; members are extensions of the domain, each once; a group is deleted after its
 * members; a directory entry registers a number under a name (and names it in conversations). The
 * console creates and deletes a group in the spec's order in one call (createGroupInOrder,
 * deleteGroupInOrder); sending is send.ts.
 */
import {
  BROADCAST_DEFAULT_COLOR,
  BROADCAST_DIRECTORY_LABEL,
  BROADCAST_GROUP_FIRST,
  BROADCAST_GROUP_LAST,
  BROADCAST_HISTORY_PAGE,
  type BroadcastConversationList,
  type BroadcastGroup,
  type BroadcastGroupList,
  type BroadcastHistory,
  type BroadcastMember,
  type BroadcastMemberList,
  type BroadcastMessage,
  type CreateBroadcastGroup,
  type CreateDirectoryEntry,
  type DirectoryEntry,
  NewBroadcastGroup,
} from '@portside/contract/broadcast';
import { toWireDate } from '@portside/contract/messaging';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../platform/db.ts';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import { claimNumber, numberOwners } from '../pbx/number-plan/service.ts';
import {
  type BroadcastRow,
  countMembers,
  deleteEntry,
  deleteGroupRow,
  deleteMembers,
  extensionsAmong,
  findGroup,
  type GroupRow,
  insertEntry,
  insertGroup,
  insertMembers,
  selectBroadcastConversations,
  selectBroadcasts,
  selectGroupPage,
  selectGroups,
  selectMembers,
  usedNumbers,
} from './queries.ts';
import type { DirectoryEntryRow } from './schema.ts';

export function presentGroup(row: GroupRow): BroadcastGroup {
  return {
    group_number: row.groupNumber,
    group_name: row.groupName,
    group_color: row.groupColor,
    edit_roles: row.editRoles,
  };
}

function presentEntry(row: DirectoryEntryRow): DirectoryEntry {
  const { number, appNumber, name, comments, owner, department } = row;
  return { number, app_number: appNumber, name, comments, owner, department };
}

const noGroup = (domain: string, n: number) =>
  new NotFound(`Broadcast group ${n} does not exist in ${domain}.`);

async function requireGroup(tx: Tx, domain: string, n: number): Promise<GroupRow> {
  const group = await findGroup(tx, domain, n);
  if (!group) throw noGroup(domain, n);
  return group;
}

/** Spec 000 §4: the first number from 18000 that no group of the domain has. */
export function firstFreeNumber(used: readonly number[]): number {
  let candidate = BROADCAST_GROUP_FIRST;
  for (const n of used) {
    if (n < candidate) continue;
    if (n > candidate) break;
    candidate += 1;
  }
  return candidate;
}

// --- groups -----------------------------------------------------------------------------------------

export async function listGroups(tx: Tx, domain: string): Promise<BroadcastGroup[]> {
  return (await selectGroups(tx, domain)).map(presentGroup);
}

export async function listGroupPage(
  tx: Tx,
  domain: string,
  q: { page: number; pagesize: number; search?: string | undefined },
): Promise<BroadcastGroupList> {
  const { rows, total } = await selectGroupPage(tx, domain, q.search, q.pagesize, (q.page - 1) * q.pagesize);
  return { data: rows.map((r) => ({ ...presentGroup(r), member_count: r.memberCount })), total };
}

/** Creates a group: its number as given (409 when taken), else the first free one from 18000. */
export async function createGroup(
  tx: Tx,
  domain: string,
  input: CreateBroadcastGroup,
): Promise<BroadcastGroup> {
  const values = {
    domain,
    groupName: input.group_name,
    groupColor: input.group_color || BROADCAST_DEFAULT_COLOR,
    editRoles: input.edit_roles ?? null,
  };
  if (input.group_number !== undefined) {
    // One number plan per domain (pbx number-plan): not an extension's, ring group's or mailbox's number.
    await claimNumber(tx, domain, String(input.group_number), 'broadcast');
    const row = await insertGroup(tx, { ...values, groupNumber: input.group_number });
    if (!row) throw new Conflict(`Broadcast group ${input.group_number} already exists in ${domain}.`);
    return presentGroup(row);
  }
  // Two creations at once may pick the same number: the later one takes the next free one.
  const used = await usedNumbers(tx, domain);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const groupNumber = firstFreeNumber(used);
    if (groupNumber > BROADCAST_GROUP_LAST) break;
    // A number another kind holds (an extension 18000) is skipped like a group's.
    if ((await numberOwners(tx, domain, String(groupNumber))).length > 0) {
      used.push(groupNumber);
      used.sort((a, b) => a - b);
      attempt -= 1;
      continue;
    }
    const row = await insertGroup(tx, { ...values, groupNumber });
    if (row) return presentGroup(row);
    used.push(groupNumber);
    used.sort((a, b) => a - b);
  }
  throw new Conflict('No free broadcast group number was found: try again.');
}

/** Deletes a group that has no members (409 otherwise: its members go first, spec 000 §4). */
export async function deleteGroup(tx: Tx, domain: string, n: number): Promise<void> {
  await requireGroup(tx, domain, n);
  const members = await countMembers(tx, domain, n);
  if (members > 0) {
    throw new Conflict(
      members === 1
        ? `Broadcast group ${n} still has 1 member: delete it first (DELETE /broadcast_member with group_number).`
        : `Broadcast group ${n} still has ${members} members: delete them first (DELETE /broadcast_member with group_number).`,
    );
  }
  await deleteGroupRow(tx, domain, n);
}

// --- members ----------------------------------------------------------------------------------------

export async function listMembers(tx: Tx, domain: string, n: number): Promise<BroadcastMember[]> {
  await requireGroup(tx, domain, n);
  return (await selectMembers(tx, domain, n)).map((m) => ({ group_number: n, extension: m.extension }));
}

export async function listMemberNames(tx: Tx, domain: string, n: number): Promise<BroadcastMemberList> {
  await requireGroup(tx, domain, n);
  return { data: (await selectMembers(tx, domain, n)).map(({ extension, name }) => ({ extension, name })) };
}

/** Refuses numbers that are not extensions of the domain (a ring group, voicemail or other destination). */
async function requireExtensions(tx: Tx, domain: string, numbers: string[]): Promise<void> {
  const found = await extensionsAmong(tx, domain, numbers);
  const missing = numbers.filter((n) => !found.has(n));
  if (missing.length === 0) return;
  const listed = `${missing.slice(0, 5).join(', ')}${missing.length > 5 ? '…' : ''}`;
  throw new BadRequest(
    'extension',
    missing.length === 1
      ? `${listed} is not an extension of ${domain}: only extensions can be members of a broadcast group.`
      : `${listed} are not extensions of ${domain}: only extensions can be members of a broadcast group.`,
  );
}

export async function addMember(
  tx: Tx,
  domain: string,
  n: number,
  extension: string,
): Promise<BroadcastMember> {
  await requireGroup(tx, domain, n);
  await requireExtensions(tx, domain, [extension]);
  const added = await insertMembers(tx, domain, n, [extension]);
  if (added.length === 0) throw new Conflict(`${extension} is already a member of broadcast group ${n}.`);
  return { group_number: n, extension };
}

/** One member, or all of them without `extension`; answers how many were removed. */
export async function removeMembers(
  tx: Tx,
  domain: string,
  n: number,
  extension: string | undefined,
): Promise<number> {
  await requireGroup(tx, domain, n);
  const deleted = await deleteMembers(tx, domain, n, extension);
  if (extension !== undefined && deleted === 0) {
    throw new NotFound(`${extension} is not a member of broadcast group ${n}.`);
  }
  return deleted;
}

// --- directory entries ------------------------------------------------------------------------------

export async function createDirectoryEntry(
  tx: Tx,
  domain: string,
  input: CreateDirectoryEntry,
): Promise<DirectoryEntry> {
  const row = await insertEntry(tx, {
    domain,
    number: input.number,
    appNumber: input.app_number ?? '',
    name: input.name,
    comments: input.comments ?? '',
    owner: input.owner ?? '',
    department: input.department ?? '',
  });
  if (!row) throw new Conflict(`${input.number} already has a directory entry in ${domain}.`);
  return presentEntry(row);
}

export async function deleteDirectoryEntry(tx: Tx, domain: string, number: string): Promise<void> {
  if (!(await deleteEntry(tx, domain, number))) {
    throw new NotFound(`${number} has no directory entry in ${domain}.`);
  }
}

// --- the console's group editor (spec 000 §4) ------------------------------------------------------

/**
 * Spec 000 §4 "Broadcast group creation": the first free number from 18000, the directory entry
 * (comments and department 'Broadcast Group', owner empty), the group, then each participant once.
 */
export async function createGroupInOrder(
  tx: Tx,
  domain: string,
  raw: NewBroadcastGroup,
): Promise<BroadcastGroup> {
  const input = NewBroadcastGroup.parse(raw);
  const members = [...new Set(input.members)];
  await requireExtensions(tx, domain, members);
  const groupNumber = firstFreeNumber(await usedNumbers(tx, domain));
  const number = String(groupNumber);
  await createDirectoryEntry(tx, domain, {
    number,
    app_number: number,
    name: input.group_name,
    comments: BROADCAST_DIRECTORY_LABEL,
    owner: '',
    department: BROADCAST_DIRECTORY_LABEL,
  });
  const group = await createGroup(tx, domain, {
    group_number: groupNumber,
    group_name: input.group_name,
    group_color: input.group_color,
    edit_roles: null,
  });
  for (const extension of members) await addMember(tx, domain, groupNumber, extension);
  return group;
}

/**
 * Spec 000 §4 "Broadcast group deletion": every member, the directory entry (a failure there is only
 * logged, in a savepoint so the rest goes on), the group.
 */
export async function deleteGroupInOrder(
  tx: Tx,
  domain: string,
  n: number,
  log: FastifyBaseLogger,
): Promise<void> {
  await removeMembers(tx, domain, n, undefined);
  try {
    await tx.transaction((sp) => deleteDirectoryEntry(sp, domain, String(n)));
  } catch (err) {
    log.warn(
      { err, domain, group: n },
      'the directory entry of a deleted broadcast group could not be removed',
    );
  }
  await deleteGroup(tx, domain, n);
}

// --- history ----------------------------------------------------------------------------------------

export function presentBroadcast(domain: string, account: string, r: BroadcastRow): BroadcastMessage {
  return {
    mMessageId: r.messageid,
    mAddress: `${r.address}@${domain}`,
    mMessageText: r.message,
    mDate: toWireDate(r.creationdate),
    mType: r.sender === account ? 1 : 0,
    mExtra: r.extras,
    rating: r.rating,
    sender: r.sender,
    members: r.members,
    delivered: r.delivered,
    read: r.read,
  };
}

/** The group's broadcasts the account sent or received, newest first (spec 000 §9: one page). */
export async function broadcastHistory(
  tx: Tx,
  domain: string,
  account: string,
  n: number,
): Promise<BroadcastHistory> {
  await requireGroup(tx, domain, n);
  const rows = await selectBroadcasts(tx, domain, account, n, BROADCAST_HISTORY_PAGE);
  return { data: rows.map((r) => presentBroadcast(domain, account, r)), total: rows.length };
}

export async function broadcastConversations(
  tx: Tx,
  domain: string,
  account: string,
  q: { page: number; pagesize: number; search?: string | undefined },
): Promise<BroadcastConversationList> {
  const { rows, total } = await selectBroadcastConversations(
    tx,
    domain,
    account,
    q.search,
    q.pagesize,
    (q.page - 1) * q.pagesize,
  );
  return {
    data: rows.map((r) => ({ group: presentGroup(r.group), last: presentBroadcast(domain, account, r) })),
    total,
  };
}
