/**
 * The demo ship's messaging history (issue 11 item 8), read back through the module's own reads: the
 * desks' inboxes page, every channel is used, groups of three to six, both bots and the system speak,
 * receipts are stored as events with statuses to match, some messages are still unread; every stream is
 * numbered without a gap and every conversation points at its newest message; the same seed twice
 * (another database) writes the same messages, and a second run on the same one writes nothing.
 */

import { ChatMessageQuery, GROUP_SEPARATOR } from '@portside/contract/messaging';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listConversations } from '../modules/messaging/reads.ts';
import {
  chatAccounts,
  chatConversations,
  chatEvents,
  chatMessages,
  chatStream,
} from '../modules/messaging/schema.ts';
import { loadRoster, parseRoster, syncRoster } from '../modules/tenancy/roster.ts';
import { environments } from '../modules/tenancy/schema.ts';
import type { Database } from '../platform/db.ts';
import { openTestDatabase } from '../test/helper.ts';
import { demoFaq } from './assistant.ts';
import type { SeedContext } from './context.ts';
import { seedDemoFleet } from './demo-fleet.ts';
import { seedMessaging } from './messaging.ts';
import { createRng } from './prng.ts';

const demo = loadRoster();
const ship = demo.environments.find((e) => e.code === 'CPL')!;
const roster = parseRoster({
  organizations: demo.organizations.filter((o) => o.code === ship.organization),
  environments: [ship],
});
const NOW = new Date('2026-03-01T12:00:00Z');
const options = { adminPassword: 'seed-test-pw', secretKey: Buffer.alloc(32, 7), now: NOW };
let database: Database;

async function seeded(): Promise<Database> {
  const db = await openTestDatabase();
  await syncRoster(db.db, roster);
  await seedDemoFleet(db.db, options);
  return db;
}

async function messagesOf(db: Database) {
  return db.db
    .select({
      messageid: chatMessages.messageid,
      sender: chatMessages.sender,
      address: chatMessages.address,
      message: chatMessages.message,
      channel: chatMessages.channel,
      extras: chatMessages.extras,
      status: chatMessages.status,
      creationdate: chatMessages.creationdate,
    })
    .from(chatMessages)
    .where(eq(chatMessages.domain, ship.domain))
    .orderBy(asc(chatMessages.sender), asc(chatMessages.messageid));
}

beforeAll(async () => {
  database = await seeded();
}, 240_000);
afterAll(() => database?.close());

describe('the demo messaging seed', () => {
  it('gives each desk more than a page of conversations', async () => {
    for (const desk of ['99982100', '99982101', '99982102']) {
      const q = ChatMessageQuery.parse({ user: desk, newestOnly: 'true' });
      const list = await listConversations(database.db, ship.domain, desk, q);
      expect(list.data, desk).toHaveLength(25);
      expect(list.total, desk).toBeGreaterThan(25);
      // Guests the directory knows are named by it.
      expect(list.data.some((c) => c.peer.startsWith('+') && c.peer_names[0] !== c.peer)).toBe(true);
    }
  });

  it('uses every channel, groups of three to six, both bots, and a failed reply on each outside channel', async () => {
    const rows = await messagesOf(database);
    expect(new Set(rows.map((r) => r.channel))).toEqual(
      new Set(['app', 'sms', 'whatsapp', 'imessage', 'viber', 'telegram']),
    );
    const groups = new Set(rows.filter((r) => r.address.includes(GROUP_SEPARATOR)).map((r) => r.address));
    expect(groups.size).toBeGreaterThanOrEqual(3);
    for (const g of groups) expect(g.split(GROUP_SEPARATOR).length).toBeGreaterThanOrEqual(3);
    for (const g of groups) expect(g.split(GROUP_SEPARATOR).length).toBeLessThanOrEqual(6);
    for (const bot of ['9998214', '9998216'])
      expect(
        rows.some((r) => r.sender === bot),
        bot,
      ).toBe(true);
    // The bots' own answers (issue 12 item 5): the assistant's from the seeded FAQ, the other's analysis.
    const faq = new Set(demoFaq(ship.name).map((e) => e.answer));
    for (const r of rows.filter((m) => m.sender === '9998214')) {
      expect(r.extras).toMatchObject({ bot: { kind: 'faq' } });
      expect(faq.has(r.message), r.message).toBe(true);
    }
    const analyses = rows.filter((m) => m.sender === '9998216');
    for (const r of analyses) expect(r.message).toMatch(/^Language analysis: (Good|Neutral|Unacceptable) /);
    // On every outside channel a desk's reply is stored failed, the reason on the message.
    const failed = rows.filter(
      (r) => (r.extras as { delivery?: { state?: string } } | null)?.delivery?.state === 'failed',
    );
    expect(new Set(failed.map((r) => r.channel))).toEqual(
      new Set(['sms', 'whatsapp', 'imessage', 'viber', 'telegram']),
    );
    for (const r of failed) {
      expect((r.extras as { delivery: { reason: string } }).delivery.reason).toMatch(
        /^No .* provider is configured, so this message to \+\d+ was stored but not sent\.$/,
      );
    }
  });

  it('stores delivered and read receipts as events, and leaves some recent messages unread', async () => {
    const [types] = await database.db
      .select({
        delivered: sql<number>`count(*) filter (where ${chatEvents.type} = 3)`.mapWith(Number),
        read: sql<number>`count(*) filter (where ${chatEvents.type} = 5)`.mapWith(Number),
      })
      .from(chatEvents);
    expect(types?.delivered).toBeGreaterThan(100);
    expect(types?.read).toBeGreaterThan(100);
    const statuses = new Set((await messagesOf(database)).map((r) => r.status));
    expect(statuses).toEqual(new Set([0, 3, 5]));
    const [unread] = await database.db
      .select({ n: count() })
      .from(chatStream)
      .where(sql`${chatStream.incoming} and ${chatStream.status} < 5`);
    expect(unread?.n).toBeGreaterThan(0);
  });

  it('numbers every stream without a gap and points each conversation at its newest message', async () => {
    const accounts = await database.db
      .select()
      .from(chatAccounts)
      .where(eq(chatAccounts.domain, ship.domain));
    expect(accounts.length).toBeGreaterThan(10);
    for (const account of accounts) {
      const items = await database.db
        .select()
        .from(chatStream)
        .where(eq(chatStream.accountId, account.id))
        .orderBy(asc(chatStream.seq));
      expect(items.map((i) => i.seq)).toEqual(items.map((_, k) => k + 1));
      expect(account.lastSeq).toBe(items.length);
      const conversations = await database.db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.accountId, account.id));
      for (const c of conversations) {
        const newest = items.filter((i) => i.peer === c.peer && i.messageId !== null).at(-1);
        expect(c.lastSeq).toBe(newest?.seq);
      }
    }
  });

  it('writes the same messages on another database, and nothing on a second run', async () => {
    const other = await seeded();
    try {
      expect(await messagesOf(other)).toEqual(await messagesOf(database));
    } finally {
      await other.close();
    }
    const [env] = await database.db.select().from(environments).where(eq(environments.domain, ship.domain));
    const ctx = {
      tx: database.db,
      env,
      siblings: [],
      rng: createRng('unused'),
      now: NOW,
      secretKey: options.secretKey,
    } as SeedContext;
    const before = (await messagesOf(database)).length;
    expect(await seedMessaging(ctx)).toEqual({});
    expect((await messagesOf(database)).length).toBe(before);
  }, 60_000);
});
