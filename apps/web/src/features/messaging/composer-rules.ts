/**
 * The composer's rules (spec 000 §2.7, §5): Send is enabled only with text that is not blank and a
 * chosen destination (and a role that may send); the language buttons (Translate, Polish Message,
 * Language Analysis) appear once the text is longer than 3 characters.
 */
import { MESSAGE_TEXT_MAX } from '@portside/contract/messaging';

/** Spec 000 §2.7: the language buttons show for text longer than this. */
export const LANGUAGE_TOOLS_AFTER = 3;

export function canSend(text: string, destination: string | null, mayWrite: boolean): boolean {
  return (
    mayWrite &&
    destination !== null &&
    destination !== '' &&
    text.trim() !== '' &&
    text.length <= MESSAGE_TEXT_MAX
  );
}

export const showLanguageTools = (text: string): boolean => text.trim().length > LANGUAGE_TOOLS_AFTER;
