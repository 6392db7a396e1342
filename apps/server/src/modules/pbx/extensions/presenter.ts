/**
 * Which fields of an extension leave the server (outline's presenters): the selection never includes
 * the encrypted password, and gateway/port are derived from a room description here, in one place.
 */
import type { Extension } from '@portside/contract/pbx/extensions';
import { sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { CsvColumn } from '../../../platform/csv-export.ts';
import { extensions as t } from '../schema.ts';

/** A room extension's description: four comma-separated numbers, 'gateway,port,x,y'. */
export const ROOM_DESCRIPTION = /^([0-9]+),([0-9]+),[0-9]+,[0-9]+$/;
/** The same rule in SQL (POSIX regex), for filters and the gateway report. */
export const ROOM_DESCRIPTION_SQL = '^[0-9]+,[0-9]+,[0-9]+,[0-9]+$';
/** A room description whose gateway (first number) is above 0: what the gateway report counts. */
export const ON_GATEWAY_SQL = '^0*[1-9][0-9]*,[0-9]+,[0-9]+,[0-9]+$';

/** The columns a list or export reads; `cursor` is insert_date as exact text for keyset paging. */
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
  forward_all_enabled: t.forwardAllEnabled,
  forward_all_destination: t.forwardAllDestination,
  forward_busy_enabled: t.forwardBusyEnabled,
  forward_busy_destination: t.forwardBusyDestination,
  forward_no_answer_enabled: t.forwardNoAnswerEnabled,
  forward_no_answer_destination: t.forwardNoAnswerDestination,
  forward_user_not_registered_enabled: t.forwardUserNotRegisteredEnabled,
  forward_user_not_registered_destination: t.forwardUserNotRegisteredDestination,
  insert_date: t.insertDate,
  cursor: sql<string>`${t.insertDate}::text`,
};

export type ExtensionRow = SelectResultFields<typeof extensionSelection>;

/** gateway and port of a room description; both null for any other description. */
export function roomPosition(description: string): { gateway: number | null; port: number | null } {
  const m = ROOM_DESCRIPTION.exec(description);
  return m ? { gateway: Number(m[1]), port: Number(m[2]) } : { gateway: null, port: null };
}

export function toExtension(row: ExtensionRow): Extension {
  const { cursor: _cursor, insert_date, ...fields } = row;
  const { gateway, port } = roomPosition(row.description);
  return { ...fields, isgateway: (gateway ?? 0) > 0, gateway, port, insert_date: insert_date.toISOString() };
}

/** Export columns: as the list, except a room description reads 'Gateway: x, Port: y' (spec 001 §2). */
export function extensionCsvColumn(id: keyof Extension): CsvColumn<Extension> {
  if (id === 'description') {
    return {
      id,
      value: (e) => (e.gateway === null ? e.description : `Gateway: ${e.gateway}, Port: ${e.port}`),
    };
  }
  return { id, value: (e) => e[id] };
}
