/**
 * Which fields of an extension leave the server (outline's presenters): the selection never includes
 * the encrypted password. gateway and port of a room description are kept by PostgreSQL (the generated
 * columns room_gateway and room_port, schema.ts), so the list's JSON and the CSV export read the same
 * values; the export's cells are written in SQL, for COPY.
 */
import type { Extension } from '@portside/contract/pbx/extensions';
import { type SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { csvBooleanCell, csvTextCell, csvTimestampCell } from '../../../platform/csv-export.ts';
import { domainUuid } from '../domain-uuid.ts';
import { ROOM_DESCRIPTION_SQL, extensions as t } from '../schema.ts';

/** A room extension's description: four comma-separated numbers, 'gateway,port,x,y' (POSIX regex). */
export { ROOM_DESCRIPTION_SQL };
/** A room description whose gateway (first number) is above 0: what the gateway report counts. */
export const ON_GATEWAY_SQL = '^0*[1-9][0-9]*,[0-9]+,[0-9]+,[0-9]+$';

/** The columns the list and the single-extension reads return. */
export const extensionSelection = {
  extension_uuid: t.extensionUuid,
  extension: t.extension,
  domain: t.domain,
  effective_caller_id_name: t.effectiveCallerIdName,
  effective_caller_id_number: t.effectiveCallerIdNumber,
  outbound_caller_id_name: t.outboundCallerIdName,
  outbound_caller_id_number: t.outboundCallerIdNumber,
  emergency_caller_id_name: t.emergencyCallerIdName,
  emergency_caller_id_number: t.emergencyCallerIdNumber,
  description: t.description,
  accountcode: t.accountcode,
  toll_allow: t.tollAllow,
  phone: t.phone,
  configured: t.configured,
  temporary: t.temporary,
  enabled: t.enabled,
  forward_all_enabled: t.forwardAllEnabled,
  forward_all_destination: t.forwardAllDestination,
  forward_busy_enabled: t.forwardBusyEnabled,
  forward_busy_destination: t.forwardBusyDestination,
  forward_no_answer_enabled: t.forwardNoAnswerEnabled,
  forward_no_answer_destination: t.forwardNoAnswerDestination,
  forward_user_not_registered_enabled: t.forwardUserNotRegisteredEnabled,
  forward_user_not_registered_destination: t.forwardUserNotRegisteredDestination,
  insert_date: t.insertDate,
  gateway: t.roomGateway,
  port: t.roomPort,
};

export type ExtensionRow = SelectResultFields<typeof extensionSelection>;

/** isgateway: a room on a gateway, i.e. a room description whose first number is above 0. */
export function toExtension(row: ExtensionRow): Extension {
  return {
    ...row,
    domain_uuid: domainUuid(row.domain),
    isgateway: (row.gateway ?? 0) > 0,
    insert_date: row.insert_date.toISOString(),
  };
}

/**
 * Export cells, written by PostgreSQL (platform/csv-export copyCsv): each column as its CSV text, the
 * list's values, except that a room description reads 'Gateway: x, Port: y' (spec 001 §2). Text is
 * neutralised against spreadsheet formulas.
 */
export const EXTENSION_CSV_CELLS: Record<Exclude<keyof Extension, 'domain_uuid'>, SQL> = {
  extension_uuid: csvTextCell(sql`${t.extensionUuid}::text`),
  extension: csvTextCell(t.extension),
  domain: csvTextCell(t.domain),
  effective_caller_id_name: csvTextCell(t.effectiveCallerIdName),
  effective_caller_id_number: csvTextCell(t.effectiveCallerIdNumber),
  outbound_caller_id_name: csvTextCell(t.outboundCallerIdName),
  outbound_caller_id_number: csvTextCell(t.outboundCallerIdNumber),
  emergency_caller_id_name: csvTextCell(t.emergencyCallerIdName),
  emergency_caller_id_number: csvTextCell(t.emergencyCallerIdNumber),
  description: sql`case when ${t.roomGateway} is null then ${csvTextCell(t.description)} else 'Gateway: ' || ${t.roomGateway} || ', Port: ' || ${t.roomPort} end`,
  accountcode: csvTextCell(t.accountcode),
  toll_allow: csvTextCell(t.tollAllow),
  phone: csvTextCell(t.phone),
  isgateway: csvBooleanCell(sql`coalesce(${t.roomGateway} > 0, false)`),
  configured: csvBooleanCell(t.configured),
  temporary: csvBooleanCell(t.temporary),
  enabled: csvBooleanCell(t.enabled),
  gateway: sql`${t.roomGateway}::text`,
  port: sql`${t.roomPort}::text`,
  forward_all_enabled: csvBooleanCell(t.forwardAllEnabled),
  forward_all_destination: csvTextCell(t.forwardAllDestination),
  forward_busy_enabled: csvBooleanCell(t.forwardBusyEnabled),
  forward_busy_destination: csvTextCell(t.forwardBusyDestination),
  forward_no_answer_enabled: csvBooleanCell(t.forwardNoAnswerEnabled),
  forward_no_answer_destination: csvTextCell(t.forwardNoAnswerDestination),
  forward_user_not_registered_enabled: csvBooleanCell(t.forwardUserNotRegisteredEnabled),
  forward_user_not_registered_destination: csvTextCell(t.forwardUserNotRegisteredDestination),
  insert_date: csvTimestampCell(t.insertDate),
};

/** The CSV cell of a column of an export of `domain` (every row of one has that domain's uuid). */
export function extensionCsvCell(id: keyof Extension, domain: string): SQL {
  return id === 'domain_uuid' ? sql`${domainUuid(domain)}` : EXTENSION_CSV_CELLS[id];
}
