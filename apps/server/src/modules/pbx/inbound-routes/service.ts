/**
 * Inbound route rules (spec 001 §3, §5, §7): a route sends calls to one number of the domain (at most one
 * route per number) on to an action: one of the domain's extensions, ring groups or voicemail boxes, or
 * Check Voicemail, Company Directory or Hangup. The dialplan XML is generated from number and action
 * unless a PATCH stored its own.
 */
import type {
  CreateInboundRoute,
  InboundRoute,
  InboundRouteList,
  InboundRouteListQuery,
  OtherRouteAction,
  RouteAction,
  UpdateInboundRoute,
} from '@portside/contract/pbx/inbound-routes';
import type { Tx } from '../../../platform/db.ts';
import { BadRequest, Conflict, NotFound } from '../../../platform/errors.ts';
import { keysetBatches, pageWithTotal } from '../../../platform/list-query.ts';
import type { dialplans } from '../schema.ts';
import { dialplanXml } from './dialplan-xml.ts';
import {
  countRoutes,
  deleteRoute,
  destinationNames,
  findRoute,
  insertRoute,
  type RouteCursor,
  type RouteRow,
  routeWhere,
  selectRoutes,
  updateRoute,
} from './queries.ts';

/** The console's words for the 'other' actions (labels of withExtraInfo). */
export const OTHER_ACTION_LABELS: Record<OtherRouteAction, string> = {
  check_voicemail: 'Check Voicemail',
  company_directory: 'Company Directory',
  hangup: 'Hangup',
};

const WHAT: Record<Exclude<RouteAction['name'], 'other'>, string> = {
  extension: 'an extension',
  ringgroup: 'a ring group',
  voicemail: 'a voicemail box',
};

/** The stored action, read back as the contract's (it was validated on the way in). */
const actionOf = (row: RouteRow): RouteAction => row.destinationActions[0] as RouteAction;

function present(row: RouteRow, extra?: { names: Map<string, string> }): InboundRoute {
  const action = actionOf(row);
  const label = !extra
    ? undefined
    : action.name === 'other'
      ? OTHER_ACTION_LABELS[action.value]
      : (extra.names.get(`${action.name}:${action.value}`) ?? '');
  return {
    dialplan_uuid: row.dialplanUuid,
    dialplan_name: row.name,
    dialplan_number: row.number,
    dialplan_order: row.order,
    dialplan_context: row.context,
    dialplan_destination_actions: [{ ...action, ...(label === undefined ? {} : { label }) }],
    dialplan_description: row.description,
    dialplan_enabled: row.enabled ? 'true' : 'false',
    ...(extra
      ? {
          dialplan_xml:
            row.xml ??
            dialplanXml({
              uuid: row.dialplanUuid,
              name: row.name,
              number: row.number,
              action,
              domain: row.domain,
            }),
        }
      : {}),
    insert_date: row.insertDate.toISOString(),
  };
}

async function presentAll(tx: Tx, domain: string, rows: RouteRow[], withExtraInfo: boolean | undefined) {
  if (!withExtraInfo) return rows.map((row) => present(row));
  const numbered = rows.map(actionOf).filter((a) => a.name !== 'other');
  const names = await destinationNames(tx, domain, numbered);
  return rows.map((row) => present(row, { names }));
}

export async function listRoutes(
  tx: Tx,
  domain: string,
  q: InboundRouteListQuery,
): Promise<InboundRouteList> {
  const where = routeWhere(domain, q.search);
  const { rows, total, totalKind } = await pageWithTotal(q, {
    rows: (limit, offset) => selectRoutes(tx, where, q, limit, { offset }),
    count: () => countRoutes(tx, where),
  });
  return { dialplans: await presentAll(tx, domain, rows, q.withExtraInfo), total, total_kind: totalKind };
}

/** Every matching route, in the list's order, for the CSV export. */
export async function* exportRoutes(
  tx: Tx,
  domain: string,
  q: InboundRouteListQuery,
): AsyncGenerator<InboundRoute[]> {
  const where = routeWhere(domain, q.search);
  const batches = keysetBatches(
    (after: RouteCursor | undefined, limit) => selectRoutes(tx, where, q, limit, { after }),
    (row) => ({ key: row.sortText, uuid: row.dialplanUuid }),
  );
  for await (const batch of batches) yield batch.map((row) => present(row));
}

/** 400 naming action.value when the destination is not one of the domain's. */
async function assertDestination(tx: Tx, domain: string, action: RouteAction): Promise<void> {
  if (action.name === 'other') return;
  const names = await destinationNames(tx, domain, [action]);
  if (!names.has(`${action.name}:${action.value}`)) {
    throw new BadRequest(
      'action.value',
      `Field 'action.value' must be ${WHAT[action.name]} of domain ${domain}; ${action.value} is not.`,
    );
  }
}

const taken = (number: string, domain: string) =>
  new Conflict(`An inbound route for number ${number} already exists in domain ${domain}.`);
const missing = (id: string, domain: string) =>
  new NotFound(`Inbound route ${id} does not exist in domain ${domain}.`);

export async function getRoute(tx: Tx, domain: string, id: string): Promise<InboundRoute> {
  const row = await findRoute(tx, domain, id);
  if (!row) throw missing(id, domain);
  return (await presentAll(tx, domain, [row], true))[0] as InboundRoute;
}

export async function createRoute(tx: Tx, domain: string, input: CreateInboundRoute): Promise<InboundRoute> {
  await assertDestination(tx, domain, input.action);
  const id = await insertRoute(tx, {
    domain,
    name: input.name,
    number: input.route.number,
    destinationActions: [{ name: input.action.name, value: input.action.value }],
    description: input.dialplan?.dialplan_description ?? '',
  });
  if (id === undefined) throw taken(input.route.number, domain);
  return getRoute(tx, domain, id);
}

export async function updateInboundRoute(
  tx: Tx,
  domain: string,
  id: string,
  input: UpdateInboundRoute,
): Promise<InboundRoute> {
  if (input.action) await assertDestination(tx, domain, input.action);
  const values: Partial<typeof dialplans.$inferInsert> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.route !== undefined) values.number = input.route.number;
  if (input.action !== undefined)
    values.destinationActions = [{ name: input.action.name, value: input.action.value }];
  if (input.dialplan?.dialplan_description !== undefined)
    values.description = input.dialplan.dialplan_description;
  if (input.dialplan?.dialplan_xml !== undefined) values.xml = input.dialplan.dialplan_xml;
  // A stored XML describes the old name, number and action: a change of them without new XML
  // goes back to the generated one.
  else if (input.name !== undefined || input.route !== undefined || input.action !== undefined)
    values.xml = null;
  if (Object.keys(values).length > 0) {
    const outcome = await updateRoute(tx, domain, id, values);
    if (outcome === 'missing') throw missing(id, domain);
    if (outcome === 'taken') throw taken(values.number ?? '', domain);
  }
  return getRoute(tx, domain, id);
}

export async function deleteInboundRoute(tx: Tx, domain: string, id: string): Promise<void> {
  if (!(await deleteRoute(tx, domain, id))) throw missing(id, domain);
}
