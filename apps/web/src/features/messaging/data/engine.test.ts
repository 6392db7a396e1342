/**
 * The messaging engine at its boundaries: a fake STOMP transport (the link the test drives), HTTP through
 * the fetch mock (GET /v3/chat/sync), IndexedDB through fake-indexeddb (a fresh browser per test).
 */
import 'fake-indexeddb/auto';
import type { StreamItem } from '@portside/contract/messaging';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { MessagingEngine } from './engine.ts';
import { messageKey, statusOf } from './live-store.ts';
import { Outbox, openMessagingDb, StreamCursor } from './queue.ts';
import { getSyncPage } from './sync.ts';
import { aMessage, aReceipt, FakeTransport, type MessageItem, messageItem, syncPage } from './testing.ts';

const ME = '99982101';
const PEER = '99982102';
const KEY = `${ME}@cpl.portside.example`;

let engines: MessagingEngine[] = [];

beforeEach(() => {
  // A new browser: an empty IndexedDB.
  globalThis.indexedDB = new IDBFactory();
});

afterEach(async () => {
  for (const engine of engines) await engine.stop();
  engines = [];
});

/** The server's stream of the account; `stream` may grow during a test. */
function serveStream(stream: StreamItem[], options: { pageSize?: number; repeatLastSeen?: boolean } = {}) {
  return mockFetch({
    'GET /v3/chat/sync': ({ url }) => {
      expect(url.searchParams.get('user')).toBe(ME);
      const after = Number(url.searchParams.get('after'));
      const page = syncPage(stream, after, options.pageSize);
      // A server may answer an item already seen; the engine must ignore it.
      const seen = stream.find((item) => item.seq === after);
      if (options.repeatLastSeen && seen) page.items.unshift(seen);
      return { body: page };
    },
  });
}

function newEngine(transport = new FakeTransport(), options: { readOnly?: boolean } = {}) {
  const reloadList = vi.fn();
  const notify = vi.fn();
  const engine = new MessagingEngine({
    account: { username: ME, key: KEY },
    transport,
    db: openMessagingDb(),
    fetchSync: (after) => getSyncPage(ME, after),
    reloadList,
    notify,
    ...options,
  });
  engines.push(engine);
  return { engine, transport, reloadList, notify };
}

async function started(transport = new FakeTransport()) {
  const parts = newEngine(transport);
  await parts.engine.start();
  return parts;
}

async function outboxIds(): Promise<string[]> {
  return (await new Outbox(await openMessagingDb(), KEY).list()).map((item) => item.messageid);
}

function shownIds(engine: MessagingEngine, peer = PEER): string[] {
  return (engine.store.getSnapshot().messages.get(peer) ?? []).map((m) => m.messageid);
}

function syncAfters(calls: { path: string; search: string }[]): number[] {
  return calls
    .filter((c) => c.path === '/v3/chat/sync')
    .map((c) => Number(new URLSearchParams(c.search).get('after')));
}

