/**
 * The dashboard's Current Calls are the live reservations (issue 13 item 3): a call authorized by the
 * switch counts until its record arrives or its hold lapses.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SettableClock } from '../../../platform/jobs/clock.ts';
import { A, insertFixtures } from '../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import { computeStatistics } from '../../stats/service.ts';
import { createToken } from '../../tokens/service.ts';
import { cards, cardTypes, tariffs } from '../schema.ts';
import { RESERVATION_MARGIN_SECONDS } from './authorize.ts';

const NOW = new Date('2026-05-01T09:00:00Z');
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: new SettableClock(NOW) });
  await insertFixtures(t.db);
  token = (await createToken(t.db, A, null, 'Dashboard switch')).token;
  const [tariff] = await t.db
    .insert(tariffs)
    .values({ domain: A, description: 'Guest', defaultPrice: '0.10' })
    .returning({ id: tariffs.id });
  await t.db.insert(cardTypes).values([
    { domain: A, type: 'admin' },
    { domain: A, type: 'cabin', defaultTariff: tariff!.id },
  ]);
  await t.db
    .insert(cards)
    .values({ domain: A, pin: '8001', name: 'Cabin 8001', type: 'cabin', tariff: tariff!.id, credit: '50' });
});
afterAll(() => t.close());

const headers = () => ({ authorization: `Bearer ${token}` });

async function currentCalls(at: Date) {
  const stats = await computeStatistics(t.db, A, at);
  const row = (type: string) => stats.callingcards.find((r) => r.type === type)?.calls_current;
  return { cabin: row('cabin'), admin: row('admin'), total: row('total') };
}

it('counts authorized calls until their record arrives or their hold lapses', async () => {
  expect(await currentCalls(NOW)).toEqual({ cabin: 0, admin: 0, total: 0 });
  const grants = [];
  for (const callid of ['cur-1', 'cur-2']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/callingcard/authorize',
      headers: headers(),
      payload: { pin: '8001', destination: '14155550100', callid },
    });
    grants.push(res.json());
  }
  expect(grants.map((g) => g.authorized)).toEqual([true, true]);
  expect(await currentCalls(NOW)).toEqual({ cabin: 2, admin: 0, total: 2 });

  const start = NOW.getTime() / 1000;
  const record = await t.app.inject({
    method: 'POST',
    url: '/v3/callingcard/cdr',
    headers: { ...headers(), 'content-type': 'application/json' },
    payload: JSON.stringify({
      variables: {
        uuid: 'cur-1',
        callingcard_pin: '8001',
        destination_number: '14155550100',
        start_epoch: String(start),
        end_epoch: String(start + 30),
        billsec: '25',
        hangup_cause: 'NORMAL_CLEARING',
        direction: 'outbound',
      },
    }),
  });
  expect(record.statusCode, record.body).toBe(201);
  expect(await currentCalls(NOW)).toMatchObject({ cabin: 1, total: 1 });

  const lapse = new Date(NOW.getTime() + (grants[1].max_seconds + RESERVATION_MARGIN_SECONDS) * 1000);
  expect(await currentCalls(new Date(lapse.getTime() - 1000))).toMatchObject({ cabin: 1 });
  expect(await currentCalls(lapse)).toMatchObject({ cabin: 0, total: 0 });
});
