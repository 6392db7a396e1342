/** Directory contacts and their phones: list (search, order, export), create, update, delete; phones. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, insertFixtures, NOPBX, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { contacts } from './schema.ts';

let t: TestApp;
let officer: string;
const base = `/v3/pbx/domain/${A}/contact`;

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  officer = await signIn(t.app, A, 'officer', PASSWORD);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const inject = (method: Method, url: string, payload?: object, cookie = officer) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function newContact(name: string, type: 'user' | 'guest' = 'guest'): Promise<string> {
  const res = await inject('POST', base, { contact_type: type, contact_name_given: name });
  expect(res.statusCode).toBe(201);
  return res.json().contact_uuid;
}

describe('contacts', () => {
  let ana: string;
  let ben: string;

  it('creates a contact and answers its contact_uuid', async () => {
    const res = await inject('POST', base, { contact_type: 'user', contact_name_given: ' Ana Able ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      contact_uuid: expect.any(String),
      contact_type: 'user',
      contact_name_given: 'Ana Able',
      insert_date: expect.any(String),
      phones: [],
    });
    ana = res.json().contact_uuid;
    ben = await newContact('Ben Baker');
  });

  it('answers 400 naming the field for a missing name or an unknown type, and stores nothing', async () => {
    expect((await inject('POST', base, { contact_type: 'user' })).json()).toEqual({
      error: "Field 'contact_name_given' is required.",
    });
    expect((await inject('POST', base, { contact_type: 'crew', contact_name_given: 'X' })).json()).toEqual({
      error: `Field 'contact_type' must be "user" or "guest".`,
    });
    expect((await t.db.select().from(contacts)).length).toBe(2);
  });

  it('adds phones (409 for the same number on the same channel) and lists them', async () => {
    const add = (uuid: string, phone_label: string, phone_number: string) =>
      inject('POST', `${base}/${uuid}/phone`, { phone_label, phone_number });
    const first = await add(ana, 'app', '99982101');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ phone_label: 'app', phone_number: '99982101' });
    expect((await add(ana, 'whatsapp', '+13055550101')).statusCode).toBe(201);
    // The same number on another channel is another phone.
    expect((await add(ana, 'sms', '+13055550101')).statusCode).toBe(201);
    const twice = await add(ana, 'sms', '+13055550101');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'The contact already has number +13055550101 for sms.' });
    expect((await add(ana, 'fax', '1')).statusCode).toBe(400);
    expect((await add(ana, 'sms', '555-0101')).json()).toEqual({
      error: "Field 'phone_number' must be a phone number of digits.",
    });
    const list = await inject('GET', `${base}/${ana}/phone?page=1&pagesize=10000`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((p: { phone_label: string }) => p.phone_label)).toEqual([
      'app',
      'whatsapp',
      'sms',
    ]);
  });

  it('lists newest first by default with phones, ASC on request, and searches name or number', async () => {
    const page = (await inject('GET', `${base}?page=1&pagesize=25&withExtraInfo=true`)).json();
    expect(page.total).toBe(2);
    expect(page.data.map((c: { contact_name_given: string }) => c.contact_name_given)).toEqual([
      'Ben Baker',
      'Ana Able',
    ]);
    expect(page.data[1].phones).toHaveLength(3);
    const asc = (await inject('GET', `${base}?order=ASC&orderby=insert_date`)).json();
    expect(asc.data[0].contact_name_given).toBe('Ana Able');
    expect(asc.data[0].phones).toBeUndefined();
    const names = async (search: string) =>
      (await inject('GET', `${base}?search=${encodeURIComponent(search)}`))
        .json()
        .data.map((c: { contact_name_given: string }) => c.contact_name_given);
    expect(await names('BAKER')).toEqual(['Ben Baker']);
    expect(await names('5550101')).toEqual(['Ana Able']);
    expect(await names('%')).toEqual([]);
  });

  it('exports the chosen columns as users-<code>-<date>.csv', async () => {
    const res = await inject(
      'GET',
      `${base}?format=csv&columns=contact_name_given,contact_type,phones&order=ASC`,
    );
    expect(res.headers['content-disposition']).toMatch(/filename="users-AAA-\d{8}\.csv"/);
    expect(res.body.trim().split('\n')).toEqual([
      'contact_name_given,contact_type,phones',
      'Ana Able,user,app:99982101; whatsapp:+13055550101; sms:+13055550101',
      'Ben Baker,guest,',
    ]);
  });

  it('updates name and type; 404 for an unknown contact, 400 for a bad one', async () => {
    const res = await inject('PATCH', `${base}/${ben}`, {
      contact_type: 'user',
      contact_name_given: 'Benjamin Baker',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      contact_type: 'user',
      contact_name_given: 'Benjamin Baker',
      phones: [],
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await inject('PATCH', `${base}/${unknown}`, { contact_name_given: 'X' })).statusCode).toBe(404);
    expect((await inject('PATCH', `${base}/${ben}`, { contact_name_given: '' })).json()).toEqual({
      error: "Field 'contact_name_given' must not be empty.",
    });
    expect((await inject('PATCH', `${base}/nope`, {})).json()).toEqual({
      error: "Field 'contact_uuid' must be a contact id.",
    });
  });

  it('removes a phone, then the contact with its phones', async () => {
    const phones = (await inject('GET', `${base}/${ana}/phone`)).json().data;
    const gone = await inject('DELETE', `${base}/${ana}/phone/${phones[0].contact_phone_uuid}`);
    expect(gone.json()).toEqual({ success: true });
    expect((await inject('DELETE', `${base}/${ana}/phone/${phones[0].contact_phone_uuid}`)).statusCode).toBe(
      404,
    );
    // A phone is removed only through its own contact.
    expect((await inject('DELETE', `${base}/${ben}/phone/${phones[1].contact_phone_uuid}`)).statusCode).toBe(
      404,
    );
    expect((await inject('GET', `${base}/${ana}/phone`)).json().data).toHaveLength(2);
    expect((await inject('DELETE', `${base}/${ana}`)).json()).toEqual({ success: true });
    expect((await inject('DELETE', `${base}/${ana}`)).statusCode).toBe(404);
    expect((await inject('GET', `${base}/${ana}/phone`)).statusCode).toBe(404);
  });

  it("keeps domains apart: 403 for another domain's path, 404 for its contact through this one", async () => {
    expect((await inject('GET', `/v3/pbx/domain/${B}/contact`)).statusCode).toBe(403);
    expect((await inject('GET', base, undefined, '')).statusCode).toBe(401);
    expect(
      (await inject('POST', base, { contact_type: 'user', contact_name_given: 'X' }, '')).statusCode,
    ).toBe(401);
    const other = `/v3/pbx/domain/${B}/contact`;
    expect((await inject('POST', other, { contact_type: 'user', contact_name_given: 'X' })).statusCode).toBe(
      403,
    );
    const admin = await signIn(t.app, A, 'admin', PASSWORD);
    const bravo = await inject(
      'POST',
      `/v3/pbx/domain/${B}/contact`,
      { contact_type: 'guest', contact_name_given: 'Bo' },
      admin,
    );
    expect(bravo.statusCode).toBe(201);
    const uuid = bravo.json().contact_uuid;
    expect((await inject('PATCH', `${base}/${uuid}`, { contact_name_given: 'X' }, admin)).statusCode).toBe(
      404,
    );
    expect((await inject('DELETE', `${base}/${uuid}`, undefined, admin)).statusCode).toBe(404);
    const noPbx = await signIn(t.app, NOPBX, 'admin', PASSWORD);
    expect((await inject('GET', `/v3/pbx/domain/${NOPBX}/contact`, undefined, noPbx)).statusCode).toBe(403);
  });
});