describe('the outbox', () => {
  it('keeps what was typed offline across a reload and sends it in order with its ids, each leaving only after its RECEIPT', async () => {
    serveStream([]);
    const first = await started();
    for (const text of ['one', 'two', 'three']) {
      await first.engine.enqueue({ address: PEER, message: text, channel: 'app' });
    }
    const typed = first.engine.store.getSnapshot().pending.map((item) => item.messageid);
    expect(typed).toHaveLength(3);
    expect(new Set(typed).size).toBe(3);
    expect(first.transport.published).toEqual([]);
    await first.engine.stop();

    // A reload: a new engine on the same browser's database.
    const { engine, transport } = await started();
    expect(engine.store.getSnapshot().pending.map((i) => [i.messageid, i.text, i.address])).toEqual([
      [typed[0], 'one', PEER],
      [typed[1], 'two', PEER],
      [typed[2], 'three', PEER],
    ]);

    transport.connect();
    await transport.waitForPublished(3);
    const sends = transport.sends();
    expect(sends.map((s) => s.destination)).toEqual(Array(3).fill(`/exchange/${PEER}/message`));
    expect(sends.map((s) => s.body.messageid)).toEqual(typed);
    expect(sends.map((s) => s.body.message)).toEqual(['one', 'two', 'three']);
    expect(sends.every((s) => s.body.sender === ME && s.body.channel === 'app')).toBe(true);
    expect(new Set(sends.map((s) => s.headers.receipt)).size).toBe(3);
    // Sent is not stored: nothing leaves the outbox without the server's RECEIPT.
    await engine.settled();
    expect(await outboxIds()).toEqual(typed);

    transport.answer(sends[0]!);
    await engine.settled();
    expect(await outboxIds()).toEqual(typed.slice(1));
    expect(engine.store.getSnapshot().pending.map((i) => i.messageid)).toEqual(typed.slice(1));
    // The one the server stored is shown as sent.
    expect(shownIds(engine)).toEqual([typed[0]]);

    // The link drops before the other two are answered: they wait, and go again with the same ids.
    transport.drop();
    await engine.settled();
    expect(await outboxIds()).toEqual(typed.slice(1));
    transport.connect();
    await transport.waitForPublished(5);
    const resent = transport.sends().slice(3);
    expect(resent.map((s) => s.body.messageid)).toEqual(typed.slice(1));
    for (const send of resent) transport.answer(send);
    await engine.settled();
    expect(await outboxIds()).toEqual([]);
    expect(engine.store.getSnapshot().pending).toEqual([]);
    expect(shownIds(engine)).toEqual(typed);
  });

  it('sends at once while connected, and joins a group address with the sender', async () => {
    serveStream([]);
    const { engine, transport } = await started();
    transport.connect();
    await engine.settled();
    await engine.enqueue({ address: '99982103:99982102', message: 'all hands', channel: 'app' });
    await transport.waitForPublished(1);
    expect(transport.sends()[0]?.destination).toBe('/exchange/99982103:99982102/message');
    transport.answer(transport.sends()[0]!);
    await engine.settled();
    expect(shownIds(engine, '99982101:99982102:99982103')).toHaveLength(1);
  });

  it('keeps a message the server refuses as failed and never sends it again; the next one still goes', async () => {
    serveStream([]);
    const { engine, transport } = await started();
    await engine.enqueue({ address: PEER, message: 'refused', channel: 'app' });
    await engine.enqueue({ address: PEER, message: 'fine', channel: 'app' });
    transport.connect();
    await transport.waitForPublished(2);
    const [refused, fine] = transport.sends();
    transport.error({
      message: 'Your role may read messages but not send them.',
      'receipt-id': refused!.headers.receipt!,
    });
    await engine.settled();
    const pending = engine.store.getSnapshot().pending;
    expect(pending.map((i) => [i.text, i.failed])).toEqual([
      ['refused', 'Your role may read messages but not send them.'],
      ['fine', undefined],
    ]);
    const stored = await new Outbox(await openMessagingDb(), KEY).list();
    expect(stored[0]?.failed).toBe('Your role may read messages but not send them.');

    transport.connect();
    await transport.waitForPublished(3);
    expect(
      transport
        .sends()
        .slice(2)
        .map((s) => s.body.messageid),
    ).toEqual([fine!.body.messageid]);
  });

  it('takes a failed message out of the outbox and gives its text back; a sent or pending one stays', async () => {
    serveStream([]);
    const { engine, transport } = await started();
    const refused = await engine.enqueue({ address: PEER, message: 'refused', channel: 'app' });
    const waiting = await engine.enqueue({ address: PEER, message: 'waiting', channel: 'app' });
    transport.connect();
    await transport.waitForPublished(2);
    transport.error({ message: 'Refused.', 'receipt-id': transport.sends()[0]!.headers.receipt! });
    await engine.settled();

    expect(await engine.discard(waiting.messageid)).toBeNull();
    expect(await engine.discard(refused.messageid)).toBe('refused');
    expect(engine.store.getSnapshot().pending.map((i) => i.text)).toEqual(['waiting']);
    const stored = await new Outbox(await openMessagingDb(), KEY).list();
    expect(stored.map((i) => i.text)).toEqual(['waiting']);
    expect(await engine.discard(refused.messageid)).toBeNull();
  });

  it('refuses a draft the contract refuses, with a sentence, and queues nothing', async () => {
    serveStream([]);
    const { engine } = await started();
    await expect(engine.enqueue({ address: PEER, message: '   ', channel: 'app' })).rejects.toThrow(
      'Write a message first.',
    );
    await expect(engine.enqueue({ address: 'abc', message: 'x', channel: 'app' })).rejects.toThrow(
      "The destination must be a number, or numbers joined by ':'.",
    );
    expect(await outboxIds()).toEqual([]);
  });
});

