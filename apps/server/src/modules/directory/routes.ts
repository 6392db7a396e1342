/**
 * Directory contacts (spec 001 §7, a PBX screen): the list (JSON or CSV export, a file named users as
 * the spec says), create, update and delete, and each contact's phones. The guard checks the session,
 * the path's domain and the PBX module; a contact of another domain is not found.
 */
import { ErrorBody, Ok } from '@portside/contract';
import {
  Contact,
  ContactList,
  ContactListQuery,
  ContactParams,
  ContactPhone,
  ContactPhoneList,
  ContactPhoneParams,
  ContactPhoneQuery,
  CreateContact,
  CreateContactPhone,
  UpdateContact,
} from '@portside/contract/directory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { csvStream, exportFileName, sendCsv } from '../../platform/csv-export.ts';
import {
  addPhone,
  contactCsvColumns,
  createContact,
  deleteContact,
  exportContacts,
  listContacts,
  listPhones,
  removePhone,
  updateContact,
} from './service.ts';

const tags = ['directory'];
const read = { module: 'pbx', permission: 'directory.read' } as const;
const write = { module: 'pbx', permission: 'directory.write' } as const;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const DomainParams = z.object({ domain: z.string().min(1) });
const base = '/v3/pbx/domain/:domain/contact';

export const directoryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'Directory contacts: search (name or number), order, page; format=csv exports them all',
        params: DomainParams,
        querystring: ContactListQuery,
        response: { 200: ContactList, ...errors },
      },
    },
    async (request, reply) => {
      const { domain } = request.params;
      const q = request.query;
      if (q.format === 'json') return listContacts(db, domain, q);
      // Spec 001 §2 and §9: the Directory's export file is named users.
      const name = exportFileName('users', requireActor(request), domain);
      return sendCsv(reply, name, csvStream(exportContacts(db, domain, q), contactCsvColumns(q.columns)));
    },
  );

  app.post(
    base,
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a contact (name and type user or guest); answers it with its contact_uuid',
        params: DomainParams,
        body: CreateContact,
        response: { 201: Contact, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createContact(db, request.params.domain, request.body)),
  );

  app.patch(
    `${base}/:contact_uuid`,
    {
      config: write,
      schema: {
        tags,
        summary: "Update a contact's name or type",
        params: ContactParams,
        body: UpdateContact,
        response: { 200: Contact, ...errors },
      },
    },
    async (request) => updateContact(db, request.params.domain, request.params.contact_uuid, request.body),
  );

  app.delete(
    `${base}/:contact_uuid`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a contact and its phones',
        params: ContactParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await deleteContact(db, request.params.domain, request.params.contact_uuid);
      return { success: true as const };
    },
  );

  app.get(
    `${base}/:contact_uuid/phone`,
    {
      config: read,
      schema: {
        tags,
        summary: "A contact's phones, oldest first",
        params: ContactParams,
        querystring: ContactPhoneQuery,
        response: { 200: ContactPhoneList, ...errors },
      },
    },
    async (request) => listPhones(db, request.params.domain, request.params.contact_uuid, request.query),
  );

  app.post(
    `${base}/:contact_uuid/phone`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a number on a channel (phone_label); 409 when the contact has it on that channel',
        params: ContactParams,
        body: CreateContactPhone,
        response: { 201: ContactPhone, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { domain, contact_uuid } = request.params;
      return reply.code(201).send(await addPhone(db, domain, contact_uuid, request.body));
    },
  );

  app.delete(
    `${base}/:contact_uuid/phone/:contact_phone_uuid`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a phone of a contact',
        params: ContactPhoneParams,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      const { domain, contact_uuid, contact_phone_uuid } = request.params;
      await removePhone(db, domain, contact_uuid, contact_phone_uuid);
      return { success: true as const };
    },
  );
};
