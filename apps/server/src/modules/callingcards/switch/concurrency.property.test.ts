/**
 * The switch's money invariant, as a property (issue 13 item 8): random calls on one cabin, each
 * authorized and then recorded (or abandoned, its hold left to lapse), all fired at once over HTTP. After
 * any such run the cabin's credit is never below zero, is exactly its initial credit minus the sum of its
 * records' prices (to the cent), no record costs more than its grant held, the holds still live never
 * exceed the credit, and the free seconds used are the records' and never more than the tariff's.
 *
 * What it proves where: on PGlite (the default) the requests' transactions run one at a time, in the
 * order their requests arrive, so this checks the bookkeeping over arbitrary interleavings of whole
 * authorizations and records (each sees every hold made before it). On PostgreSQL (CI runs the server
 * suite with DATABASE_URL) the same requests overlap on separate connections, and only the card's row
 * lock (SELECT … FOR UPDATE in authorize.ts) keeps two authorizations from reading the same holds: there
 * this test is the race test.
 */

import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SettableClock } from '../../../platform/jobs/clock.ts';
import { A, insertFixtures } from '../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createToken } from '../../tokens/service.ts';
import { tariffRates } from '../rates-schema.ts';
import { Decimal } from '../rating/index.ts';
import { cards, cdrs, tariffs } from '../schema.ts';
import { callReservations } from '../switch-schema.ts';

const NOW = new Date('2026-04-01T08:00:00Z');
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: new SettableClock(NOW) });
  await insertFixtures(t.db);
  token = (await createToken(t.db, A, null, 'Property switch')).token;
});
afterAll(() => t.close());

const cents = (min: number, max: number) =>
  fc.integer({ min, max }).map((c) => new Decimal(c).dividedBy(100).toFixed(2));

const tariffArb = fc.record({
  defaultPrice: cents(0, 300),
  ukPrice: cents(1, 500),
  londonPrice: cents(0, 200),
  billingIncrement: fc.constantFrom(1, 6, 30, 60),
  minimumDuration: fc.constantFrom(0, 30, 60),
  initblock: fc.constantFrom(0, 20, 90),
});

const callArb = fc.record({
  destination: fc.constantFrom('14155550100', '447700900123', '442071234567'),
  /** how much of its grant the call uses, in percent; above 100 the switch overran it */
  use: fc.integer({ min: 0, max: 130 }),
  /** no record: the call's hold stays until it lapses */
  abandoned: fc.boolean(),
});

let run = 0;

it('concurrent authorizations and records on one cabin never overspend and always sum exactly', async () => {
  await fc.assert(
    fc.asyncProperty(
      tariffArb,
      cents(0, 1500),
      fc.array(callArb, { minLength: 1, maxLength: 8 }),
      async (tariff, credit, calls) => {
        run++;
        const [row] = await t.db
          .insert(tariffs)
          .values({
            domain: A,
            description: `Property ${run}`,
            defaultCost: '0.01',
            defaultPrice: tariff.defaultPrice,
            initblock: tariff.initblock,
            billingIncrement: tariff.billingIncrement,
            minimumDuration: tariff.minimumDuration,
          })
          .returning({ id: tariffs.id });
        const tariffId = row!.id;
        await t.db.insert(tariffRates).values([
          { domain: A, tariff: tariffId, destination: '44', cost: '0.02', price: tariff.ukPrice, name: 'UK' },
          {
            domain: A,
            tariff: tariffId,
            destination: '4420',
            cost: '0.01',
            price: tariff.londonPrice,
            name: 'London',
          },
        ]);
        const pin = `P${run}`;
        const [card] = await t.db
          .insert(cards)
          .values({
            domain: A,
            pin,
            name: pin,
            type: 'cabin',
            tariff: tariffId,
            credit,
            initialbalance: credit,
          })
          .returning({ id: cards.id });

        const held = new Map<string, string>();
        await Promise.all(
          calls.map(async (call, i) => {
            const callid = `${pin}-${i}`;
            const auth = await t.app.inject({
              method: 'POST',
              url: '/v3/callingcard/authorize',
              headers: { authorization: `Bearer ${token}` },
              payload: { pin, destination: call.destination, callid },
            });
            expect(auth.statusCode, auth.body).toBe(200);
            const grant = auth.json();
            if (!grant.authorized) {
              expect(grant.reason).toBe('no_credit');
              return;
            }
            held.set(callid, grant.reserved);
            if (call.abandoned) return;
            const start = NOW.getTime() / 1000;
            const billsec = Math.floor((grant.max_seconds * call.use) / 100);
            const record = await t.app.inject({
              method: 'POST',
              url: '/v3/callingcard/cdr',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              payload: JSON.stringify({
                variables: {
                  uuid: callid,
                  callingcard_pin: pin,
                  callingcard_destination: call.destination,
                  start_epoch: String(start),
                  end_epoch: String(start + billsec),
                  billsec: String(billsec),
                  hangup_cause: 'NORMAL_CLEARING',
                  direction: 'outbound',
                },
              }),
            });
            expect(record.statusCode, record.body).toBe(201);
          }),
        );

        const [after] = await t.db.select().from(cards).where(eq(cards.id, card!.id));
        const records = await t.db
          .select()
          .from(cdrs)
          .where(and(eq(cdrs.domain, A), eq(cdrs.card, card!.id)));
        const spent = records.reduce((sum, r) => sum.plus(r.sessionprice), new Decimal(0));
        const left = new Decimal(after!.credit);
        expect(left.isNegative() && !left.isZero()).toBe(false);
        expect(left.equals(new Decimal(credit).minus(spent))).toBe(true);
        for (const r of records) {
          expect(new Decimal(r.sessionprice).lessThanOrEqualTo(held.get(r.callid) ?? '-1')).toBe(true);
        }
        const live = await t.db.select().from(callReservations).where(eq(callReservations.card, card!.id));
        const stillHeld = live
          .filter((r) => r.releasedAt === null)
          .reduce((s, r) => s.plus(r.amount), new Decimal(0));
        expect(stillHeld.lessThanOrEqualTo(left)).toBe(true);
        const freeUsed = records.reduce((s, r) => s + r.freeSeconds, 0);
        expect(after!.freeSecondsUsed).toBe(freeUsed);
        const freeHeld = live.filter((r) => r.releasedAt === null).reduce((s, r) => s + r.freeSeconds, 0);
        expect(freeUsed + freeHeld).toBeLessThanOrEqual(tariff.initblock);
      },
    ),
    { numRuns: 40 },
  );
}, 240_000);