describe('the stream', () => {
  it('catches up from the stored seq on connecting, page by page, and remembers where it stopped', async () => {
    const stream = [1, 2, 3, 4, 5].map((seq) => messageItem(seq, aMessage({ messageid: `s-${seq}` })));
    const { calls } = serveStream(stream, { pageSize: 2 });
    await new StreamCursor(await openMessagingDb(), KEY).write(2);
    const { engine, transport } = await started();
    transport.connect();
    await engine.settled();
    expect(syncAfters(calls)).toEqual([2, 4]);
    expect(shownIds(engine)).toEqual(['s-3', 's-4', 's-5']);
    expect(transport.subscriptions).toEqual([`/exchange/${ME}`]);
    expect(await new StreamCursor(await openMessagingDb(), KEY).read()).toBe(5);
  });

  it('applies live frames in order, fetches exactly the numbers a gap skipped, and ignores what it has seen', async () => {
    const stream: StreamItem[] = [1, 2].map((seq) => messageItem(seq, aMessage({ messageid: `s-${seq}` })));
    const { calls } = serveStream(stream, { repeatLastSeen: true });
    const { engine, transport } = await started();
    transport.connect();
    await engine.settled();
    expect(shownIds(engine)).toEqual(['s-1', 's-2']);

    // The next number: applied at once, no request.
    const third = messageItem(3, aMessage({ messageid: 's-3' }));
    stream.push(third);
    transport.deliver(3, third.message);
    await engine.settled();
    expect(syncAfters(calls)).toEqual([0]);

    // 4 and 5 never came over the socket; 6 does: a catch-up after 3 brings 4, 5, 6.
    for (const seq of [4, 5, 6]) stream.push(messageItem(seq, aMessage({ messageid: `s-${seq}` })));
    transport.deliver(6, (stream[5] as MessageItem).message);
    await engine.settled();
    expect(syncAfters(calls)).toEqual([0, 3]);
    expect(shownIds(engine)).toEqual(['s-1', 's-2', 's-3', 's-4', 's-5', 's-6']);

    // A late copy of 5 is ignored; 7 follows on without a request, and its repeat is ignored too.
    transport.deliver(5, (stream[4] as MessageItem).message);
    const seventh = messageItem(7, aMessage({ messageid: 's-7' }));
    stream.push(seventh);
    transport.deliver(7, seventh.message);
    transport.deliver(7, seventh.message);
    await engine.settled();
    expect(syncAfters(calls)).toEqual([0, 3]);
    expect(shownIds(engine)).toEqual(['s-1', 's-2', 's-3', 's-4', 's-5', 's-6', 's-7']);
    expect(engine.lastSeq).toBe(7);
  });

  it('catches up after every reconnect, from the last seq seen, and then reloads the conversation list', async () => {
    const stream = [messageItem(1, aMessage({ messageid: 'before' }))];
    const { calls } = serveStream(stream);
    const { engine, transport, reloadList } = await started();
    transport.connect();
    await engine.settled();
    expect(reloadList).not.toHaveBeenCalled();
    transport.drop();
    // Sent to the account while its socket was down.
    stream.push(messageItem(2, aMessage({ messageid: 'while-down-1' })));
    stream.push(messageItem(3, aMessage({ messageid: 'while-down-2' })));
    transport.connect();
    await engine.settled();
    expect(syncAfters(calls)).toEqual([0, 1]);
    expect(shownIds(engine)).toEqual(['before', 'while-down-1', 'while-down-2']);
    expect(reloadList).toHaveBeenCalledTimes(1);
  });

  it('reloads the conversation list about 4 s after a receive, once for a burst', async () => {
    serveStream([]);
    const { engine, transport, reloadList } = await started();
    transport.connect();
    await engine.settled();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    transport.deliver(1, aMessage());
    transport.deliver(2, aMessage());
    await engine.settled();
    vi.advanceTimersByTime(3900);
    expect(reloadList).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(reloadList).toHaveBeenCalledTimes(1);
  });

  it('raises a sent message’s status with the receipts that come back', async () => {
    serveStream([]);
    const { engine, transport } = await started();
    transport.connect();
    await engine.enqueue({ address: PEER, message: 'hi', channel: 'app' });
    await transport.waitForPublished(1);
    const send = transport.sends()[0]!;
    transport.answer(send);
    const messageid = String(send.body.messageid);
    transport.deliver(1, aReceipt({ messageid, sender: PEER, address: ME, type: 3, status: 3 }));
    await engine.settled();
    const shown = () => engine.store.getSnapshot().messages.get(PEER)?.[0];
    expect(statusOf(shown()!, engine.store.getSnapshot().statuses, ME)).toBe(3);
    transport.deliver(2, aReceipt({ messageid, sender: PEER, address: ME, type: 5, status: 5 }));
    await engine.settled();
    expect(statusOf(shown()!, engine.store.getSnapshot().statuses, ME)).toBe(5);
    expect(engine.store.getSnapshot().statuses.get(messageKey(ME, messageid))?.get(PEER)).toBe(5);
  });
});

