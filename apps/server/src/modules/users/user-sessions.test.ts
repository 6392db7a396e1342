/**
 * Disabling really disables (issue 10 item 3): sign-in refused and the user's sessions ended at once; a new
 * password ends the user's other sessions (the session of someone changing their own stays); deleting a
 * user ends their sessions too.
 */
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { ACCOUNT_DISABLED } from '../auth/password-login.ts';
import { sessions } from '../auth/schema.ts';
import { users } from './schema.ts';

let t: TestApp;
let officer: string;
let passwordHash: string;
const base = `/v3/pbx/domain/${A}/user`;

beforeAll(async () => {
  t = await buildTestApp({ env: { SIGNIN_LIMIT_PER_IP: '1000' } });
  await insertFixtures(t.db);
  passwordHash = await hash(PASSWORD);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

async function makeOperator(username: string): Promise<string> {
  const [row] = await t.db
    .insert(users)
    .values({ domain: A, username, passwordHash, email: `${username}@a.test`, role: 'operator' })
    .returning();
  return row!.userUuid;
}

const patch = (cookie: string, id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `${base}/${id}`, headers: { cookie }, payload });
const sessionStatus = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/v1/session', headers: { cookie } })).statusCode;
const sessionsOf = async (id: string) =>
  (await t.db.select().from(sessions).where(eq(sessions.userUuid, id))).length;
const tryPassword = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/account/domain/${A}/auth/validate`,
    payload: { username, password },
  });

describe('disable', () => {
  it('ends every session of the user at once and refuses their sign-in until enabled again', async () => {
    const id = await makeOperator('night.steward');
    const laptop = await signIn(t.app, A, 'night.steward', PASSWORD);
    const phone = await signIn(t.app, A, 'night.steward', PASSWORD);
    expect(await sessionStatus(laptop)).toBe(200);

    const res = await patch(officer, id, { user_enabled: 'false' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_enabled).toBe('false');
    expect(await sessionsOf(id)).toBe(0);
    expect(await sessionStatus(laptop)).toBe(401);
    expect(await sessionStatus(phone)).toBe(401);
    const refused = await tryPassword('night.steward', PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: ACCOUNT_DISABLED });

    await patch(officer, id, { user_enabled: 'true' });
    await expect(signIn(t.app, A, 'night.steward', PASSWORD)).resolves.toMatch(/portside_session=/);
  });
});

describe('password change', () => {
  it("by an administrator ends all of the user's sessions; only the new password signs in", async () => {
    const id = await makeOperator('day.steward');
    const own = await signIn(t.app, A, 'day.steward', PASSWORD);
    const res = await patch(officer, id, { password: 'harbour-lights-7' });
    expect(res.statusCode).toBe(200);
    expect(await sessionStatus(own)).toBe(401);
    expect(await sessionsOf(id)).toBe(0);
    expect((await tryPassword('day.steward', PASSWORD)).statusCode).toBe(401);
    await expect(signIn(t.app, A, 'day.steward', 'harbour-lights-7')).resolves.toMatch(/portside_session=/);
    // The officer's own session is untouched.
    expect(await sessionStatus(officer)).toBe(200);
  });

  it('by the user themselves keeps the session that changed it and ends their others', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.username, 'admin'));
    const here = await signIn(t.app, A, 'admin', PASSWORD);
    const elsewhere = await signIn(t.app, A, 'admin', PASSWORD);
    const res = await patch(here, admin!.userUuid, { password: 'chart-room-lamp-3' });
    expect(res.statusCode).toBe(200);
    expect(await sessionStatus(here)).toBe(200);
    expect(await sessionStatus(elsewhere)).toBe(401);
    expect(await sessionsOf(admin!.userUuid)).toBe(1);
  });

  it('leaves sessions alone when nothing but the name changes', async () => {
    const id = await makeOperator('purser.two');
    const own = await signIn(t.app, A, 'purser.two', PASSWORD);
    await patch(officer, id, { contactInfo: { contact_name_given: 'Purser Two' }, user_enabled: 'true' });
    expect(await sessionStatus(own)).toBe(200);
  });
});

describe('delete', () => {
  it("ends the user's sessions with the user", async () => {
    const id = await makeOperator('gone.steward');
    const own = await signIn(t.app, A, 'gone.steward', PASSWORD);
    const res = await t.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: { cookie: officer } });
    expect(res.statusCode).toBe(200);
    expect(await sessionsOf(id)).toBe(0);
    expect(await sessionStatus(own)).toBe(401);
  });
});
