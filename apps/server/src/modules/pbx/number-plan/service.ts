/**
 * One number plan per domain (issue 14 item 7, contract pbx/number-plan.ts). Who holds a number, the 409
 * that names the holder, a ring group that would reach itself (the loop named), a ring group destination
 * that must exist, and what refers to a number that is about to be deleted, removed or blanked in the
 * delete's own transaction (every write request runs in one, platform/request-tx.ts).
 *
 * Claims take a transaction-level advisory lock on the domain's plan, so two requests in two PostgreSQL
 * sessions cannot both see a number free and give it to an extension and a ring group at once.
 */
import { APP_EXTENSION_PREFIX } from '@portside/contract';
import { FEATURE_CODES } from '@portside/contract/pbx/feature-codes';
import type {
  DeletableKind,
  NumberReferences,
  PlanKind,
  PlanOwner,
  PlanReference,
} from '@portside/contract/pbx/number-plan';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { BadRequest, Conflict, NotFound } from '../../../platform/errors.ts';
import {
  clearRingGroupReferences,
  deleteExtensionReferences,
  deleteRoutesTo,
  extensionReferrers,
  type ForwardColumn,
  ownerRows,
  ringGroupEdges,
  ringGroupReferrers,
  routesTo,
} from './queries.ts';

/** Each a whole phrase, so platform/i18n translates it as the {owner} of a sentence. */
const OWNER_WORDS: Record<PlanKind, (number: string) => string> = {
  extension: (n) => `extension ${n}`,
  ringgroup: (n) => `ring group ${n}`,
  voicemail: (n) => `voicemail box ${n}`,
  broadcast: (n) => `broadcast group ${n}`,
  featurecode: (n) => `feature code ${n}`,
};

/** 'extension 2101 (Purser's Desk)' */
export function ownerText(owner: PlanOwner): string {
  return `${OWNER_WORDS[owner.kind](owner.number)}${owner.name ? ` (${owner.name})` : ''}`;
}

/** 'callForwardOn' → 'call forward on': a feature code's name where the server has no i18n texts. */
const words = (key: string) => key.replace(/([A-Z])/g, ' $1').toLowerCase();

/** Everything that holds `number` in the domain: at most one of each kind. */
export async function numberOwners(tx: Tx, domain: string, number: string): Promise<PlanOwner[]> {
  const owners: PlanOwner[] = (await ownerRows(tx, domain, number)).map((r) => ({
    kind: r.kind as PlanKind,
    number: r.number,
    name: r.name,
  }));
  for (const f of FEATURE_CODES) {
    if (f.code === number) owners.push({ kind: 'featurecode', number, name: words(f.key) });
  }
  return owners;
}

