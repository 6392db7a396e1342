/**
 * Every secret the demo fleet seeds passes the contract's rules (issue 10 item 4): SIP passwords of
 * extensions and desk-phone accounts, voicemail PINs, calling-card PINs. A weak seeded value would be the
 * one a demo teaches people to type.
 */
import { randomBytes } from 'node:crypto';
import { cardPinProblem } from '@portside/contract/callingcards/cards';
import { SIP_PASSWORD_ALPHABET, sipPasswordProblem } from '@portside/contract/pbx/sip-password';
import { voicemailPinProblem } from '@portside/contract/pbx/voicemail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../modules/callingcards/schema.ts';
import { extensions, hardwareFiles, voicemailBoxes } from '../modules/pbx/schema.ts';
import { loadRoster, syncRoster } from '../modules/tenancy/roster.ts';
import type { Database } from '../platform/db.ts';
import { decryptSecret } from '../platform/secrets.ts';
import { openTestDatabase } from '../test/helper.ts';
import { seedDemoFleet } from './demo-fleet.ts';
import type { Rng } from './prng.ts';
import { seedSipPassword, seedVoicemailPin } from './secrets.ts';

const key = randomBytes(32);
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await syncRoster(database.db, loadRoster());
  await seedDemoFleet(database.db, { adminPassword: 'x', secretKey: key });
});
afterAll(() => database?.close());

describe('the demo fleet’s secrets', () => {
  it('gives every extension a SIP password of the rule, each its own', async () => {
    const rows = await database.db
      .select({ domain: extensions.domain, ext: extensions.extension, cipher: extensions.passwordEncrypted })
      .from(extensions);
    expect(rows.length).toBeGreaterThan(500);
    const seen = new Set<string>();
    for (const row of rows) {
      const password = decryptSecret(row.cipher, key);
      expect(sipPasswordProblem(password, row.ext), `${row.domain} ${row.ext}`).toBeNull();
      seen.add(password);
    }
    expect(seen.size).toBe(rows.length);
  });

  it('gives every desk-phone account either no password of its own or one of the rule', async () => {
    const files = await database.db.select().from(hardwareFiles);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      for (const account of [file.account1, file.account2]) {
        if (!account?.passwordEncrypted) continue;
        const password = decryptSecret(account.passwordEncrypted, key);
        expect(sipPasswordProblem(password, account.extension), file.mac).toBeNull();
      }
    }
  });

  it('gives every voicemail box a PIN of the rule (no repeat, no run, not its mailbox)', async () => {
    const boxes = await database.db.select().from(voicemailBoxes);
    expect(boxes.length).toBeGreaterThan(300);
    for (const box of boxes) {
      const pin = decryptSecret(box.passwordEncrypted, key);
      expect(voicemailPinProblem(pin, box.voicemailId), `${box.domain} ${box.voicemailId} ${pin}`).toBeNull();
    }
  });

  it('gives every calling card a PIN of digits, 4 or more for a cabin and 6 or more for an admin PIN', async () => {
    const rows = await database.db.select({ pin: cards.pin, type: cards.type }).from(cards);
    expect(rows.some((r) => r.type === 'cabin') && rows.some((r) => r.type === 'admin')).toBe(true);
    for (const row of rows) expect(cardPinProblem(row.pin, row.type), `${row.type} ${row.pin}`).toBeNull();
  });
});

describe('the seed’s secret makers', () => {
  /** An Rng whose digits(4) answers the given PINs in turn. */
  const scripted = (pins: string[]): Rng => {
    const next = () => {
      const pin = pins.shift();
      if (pin === undefined) throw new Error('out of PINs');
      return pin;
    };
    return { next: () => 0, int: () => 0, chance: () => false, pick: (items) => items[0]!, digits: next };
  };

  it('draws a voicemail PIN again while it is a repeat, a run or the mailbox', () => {
    const rng = scripted(['1111', '1234', '4321', '7890', '2101', '2580']);
    expect(seedVoicemailPin(rng, '2101')).toBe('2580');
  });

  it('makes SIP passwords of 16 unambiguous characters', () => {
    const password = seedSipPassword();
    expect(password).toHaveLength(16);
    for (const ch of password) expect(SIP_PASSWORD_ALPHABET).toContain(ch);
  });
});
