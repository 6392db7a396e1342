/**
 * The language score of a text (spec 000 §3, §4): VADER's compound (the vader-sentiment package, the
 * vaderSentiment project's JavaScript port) times 100, so -100 (most negative) to +100 (most positive),
 * rounded to 2 decimals. Computed here, with no service, so it works on a ship without internet. VADER is
 * tuned on English; other languages mostly score near 0 (Neutral).
 */
import { sentimentAnalyzer } from './vader-tokens.ts';

export function languageScore(text: string): number {
  const { compound } = sentimentAnalyzer().polarity_scores(text);
  // compound has 4 decimals; × 100 in integers avoids 0.1 + 0.2 artefacts, and never answers -0.
  return Math.round(compound * 10_000) / 100 || 0;
}
