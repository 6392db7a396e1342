/**
 * One number plan per domain (issue 14 item 7): conflicts between every pair of kinds (409 naming the
 * owner), ring group loops (409 naming the loop), destinations that must exist, what refers to a number
 * and its clean-up on delete, and who may delete.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../../platform/session.ts';
import { A, B, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { broadcastGroups, broadcastMembers } from '../../broadcast/schema.ts';
import { createGroup } from '../../broadcast/service.ts';
import { userExtensions, users } from '../../users/schema.ts';
import {
  appAccess,
  dialplans,
  extensions,
  ringGroupDestinations,
  ringGroups,
  voicemailBoxes,
} from '../schema.ts';
import { numberOwners } from './service.ts';

let t: TestApp;
let admin: string;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  admin = await signIn(t.app, A, 'admin', PASSWORD);
  for (const u of ['operator', 'auditor', 'clerk', 'orgadmin'])
    cookies[u] = await signIn(t.app, A, u, PASSWORD);
  cookies.admin = admin;
  const token = await createSession(t.db, { kind: 'extension', extension: '2101', domain: A });
  cookies.extension = `${SESSION_COOKIE}=${token}`;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const newExtension = (extension: string, name = `Desk ${extension}`, domain = A) =>
  call('POST', `/v3/pbx/domain/${domain}/extension/createfull`, {
    extension,
    password: `sip-secret-${extension}-x`,
    extensionAttributes: { effective_caller_id_name: name, description: '' },
  });
const newRingGroup = (number: string, extra: object = {}) =>
  call('POST', `/v2/pbx/domain/${A}/ringgroup`, {
    ring_group_extension: number,
    ring_group_name: `Group ${number}`,
    ...extra,
  });
const newMailbox = (number: string, description = `Box ${number}`) =>
  call('POST', `/v2/pbx/domain/${A}/extension/all/voicemail/box`, {
    number,
    password: '4820',
    description,
  });
const newBroadcast = (n: number) => createGroup(t.db, A, { group_number: n, group_name: `Broadcast ${n}` });
const addDestination = (group: string, number: string) =>
  call('POST', `/v2/pbx/domain/${A}/ringgroup/${group}/destination`, { destination_number: number });
const patchGroup = (group: string, payload: object) =>
  call('PATCH', `/v2/pbx/domain/${A}/ringgroup/${group}`, payload);
/** A ring group as stored: its destination numbers and timeout action. */
async function group(number: string) {
  const [row] = await t.db
    .select()
    .from(ringGroups)
    .where(and(eq(ringGroups.domain, A), eq(ringGroups.extension, number)));
  const destinations = await t.db
    .select({ n: ringGroupDestinations.number })
    .from(ringGroupDestinations)
    .where(eq(ringGroupDestinations.ringGroupUuid, row!.ringGroupUuid));
  return { ...row!, destinations: destinations.map((d) => d.n).sort() };
}
const references = (kind: string, number: string, cookie = admin) =>
  call('GET', `/v2/pbx/domain/${A}/numberplan/${kind}/${number}/references`, undefined, cookie);

