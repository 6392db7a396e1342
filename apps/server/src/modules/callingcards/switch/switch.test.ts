/**
 * The switch's calls over real HTTP with real API tokens: POST /v3/callingcard/authorize (each refusal,
 * the longest prefix, the same grant twice, the token's scope, reservations that hold and that expire) and
 * POST /v3/callingcard/cdr (free seconds then billed, duplicates, malformed records kept as dead letters).
 * The concurrency property is in concurrency.property.test.ts.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettableClock } from '../../../platform/jobs/clock.ts';
import { A, B, insertFixtures, PASSWORD } from '../../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.ts';
import { createToken } from '../../tokens/service.ts';
import { tariffRates } from '../rates-schema.ts';
import { cards, cdrs, tariffs } from '../schema.ts';
import { callReservations, cdrDeadLetters } from '../switch-schema.ts';
import { RESERVATION_MARGIN_SECONDS } from './authorize.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const clock = new SettableClock(NOW);
let t: TestApp;
let alpha: string;
let bravo: string;
let admin: string;
let guest: number;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  await insertFixtures(t.db);
  alpha = (await createToken(t.db, A, null, 'Alpha switch')).token;
  bravo = (await createToken(t.db, B, null, 'Bravo switch')).token;
  admin = await signIn(t.app, A, 'admin', PASSWORD);
  const [g, crew] = await t.db
    .insert(tariffs)
    .values([
      { domain: A, description: 'Guest', defaultCost: '0.10', defaultPrice: '0.60', initblock: 60 },
      { domain: A, description: 'Crew', defaultCost: '0.05', defaultPrice: '0.30', billingIncrement: 60 },
    ])
    .returning({ id: tariffs.id });
  guest = g!.id;
  await t.db.insert(tariffRates).values([
    { domain: A, tariff: guest, destination: '44', cost: '0.20', price: '1.20', name: 'United Kingdom' },
    { domain: A, tariff: guest, destination: '4420', cost: '0.15', price: '0.90', name: 'London' },
    { domain: A, tariff: guest, destination: '442071', cost: '0.01', price: '0.05', name: 'Off', status: 0 },
  ]);
  await t.db.insert(cards).values([
    {
      domain: A,
      pin: '5001',
      name: 'Cabin 5001',
      type: 'cabin',
      tariff: guest,
      credit: '10',
      initialbalance: '10',
    },
    {
      domain: A,
      pin: '5002',
      name: 'Cabin 5002',
      type: 'cabin',
      tariff: guest,
      credit: '0',
      initialbalance: '10',
    },
    { domain: A, pin: '5003', name: 'Cabin 5003', type: 'cabin', tariff: guest, credit: '10', status: 0 },
    { domain: A, pin: '5004', name: 'Cabin 5004', type: 'cabin', tariff: null, credit: '10' },
    {
      domain: A,
      pin: '5005',
      name: 'Cabin 5005',
      type: 'cabin',
      tariff: guest,
      credit: '3',
      initialbalance: '3',
    },
    {
      domain: A,
      pin: '5006',
      name: 'Cabin 5006',
      type: 'cabin',
      tariff: guest,
      credit: '6',
      initialbalance: '6',
    },
    {
      domain: A,
      pin: '700001',
      name: 'Officer',
      type: 'admin',
      tariff: crew!.id,
      expirationdate: new Date('2026-02-28T23:59:59Z'),
    },
    {
      domain: A,
      pin: '700002',
      name: 'Purser',
      type: 'admin',
      tariff: crew!.id,
      expirationdate: new Date('2026-12-31T23:59:59Z'),
    },
  ]);
});
afterAll(() => t.close());

let n = 0;
const callid = () => `call-${++n}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function authorize(pin: string, destination: string, id = callid(), token = alpha) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v3/callingcard/authorize',
    headers: bearer(token),
    payload: { pin, destination, callid: id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A record shaped as mod_json_cdr posts it: channel variables as URL-encoded strings. */
