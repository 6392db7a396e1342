/**
 * FreeSWITCH mod_xml_curl endpoints (issue 14 items 5 and 9) on a real database: the documents as
 * mod_xml_curl gets them for a form-encoded lookup, pinned by golden files (golden/*.xml) and read back
 * with an XML parser; the token decides the domain; anything Portside does not own is "not found".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptSecret, loadSecretKey } from '../../../platform/secrets.ts';
import { A, B, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { createToken } from '../../tokens/service.ts';
import { child, childrenNamed, parseXml, type XmlElement } from '../provisioning/xml-tree.ts';
import { dialplans, extensions, ringGroupDestinations, ringGroups, voicemailBoxes } from '../schema.ts';
import { isOneExtensionElement, ringGroupExtension } from './dialplan.ts';

let t: TestApp;
let alpha: string;
let bravo: string;
const DIRECTORY = '/v3/pbx/freeswitch/directory';
const DIALPLAN = '/v3/pbx/freeswitch/dialplan';
const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

beforeAll(async () => {
  t = await buildTestApp();
  const key = loadSecretKey(t.config);
  await insertFixtures(t.db);
  alpha = (await createToken(t.db, A, null, 'Alpha FreeSWITCH')).token;
  bravo = (await createToken(t.db, B, null, 'Bravo FreeSWITCH')).token;
  await t.db.insert(extensions).values([
    {
      domain: A,
      extension: '2201',
      passwordEncrypted: encryptSecret('sip&pass"2201', key),
      effectiveCallerIdName: 'Spa <desk>',
      effectiveCallerIdNumber: '2201',
      outboundCallerIdName: 'Ocean Star',
      outboundCallerIdNumber: '+13055550100',
      emergencyCallerIdNumber: '+13055550199',
      tollAllow: 'domestic,international',
      accountcode: 'spa',
    },
    { domain: A, extension: '2202', passwordEncrypted: encryptSecret('sip-pass-2202', key) },
    { domain: A, extension: '2203', passwordEncrypted: encryptSecret('sip-pass-2203', key), enabled: false },
  ]);
  await t.db.insert(voicemailBoxes).values([
    { domain: A, voicemailId: '2201', passwordEncrypted: encryptSecret('4820', key) },
    { domain: A, voicemailId: '2202', passwordEncrypted: encryptSecret('1357', key), enabled: false },
  ]);
  await t.db.insert(ringGroups).values([
    {
      ringGroupUuid: uuid(1),
      domain: A,
      extension: '2000',
      name: 'Front desk',
      callerIdName: 'Front desk',
      callTimeout: 40,
      strategy: 'enterprise',
      timeoutActionName: 'voicemail',
      timeoutActionValue: '2201',
      timeoutApp: 'transfer',
      timeoutData: `*992201 XML ${A}`,
    },
    { ringGroupUuid: uuid(2), domain: A, extension: '2001', name: 'Spa', strategy: 'sequence' },
    {
      ringGroupUuid: uuid(3),
      domain: A,
      extension: '2002',
      name: 'Forwarded',
      forwardEnabled: true,
      forwardDestination: '2201',
    },
    { ringGroupUuid: uuid(4), domain: A, extension: '2003', name: 'Off', enabled: false },
    { ringGroupUuid: uuid(5), domain: B, extension: '4100', name: 'Bravo bridge' },
  ]);
  await t.db.insert(ringGroupDestinations).values([
    { ringGroupUuid: uuid(1), number: '2201', delay: 0, timeout: 30, insertDate: day(1) },
    { ringGroupUuid: uuid(1), number: '2202', delay: 5, timeout: 25, insertDate: day(2) },
    { ringGroupUuid: uuid(1), number: '2001', delay: 10, timeout: 20, insertDate: day(3) },
    { ringGroupUuid: uuid(2), number: '2202', insertDate: day(1) },
    { ringGroupUuid: uuid(2), number: '13055550142', insertDate: day(2) },
  ]);
  await t.db.insert(dialplans).values([
    {
      dialplanUuid: uuid(11),
      domain: A,
      name: 'Main line',
      number: '+13055550100',
      order: 100,
      destinationActions: [{ name: 'ringgroup', value: '2000' }],
    },
    {
      dialplanUuid: uuid(12),
      domain: A,
      name: 'Night line',
      number: '13055550101',
      order: 50,
      destinationActions: [{ name: 'voicemail', value: '2201' }],
      xml: `<extension name="Night line" continue="false" uuid="${uuid(12)}">\n  <condition field="destination_number" expression="^13055550101$">\n    <action application="transfer" data="*992201 XML ${A}"/>\n  </condition>\n</extension>`,
    },
    {
      dialplanUuid: uuid(13),
      domain: A,
      name: 'Broken own XML',
      number: '13055550102',
      order: 200,
      destinationActions: [{ name: 'other', value: 'hangup' }],
      xml: '<extension name="x"><condition></extension>',
    },
    {
      dialplanUuid: uuid(14),
      domain: A,
      name: 'Disabled',
      number: '13055550103',
      enabled: false,
      destinationActions: [{ name: 'extension', value: '2201' }],
    },
    {
      dialplanUuid: uuid(15),
      domain: B,
      name: 'Bravo line',
      number: '13055550200',
      destinationActions: [{ name: 'extension', value: '4000' }],
    },
  ]);
  // Building the app on a busy two-core machine can take longer than the default minute.
}, 180_000);
afterAll(() => t.close());

/** A lookup as mod_xml_curl makes it: a form-encoded POST, the token in the gateway-url's query. */
const lookup = (path: string, fields: Record<string, string>, token = alpha) =>
  t.app.inject({
    method: 'POST',
    url: `${path}?apiToken=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const sipAuth = (user: string, domain = A) => ({
  hostname: 'fs1',
  section: 'directory',
  tag_name: 'domain',
  key_name: 'name',
  key_value: domain,
  'Event-Name': 'REQUEST_PARAMS',
  action: 'sip_auth',
  sip_profile: 'internal',
  user,
  domain,
});

const dialplanFields = (context: string, destination: string) => ({
  hostname: 'fs1',
  section: 'dialplan',
  tag_name: '',
  key_name: '',
  key_value: '',
  'Hunt-Context': context,
  'Caller-Context': context,
  'Hunt-Destination-Number': destination,
  'Caller-Destination-Number': destination,
});

function isNotFound(doc: XmlElement): boolean {
  const section = child(doc, 'section');
  return section.attributes.name === 'result' && child(section, 'result').attributes.status === 'not found';
}

const params = (element: XmlElement, group: string) =>
  Object.fromEntries(
    childrenNamed(child(element, group), group === 'params' ? 'param' : 'variable').map((p) => [
      p.attributes.name,
      p.attributes.value,
    ]),
  );

describe('directory', () => {
  it('answers a sip_auth lookup with the user, its password, voicemail PIN and variables', async () => {
    const res = await lookup(DIRECTORY, sipAuth('2201'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    await expect(res.body).toMatchFileSnapshot('./golden/directory-user.xml');
    const doc = parseXml(res.body);
    expect(doc.name).toBe('document');
    expect(doc.attributes.type).toBe('freeswitch/xml');
    const domain = child(child(doc, 'section'), 'domain');
    expect(domain.attributes.name).toBe(A);
    const users = childrenNamed(child(child(child(domain, 'groups'), 'group'), 'users'), 'user');
    expect(users.map((u) => u.attributes.id)).toEqual(['2201']);
    const user = users[0] as XmlElement;
    expect(params(user, 'params')).toEqual({
      password: 'sip&pass"2201',
      'vm-password': '4820',
      'vm-enabled': 'true',
    });
    expect(params(user, 'variables')).toEqual({
      domain_name: A,
      user_context: A,
      effective_caller_id_name: 'Spa <desk>',
      effective_caller_id_number: '2201',
      outbound_caller_id_name: 'Ocean Star',
      outbound_caller_id_number: '+13055550100',
      emergency_caller_id_number: '+13055550199',
      toll_allow: 'domestic,international',
      accountcode: 'spa',
    });
  });

  it('lists every user of the domain when no user is asked for; a disabled mailbox says so', async () => {
    const { user: _user, action: _action, ...fields } = sipAuth('');
    const res = await lookup(DIRECTORY, fields);
    await expect(res.body).toMatchFileSnapshot('./golden/directory-domain.xml');
    const doc = parseXml(res.body);
    const users = childrenNamed(
      child(child(child(child(child(doc, 'section'), 'domain'), 'groups'), 'group'), 'users'),
      'user',
    );
    expect(users.map((u) => u.attributes.id)).toEqual(['2101', '2102', '2201', '2202', '99982101']);
    const u2202 = users.find((u) => u.attributes.id === '2202') as XmlElement;
    expect(params(u2202, 'params')).toEqual({
      password: 'sip-pass-2202',
      'vm-password': '1357',
      'vm-enabled': 'false',
    });
    const u2101 = users.find((u) => u.attributes.id === '2101') as XmlElement;
    expect(params(u2101, 'params')['vm-enabled']).toBe('false');
  });

  it('is "not found" for an unknown or disabled user, another domain, gateways and another section', async () => {
    for (const fields of [
      sipAuth('9999'),
      sipAuth('2203'),
      sipAuth('4000', B),
      { ...sipAuth(''), purpose: 'gateways' },
      { ...sipAuth('2201'), section: 'configuration' },
    ]) {
      const res = await lookup(DIRECTORY, fields);
      expect(res.statusCode).toBe(200);
      expect(isNotFound(parseXml(res.body)), JSON.stringify(fields)).toBe(true);
    }
    const res = await lookup(DIRECTORY, sipAuth('9999'));
    await expect(res.body).toMatchFileSnapshot('./golden/not-found.xml');
    // Bravo's token reads Bravo.
    const bravoUser = await lookup(DIRECTORY, sipAuth('4000', B), bravo);
    expect(bravoUser.body).toContain('<user id="4000">');
  });

  it('takes the lookup as a GET with query fields too', async () => {
    const query = new URLSearchParams({ ...sipAuth('2202'), apiToken: alpha }).toString();
    const res = await t.app.inject({ method: 'GET', url: `${DIRECTORY}?${query}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<user id="2202">');
  });
});

