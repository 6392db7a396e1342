/**
 * Who may manage whom (limits.ts), each limit as the role it concerns: rank (nobody acts on a user above
 * them, nor gives a role above their own), reach (home environment, grants), the password of another
 * user, and oneself (no disabling, deleting or demoting oneself). The escalation found in review is the
 * first, named regression test.
 */
import { hash } from '@node-rs/argon2';
import type { UserRole } from '@portside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadActor } from '../../platform/session.ts';
import { A, B, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { updateUser } from './manage.ts';
import { userGrants, users } from './schema.ts';

let t: TestApp;
const as: Record<string, string> = {};
const base = (domain = A) => `/v3/pbx/domain/${domain}/user`;
let passwordHash: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { SIGNIN_LIMIT_PER_IP: '1000' } });
  await insertFixtures(t.db);
  passwordHash = await hash(PASSWORD);
  for (const name of ['officer', 'admin', 'orgadmin', 'operator', 'auditor']) {
    as[name] = await signIn(t.app, A, name, PASSWORD);
  }
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: as[who] ?? '' }, ...(payload ? { payload } : {}) });

const uuidOf = async (username: string, domain = A) => {
  const rows = await t.db.select().from(users).where(eq(users.username, username));
  const row = rows.find((r) => r.domain === domain);
  if (!row) throw new Error(`no user ${username}@${domain}`);
  return row.userUuid;
};
const rowOf = async (username: string, domain = A) => {
  const [row] = await t.db
    .select()
    .from(users)
    .where(eq(users.userUuid, await uuidOf(username, domain)));
  return row;
};

/** A user straight in the table (password PASSWORD), for a test to act on. */
async function makeUser(username: string, role: UserRole, grants: string[] = [], domain = A) {
  const [row] = await t.db
    .insert(users)
    .values({ domain, username, passwordHash, email: `${username}@a.test`, role })
    .returning();
  for (const environmentCode of grants) {
    await t.db.insert(userGrants).values({ userUuid: row!.userUuid, environmentCode });
  }
  return row!.userUuid;
}

const newUser = (username: string, extra: object = {}) => ({
  username,
  password: 'tidal-lantern-42',
  user_email: `${username}@a.test`,
  contactInfo: { contact_name_given: username },
  ...extra,
});

