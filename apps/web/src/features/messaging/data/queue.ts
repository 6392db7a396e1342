/**
 * What the messaging layer keeps in the browser's IndexedDB, so a reload or a closed laptop loses
 * nothing (issue 11 item 7):
 * - the outbox: messages typed and not yet acknowledged by the server (a RECEIPT), per account, in the
 *   order they were typed, each with the messageid it keeps for every resend (the server dedupes);
 * - the stream cursor: the last `seq` of the account's stream this browser applied, where the next
 *   catch-up (GET /v3/chat/sync?after=) starts.
 */
import type { Channel } from '@portside/contract/messaging';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

export interface OutboxItem {
  /** The account it is sent from: accountKey() ('<ext>@<domain>'). */
  account: string;
  messageid: string;
  address: string;
  text: string;
  channel: Channel;
  /** When it was typed (ms since the epoch). */
  queuedAt: number;
  /** The server refused it (its ERROR sentence): it is shown as failed and never sent again. */
  failed?: string;
}

interface MessagingDb extends DBSchema {
  outbox: {
    /** Auto-increment: the order things were typed in. */
    key: number;
    value: OutboxItem & { order?: number };
    indexes: { account: string; messageid: string };
  };
  cursors: { key: string; value: number };
}

export const MESSAGING_DB = 'portside-messaging';

export type MessagingDatabase = IDBPDatabase<MessagingDb>;

export function openMessagingDb(): Promise<MessagingDatabase> {
  return openDB<MessagingDb>(MESSAGING_DB, 1, {
    upgrade(db) {
      const outbox = db.createObjectStore('outbox', { keyPath: 'order', autoIncrement: true });
      outbox.createIndex('account', 'account');
      outbox.createIndex('messageid', 'messageid');
      db.createObjectStore('cursors');
    },
  });
}

function strip(row: OutboxItem & { order?: number }): OutboxItem {
  const { order: _order, ...item } = row;
  return item;
}

/** One account's outbox. */
export class Outbox {
  constructor(
    private readonly db: MessagingDatabase,
    readonly account: string,
  ) {}

  /** Every item of the account, oldest first. */
  async list(): Promise<OutboxItem[]> {
    // An index lists equal keys in primary key order: the order of add().
    const rows = await this.db.getAllFromIndex('outbox', 'account', this.account);
    return rows.map(strip);
  }

  async add(item: Omit<OutboxItem, 'account'>): Promise<OutboxItem> {
    const row: OutboxItem = { ...item, account: this.account };
    await this.db.add('outbox', row);
    return row;
  }

  async remove(messageid: string): Promise<void> {
    const tx = this.db.transaction('outbox', 'readwrite');
    for (const key of await tx.store.index('messageid').getAllKeys(messageid)) {
      const row = await tx.store.get(key);
      if (row?.account === this.account) await tx.store.delete(key);
    }
    await tx.done;
  }

  async markFailed(messageid: string, reason: string): Promise<void> {
    const tx = this.db.transaction('outbox', 'readwrite');
    let cursor = await tx.store.index('messageid').openCursor(messageid);
    while (cursor) {
      if (cursor.value.account === this.account) await cursor.update({ ...cursor.value, failed: reason });
      cursor = await cursor.continue();
    }
    await tx.done;
  }
}

/** One account's stream cursor: the last seq applied (0 before any). */
export class StreamCursor {
  constructor(
    private readonly db: MessagingDatabase,
    readonly account: string,
  ) {}

  async read(): Promise<number> {
    return (await this.db.get('cursors', this.account)) ?? 0;
  }

  async write(seq: number): Promise<void> {
    await this.db.put('cursors', seq, this.account);
  }
}
