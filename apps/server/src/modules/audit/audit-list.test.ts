/** GET /v3/audit: the current environment's audit rows for administrators and auditors, filters, CSV. */
import type { AuditEntry } from '@portside/contract/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { auditLog } from './schema.ts';

let t: TestApp;
const cookies: Record<string, string> = {};

const at = (day: number) => new Date(Date.UTC(2025, 0, day, 10));
/** Rows of early 2025, so the sign-ins of this file (recorded now) stay out of the dated queries. */
const OLD = 'dateTo=2025-12-31';

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  const row = { actorKind: 'user', actorRole: 'ship_admin', ip: '127.0.0.1' };
  await t.db.insert(auditLog).values([
    {
      ...row,
      at: at(5),
      domain: A,
      actorId: 'officer-uuid',
      actorName: 'officer',
      action: 'create',
      entity: 'extensions',
      entityId: 'ext-uuid',
      fields: ['extension', 'password_encrypted'],
      detail: `POST /v3/pbx/domain/${A}/extension/createfull`,
    },
    { ...row, at: at(6), domain: A, actorName: 'admin', action: 'update', entity: 'users', fields: ['role'] },
    {
      ...row,
      at: at(7),
      domain: A,
      actorName: 'admin',
      action: 'delete',
      entity: 'cc_cards',
      ip: '10.0.0.9',
    },
    {
      ...row,
      at: at(4),
      domain: A,
      actorKind: 'anonymous',
      actorName: '=SUM(1)',
      action: 'sign_in_failed',
      entity: 'session',
    },
    { ...row, at: at(6), domain: B, actorName: 'admin', action: 'create', entity: 'extensions' },
  ]);
  for (const name of ['auditor', 'operator', 'clerk', 'orgadmin', 'officer', 'admin']) {
    cookies[name] = await signIn(t.app, A, name, PASSWORD);
  }
});
afterAll(() => t.close());

const list = (query: string, who = 'auditor') =>
  t.app.inject({ method: 'GET', url: `/v3/audit?${query}`, headers: { cookie: cookies[who] ?? '' } });
const actions = async (query: string, who = 'auditor') =>
  ((await list(query, who)).json().data as AuditEntry[]).map((r) => r.action);

describe('who may read the audit log', () => {
  it('answers administrators and auditors, and 403 with a sentence to other roles', async () => {
    for (const who of ['auditor', 'orgadmin', 'officer']) expect((await list(OLD, who)).statusCode).toBe(200);
    const operator = await list(OLD, 'operator');
    expect(operator.statusCode).toBe(403);
    expect(operator.json()).toEqual({ error: 'Your role (Operator) may not view the audit log.' });
    expect((await list(OLD, 'clerk')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v3/audit' })).statusCode).toBe(401);
  });
});

describe('the list', () => {
  it("lists the current environment's rows newest first, with an exact total", async () => {
    const res = await list(OLD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.total_kind).toBe('exact');
    expect(body.data.map((r: AuditEntry) => r.action)).toEqual([
      'delete',
      'update',
      'create',
      'sign_in_failed',
    ]);
    expect(body.data[2]).toEqual({
      id: expect.any(Number),
      at: '2025-01-05T10:00:00.000Z',
      domain: A,
      actor_kind: 'user',
      actor_id: 'officer-uuid',
      actor_name: 'officer',
      actor_role: 'ship_admin',
      action: 'create',
      entity: 'extensions',
      entity_id: 'ext-uuid',
      fields: ['extension', 'password_encrypted'],
      ip: '127.0.0.1',
      detail: `POST /v3/pbx/domain/${A}/extension/createfull`,
    });
    expect(await actions(`${OLD}&order=ASC`)).toEqual(['sign_in_failed', 'create', 'update', 'delete']);
  });

  it('pages with page and pagesize', async () => {
    const res = await list(`${OLD}&page=2&pagesize=3`);
    expect(res.json().data.map((r: AuditEntry) => r.action)).toEqual(['sign_in_failed']);
    expect(res.json().total).toBe(4);
  });

  it('filters by user, entity, action and dates (a bare date is the whole day), and searches', async () => {
    expect(await actions(`${OLD}&user=offi`)).toEqual(['create']);
    expect(await actions(`${OLD}&user=officer-uuid`)).toEqual(['create']);
    expect(await actions(`${OLD}&entity=cc_cards`)).toEqual(['delete']);
    expect(await actions(`${OLD}&action=update`)).toEqual(['update']);
    expect(await actions('dateFrom=2025-01-06&dateTo=2025-01-06')).toEqual(['update']);
    expect(await actions(`${OLD}&search=10.0.0.9`)).toEqual(['delete']);
    expect(await actions(`${OLD}&search=CREATEFULL`)).toEqual(['create']);
    expect(await actions(`${OLD}&search=100%25`)).toEqual([]);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const action = await list('action=DROP TABLE');
    expect(action.statusCode).toBe(400);
    expect(action.json().error).toMatch(/action/);
    const date = await list('dateFrom=2025-13-45');
    expect(date.statusCode).toBe(400);
    expect(date.json().error).toMatch(/dateFrom/);
  });

  it('shows a write made through the API, with the call that made it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v3/pbx/domain/${A}/extension/createfull`,
      headers: { cookie: cookies.officer ?? '' },
      payload: {
        extension: '7002',
        password: 'Sip-Secret-Kept-7002',
        extensionAttributes: { description: '', effective_caller_id_name: 'Gym' },
      },
    });
    expect(res.statusCode).toBe(201);
    const rows = (await list('entity=extensions&action=create&user=officer')).json().data as AuditEntry[];
    expect(rows[0]).toMatchObject({
      actor_name: 'officer',
      actor_role: 'ship_admin',
      domain: A,
      ip: '127.0.0.1',
      detail: `POST /v3/pbx/domain/${A}/extension/createfull`,
    });
  });

  it("shows another environment's rows only after switching to it", async () => {
    const switched = await t.app.inject({
      method: 'PUT',
      url: '/v1/session/environment',
      headers: { cookie: cookies.admin ?? '' },
      payload: { code: 'BBB' },
    });
    expect(switched.statusCode).toBe(200);
    const rows = (await list(OLD, 'admin')).json().data as AuditEntry[];
    expect(rows.map((r) => [r.domain, r.action])).toEqual([[B, 'create']]);
  });
});

describe('the export', () => {
  it('streams the filtered rows as CSV named audit-<code>-<date>, field names spaced, formulas neutralised', async () => {
    const res = await list(`${OLD}&format=csv&columns=at,actor_name,action,entity,fields`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="audit-AAA-${today}.csv"`);
    expect(res.body.trim().split('\n')).toEqual([
      'at,actor_name,action,entity,fields',
      '2025-01-07T10:00:00.000Z,admin,delete,cc_cards,',
      '2025-01-06T10:00:00.000Z,admin,update,users,role',
      '2025-01-05T10:00:00.000Z,officer,create,extensions,extension password_encrypted',
      "2025-01-04T10:00:00.000Z,'=SUM(1),sign_in_failed,session,",
    ]);
  });

  it('is refused to a role without the audit permission', async () => {
    expect((await list('format=csv', 'operator')).statusCode).toBe(403);
  });
});
