/** Hardware provisioning files (list, export, XML config, create, update, delete) on a real database. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, loadSecretKey } from '../../../platform/secrets.ts';
import { A, B, insertFixtures, NOPBX, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { extensions, hardwareFiles } from '../schema.ts';

// A fixed key, so the test can read back what the server encrypted.
const SECRET_KEY = 'cd'.repeat(32);
let t: TestApp;
let officer: string;
let admin: string;
let key: Buffer;

const BASE = '/v3/pbx/hardware/provisioning/file';
const account = (extension: string, extra: object = {}) => ({
  extension,
  outboundProxy: 'sbc.a.test',
  ...extra,
});
const stored = (extension: string, name: string) => ({
  extension,
  domain: A,
  outboundProxy: 'sbc.a.test',
  outboundProxyPort: 5060,
  name,
  ringtone: 5,
  passwordEncrypted: null,
});

beforeAll(async () => {
  t = await buildTestApp({ env: { SECRET_KEY } });
  key = loadSecretKey(t.config);
  await insertFixtures(t.db);
  await t.db.insert(extensions).values([
    {
      domain: A,
      extension: '2201',
      passwordEncrypted: encryptSecret('sip-2201', key),
      effectiveCallerIdName: 'Spa',
    },
    { domain: A, extension: '99982201', passwordEncrypted: encryptSecret('x', key) },
  ]);
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await t.db.insert(hardwareFiles).values([
    {
      domain: A,
      mac: '001565aa0001',
      status: 'archived',
      account1: stored('2101', 'Purser'),
      name: 'Purser',
      ext: '2101',
      creationdate: day(1),
    },
    {
      domain: A,
      mac: '0004f2bb0002',
      status: 'pending',
      account1: stored('2102', 'Cabin 2102'),
      account2: stored('2201', 'Spa'),
      name: 'Cabin 2102',
      ext: '2102, 2201',
      creationdate: day(2),
    },
    {
      domain: A,
      mac: '000b82cc0003',
      status: 'pending',
      account1: { ...stored('2201', '=cmd|calc'), passwordEncrypted: encryptSecret('own <secret>', key) },
      name: '=cmd|calc',
      ext: '2201',
      creationdate: day(3),
    },
    { domain: B, mac: '001565bb0009', status: 'pending', name: 'Bravo', ext: '4000', creationdate: day(1) },
  ]);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
  admin = await signIn(t.app, A, 'admin', PASSWORD);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const macs = (body: { data: Array<{ mac: string }> }) => body.data.map((f) => f.mac);
const fileOf = (mac: string) =>
  t.db
    .select()
    .from(hardwareFiles)
    .where(and(eq(hardwareFiles.domain, A), eq(hardwareFiles.mac, mac)))
    .then((rows) => rows[0]);

describe('hardware list', () => {
  it('lists a tab of the current domain newest first with the total, never a password', async () => {
    const all = await inject('GET', `${BASE}/all?page=1&pagesize=2`, officer);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    expect(macs(all.json())).toEqual(['000b82cc0003', '0004f2bb0002']);
    expect(all.json().data[1]).toEqual({
      mac: '0004f2bb0002',
      name: 'Cabin 2102',
      ext: '2102, 2201',
      filepath: `${BASE}/pending/mac/0004f2bb0002`,
      status: 'pending',
      creationdate: '2026-01-02T00:00:00.000Z',
      timezone: 'Auto',
      account1: { ...stored('2102', 'Cabin 2102'), passwordEncrypted: undefined, hasPassword: false },
      account2: expect.objectContaining({ extension: '2201', hasPassword: false }),
      provisioned_at: null,
      credential_created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(all.json().data[0].account1.hasPassword).toBe(true);
    expect(all.body).not.toMatch(/"password|secret|"v1\./i);
    const pending = await inject('GET', `${BASE}/pending`, officer);
    expect(macs(pending.json())).toEqual(['000b82cc0003', '0004f2bb0002']);
    const archived = await inject('GET', `${BASE}/archived?order=asc`, officer);
    expect(archived.json()).toMatchObject({ total: 1, data: [{ mac: '001565aa0001', status: 'archived' }] });
  });

  it('searches MAC (typed with colons too), name and extensions, and orders by MAC', async () => {
    const byMac = await inject('GET', `${BASE}/all?search=${encodeURIComponent('00:04:F2')}`, officer);
    expect(macs(byMac.json())).toEqual(['0004f2bb0002']);
    const byExt = await inject('GET', `${BASE}/all?search=2201&orderby=mac&order=ASC`, officer);
    expect(macs(byExt.json())).toEqual(['0004f2bb0002', '000b82cc0003']);
    const byName = await inject('GET', `${BASE}/all?search=purser`, officer);
    expect(macs(byName.json())).toEqual(['001565aa0001']);
  });

  it('exports the chosen columns with the search as hardware-<code>-<date>.csv, formulas neutralised', async () => {
    const res = await inject(
      'GET',
      `${BASE}/pending?format=csv&columns=mac,name,ext,status&search=2201`,
      officer,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="hardware-AAA-\d{8}\.csv"/);
    expect(res.body).not.toMatch(/password/i);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('mac,name,ext,status');
    expect(lines[1]).toMatch(/^000b82cc0003,'=cmd\|calc,2201,pending$/);
    expect(lines[2]).toBe('0004f2bb0002,Cabin 2102,"2102, 2201",pending');
  });

  it('answers 401 without a session, 403 without the PBX module, 400 for a bad tab or column', async () => {
    expect((await inject('GET', `${BASE}/all`, '')).statusCode).toBe(401);
    const nopbx = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    expect((await inject('GET', `${BASE}/all`, nopbx)).statusCode).toBe(403);
    const tab = await inject('GET', `${BASE}/deleted`, officer);
    expect(tab.statusCode).toBe(400);
    expect(tab.json().error).toMatch(/tab/);
    expect((await inject('GET', `${BASE}/all?format=csv&columns=password`, officer)).statusCode).toBe(400);
  });
});

describe('phone XML config', () => {
  it('serves the XML with proxy host:port, server, user id, name, password, ringtone and time zone', async () => {
    const res = await inject('GET', `${BASE}/pending/mac/00:0B:82:CC:00:03`, officer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<config mac="000b82cc0003" domain="a.test">');
    expect(res.body).toContain('<item name="local_time.time_zone">Auto</item>');
    expect(res.body).toContain('<item name="account.1.outbound_proxy.address">sbc.a.test:5060</item>');
    expect(res.body).toContain('<item name="account.1.sip_server.address">a.test</item>');
    expect(res.body).toContain('<item name="account.1.subscriber.user_id">2201</item>');
    expect(res.body).toContain('<item name="account.1.name">=cmd|calc</item>');
    expect(res.body).toContain('<item name="account.1.password">own &lt;secret&gt;</item>');
    expect(res.body).toContain('<item name="account.1.ringtone">5</item>');
    expect(res.body).not.toContain('account.2');
  });

  it("uses the extension's SIP password for an account without its own", async () => {
    const res = await inject('GET', `${BASE}/pending/mac/0004f2bb0002`, officer);
    expect(res.body).toContain('<item name="account.2.password">sip-2201</item>');
    expect(res.body).toContain('<item name="account.2.subscriber.user_id">2201</item>');
  });

  it('is a 404 under the wrong status or for another domain, 400 for a bad MAC, 401 signed out', async () => {
    expect((await inject('GET', `${BASE}/archived/mac/0004f2bb0002`, officer)).statusCode).toBe(404);
    // Bravo's file is not Alpha's.
    expect((await inject('GET', `${BASE}/pending/mac/001565bb0009`, officer)).statusCode).toBe(404);
    const bad = await inject('GET', `${BASE}/pending/mac/00156`, officer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/mac/);
    expect((await inject('GET', `${BASE}/pending/mac/0004f2bb0002`, '')).statusCode).toBe(401);
  });
});

describe('hardware create', () => {
  it('creates a pending file with defaults (Auto, port 5060, ringtone 5, name from the extension)', async () => {
    const res = await inject('POST', `${BASE}/00-15-65-AB-CD-01`, officer, {
      account1: account('99982201', { password: 'p4ss-word-2201' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      mac: '001565abcd01',
      status: 'pending',
      timezone: 'Auto',
      name: '2201',
      ext: '99982201',
      account1: {
        extension: '99982201',
        outboundProxyPort: 5060,
        ringtone: 5,
        name: '2201',
        hasPassword: true,
      },
      account2: null,
    });
    const row = await fileOf('001565abcd01');
    expect(row?.account1?.passwordEncrypted).not.toContain('p4ss-word-2201');
    expect(decryptSecret(row?.account1?.passwordEncrypted ?? '', key)).toBe('p4ss-word-2201');
  });

  it('keeps the given time zone, names, ports and ringtones of two accounts', async () => {
    const res = await inject('POST', `${BASE}/0004f2000002`, officer, {
      timezone: 'EST5EDT',
      account1: account('2101', { name: 'Purser desk', outboundProxyPort: 5080, ringtone: 2, domain: A }),
      account2: account('2201', { name: '' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      timezone: 'EST5EDT',
      name: 'Purser desk',
      ext: '2101, 2201',
      account1: { outboundProxyPort: 5080, ringtone: 2 },
      account2: { name: '2201', ringtone: 5 },
    });
  });

  it('answers 409 for a MAC the organisation has, whatever its spelling, naming the ship that has it', async () => {
    const res = await inject('POST', `${BASE}/00:04:F2:BB:00:02`, officer, { account1: account('2101') });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'A configuration file for MAC 00:04:f2:bb:00:02 already exists in domain a.test: a MAC can be provisioned once in the organisation.',
    );
    // Bravo is a ship of the same organisation: its MAC is taken for Alpha too.
    const bravo = await inject('POST', `${BASE}/001565bb0009`, officer, { account1: account('2101') });
    expect(bravo.statusCode).toBe(409);
    expect(bravo.json().error).toMatch(/already exists in domain b\.test/);
  });

  it('answers 400 naming the field and stores nothing', async () => {
    const cases: Array<[string, object, RegExp]> = [
      ['0015zz000001', { account1: account('2101') }, /mac/],
      ['001565000009', {}, /account1/],
      ['001565000009', { account1: account('2101'), timezone: 'CET' }, /timezone/],
      ['001565000009', { account1: account('2101', { ringtone: 6 }) }, /account1\.ringtone/],
      [
        '001565000009',
        { account1: account('2101', { outboundProxyPort: 70000 }) },
        /account1\.outboundProxyPort/,
      ],
      ['001565000009', { account1: account('2101', { outboundProxy: '' }) }, /account1\.outboundProxy/],
      ['001565000009', { account2: account('2999') }, /account2\.extension.*2999 is not an extension/],
      ['001565000009', { account1: account('4000') }, /account1\.extension/],
      ['001565000009', { account1: account('2101', { domain: B }) }, /account1\.domain/],
      ['001565000009', { account1: account('2101'), account2: account('2101') }, /account2\.extension/],
    ];
    for (const [mac, body, error] of cases) {
      const res = await inject('POST', `${BASE}/${mac}`, officer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(error);
    }
    expect(await fileOf('001565000009')).toBeUndefined();
  });

  it('creates in the current environment: after a switch to Bravo the file is Bravo’s', async () => {
    const switched = await t.app.inject({
      method: 'PUT',
      url: '/v1/session/environment',
      headers: { cookie: admin },
      payload: { code: 'BBB' },
    });
    expect(switched.statusCode).toBe(200);
    expect((await inject('GET', `${BASE}/all`, admin)).json()).toMatchObject({
      total: 1,
      data: [{ name: 'Bravo' }],
    });
    const res = await inject('POST', `${BASE}/001565000010`, admin, { account1: account('4000') });
    expect(res.statusCode).toBe(201);
    expect(res.json().account1.domain).toBe(B);
    expect(await fileOf('001565000010')).toBeUndefined();
  });
});

describe('hardware update and delete', () => {
  it('updates the config, keeps a password not retyped, and makes an archived file pending again', async () => {
    await inject('POST', `${BASE}/001565000020`, officer, {
      account1: account('2201', { password: 'first-pass-2201' }),
    });
    await inject('PATCH', `${BASE}/pending/mac/001565000020`, officer, { status: 'archived' });
    const res = await inject('PATCH', `${BASE}/archived/mac/001565000020`, officer, {
      timezone: 'PST8PDT',
      account1: account('2201', { name: 'Spa desk', ringtone: 3 }),
      account2: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'pending',
      timezone: 'PST8PDT',
      name: 'Spa desk',
      account1: { ringtone: 3, hasPassword: true },
    });
    const xml = await inject('GET', `${BASE}/pending/mac/001565000020`, officer);
    expect(xml.body).toContain('<item name="account.1.password">first-pass-2201</item>');
    // A different extension in the slot does not inherit the old password.
    const other = await inject('PATCH', `${BASE}/pending/mac/001565000020`, officer, {
      account1: null,
      account2: account('2101'),
    });
    expect(other.json()).toMatchObject({ ext: '2101', account1: null, account2: { hasPassword: false } });
  });

  it('answers 400 without a complete account, 404 under the wrong status or an unknown MAC', async () => {
    const none = await inject('PATCH', `${BASE}/pending/mac/0004f2bb0002`, officer, {
      account1: null,
      account2: null,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatch(/account1/);
    const noPort = await inject('PATCH', `${BASE}/pending/mac/0004f2bb0002`, officer, {
      account1: { extension: '2102' },
    });
    expect(noPort.statusCode).toBe(400);
    expect((await inject('PATCH', `${BASE}/pending/mac/0004f2bb0002`, officer, {})).statusCode).toBe(400);
    expect(
      (await inject('PATCH', `${BASE}/archived/mac/0004f2bb0002`, officer, { status: 'pending' })).statusCode,
    ).toBe(404);
    expect(
      (await inject('PATCH', `${BASE}/pending/mac/0015650000ff`, officer, { status: 'archived' })).statusCode,
    ).toBe(404);
    expect((await fileOf('0004f2bb0002'))?.ext).toBe('2102, 2201');
  });

  it('deletes a pending file; an archived one is a 409, a wrong status or unknown MAC a 404', async () => {
    const archived = await inject(
      'DELETE',
      `/v2/pbx/hardware/provisioning/file/archived/mac/001565aa0001`,
      officer,
    );
    expect(archived.statusCode).toBe(409);
    expect(await fileOf('001565aa0001')).toBeDefined();
    expect(
      (await inject('DELETE', `/v2/pbx/hardware/provisioning/file/archived/mac/000b82cc0003`, officer))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject('DELETE', `/v2/pbx/hardware/provisioning/file/pending/mac/0015650000ff`, officer))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject('DELETE', `/v2/pbx/hardware/provisioning/file/pending/mac/zz`, officer)).statusCode,
    ).toBe(400);
    expect(
      (await inject('DELETE', `/v2/pbx/hardware/provisioning/file/pending/mac/000b82cc0003`, '')).statusCode,
    ).toBe(401);
    const res = await inject(
      'DELETE',
      `/v2/pbx/hardware/provisioning/file/pending/mac/00:0b:82:cc:00:03`,
      officer,
    );
    expect(res.statusCode).toBe(200);
    expect(await fileOf('000b82cc0003')).toBeUndefined();
  });
});

describe('API document', () => {
  it('describes the hardware paths and the XML config answer', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    expect(Object.keys(doc.paths[`${BASE}/{tab}`])).toEqual(['get']);
    expect(Object.keys(doc.paths[`${BASE}/{mac}`])).toEqual(['post']);
    expect(Object.keys(doc.paths[`${BASE}/{status}/mac/{mac}`])).toEqual(['get', 'patch']);
    expect(doc.paths['/v2/pbx/hardware/provisioning/file/{status}/mac/{mac}'].delete).toBeDefined();
    const body = doc.paths[`${BASE}/{mac}`].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(['timezone', 'account1', 'account2']);
  });
});
