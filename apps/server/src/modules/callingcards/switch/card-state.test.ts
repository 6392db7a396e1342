/**
 * readRecordBatch (card-state.ts): a batch's cards locked and what it reads of them, in one call of
 * migration 0043's function. What it answers, on either database; and, on PostgreSQL (DATABASE_URL), that
 * a batch whose lock waited for an authorization's transaction reads the hold that transaction committed:
 * the read is a statement of its own inside the function, started once the locks are held.
 */
import type { Pool, PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config.ts';
import type { Database } from '../../../platform/db.ts';
import { A, insertFixtures } from '../../../test/fixtures.ts';
import { openTestDatabase } from '../../../test/helper.ts';
import { tariffRates } from '../rates-schema.ts';
import { cards, tariffs } from '../schema.ts';
import { callReservations } from '../switch-schema.ts';
import { inPipelinedTransaction, openPipelinedPool } from './batch-sql.ts';
import { readRecordBatch } from './card-state.ts';

const { DATABASE_URL } = loadConfig();
const NOW = new Date('2026-04-01T08:00:00Z');

let t: Database;
let tariff: number;
let card: number;

beforeAll(async () => {
  t = await openTestDatabase();
  await insertFixtures(t.db);
  const [row] = await t.db
    .insert(tariffs)
    .values({ domain: A, description: 'Batch', defaultCost: '0.0500', defaultPrice: '0.1900', initblock: 60 })
    .returning({ id: tariffs.id });
  tariff = row?.id ?? 0;
  await t.db.insert(tariffRates).values([
    { domain: A, tariff, destination: '44', cost: '0.0300', price: '0.1700', name: 'United Kingdom' },
    { domain: A, tariff, destination: '4420', cost: '0.0200', price: '0.1100', name: 'London' },
    { domain: A, tariff, destination: '33', cost: '0.0400', price: '0.2100', name: 'France' },
  ]);
  const [c] = await t.db
    .insert(cards)
    .values({
      domain: A,
      pin: '5001',
      name: 'Cabin 5001',
      type: 'cabin',
      tariff,
      credit: '10',
      initialbalance: '10',
    })
    .returning({ id: cards.id });
  card = c?.id ?? 0;
});
afterAll(() => t.close());

const hold = (callid: string, expiresAt: Date) => ({
  domain: A,
  callid,
  card,
  pin: '5001',
  destination: '442071234567',
  tariff,
  currency: 'USD',
  rateSource: 'special' as const,
  rateCost: '0.0200',
  ratePrice: '0.1100',
  billingIncrement: 1,
  minimumDuration: 0,
  maxSeconds: 600,
  freeSeconds: 60,
  amount: '1.1000',
  createdAt: NOW,
  expiresAt,
});

const keys = [
  { domain: A, pin: '5001', callid: 'call-1', destination: '442071234567' },
  { domain: A, pin: '9999', callid: 'call-2', destination: '33142685300' },
];

describe('readRecordBatch', () => {
  it("answers the cards it found with their tariffs, their live holds, the records' reservations and the rates of their destinations' prefixes", async () => {
    await t.db
      .insert(callReservations)
      .values([
        hold('call-1', new Date(NOW.getTime() + 600_000)),
        hold('call-lapsed', new Date(NOW.getTime() - 1_000)),
      ]);
    const read = await t.db.transaction((tx) => readRecordBatch(tx, keys, NOW));
    expect([...read.cards.keys()]).toEqual([`${A} 5001`]); // PIN 9999 is no card
    expect(read.cards.get(`${A} 5001`)?.found).toMatchObject({ initblock: 60, tariff: { id: tariff } });
    expect(read.holds).toEqual([
      {
        id: expect.any(Number),
        card,
        callid: 'call-1',
        amount: '1.1000',
        freeSeconds: 60,
        expiresAt: new Date(NOW.getTime() + 600_000),
      },
    ]);
    expect(read.reservations.get(`${A} call-1`)).toMatchObject({
      card,
      ratePrice: '0.1100',
      releasedAt: null,
    });
    // Only the card's tariff, and only prefixes of its destination: 44 and 4420, not France (no card).
    expect(read.rates.map((r) => r.destination).sort()).toEqual(['44', '4420']);
    expect(read.cdrs.size).toBe(0);
  });

  it.runIf(DATABASE_URL)(
    'reads the holds a transaction it waited for committed (PostgreSQL: the read starts after the lock)',
    async () => {
      const app = (t.db as unknown as { $client: Pool }).$client;
      const pool = await openPipelinedPool(t.db, 1);
      const authorizing: PoolClient = await app.connect();
      try {
        await authorizing.query('begin');
        await authorizing.query('select id from cc_cards where id = $1 for update', [card]);
        const batch = inPipelinedTransaction(pool, (tx) =>
          readRecordBatch(tx, [{ ...keys[0], callid: 'call-3' } as (typeof keys)[0]], NOW),
        );
        let settled = false;
        void batch.finally(() => {
          settled = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(settled).toBe(false); // waiting for the card's lock
        await authorizing.query(
          `insert into cc_call_reservations (domain, callid, card, pin, destination, tariff, currency, rate_source,
            rate_cost, rate_price, billing_increment, minimum_duration, max_seconds, free_seconds, amount,
            created_at, expires_at)
          values ($1, 'call-3', $2, '5001', '33142685300', $3, 'USD', 'default', 0.05, 0.19, 1, 0, 60, 0, 0.19,
            $4, $5)`,
          [A, card, tariff, NOW, new Date(NOW.getTime() + 360_000)],
        );
        await authorizing.query('commit');
        const read = await batch;
        expect(read.holds.map((h) => h.callid).sort()).toEqual(['call-1', 'call-3']);
        expect(read.reservations.get(`${A} call-3`)).toMatchObject({ card, amount: '0.1900' });
      } finally {
        authorizing.release();
        await pool.end();
      }
    },
  );
});
