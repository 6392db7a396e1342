/**
 * The writer (issue 11 items 2 and 9): SENDs that arrive together are committed in one batch and
 * published once after the commit; a refused SEND leaves the rest of its batch alone; a batch that fails
 * in the database is written again one SEND at a time; writers at work at the same time (several server
 * instances) keep every account's stream numbered 1, 2, 3… without a gap, and its conversations and
 * statuses consistent. On PostgreSQL (DATABASE_URL) the writers' transactions really run at once.
 */
import { SendMessage, SendReceipt } from '@portside/contract/messaging';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StompRefusal } from '../../platform/realtime/seams.ts';
import { A, insertFixtures } from '../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { resolveDestination } from './addresses.ts';
import { chatAccounts, chatConversations, chatMessages, chatStream } from './schema.ts';
import type { Delivery, Operation } from './store.ts';
import { addAccounts } from './test-kit.ts';
import { MessageWriter } from './writer.ts';

let t: TestApp;
const ACCOUNTS = ['99983001', '99983002', '99983003', '99983004', '99983005', '99983006'];

beforeAll(async () => {
  t = await buildTestApp();
  await insertFixtures(t.db);
  await addAccounts(t.db, t.config, A, Object.fromEntries(ACCOUNTS.map((a) => [a, {}])));
});
afterAll(() => t.close());

let n = 0;
function message(from: string, address: string, text = `text ${n}`, channel = 'app'): Operation {
  const input = SendMessage.parse({ sender: from, address, message: text, messageid: `w-${++n}`, channel });
  return {
    kind: 'message',
    from: { domain: A, account: from },
    input,
    destination: resolveDestination(from, address, input.channel),
  };
}

function recordingHub(check?: (items: readonly Delivery[]) => Promise<void>) {
  const batches: Delivery[][] = [];
  return {
    batches,
    publish: async (items: readonly Delivery[]) => {
      await check?.(items);
      batches.push([...items]);
    },
  };
}

const settle = (p: Promise<void>) =>
  p.then(
    () => 'stored',
    (e: Error) => (e instanceof StompRefusal ? `refused: ${e.message}` : `failed: ${e.message}`),
  );

describe('batches', () => {
  it('commits SENDs that arrive together in one batch and publishes it once, after the commit', async () => {
    const hub = recordingHub(async (items) => {
      // Every delivery's message is already committed when the hub gets it.
      const ids = items.map((i) => JSON.parse(i.delivery.body).messageid as string);
      const rows = await t.db
        .select({ messageid: chatMessages.messageid })
        .from(chatMessages)
        .where(inArray(chatMessages.messageid, ids));
      expect(new Set(rows.map((r) => r.messageid))).toEqual(new Set(ids));
    });
    const writer = new MessageWriter(t.db, hub, t.app.log);
    const ops = Array.from({ length: 200 }, (_, i) => message(ACCOUNTS[i % 3]!, ACCOUNTS[3 + (i % 3)]!));
    expect(await Promise.all(ops.map((op) => settle(writer.submit(op))))).toEqual(ops.map(() => 'stored'));
    expect(hub.batches).toHaveLength(1);
    expect(hub.batches[0]).toHaveLength(400);
  });

  it('refuses one SEND of a batch and stores the others', async () => {
    const writer = new MessageWriter(t.db, recordingHub(), t.app.log);
    const results = await Promise.all(
      [
        message(ACCOUNTS[0]!, ACCOUNTS[1]!),
        message(ACCOUNTS[0]!, '99989999'),
        message(ACCOUNTS[1]!, ACCOUNTS[0]!),
      ].map((op) => settle(writer.submit(op))),
    );
    expect(results).toEqual(['stored', `refused: 99989999 is not an account of ${A}.`, 'stored']);
  });

  it('writes a batch that fails in the database again one SEND at a time, so only the bad one fails', async () => {
    const hub = recordingHub();
    const writer = new MessageWriter(t.db, hub, t.app.log);
    const good = [
      message(ACCOUNTS[0]!, ACCOUNTS[1]!, 'fine'),
      message(ACCOUNTS[1]!, ACCOUNTS[2]!, 'fine too'),
    ];
    // PostgreSQL text cannot hold NUL: the batch's statement fails (STOMP refuses such a body earlier).
    const bad = message(ACCOUNTS[2]!, ACCOUNTS[0]!, 'bad\u0000text');
    const results = await Promise.all([good[0]!, bad, good[1]!].map((op) => settle(writer.submit(op))));
    expect(results[0]).toBe('stored');
    expect(results[1]).toMatch(/^failed: /);
    expect(results[2]).toBe('stored');
    expect(hub.batches.flat().map((d) => JSON.parse(d.delivery.body).message)).toEqual([
      'fine',
      'fine',
      'fine too',
      'fine too',
    ]);
  });
});

