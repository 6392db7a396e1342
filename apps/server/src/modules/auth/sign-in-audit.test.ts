/**
 * The audit rows of sign-in events (issue 10 item 5): sign_in, sign_in_failed, lockout and sign_out, for
 * password and e-mailed code sign-in. A failure's row stays although the request is refused, and no row
 * ever holds the password or the code.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../platform/mail-schema.ts';
import { A, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, resetSignInState, sessionCookie, type TestApp } from '../../test/helper.ts';
import { standInForSignInDelay } from '../../test/sign-in-delay.ts';
import { auditLog } from '../audit/schema.ts';
import { users } from '../users/schema.ts';

let t: TestApp;
let adminUuid = '';
standInForSignInDelay();
beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  const [admin] = await t.db
    .select({ uuid: users.userUuid })
    .from(users)
    .where(and(eq(users.domain, A), eq(users.username, 'admin')));
  adminUuid = admin?.uuid ?? '';
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetSignInState(t.db);
  await t.db.execute(sql`truncate audit_log`);
});

const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/account/domain/${A}/auth/validate`,
    payload: { username, password },
    remoteAddress: '10.3.3.3',
  });
const code = (path: 'generate' | 'validate', payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/securitycode/${path}`,
    payload: { type: 'login', owner: `2101@${A}`, ...payload },
    remoteAddress: '10.3.3.4',
  });

/** The audit rows of sign-in events, oldest first, without id and time. */
async function events() {
  const { domain, actorKind, actorId, actorName, actorRole, action, entity, entityId, fields, ip, detail } =
    auditLog;
  const columns = {
    domain,
    actorKind,
    actorId,
    actorName,
    actorRole,
    action,
    entity,
    entityId,
    fields,
    ip,
    detail,
  };
  return t.db.select(columns).from(auditLog).orderBy(auditLog.id);
}

const session = { entity: 'session', fields: [] };

describe('audit of password sign-in', () => {
  it('records a sign-in as the user, with role, environment and address', async () => {
    expect((await login('admin', PASSWORD)).statusCode).toBe(200);
    expect(await events()).toEqual([
      {
        ...session,
        action: 'sign_in',
        domain: A,
        actorKind: 'user',
        actorId: adminUuid,
        actorName: 'admin',
        actorRole: 'ship_admin',
        entityId: adminUuid,
        ip: '10.3.3.3',
        detail: 'password (unknown device)',
      },
    ]);
  });

  it('records failures by the name typed, with why, and never the password', async () => {
    expect((await login('admin', 'my-secret-guess')).statusCode).toBe(401);
    expect((await login('nobody', 'another-secret')).statusCode).toBe(401);
    expect((await login('disabled', PASSWORD)).statusCode).toBe(401);
    const rows = await events();
    expect(rows.map((r) => [r.action, r.actorKind, r.actorId, r.actorName, r.actorRole, r.detail])).toEqual([
      ['sign_in_failed', 'anonymous', 'admin', 'admin', '', 'wrong password (unknown device)'],
      ['sign_in_failed', 'anonymous', 'nobody', 'nobody', '', 'unknown user (unknown device)'],
      ['sign_in_failed', 'anonymous', 'disabled', 'disabled', '', 'account disabled (unknown device)'],
    ]);
    expect(rows[0]?.entityId).toBe(adminUuid);
    expect(rows[1]?.entityId).toBe('');
    const text = JSON.stringify(rows);
    for (const secret of ['my-secret-guess', 'another-secret', PASSWORD]) expect(text).not.toContain(secret);
  });

  it('records a lockout once, when the limit first refuses, not for every refused try', async () => {
    for (let i = 0; i < 10; i++) await login('admin', 'wrong');
    for (let i = 0; i < 3; i++) expect((await login('admin', PASSWORD)).statusCode).toBe(429);
    const lockouts = (await events()).filter((r) => r.action === 'lockout');
    expect(lockouts).toEqual([
      expect.objectContaining({
        actorKind: 'anonymous',
        actorName: 'admin',
        domain: A,
        ip: '10.3.3.3',
        detail: `unknown devices of admin@${A} locked after 10 tries in 15 minutes`,
      }),
    ]);
    expect((await events()).filter((r) => r.action === 'sign_in_failed')).toHaveLength(10);
  });

  it('records a sign-out as the session’s user', async () => {
    const cookie = sessionCookie(await login('admin', PASSWORD));
    await t.db.execute(sql`truncate audit_log`);
    const res = await t.app.inject({ method: 'DELETE', url: '/v1/session', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(await events()).toEqual([
      expect.objectContaining({
        action: 'sign_out',
        actorKind: 'user',
        actorId: adminUuid,
        actorRole: 'ship_admin',
        domain: A,
        entityId: adminUuid,
      }),
    ]);
    // Signing out without a session records nothing.
    await t.app.inject({ method: 'DELETE', url: '/v1/session' });
    expect(await events()).toHaveLength(1);
  });
});

describe('audit of code sign-in', () => {
  async function mailedCode(): Promise<string> {
    const [mail] = await t.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(1);
    return mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
  }

  it('records a wrong code by the owner typed (never the code) and a sign-in as the extension', async () => {
    await code('generate', { ownerType: 'extension' });
    const right = await mailedCode();
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect((await code('validate', { code: wrong })).statusCode).toBe(401);
    const res = await code('validate', { code: right });
    expect(res.statusCode).toBe(200);
    const rows = await events();
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'sign_in_failed',
        actorKind: 'anonymous',
        actorName: `2101@${A}`,
        entityId: `2101@${A}`,
        detail: 'wrong code',
      }),
      expect.objectContaining({
        action: 'sign_in',
        actorKind: 'extension',
        actorId: `2101@${A}`,
        actorName: '2101',
        actorRole: 'extension',
        domain: A,
        ip: '10.3.3.4',
        detail: 'e-mailed code',
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(wrong);
    expect(JSON.stringify(rows)).not.toContain(right);
    // And the extension's sign-out.
    await t.app.inject({ method: 'DELETE', url: '/v1/session', headers: { cookie: sessionCookie(res) } });
    expect((await events()).at(-1)).toMatchObject({
      action: 'sign_out',
      actorKind: 'extension',
      actorId: `2101@${A}`,
    });
  });

  it('records the lockout of code requests for an extension', async () => {
    for (let i = 0; i < 6; i++) await code('generate', { ownerType: 'extension' });
    expect(await events()).toEqual([
      expect.objectContaining({
        action: 'lockout',
        detail: `code requests of 2101@${A} locked after 5 tries in 15 minutes`,
      }),
    ]);
  });
});