describe('one number plan per domain', () => {
  beforeAll(async () => {
    expect((await newExtension('5101', 'Cabin 5101')).statusCode).toBe(201);
    expect((await newRingGroup('5200')).statusCode).toBe(201);
    expect((await newMailbox('5300', 'Housekeeping')).statusCode).toBe(201);
    expect((await newMailbox('5301', 'Laundry')).statusCode).toBe(201);
    await newBroadcast(18000);
  });

  it.each([
    ['extension on a ring group', () => newExtension('5200'), '5200 is already ring group 5200 (Group 5200)'],
    ['extension on a voicemail-only box', () => newExtension('5301'), null],
    ['extension on a broadcast group', () => newExtension('18000'), '18000 is already broadcast group 18000'],
    ['ring group on an extension', () => newRingGroup('5101'), '5101 is already extension 5101 (Cabin 5101)'],
    [
      'ring group on a mailbox',
      () => newRingGroup('5300'),
      '5300 is already voicemail box 5300 (Housekeeping)',
    ],
    [
      'ring group on a broadcast group',
      () => newRingGroup('18000'),
      '18000 is already broadcast group 18000',
    ],
    ['mailbox on a ring group', () => newMailbox('5200'), '5200 is already ring group 5200 (Group 5200)'],
    ['mailbox on a broadcast group', () => newMailbox('18000'), '18000 is already broadcast group 18000'],
  ])('refuses an %s with a 409 naming the owner', async (_, create, sentence) => {
    const res = await create();
    if (sentence === null) {
      // An extension and the mailbox of its number go together: the box becomes its own mailbox.
      expect(res.statusCode).toBe(201);
      return;
    }
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain(sentence);
    expect(res.json().error).toContain('Choose another number');
  });

  it('lets an extension have the mailbox of its own number', async () => {
    expect((await newMailbox('5101')).statusCode).toBe(201);
  });

  it.each([
    ['an extension', '5101', '5101 is already extension 5101 (Cabin 5101)'],
    ['a ring group', '5200', '5200 is already ring group 5200'],
    ['a mailbox', '5300', '5300 is already voicemail box 5300'],
  ])('refuses a broadcast group on %s', async (_, number, sentence) => {
    await expect(newBroadcast(Number(number))).rejects.toThrow(sentence);
  });

  it('gives a new broadcast group the first number no one holds', async () => {
    expect((await newExtension('18001')).statusCode).toBe(201);
    const group = await createGroup(t.db, A, { group_name: 'Next free' });
    // 18000 is a group, 18001 an extension: 18002.
    expect(group.group_number).toBe(18002);
  });

  it('counts the feature codes as owners (no digits-only number can be one)', async () => {
    expect(await numberOwners(t.db, A, '*97')).toEqual([
      { kind: 'featurecode', number: '*97', name: 'voicemail' },
    ]);
    const star = await newRingGroup('*97');
    expect(star.statusCode).toBe(400);
  });

  it('keeps each domain its own plan', async () => {
    expect((await newExtension('5200', 'Bravo desk', B)).statusCode).toBe(201);
  });
});

describe('ring group destinations and loops', () => {
  beforeAll(async () => {
    for (const n of ['5400', '5401', '5402']) expect((await newRingGroup(n)).statusCode).toBe(201);
  });

  it('refuses a destination nobody holds, and a mailbox-only number; takes extensions, groups and external numbers', async () => {
    const nobody = await addDestination('5400', '5999');
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().error).toBe(
      `Destination 5999 is not an extension or ring group of ${A}: give one that exists, or an external number (+ and digits).`,
    );
    const box = await addDestination('5400', '5300');
    expect(box.statusCode).toBe(400);
    expect(box.json().error).toContain('Destination 5300 is voicemail box 5300 (Housekeeping)');
    expect((await addDestination('5400', '2101')).statusCode).toBe(201);
    expect((await addDestination('5400', '+13055559999')).statusCode).toBe(201);
    expect((await addDestination('5400', '5401')).statusCode).toBe(201);
  });

  it('refuses a destination that closes a loop, naming it', async () => {
    expect((await addDestination('5401', '5402')).statusCode).toBe(201);
    const res = await addDestination('5402', '5400');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Ring Group 5402 would reach itself in a loop: 5402 → 5400 (destination) → 5401 (destination) → 5402 (destination). Choose another destination.',
    );
    expect((await group('5402')).destinations).toEqual([]);
  });

  it('refuses a timeout action that closes a loop, and allows it once the loop is gone', async () => {
    const loop = await patchGroup('5402', {
      ring_group_timeout_action: { name: 'ringgroup', value: '5400' },
    });
    expect(loop.statusCode).toBe(409);
    expect(loop.json().error).toContain(
      '5402 → 5400 (timeout action) → 5401 (destination) → 5402 (destination)',
    );
    const fine = await patchGroup('5402', {
      ring_group_timeout_action: { name: 'ringgroup', value: '5200' },
    });
    expect(fine.statusCode).toBe(200);
    // 5200 timing out to 5402 closes 5200 → 5402 → 5200.
    const back = await patchGroup('5200', {
      ring_group_timeout_action: { name: 'ringgroup', value: '5402' },
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toContain('5200 → 5402 (timeout action) → 5200 (timeout action)');
  });

  it('refuses a forward that closes a loop', async () => {
    const forward = await patchGroup('5401', {
      ring_group_forward_destination: '5400',
      ring_group_forward_enabled: true,
    });
    expect(forward.statusCode).toBe(409);
    expect(forward.json().error).toContain('5401 → 5400 (forward) → 5401 (destination)');
    const external = await patchGroup('5401', { ring_group_forward_destination: '+13055550000' });
    expect(external.statusCode).toBe(200);
  });
});

