/**
 * Provisioning that phones fetch (issue 14 items 4 and 9), on a real database: the credential answered
 * once and stored hashed, the Yealink and Grandstream files read back with a real parser and checked field
 * by field, fetches with no, a wrong and a rotated credential, the rate limit of misses, a MAC once per
 * organisation, and every role on the console's view and rotation.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptSecret, loadSecretKey } from '../../../platform/secrets.ts';
import { createSession, SESSION_COOKIE } from '../../../platform/session.ts';
import { A, B, insertFixtures, NOPBX, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { auditLog } from '../../audit/schema.ts';
import { extensions, hardwareFiles } from '../schema.ts';
import { PROVISION_MISSES_MAX } from './service.ts';
import { grandstreamXml } from './vendor-files.ts';
import { child, childrenNamed, parseXml } from './xml-tree.ts';

let t: TestApp;
type Who = 'officer' | 'orgadmin' | 'operator' | 'clerk' | 'auditor' | 'admin' | 'extension';
const cookies = {} as Record<Who, string>;
const FILE = '/v3/pbx/hardware/provisioning/file';
const MAC = '805ec0a1b2c3';
let credential: { token: string; yealink_path: string; grandstream_path: string; folder_path: string };

beforeAll(async () => {
  t = await buildTestApp();
  const key = loadSecretKey(t.config);
  await insertFixtures(t.db);
  // Real SIP passwords for the fixtures' extensions (the fixtures leave a placeholder).
  await t.db
    .update(extensions)
    .set({ passwordEncrypted: encryptSecret('sip-pass-2101', key) })
    .where(eq(extensions.extension, '2101'));
  for (const [name, user] of [
    ['officer', 'officer'],
    ['orgadmin', 'orgadmin'],
    ['operator', 'operator'],
    ['clerk', 'clerk'],
    ['auditor', 'auditor'],
    ['admin', 'admin'],
  ] as const) {
    cookies[name] = await signIn(t.app, A, user, PASSWORD);
  }
  const ext = await createSession(t.db, { kind: 'extension', extension: '2101', domain: A });
  cookies.extension = `${SESSION_COOKIE}=${ext}`;

  const created = await t.app.inject({
    method: 'POST',
    url: `${FILE}/80:5E:C0:A1:B2:C3`,
    headers: { cookie: cookies.officer },
    payload: {
      timezone: 'EST5EDT',
      account1: { extension: '2101', outboundProxy: 'sbc.a.test', outboundProxyPort: 5080, ringtone: 3 },
      account2: {
        extension: '2102',
        outboundProxy: 'sbc2.a.test',
        name: 'Cabin <2102> & "Co"',
        password: 'own-pass-2102!',
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  credential = created.json().credential;
  // Building the app on a busy two-core machine can take longer than the default minute.
}, 180_000);
afterAll(() => t.close());

const fetchFile = (path: string, ip = '10.1.1.1', cookie?: string) =>
  t.app.inject({ method: 'GET', url: path, remoteAddress: ip, headers: cookie ? { cookie } : {} });

/** The key = value lines of a Yealink .cfg after its header. */
function parseCfg(text: string): Map<string, string> {
  const lines = text.split('\n');
  expect(lines[0]).toBe('#!version:1.0.0.1');
  const values = new Map<string, string>();
  for (const line of lines.slice(1)) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-z0-9_.]+) = (.*)$/.exec(line);
    expect(match, line).not.toBeNull();
    expect(values.has(match?.[1] ?? ''), `${match?.[1]} twice`).toBe(false);
    values.set(match?.[1] ?? '', match?.[2] ?? '');
  }
  return values;
}

/** The P-values of a Grandstream file, checking its gs_provision/mac/config frame. */
function parseGrandstream(text: string, mac: string): Map<string, string> {
  const root = parseXml(text);
  expect(root.name).toBe('gs_provision');
  expect(root.attributes.version).toBe('1');
  expect(child(root, 'mac').text).toBe(mac);
  const config = child(root, 'config');
  expect(config.attributes.version).toBe('1');
  const values = new Map<string, string>();
  for (const p of config.children) {
    expect(p.name).toMatch(/^P\d+$/);
    expect(values.has(p.name), `${p.name} twice`).toBe(false);
    values.set(p.name, p.text);
  }
  return values;
}

