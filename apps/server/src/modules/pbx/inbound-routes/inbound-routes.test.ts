/** Inbound routes: list (search, extra info, export), create, update and delete, on a real database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, NOPBX, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { dialplans, ringGroups, voicemailBoxes } from '../schema.ts';

let t: TestApp;
let officer: string;
let admin: string;
const base = (domain: string) => `/v2/pbx/domain/${domain}/dialplan/route/inbound`;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  await t.db.insert(ringGroups).values({ domain: A, extension: '6000', name: 'Front Desk' });
  await t.db
    .insert(voicemailBoxes)
    .values({ domain: A, voicemailId: '2101', passwordEncrypted: 'x', description: 'Purser box' });
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const rows = await t.db
    .insert(dialplans)
    .values([
      {
        domain: A,
        name: 'Purser line',
        number: '+13055550101',
        destinationActions: [{ name: 'extension', value: '2101' }],
        description: 'Main number',
        insertDate: day(1),
      },
      {
        domain: A,
        name: 'Front desk',
        number: '+13055550102',
        destinationActions: [{ name: 'ringgroup', value: '6000' }],
        insertDate: day(2),
      },
      {
        domain: A,
        name: 'Night line',
        number: '+13055550103',
        destinationActions: [{ name: 'other', value: 'hangup' }],
        insertDate: day(3),
      },
      {
        domain: B,
        name: 'Bravo line',
        number: '+13055550101',
        destinationActions: [{ name: 'extension', value: '4000' }],
      },
    ])
    .returning();
  for (const r of rows) ids[`${r.domain}:${r.name}`] = r.dialplanUuid;
  officer = await signIn(t.app, A, 'officer', PASSWORD);
  admin = await signIn(t.app, A, 'admin', PASSWORD);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const names = (body: { dialplans: Array<{ dialplan_name: string }> }) =>
  body.dialplans.map((d) => d.dialplan_name);

describe('inbound route list', () => {
  it('lists newest first with the total; withExtraInfo adds what each action is and the XML', async () => {
    const res = await inject('GET', `${base(A)}?page=1&pagesize=2`, officer);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    expect(names(res.json())).toEqual(['Night line', 'Front desk']);
    expect(res.json().dialplans[1]).toEqual({
      dialplan_uuid: ids[`${A}:Front desk`],
      dialplan_name: 'Front desk',
      dialplan_number: '+13055550102',
      dialplan_order: 100,
      dialplan_context: 'public',
      dialplan_destination_actions: [{ name: 'ringgroup', value: '6000' }],
      dialplan_description: '',
      dialplan_enabled: 'true',
      insert_date: '2026-01-02T00:00:00.000Z',
    });
    const extra = await inject(
      'GET',
      `${base(A)}?withExtraInfo=true&orderby=dialplan_name&order=ASC`,
      officer,
    );
    const [desk, night, purser] = extra.json().dialplans;
    expect(desk.dialplan_destination_actions).toEqual([
      { name: 'ringgroup', value: '6000', label: 'Front Desk' },
    ]);
    expect(night.dialplan_destination_actions).toEqual([{ name: 'other', value: 'hangup', label: 'Hangup' }]);
    expect(purser.dialplan_destination_actions).toEqual([
      { name: 'extension', value: '2101', label: 'Purser' },
    ]);
    expect(purser.dialplan_xml).toContain('expression="^\\+?13055550101$"');
    expect(purser.dialplan_xml).toContain(`<action application="transfer" data="2101 XML ${A}"/>`);
    expect(night.dialplan_xml).toContain('<action application="hangup" data=""/>');
  });

  it('searches name, number, description and the action value', async () => {
    const search = async (term: string) =>
      names((await inject('GET', `${base(A)}?search=${term}`, officer)).json());
    expect(await search('purser')).toEqual(['Purser line']);
    expect(await search('550102')).toEqual(['Front desk']);
    expect(await search('main%20number')).toEqual(['Purser line']);
    expect(await search('6000')).toEqual(['Front desk']);
    expect(await search('100%25')).toEqual([]);
  });

  it('exports the chosen columns as inboundroutes-<code>-<date>.csv', async () => {
    const res = await inject(
      'GET',
      `${base(A)}?format=csv&columns=dialplan_name,dialplan_number,dialplan_destination_actions&orderby=dialplan_number&order=ASC`,
      officer,
    );
    expect(res.headers['content-disposition']).toMatch(/filename="inboundroutes-AAA-\d{8}\.csv"/);
    expect(res.body.trim().split('\n')).toEqual([
      'dialplan_name,dialplan_number,dialplan_destination_actions',
      'Purser line,+13055550101,extension: 2101',
      'Front desk,+13055550102,ringgroup: 6000',
      'Night line,+13055550103,other: hangup',
    ]);
  });

  it('answers 401, 403 for another domain or without PBX, 400 for a bad query', async () => {
    expect((await inject('GET', base(A), '')).statusCode).toBe(401);
    expect((await inject('GET', base(B), officer)).statusCode).toBe(403);
    expect(names((await inject('GET', base(B), admin)).json())).toEqual(['Bravo line']);
    const noPbx = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    expect((await inject('GET', base(NOPBX), noPbx)).statusCode).toBe(403);
    expect((await inject('GET', `${base(A)}?withExtraInfo=yes`, officer)).json()).toEqual({
      error: `Field 'withExtraInfo' must be "true" or "false".`,
    });
    expect((await inject('GET', `${base(A)}?columns=secret`, officer)).statusCode).toBe(400);
  });
});

describe('inbound route create', () => {
  it('creates a route to each kind of destination', async () => {
    const res = await inject('POST', base(A), officer, {
      name: 'Voicemail line',
      route: { number: '+13055550104' },
      action: { name: 'voicemail', value: '2101' },
      dialplan: { dialplan_description: 'After hours' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      dialplan_name: 'Voicemail line',
      dialplan_number: '+13055550104',
      dialplan_description: 'After hours',
      dialplan_context: 'public',
      dialplan_enabled: 'true',
      dialplan_destination_actions: [{ name: 'voicemail', value: '2101', label: 'Purser box' }],
    });
    expect(res.json().dialplan_xml).toContain(`data="*992101 XML ${A}"`);
    const other = await inject('POST', base(A), officer, {
      name: 'Directory line',
      route: { number: '2000' },
      action: { name: 'other', value: 'company_directory' },
    });
    expect(other.statusCode).toBe(201);
    expect(other.json().dialplan_xml).toContain(`data="*411 XML ${A}"`);
  });

  it('answers 409 for a number the domain already routes (another domain may route it)', async () => {
    const res = await inject('POST', base(A), officer, {
      name: 'Again',
      route: { number: '+13055550102' },
      action: { name: 'extension', value: '2101' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: `An inbound route for number +13055550102 already exists in domain ${A}.`,
    });
    const bravo = await inject('POST', base(B), admin, {
      name: 'Bravo 2',
      route: { number: '+13055550102' },
      action: { name: 'extension', value: '4000' },
    });
    expect(bravo.statusCode).toBe(201);
  });

  it('answers 400 naming the field, and changes nothing', async () => {
    const good = {
      name: 'X',
      route: { number: '+13055550199' },
      action: { name: 'extension', value: '2101' },
    };
    const cases: Array<[object, string]> = [
      [{ ...good, name: '' }, "Field 'name' must not be empty."],
      [{ ...good, route: undefined }, "Field 'route' is required."],
      [{ ...good, route: { number: '555-0199' } }, "Field 'route.number' must be a phone number of digits."],
      [{ ...good, action: undefined }, "Field 'action' is required."],
      [
        { ...good, action: { name: 'fax', value: '1' } },
        "Field 'action.name' must name extension, ringgroup, voicemail or other.",
      ],
      [
        { ...good, action: { name: 'other', value: 'dance' } },
        'Field \'action.value\' must be "check_voicemail", "company_directory" or "hangup".',
      ],
      [
        { ...good, action: { name: 'extension', value: '4000' } },
        `Field 'action.value' must be an extension of domain ${A}; 4000 is not.`,
      ],
      [
        { ...good, action: { name: 'ringgroup', value: '6001' } },
        `Field 'action.value' must be a ring group of domain ${A}; 6001 is not.`,
      ],
      [
        { ...good, action: { name: 'voicemail', value: '2102' } },
        `Field 'action.value' must be a voicemail box of domain ${A}; 2102 is not.`,
      ],
    ];
    for (const [payload, error] of cases) {
      const res = await inject('POST', base(A), officer, payload);
      expect(res.statusCode, error).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect((await inject('GET', `${base(A)}?search=550199`, officer)).json().total).toBe(0);
    expect((await inject('POST', base(B), officer, good)).statusCode).toBe(403);
  });
});

describe('inbound route update and delete', () => {
  it('updates name, number, action and description; stores given XML until the route changes', async () => {
    const id = ids[`${A}:Night line`];
    const res = await inject('PATCH', `${base(A)}/${id}`, officer, {
      name: 'Night desk',
      route: { number: '+13055550113' },
      action: { name: 'extension', value: '2102' },
      dialplan: { dialplan_description: 'Nights', dialplan_xml: '<extension name="custom"/>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      dialplan_name: 'Night desk',
      dialplan_number: '+13055550113',
      dialplan_description: 'Nights',
      dialplan_destination_actions: [{ name: 'extension', value: '2102', label: 'Cabin 2102' }],
      dialplan_xml: '<extension name="custom"/>',
    });
    const renamed = await inject('PATCH', `${base(A)}/${id}`, officer, { name: 'Night line' });
    expect(renamed.json().dialplan_xml).toContain('<extension name="Night line"');
  });

  it('answers 409 for a number of another route, 404 for an unknown id, 400 for a bad one', async () => {
    const id = ids[`${A}:Night line`];
    const dup = await inject('PATCH', `${base(A)}/${id}`, officer, { route: { number: '+13055550101' } });
    expect(dup.statusCode).toBe(409);
    // Its own number again is no conflict.
    expect(
      (await inject('PATCH', `${base(A)}/${id}`, officer, { route: { number: '+13055550113' } })).statusCode,
    ).toBe(200);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await inject('PATCH', `${base(A)}/${unknown}`, officer, { name: 'x' })).json()).toEqual({
      error: `Inbound route ${unknown} does not exist in domain ${A}.`,
    });
    expect((await inject('PATCH', `${base(A)}/nope`, officer, { name: 'x' })).json()).toEqual({
      error: "Field 'id' must be a route id.",
    });
    expect(
      (await inject('PATCH', `${base(A)}/${id}`, officer, { dialplan: { dialplan_xml: 'plain' } }))
        .statusCode,
    ).toBe(400);
    // Bravo's route is not found through Alpha's path, and Bravo's path is refused.
    expect(
      (await inject('PATCH', `${base(A)}/${ids[`${B}:Bravo line`]}`, officer, { name: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await inject('PATCH', `${base(B)}/${ids[`${B}:Bravo line`]}`, officer, { name: 'x' })).statusCode,
    ).toBe(403);
  });

  it('deletes a route; a second delete is 404', async () => {
    const id = ids[`${A}:Front desk`];
    const res = await inject('DELETE', `${base(A)}/${id}`, officer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await inject('DELETE', `${base(A)}/${id}`, officer)).statusCode).toBe(404);
    expect((await inject('DELETE', `${base(B)}/${ids[`${B}:Bravo line`]}`, officer)).statusCode).toBe(403);
    expect((await inject('DELETE', `${base(A)}/${id}`, '')).statusCode).toBe(401);
  });
});

describe('API document', () => {
  it('describes the inbound route paths with the action types', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    const path = '/v2/pbx/domain/{domain}/dialplan/route/inbound';
    expect(Object.keys(doc.paths[path])).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths[`${path}/{id}`])).toEqual(['patch', 'delete']);
    const body = doc.paths[path].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['name', 'route', 'action']);
    expect(JSON.stringify(body.properties.action)).toContain('company_directory');
    const patch = doc.paths[`${path}/{id}`].patch.requestBody.content['application/json'].schema;
    expect(Object.keys(patch.properties.dialplan.properties)).toEqual([
      'dialplan_description',
      'dialplan_xml',
    ]);
  });
});
