/**
 * A faster, equivalent tokenizer for vader-sentiment (1.1.3, pinned). The package's SentiText builds,
 * for every text, a map of each word with each of its 17 punctuation marks before and after it (34 new
 * strings a word), only to look up the text's own tokens in it: about two thirds of a message's scoring
 * time (measured in the messaging bench, where every incoming message is scored). This replaces that one
 * method with one that computes only the entries the tokens look up, with the same result
 * (vader-tokens.test.ts checks it against the package's own algorithm on random texts).
 *
 * The package exports only its analyser, so the SentiText class is found from the one object the
 * analyser hands to its (public, static) sentiment_valence.
 */
import type Vader from 'vader-sentiment';
import { lazyRequire } from '../../platform/lazy-require.ts';

/** Loaded at the first score, not at start (platform/lazy-require.ts). */
const vaderPackage = lazyRequire<typeof Vader>('vader-sentiment');

/** The package's PUNC_LIST. */
export const PUNC_LIST = [
  '.',
  '!',
  '?',
  ',',
  ';',
  ':',
  '-',
  "'",
  '"',
  '!!',
  '!!!',
  '??',
  '???',
  '?!?',
  '!?!',
  '?!?!',
  '!?!?',
] as const;

/** The package's REGEX_REMOVE_PUNCTUATION. */
const PUNCTUATION = /[!"#$%&'()*+,-./:;<=>?@[\\\]^_`{|}~]/g;

/**
 * The entries of the package's words-plus-punctuation map that `tokens` look up: token -> the word it
 * is, for a token that is a word of the text with one of the marks before or after it. Words hold no
 * marks (the text's punctuation is removed first), so a token matches at most one mark and one word: the
 * map's order, in which a later assignment would win, never comes into it.
 */
export function wordsPlusPunctuation(text: string, tokens: readonly string[]): Record<string, string> {
  const words = new Set(
    text
      .replace(PUNCTUATION, '')
      .split(/\s/)
      .filter((word) => word.length > 1),
  );
  const map: Record<string, string> = {};
  for (const token of tokens) {
    for (const mark of PUNC_LIST) {
      const before = token.startsWith(mark) ? token.slice(mark.length) : null;
      if (before !== null && words.has(before)) {
        map[token] = before;
        break;
      }
      const after = token.endsWith(mark) ? token.slice(0, token.length - mark.length) : null;
      if (after !== null && words.has(after)) {
        map[token] = after;
        break;
      }
    }
  }
  return map;
}

interface SentiTextPrototype {
  text: string;
  get_words_plus_punc(): Record<string, string>;
}

/** The package's SentiText class, from the object its analyser passes to sentiment_valence. */
function sentiTextPrototype(): SentiTextPrototype {
  const vader = vaderPackage();
  const analyzer = vader.SentimentIntensityAnalyzer as unknown as Record<string, unknown>;
  const original = analyzer.sentiment_valence as (...args: unknown[]) => unknown;
  let found: SentiTextPrototype | undefined;
  analyzer.sentiment_valence = function (this: unknown, ...args: unknown[]) {
    found ??= Object.getPrototypeOf(args[1]) as SentiTextPrototype;
    return original.apply(this, args);
  };
  try {
    vader.SentimentIntensityAnalyzer.polarity_scores('good');
  } finally {
    analyzer.sentiment_valence = original;
  }
  if (typeof found?.get_words_plus_punc !== 'function') {
    throw new Error('vader-sentiment is not the version this tokenizer was written for (1.1.3).');
  }
  return found;
}

let installed = false;

/** Puts the faster tokenizer in place (once). */
export function installFastTokenizer(): void {
  if (installed) return;
  installed = true;
  sentiTextPrototype().get_words_plus_punc = function (this: { text: string }) {
    const tokens = this.text.split(/\s/).filter((token) => token.length > 1);
    return wordsPlusPunctuation(this.text, tokens);
  };
}

/** The package's analyser with the faster tokenizer in place: loaded and installed at its first use. */
export function sentimentAnalyzer(): typeof Vader.SentimentIntensityAnalyzer {
  installFastTokenizer();
  return vaderPackage().SentimentIntensityAnalyzer;
}
