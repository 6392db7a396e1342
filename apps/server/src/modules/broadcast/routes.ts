/**
 * Broadcast groups over HTTP (contract broadcast.ts). Two doors to the same service functions:
 * - the spec's calls (§7.4) for machine clients, authenticated by an API token of the environment
 *   (tokens/guard.ts: Bearer, or apiToken in the query or body) and acting on its environment only:
 *   /broadcast_group, /broadcast_member, /directory; a DELETE takes its fields from the body or the query;
 * - the console's calls under /v3/broadcast/domain/:domain, by session (messaging.read to look,
 *   messaging.write to change and send; the omnichannel module), which create and delete a group in the
 *   spec's order in one transaction and send a broadcast through the messaging core.
 * Registered by the messaging module (messaging/routes.ts), whose writer delivers a broadcast once its
 * request has committed.
 */
import { ErrorBody, Ok } from '@portside/contract';
import {
  BroadcastAccountQuery,
  BroadcastConversationList,
  BroadcastDomainParams,
  BroadcastGroup,
  BroadcastGroupList,
  BroadcastGroupListQuery,
  BroadcastGroupParams,
  BroadcastHistory,
  BroadcastMember,
  BroadcastMemberList,
  BroadcastMessage,
  CreateBroadcastGroup,
  CreateBroadcastMember,
  CreateDirectoryEntry,
  DeleteBroadcastMember,
  DeletedCount,
  DirectoryEntry,
  DirectoryNumberInput,
  NewBroadcastGroup,
  OptionalGroupNumber,
  SendBroadcast,
} from '@portside/contract/broadcast';
import { toWireDate } from '@portside/contract/messaging';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { BadRequest, Forbidden, Unauthorized } from '../../platform/errors.ts';
import { isExtension } from '../messaging/read-queries.ts';
import type { MessageWriter } from '../messaging/writer.ts';
import { apiTokenCaller } from '../tokens/guard.ts';
import { type SentBroadcast, storeBroadcast } from './send.ts';
import {
  addMember,
  broadcastConversations,
  broadcastHistory,
  createDirectoryEntry,
  createGroup,
  createGroupInOrder,
  deleteDirectoryEntry,
  deleteGroup,
  deleteGroupInOrder,
  listGroupPage,
  listGroups,
  listMemberNames,
  listMembers,
  removeMembers,
} from './service.ts';

const tags = ['broadcast'];
const machine = { apiToken: true, module: 'omnichannel' } as const;
const read = { module: 'omnichannel', permission: 'messaging.read' } as const;
const write = { module: 'omnichannel', permission: 'messaging.write' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const base = '/v3/broadcast/domain/:domain';

/** A DELETE's fields: its JSON body's, else its query's. */
function fieldsOf<T>(request: FastifyRequest, query: T): T {
  const body = request.body as T | undefined | null;
  return { ...query, ...(body ?? {}) } as T;
}

function required<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw new BadRequest(field, `Field '${field}' is required.`);
  return value;
}

const tokenDomain = (request: FastifyRequest) => apiTokenCaller(request).environment.domain;

function sessionDomain(request: FastifyRequest): string {
  const domain = request.target?.domain;
  if (!domain) throw new Unauthorized();
  return domain;
}

