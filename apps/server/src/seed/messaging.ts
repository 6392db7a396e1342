/**
 * Demo omnichannel history of one ship (issue 11 item 8): guests writing to Guest Services, the purser
 * and shore excursions (99982100-99982102, each with more than a page of conversations) over SMS,
 * WhatsApp, Apple Messages, Viber and Telegram (the directory's guests by name, others by number); crew
 * chatting with the desks on the app; groups of three to six members; both bots answering (their own
 * answers: the assistant's from the seeded FAQ, the language bot's analysis); on each
 * outside channel a desk reply stored failed with the reason (no provider is configured). Older messages are delivered and read, with
 * their receipts as events; the last hours leave some unread. Written as the messaging store writes
 * (write-queries.ts): messages, each member's stream in time order with its counter, receipts as events
 * and stream items of the original sender, and the conversations. Its own random stream, so the rest
 * of the ship's seed does not move with it; a ship that has its seed messages is left alone.
 */
import { APP_EXTENSION_PREFIX, BOT_EXTENSIONS } from '@portside/contract';
import { type Channel, groupAddress, OTHER_CHANNELS } from '@portside/contract/messaging';
import { and, eq, like, ne } from 'drizzle-orm';
import { answerQuestion } from '../modules/assistant/answers.ts';
import { contactPhones, contacts } from '../modules/directory/schema.ts';
import { type PastMessage, recipientsOf, writeHistory } from '../modules/messaging/history-writer.ts';
import { chatMessages } from '../modules/messaging/schema.ts';
import { noConnectorSentence } from '../modules/messaging/system-messages.ts';
import { extensions } from '../modules/pbx/schema.ts';
import { seedAssistantFaq } from './assistant.ts';
import type { SeedContext, SeedCounts } from './context.ts';
import { GUEST_TOPICS, lines } from './messaging-lines.ts';
import { createRng, DAY_MS, type Rng } from './prng.ts';

/** The desks whose inbox the demo shows, with how many guest conversations each gets. */
const DESKS = [
  { account: '99982100', guests: 24 },
  { account: '99982101', guests: 22 },
  { account: '99982102', guests: 22 },
];
interface Conversation {
  channel: Channel;
  /** `bot`: a bot's answer, kept in its extras.bot (with the question's messageid). */
  turns: { from: string; to: string; text: string; bot?: Record<string, unknown> }[];
  /** The guest's number, for a conversation on an outside channel. */
  outside?: string;
}

const CREW_APPS = Array.from({ length: 12 }, (_, i) => `${APP_EXTENSION_PREFIX}${5001 + i}`);

export async function seedMessaging(ctx: SeedContext): Promise<SeedCounts> {
  const { tx, env, now } = ctx;
  const code = env.code.toLowerCase();
  // The assistant's FAQ first: the bots' answers below are the bots' own (modules/assistant).
  const faq = await seedAssistantFaq(ctx);
  const [done] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.domain, env.domain), like(chatMessages.messageid, `seed-${code}-%`)))
    .limit(1);
  if (done) return faq;

  const rng = createRng(`portside-demo:${env.code}:messaging`);
  const accounts = new Set(
    (
      await tx
        .select({ extension: extensions.extension })
        .from(extensions)
        .where(eq(extensions.domain, env.domain))
    ).map((e) => e.extension),
  );
  const desks = DESKS.filter((d) => accounts.has(d.account));
  const crew = CREW_APPS.filter((c) => accounts.has(c));
  const otherDesks = [...accounts].filter(
    (a) => /^9998[0-9]{4}$/.test(a) && !crew.includes(a) && !desks.some((d) => d.account === a),
  );
  const bots = BOT_EXTENSIONS.filter((b) => accounts.has(b));
  const guests = await directoryGuests(ctx);

  const conversations: Conversation[] = [];
  let guestIndex = 0;
  for (const desk of desks) {
    for (let i = 0; i < desk.guests; i++) {
      const known = guests[guestIndex++];
      const channel = known?.channel ?? rng.pick(OTHER_CHANNELS);
      const number = known?.number ?? `+1${rng.int(201, 989)}555${rng.digits(4)}`;
      conversations.push(guestConversation(rng, desk.account, number, channel));
    }
    for (const member of pickSome(rng, crew, 4))
      conversations.push(crewConversation(rng, desk.account, member));
    for (const bot of bots) conversations.push(await botConversation(ctx, rng, desk.account, bot));
  }
  const people = [...desks.map((d) => d.account), ...crew, ...otherDesks];
  for (let g = 0; g < 6 && people.length >= 6; g++) {
    const size = rng.int(3, 6);
    const members = pickSome(rng, people, size);
    // Each desk is in a few groups, so its list shows them.
    const desk = desks[g % Math.max(1, desks.length)]?.account;
    if (desk && !members.includes(desk)) members[0] = desk;
    conversations.push(groupConversation(rng, [...new Set(members)]));
  }
  for (let i = 0; i < 6 && crew.length >= 2; i++) {
    const [a, b] = pickSome(rng, crew, 2);
    if (a && b) conversations.push(crewConversation(rng, a, b));
  }

  const messages = timeline(rng, conversations, now, code);
  return { ...faq, ...(await writeHistory(tx, env.domain, messages, accounts)) };
}

