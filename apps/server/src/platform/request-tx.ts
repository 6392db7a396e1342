/**
 * One database transaction per write request (issue 10 item 5, DESIGN §3): the handler of every guarded
 * /v1-/v3 route that is not a GET runs inside `db.transaction`, so a request either changes everything it
 * meant to or nothing, and the audit rows the database triggers write (migration audit_triggers) commit or
 * roll back with the change they describe. At the start of the transaction the actor is put in the
 * transaction-local setting `portside.audit`, which the triggers read; writes outside a request (seed,
 * bench, start-up, jobs) leave it empty and are not audited.
 *
 * Services are not told about the transaction: the database object every module holds (db.ts) is a
 * Proxy that sends each call to the request's transaction while one is open (an AsyncLocalStorage store
 * follows the request through its awaits), else to the database. That also keeps PGlite alive: its
 * transactions are exclusive, so a query on the database itself from inside a request's transaction
 * would wait for that transaction forever. A service's own db.transaction becomes a savepoint.
 *
 * A handler that answers with reply.send() has its answer held back until the commit: the client never
 * sees a success that is then rolled back, and its next request sees the change.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { type AuditEvent, auditLog } from '../modules/audit/schema.ts';
import type { Db, Tx } from './db.ts';

const API_PREFIX = /^\/v[123]\//;
const READS = new Set(['GET', 'HEAD']);

interface RequestStore {
  /** The request's transaction while it is open; undefined before it begins and after it ends. */
  tx: Tx | undefined;
  /** Security events recorded in the transaction, written again should it roll back (recordAuditEvent). */
  events: AuditEvent[];
  /** Work to run once the transaction has committed, before the answer is sent (afterCommit). */
  after: Array<() => Promise<void>>;
}

const storage = new AsyncLocalStorage<RequestStore>();

/** The open transaction of the request this code runs for, if any (db.ts's Proxy asks). */
export function requestTransaction(): Tx | undefined {
  return storage.getStore()?.tx;
}

/**
 * Keeps a security event that must outlive a refusal: when the request's transaction rolls back, the
 * event is written again after it. Returns false outside a request transaction.
 */
export function keepAfterRollback(event: AuditEvent): boolean {
  const store = storage.getStore();
  if (!store?.tx) return false;
  store.events.push(event);
  return true;
}

/**
 * Runs `work` once the request's transaction has committed, outside it, before the answer is sent: work
 * that must not hold the transaction open (a mail to a slow SMTP server would hold PGlite's one
 * connection) and must not happen for a change that rolled back. It is dropped if the transaction rolls
 * back; a failure in it is its own to handle (the answer is already decided). Returns false outside a
 * request transaction, where the caller runs the work itself.
 */
export function afterCommit(work: () => Promise<void>): boolean {
  const store = storage.getStore();
  if (!store?.tx) return false;
  store.after.push(work);
  return true;
}

/**
 * Runs `work` as if no request were being served: the database object then reaches the pool, not the
 * transaction of the request that happened to start it (a batch of several requests' work, cdr-writer.ts).
 */
export function outsideRequest<T>(work: () => T): T {
  return storage.exit(work);
}

/** What the audit triggers read from `portside.audit`: who acts, where, from which address, by which call. */
export interface AuditContext {
  actor_kind: string;
  actor_id: string;
  actor_name: string;
  actor_role: string;
  domain: string | null;
  ip: string;
  detail: string;
}

/** Longest detail kept; a path is rarely longer, and a very long one is not worth storing whole. */
const DETAIL_MAX = 500;

export function auditContextOf(request: FastifyRequest): AuditContext {
  const actor = request.actor;
  // The path without its query string: its parameters are identifiers (extension, MAC, id) an auditor
  // can read, where a row's key is often a uuid; a query string may carry anything, so it is left out.
  const path = request.url.split('?')[0] ?? '';
  const token = request.apiToken;
  if (token) {
    // A machine route (modules/tokens/guard.ts): the token acts, named by its id and name, never its value.
    return {
      actor_kind: 'token',
      actor_id: token.id,
      actor_name: token.name,
      actor_role: '',
      domain: token.environment.domain,
      ip: request.ip,
      detail: `${request.method} ${path}`.slice(0, DETAIL_MAX),
    };
  }
  return {
    actor_kind: actor?.kind ?? 'anonymous',
    actor_id: !actor
      ? ''
      : actor.kind === 'extension'
        ? `${actor.extension ?? ''}@${actor.home.domain}`
        : (actor.userUuid ?? ''),
    actor_name: actor?.username ?? '',
    actor_role: actor?.role ?? '',
    domain: request.target?.domain ?? null,
    ip: request.ip,
    detail: `${request.method} ${path}`.slice(0, DETAIL_MAX),
  };
}

/**
 * Wraps the handler of every guarded API route that may write, and of every machine route (an API token's,
 * whatever its path). Install on the root, before the modules' routes are registered (app.ts), like the
 * access hooks.
 */
export function installRequestTransactions(app: FastifyInstance, db: Db): void {
  app.addHook('onRoute', (route) => {
    const guarded = API_PREFIX.test(route.url) && route.config?.public !== true;
    if (!guarded && route.config?.apiToken !== true) return;
    if (route.config?.ownTransaction === true) return;
    if ([route.method].flat().every((m) => READS.has(m))) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function transactional(this: FastifyInstance, request, reply) {
      if (READS.has(request.method)) return handler.call(this, request, reply);
      return inTransaction(db, request, reply, () => handler.call(this, request, reply));
    };
  });
}

async function inTransaction(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  handler: () => unknown,
): Promise<unknown> {
  const store: RequestStore = { tx: undefined, events: [], after: [] };
  let held: { payload: unknown } | undefined;
  let result: unknown;
  try {
    await storage.run(store, () =>
      db.transaction(async (tx) => {
        store.tx = tx;
        const context = JSON.stringify(auditContextOf(request));
        await tx.execute(sql`select set_config('portside.audit', ${context}, true)`);
        // The answer waits for the commit (see the header). A reply is a thenable that settles once it
        // is sent, so while its sending is held it must not look like one: a handler returning it (or
        // this function awaiting that) would wait for itself.
        const own = reply as { send?: unknown; then?: unknown };
        own.send = (payload?: unknown) => {
          held = { payload };
          return reply;
        };
        // biome-ignore lint/suspicious/noThenProperty: hides the reply's own then, so it is no thenable.
        own.then = undefined;
        try {
          result = await handler();
        } finally {
          delete own.send;
          delete own.then;
        }
      }),
    );
  } catch (error) {
    store.tx = undefined;
    if (store.events.length > 0) await keepEvents(db, store.events, request);
    throw error;
  } finally {
    // Anything the handler left running (a stream read after the answer) uses the database from now on.
    store.tx = undefined;
  }
  for (const work of store.after) await work();
  return held ? reply.send(held.payload) : result;
}

async function keepEvents(db: Db, events: AuditEvent[], request: FastifyRequest): Promise<void> {
  try {
    await db.insert(auditLog).values(events);
  } catch (err) {
    // The refusal is what the client must hear; a lost event is logged, not turned into a 500.
    request.log.error({ err }, 'audit events of a rolled-back request could not be kept');
  }
}
