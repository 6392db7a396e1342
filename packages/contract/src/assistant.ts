/**
 * The two bots (spec 000 §9: 9998214 and 9998216; issue 12 item 5).
 * - 9998214, the ship's assistant: answers from the environment's FAQ (an administrator keeps it under
 *   /v3/messaging/domain/{domain}/assistant/faq, 'environment.manage'; reading needs 'messaging.read'),
 *   tells a cabin its own calling-card balance, and hands any other question to a person: the support
 *   desk's inbox gets the question and the asker is told a person will answer.
 * - 9998216 answers with the language analysis of the text it was sent (VADER, computed in the server).
 * Their answers are ordinary messages from the bot, stored in the same transaction as the question.
 */
import { z } from 'zod';
import { BOT_EXTENSIONS } from './constants.ts';

export const ASSISTANT_BOT = BOT_EXTENSIONS[0];
export const ANALYSIS_BOT = BOT_EXTENSIONS[1];

/** What kind of answer a bot gave, in its message's extras.bot.kind. */
export const BOT_ANSWER_KINDS = ['faq', 'balance', 'handoff', 'analysis'] as const;
export type BotAnswerKind = (typeof BOT_ANSWER_KINDS)[number];

export const FAQ_KEYWORDS_MAX = 20;

/** A keyword or short phrase: letters, digits, spaces, '-' and '''; stored lower-case, spaces squeezed. */
export const FaqKeyword = z
  .string()
  .trim()
  .min(2, 'must have at least 2 characters')
  .max(40, 'must have at most 40 characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}' -]*$/u, "must be words (letters, digits, spaces, '-' or ''')")
  .transform((k) => k.toLowerCase().replace(/\s+/g, ' '));

export const FaqEntry = z.object({
  id: z.number().int(),
  keywords: z.array(z.string()),
  question: z.string(),
  answer: z.string(),
  /** ISO 8601 */
  updated_at: z.string(),
});
export type FaqEntry = z.infer<typeof FaqEntry>;

export const FaqList = z.object({ data: z.array(FaqEntry), total: z.number().int() });
export type FaqList = z.infer<typeof FaqList>;

/** POST (create) and PUT (replace) of an entry. */
export const SaveFaqEntry = z
  .object({
    keywords: z
      .array(FaqKeyword)
      .min(1, 'needs at least one keyword')
      .max(FAQ_KEYWORDS_MAX, `takes at most ${FAQ_KEYWORDS_MAX} keywords`),
    question: z.string().trim().min(1, 'is required').max(300, 'must have at most 300 characters'),
    answer: z.string().trim().min(1, 'is required').max(2000, 'must have at most 2000 characters'),
  })
  .strict();
export type SaveFaqEntry = z.input<typeof SaveFaqEntry>;

export const FaqDomainParams = z.object({ domain: z.string().min(1) });
export const FaqParams = z.object({
  domain: z.string().min(1),
  id: z.coerce.number().int('must be an entry id').positive('must be an entry id'),
});