describe('regression (review of issue 10): a ship admin taking over a wider account', () => {
  it('the officer (ship admin of its own ship) cannot set the password of the fleet admin (org admin)', async () => {
    const fleetAdmin = await uuidOf('orgadmin');
    const before = await rowOf('orgadmin');
    const res = await call('officer', 'PATCH', `${base()}/${fleetAdmin}`, { password: 'taken-over-fleet-1' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error:
        'Your role (Ship administrator) may not manage orgadmin, whose role (Organisation administrator) ranks above it.',
    });
    expect((await rowOf('orgadmin'))?.passwordHash).toBe(before?.passwordHash);
    // The attack's second step fails: the new password does not sign in, the old one still does.
    const attempt = await t.app.inject({
      method: 'POST',
      url: `/v2/account/domain/${A}/auth/validate`,
      payload: { username: 'orgadmin', password: 'taken-over-fleet-1' },
    });
    expect(attempt.statusCode).toBe(401);
    await expect(signIn(t.app, A, 'orgadmin', PASSWORD)).resolves.toMatch(/portside_session=/);
  });

  it('nor that of a ship admin of the same rank who is granted a ship the officer is not', async () => {
    const admin = await uuidOf('admin');
    const res = await call('officer', 'PATCH', `${base()}/${admin}`, { password: 'taken-over-bravo-1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('admin is granted BBB, which you are not, so you may not manage them.');
  });
});

describe('rank: nobody acts on a user above them nor gives a role above their own', () => {
  it('refuses a ship admin every write on an org admin, and changes nothing', async () => {
    const target = await makeUser('fleet.two', 'org_admin');
    const before = await rowOf('fleet.two');
    const writes: Array<[Method, object | undefined]> = [
      ['PATCH', { contactInfo: { contact_name_given: 'Renamed' } }],
      ['PATCH', { user_enabled: 'false' }],
      ['PATCH', { role: 'operator' }],
      ['DELETE', undefined],
    ];
    for (const [method, body] of writes) {
      const res = await call('officer', method, `${base()}/${target}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
    }
    expect(await rowOf('fleet.two')).toEqual(before);
  });

  it('lets a ship admin create up to their own role (operator unless given), not an org admin', async () => {
    const made = await call('officer', 'POST', base(), newUser('deck.one'));
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ username: 'deck.one', role: 'operator', grants: [] });
    const peer = await call('officer', 'POST', base(), newUser('deck.two', { role: 'ship_admin' }));
    expect(peer.json()).toMatchObject({ role: 'ship_admin' });
    const above = await call('officer', 'POST', base(), newUser('deck.three', { role: 'org_admin' }));
    expect(above.statusCode).toBe(403);
    expect(above.json()).toEqual({
      error:
        'Your role (Ship administrator) may not give the role Organisation administrator, which ranks above it.',
    });
    expect(await t.db.select().from(users).where(eq(users.username, 'deck.three'))).toEqual([]);
  });

  it('refuses a ship admin promoting a user above their own role; an org admin may', async () => {
    const target = await makeUser('deck.four', 'operator');
    const up = await call('officer', 'PATCH', `${base()}/${target}`, { role: 'org_admin' });
    expect(up.statusCode).toBe(403);
    expect((await rowOf('deck.four'))?.role).toBe('operator');
    const byOrg = await call('orgadmin', 'PATCH', `${base()}/${target}`, { role: 'org_admin' });
    expect(byOrg.statusCode).toBe(200);
    expect(byOrg.json().role).toBe('org_admin');
  });

  it('refuses every write to a role without users.write, the password of another user included', async () => {
    const target = await makeUser('deck.five', 'billing_clerk');
    for (const who of ['operator', 'auditor']) {
      const res = await call(who, 'PATCH', `${base()}/${target}`, { password: 'someone-elses-1' });
      expect(res.statusCode, who).toBe(403);
      expect(res.json().error).toMatch(/may not manage users\.$/);
      expect((await call(who, 'POST', base(), newUser(`by.${who}`))).statusCode).toBe(403);
      expect((await call(who, 'DELETE', `${base()}/${target}`)).statusCode).toBe(403);
    }
    expect((await rowOf('deck.five'))?.passwordHash).toBe(passwordHash);
  });
});

describe('reach: home environment and grants', () => {
  it('gives only environments the actor has: a ship admin of one ship cannot grant another', async () => {
    const res = await call('officer', 'POST', base(), newUser('deck.six', { grants: ['BBB'] }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You may not grant Bravo (BBB): you are not granted it yourself.' });
    const target = await makeUser('deck.seven', 'operator');
    const edit = await call('officer', 'PATCH', `${base()}/${target}`, { grants: ['BBB'] });
    expect(edit.statusCode).toBe(403);
    expect(await t.db.select().from(userGrants).where(eq(userGrants.userUuid, target))).toEqual([]);
  });

  it('lets a ship admin granted Bravo grant it, and an org admin grant any ship of the organisation', async () => {
    const byAdmin = await call('admin', 'POST', base(), newUser('deck.eight', { grants: ['BBB', 'BBB'] }));
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().grants).toEqual(['BBB']);
    const target = await makeUser('deck.nine', 'operator');
    const byOrg = await call('orgadmin', 'PATCH', `${base()}/${target}`, { grants: ['BBB'] });
    expect(byOrg.json().grants).toEqual(['BBB']);
    const cleared = await call('orgadmin', 'PATCH', `${base()}/${target}`, { grants: [] });
    expect(cleared.json().grants).toEqual([]);
  });

  it("answers 400 naming grants for the user's own environment, another organisation's or an unknown one", async () => {
    const cases: Array<[string[], string]> = [
      [['AAA'], "Field 'grants' must not name the user's own environment (AAA)."],
      [['CAR'], "Field 'grants' names CAR, which is not an environment of Acme Cruises."],
      [['ZZZ'], "Field 'grants' names ZZZ, which is not an environment of Acme Cruises."],
      [['bbb'], "Field 'grants.0' must be 2 to 8 capital letters or digits."],
    ];
    for (const [grants, error] of cases) {
      const res = await call('orgadmin', 'POST', base(), newUser('deck.ten', { grants }));
      expect(res.statusCode, error).toBe(400);
      expect(res.json()).toEqual({ error });
    }
  });

  it('refuses a user of a ship the actor does not act on, in the guard and in the service itself', async () => {
    const bravoUser = await makeUser('bravo.deck', 'operator', [], B);
    const viaRoute = await call('officer', 'PATCH', `${base(B)}/${bravoUser}`, {
      password: 'across-ships-1',
    });
    expect(viaRoute.statusCode).toBe(403);
    const token = decodeURIComponent((as.officer ?? '').split('=')[1] ?? '');
    const officer = await loadActor(t.db, token);
    await expect(updateUser(t.db, officer!, B, bravoUser, { user_email: 'x@b.test' })).rejects.toThrow(
      `You may not manage users of domain ${B}.`,
    );
    // The admin, granted Bravo, may.
    const byAdmin = await call('admin', 'PATCH', `${base(B)}/${bravoUser}`, { user_email: 'ok@b.test' });
    expect(byAdmin.statusCode).toBe(200);
  });
});

describe('oneself: nobody disables, deletes or demotes themselves', () => {
  it('answers 409 and changes nothing', async () => {
    const self = await uuidOf('orgadmin');
    const before = await rowOf('orgadmin');
    const cases: Array<[Method, object | undefined, string]> = [
      ['PATCH', { user_enabled: 'false' }, 'You cannot disable your own user; another administrator can.'],
      ['PATCH', { role: 'ship_admin' }, 'You cannot change your own role; another administrator can.'],
      ['DELETE', undefined, 'You cannot delete your own user; another administrator can.'],
    ];
    for (const [method, body, error] of cases) {
      const res = await call('orgadmin', method, `${base()}/${self}`, body);
      expect(res.statusCode, error).toBe(409);
      expect(res.json()).toEqual({ error });
    }
    expect(await rowOf('orgadmin')).toEqual(before);
    // What the console sends on every save (role and enabled unchanged) is fine.
    const same = await call('orgadmin', 'PATCH', `${base()}/${self}`, {
      role: 'org_admin',
      user_enabled: 'true',
      contactInfo: { contact_name_given: 'Olga Org' },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('delete', () => {
  it('deletes a user below the actor: gone from the list, no sign-in, their grants and links gone', async () => {
    const target = await makeUser('deck.gone', 'operator', ['BBB']);
    const res = await call('admin', 'DELETE', `${base()}/${target}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await t.db.select().from(users).where(eq(users.userUuid, target))).toEqual([]);
    expect(await t.db.select().from(userGrants).where(eq(userGrants.userUuid, target))).toEqual([]);
    expect((await call('admin', 'GET', `${base()}/${target}`)).statusCode).toBe(404);
    const again = await call('admin', 'DELETE', `${base()}/${target}`);
    expect(again.statusCode).toBe(404);
    const signInRes = await t.app.inject({
      method: 'POST',
      url: `/v2/account/domain/${A}/auth/validate`,
      payload: { username: 'deck.gone', password: PASSWORD },
    });
    expect(signInRes.statusCode).toBe(401);
  });
});