describe('receipts', () => {
  it('sends a delivered receipt for each incoming message on arrival, none for its own or the system’s', async () => {
    serveStream([]);
    const { engine, transport } = await started();
    transport.connect();
    await engine.settled();
    transport.deliver(1, aMessage({ messageid: 'from-peer', sender: PEER, address: ME }));
    transport.deliver(2, aMessage({ messageid: 'own', sender: ME, address: PEER, type: 1 }));
    transport.deliver(3, aMessage({ messageid: 'system', sender: '1', address: ME }));
    transport.deliver(4, aMessage({ messageid: 'already', sender: PEER, address: ME, status: 3 }));
    transport.deliver(
      5,
      aMessage({ messageid: 'group', sender: '99982103', address: '99982101:99982102:99982103' }),
    );
    await engine.settled();
    await transport.waitForPublished(2);
    const receipts = transport.receipts();
    expect(receipts.map((r) => [r.destination, r.body])).toEqual([
      [
        `/exchange/${PEER}/IQ`,
        expect.objectContaining({
          messageid: 'from-peer',
          sender: ME,
          address: PEER,
          type: 3,
          status: 3,
          payload: 'IQ',
        }),
      ],
      [
        '/exchange/99982103/IQ',
        expect.objectContaining({ messageid: 'group', sender: ME, address: '99982103', type: 3, status: 3 }),
      ],
    ]);
    expect(receipts.every((r) => r.headers.receipt)).toBe(true);
  });

  it('sends again after a reconnect a receipt the server did not answer, and never one it answered', async () => {
    serveStream([]);
    const { engine, transport } = await started();
    transport.connect();
    await engine.settled();
    transport.deliver(1, aMessage({ messageid: 'a', sender: PEER, address: ME }));
    transport.deliver(2, aMessage({ messageid: 'b', sender: PEER, address: ME }));
    await transport.waitForPublished(2);
    transport.answer(transport.receipts()[0]!);
    transport.drop();
    transport.connect();
    await transport.waitForPublished(3);
    await engine.settled();
    expect(transport.receipts().map((r) => r.body.messageid)).toEqual(['a', 'b', 'b']);
  });

  it('marks read only incoming messages not read yet, once each', async () => {
    serveStream([]);
    const { engine, transport } = await started();
    transport.connect();
    await engine.settled();
    const unread = aMessage({ messageid: 'unread', sender: PEER, address: ME, status: 3 });
    const read = aMessage({ messageid: 'read', sender: PEER, address: ME, status: 5 });
    const own = aMessage({ messageid: 'own', sender: ME, address: PEER, type: 1 });
    engine.markRead([unread, read, own]);
    engine.markRead([unread]);
    await transport.waitForPublished(1);
    expect(transport.receipts().map((r) => [r.body.messageid, r.body.status])).toEqual([['unread', 5]]);
    transport.answer(transport.receipts()[0]!);
    expect(engine.store.myStatus(unread)).toBe(5);
  });
  it('sends no receipt at all for a role that may only read (an auditor reading an inbox)', async () => {
    serveStream([]);
    const { engine, transport } = newEngine(new FakeTransport(), { readOnly: true });
    await engine.start();
    transport.connect();
    await engine.settled();
    const incoming = aMessage({ messageid: 'seen-by-auditor', sender: PEER, address: ME });
    transport.deliver(1, incoming);
    await engine.settled();
    engine.markRead([incoming]);
    await engine.settled();
    // A message the auditor may not send would be refused; a receipt would also be refused (ERROR).
    transport.deliver(2, aMessage({ messageid: 'next', sender: PEER, address: ME }));
    await engine.settled();
    expect(transport.receipts()).toEqual([]);
    expect(shownIds(engine)).toEqual(['seen-by-auditor', 'next']);
  });
});

describe('notifications', () => {
  it('are asked for new incoming messages that arrive live, not for own ones nor for a first catch-up', async () => {
    serveStream([messageItem(1, aMessage({ messageid: 'old', sender: PEER, address: ME }))]);
    const { engine, transport, notify } = await started();
    transport.connect();
    await engine.settled();
    expect(notify).not.toHaveBeenCalled();
    transport.deliver(2, aMessage({ messageid: 'own', sender: ME, address: PEER, type: 1 }));
    transport.deliver(3, aMessage({ messageid: 'new', sender: PEER, address: ME }));
    await engine.settled();
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ messageid: 'new' }), PEER);
  });
});

describe('the connection state', () => {
  it('follows the link, with the time of the next attempt while it is down', async () => {
    serveStream([]);
    const { engine, transport } = await started();
    expect(engine.store.getSnapshot().connection.state).toBe('connecting');
    transport.connect();
    expect(engine.store.getSnapshot().connection.state).toBe('connected');
    const before = Date.now();
    transport.drop(4000);
    const { state, retryAt } = engine.store.getSnapshot().connection;
    expect(state).toBe('disconnected');
    expect(retryAt! - before).toBeGreaterThanOrEqual(4000);
    expect(retryAt! - before).toBeLessThan(5000);
    engine.retryNow();
    expect(transport.retries).toBe(1);
  });
});
