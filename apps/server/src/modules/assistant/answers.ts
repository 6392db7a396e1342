/**
 * What the two bots answer (issue 12 item 5), decided inside the transaction that stores the question
 * (messaging/store.ts), so a question is never stored without its answer and a resend adds none.
 *
 * 9998214, the ship's assistant, in this order:
 * 1. the calling-card balance, asked with words such as 'balance' or 'credit': the asking account's own
 *    cabin only (the cabin extension itself, or its app account 9998<cabin>; a cabin is an extension with
 *    room data whose cabin card has its number as PIN, as self-service reads it, modules/self/own.ts);
 * 2. the environment's FAQ: the entry with the most keywords found in the question as whole words (the
 *    oldest entry on a tie);
 * 3. anything else goes to a person: the question is put in the support desk's inbox (SUPPORT_ACCOUNT) as
 *    a message of the asker, so the desk answers them directly, and the asker is told so.
 * 9998216 answers with the language analysis of the text: VADER's compound × 100, its rating word (spec
 * 000 §4) and the shares of positive, neutral and negative words; computed here, with no service.
 */

import { APP_EXTENSION_PREFIX } from '@portside/contract';
import { ANALYSIS_BOT, type BotAnswerKind } from '@portside/contract/assistant';
import { languageRating } from '@portside/contract/language';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { cards } from '../callingcards/schema.ts';
import { languageScore } from '../language/sentiment.ts';
import { sentimentAnalyzer } from '../language/vader-tokens.ts';
import { extensions } from '../pbx/schema.ts';
import { assistantFaq } from './schema.ts';

export interface BotAnswer {
  kind: BotAnswerKind;
  text: string;
  /** For a hand-off: the desk that got the question. */
  handoffTo?: string;
  /** Extra facts kept in the answer's extras.bot (the FAQ entry, the score). */
  detail?: Record<string, unknown>;
}

export interface BotQuestion {
  domain: string;
  /** The asking account. */
  asker: string;
  bot: string;
  text: string;
}

export interface BotOptions {
  /** The extension questions without an answer are handed to (SUPPORT_ACCOUNT); null: none. */
  supportAccount: string | null;
}

/** Words that ask for the calling-card balance (whole words of the question, lower case). */
const BALANCE_WORDS = ['balance', 'credit', 'credits', 'calling card', 'phone card', 'minutes left'];