describe('dialplan', () => {
  it("gives the domain's context its ring groups, voicemail codes and local extensions", async () => {
    const res = await lookup(DIALPLAN, dialplanFields(A, '2000'));
    expect(res.statusCode, res.body).toBe(200);
    await expect(res.body).toMatchFileSnapshot('./golden/dialplan-domain.xml');
    const context = child(child(parseXml(res.body), 'section'), 'context');
    expect(context.attributes.name).toBe(A);
    const names = childrenNamed(context, 'extension').map((e) => e.attributes.name);
    expect(names).toEqual([
      'Front desk',
      'Spa',
      'Forwarded',
      'voicemail_deposit',
      'voicemail_check',
      'user_exists',
      'local_extension',
    ]);
    const front = childrenNamed(context, 'extension')[0] as XmlElement;
    const condition = child(front, 'condition');
    expect(condition.attributes).toEqual({ field: 'destination_number', expression: '^2000$' });
    const actions = childrenNamed(condition, 'action').map(
      (a) => `${a.attributes.application} ${a.attributes.data}`,
    );
    expect(actions).toContain(
      `bridge {ignore_early_media=true}[leg_delay_start=0,leg_timeout=30]user/2201@${A}:_:[leg_delay_start=5,leg_timeout=25]user/2202@${A}:_:[leg_delay_start=10,leg_timeout=20]loopback/2001/${A}`,
    );
    expect(actions).toContain('set call_timeout=40');
    expect(actions.at(-1)).toBe(`transfer *992201 XML ${A}`);
  });

  it("gives the public context the domain's enabled inbound routes in order, own XML only when well formed", async () => {
    const res = await lookup(DIALPLAN, dialplanFields('public', '+13055550100'));
    await expect(res.body).toMatchFileSnapshot('./golden/dialplan-public.xml');
    const context = child(child(parseXml(res.body), 'section'), 'context');
    expect(context.attributes.name).toBe('public');
    const routes = childrenNamed(context, 'extension');
    expect(routes.map((r) => r.attributes.name)).toEqual(['Night line', 'Main line', 'Broken own XML']);
    const main = childrenNamed(child(routes[1] as XmlElement, 'condition'), 'action');
    expect(main.map((a) => a.attributes.data)).toEqual([`domain_name=${A}`, `2000 XML ${A}`]);
    // The broken one falls back to its generated hangup.
    const broken = childrenNamed(child(routes[2] as XmlElement, 'condition'), 'action');
    expect(broken.map((a) => a.attributes.application)).toEqual(['set', 'hangup']);
  });

  it('is "not found" for a context that is not the domain\'s or public, or another section', async () => {
    for (const fields of [
      dialplanFields('default', '2000'),
      dialplanFields(B, '4100'),
      { ...dialplanFields(A, '1'), section: 'directory' },
    ]) {
      expect(isNotFound(parseXml((await lookup(DIALPLAN, fields)).body)), JSON.stringify(fields)).toBe(true);
    }
    const bravoRoutes = await lookup(DIALPLAN, dialplanFields('public', '1'), bravo);
    expect(bravoRoutes.body).toContain('Bravo line');
    expect(bravoRoutes.body).not.toContain('Main line');
  });

  it('rings a random group in a new order per call, every destination once', () => {
    const plan = {
      uuid: uuid(9),
      extension: '2009',
      name: 'Random',
      callerIdName: '',
      callerIdNumber: '',
      callTimeout: 30,
      strategy: 'random',
      forwardEnabled: false,
      forwardDestination: '',
      timeoutApp: '',
      timeoutData: '',
      destinations: ['2201', '2202', '2101'].map((number) => ({ number, delay: 0, timeout: 30 })),
    };
    const reversed = ringGroupExtension(plan, A, new Set(['2201', '2202', '2101']), (items) =>
      [...items].reverse(),
    );
    expect(reversed).toContain(
      `[leg_delay_start=0,leg_timeout=30]user/2101@${A}|[leg_delay_start=0,leg_timeout=30]user/2202@${A}|[leg_delay_start=0,leg_timeout=30]user/2201@${A}`,
    );
  });
});

