/**
 * The audit trail of writes (issue 10 item 5): each write through the API leaves one audit row per row
 * written, in the same transaction (a refused request leaves neither), naming who, with which role, on
 * which environment, what and which fields, from where and by which call; never a secret's value.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Conflict } from '../../platform/errors.ts';
import { requestTransaction } from '../../platform/request-tx.ts';
import { createSession, SESSION_COOKIE } from '../../platform/session.ts';
import { A, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { extensions, voicemailBoxes } from '../pbx/schema.ts';
import { users } from '../users/schema.ts';
import { recordAuditEvent } from './record.ts';
import { auditLog } from './schema.ts';

let t: TestApp;
let officer: string;
let admin: string;
let officerUuid: string;
/** The voicemail box's PIN as stored (encrypted), read before the box is deleted. */
let pinCiphertext = '';

const SIP_PASSWORD = 'Sip-Secret-Kept-7001';
const PIN = '480371';
const USER_PASSWORD = 'Long-Enough-Password-42';

beforeAll(async () => {
  t = await buildTestApp({
    env: { SECRET_KEY: 'cd'.repeat(32) },
    routes: (app) => {
      // What the request transaction gives a handler, and a write refused after it wrote.
      const inTx = async () => ({ inTransaction: requestTransaction() !== undefined });
      app.get('/v3/test/tx', { config: { permission: 'signed-in' } }, inTx);
      app.post('/v3/test/tx', { config: { permission: 'signed-in' } }, inTx);
      app.post('/v1/test/tx', { config: { public: true } }, inTx);
      app.post('/v3/test/refused', { config: { permission: 'pbx.write' } }, async (_request, reply) => {
        await t.db.insert(extensions).values({ domain: A, extension: '7999', passwordEncrypted: 'x' });
        await recordAuditEvent(t.db, {
          domain: A,
          actorKind: 'user',
          action: 'sign_in_failed',
          entity: 'session',
          detail: 'kept after the rollback',
        });
        // Answered, then refused: the answer waits for the commit, so the client hears the refusal.
        reply.code(201).send({ ok: true });
        throw new Conflict('Refused after writing.');
      });
    },
  });
  await insertFixtures(t.db);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
  admin = await signIn(t.app, A, 'admin', PASSWORD);
  const [row] = await t.db.select().from(users).where(eq(users.username, 'officer'));
  officerUuid = row?.userUuid ?? '';
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** The audit rows of writes (sign-in events aside), oldest first. */
const writes = () =>
  t.db.select().from(auditLog).where(sql`${auditLog.entity} <> 'session'`).orderBy(asc(auditLog.id));

const voicemail = `/v2/pbx/domain/${A}/extension/all/voicemail/box`;

describe('the request transaction', () => {
  it('wraps guarded writes only: not reads, not public routes', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/v3/test/tx', headers: { cookie: officer } });
    const post = await send('POST', '/v3/test/tx', officer, {});
    const open = await t.app.inject({ method: 'POST', url: '/v1/test/tx', payload: {} });
    expect(get.json()).toEqual({ inTransaction: false });
    expect(post.json()).toEqual({ inTransaction: true });
    expect(open.json()).toEqual({ inTransaction: false });
  });

  it('rolls back a refused write with its audit row; a security event recorded in it is kept', async () => {
    const before = await writes();
    const res = await send('POST', '/v3/test/refused', officer, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Refused after writing.' });
    expect(await t.db.select().from(extensions).where(eq(extensions.extension, '7999'))).toEqual([]);
    expect(await writes()).toEqual(before);
    const kept = await t.db.select().from(auditLog).where(eq(auditLog.detail, 'kept after the rollback'));
    expect(kept).toHaveLength(1);
  });

  it('leaves no audit row and no change for a write the service refuses (409, 400)', async () => {
    const before = await writes();
    const taken = await send('POST', `/v3/pbx/domain/${A}/extension/createfull`, officer, {
      extension: '2101',
      password: SIP_PASSWORD,
      extensionAttributes: { description: '', effective_caller_id_name: 'Again' },
    });
    expect(taken.statusCode).toBe(409);
    const bad = await send('PATCH', `${voicemail}/2101`, officer, { description: 'x'.repeat(5000) });
    expect(bad.statusCode).toBe(400);
    expect(await writes()).toEqual(before);
  });
});

describe('audit rows of writes', () => {
  it('records a create with actor, role, environment, entity, key, the fields given, address and call', async () => {
    const res = await send('POST', `/v3/pbx/domain/${A}/extension/createfull`, officer, {
      extension: '7001',
      password: SIP_PASSWORD,
      tn: '+13055550101',
      extensionAttributes: { description: '5,3,1,1', effective_caller_id_name: 'Spa' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(extensions).where(eq(extensions.extension, '7001'));
    const audit = (await writes()).filter((w) => w.entity === 'extensions');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorKind: 'user',
      actorId: officerUuid,
      actorName: 'officer',
      actorRole: 'ship_admin',
      domain: A,
      action: 'create',
      entity: 'extensions',
      entityId: row?.extensionUuid,
      ip: '127.0.0.1',
      detail: `POST /v3/pbx/domain/${A}/extension/createfull`,
    });
    const fields = audit[0]?.fields ?? [];
    expect(fields).toEqual(
      expect.arrayContaining(['extension', 'password_encrypted', 'description', 'domain']),
    );
    // Generated columns are nobody's write.
    for (const generated of ['search_text', 'room_gateway', 'room_port'])
      expect(fields).not.toContain(generated);
  });

  it('records an update with exactly the fields whose value changed', async () => {
    const created = await send('POST', voicemail, officer, {
      number: '7001',
      password: PIN,
      description: 'Spa',
    });
    expect(created.statusCode).toBe(201);
    const res = await send('PATCH', `${voicemail}/7001`, officer, { description: 'Spa desk', password: PIN });
    expect(res.statusCode).toBe(200);
    const update = (await writes()).filter((w) => w.entity === 'voicemail_boxes' && w.action === 'update');
    // The PIN is encrypted again (a new ciphertext): a change, named but never shown.
    expect(update.map((w) => w.fields)).toEqual([['voicemail_password_encrypted', 'voicemail_description']]);
    expect(update[0]?.detail).toBe(`PATCH ${voicemail}/7001`);
    const [box] = await t.db.select().from(voicemailBoxes).where(eq(voicemailBoxes.voicemailId, '7001'));
    pinCiphertext = box?.passwordEncrypted ?? '';
    const same = await send('PATCH', `${voicemail}/7001`, officer, { description: 'Spa desk' });
    expect(same.statusCode).toBe(200);
    // Nothing changed, nothing to record.
    expect((await writes()).filter((w) => w.entity === 'voicemail_boxes')).toHaveLength(2);
  });

  it('records a delete with no fields, and each row a cascade deletes', async () => {
    const [box] = await t.db.select().from(voicemailBoxes).where(eq(voicemailBoxes.voicemailId, '7001'));
    expect(box).toBeDefined();
    await t.db.execute(
      sql`insert into voicemail_messages (domain, voicemail_uuid, created_epoch) values (${A}, ${box?.voicemailUuid}, 1767000000)`,
    );
    const res = await send('DELETE', `${voicemail}/7001`, officer);
    expect(res.statusCode).toBe(200);
    const deleted = (await writes()).filter((w) => w.action === 'delete');
    expect(deleted.map((w) => [w.entity, w.fields])).toEqual(
      expect.arrayContaining([
        ['voicemail_boxes', []],
        ['voicemail_messages', []],
      ]),
    );
    expect(deleted.find((w) => w.entity === 'voicemail_boxes')?.entityId).toBe(box?.voicemailUuid);
  });

  it('keys a row of several key columns by their values joined, on the row of its own environment', async () => {
    const res = await send('POST', `/v3/pbx/domain/${A}/user`, admin, {
      username: 'deckhand',
      password: USER_PASSWORD,
      user_email: 'deckhand@a.test',
      contactInfo: { contact_name_given: 'Deck Hand' },
      grants: ['BBB'],
    });
    expect(res.statusCode).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.username, 'deckhand'));
    const rows = await writes();
    const created = rows.find((w) => w.entity === 'users' && w.entityId === user?.userUuid);
    expect(created).toMatchObject({
      action: 'create',
      actorName: 'admin',
      actorRole: 'ship_admin',
      domain: A,
    });
    expect(created?.fields).toContain('password_hash');
    const grant = rows.find((w) => w.entity === 'user_environment_grants');
    expect(grant).toMatchObject({ action: 'create', entityId: `${user?.userUuid}/BBB`, domain: A });
  });

  it('names an extension session by its number on its environment, with the extension role', async () => {
    const token = await createSession(t.db, { kind: 'extension', extension: '2101', domain: A });
    const res = await send('PATCH', '/v1/self', `${SESSION_COOKIE}=${token}`, {
      effective_caller_id_name: 'Purser desk',
    });
    expect(res.statusCode).toBe(200);
    const [ext] = await t.db.select().from(extensions).where(eq(extensions.extension, '2101'));
    const row = (await writes()).find((w) => w.entity === 'extensions' && w.entityId === ext?.extensionUuid);
    expect(row).toMatchObject({
      actorKind: 'extension',
      actorId: `2101@${A}`,
      actorName: '2101',
      actorRole: 'extension',
      action: 'update',
      domain: A,
      detail: 'PATCH /v1/self',
    });
    expect(row?.fields).toContain('effective_caller_id_name');
  });

  it('never holds a secret: no SIP password, voicemail PIN, password, hash or ciphertext', async () => {
    const [ext] = await t.db.select().from(extensions).where(eq(extensions.extension, '7001'));
    const [user] = await t.db.select().from(users).where(eq(users.username, 'deckhand'));
    const secrets = [
      SIP_PASSWORD,
      PIN,
      USER_PASSWORD,
      ext?.passwordEncrypted,
      pinCiphertext,
      user?.passwordHash,
    ];
    // Every column of every row, the search text included.
    const text = JSON.stringify(await t.db.select().from(auditLog));
    expect(text).toContain('password_encrypted');
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      expect(text).not.toContain(String(secret));
    }
  });
});
