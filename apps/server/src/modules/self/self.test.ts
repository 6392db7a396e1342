/**
 * GET and PATCH /v1/self: an extension session reads and changes only its own extension (caller name and
 * forwards, nothing else), and no console user may use self-service.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, insertFixtures, PASSWORD, ROLE_FIXTURES } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { extensions } from '../pbx/schema.ts';
import { extensionCookie, insertSelfFixtures } from './test-fixtures.ts';

let t: TestApp;
let purser: string;
let cabin: string;

const row = async (ext: string) => {
  const [found] = await t.db
    .select()
    .from(extensions)
    .where(and(eq(extensions.domain, A), eq(extensions.extension, ext)));
  return found;
};
const patch = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/v1/self', headers: { cookie }, payload });

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  await insertSelfFixtures(t);
  purser = await extensionCookie(t, '2101');
  cabin = await extensionCookie(t, '2102');
});
afterAll(() => t.close());

describe('GET /v1/self', () => {
  it('answers the own extension: caller name, forwards, voicemail; a desk phone has no card', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/self', headers: { cookie: purser } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      extension: '2101',
      domain: A,
      effective_caller_id_name: 'Purser',
      forward_all: { enabled: false, destination: '' },
      forward_busy: { enabled: false, destination: '' },
      forward_no_answer: { enabled: false, destination: '' },
      forward_user_not_registered: { enabled: false, destination: '' },
      voicemail: { voicemail_id: '2101', enabled: true, messages: 3, new_messages: 3 },
      cabin: false,
      // A cabin card numbered 2101 exists, but 2101 has no room data: it is not the Purser's card.
      callingcard: null,
    });
  });

  it('answers a cabin its own card balance', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/self', headers: { cookie: cabin } });
    expect(res.json()).toMatchObject({
      extension: '2102',
      cabin: true,
      callingcard: { credit: 42.5, currency: 'USD' },
    });
  });

  it('finds a crew app that exists only as its app account (9998 + number)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/self',
      headers: { cookie: await extensionCookie(t, '5001') },
    });
    expect(res.json()).toMatchObject({
      extension: '5001',
      effective_caller_id_name: 'Crew 5001',
      voicemail: null,
    });
  });

  it('ignores a domain or extension named in the query', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/self?domain=${A}&ext=2102&extension=2102`,
      headers: { cookie: purser },
    });
    expect(res.json().extension).toBe('2101');
  });
});

describe('PATCH /v1/self', () => {
  it('changes the own caller name and forwards, and only the own extension', async () => {
    const before2102 = await row('2102');
    const res = await patch(purser, {
      effective_caller_id_name: '  Purser Desk ',
      forward_busy: { enabled: true, destination: '99982101' },
      forward_no_answer: { enabled: true, destination: '+13055550100' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      effective_caller_id_name: 'Purser Desk',
      forward_all: { enabled: false, destination: '' },
      forward_busy: { enabled: true, destination: '99982101' },
      forward_no_answer: { enabled: true, destination: '+13055550100' },
    });
    const after = await row('2101');
    expect(after).toMatchObject({
      effectiveCallerIdName: 'Purser Desk',
      forwardBusyEnabled: true,
      forwardBusyDestination: '99982101',
    });
    expect(await row('2102')).toEqual(before2102);
  });

  it.each([
    ['password', { password: 'new-sip-password-1' }],
    ['description', { description: '9,9,9,9' }],
    ['toll_allow', { toll_allow: 'f' }],
    ['outbound_caller_id_number', { outbound_caller_id_number: '911' }],
    ['extension', { extension: '2102' }],
    ['domain', { domain: 'b.test' }],
    ['credit', { credit: 100000 }],
  ])('refuses %s with a 400 naming it, and changes nothing', async (field, body) => {
    const before = await row('2101');
    const res = await patch(purser, { effective_caller_id_name: 'Sneaky', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(field);
    expect(await row('2101')).toEqual(before);
  });

  it.each([
    [
      'forward_all.destination',
      { forward_all: { enabled: true, destination: 'sip:evil@example.com' } },
      'number',
    ],
    ['forward_busy.destination', { forward_busy: { enabled: true, destination: '' } }, 'required'],
    [
      'forward_no_answer.destination',
      { forward_no_answer: { enabled: false, destination: '12a' } },
      'number',
    ],
    ['forward_all.destination', { forward_all: { enabled: true, destination: '2101' } }, 'itself'],
    ['forward_all.enabled', { forward_all: { destination: '2102' } }, 'required'],
    ['effective_caller_id_name', { effective_caller_id_name: '   ' }, 'empty'],
  ])('answers 400 naming %s', async (field, body, words) => {
    const res = await patch(purser, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(`Field '${field}'`);
    expect(res.json().error).toContain(words);
  });

  it('may turn a forward off and clear its destination', async () => {
    const res = await patch(purser, { forward_busy: { enabled: false, destination: '' } });
    expect(res.json().forward_busy).toEqual({ enabled: false, destination: '' });
  });
});

describe('a console user', () => {
  const routes = [
    ['GET', '/v1/self'],
    ['PATCH', '/v1/self'],
    ['GET', '/v1/self/voicemail/messages'],
    ['DELETE', '/v1/self/voicemail/messages/00000000-0000-4000-8000-000000000000'],
    ['PATCH', '/v1/self/voicemail'],
    ['GET', '/v1/self/callingcard'],
    ['GET', '/v1/self/callingcard/cdrs'],
  ] as const;

  it('gets 403 with a sentence on every self-service route, whatever the role', async () => {
    for (const username of ['admin', ...Object.keys(ROLE_FIXTURES)]) {
      const cookie = await signIn(t.app, A, username, PASSWORD);
      for (const [method, url] of routes) {
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie },
          ...(method === 'PATCH' ? { payload: { password: '2580' } } : {}),
        });
        expect(res.statusCode, `${username} ${method} ${url}`).toBe(403);
        expect(res.json().error).toMatch(/may not use self-service\.$/);
      }
    }
  });

  it('gets 401 when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/self' });
    expect(res.statusCode).toBe(401);
  });
});