/** The directory's guests reachable on an outside channel, in the directory's order. */
async function directoryGuests(ctx: SeedContext): Promise<{ number: string; channel: Channel }[]> {
  const rows = await ctx.tx
    .select({ number: contactPhones.phoneNumber, label: contactPhones.phoneLabel })
    .from(contactPhones)
    .innerJoin(contacts, eq(contacts.contactUuid, contactPhones.contactUuid))
    .where(and(eq(contacts.domain, ctx.env.domain), ne(contactPhones.phoneLabel, 'app')))
    .orderBy(contacts.insertDate, contactPhones.phoneLabel);
  const seen = new Set<string>();
  const out: { number: string; channel: Channel }[] = [];
  for (const r of rows) {
    if (seen.has(r.number) || !(OTHER_CHANNELS as readonly string[]).includes(r.label)) continue;
    seen.add(r.number);
    out.push({ number: r.number, channel: r.label as Channel });
  }
  return out;
}

function pickSome<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as T);
  return out;
}

function guestConversation(rng: Rng, desk: string, guest: string, channel: Channel): Conversation {
  const topic = rng.pick(GUEST_TOPICS);
  const turns = topic.slice(0, rng.int(2, topic.length));
  return {
    channel,
    turns: turns.map((text, i) => ({
      from: i % 2 === 0 ? guest : desk,
      to: i % 2 === 0 ? desk : guest,
      text,
    })),
    outside: guest,
  };
}

function crewConversation(rng: Rng, a: string, b: string): Conversation {
  const n = rng.int(3, 8);
  return {
    channel: 'app',
    turns: Array.from({ length: n }, (_, i) => ({
      from: i % 2 === 0 ? a : b,
      to: i % 2 === 0 ? b : a,
      text: rng.pick(lines.crew),
    })),
  };
}

/** A desk's questions to a bot and the bot's answers, as the bot gives them (modules/assistant). */
async function botConversation(ctx: SeedContext, rng: Rng, desk: string, bot: string): Promise<Conversation> {
  const questions = bot === BOT_EXTENSIONS[0] ? lines.concierge : lines.analysis;
  const chosen = pickSome(rng, questions, rng.int(1, 3));
  const turns: Conversation['turns'] = [];
  for (const text of chosen) {
    const answer = await answerQuestion(
      ctx.tx,
      { domain: ctx.env.domain, asker: desk, bot, text },
      { supportAccount: null },
    );
    turns.push(
      { from: desk, to: bot, text },
      { from: bot, to: desk, text: answer.text, bot: { kind: answer.kind, ...(answer.detail ?? {}) } },
    );
  }
  return { channel: 'app', turns };
}

function groupConversation(rng: Rng, members: string[]): Conversation {
  const address = groupAddress(members);
  const n = rng.int(4, 10);
  return {
    channel: 'app',
    turns: Array.from({ length: n }, () => ({
      from: rng.pick(members),
      to: address,
      text: rng.pick(lines.group),
    })),
  };
}

/**
 * Dates and marks: each conversation starts somewhere in the last 30 days (a fifth of them in the last
 * hours) with turns minutes apart. A message older than an hour was delivered and read; a newer one may
 * be new, delivered or read. On each outside channel, one guest conversation ends with a desk reply that
 * could not go out (the demo configures no provider): stored failed, with the reason on the message.
 */
function timeline(rng: Rng, conversations: Conversation[], now: Date, code: string): PastMessage[] {
  const out: PastMessage[] = [];
  const unsent = new Set<Channel>();
  conversations.forEach((c, ci) => {
    const recent = rng.chance(0.2);
    const start = recent ? rng.int(5, 300) * 60_000 : rng.int(0, 29) * DAY_MS + rng.int(3600, 80_000) * 1000;
    let at = now.getTime() - start;
    c.turns.forEach((turn, ti) => {
      const sentAt = new Date(Math.min(at, now.getTime() - (c.turns.length - ti) * 60_000));
      at += rng.int(40, 1500) * 1000;
      const m: PastMessage = {
        messageid: `seed-${code}-${ci}-${ti}`,
        sender: turn.from,
        address: turn.to,
        channel: c.channel,
        text: turn.text,
        at: sentAt,
        receipts: [],
        ...(turn.bot ? { extras: { bot: { ...turn.bot, question: `seed-${code}-${ci}-${ti - 1}` } } } : {}),
      };
      const last = ti === c.turns.length - 1;
      if (last && c.outside !== undefined && turn.from !== c.outside && !unsent.has(c.channel)) {
        unsent.add(c.channel);
        const destination = { kind: 'outside' as const, address: c.outside, members: [turn.from] };
        const reason = noConnectorSentence(destination, c.channel);
        out.push({
          ...m,
          extras: { delivery: { state: 'failed', reason, attempts: 0 }, delivery_error: reason },
        });
        return;
      }
      const old = now.getTime() - sentAt.getTime() > 3_600_000;
      for (const r of recipientsOf(m)) {
        const reached = old ? 5 : rng.pick([0, 3, 5, 5] as const);
        const delivered = new Date(sentAt.getTime() + rng.int(2, 30) * 1000);
        const read = new Date(delivered.getTime() + rng.int(20, 900) * 1000);
        if (reached >= 3) m.receipts.push({ from: r, type: 3, at: delivered });
        if (reached === 5)
          m.receipts.push({ from: r, type: 5, at: new Date(Math.min(read.getTime(), now.getTime())) });
      }
      out.push(m);
    });
  });
  return out.sort((a, b) => a.at.getTime() - b.at.getTime());
}
