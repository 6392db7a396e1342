/**
 * The public site's support chat (spec 000 §2.1 "a chat-support widget is loaded in the signed-out area";
 * issue 12 item 6): a visitor gives a name and e-mail and opens a conversation with the support desk's
 * account in the inbox of the deployment's support environment, through the messaging core. The server
 * answers a token the widget keeps (localStorage) and sends with every later call: it is the visitor's
 * only credential, and it reaches only the visitor's own conversation. Messages are text, never HTML.
 */
import { z } from 'zod';
import { MESSAGE_TEXT_MAX, MessageId } from './messaging.ts';

/** How long one read may wait for something new (seconds): under the usual proxies' idle timeouts. */
export const SUPPORT_WAIT_MAX = 25;

const text = (max: number) => z.string().trim().max(max);
const Message = text(MESSAGE_TEXT_MAX).min(1, 'is required');
const Token = z.string().min(20).max(200);

/** POST /v1/support/chat: opens the conversation with the visitor's first message. */
export const StartSupportChat = z.object({
  name: text(120).min(1, 'is required'),
  email: z.string().trim().max(254).pipe(z.email('must be a valid e-mail address')),
  message: Message,
  /** The widget's id of the message (a resend with the same id is the same message). */
  messageid: MessageId,
});
export type StartSupportChat = z.input<typeof StartSupportChat>;

/** POST /v1/support/chat/message: a further message of the visitor. */
export const SupportChatMessage = z.object({ token: Token, message: Message, messageid: MessageId });
export type SupportChatMessage = z.input<typeof SupportChatMessage>;

/** POST /v1/support/chat/read: the visitor's conversation after `after`, waiting up to `wait` s for news. */
export const SupportChatRead = z.object({
  token: Token,
  after: z.number().int().min(0).default(0),
  wait: z.number().int().min(0).max(SUPPORT_WAIT_MAX).default(0),
});
export type SupportChatRead = z.input<typeof SupportChatRead>;

/** One message of the conversation as the visitor sees it. */
export const SupportMessage = z.object({
  /** The visitor's stream number of it: the next read asks after the last one seen. */
  seq: z.number().int(),
  messageid: z.string(),
  /** visitor: typed in the widget; desk: a reply from the support team. */
  from: z.enum(['visitor', 'desk']),
  /** Plain text, shown as text. */
  message: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss GMT' */
  date: z.string(),
});
export type SupportMessage = z.infer<typeof SupportMessage>;

export const SupportChatPage = z.object({
  name: z.string(),
  email: z.string(),
  items: z.array(SupportMessage),
  /** The newest stream number read (receipts included): ask after it next. */
  last_seq: z.number().int(),
  /** More follow: ask again at once. */
  more: z.boolean(),
});
export type SupportChatPage = z.infer<typeof SupportChatPage>;

export const SupportChatStarted = z.object({
  /** Keep it: it is the only way back to this conversation, and it is shown only now. */
  token: z.string(),
  name: z.string(),
  email: z.string(),
});
export type SupportChatStarted = z.infer<typeof SupportChatStarted>;
