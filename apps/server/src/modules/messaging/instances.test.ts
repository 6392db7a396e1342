/**
 * Two server instances (issue 11 items 3 and 10): two apps on one PostgreSQL database, each with its own
 * hub on RabbitMQ (BROKER_URL), as two servers behind a load balancer are. A message sent through one
 * reaches a subscriber on the other, its receipt comes back the same way, and sends through both at once
 * to the same account leave that account's stream numbered without a gap. Runs when both DATABASE_URL
 * and BROKER_URL are set (the CI's PostgreSQL pass). Its accounts are its own: test files running at the
 * same time share the broker's exchange, and a.test is every file's domain.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { type Config, loadConfig } from '../../platform/config.ts';
import type { Database } from '../../platform/db.ts';
import { A, insertFixtures } from '../../test/fixtures.ts';
import { openTestDatabase } from '../../test/helper.ts';
import { chatAccounts, chatStream } from './schema.ts';
import {
  addAccounts,
  type Connected,
  connect,
  disconnect,
  Inbox,
  listen,
  messageBody,
  sendAndWait,
} from './test-kit.ts';

const { DATABASE_URL, BROKER_URL } = loadConfig();

describe.runIf(DATABASE_URL && BROKER_URL)('two instances on one database and RabbitMQ', () => {
  let database: Database;
  let config: Config;
  const apps: App[] = [];
  const urls: string[] = [];
  const open: Connected[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    // Instances share the secret key, as the docs say several servers on one PostgreSQL must.
    config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent/portside-web',
      BROKER_URL: BROKER_URL ?? '',
      SECRET_KEY: 'ab'.repeat(32),
    });
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config, database });
      apps.push(app);
      urls.push(await listen(app));
    }
    await insertFixtures(database.db);
    await addAccounts(database.db, config, A, { '99982201': {}, '99982202': {} });
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => disconnect(c)));
    for (const app of apps) await app.close();
    await database?.close();
  });

  const as = async (instance: number, account: string) => {
    const c = await connect(urls[instance]!, { login: `${account}@${A}`, passcode: `pw-${account}` });
    open.push(c);
    return c;
  };

  it('delivers a message sent through one instance to a subscriber on the other, and its receipt back', async () => {
    const sender = await as(0, '99982201');
    const senderReceipts = await Inbox.open(sender.client, '/exchange/99982201/IQ');
    const recipientConn = await as(1, '99982202');
    const recipient = await Inbox.open(recipientConn.client, '/exchange/99982202');
    const body = messageBody('99982201', '99982202', 'across instances');
    await sendAndWait(sender.client, '/exchange/99982202/message', body);
    expect((await recipient.message('across instances')).message).toMatchObject({
      sender: '99982201',
      type: 0,
      messageid: body.messageid,
    });
    await sendAndWait(recipientConn.client, '/exchange/99982201/IQ', {
      messageid: body.messageid,
      sender: '99982202',
      address: '99982201',
      type: 5,
    });
    // (The message's language score, type 14, comes too, on its own time.)
    const isRead = (i: { receipt?: { type: number } }) => i.receipt?.type === 5;
    const read = (await senderReceipts.until((items) => items.some(isRead))).find(isRead);
    expect(read?.receipt).toMatchObject({ messageid: body.messageid, type: 5, status: 5 });
  });

  it('numbers one account’s stream without a gap when both instances write to it at once', async () => {
    const senders = [await as(0, '99982201'), await as(1, '99982201')];
    const recipient = await Inbox.open((await as(0, '99982202')).client, '/exchange/99982202/message');
    const before = recipient.items.length;
    const sends = senders.flatMap((s, i) =>
      Array.from({ length: 40 }, (_, k) =>
        sendAndWait(
          s.client,
          '/exchange/99982202/message',
          messageBody('99982201', '99982202', `burst ${i}-${k}`),
        ),
      ),
    );
    await Promise.all(sends);
    const items = await recipient.until((all) => all.length >= before + 80);
    expect(items).toHaveLength(before + 80);
    const [account] = await database.db
      .select()
      .from(chatAccounts)
      .where(and(eq(chatAccounts.domain, A), eq(chatAccounts.account, '99982202')));
    const seqs = (
      await database.db
        .select({ seq: chatStream.seq })
        .from(chatStream)
        .where(eq(chatStream.accountId, account!.id))
        .orderBy(asc(chatStream.seq))
    ).map((r) => r.seq);
    expect(seqs).toEqual(Array.from({ length: account!.lastSeq }, (_, i) => i + 1));
  });
});