export const broadcastRoutes: FastifyPluginAsyncZod<AppContext & { writer: MessageWriter }> = async (
  app,
  { db, writer },
) => {
  // --- spec 000 §7.4, API token ---------------------------------------------------------------------

  app.get(
    '/broadcast_group',
    {
      config: machine,
      schema: {
        tags,
        summary: "The token's environment's broadcast groups, by number",
        response: { 200: z.array(BroadcastGroup), ...errors },
      },
    },
    async (request) => listGroups(db, tokenDomain(request)),
  );

  app.post(
    '/broadcast_group',
    {
      config: machine,
      schema: {
        tags,
        summary:
          'Create a group: group_number (18000 or more; without it the first free one from 18000), group_name, group_color (red by default), edit_roles',
        body: CreateBroadcastGroup,
        response: { 201: BroadcastGroup, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await createGroup(db, tokenDomain(request), request.body)),
  );

  app.delete(
    '/broadcast_group',
    {
      config: machine,
      schema: {
        tags,
        summary: 'Delete a group (group_number in the body or query); 409 while it has members',
        querystring: OptionalGroupNumber,
        body: OptionalGroupNumber.nullish(),
        response: { 200: Ok, ...errors, 409: ErrorBody },
      },
    },
    async (request) => {
      const { group_number } = fieldsOf(request, request.query);
      await deleteGroup(db, tokenDomain(request), required(group_number, 'group_number'));
      return { success: true as const };
    },
  );

  app.get(
    '/broadcast_member',
    {
      config: machine,
      schema: {
        tags,
        summary: "A group's members (group_number), by extension",
        querystring: OptionalGroupNumber,
        response: { 200: z.array(BroadcastMember), ...errors },
      },
    },
    async (request) =>
      listMembers(db, tokenDomain(request), required(request.query.group_number, 'group_number')),
  );

  app.post(
    '/broadcast_member',
    {
      config: machine,
      schema: {
        tags,
        summary: 'Add an extension of the environment to a group; 409 when it is a member already',
        body: CreateBroadcastMember,
        response: { 201: BroadcastMember, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { group_number, extension } = request.body;
      return reply.code(201).send(await addMember(db, tokenDomain(request), group_number, extension));
    },
  );

  app.delete(
    '/broadcast_member',
    {
      config: machine,
      schema: {
        tags,
        summary: 'Remove a member (group_number and extension), or every member (group_number alone)',
        querystring: DeleteBroadcastMember,
        body: DeleteBroadcastMember.nullish(),
        response: { 200: DeletedCount, ...errors },
      },
    },
    async (request) => {
      const { group_number, extension } = fieldsOf(request, request.query);
      const n = required(group_number, 'group_number');
      const deleted = await removeMembers(db, tokenDomain(request), n, extension);
      return { success: true as const, deleted };
    },
  );

  app.post(
    '/directory',
    {
      config: machine,
      schema: {
        tags,
        summary:
          'Register a number in the directory: number, app_number, name, comments, owner, department; 409 when it has an entry',
        body: CreateDirectoryEntry,
        response: { 201: DirectoryEntry, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDirectoryEntry(db, tokenDomain(request), request.body)),
  );

  app.delete(
    '/directory',
    {
      config: machine,
      schema: {
        tags,
        summary: "Remove a number's directory entry (number in the body or query)",
        querystring: DirectoryNumberInput,
        body: DirectoryNumberInput.nullish(),
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      const { number } = fieldsOf(request, request.query);
      await deleteDirectoryEntry(db, tokenDomain(request), required(number, 'number'));
      return { success: true as const };
    },
  );

  // --- the console, by session ----------------------------------------------------------------------

  app.get(
    `${base}/group`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Broadcast groups with their member counts, by number; search (name or number), page',
        params: BroadcastDomainParams,
        querystring: BroadcastGroupListQuery,
        response: { 200: BroadcastGroupList, ...errors },
      },
    },
    async (request) => listGroupPage(db, sessionDomain(request), request.query),
  );

  app.post(
    `${base}/group`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'The New Broadcast Group editor: the first free number, the directory entry, the group, each participant (spec 000 §4)',
        params: BroadcastDomainParams,
        body: NewBroadcastGroup,
        response: { 201: BroadcastGroup, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createGroupInOrder(db, sessionDomain(request), request.body)),
  );

  app.delete(
    `${base}/group/:group_number`,
    {
      config: write,
      schema: {
        tags,
        summary:
          "Delete a group in the spec's order: members, directory entry (a failure only logged), group",
        params: BroadcastGroupParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await deleteGroupInOrder(db, sessionDomain(request), request.params.group_number, request.log);
      return { success: true as const };
    },
  );

  app.get(
    `${base}/group/:group_number/member`,
    {
      config: read,
      schema: {
        tags,
        summary: "A group's members with their extensions' names",
        params: BroadcastGroupParams,
        response: { 200: BroadcastMemberList, ...errors },
      },
    },
    async (request) => listMemberNames(db, sessionDomain(request), request.params.group_number),
  );

  /** The account must be an extension of the domain, as messaging's REST asks. */
  async function accountOf(request: FastifyRequest, account: string): Promise<string> {
    const domain = sessionDomain(request);
    if (!(await isExtension(db, domain, account))) {
      throw new Forbidden(`${account} is not an extension of ${domain}: you may read only its own accounts.`);
    }
    return domain;
  }

  app.get(
    `${base}/message`,
    {
      config: read,
      schema: {
        tags,
        summary:
          "The Messages tab: the account's (user) conversations with groups, newest first, each with its newest broadcast",
        params: BroadcastDomainParams,
        querystring: BroadcastAccountQuery.extend(BroadcastGroupListQuery.shape),
        response: { 200: BroadcastConversationList, ...errors },
      },
    },
    async (request) => {
      const domain = await accountOf(request, request.query.user);
      return broadcastConversations(db, domain, request.query.user, request.query);
    },
  );

  app.get(
    `${base}/group/:group_number/message`,
    {
      config: read,
      schema: {
        tags,
        summary:
          "A group's history as the account (user) has it, newest first, one page: mMessageId, mAddress, mMessageText, mDate, mType, mExtra, rating, and how many members received and read each",
        params: BroadcastGroupParams,
        querystring: BroadcastAccountQuery,
        response: { 200: BroadcastHistory, ...errors },
      },
    },
    async (request) => {
      const domain = await accountOf(request, request.query.user);
      return broadcastHistory(db, domain, request.query.user, request.params.group_number);
    },
  );

  // A broadcast stored in its request's transaction is delivered once that has committed.
  const sent = new WeakMap<FastifyRequest, SentBroadcast>();
  app.post(
    `${base}/group/:group_number/message`,
    {
      config: write,
      schema: {
        tags,
        summary:
          "Send a broadcast as the account (sender) to every member, through the messaging core: stored, then delivered live; members' receipts count",
        params: BroadcastGroupParams,
        body: SendBroadcast,
        response: { 201: BroadcastMessage, ...errors },
      },
      onResponse: async (request, reply) => {
        const broadcast = sent.get(request);
        if (broadcast && reply.statusCode === 201) await writer.deliver(broadcast.outcome);
      },
    },
    async (request, reply) => {
      const domain = sessionDomain(request);
      const { group_number } = request.params;
      const broadcast = await storeBroadcast(db, domain, group_number, request.body);
      sent.set(request, broadcast);
      const answer: BroadcastMessage = {
        mMessageId: broadcast.messageid,
        mAddress: `${group_number}@${domain}`,
        mMessageText: request.body.message,
        mDate: toWireDate(new Date()),
        mType: 1,
        mExtra: null,
        rating: null,
        sender: request.body.sender,
        members: broadcast.members,
        delivered: 0,
        read: 0,
      };
      return reply.code(201).send(answer);
    },
  );
};