/** The question as words: lower case, letters and digits only, single spaces, padded with one space. */
export function wordsOf(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}'-]+/gu, ' ')
    .replace(/['-]/g, (c) => (c === '-' ? ' ' : ''))
    .trim()} `;
}

const hasPhrase = (words: string, phrase: string) => words.includes(` ${wordsOf(phrase).trim()} `);

/** The best entry for a question: most keywords found, then the oldest; undefined when none matches. */
export function bestEntry<T extends { id: number; keywords: readonly string[] }>(
  entries: readonly T[],
  question: string,
): T | undefined {
  const words = wordsOf(question);
  let best: { entry: T; hits: number } | undefined;
  for (const entry of entries) {
    const hits = entry.keywords.filter((k) => hasPhrase(words, k)).length;
    if (hits > 0 && (!best || hits > best.hits || (hits === best.hits && entry.id < best.entry.id))) {
      best = { entry, hits };
    }
  }
  return best?.entry;
}

export const asksForBalance = (question: string) => {
  const words = wordsOf(question);
  return BALANCE_WORDS.some((w) => hasPhrase(words, w));
};

export async function answerQuestion(tx: Tx, q: BotQuestion, options: BotOptions): Promise<BotAnswer> {
  if (q.bot === ANALYSIS_BOT) return analysisAnswer(q.text);
  if (asksForBalance(q.text)) return balanceAnswer(tx, q);
  const entries = await tx
    .select({ id: assistantFaq.id, keywords: assistantFaq.keywords, answer: assistantFaq.answer })
    .from(assistantFaq)
    .where(eq(assistantFaq.domain, q.domain))
    .orderBy(asc(assistantFaq.id));
  const entry = bestEntry(entries, q.text);
  if (entry) return { kind: 'faq', text: entry.answer, detail: { entry: entry.id } };
  return handoffAnswer(tx, q, options);
}

/** 9998216: the language analysis of the text. */
export function analysisAnswer(text: string): BotAnswer {
  const score = languageScore(text);
  const rating = languageRating(score);
  const { pos, neu, neg } = sentimentAnalyzer().polarity_scores(text);
  const pct = (n: number) => `${Math.round(n * 100)}%`;
  const word = { good: 'Good', neutral: 'Neutral', unacceptable: 'Unacceptable' }[rating];
  return {
    kind: 'analysis',
    text:
      `Language analysis: ${word} (score ${score.toFixed(2)} on a scale of -100 to +100). ` +
      `Positive ${pct(pos)}, neutral ${pct(neu)}, negative ${pct(neg)} of the words.`,
    detail: { sentiment: { compound: score }, rating },
  };
}

/** The cabin the account is: the extension itself or, for an app account 9998<n>, extension n. */
async function cabinOf(tx: Tx, domain: string, account: string): Promise<string | undefined> {
  const candidates = [account];
  if (account.startsWith(APP_EXTENSION_PREFIX) && account.length > APP_EXTENSION_PREFIX.length) {
    candidates.push(account.slice(APP_EXTENSION_PREFIX.length));
  }
  const rows = await tx
    .select({ extension: extensions.extension })
    .from(extensions)
    .where(
      and(
        eq(extensions.domain, domain),
        inArray(extensions.extension, candidates),
        isNotNull(extensions.roomGateway),
      ),
    );
  return candidates.find((c) => rows.some((r) => r.extension === c));
}

const money = (value: string, currency: string) => `${new Decimal(value).toFixed(2)} ${currency}`;

async function balanceAnswer(tx: Tx, q: BotQuestion): Promise<BotAnswer> {
  const cabin = await cabinOf(tx, q.domain, q.asker);
  const [card] = cabin
    ? await tx
        .select({
          credit: cards.credit,
          initialbalance: cards.initialbalance,
          currency: cards.currency,
          status: cards.status,
        })
        .from(cards)
        .where(and(eq(cards.domain, q.domain), eq(cards.type, 'cabin'), eq(cards.pin, cabin)))
    : [];
  if (!cabin || !card) {
    return {
      kind: 'balance',
      text:
        'I can tell a cabin the balance of its own calling card when you write from the cabin’s account. ' +
        `${q.asker} is not a cabin with a calling card, so I cannot tell you a balance.`,
      detail: { cabin: cabin ?? null },
    };
  }
  const left = money(card.credit, card.currency);
  const text =
    card.status === 1
      ? `The calling card of cabin ${cabin} has ${left} left of its ${money(card.initialbalance, card.currency)} for this billing period.`
      : `The calling card of cabin ${cabin} is switched off (${left} left). Please ask Guest Services to switch it on.`;
  return { kind: 'balance', text, detail: { cabin } };
}

async function handoffAnswer(tx: Tx, q: BotQuestion, options: BotOptions): Promise<BotAnswer> {
  const desk = options.supportAccount;
  const [row] =
    desk === null || desk === q.asker
      ? []
      : await tx
          .select({ name: extensions.effectiveCallerIdName })
          .from(extensions)
          .where(and(eq(extensions.domain, q.domain), eq(extensions.extension, desk)));
  if (!row) {
    return {
      kind: 'handoff',
      text:
        desk === q.asker
          ? 'I do not have an answer to that yet. Questions I cannot answer are passed to your desk, so no one else was asked.'
          : 'I do not have an answer to that yet, and no desk is set to take my questions on this ship. Please call Guest Services.',
    };
  }
  const name = row.name.trim() || desk;
  return {
    kind: 'handoff',
    handoffTo: desk as string,
    text: `I do not have an answer to that yet, so I have passed your question to ${name} (${desk}). A person will answer you there shortly.`,
  };
}
