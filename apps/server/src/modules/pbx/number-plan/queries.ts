/** SQL of the number plan: who holds a number, the ring groups' ways out, and what refers to a number. */
import type { DeletableKind } from '@portside/contract/pbx/number-plan';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';

type Row = Record<string, unknown>;
async function rows(tx: Tx, query: SQL): Promise<Row[]> {
  return ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The holders of `number` among extensions, ring groups, voicemail boxes and broadcast groups. */
export async function ownerRows(tx: Tx, domain: string, number: string) {
  const found = await rows(
    tx,
    sql`select 'extension' as kind, extension as number, effective_caller_id_name as name
          from extensions where domain = ${domain} and extension = ${number}
        union all
        select 'ringgroup', ring_group_extension, ring_group_name
          from ring_groups where domain = ${domain} and ring_group_extension = ${number}
        union all
        select 'voicemail', voicemail_id, voicemail_description
          from voicemail_boxes where domain = ${domain} and voicemail_id = ${number}
        union all
        select 'broadcast', group_number::text, group_name
          from broadcast_groups where domain = ${domain} and group_number::text = ${number}`,
  );
  return found.map((r) => ({ kind: String(r.kind), number: String(r.number), name: String(r.name ?? '') }));
}

/** Every ring group number of the domain and each way one group reaches a number (to be filtered to groups). */
export async function ringGroupEdges(tx: Tx, domain: string) {
  const groups = await rows(
    tx,
    sql`select ring_group_extension as number from ring_groups where domain = ${domain}`,
  );
  const edges = await rows(
    tx,
    sql`select g.ring_group_extension as "from", d.destination_number as "to", 'destination' as via
          from ring_group_destinations d join ring_groups g using (ring_group_uuid)
          where g.domain = ${domain}
        union all
        select ring_group_extension, ring_group_timeout_action_value, 'timeout action'
          from ring_groups
          where domain = ${domain} and ring_group_timeout_action_name = 'ringgroup'
        union all
        select ring_group_extension, ring_group_forward_destination, 'forward'
          from ring_groups
          where domain = ${domain} and ring_group_forward_enabled and ring_group_forward_destination <> ''`,
  );
  return {
    groups: groups.map((g) => String(g.number)),
    edges: edges.map((e) => ({ from: String(e.from), to: String(e.to), via: String(e.via) })),
  };
}

/** A route's action pointing at the number: [{ name: kind, value: number }]. */
const actionOf = (kind: DeletableKind, number: string) => JSON.stringify([{ name: kind, value: number }]);

export async function routesTo(tx: Tx, domain: string, kind: DeletableKind, number: string) {
  const found = await rows(
    tx,
    sql`select dialplan_number as number, dialplan_name as name from dialplans
        where domain = ${domain} and dialplan_destination_actions @> ${actionOf(kind, number)}::jsonb
        order by dialplan_number`,
  );
  return found.map((r) => ({ number: String(r.number), name: String(r.name) }));
}

export async function deleteRoutesTo(tx: Tx, domain: string, kind: DeletableKind, number: string) {
  await tx.execute(
    sql`delete from dialplans
        where domain = ${domain} and dialplan_destination_actions @> ${actionOf(kind, number)}::jsonb`,
  );
}

/**
 * Ring groups that ring the number (a destination: extensions and ring groups only), time out to it
 * (the action of its kind) or forward to its dial string.
 */
export async function ringGroupReferrers(
  tx: Tx,
  domain: string,
  kind: DeletableKind,
  number: string,
  dial: string,
) {
  const rings = kind === 'voicemail' ? sql`false` : sql`d.destination_number = ${number}`;
  const found = await rows(
    tx,
    sql`select g.ring_group_extension as number, g.ring_group_name as name, 'destination' as via
          from ring_group_destinations d join ring_groups g using (ring_group_uuid)
          where g.domain = ${domain} and g.ring_group_extension <> ${number} and ${rings}
        union all
        select ring_group_extension, ring_group_name, 'timeout_action' from ring_groups
          where domain = ${domain} and ring_group_extension <> ${number}
            and ring_group_timeout_action_name = ${kind} and ring_group_timeout_action_value = ${number}
        union all
        select ring_group_extension, ring_group_name, 'forward' from ring_groups
          where domain = ${domain} and ring_group_extension <> ${number}
            and ring_group_forward_destination = ${dial}
        order by 1, 3`,
  );
  return found.map((r) => ({ number: String(r.number), name: String(r.name), via: String(r.via) }));
}

export async function clearRingGroupReferences(
  tx: Tx,
  domain: string,
  kind: DeletableKind,
  number: string,
  dial: string,
) {
  if (kind !== 'voicemail') {
    await tx.execute(
      sql`delete from ring_group_destinations d using ring_groups g
          where d.ring_group_uuid = g.ring_group_uuid and g.domain = ${domain}
            and d.destination_number = ${number}`,
    );
  }
  await tx.execute(
    sql`update ring_groups set ring_group_timeout_action_name = null, ring_group_timeout_action_value = null,
          ring_group_timeout_app = '', ring_group_timeout_data = ''
        where domain = ${domain} and ring_group_timeout_action_name = ${kind}
          and ring_group_timeout_action_value = ${number}`,
  );
  await tx.execute(
    sql`update ring_groups set ring_group_forward_destination = '', ring_group_forward_enabled = false
        where domain = ${domain} and ring_group_forward_destination = ${dial}`,
  );
}

export const FORWARD_COLUMNS = [
  'forward_all',
  'forward_busy',
  'forward_no_answer',
  'forward_user_not_registered',
] as const;
export type ForwardColumn = (typeof FORWARD_COLUMNS)[number];

interface AppAccessKeys {
  /** The app access entry of the number's pair: '9998<base>@domain'. */
  appAccess: string;
  /** The other number of the desk/app pair, which keeps the entry alive when it exists. */
  otherOfPair: string;
}

/**
 * Extensions forwarding to the dial string and, when an extension is deleted (`extension`), what hangs on
 * it: broadcast memberships, users' extension lists, its app access entry (unless the other number of its
 * pair remains), phone files with an account on it, and its own voicemail box.
 */
export async function extensionReferrers(
  tx: Tx,
  domain: string,
  dial: string,
  extension: string | null,
  keys: AppAccessKeys,
) {
  const forwards: Array<{ number: string; name: string; column: ForwardColumn }> = [];
  for (const column of FORWARD_COLUMNS) {
    const found = await rows(
      tx,
      sql`select extension as number, effective_caller_id_name as name from extensions
          where domain = ${domain} and ${sql.identifier(`${column}_destination`)} = ${dial}
          order by extension`,
    );
    for (const r of found) forwards.push({ number: String(r.number), name: String(r.name), column });
  }
  if (extension === null)
    return { forwards, members: [], users: [], appAccess: [], hardware: [], ownBox: null };
  const members = await rows(
    tx,
    sql`select g.group_number as number, g.group_name as name from broadcast_members m
        join broadcast_groups g on g.domain = m.domain and g.group_number = m.group_number
        where m.domain = ${domain} and m.extension = ${extension} order by g.group_number`,
  );
  const users = await rows(
    tx,
    sql`select u.username, u.contact_name_given as name from user_extensions ue
        join users u using (user_uuid) join extensions x using (extension_uuid)
        where x.domain = ${domain} and x.extension = ${extension} order by u.username`,
  );
  const appAccess = await rows(
    tx,
    sql`select extension, email from app_access a
        where domain = ${domain} and extension = ${keys.appAccess}
          and not exists (select 1 from extensions where domain = ${domain} and extension = ${keys.otherOfPair})`,
  );
  const hardware = await rows(
    tx,
    sql`select mac, name, 'account 1' as account from hardware_files
          where domain = ${domain} and account1->>'extension' = ${extension}
        union all
        select mac, name, 'account 2' from hardware_files
          where domain = ${domain} and account2->>'extension' = ${extension}
        order by 1, 3`,
  );
  const [box] = await rows(
    tx,
    sql`select b.voicemail_description as description,
          (select count(*) from voicemail_messages m where m.voicemail_uuid = b.voicemail_uuid)::int as messages
        from voicemail_boxes b where b.domain = ${domain} and b.voicemail_id = ${extension}`,
  );
  return {
    forwards,
    members: members.map((m) => ({ number: Number(m.number), name: String(m.name) })),
    users: users.map((u) => ({ username: String(u.username), name: String(u.name ?? '') })),
    appAccess: appAccess.map((a) => ({ extension: String(a.extension), email: String(a.email) })),
    hardware: hardware.map((h) => ({ mac: String(h.mac), name: String(h.name), account: String(h.account) })),
    ownBox: box ? { description: String(box.description ?? ''), messages: Number(box.messages) } : null,
  };
}

/** Clears what extensionReferrers lists, but for the kept phone files and own mailbox. */
export async function deleteExtensionReferences(
  tx: Tx,
  domain: string,
  dial: string,
  extension: string | null,
  keys: AppAccessKeys,
) {
  for (const column of FORWARD_COLUMNS) {
    await tx.execute(
      sql`update extensions set ${sql.identifier(`${column}_destination`)} = '',
            ${sql.identifier(`${column}_enabled`)} = false
          where domain = ${domain} and ${sql.identifier(`${column}_destination`)} = ${dial}
            and extension is distinct from ${extension}`,
    );
  }
  if (extension === null) return;
  await tx.execute(sql`delete from broadcast_members where domain = ${domain} and extension = ${extension}`);
  // user_extensions go with the extension row (on delete cascade).
  await tx.execute(
    sql`delete from app_access
        where domain = ${domain} and extension = ${keys.appAccess}
          and not exists (select 1 from extensions where domain = ${domain} and extension = ${keys.otherOfPair})`,
  );
}