describe('references and their clean-up', () => {
  const routeTo = (number: string, name: string, action: { name: string; value: string }) =>
    t.db.insert(dialplans).values({ domain: A, name, number, destinationActions: [action] });

  it('lists and clears what refers to a ring group when it is deleted', async () => {
    expect((await newRingGroup('5500')).statusCode).toBe(201);
    expect((await newRingGroup('5501')).statusCode).toBe(201);
    expect((await addDestination('5501', '5500')).statusCode).toBe(201);
    expect((await addDestination('5501', '2101')).statusCode).toBe(201);
    expect(
      (await patchGroup('5501', { ring_group_timeout_action: { name: 'ringgroup', value: '5500' } }))
        .statusCode,
    ).toBe(200);
    await routeTo('+17865550001', 'Front desk', { name: 'ringgroup', value: '5500' });
    await t.db
      .update(extensions)
      .set({ forwardBusyEnabled: true, forwardBusyDestination: '5500' })
      .where(and(eq(extensions.domain, A), eq(extensions.extension, '2102')));

    const res = await references('ringgroup', '5500');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'ringgroup', number: '5500', name: 'Group 5500' });
    expect(res.json().references.map((r: { text: string }) => r.text)).toEqual([
      'Inbound route +17865550001 (Front desk) sends its calls here: it will be deleted.',
      'Ring Group 5501 (Group 5501) rings it: that destination will be removed.',
      'Ring Group 5501 (Group 5501) has it as its timeout action: the timeout action will be cleared.',
      'Extension 2102 (Cabin 2102) forwards to it (forward on busy): that forward will be cleared and turned off.',
    ]);

    expect((await call('DELETE', `/v2/pbx/domain/${A}/ringgroup/5500`)).statusCode).toBe(200);
    expect((await references('ringgroup', '5500')).statusCode).toBe(404);
    const routes = await t.db.select().from(dialplans).where(eq(dialplans.number, '+17865550001'));
    expect(routes).toEqual([]);
    const after = await group('5501');
    expect(after.destinations).toEqual(['2101']);
    expect([after.timeoutActionName, after.timeoutActionValue, after.timeoutApp]).toEqual([null, null, '']);
    const desk = (await call('GET', `/v2/pbx/domain/${A}/extension/2102`)).json();
    expect(desk).toMatchObject({ forward_busy_enabled: false, forward_busy_destination: '' });
  });

  it('lists and clears what refers to a voicemail box when it is deleted', async () => {
    expect((await newMailbox('5600', 'Spa')).statusCode).toBe(201);
    await routeTo('+17865550002', 'Spa after hours', { name: 'voicemail', value: '5600' });
    expect(
      (await patchGroup('5501', { ring_group_timeout_action: { name: 'voicemail', value: '5600' } }))
        .statusCode,
    ).toBe(200);
    await t.db
      .update(extensions)
      .set({ forwardNoAnswerEnabled: true, forwardNoAnswerDestination: '*995600' })
      .where(and(eq(extensions.domain, A), eq(extensions.extension, '2101')));

    const listed = (await references('voicemail', '5600')).json();
    expect(listed.references.map((r: { kind: string; effect: string }) => [r.kind, r.effect])).toEqual([
      ['inbound_route', 'deleted'],
      ['ring_group', 'blanked'],
      ['extension', 'blanked'],
    ]);
    const del = await call('DELETE', `/v2/pbx/domain/${A}/extension/all/voicemail/box/5600`);
    expect(del.statusCode).toBe(200);
    expect(await t.db.select().from(dialplans).where(eq(dialplans.number, '+17865550002'))).toEqual([]);
    expect((await group('5501')).timeoutActionName).toBeNull();
    const purser = (await call('GET', `/v2/pbx/domain/${A}/extension/2101`)).json();
    expect(purser).toMatchObject({ forward_no_answer_enabled: false, forward_no_answer_destination: '' });
  });

  it('lists and clears what refers to an extension when it is deleted, keeping its mailbox', async () => {
    expect((await newExtension('5700', 'Gift shop')).statusCode).toBe(201);
    expect((await newMailbox('5700', 'Gift shop')).statusCode).toBe(201);
    expect((await addDestination('5501', '5700')).statusCode).toBe(201);
    await routeTo('+17865550003', 'Gift shop line', { name: 'extension', value: '5700' });
    await newBroadcast(18100);
    await t.db.insert(broadcastMembers).values({ domain: A, groupNumber: 18100, extension: '5700' });
    await t.db.insert(appAccess).values({ domain: A, extension: `99985700@${A}`, email: 'shop@a.test' });
    const [user] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.domain, A), eq(users.username, 'operator')));
    const [ext] = await t.db
      .select()
      .from(extensions)
      .where(and(eq(extensions.domain, A), eq(extensions.extension, '5700')));
    await t.db.insert(userExtensions).values({ userUuid: user!.userUuid, extensionUuid: ext!.extensionUuid });

    const listed = (await references('extension', '5700')).json();
    expect(listed.name).toBe('Gift shop');
    expect(listed.references.map((r: { kind: string; effect: string }) => `${r.kind}:${r.effect}`)).toEqual([
      'inbound_route:deleted',
      'ring_group:removed',
      'broadcast_group:removed',
      'user:removed',
      'app_access:deleted',
      'voicemail_box:kept',
    ]);

    // Roles: only those who may change the PBX delete; the auditor may read the references.
    expect((await references('extension', '5700', cookies.auditor)).statusCode).toBe(200);
    for (const who of ['auditor', 'clerk', 'extension']) {
      const res = await call('DELETE', `/v2/pbx/domain/${A}/extension/5700`, undefined, cookies[who]);
      expect(res.statusCode, who).toBe(403);
    }
    for (const who of ['clerk', 'extension']) {
      expect((await references('extension', '5700', cookies[who])).statusCode, who).toBe(403);
    }
    expect(
      (await call('DELETE', `/v2/pbx/domain/${A}/extension/5700`, undefined, cookies.operator)).statusCode,
    ).toBe(200);
    expect((await call('GET', `/v2/pbx/domain/${A}/extension/5700`)).statusCode).toBe(404);
    expect((await group('5501')).destinations).toEqual(['2101']);
    expect(await t.db.select().from(dialplans).where(eq(dialplans.number, '+17865550003'))).toEqual([]);
    expect(await t.db.select().from(broadcastMembers).where(eq(broadcastMembers.extension, '5700'))).toEqual(
      [],
    );
    expect(
      await t.db
        .select()
        .from(appAccess)
        .where(eq(appAccess.extension, `99985700@${A}`)),
    ).toEqual([]);
    expect(
      await t.db.select().from(userExtensions).where(eq(userExtensions.extensionUuid, ext!.extensionUuid)),
    ).toEqual([]);
    // The own mailbox stays (its messages are not lost), and another extension may take the number back.
    expect(
      await t.db.select().from(voicemailBoxes).where(eq(voicemailBoxes.voicemailId, '5700')),
    ).toHaveLength(1);
    expect((await newExtension('5700', 'Gift shop again')).statusCode).toBe(201);
  });

  it('deletes as each role that may, and 404s an unknown number', async () => {
    for (const [who, number] of [
      ['admin', '5801'],
      ['orgadmin', '5802'],
      ['operator', '5803'],
    ] as const) {
      expect((await newRingGroup(number)).statusCode).toBe(201);
      expect(
        (await call('DELETE', `/v2/pbx/domain/${A}/ringgroup/${number}`, undefined, cookies[who])).statusCode,
      ).toBe(200);
      expect((await newMailbox(number)).statusCode).toBe(201);
      const box = await call(
        'DELETE',
        `/v2/pbx/domain/${A}/extension/all/voicemail/box/${number}`,
        undefined,
        cookies[who],
      );
      expect(box.statusCode, who).toBe(200);
      expect((await newExtension(number)).statusCode).toBe(201);
      expect(
        (await call('DELETE', `/v2/pbx/domain/${A}/extension/${number}`, undefined, cookies[who])).statusCode,
      ).toBe(200);
    }
    expect((await call('DELETE', `/v2/pbx/domain/${A}/extension/5999`)).statusCode).toBe(404);
    expect((await references('ringgroup', '5999')).json().error).toBe(
      `Ring Group 5999 does not exist in domain ${A}.`,
    );
    expect((await references('other', '5999')).statusCode).toBe(400);
    expect(
      await t.db.select().from(broadcastGroups).where(eq(broadcastGroups.groupNumber, 18100)),
    ).toHaveLength(1);
  });
});

