/**
 * The support chat's rules (issue 12 item 6). A visitor is a messaging address of the support
 * environment's domain (schema.ts); what they type is a SEND of that address to the desk's account, handed
 * to the messaging core's writer (stored before delivery, a number in both streams, scored, delivered
 * live to the inbox); the desk's reply is an ordinary SEND from the inbox to the visitor's address. The
 * visitor reads their own stream only: the token names the visitor, and no call takes an address or id.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SendMessage, toWireDate } from '@portside/contract/messaging';
import type { StartSupportChat, SupportChatPage, SupportMessage } from '@portside/contract/support';
import { eq } from 'drizzle-orm';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import { HttpError, Unauthorized } from '../../platform/errors.ts';
import { type Hub, StompRefusal } from '../../platform/realtime/seams.ts';
import { resolveDestination } from '../messaging/addresses.ts';
import { findAccount, selectStream } from '../messaging/read-queries.ts';
import type { MessageWriter } from '../messaging/writer.ts';
import { environments } from '../tenancy/schema.ts';
import { supportVisitors } from './schema.ts';

export type Visitor = typeof supportVisitors.$inferSelect;

/** A visitor's address: '0' and 11 digits (an extension never starts with 0 in a Portside dial plan). */
export const VISITOR_NUMBER = /^0[0-9]{11}$/;
const newNumber = () => `0${String(randomInt(0, 10 ** 11)).padStart(11, '0')}`;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

class Unavailable extends HttpError {
  constructor(sentence: string) {
    super(503, sentence);
  }
}

/** The support environment's domain and desk account (SUPPORT_ENVIRONMENT, SUPPORT_ACCOUNT). */
export async function supportDesk(db: Db, config: Config): Promise<{ domain: string; desk: string }> {
  const [env] = await db
    .select({ domain: environments.domain })
    .from(environments)
    .where(eq(environments.code, config.SUPPORT_ENVIRONMENT));
  if (!env) {
    throw new Unavailable('Chat support is not available at the moment. Please write to us by e-mail.');
  }
  return { domain: env.domain, desk: config.SUPPORT_ACCOUNT };
}

/** The visitor a token names, or a 401: a lost or foreign token reaches nothing. */
export async function visitorOf(db: Db, token: string): Promise<Visitor> {
  const [visitor] = await db
    .select()
    .from(supportVisitors)
    .where(eq(supportVisitors.tokenHash, hashToken(token)));
  if (!visitor) throw new Unauthorized('This chat is not known here. Please start a new one.');
  return visitor;
}

/** Registers the visitor (a fresh address and token) and sends their first message. */
export async function startChat(
  db: Db,
  writer: MessageWriter,
  where: { domain: string; desk: string },
  body: StartSupportChat,
): Promise<{ token: string; visitor: Visitor }> {
  const token = randomBytes(32).toString('base64url');
  let visitor: Visitor | undefined;
  for (let attempt = 0; !visitor && attempt < 5; attempt++) {
    [visitor] = await db
      .insert(supportVisitors)
      .values({
        ...where,
        number: newNumber(),
        name: body.name,
        email: body.email,
        tokenHash: hashToken(token),
      })
      .onConflictDoNothing()
      .returning();
  }
  if (!visitor) throw new Error('no free visitor number after 5 tries');
  try {
    await sendFromVisitor(writer, visitor, body.message, body.messageid);
  } catch (error) {
    // Nothing was stored for them and the token is never answered: no visitor is left behind.
    await db.delete(supportVisitors).where(eq(supportVisitors.id, visitor.id));
    throw error;
  }
  return { token, visitor };
}

/** A message of the visitor to their desk, through the core's writer (stored before it is delivered). */
export async function sendFromVisitor(
  writer: MessageWriter,
  visitor: Visitor,
  message: string,
  messageid: string,
): Promise<void> {
  const input = SendMessage.parse({ sender: visitor.number, address: visitor.desk, message, messageid });
  try {
    await writer.submit({
      kind: 'message',
      from: { domain: visitor.domain, account: visitor.number },
      input,
      destination: resolveDestination(visitor.number, visitor.desk, 'app'),
    });
  } catch (error) {
    // The desk is not an account of the environment: the deployment's setting, not the visitor's fault.
    if (error instanceof StompRefusal) {
      throw new Unavailable('Chat support is not available at the moment. Please write to us by e-mail.');
    }
    throw error;
  }
}

/** The visitor's conversation after `after`: their stream's messages (receipts only move last_seq on). */
export async function readChat(
  db: Db,
  visitor: Visitor,
  after: number,
  limit = 200,
): Promise<SupportChatPage> {
  const account = await findAccount(db, visitor.domain, visitor.number);
  const base = { name: visitor.name, email: visitor.email };
  if (!account) return { ...base, items: [], last_seq: 0, more: false };
  const rows = await selectStream(db, account.id, after, limit + 1);
  const page = rows.slice(0, limit);
  const items: SupportMessage[] = page.flatMap((r) =>
    r.message
      ? [
          {
            seq: r.seq,
            messageid: r.message.messageid,
            from: r.message.sender === visitor.number ? ('visitor' as const) : ('desk' as const),
            message: r.message.message,
            date: toWireDate(r.message.creationdate),
          },
        ]
      : [],
  );
  const last = Math.max(after, page.at(-1)?.seq ?? 0);
  return { ...base, items, last_seq: last, more: rows.length > limit };
}

/**
 * Reads after `after`, and when nothing is there, waits up to `waitMs` for the visitor's next stream item
 * (the hub tells this instance; the stream in the database stays the truth) or until `gone` settles (the
 * visitor left, the server closes). Listens before reading, so nothing committed in between is missed.
 */
export async function readChatWaiting(
  db: Db,
  hub: Pick<Hub, 'subscribe'>,
  visitor: Visitor,
  after: number,
  waitMs: number,
  gone: Promise<void>,
): Promise<SupportChatPage> {
  if (waitMs === 0) return readChat(db, visitor, after);
  let wake: () => void = () => {};
  const news = new Promise<void>((resolve) => {
    wake = resolve;
  });
  const stop = await hub.subscribe({ domain: visitor.domain, account: visitor.number }, () => wake());
  let timer: NodeJS.Timeout | undefined;
  try {
    const first = await readChat(db, visitor, after);
    if (first.last_seq > after) return first;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([news, timeout, gone]);
    return await readChat(db, visitor, after);
  } finally {
    clearTimeout(timer);
    await stop();
  }
}
