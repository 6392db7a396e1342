/**
 * What the self-service tests share, on top of test/fixtures.ts (Alpha's 2101 Purser, its app account
 * 99982101, cabin 2102 with room data): a cabin 2104, a cabin 2106 whose card number only Bravo has, voicemail boxes 2101, 2102 and 2104 with messages,
 * cabin cards 2102 and 2104 with call records (current and archived), and a cabin card numbered 2101 that
 * must not become the Purser's (a desk phone is no cabin). Extension sessions are made directly, as the
 * route sweep does: the code sign-in itself is tested in the auth module.
 */
import { APP_EXTENSION_PREFIX } from '@portside/contract';
import { eq } from 'drizzle-orm';
import { decryptSecret, encryptSecret, loadSecretKey } from '../../platform/secrets.ts';
import { createSession, SESSION_COOKIE } from '../../platform/session.ts';
import { A, B } from '../../test/fixtures.ts';
import type { TestApp } from '../../test/helper.ts';
import { cards, cdrs, tariffs } from '../callingcards/schema.ts';
import { extensions, voicemailBoxes, voicemailMessages } from '../pbx/schema.ts';

export const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));

export interface SelfFixtures {
  /** Message ids by box number. */
  messages: Record<string, string[]>;
  /** Card ids by pin. */
  cards: Record<string, number>;
}

export async function insertSelfFixtures(t: TestApp): Promise<SelfFixtures> {
  const key = loadSecretKey(t.config);
  await t.db.insert(extensions).values([
    {
      domain: A,
      extension: '2104',
      passwordEncrypted: 'not-read-here',
      effectiveCallerIdName: 'Cabin 2104',
      description: '1,3,5,6',
    },
    // A cabin without a card of its own ship; Bravo has a card of that number.
    {
      domain: A,
      extension: '2106',
      passwordEncrypted: 'not-read-here',
      effectiveCallerIdName: 'Cabin 2106',
      description: '1,4,7,6',
    },
    // A crew app: the app account only, as the demo's crew apps are.
    {
      domain: A,
      extension: `${APP_EXTENSION_PREFIX}5001`,
      passwordEncrypted: 'x',
      effectiveCallerIdName: 'Crew 5001',
    },
  ]);
  const boxes = await t.db
    .insert(voicemailBoxes)
    .values(
      ['2101', '2102', '2104'].map((id) => ({
        domain: A,
        voicemailId: id,
        passwordEncrypted: encryptSecret('2580', key),
      })),
    )
    .returning({ uuid: voicemailBoxes.voicemailUuid, id: voicemailBoxes.voicemailId });
  const messages: Record<string, string[]> = {};
  for (const box of boxes) {
    const rows = await t.db
      .insert(voicemailMessages)
      .values(
        [1, 2, 3].map((n) => ({
          domain: A,
          voicemailUuid: box.uuid,
          callerIdName: `Caller ${box.id}-${n}`,
          callerIdNumber: `70${n}`,
          messageLength: 10 * n,
          createdEpoch: Math.floor(at(n).getTime() / 1000),
        })),
      )
      .returning({ id: voicemailMessages.voicemailMessageUuid });
    messages[box.id] = rows.map((r) => r.id);
  }

  const [guest] = await t.db
    .insert(tariffs)
    .values({ domain: A, description: 'Guest', defaultCost: '0.25', defaultPrice: '0.99', type: 'cabin' })
    .returning({ id: tariffs.id });
  const cardRows = await t.db
    .insert(cards)
    .values(
      [
        {
          domain: A,
          pin: '2102',
          name: 'Cabin 2102',
          type: 'cabin' as const,
          credit: '42.5',
          initialbalance: '100',
        },
        {
          domain: A,
          pin: '2104',
          name: 'Cabin 2104',
          type: 'cabin' as const,
          credit: '7',
          initialbalance: '50',
        },
        { domain: A, pin: '2101', name: 'Not the purser', type: 'cabin' as const, credit: '999' },
        { domain: B, pin: '2102', name: 'Bravo cabin 2102', type: 'cabin' as const, credit: '55' },
        { domain: B, pin: '2106', name: 'Bravo cabin 2106', type: 'cabin' as const, credit: '66' },
      ].map((c) => ({ ...c, tariff: c.domain === A ? guest?.id : null })),
    )
    .returning({ id: cards.id, pin: cards.pin, domain: cards.domain });
  const cardIds: Record<string, number> = {};
  for (const c of cardRows) if (c.domain === A) cardIds[c.pin] = c.id;

  const call = (pin: string, day: number, destination: string, archived = 0) => ({
    domain: A,
    callid: `call-${pin}-${day}-${archived}`,
    card: cardIds[pin] ?? null,
    pin,
    name: `Cabin ${pin}`,
    type: 'cabin',
    src: pin,
    destination,
    starttime: at(day),
    stoptime: new Date(at(day).getTime() + 90_000),
    sessiontime: 90,
    billedSessiontime: 60,
    sessionprice: '0.99',
    sessioncost: '0.25',
    archived,
  });
  await t.db
    .insert(cdrs)
    .values([
      call('2102', 1, '13055550101'),
      call('2102', 3, '13055550103'),
      call('2102', 2, '13055550102'),
      call('2102', 1, '13055550999', 1),
      call('2104', 2, '13055550204'),
    ]);
  return { messages, cards: cardIds };
}

/** The Cookie header of an extension session of `extension` on Alpha. */
export async function extensionCookie(t: TestApp, extension: string, domain = A): Promise<string> {
  return `${SESSION_COOKIE}=${await createSession(t.db, { kind: 'extension', extension, domain })}`;
}

/** The clear PIN of a box, to see whether a call changed it. */
export async function boxPin(t: TestApp, id: string): Promise<string> {
  const [box] = await t.db.select().from(voicemailBoxes).where(eq(voicemailBoxes.voicemailId, id));
  return box ? decryptSecret(box.passwordEncrypted, loadSecretKey(t.config)) : '';
}
