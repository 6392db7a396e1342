/**
 * The language service (spec 000 §2.7 dialogs, §3 type 14 receipt, §4 language rating, §7.3, §9; issue 12
 * item 3): a text's language score, and polish and translation through the deployment's chat-completions
 * model. Scores are VADER's compound × 100, from -100 to +100, on every path: the analysis answer, and the
 * type 14 receipt the server sends for every incoming message (`extra.sentiment.compound`).
 */
import { z } from 'zod';
import { LANGUAGES } from './locale.ts';
import { MESSAGE_TEXT_MAX } from './messaging.ts';

/** Spec 000 §9: English, French, German, Greek, Spanish, by their ISO 639-1 codes (locale.ts). */
export { LANGUAGES };
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

/** The languages' English names (the model is told these; the console translates its own labels). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'French',
  de: 'German',
  el: 'Greek',
  es: 'Spanish',
};

/** Receipt type 14: the language score of a message (spec 000 §3). */
export const LANGUAGE_SCORE_RECEIPT = 14;

/** Spec 000 §4: -100 up to but excluding 0 is Unacceptable, 0 Neutral, above 0 up to +100 Good. */
export type LanguageRating = 'unacceptable' | 'neutral' | 'good';
export function languageRating(score: number): LanguageRating {
  if (score < 0) return 'unacceptable';
  if (score > 0) return 'good';
  return 'neutral';
}

/** The score a type 14 receipt carries in `extra.sentiment.compound`, or null when it is not one. */
export function scoreOfReceipt(receipt: {
  type: number;
  extra: Record<string, unknown> | null;
}): number | null {
  if (receipt.type !== LANGUAGE_SCORE_RECEIPT) return null;
  const sentiment = receipt.extra?.sentiment;
  if (typeof sentiment !== 'object' || sentiment === null) return null;
  const compound = (sentiment as { compound?: unknown }).compound;
  return typeof compound === 'number' && Number.isFinite(compound) ? compound : null;
}

const Text = z.string().trim().min(1, 'is required').max(MESSAGE_TEXT_MAX);

/** POST /ingest/article-on-demand: a text (and the link it came from, if any) to score. */
export const ArticleOnDemandBody = z.object({
  text: z.string().trim().min(1, 'is required').max(20_000),
  link: z.string().max(2000).nullish(),
});
export type ArticleOnDemandBody = z.input<typeof ArticleOnDemandBody>;

export const Sentiment = z.object({
  /** VADER's compound × 100: -100 (most negative) to +100 (most positive), 2 decimals. */
  compound: z.number(),
});

/** The answer: a list whose first item carries the text's sentiment (spec 000 §7.3). */
export const ArticleOnDemandAnswer = z.array(z.object({ link: z.string().nullable(), sentiment: Sentiment }));
export type ArticleOnDemandAnswer = z.infer<typeof ArticleOnDemandAnswer>;

/** POST /rewrite/text: the message to polish. */
export const RewriteTextBody = z.object({ text: Text });
export type RewriteTextBody = z.input<typeof RewriteTextBody>;

/** POST /rewrite/translate: the message and the two languages, which must differ. */
export const RewriteTranslateBody = z
  .object({ text: Text, source_language: Language, target_language: Language })
  .refine((b) => b.source_language !== b.target_language, {
    message: 'must differ from source_language',
    path: ['target_language'],
  });
export type RewriteTranslateBody = z.input<typeof RewriteTranslateBody>;

/** The model's answers, as chat completions give them: each choice's message content is one text. */
export const RewriteAnswer = z.object({
  choices: z.array(
    z.object({
      index: z.number().int(),
      message: z.object({ role: z.literal('assistant'), content: z.string() }),
    }),
  ),
});
export type RewriteAnswer = z.infer<typeof RewriteAnswer>;