describe('call-forward destinations of an extension', () => {
  const forward = (ext: string, field: string, destination: string) =>
    call('PATCH', `/v2/pbx/domain/${A}/extension/${ext}`, { [field]: { enabled: true, destination } });
  const stored = async (ext: string) =>
    (
      await t.db
        .select()
        .from(extensions)
        .where(and(eq(extensions.domain, A), eq(extensions.extension, ext)))
    )[0];

  beforeAll(async () => {
    expect((await newExtension('7401')).statusCode).toBe(201);
    expect((await newExtension('7402')).statusCode).toBe(201);
    expect((await newRingGroup('7410')).statusCode).toBe(201);
    expect((await newMailbox('7420')).statusCode).toBe(201);
    await newBroadcast(18740);
  });

  it('takes an extension, a ring group, a voicemail box (its number or *99<box>) and an outside number', async () => {
    for (const [field, destination] of [
      ['forward_all', '7402'],
      ['forward_busy', '7410'],
      ['forward_no_answer', '*997420'],
      ['forward_user_not_registered', '7420'],
      ['forward_all', '+13055559999'],
      ['forward_busy', '13055559999'],
      ['forward_no_answer', '004420794600'],
    ] as const) {
      const res = await forward('7401', field, destination);
      expect(res.statusCode, `${field} ${destination} ${res.body}`).toBe(200);
    }
    expect(await stored('7401')).toMatchObject({
      forwardAllDestination: '+13055559999',
      forwardBusyDestination: '13055559999',
      forwardNoAnswerDestination: '004420794600',
      forwardUserNotRegisteredDestination: '7420',
    });
  });

  it('refuses with a 400 naming the field a number that reaches nothing, and changes nothing', async () => {
    for (const [field, destination, words] of [
      ['forward_all', '7499', 'is not an extension, ring group or voicemail box'],
      ['forward_busy', '*997499', 'there is no voicemail box 7499'],
      ['forward_no_answer', '18740', 'broadcast group 18740'],
      ['forward_user_not_registered', '*72', 'feature code'],
      ['forward_all', '7401', 'the extension itself'],
      ['forward_busy', '+1', 'nor an outside number'],
    ] as const) {
      const res = await forward('7401', field, destination);
      expect(res.statusCode, `${field} ${destination}`).toBe(400);
      expect(res.json().error).toContain(`Field '${field}.destination'`);
      expect(res.json().error).toContain(words);
    }
    expect((await stored('7401'))?.forwardAllDestination).toBe('+13055559999');
    // Another ship's extension is no destination here.
    const bravo = await forward('7401', 'forward_all', '4000');
    expect(bravo.statusCode).toBe(400);
  });

  it('is checked for the extension itself too (self-service forwards)', async () => {
    const own = `${SESSION_COOKIE}=${await createSession(t.db, { kind: 'extension', extension: '7401', domain: A })}`;
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/v1/self',
      headers: { cookie: own },
      payload: { forward_busy: { enabled: true, destination: '7499' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain("Field 'forward_busy.destination'");
    const taken = await t.app.inject({
      method: 'PATCH',
      url: '/v1/self',
      headers: { cookie: own },
      payload: { forward_busy: { enabled: true, destination: '7410' } },
    });
    expect(taken.statusCode, taken.body).toBe(200);
  });
});
