import fc from 'fast-check';
import vader from 'vader-sentiment';
import { describe, expect, it } from 'vitest';
import { installFastTokenizer, PUNC_LIST, wordsPlusPunctuation } from './vader-tokens.ts';

/** vader-sentiment 1.1.3's SentiText.get_words_plus_punc, as the package writes it. */
function packageWordsPlusPunctuation(text: string): Record<string, string> {
  const words = text.replace(/[!"#$%&'()*+,-./:;<=>?@[\\\]^_`{|}~]/g, '').split(/\s/);
  const wordsOnly = words.filter((word) => word.length > 1);
  const map: Record<string, string> = {};
  for (const mark of PUNC_LIST) {
    for (const word of wordsOnly) {
      map[`${mark}${word}`] = word;
      map[`${word}${mark}`] = word;
    }
  }
  return map;
}

/** The package's get_words_and_emoticons over a words-plus-punctuation map. */
function tokensOf(text: string, map: Record<string, string>): string[] {
  return text
    .split(/\s/)
    .filter((token) => token.length > 1)
    .map((token) => (Object.hasOwn(map, token) ? (map[token] as string) : token));
}

const fast = (text: string) =>
  tokensOf(
    text,
    wordsPlusPunctuation(
      text,
      text.split(/\s/).filter((token) => token.length > 1),
    ),
  );
const slow = (text: string) => tokensOf(text, packageWordsPlusPunctuation(text));

// Texts made of words, marks and spaces, so tokens often are a word with marks around it.
const piece = fc.constantFrom(
  'good',
  'bad',
  'ok',
  'is',
  'a',
  'Great',
  'GREAT',
  'not',
  "don't",
  ':)',
  ...PUNC_LIST,
  ' ',
  ' ',
  '  ',
  '\n',
  'x',
  '!?',
  '(-:',
);
const text = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''));

describe('the faster VADER tokenizer', () => {
  it('gives the tokens the package gives, on random texts of words and marks', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(fast(t)).toEqual(slow(t));
      }),
      { numRuns: 3000 },
    );
  });

  it('gives the tokens the package gives, on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (t) => {
        expect(fast(t)).toEqual(slow(t));
      }),
      { numRuns: 2000 },
    );
  });

  it('takes off one run of marks that is in the list, before or after a word of the text', () => {
    expect(fast('ok ok! ok!!')).toEqual(slow('ok ok! ok!!'));
    expect(fast('good. fine, "great')).toEqual(['good', 'fine', 'great']);
    // One mark only: a word in quotes keeps one of them.
    expect(fast("'good' good")).toEqual(slow("'good' good"));
  });

  it('leaves every score of the package as it was, once installed', () => {
    const texts = fc
      .sample(text, { numRuns: 400, seed: 11 })
      .concat([
        'The food was GREAT!!! but the service, not so much :(',
        "I don't like it. Not good at all...",
        'Thank you so much, the cabin is lovely!',
      ]);
    const before = texts.map((t) => vader.SentimentIntensityAnalyzer.polarity_scores(t));
    installFastTokenizer();
    const after = texts.map((t) => vader.SentimentIntensityAnalyzer.polarity_scores(t));
    expect(after).toEqual(before);
  });
});
