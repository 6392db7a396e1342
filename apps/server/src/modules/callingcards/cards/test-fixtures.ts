/** Cards, tariffs and call records the calling-card tests share (domain A, plus one card of B). */
import { A, B } from '../../../test/fixtures.ts';
import type { TestApp } from '../../../test/helper.ts';
import { cards, cdrs, tariffs } from '../schema.ts';

export const day = (n: number, hour = 12) => new Date(Date.UTC(2026, 0, n, hour));

export async function insertCardFixtures(t: TestApp) {
  const [crew, guest, bravo] = await t.db
    .insert(tariffs)
    .values([
      { domain: A, description: 'Crew', defaultCost: '0.08', defaultPrice: '0.19', type: 'admin' },
      { domain: A, description: 'Guest', defaultCost: '0.25', defaultPrice: '0.99', type: 'cabin' },
      { domain: B, description: 'Bravo' },
    ])
    .returning({ id: tariffs.id });
  const ids = await t.db
    .insert(cards)
    .values([
      {
        domain: A,
        pin: '4002',
        name: 'Cabin 4002',
        type: 'cabin',
        tariff: guest!.id,
        credit: '20',
        initialbalance: '100',
        creationdate: day(1),
      },
      {
        domain: A,
        pin: '4004',
        name: 'Cabin 4004',
        type: 'cabin',
        tariff: guest!.id,
        credit: '5.5',
        initialbalance: '50',
        status: 0,
        creationdate: day(2),
      },
      {
        domain: A,
        pin: '123456',
        name: 'Maria Lopez',
        type: 'admin',
        tariff: crew!.id,
        expirationdate: day(30),
        creationdate: day(3),
      },
      {
        domain: A,
        pin: '654321',
        name: '=cmd|calc',
        type: 'admin',
        tariff: crew!.id,
        expirationdate: day(5),
        currency: 'GBP',
        creationdate: day(4),
      },
      {
        domain: B,
        pin: '4002',
        name: 'Bravo cabin',
        type: 'cabin',
        tariff: bravo!.id,
        initialbalance: '10',
        creationdate: day(1),
      },
    ])
    .returning({ id: cards.id, pin: cards.pin, domain: cards.domain });
  const id = (domain: string, pin: string) => ids.find((r) => r.domain === domain && r.pin === pin)!.id;
  const cdr = (domain: string, pin: string, n: number, archived = 0) => ({
    domain,
    callid: `${domain}-${pin}-${n}-${archived}`,
    card: id(domain, pin),
    pin,
    type: 'cabin',
    destination: '14155550100',
    starttime: day(n),
    stoptime: day(n, 13),
    archived,
  });
  await t.db
    .insert(cdrs)
    .values([
      cdr(A, '4002', 1),
      cdr(A, '4002', 10),
      cdr(A, '4002', 20),
      cdr(A, '4002', 2, 1),
      cdr(A, '4004', 3),
      cdr(B, '4002', 4),
    ]);
  return { crew: crew!.id, guest: guest!.id, bravo: bravo!.id, id };
}