describe('the hand-over to the hub', () => {
  it('writes the next batch while the hub still confirms the last, and answers batches in commit order', async () => {
    // The hub holds the first batch (a broker yet to confirm) until the test lets it go.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const hub = recordingHub(async () => {
      if (++calls === 1) await held;
    });
    const writer = new MessageWriter(t.db, hub, t.app.log);
    const answered: string[] = [];
    const first = writer.submit(message(ACCOUNTS[0] as string, ACCOUNTS[1] as string, 'held'));
    void first.then(() => answered.push('first'));
    await new Promise<void>((resolve) => setImmediate(resolve));
    const second = writer.submit(message(ACCOUNTS[0] as string, ACCOUNTS[1] as string, 'next'));
    void second.then(() => answered.push('second'));

    // The second batch is committed and handed to the hub while the first is still held...
    await expect.poll(() => calls).toBe(2);
    const stored = await t.db
      .select({ message: chatMessages.message })
      .from(chatMessages)
      .where(inArray(chatMessages.message, ['held', 'next']));
    expect(stored.map((r) => r.message).sort()).toEqual(['held', 'next']);
    // ...but not answered before the first.
    expect(answered).toEqual([]);
    release();
    await Promise.all([first, second]);
    expect(answered).toEqual(['first', 'second']);
    await writer.settled();
  });
});

describe("a connection's lane (pipelined SENDs)", () => {
  const stored = async (ids: string[]) =>
    (
      await t.db
        .select({ messageid: chatMessages.messageid })
        .from(chatMessages)
        .where(inArray(chatMessages.messageid, ids))
    ).map((r) => r.messageid);

  it('stores none of a lane after a refused SEND, in the same batch or a later one; other lanes go on', async () => {
    const writer = new MessageWriter(t.db, recordingHub(), t.app.log);
    const lane = { stopped: false };
    const other = { stopped: false };
    const before = message(ACCOUNTS[0]!, ACCOUNTS[1]!);
    const bad = message(ACCOUNTS[0]!, '99989999');
    const sameBatch = message(ACCOUNTS[0]!, ACCOUNTS[2]!);
    const elsewhere = message(ACCOUNTS[3]!, ACCOUNTS[4]!);
    // A receipt after messages waits for the lane's next batch.
    const laterBatch: Operation = {
      kind: 'receipt',
      from: { domain: A, account: ACCOUNTS[0]! },
      input: SendReceipt.parse({ messageid: 'w-none', sender: ACCOUNTS[0]!, address: ACCOUNTS[1]!, type: 3 }),
    };
    const results = await Promise.all([
      settle(writer.submit(before, lane)),
      settle(writer.submit(bad, lane)),
      settle(writer.submit(sameBatch, lane)),
      settle(writer.submit(elsewhere, other)),
      settle(writer.submit(laterBatch, lane)),
    ]);
    const skipped = 'refused: An earlier SEND of this connection was refused, so this one was not stored.';
    expect(results).toEqual([
      'stored',
      `refused: 99989999 is not an account of ${A}.`,
      skipped,
      'stored',
      skipped,
    ]);
    expect(lane.stopped).toBe(true);
    expect(other.stopped).toBe(false);
    const ids = [before, bad, sameBatch, elsewhere].map((op) =>
      op.kind === 'message' ? op.input.messageid : '',
    );
    expect((await stored(ids)).sort()).toEqual([ids[0], ids[3]].sort());
  });

  it("numbers a lane's messages and receipts in the order they were sent", async () => {
    const hub = recordingHub();
    const writer = new MessageWriter(t.db, hub, t.app.log);
    const first = message(ACCOUNTS[1]!, ACCOUNTS[0]!, 'to be read');
    await writer.submit(first);
    const lane = { stopped: false };
    const read: Operation = {
      kind: 'receipt',
      from: { domain: A, account: ACCOUNTS[0]! },
      input: SendReceipt.parse({
        messageid: first.kind === 'message' ? first.input.messageid : '',
        sender: ACCOUNTS[0]!,
        address: ACCOUNTS[1]!,
        type: 5,
      }),
    };
    const answer = message(ACCOUNTS[0]!, ACCOUNTS[1]!, 'answer');
    const last = message(ACCOUNTS[0]!, ACCOUNTS[1]!, 'last');
    const before = hub.batches.length;
    await Promise.all([answer, read, last].map((op) => writer.submit(op, lane)));
    // What the first sender's stream got, in seq order: the answer, the read mark, the last message.
    const toSender = hub.batches
      .slice(before)
      .flat()
      .filter((d) => d.key.account === ACCOUNTS[1])
      .sort((a, b) => a.delivery.seq - b.delivery.seq)
      .map((d) => {
        const body = JSON.parse(d.delivery.body);
        return d.delivery.kind === 'IQ' ? `read ${body.type}` : body.message;
      });
    expect(toSender).toEqual(['answer', 'read 5', 'last']);
  });
});