/** Serialises claims on the domain's number plan until the transaction ends (a no-op cost on PGlite). */
async function lockPlan(tx: Tx, domain: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`portside:number-plan:${domain}`}))`);
}

/**
 * Refuses `number` for a new `kind` when another kind holds it: 409 '6002 is already extension 6002
 * (Cabin 6002). Choose another number.' The same kind is left to the table's unique constraint (its own
 * sentence). An extension and the voicemail box of its number may go together (its own mailbox).
 */
export async function claimNumber(tx: Tx, domain: string, number: string, kind: PlanKind): Promise<void> {
  await lockPlan(tx, domain);
  const pairs = new Set(['extension:voicemail', 'voicemail:extension']);
  const taken = (await numberOwners(tx, domain, number)).find(
    (o) => o.kind !== kind && !pairs.has(`${kind}:${o.kind}`),
  );
  if (taken) {
    throw new Conflict(`${number} is already ${ownerText(taken)} in ${domain}. Choose another number.`);
  }
}

// ---------------------------------------------------------------------------------------------------
// Ring groups: destinations that exist, and no loops.

/**
 * A ring group destination is an external number (+ and digits) or an extension or ring group of the
 * domain: a number nobody holds would ring nothing.
 */
export async function assertDestinationExists(
  tx: Tx,
  domain: string,
  number: string,
  field = 'destination_number',
): Promise<void> {
  if (number.startsWith('+')) return;
  const owners = await numberOwners(tx, domain, number);
  if (owners.some((o) => o.kind === 'extension' || o.kind === 'ringgroup')) return;
  const held = owners[0];
  throw new BadRequest(
    field,
    held
      ? `Destination ${number} is ${ownerText(held)}, which a ring group cannot ring: give an extension, a ring group or an external number (+ and digits).`
      : `Destination ${number} is not an extension or ring group of ${domain}: give one that exists, or an external number (+ and digits).`,
  );
}

/**
 * An outside number a forward may dial: + and 3 to 15 digits (E.164), or 7 to 15 digits as dialled
 * through the gateway (13055559999, 0044…). Shorter plain digits are this PBX's own numbers.
 */
export const OUTSIDE_NUMBER = /^(\+[0-9]{3,15}|[0-9]{7,15})$/;

/**
 * An extension's call-forward destination must reach something: an extension or ring group of the domain,
 * a voicemail box (its number, or the *99<box> deposit code), or an outside number (OUTSIDE_NUMBER). Else
 * a 400 naming `field` (e.g. 'forward_busy.destination'). A blank destination is left to the contract
 * (it may be kept while the forward is off); a forward to the extension itself would ring back into it.
 */
export async function assertForwardDestination(
  tx: Tx,
  domain: string,
  ext: string,
  destination: string,
  field: string,
): Promise<void> {
  const number = destination.trim();
  if (number === '') return;
  if (number === ext) {
    throw new BadRequest(field, `Field '${field}' must be another number than the extension itself.`);
  }
  const box = /^\*99([0-9]{1,15})$/.exec(number)?.[1];
  const owners = await numberOwners(tx, domain, box ?? number);
  const reaches = box
    ? owners.some((o) => o.kind === 'voicemail')
    : owners.some((o) => o.kind === 'extension' || o.kind === 'ringgroup' || o.kind === 'voicemail');
  if (reaches) return;
  if (!box && owners.length === 0 && OUTSIDE_NUMBER.test(number)) return;
  const held = owners[0];
  throw new BadRequest(
    field,
    held
      ? `Field '${field}': ${number} is ${ownerText(held)}, which a call cannot be forwarded to: give an extension, a ring group, a voicemail box or an outside number.`
      : box
        ? `Field '${field}': there is no voicemail box ${box} in ${domain}.`
        : `Field '${field}': ${number} is not an extension, ring group or voicemail box of ${domain}, nor an outside number (+ and digits, or at least 7 digits).`,
  );
}

/** How one ring group reaches another. */
type Via = 'destination' | 'timeout action' | 'forward';
interface Edge {
  to: string;
  via: Via;
}

/** A change about to be made to `group`'s ways out. */
export interface RingGroupChange {
  addDestination?: string;
  /** The new timeout target ring group (null: the action no longer points at a ring group). */
  timeoutGroup?: string | null;
  /** The new forward destination (null or '': none). */
  forward?: string | null;
}

/**
 * 409 when the change would let `group` reach itself through destinations, timeout actions or forwards
 * of ring groups, naming the loop: 'Ring Group 6100 would reach itself: 6100 → 6105 (destination) → 6100
 * (timeout action).'
 */
export async function assertNoRingGroupLoop(
  tx: Tx,
  domain: string,
  group: string,
  change: RingGroupChange,
): Promise<void> {
  await lockPlan(tx, domain);
  const rows = await ringGroupEdges(tx, domain);
  const groups = new Set(rows.groups);
  const edges = new Map<string, Edge[]>();
  const add = (from: string, to: string, via: Via) => {
    if (!groups.has(to)) return;
    const list = edges.get(from) ?? [];
    list.push({ to, via });
    edges.set(from, list);
  };
  for (const e of rows.edges) {
    if (e.from === group && e.via === 'timeout action' && change.timeoutGroup !== undefined) continue;
    if (e.from === group && e.via === 'forward' && change.forward !== undefined) continue;
    add(e.from, e.to, e.via as Via);
  }
  const fresh: Edge[] = [];
  if (change.addDestination) fresh.push({ to: change.addDestination, via: 'destination' });
  if (change.timeoutGroup) fresh.push({ to: change.timeoutGroup, via: 'timeout action' });
  if (change.forward) fresh.push({ to: change.forward, via: 'forward' });
  for (const edge of fresh) add(group, edge.to, edge.via);
  // Breadth first from each new way out, back to the group: the shortest loop is the clearest to name.
  for (const first of fresh) {
    if (!groups.has(first.to)) continue;
    const path = shortestPath(edges, first, group);
    if (path) {
      const steps = path.map((e) => `${e.to} (${e.via})`).join(' → ');
      throw new Conflict(
        `Ring Group ${group} would reach itself in a loop: ${group} → ${steps}. Choose another destination.`,
      );
    }
  }
}

function shortestPath(edges: Map<string, Edge[]>, first: Edge, target: string): Edge[] | undefined {
  const queue: Edge[][] = [[first]];
  const seen = new Set([first.to]);
  while (queue.length > 0) {
    const path = queue.shift() as Edge[];
    const last = path[path.length - 1] as Edge;
    if (last.to === target) return path;
    for (const next of edges.get(last.to) ?? []) {
      if (next.to !== target && seen.has(next.to)) continue;
      seen.add(next.to);
      queue.push([...path, next]);
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// References: what points at a number about to be deleted, and their clean-up.

/** The dial string that reaches a number of `kind`: a mailbox by *99 + box (ring-groups/timeout-action). */
const dialOf = (kind: DeletableKind, number: string) => (kind === 'voicemail' ? `*99${number}` : number);

const FORWARD_WORDS: Record<ForwardColumn, string> = {
  forward_all: 'forward all',
  forward_busy: 'forward on busy',
  forward_no_answer: 'forward on no answer',
  forward_user_not_registered: 'forward when not registered',
};

const label = (id: string, name: string) => (name ? `${id} (${name})` : id);

/** The app access entry of an extension number: '9998<number>@domain', for both the desk and app number. */
function appAccessBase(number: string): string {
  return number.startsWith(APP_EXTENSION_PREFIX) && number.length > APP_EXTENSION_PREFIX.length
    ? number.slice(APP_EXTENSION_PREFIX.length)
    : number;
}

/** The name of what would be deleted, or a 404 when it does not exist. */
async function subjectName(tx: Tx, domain: string, kind: DeletableKind, number: string): Promise<string> {
  const owner = (await numberOwners(tx, domain, number)).find((o) => o.kind === kind);
  if (!owner) {
    throw new NotFound(
      kind === 'extension'
        ? `Extension ${number} does not exist in domain ${domain}.`
        : kind === 'ringgroup'
          ? `Ring Group ${number} does not exist in domain ${domain}.`
          : `Voicemail box ${number} does not exist in domain ${domain}.`,
    );
  }
  return owner.name;
}

/** Everything that refers to `number` as a `kind`, with what deleting it does to each. */
export async function numberReferences(
  tx: Tx,
  domain: string,
  kind: DeletableKind,
  number: string,
): Promise<NumberReferences> {
  const name = await subjectName(tx, domain, kind, number);
  const dial = dialOf(kind, number);
  const refs: PlanReference[] = [];
  for (const r of await routesTo(tx, domain, kind, number)) {
    refs.push({
      kind: 'inbound_route',
      id: r.number,
      name: r.name,
      via: 'route_action',
      effect: 'deleted',
      text: `Inbound route ${label(r.number, r.name)} sends its calls here: it will be deleted.`,
    });
  }
  for (const g of await ringGroupReferrers(tx, domain, kind, number, dial)) {
    const id = label(g.number, g.name);
    if (g.via === 'destination') {
      refs.push({
        kind: 'ring_group',
        id: g.number,
        name: g.name,
        via: g.via,
        effect: 'removed',
        text: `Ring Group ${id} rings it: that destination will be removed.`,
      });
    } else {
      refs.push({
        kind: 'ring_group',
        id: g.number,
        name: g.name,
        via: g.via,
        effect: 'blanked',
        text:
          g.via === 'timeout_action'
            ? `Ring Group ${id} has it as its timeout action: the timeout action will be cleared.`
            : `Ring Group ${id} has it as its forward: the forward will be cleared.`,
      });
    }
  }
  const ext = await extensionReferrers(tx, domain, dial, kind === 'extension' ? number : null, {
    appAccess: `${APP_EXTENSION_PREFIX}${appAccessBase(number)}@${domain}`,
    otherOfPair:
      appAccessBase(number) === number ? `${APP_EXTENSION_PREFIX}${number}` : appAccessBase(number),
  });
  for (const f of ext.forwards) {
    if (kind === 'extension' && f.number === number) continue;
    refs.push({
      kind: 'extension',
      id: f.number,
      name: f.name,
      via: f.column,
      effect: 'blanked',
      text: `Extension ${label(f.number, f.name)} forwards to it (${FORWARD_WORDS[f.column]}): that forward will be cleared and turned off.`,
    });
  }
  if (kind === 'extension') {
    for (const m of ext.members) {
      refs.push({
        kind: 'broadcast_group',
        id: String(m.number),
        name: m.name,
        via: 'member',
        effect: 'removed',
        text: `Broadcast group ${label(String(m.number), m.name)} has it as a member: it will leave the group.`,
      });
    }
    for (const u of ext.users) {
      refs.push({
        kind: 'user',
        id: u.username,
        name: u.name,
        via: 'user_extension',
        effect: 'removed',
        text: `User ${label(u.username, u.name)} has it among their extensions: it will be taken off.`,
      });
    }
    for (const a of ext.appAccess) {
      refs.push({
        kind: 'app_access',
        id: a.extension,
        name: a.email,
        via: 'sign_in',
        effect: 'deleted',
        text: `App access ${a.extension} (${a.email}) signs in with it: it will be deleted.`,
      });
    }
    for (const h of ext.hardware) {
      refs.push({
        kind: 'hardware',
        id: h.mac,
        name: h.name,
        via: h.account,
        effect: 'kept',
        text: `Phone ${label(h.mac, h.name)} is configured with it (${h.account}): change or delete that file on Hardware.`,
      });
    }
    if (ext.ownBox) {
      refs.push({
        kind: 'voicemail_box',
        id: number,
        name: ext.ownBox.description,
        via: 'own_box',
        effect: 'kept',
        text:
          ext.ownBox.messages === 1
            ? `Voicemail box ${label(number, ext.ownBox.description)} and its 1 message are kept: delete the box on Voicemails if it is no longer needed.`
            : `Voicemail box ${label(number, ext.ownBox.description)} and its ${ext.ownBox.messages} messages are kept: delete the box on Voicemails if it is no longer needed.`,
      });
    }
  }
  return { kind, number, name, references: refs };
}

/**
 * Removes or blanks everything that refers to `number` as a `kind`, as numberReferences lists it, in the
 * caller's transaction (the delete's). Kept references (a phone's file, an extension's own mailbox) stay.
 */
export async function clearReferences(tx: Tx, domain: string, kind: DeletableKind, number: string) {
  await lockPlan(tx, domain);
  const dial = dialOf(kind, number);
  await deleteRoutesTo(tx, domain, kind, number);
  await clearRingGroupReferences(tx, domain, kind, number, dial);
  const base = appAccessBase(number);
  await deleteExtensionReferences(tx, domain, dial, kind === 'extension' ? number : null, {
    appAccess: `${APP_EXTENSION_PREFIX}${base}@${domain}`,
    otherOfPair: base === number ? `${APP_EXTENSION_PREFIX}${number}` : base,
  });
}