describe('the token', () => {
  it('is required: none, a wrong one or a session is a 401', async () => {
    const none = await t.app.inject({ method: 'POST', url: DIRECTORY, payload: sipAuth('2201') });
    expect(none.statusCode).toBe(401);
    expect((await lookup(DIRECTORY, sipAuth('2201'), `pst_${'x'.repeat(43)}`)).statusCode).toBe(401);
    const officer = await signIn(t.app, A, 'officer', PASSWORD);
    const session = await t.app.inject({
      method: 'POST',
      url: DIRECTORY,
      headers: { cookie: officer },
      payload: sipAuth('2201'),
    });
    expect(session.statusCode).toBe(401);
    expect(session.body).not.toContain('sip&amp;pass');
  });
});

describe('isOneExtensionElement', () => {
  it('accepts one balanced extension element and refuses anything else', () => {
    expect(
      isOneExtensionElement(
        '<extension name="a"><condition field="x" expression="^1$"><action application="hangup"/></condition></extension>',
      ),
    ).toBe(true);
    expect(isOneExtensionElement('<!-- note -->\n<extension name="a"/>')).toBe(false);
    expect(isOneExtensionElement('<extension><condition></extension>')).toBe(false);
    expect(isOneExtensionElement('<extension></extension><extension></extension>')).toBe(false);
    expect(isOneExtensionElement('<extension a="1 & 2"></extension>')).toBe(false);
    expect(isOneExtensionElement('<extension>x < y</extension>')).toBe(false);
    expect(isOneExtensionElement('<context><extension></extension></context>')).toBe(false);
  });
});
