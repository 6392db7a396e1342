/** POST, PATCH and DELETE /v2/pbx/domain/{domain}/ringgroup[/{extension}]. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, NOPBX, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { ringGroupDestinations, ringGroups, voicemailBoxes } from '../schema.ts';

let t: TestApp;
let officer: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  await t.db.insert(voicemailBoxes).values({ domain: A, voicemailId: '2101', passwordEncrypted: 'x' });
  officer = await signIn(t.app, A, 'officer', PASSWORD);
  admin = await signIn(t.app, A, 'admin', PASSWORD);
});
afterAll(() => t.close());

const base = (domain = A) => `/v2/pbx/domain/${domain}/ringgroup`;
const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie: string = officer,
) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const create = (payload: unknown, cookie = officer, domain = A) =>
  send('POST', base(domain), payload, cookie);

const good = {
  ring_group_extension: '6500',
  ring_group_name: 'Spa Desk',
  ring_group_call_timeout: 45,
  ring_group_strategy: 'sequence',
  ring_group_timeout_action: { name: 'extension', value: '2101' },
};

describe('create', () => {
  it('creates the group with its timeout action and answers ring_group_extension', async () => {
    const res = await create(good);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ring_group_extension: '6500',
      ring_group_name: 'Spa Desk',
      ring_group_caller_id_name: 'Spa Desk',
      ring_group_caller_id_number: '6500',
      ring_group_call_timeout: 45,
      ring_group_strategy: 'sequence',
      ring_group_timeout_action: { name: 'extension', value: '2101' },
      ring_group_timeout_app: 'transfer',
      ring_group_timeout_data: `2101 XML ${A}`,
      ring_group_enabled: true,
      ring_group_forward_enabled: false,
      destination_numbers: [],
    });
  });

  it('defaults call timeout 30, strategy enterprise and no timeout action', async () => {
    const res = await create({ ring_group_extension: '6501', ring_group_name: 'Bridge' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ring_group_call_timeout: 30,
      ring_group_strategy: 'enterprise',
      ring_group_timeout_action: null,
      ring_group_timeout_app: '',
    });
  });

  it('turns each destination type into its dialplan action', async () => {
    const cases: Array<[object, string, string]> = [
      [{ name: 'ringgroup', value: '6501' }, 'transfer', `6501 XML ${A}`],
      [{ name: 'voicemail', value: '2101' }, 'transfer', `*992101 XML ${A}`],
      [{ name: 'other', value: 'check_voicemail' }, 'transfer', `*98 XML ${A}`],
      [{ name: 'other', value: 'company_directory' }, 'transfer', `*411 XML ${A}`],
      [{ name: 'other', value: 'hangup' }, 'hangup', ''],
    ];
    for (const [i, [action, app, data]] of cases.entries()) {
      const res = await create({
        ring_group_extension: `651${i}`,
        ring_group_name: `Case ${i}`,
        ring_group_timeout_action: action,
      });
      expect(res.statusCode, JSON.stringify(action)).toBe(201);
      expect(res.json()).toMatchObject({
        ring_group_timeout_action: action,
        ring_group_timeout_app: app,
        ring_group_timeout_data: data,
      });
    }
  });

  it('answers 409 with a sentence for a number that is a ring group or an extension; another ship may use it', async () => {
    const again = await create(good);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: `Ring Group 6500 already exists in domain ${A}.` });
    const ext = await create({ ...good, ring_group_extension: '2101' });
    expect(ext.statusCode).toBe(409);
    expect(ext.json()).toEqual({
      error: `2101 is already extension 2101 (Purser) in ${A}. Choose another number.`,
    });
    expect((await create({ ...good, ring_group_timeout_action: null }, admin, B)).statusCode).toBe(201);
  });

  it('answers 400 naming the field and creates nothing', async () => {
    const action = (a: object) => ({ ...good, ring_group_extension: '6599', ring_group_timeout_action: a });
    const cases: Array<[object, string]> = [
      [{ ...good, ring_group_extension: undefined }, "Field 'ring_group_extension' is required."],
      [{ ...good, ring_group_extension: '65a' }, "Field 'ring_group_extension' must be an extension number."],
      [
        { ...good, ring_group_extension: '6599', ring_group_name: ' ' },
        "Field 'ring_group_name' must not be empty.",
      ],
      [
        { ...good, ring_group_extension: '6599', ring_group_call_timeout: 0 },
        "Field 'ring_group_call_timeout' must be at least 1.",
      ],
      [
        { ...good, ring_group_extension: '6599', ring_group_strategy: 'loudest' },
        'Field \'ring_group_strategy\' must be "enterprise", "simultaneous", "sequence", "rollover" or "random".',
      ],
      [
        action({ name: 'fax', value: '1' }),
        "Field 'ring_group_timeout_action.name' must be extension, ringgroup, voicemail or other.",
      ],
      [
        action({ name: 'other', value: 'dance' }),
        'Field \'ring_group_timeout_action.value\' must be "check_voicemail", "company_directory" or "hangup".',
      ],
      [
        action({ name: 'extension', value: 'x' }),
        "Field 'ring_group_timeout_action.value' must be an extension number.",
      ],
      [action({ name: 'extension', value: '4000' }), `Extension 4000 does not exist in domain ${A}.`],
      [action({ name: 'ringgroup', value: '6599' }), 'A Ring Group cannot time out to itself.'],
      [action({ name: 'ringgroup', value: '6998' }), `Ring Group 6998 does not exist in domain ${A}.`],
      [action({ name: 'voicemail', value: '2102' }), `Voicemail box 2102 does not exist in domain ${A}.`],
    ];
    for (const [payload, error] of cases) {
      const res = await create(payload);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { error } });
    }
    const made = await t.db
      .select()
      .from(ringGroups)
      .where(and(eq(ringGroups.domain, A), eq(ringGroups.extension, '6599')));
    expect(made).toEqual([]);
  });

  it('answers 401, 403 for another ship and 403 without the PBX module', async () => {
    expect((await create({ ...good, ring_group_extension: '6600' }, '')).statusCode).toBe(401);
    expect((await create({ ...good, ring_group_extension: '6600' }, officer, B)).statusCode).toBe(403);
    const noPbx = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    expect((await create({ ...good, ring_group_extension: '6600' }, noPbx, NOPBX)).statusCode).toBe(403);
  });
});

describe('update', () => {
  it('updates caller name and number, call timeout, strategy and the timeout action', async () => {
    const res = await send('PATCH', `${base()}/6500`, {
      ring_group_caller_id_name: 'Spa',
      ring_group_caller_id_number: '+13055550100',
      ring_group_call_timeout: 20,
      ring_group_strategy: 'random',
      ring_group_timeout_action: { name: 'other', value: 'hangup' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ring_group_extension: '6500',
      ring_group_name: 'Spa Desk',
      ring_group_caller_id_name: 'Spa',
      ring_group_caller_id_number: '+13055550100',
      ring_group_call_timeout: 20,
      ring_group_strategy: 'random',
      ring_group_timeout_action: { name: 'other', value: 'hangup' },
      ring_group_timeout_app: 'hangup',
    });
    const cleared = await send('PATCH', `${base()}/6500`, { ring_group_timeout_action: null });
    expect(cleared.json()).toMatchObject({ ring_group_timeout_action: null, ring_group_timeout_data: '' });
    const untouched = await send('PATCH', `${base()}/6500`, {});
    expect(untouched.json()).toMatchObject({ ring_group_call_timeout: 20, ring_group_caller_id_name: 'Spa' });
  });

  it('answers 400 naming the field, 404 for an unknown group, 401 and 403', async () => {
    const bad = await send('PATCH', `${base()}/6500`, { ring_group_call_timeout: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^Field 'ring_group_call_timeout' /);
    const target = await send('PATCH', `${base()}/6500`, {
      ring_group_timeout_action: { name: 'ringgroup', value: '6500' },
    });
    expect(target.json()).toEqual({ error: 'A Ring Group cannot time out to itself.' });
    const missing = await send('PATCH', `${base()}/6999`, { ring_group_call_timeout: 20 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: `Ring Group 6999 does not exist in domain ${A}.` });
    expect((await send('PATCH', `${base()}/6500`, {}, '')).statusCode).toBe(401);
    expect((await send('PATCH', `${base(B)}/6500`, {})).statusCode).toBe(403);
  });
});

describe('delete', () => {
  it('deletes the group and its destinations, then 404s it', async () => {
    const added = await send('POST', `${base()}/6501/destination`, { destination_number: '2101' });
    expect(added.statusCode).toBe(201);
    expect((await send('DELETE', `${base(B)}/6501`)).statusCode).toBe(403);
    expect((await send('DELETE', `${base()}/6501`, undefined, '')).statusCode).toBe(401);
    const res = await send('DELETE', `${base()}/6501`);
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(ringGroupDestinations)).toEqual([]);
    const again = await send('DELETE', `${base()}/6501`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: `Ring Group 6501 does not exist in domain ${A}.` });
  });
});

describe('API document', () => {
  it('describes the ring group paths with the timeout action types', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    const base = '/v2/pbx/domain/{domain}/ringgroup';
    expect(Object.keys(doc.paths[base])).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths[`${base}/{extension}`])).toEqual(['patch', 'delete']);
    expect(doc.paths[`${base}/{extension}/destination/{number}`].delete).toBeDefined();
    const body = doc.paths[base].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['ring_group_extension', 'ring_group_name']);
    expect(JSON.stringify(body.properties.ring_group_timeout_action)).toContain('company_directory');
  });
});