describe('the credential', () => {
  it('is answered once at creation, with the paths phones fetch, and stored only as its SHA-256', async () => {
    expect(credential.token).toMatch(/^prv_[A-Za-z0-9_-]{43}$/);
    expect(credential.folder_path).toBe(`/provision/${credential.token}/`);
    expect(credential.yealink_path).toBe(`/provision/${credential.token}/${MAC}.cfg`);
    expect(credential.grandstream_path).toBe(`/provision/${credential.token}/cfg${MAC}.xml`);
    const [row] = await t.db.select().from(hardwareFiles).where(eq(hardwareFiles.mac, MAC));
    expect(row?.provisionTokenHash).toBe(createHash('sha256').update(credential.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(credential.token);
    // Never again: the list shows when it was made, not what it is.
    const list = await t.app.inject({
      method: 'GET',
      url: `${FILE}/all`,
      headers: { cookie: cookies.officer },
    });
    expect(list.body).not.toContain(credential.token);
    expect(list.json().data[0]).toMatchObject({ mac: MAC, provisioned_at: null });
    expect(Date.parse(list.json().data[0].credential_created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is not answered to an operator, who may create a file but not read phone secrets', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${FILE}/805ec0000001`,
      headers: { cookie: cookies.operator },
      payload: { account1: { extension: '2101', outboundProxy: 'sbc.a.test' } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().credential).toBeNull();
    const [row] = await t.db.select().from(hardwareFiles).where(eq(hardwareFiles.mac, '805ec0000001'));
    expect(row?.provisionTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('a phone fetches its file', () => {
  it('Yealink: <mac>.cfg without a session, every account key as the file holds it', async () => {
    const res = await fetchFile(credential.yealink_path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const cfg = parseCfg(res.body);
    expect(Object.fromEntries(cfg)).toEqual({
      'local_time.time_zone': '-5',
      'local_time.time_zone_name': 'United States-Eastern Time',
      'account.1.enable': '1',
      'account.1.label': '2101',
      'account.1.display_name': '2101',
      'account.1.auth_name': '2101',
      'account.1.user_name': '2101',
      'account.1.password': 'sip-pass-2101',
      'account.1.sip_server.1.address': A,
      'account.1.sip_server.1.port': '5080',
      'account.1.outbound_proxy_enable': '1',
      'account.1.outbound_proxy.1.address': 'sbc.a.test',
      'account.1.outbound_proxy.1.port': '5080',
      'account.1.ringtone.ring_type': 'Ring3.wav',
      'account.2.enable': '1',
      'account.2.label': 'Cabin <2102> & "Co"',
      'account.2.display_name': 'Cabin <2102> & "Co"',
      'account.2.auth_name': '2102',
      'account.2.user_name': '2102',
      'account.2.password': 'own-pass-2102!',
      'account.2.sip_server.1.address': A,
      'account.2.sip_server.1.port': '5060',
      'account.2.outbound_proxy_enable': '1',
      'account.2.outbound_proxy.1.address': 'sbc2.a.test',
      'account.2.outbound_proxy.1.port': '5060',
      'account.2.ringtone.ring_type': 'Ring5.wav',
    });
  });

  it('Grandstream: cfg<mac>.xml and <mac>.xml, the P-values of both accounts read back by an XML parser', async () => {
    const res = await fetchFile(credential.grandstream_path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const values = parseGrandstream(res.body, MAC);
    expect(Object.fromEntries(values)).toEqual({
      P64: 'EST5EDT',
      P271: '1',
      P270: '2101',
      P47: A,
      P48: 'sbc.a.test:5080',
      P35: '2101',
      P36: '2101',
      P34: 'sip-pass-2101',
      P3: '2101',
      // Ringtone 3: Grandstream's custom ring tone 3.
      P104: '3',
      P401: '1',
      P417: 'Cabin <2102> & "Co"',
      P402: A,
      P403: 'sbc2.a.test:5060',
      P404: '2102',
      P405: '2102',
      P406: 'own-pass-2102!',
      P407: 'Cabin <2102> & "Co"',
      // The default ringtone (5, the last option): the phone's system ring tone.
      P423: '0',
    });
    const plain = await fetchFile(`${credential.folder_path}${MAC.toUpperCase()}.xml`);
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(res.body);
  });

  it("Grandstream: each ringtone maps to the account's P104 / P423 ring tone, read back", () => {
    const account = (ringtone: number) => ({
      extension: '2101',
      domain: A,
      outboundProxy: 'sbc.a.test',
      outboundProxyPort: 5060,
      name: 'Purser',
      password: 'x',
      ringtone,
    });
    const shown: Record<number, string[]> = {};
    for (const ringtone of [1, 2, 3, 4, 5]) {
      const xml = grandstreamXml({
        mac: MAC,
        domain: A,
        timezone: 'Auto',
        accounts: [
          { index: 1, account: account(ringtone) },
          { index: 2, account: account(6 - ringtone) },
        ],
      });
      const values = parseGrandstream(xml, MAC);
      shown[ringtone] = [values.get('P104') ?? '', values.get('P423') ?? ''];
    }
    // 1 to 3: custom ring tones 1 to 3; 4 and 5 (the default): the system ring tone.
    expect(shown).toEqual({ 1: ['1', '0'], 2: ['2', '0'], 3: ['3', '3'], 4: ['0', '2'], 5: ['0', '1'] });
  });

  it('marks the file taken (archived, with the time) and keeps serving it at the same URL whatever its status', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `${FILE}/archived`,
      headers: { cookie: cookies.officer },
    });
    const file = list.json().data.find((f: { mac: string }) => f.mac === MAC);
    expect(file.status).toBe('archived');
    expect(Date.parse(file.provisioned_at)).toBeGreaterThan(Date.now() - 60_000);
    // A changed config is pending again; the phone's URL is the same.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${FILE}/archived/mac/${MAC}`,
      headers: { cookie: cookies.officer },
      payload: { account1: { extension: '2101', outboundProxy: 'sbc.a.test', name: 'Purser desk' } },
    });
    expect(patched.json().status).toBe('pending');
    const res = await fetchFile(credential.yealink_path);
    expect(res.statusCode).toBe(200);
    expect(parseCfg(res.body).get('account.1.label')).toBe('Purser desk');
  });

  it('is audited once per change of status, as the device, not at every fetch', async () => {
    const provisioned = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'provisioned'), eq(auditLog.entityId, MAC)))
        .orderBy(auditLog.id);
    // Taken when first fetched (Yealink), fetched again (Grandstream, the .xml), changed and taken again.
    const rows = await provisioned();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      domain: A,
      actorKind: 'device',
      actorId: '80:5e:c0:a1:b2:c3',
      entity: 'hardware_files',
      ip: '10.1.1.1',
      detail: `GET /provision/:credential/${MAC}.cfg`,
      fields: [],
    });
    // The credential never reaches the log.
    expect(JSON.stringify(rows)).not.toContain(credential.token);
    for (let i = 0; i < 3; i++) expect((await fetchFile(credential.yealink_path)).statusCode).toBe(200);
    expect(await provisioned()).toHaveLength(2);
    // The officer reads it on the Audit screen's list.
    const list = await t.app.inject({
      url: '/v3/audit?search=provisioned',
      headers: { cookie: cookies.officer },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBeGreaterThanOrEqual(2);
  });

  it('is the same 404 for no, a wrong or a malformed credential, another MAC or an unknown file, signed in or not', async () => {
    const other = `prv_${'A'.repeat(43)}`;
    const misses = [
      `/provision/${other}/${MAC}.cfg`,
      `/provision/${credential.token.slice(0, -1)}x/${MAC}.cfg`,
      `/provision/not-a-token/${MAC}.cfg`,
      `/provision/${credential.token}/805ec0000001.cfg`,
      `/provision/${credential.token}/${MAC}.boot`,
      `/provision/${credential.token}/y000000000000.cfg`,
      `/provision/${credential.token}/cfg${MAC}.cfg`,
      `/provision/${credential.token}/`,
      `/provision/${MAC}.cfg`,
    ];
    for (const [i, path] of misses.entries()) {
      const res = await fetchFile(path, `10.2.0.${i}`, i % 2 ? cookies.officer : undefined);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).not.toMatch(/sip-pass|own-pass/);
    }
    const wrong = await fetchFile(misses[0] as string, '10.2.1.1');
    expect(wrong.json()).toEqual({ error: 'There is no provisioning file at this address.' });
  });

  it('refuses an address with 429 after too many misses, even with the right credential; others go on', async () => {
    const ip = '10.3.3.3';
    for (let i = 0; i < PROVISION_MISSES_MAX; i++) {
      expect((await fetchFile(`/provision/prv_${'B'.repeat(43)}/${MAC}.cfg`, ip)).statusCode).toBe(404);
    }
    const refused = await fetchFile(`/provision/prv_${'B'.repeat(43)}/${MAC}.cfg`, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/Too many requests/);
    expect((await fetchFile(credential.yealink_path, ip)).statusCode).toBe(429);
    expect((await fetchFile(credential.yealink_path, '10.3.3.4')).statusCode).toBe(200);
  });

  it('does not count files served: a phone fetching often is never refused', async () => {
    for (let i = 0; i < PROVISION_MISSES_MAX + 5; i++) {
      const res = await fetchFile(i % 2 ? credential.yealink_path : credential.grandstream_path, '10.4.4.4');
      expect(res.statusCode).toBe(200);
    }
    // Every request also passes the in-memory cap per address.
    const res = await fetchFile(credential.yealink_path, '10.4.4.4');
    expect(res.headers['x-ratelimit-limit']).toBe('600');
  });
});

describe('the console', () => {
  const view = (cookie: string, query = 'vendor=grandstream', mac = MAC) =>
    t.app.inject({ method: 'GET', url: `${FILE}/mac/${mac}/phone-file?${query}`, headers: { cookie } });
  const rotate = (cookie: string, mac = MAC) =>
    t.app.inject({ method: 'POST', url: `${FILE}/mac/${mac}/credential`, headers: { cookie } });

  it('views and downloads the file in either format, as the phone gets it', async () => {
    const phone = await fetchFile(credential.grandstream_path, '10.5.5.5');
    const res = await view(cookies.officer);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(phone.body);
    expect(res.headers['content-disposition']).toBeUndefined();
    const download = await view(cookies.orgadmin, 'vendor=yealink&download=true', '80-5E-C0-A1-B2-C3');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${MAC}.cfg"`);
    expect(parseCfg(download.body).get('account.1.password')).toBe('sip-pass-2101');
    expect((await view(cookies.officer, 'vendor=polycom')).statusCode).toBe(400);
    expect((await view(cookies.officer, 'vendor=yealink', '001122334455')).statusCode).toBe(404);
  });

  it('rotates the credential: the new one is answered once and works, the old one stops at once', async () => {
    const res = await rotate(cookies.officer);
    expect(res.statusCode).toBe(200);
    const fresh = res.json();
    expect(fresh.token).not.toBe(credential.token);
    expect(fresh.yealink_path).toBe(`/provision/${fresh.token}/${MAC}.cfg`);
    expect((await fetchFile(credential.yealink_path, '10.6.6.6')).statusCode).toBe(404);
    expect((await fetchFile(fresh.yealink_path, '10.6.6.6')).statusCode).toBe(200);
    credential = fresh;
    expect((await rotate(cookies.officer, '001122334455')).statusCode).toBe(404);
  });

  it('lets only roles that may read phone secrets view or rotate; signed out is 401', async () => {
    for (const role of ['operator', 'clerk', 'auditor', 'extension'] as const) {
      const cookie = cookies[role];
      expect((await view(cookie)).statusCode, role).toBe(403);
      expect((await rotate(cookie)).statusCode, role).toBe(403);
    }
    expect((await view('')).statusCode).toBe(401);
    expect((await rotate('')).statusCode).toBe(401);
    expect((await fetchFile(credential.yealink_path, '10.7.7.7')).statusCode).toBe(200);
  });

  it("answers a 404 for another ship's file, and the PBX module off is a 403", async () => {
    const [bravo] = await t.db
      .insert(hardwareFiles)
      .values({ domain: B, mac: '805ec0bbbbbb', name: 'Bravo', ext: '4000' })
      .returning();
    expect(bravo?.organizationCode).toBe('acme');
    expect((await view(cookies.officer, 'vendor=yealink', '805ec0bbbbbb')).statusCode).toBe(404);
    expect((await rotate(cookies.officer, '805ec0bbbbbb')).statusCode).toBe(404);
    const nopbx = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    expect((await view(nopbx)).statusCode).toBe(403);
  });
});

describe('a MAC is one phone in the organisation', () => {
  it('answers 409 naming the ship that has it, for a MAC of another ship of the organisation', async () => {
    const switched = await t.app.inject({
      method: 'PUT',
      url: '/v1/session/environment',
      headers: { cookie: cookies.admin },
      payload: { code: 'BBB' },
    });
    expect(switched.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `${FILE}/${MAC}`,
      headers: { cookie: cookies.admin },
      payload: { account1: { extension: '4000', outboundProxy: 'sbc.b.test' } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'A configuration file for MAC 80:5e:c0:a1:b2:c3 already exists in domain a.test: a MAC can be provisioned once in the organisation.',
    );
  });

  it('is enforced by the database within an organisation, not across organisations', async () => {
    await expect(
      t.db.insert(hardwareFiles).values({ domain: B, mac: MAC, name: 'again', ext: '4000' }),
    ).rejects.toThrow();
    await t.db.insert(hardwareFiles).values({ domain: NOPBX, mac: MAC, name: 'other org', ext: '1' });
    const rows = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from hardware_files where mac = ${MAC}`,
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(2);
  });
});

describe('xml-tree', () => {
  it('refuses a document that is not well formed', () => {
    expect(() => parseXml('<a><b></a>')).toThrow();
    expect(() => parseXml('<a>&</a>')).toThrow();
    expect(childrenNamed(parseXml('<a><b/><b/></a>'), 'b')).toHaveLength(2);
  });
});