function modJsonCdr(v: {
  callid: string;
  pin: string;
  destination: string;
  billsec: number;
  start?: number;
}) {
  const start = v.start ?? NOW.getTime() / 1000;
  return {
    'core-uuid': 'b5b2f3e0-0000-4000-8000-000000000000',
    switchname: 'fs1',
    channel_data: { state: 'CS_REPORTING', direction: 'inbound' },
    variables: {
      uuid: v.callid,
      direction: 'inbound',
      callingcard_direction: 'outbound',
      callingcard_pin: v.pin,
      callingcard_destination: encodeURIComponent(`+${v.destination}`),
      destination_number: '8000',
      caller_id_number: '5001',
      start_stamp: '2026-03-01%2012%3A00%3A00',
      start_epoch: String(start),
      end_epoch: String(start + v.billsec + 7),
      billsec: String(v.billsec),
      hangup_cause: 'NORMAL_CLEARING',
    },
    callflow: [],
  };
}

const postCdr = (payload: string | object, token = alpha, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/v3/callingcard/cdr',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const cardOf = async (pin: string) => {
  const [row] = await t.db
    .select()
    .from(cards)
    .where(and(eq(cards.domain, A), eq(cards.pin, pin)));
  return row!;
};

describe('POST /v3/callingcard/authorize refuses', () => {
  it('an unknown PIN', async () => {
    expect(await authorize('9999', '14155550100')).toMatchObject({
      authorized: false,
      reason: 'unknown_pin',
      max_seconds: 0,
      error: 'There is no PIN or cabin 9999 in this environment.',
    });
  });

  it('an inactive card', async () => {
    expect(await authorize('5003', '14155550100')).toMatchObject({ authorized: false, reason: 'inactive' });
  });

  it('an admin PIN past its expiry', async () => {
    expect(await authorize('700001', '14155550100')).toMatchObject({
      authorized: false,
      reason: 'expired',
      error: 'PIN 700001 expired on 2026-02-28.',
    });
  });

  it('a cabin with no credit and no free seconds, though a second would round to 0.00', async () => {
    await t.db
      .update(cards)
      .set({ freeSecondsUsed: 60 })
      .where(and(eq(cards.domain, A), eq(cards.pin, '5002')));
    expect(await authorize('5002', '14155550100')).toMatchObject({ authorized: false, reason: 'no_credit' });
  });

  it('a destination that is no number, or a card without a tariff', async () => {
    expect(await authorize('5001', '1415-CALL-ME')).toMatchObject({
      authorized: false,
      reason: 'destination_not_allowed',
    });
    expect(await authorize('5004', '14155550100')).toMatchObject({
      authorized: false,
      reason: 'destination_not_allowed',
      error: 'PIN 5004 has no active tariff, so it may call no destination.',
    });
    expect(await t.db.select().from(callReservations).where(eq(callReservations.pin, '5004'))).toEqual([]);
  });

  it("another environment's PIN with this environment's token", async () => {
    await t.db.insert(cards).values({ domain: B, pin: '6001', name: 'Bravo', type: 'cabin', credit: '50' });
    expect(await authorize('6001', '14155550100')).toMatchObject({
      authorized: false,
      reason: 'unknown_pin',
    });
    expect(await authorize('5001', '14155550100', callid(), bravo)).toMatchObject({ reason: 'unknown_pin' });
  });

  it('a caller without a token, or with a session only', async () => {
    const payload = { pin: '5001', destination: '14155550100', callid: callid() };
    const none = await t.app.inject({ method: 'POST', url: '/v3/callingcard/authorize', payload });
    expect(none.statusCode).toBe(401);
    const session = await t.app.inject({
      method: 'POST',
      url: '/v3/callingcard/authorize',
      headers: { cookie: admin },
      payload,
    });
    expect(session.statusCode).toBe(401);
  });
});