describe('writers at the same time', () => {
  it('keep every stream gap-free, every copy once, conversations and statuses consistent', async () => {
    const writers = [0, 1, 2].map(() => new MessageWriter(t.db, recordingHub(), t.app.log));
    const sent: Operation[] = [];
    const jobs: Promise<void>[] = [];
    for (let i = 0; i < 240; i++) {
      const from = ACCOUNTS[i % ACCOUNTS.length]!;
      const to = ACCOUNTS[(i * 7 + 1) % ACCOUNTS.length]!;
      const op =
        i % 10 === 0
          ? message(
              from,
              ACCOUNTS.filter((a) => a !== from)
                .slice(0, 3)
                .join(':'),
            )
          : message(from, to === from ? ACCOUNTS[(i + 1) % ACCOUNTS.length]! : to);
      sent.push(op);
      jobs.push(writers[i % 3]!.submit(op));
    }
    await Promise.all(jobs);
    // Receipts of every recipient, from all writers at once.
    const receipts: Promise<void>[] = [];
    sent.forEach((op, i) => {
      if (op.kind !== 'message') return;
      for (const member of op.destination.members) {
        if (member === op.from.account) continue;
        const input = SendReceipt.parse({
          messageid: op.input.messageid,
          sender: member,
          address: op.from.account,
          type: i % 2 ? 5 : 3,
        });
        receipts.push(
          writers[(i + 1) % 3]!.submit({ kind: 'receipt', from: { domain: A, account: member }, input }),
        );
      }
    });
    await Promise.all(receipts);

    const accounts = await t.db.select().from(chatAccounts).where(eq(chatAccounts.domain, A));
    for (const account of accounts) {
      const items = await t.db
        .select()
        .from(chatStream)
        .where(eq(chatStream.accountId, account.id))
        .orderBy(asc(chatStream.seq));
      expect(
        items.map((i) => i.seq),
        account.account,
      ).toEqual(items.map((_, k) => k + 1));
      expect(account.lastSeq).toBe(items.length);
      const copies = items.filter((i) => i.messageId !== null).map((i) => i.messageId);
      expect(new Set(copies).size, `${account.account} holds each message once`).toBe(copies.length);
      const conversations = await t.db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.accountId, account.id));
      for (const c of conversations) {
        const newest = Math.max(
          ...items.filter((i) => i.peer === c.peer && i.messageId !== null).map((i) => i.seq),
        );
        expect(c.lastSeq, `${account.account} / ${c.peer}`).toBe(newest);
      }
    }
    // Each message's status is the least its recipients reached.
    const statuses = await t.db.execute<{ bad: number }>(sql`
      select count(*)::int as bad from ${chatMessages} m
      where m.domain = ${A} and m.sender <> '1' and m.status <> (
        select coalesce(min(s.status), 0) from ${chatStream} s where s.message_id = m.id and s.incoming)`);
    expect((statuses as unknown as { rows: { bad: number }[] }).rows[0]?.bad).toBe(0);
  }, 60_000);
});
