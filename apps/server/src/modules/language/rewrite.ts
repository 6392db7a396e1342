/**
 * Polish and translate (spec 000 §2.7 Polish options list and Translate dialog, §7.3 /rewrite/text and
 * /rewrite/translate): the instructions the model is given. Polish asks for a few alternatives, which the
 * console lists for the writer to pick from; translate asks for one text in the target language.
 */
import { LANGUAGE_NAMES, type Language, type RewriteAnswer } from '@portside/contract/language';
import type { LanguageModel } from './completions.ts';

/** How many polished versions the Polish options list offers (a provider may give fewer). */
export const POLISH_CHOICES = 3;

const POLISH =
  'You polish a chat message that a cruise ship employee is about to send to a guest or a colleague. ' +
  'Correct spelling and grammar and make it clear, friendly and courteous. Keep its meaning, its language, ' +
  'and every name, cabin number, time and amount as written. Answer with the polished message only, ' +
  'without quotes or comments.';

function translateInstruction(source: Language, target: Language): string {
  return (
    `Translate the chat message the user gives from ${LANGUAGE_NAMES[source]} into ${LANGUAGE_NAMES[target]}. ` +
    'Keep names, cabin numbers, times and amounts as written, and keep the tone. ' +
    'Answer with the translation only, without quotes or comments.'
  );
}

export function polish(model: LanguageModel, text: string): Promise<RewriteAnswer> {
  return model.complete(
    [
      { role: 'system', content: POLISH },
      { role: 'user', content: text },
    ],
    POLISH_CHOICES,
  );
}

export function translate(
  model: LanguageModel,
  text: string,
  source: Language,
  target: Language,
): Promise<RewriteAnswer> {
  return model.complete([
    { role: 'system', content: translateInstruction(source, target) },
    { role: 'user', content: text },
  ]);
}
