/**
 * Domain users (spec 001 §7): the Users screen's list (JSON or CSV export), create, update and delete are
 * PBX screens (module pbx); User Details reads one user and manages the user's extensions (module user).
 * The guard checks the session, the role's permission, the path's domain and the module; the services
 * own the rules (who may manage whom: limits.ts).
 */
import { ErrorBody, Ok } from '@portside/contract';
import {
  CreateUser,
  UpdateUser,
  User,
  UserExtensionList,
  UserExtensionListQuery,
  UserExtensionParams,
  UserList,
  UserListQuery,
  UserParams,
  UserQuery,
} from '@portside/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { csvStream, exportFileName, sendCsv } from '../../platform/csv-export.ts';
import { createUser, deleteUser, updateUser } from './manage.ts';
import {
  addUserExtension,
  exportUsers,
  getUser,
  listUserExtensions,
  listUsers,
  removeUserExtension,
  userCsvColumns,
} from './service.ts';

const tags = ['users'];
const read = { module: 'pbx', permission: 'users.read' } as const;
const write = { module: 'pbx', permission: 'users.write' } as const;
const detailsRead = { module: 'user', permission: 'users.read' } as const;
const detailsWrite = { module: 'user', permission: 'users.write' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const DomainParams = z.object({ domain: z.string().min(1) });
const base = '/v3/pbx/domain/:domain/user';

export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'Users of a domain: search, extension filters, order, page; format=csv exports them all',
        params: DomainParams,
        querystring: UserListQuery,
        response: { 200: UserList, ...errors },
      },
    },
    async (request, reply) => {
      const { domain } = request.params;
      const q = request.query;
      if (q.format === 'json') return listUsers(db, domain, q);
      const name = exportFileName('users', requireActor(request), domain);
      return sendCsv(reply, name, csvStream(exportUsers(db, domain, q), userCsvColumns(q.columns)));
    },
  );

  app.post(
    base,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Create a user (user name unique per domain; role up to your own, grants among your environments; the password is stored as an argon2 hash)',
        params: DomainParams,
        body: CreateUser,
        response: { 201: User, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createUser(db, requireActor(request), request.params.domain, request.body)),
  );

  app.get(
    `${base}/:id`,
    {
      config: detailsRead,
      schema: {
        tags,
        summary: 'One user; withExtraInfo=true adds the numbers of their extensions',
        params: UserParams,
        querystring: UserQuery,
        response: { 200: User, ...errors },
      },
    },
    async (request) =>
      getUser(db, request.params.domain, request.params.id, request.query.withExtraInfo === true),
  );

  app.patch(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary:
          'Update user name, e-mail, name, role, grants, user_enabled and (when given) password; disabling or a new password ends their other sessions',
        params: UserParams,
        body: UpdateUser,
        response: { 200: User, ...errors, 409: ErrorBody },
      },
    },
    async (request) =>
      updateUser(db, requireActor(request), request.params.domain, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a user (not yourself, not one above your role); their sessions end',
        params: UserParams,
        response: { 200: Ok, ...errors, 409: ErrorBody },
      },
    },
    async (request) => {
      await deleteUser(db, requireActor(request), request.params.domain, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    `${base}/:id/extension`,
    {
      config: detailsRead,
      schema: {
        tags,
        summary: "A user's extensions (extension, description, toll_allow), searchable",
        params: UserParams,
        querystring: UserExtensionListQuery,
        response: { 200: UserExtensionList, ...errors },
      },
    },
    async (request) => listUserExtensions(db, request.params.domain, request.params.id, request.query),
  );

  app.post(
    `${base}/:id/extension/:ext`,
    {
      config: detailsWrite,
      schema: {
        tags,
        summary: 'Give the user an extension of the domain (empty body; 409 when they have it)',
        params: UserExtensionParams,
        response: { 201: Ok, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { domain, id, ext } = request.params;
      await addUserExtension(db, domain, id, ext);
      return reply.code(201).send({ success: true as const });
    },
  );

  app.delete(
    `${base}/:id/extension/:ext`,
    {
      config: detailsWrite,
      schema: {
        tags,
        summary: 'Take an extension from the user (the extension itself stays)',
        params: UserExtensionParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      const { domain, id, ext } = request.params;
      await removeUserExtension(db, domain, id, ext);
      return { success: true as const };
    },
  );
};
