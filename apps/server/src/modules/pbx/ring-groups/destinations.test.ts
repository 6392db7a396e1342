/** GET, POST and DELETE /v2/pbx/domain/{domain}/ringgroup/{extension}/destination[/{number}]. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { ringGroups } from '../schema.ts';

let t: TestApp;
let officer: string;
beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  await t.db.insert(ringGroups).values([
    { domain: A, extension: '6000', name: 'Reception' },
    { domain: B, extension: '6000', name: 'Bravo Reception' },
  ]);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

const path = (extension = '6000', domain = A) =>
  `/v2/pbx/domain/${domain}/ringgroup/${extension}/destination`;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie = officer) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('ring group destinations', () => {
  it('starts empty, adds with delay 0 and timeout 30 by default, and lists in ringing order', async () => {
    expect((await call('GET', path())).json()).toEqual({ ringgroupdestinations: [], total: 0 });
    const first = await call('POST', path(), { destination_number: '2101' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      destination_number: '2101',
      destination_delay: 0,
      destination_timeout: 30,
    });
    await call('POST', path(), {
      destination_number: '+13055550100',
      destination_delay: 10,
      destination_timeout: 20,
    });
    await call('POST', path(), { destination_number: '2102', destination_delay: 5, destination_timeout: 60 });
    const list = await call('GET', `${path()}?page=1&pagesize=10000`);
    expect(list.json()).toEqual({
      ringgroupdestinations: [
        { destination_number: '2101', destination_delay: 0, destination_timeout: 30 },
        { destination_number: '2102', destination_delay: 5, destination_timeout: 60 },
        { destination_number: '+13055550100', destination_delay: 10, destination_timeout: 20 },
      ],
      total: 3,
    });
    const page = (await call('GET', `${path()}?page=2&pagesize=2`)).json();
    expect(page).toEqual({
      ringgroupdestinations: [
        { destination_number: '+13055550100', destination_delay: 10, destination_timeout: 20 },
      ],
      total: 3,
    });
  });

  it('answers 409 with a sentence for a number the group rings already', async () => {
    const res = await call('POST', path(), { destination_number: '2101', destination_delay: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Destination 2101 already exists in Ring Group 6000.' });
  });

  it('answers 400 naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{}, "Field 'destination_number' is required."],
      [{ destination_number: '21-01' }, "Field 'destination_number' must be a phone or extension number."],
      [
        { destination_number: '2103', destination_delay: -1 },
        "Field 'destination_delay' must be at least 0.",
      ],
      [
        { destination_number: '2103', destination_timeout: 0 },
        "Field 'destination_timeout' must be at least 1.",
      ],
      [
        { destination_number: '2103', destination_timeout: 601 },
        "Field 'destination_timeout' must be at most 600.",
      ],
      [{ destination_number: '6000' }, 'A Ring Group cannot ring itself.'],
    ];
    for (const [payload, error] of cases) {
      const res = await call('POST', path(), payload);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { error } });
    }
    expect((await call('GET', path())).json().total).toBe(3);
  });

  it('removes a number, then 404s it; 404s an unknown group', async () => {
    const res = await call('DELETE', `${path()}/2102`);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', path())).json().total).toBe(2);
    const again = await call('DELETE', `${path()}/2102`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Destination 2102 does not exist in Ring Group 6000.' });
    expect((await call('DELETE', `${path()}/${encodeURIComponent('+13055550100')}`)).statusCode).toBe(200);
    const unknown = await call('GET', path('6999'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: `Ring Group 6999 does not exist in domain ${A}.` });
    expect((await call('POST', path('6999'), { destination_number: '2101' })).statusCode).toBe(404);
  });

  it('answers 401 and 403 for another ship', async () => {
    expect((await call('GET', path(), undefined, '')).statusCode).toBe(401);
    expect((await call('GET', path('6000', B))).statusCode).toBe(403);
    expect((await call('POST', path('6000', B), { destination_number: '2101' })).statusCode).toBe(403);
    expect((await call('DELETE', `${path('6000', B)}/2101`)).statusCode).toBe(403);
  });
});