describe('POST /v3/callingcard/authorize grants', () => {
  it("at the longest active prefix's rate, as long as credit and free seconds pay for, holding both", async () => {
    const id = callid();
    const grant = await authorize('5005', '+442071234567', id);
    // 60 free seconds, then 3.00 at 0.90 a minute buys 200 s: 260 s; the inactive 442071 is ignored.
    expect(grant).toEqual({
      authorized: true,
      callid: id,
      reason: null,
      error: null,
      max_seconds: 260,
      free_seconds: 60,
      reserved: '3.00',
      currency: 'USD',
      rate: {
        source: 'special',
        rate_id: expect.any(Number),
        prefix: '4420',
        name: 'London',
        cost_per_minute: '0.15',
        price_per_minute: '0.9',
        billing_increment: 1,
        minimum_duration: 0,
      },
      expires_at: new Date(NOW.getTime() + (260 + RESERVATION_MARGIN_SECONDS) * 1000).toISOString(),
    });
    // The same callid again: the same grant, nothing more held.
    expect(await authorize('5005', '+442071234567', id)).toEqual(grant);
    // While it is up, the cabin has nothing left for a second call.
    expect(await authorize('5005', '14155550100')).toMatchObject({ authorized: false, reason: 'no_credit' });
    expect(await t.db.select().from(callReservations).where(eq(callReservations.pin, '5005'))).toHaveLength(
      1,
    );
  });

  it('an admin PIN up to the longest call, holding none of its (absent) credit', async () => {
    expect(await authorize('700002', '14155550100')).toMatchObject({
      authorized: true,
      max_seconds: 4 * 60 * 60,
      reserved: '0.00',
      rate: { source: 'default', prefix: null, price_per_minute: '0.3', billing_increment: 60 },
    });
  });

  it('the same callid for another PIN is a conflict', async () => {
    const id = callid();
    await authorize('5001', '14155550100', id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/callingcard/authorize',
      headers: bearer(alpha),
      payload: { pin: '700002', destination: '14155550100', callid: id },
    });
    expect(res.statusCode).toBe(409);
  });

  it('holds a reservation only until the granted seconds plus the margin have passed', async () => {
    const first = await authorize('5006', '14155550100');
    // 60 free seconds + 6.00 at 0.60 a minute: 660 s.
    expect(first).toMatchObject({ authorized: true, max_seconds: 660, reserved: '6.00' });
    expect(await authorize('5006', '14155550100')).toMatchObject({ reason: 'no_credit' });
    const lapse = NOW.getTime() + (660 + RESERVATION_MARGIN_SECONDS) * 1000;
    try {
      clock.set(new Date(lapse - 1000));
      expect(await authorize('5006', '14155550100')).toMatchObject({ reason: 'no_credit' });
      clock.set(new Date(lapse));
      expect(await authorize('5006', '14155550100')).toMatchObject({ authorized: true, max_seconds: 660 });
    } finally {
      clock.set(NOW);
    }
  });
});

