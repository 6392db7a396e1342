/**
 * Helpers of the messaging tests (used by *.test.ts only): accounts with SIP passwords, a @stomp/stompjs
 * client over ws as the console and phones connect, an inbox that collects an account's MESSAGE frames
 * and waits for them (no sleeps), SENDs that wait for their RECEIPT.
 */
import type { AddressInfo } from 'node:net';
import type { ChatMessage, Receipt } from '@portside/contract/messaging';
import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import { and, eq } from 'drizzle-orm';
import WebSocket from 'ws';
import type { App } from '../../app.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import { encryptSecret, loadSecretKey } from '../../platform/secrets.ts';
import { extensions } from '../pbx/schema.ts';

/** Adds extensions (or sets their password) with the app's secret key. */
export async function addAccounts(
  db: Db,
  config: Config,
  domain: string,
  accounts: Record<string, { name?: string; password?: string }>,
): Promise<void> {
  const key = loadSecretKey(config);
  for (const [extension, a] of Object.entries(accounts)) {
    const values = {
      domain,
      extension,
      passwordEncrypted: encryptSecret(a.password ?? `pw-${extension}`, key),
      effectiveCallerIdName: a.name ?? '',
    };
    const updated = await db
      .update(extensions)
      .set({ passwordEncrypted: values.passwordEncrypted })
      .where(and(eq(extensions.domain, domain), eq(extensions.extension, extension)))
      .returning({ id: extensions.extensionUuid });
    if (updated.length === 0) await db.insert(extensions).values(values);
  }
}

/** Starts the app listening on a free port of 127.0.0.1 and returns its ws:// URL of /ws. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
}

export interface Connected {
  client: Client;
  connected: IFrame;
}

/** Connects with @stomp/stompjs; resolves on CONNECTED, rejects with the ERROR frame's sentence. */
export function connect(
  url: string,
  connectHeaders: Record<string, string>,
  wsHeaders: Record<string, string> = {},
): Promise<Connected> {
  return new Promise((resolve, reject) => {
    const client = new Client({
      webSocketFactory: () => new WebSocket(url, { headers: wsHeaders }),
      connectHeaders,
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
      debug: () => undefined,
      onConnect: (connected) => resolve({ client, connected }),
      onStompError: (frame) => reject(new StompError(frame.headers.message ?? '', frame)),
      onWebSocketClose: (event) => reject(new Error(`The socket closed (${event.code}).`)),
    });
    client.activate();
  });
}

export class StompError extends Error {
  constructor(
    message: string,
    readonly frame: IFrame,
  ) {
    super(message);
  }
}

/** Resolves with the next ERROR frame's sentence of a connected client (the server then closes). */
export function nextError(client: Client): Promise<string> {
  return new Promise((resolve) => {
    client.onStompError = (frame) => resolve(frame.headers.message ?? '');
  });
}

/** A frame sent with a receipt header; resolves when its RECEIPT arrives. */
export function withReceipt(client: Client, send: (headers: { receipt: string }) => void): Promise<IFrame> {
  const receipt = `r-${Math.random().toString(36).slice(2)}`;
  const arrived = new Promise<IFrame>((resolve) => client.watchForReceipt(receipt, resolve));
  send({ receipt });
  return arrived;
}

export function publish(
  client: Client,
  destination: string,
  body: object,
  headers: Record<string, string> = {},
) {
  client.publish({ destination, body: JSON.stringify(body), headers });
}

/** SENDs a body to a destination and waits for its RECEIPT (after the commit). */
export function sendAndWait(client: Client, destination: string, body: object): Promise<IFrame> {
  return withReceipt(client, (headers) => publish(client, destination, body, headers));
}

export interface Delivered {
  seq: number;
  kind: 'message' | 'IQ';
  destination: string;
  message?: ChatMessage;
  receipt?: Receipt;
}

/** An account's subscription: collects its MESSAGE frames in order and waits for them. */
export class Inbox {
  readonly items: Delivered[] = [];
  private readonly checks = new Set<() => void>();

  private constructor(readonly client: Client) {}

  /** Subscribes (and waits for the subscription's RECEIPT, so nothing sent after it is missed). */
  static async open(client: Client, destination: string): Promise<Inbox> {
    const inbox = new Inbox(client);
    await withReceipt(client, (headers) =>
      client.subscribe(destination, (frame) => inbox.take(frame), { ...headers }),
    );
    return inbox;
  }

  private take(frame: IMessage): void {
    const kind = frame.headers.destination?.endsWith('/IQ') ? 'IQ' : 'message';
    const body = JSON.parse(frame.body);
    this.items.push({
      seq: Number(frame.headers.seq),
      kind,
      destination: frame.headers.destination ?? '',
      ...(kind === 'IQ' ? { receipt: body } : { message: body }),
    });
    for (const check of [...this.checks]) check();
  }

  /** Waits until `n` items have come. */
  until(condition: (items: Delivered[]) => boolean): Promise<Delivered[]> {
    return new Promise((resolve) => {
      const check = () => {
        if (!condition(this.items)) return;
        this.checks.delete(check);
        resolve(this.items);
      };
      this.checks.add(check);
      check();
    });
  }

  /** Waits for the message with this text and returns it. */
  async message(text: string): Promise<Delivered & { message: ChatMessage }> {
    const items = await this.until((all) => all.some((i) => i.message?.message === text));
    return items.find((i) => i.message?.message === text) as Delivered & { message: ChatMessage };
  }

  messages(): ChatMessage[] {
    return this.items.flatMap((i) => (i.message ? [i.message] : []));
  }
}

let counter = 0;
/** A fresh message id. */
export const newId = (prefix = 'm') => `${prefix}-${Date.now().toString(36)}-${++counter}`;

/** A message body as a client SENDs it. */
export function messageBody<E extends Record<string, unknown>>(
  sender: string,
  address: string,
  message: string,
  extra?: E,
): { sender: string; address: string; message: string; messageid: string } & E {
  return { sender, address, message, messageid: newId(), ...(extra as E) };
}

export async function disconnect(c: { client: Client }): Promise<void> {
  await c.client.deactivate();
}