describe('POST /v3/callingcard/cdr', () => {
  it('uses the free seconds first, bills the rest, charges the card and releases the reservation, once', async () => {
    await t.db.insert(cards).values({
      domain: A,
      pin: '5101',
      name: 'Cabin 5101',
      type: 'cabin',
      tariff: guest,
      credit: '10',
      initialbalance: '10',
    });
    const id = callid();
    const grant = await authorize('5101', '447700900123', id);
    expect(grant).toMatchObject({ free_seconds: 60, reserved: '10.00', rate: { prefix: '44' } });
    const record = modJsonCdr({ callid: id, pin: '5101', destination: '447700900123', billsec: 95 });
    const res = await postCdr(record);
    expect(res.statusCode, res.body).toBe(201);
    // 95 s: 60 free, 35 billed at 1.20 a minute (0.70), cost at 0.20 (0.1166… → 0.12).
    expect(res.json().data).toMatchObject({
      callid: id,
      pin: '5101',
      destination: '447700900123',
      sessiontime: 95,
      billed_sessiontime: 35,
      sessionprice: 0.7,
      sessioncost: 0.12,
      answered: 1,
      direction: 'outbound',
      terminatecauseid: 'NORMAL_CLEARING',
      stoptime: new Date(NOW.getTime() + 102_000).toISOString(),
      rating: {
        rate: { source: 'special', prefix: '44', name: 'United Kingdom', price_per_minute: '1.2' },
        free_seconds: 60,
        billed_seconds: 35,
        cost: '0.12',
        price: '0.70',
        granted_seconds: grant.max_seconds,
      },
    });
    expect(await cardOf('5101')).toMatchObject({ credit: '9.3000', freeSecondsUsed: 60 });
    const [held] = await t.db.select().from(callReservations).where(eq(callReservations.callid, id));
    expect(held?.releasedAt).toEqual(NOW);
    expect(held?.cdr).toBe(res.json().data.id);

    // The free seconds are spent: the next call bills from its first second.
    const next = callid();
    expect(await authorize('5101', '447700900123', next)).toMatchObject({
      free_seconds: 0,
      max_seconds: 465,
    });
    const second = await postCdr(
      modJsonCdr({ callid: next, pin: '5101', destination: '447700900123', billsec: 30 }),
    );
    expect(second.json().data.rating).toMatchObject({ free_seconds: 0, billed_seconds: 30, price: '0.60' });
    expect((await cardOf('5101')).credit).toBe('8.7000');

    // The same record again: nothing changes, the first answer comes back.
    const again = await postCdr(record);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect((await cardOf('5101')).credit).toBe('8.7000');
    expect(await t.db.select().from(cdrs).where(eq(cdrs.callid, id))).toHaveLength(1);
    // The same callid for another PIN is no repeat: refused and kept.
    const other = await postCdr({ ...record, variables: { ...record.variables, callingcard_pin: '5001' } });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ field: 'uuid' });
    expect((await cardOf('5001')).credit).toBe('10.0000');

    // The console's list carries how each record was rated (the CDR screen's row detail).
    const list = await t.app.inject({
      method: 'GET',
      url: '/v3/callingcard/cdrs?pin=5101',
      headers: { cookie: admin },
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as Array<{ callid: string; rating: unknown }>;
    expect(rows.find((r) => r.callid === id)?.rating).toEqual(res.json().data.rating);
  });

  it('gives the free seconds back with the billing reset (a new period)', async () => {
    expect((await cardOf('5101')).freeSecondsUsed).toBe(60);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v3/callingcard/card/type/cabin/reset',
      headers: { cookie: admin },
      payload: { list: ['5101'] },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await cardOf('5101')).toMatchObject({ freeSecondsUsed: 0, credit: '10.0000' });
    expect(await authorize('5101', '447700900123')).toMatchObject({ authorized: true, free_seconds: 60 });
  });

  it('charges a call that outlasts its grant no more than was held for it', async () => {
    await t.db
      .insert(cards)
      .values({ domain: A, pin: '5102', name: 'C', type: 'cabin', tariff: guest, credit: '1' });
    const id = callid();
    const grant = await authorize('5102', '14155550100', id);
    expect(grant).toMatchObject({ max_seconds: 160, reserved: '1.00' });
    const res = await postCdr(
      modJsonCdr({ callid: id, pin: '5102', destination: '14155550100', billsec: 400 }),
    );
    expect(res.json().data).toMatchObject({ sessiontime: 400, billed_sessiontime: 100, sessionprice: 1 });
    expect((await cardOf('5102')).credit).toBe('0.0000');
  });

  it('rates a record never authorized at the tariff now, with the free seconds left', async () => {
    await t.db
      .insert(cards)
      .values({ domain: A, pin: '5103', name: 'C', type: 'cabin', tariff: guest, credit: '5' });
    const res = await postCdr(
      modJsonCdr({ callid: callid(), pin: '5103', destination: '4420123', billsec: 120 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.rating).toMatchObject({
      rate: { prefix: '4420' },
      free_seconds: 60,
      billed_seconds: 60,
      price: '0.90',
      granted_seconds: null,
    });
    expect((await cardOf('5103')).credit).toBe('4.1000');
  });

  it('takes the form-encoded cdr= body as well', async () => {
    await t.db
      .insert(cards)
      .values({ domain: A, pin: '5104', name: 'C', type: 'cabin', tariff: guest, credit: '5' });
    const body = `cdr=${encodeURIComponent(JSON.stringify(modJsonCdr({ callid: callid(), pin: '5104', destination: '1415', billsec: 0 })))}`;
    const res = await postCdr(body, alpha, 'application/x-www-form-urlencoded');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ answered: 0, billed_sessiontime: 0, sessionprice: 0 });
  });

  it('keeps a malformed record as a dead letter with the reason and answers 400', async () => {
    const bad = modJsonCdr({ callid: 'bad-1', pin: '5001', destination: '1415', billsec: 10 });
    bad.variables.billsec = 'ten';
    const cases: Array<[string, string, string]> = [
      ['{"variables": ', 'application/json', 'body'],
      [JSON.stringify({ channel_data: {} }), 'application/json', 'variables'],
      [JSON.stringify(bad), 'application/json', 'billsec'],
      ['', 'text/plain', 'body'],
    ];
    for (const [payload, type, field] of cases) {
      const res = await postCdr(payload, alpha, type);
      expect(res.statusCode, payload).toBe(400);
      const answer = res.json();
      expect(answer.field).toBe(field);
      const [kept] = await t.db
        .select()
        .from(cdrDeadLetters)
        .where(eq(cdrDeadLetters.id, answer.dead_letter));
      expect(kept).toMatchObject({
        domain: A,
        field,
        reason: answer.error,
        body: payload,
        source: 'Alpha switch',
      });
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/v3/callingcard/cdr/deadletters?pagesize=2',
      headers: { cookie: admin },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 5,
      data: [{ field: 'body', body: '' }, { field: 'billsec' }],
    });
    expect(list.json().data[1].callid).toBe('bad-1');
    const found = await t.app.inject({
      method: 'GET',
      url: '/v3/callingcard/cdr/deadletters?search=BAD-1',
      headers: { cookie: admin },
    });
    expect(found.json()).toMatchObject({ total: 1, data: [{ callid: 'bad-1', field: 'billsec' }] });
  });

  it('acknowledges a record without callingcard_pin (no calling-card call) and keeps nothing', async () => {
    const letters = async () =>
      (await t.db.select().from(cdrDeadLetters).where(eq(cdrDeadLetters.domain, A))).length;
    const before = await letters();
    const plain = modJsonCdr({ callid: 'crew-call-1', pin: '5001', destination: '2201', billsec: 30 });
    const { callingcard_pin: _pin, ...withoutPin } = plain.variables;
    const empty = modJsonCdr({ callid: 'crew-call-2', pin: '', destination: '2201', billsec: 30 });
    // Nothing else of a call that is not the calling cards' is checked: its billsec may be anything.
    const odd = { variables: { uuid: 'crew-call-3', billsec: 'n/a', direction: 'inbound' } };
    const cases: Array<[object | string, string, string | null]> = [
      [{ ...plain, variables: withoutPin }, 'application/json', 'crew-call-1'],
      [
        `cdr=${encodeURIComponent(JSON.stringify(empty))}`,
        'application/x-www-form-urlencoded',
        'crew-call-2',
      ],
      [odd, 'application/json', 'crew-call-3'],
      [{ variables: {} }, 'application/json', null],
    ];
    for (const [payload, type, id] of cases) {
      const res = await postCdr(payload, alpha, type);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        ignored: true,
        callid: id,
        reason: "The record has no 'callingcard_pin': it is no calling-card call, and is not rated.",
      });
    }
    expect(await letters()).toBe(before);
    const stored = await t.db
      .select()
      .from(cdrs)
      .where(and(eq(cdrs.domain, A), inArray(cdrs.callid, ['crew-call-1', 'crew-call-2', 'crew-call-3'])));
    expect(stored).toHaveLength(0);
    // A body that is not JSON, or has no variables, still cannot be told apart: a dead letter (400).
    expect((await postCdr('{"variables": ')).statusCode).toBe(400);
    expect(await letters()).toBe(before + 1);
  });

  it("keeps a record of an unknown PIN (or another environment's) as a dead letter and answers 422", async () => {
    const res = await postCdr(
      modJsonCdr({ callid: callid(), pin: '5001', destination: '1415', billsec: 10 }),
      bravo,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      field: 'callingcard_pin',
      error: 'There is no PIN or cabin 5001 in this environment.',
    });
    const kept = await t.db.select().from(cdrDeadLetters).where(eq(cdrDeadLetters.domain, B));
    expect(kept).toHaveLength(1);
    expect((await cardOf('5001')).credit).toBe('10.0000');
  });
});
