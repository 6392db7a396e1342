/**
 * The console's one i18n layer: i18next with typed keys and a tiny useT() hook
 * (react-i18next needs Node 22). Every visible sentence comes from here.
 *
 * The texts come in parts: en.ts (what any page may need) is here from the start; en-console.ts,
 * en-public.ts and en-self.ts are registered by the chunk of the console layout, of the public site and of
 * an extension's self-service home (`registerTexts` at module level), so each travels with its area's
 * code and the login route loads none. A key is typed over all of them, so a screen cannot name a text
 * that does not exist.
 */
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { en } from './en.ts';
import type { enConsole } from './en-console.ts';
import type { enPublic } from './en-public.ts';
import type { enSelf } from './en-self.ts';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

type Texts = typeof en & typeof enConsole & typeof enPublic & typeof enSelf;

/** Every translation key, e.g. 'auth.errors.allFieldsRequired'. */
export type I18nKey = Leaves<Texts>;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** Another language's copy of an English part: the same keys, any strings (e.g. `Translated<typeof enConsole>`). */
export type Translated<T> = Widen<T>;
/** The shape every language must have (over all its parts). */
export type Resources = Widen<Texts>;
export type TFunction = (key: I18nKey, values?: Record<string, string | number>) => string;

export const LANGUAGES = ['en'] as const;

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  // Copies: i18next merges later parts into the store in place, and the modules' objects stay as written.
  resources: { en: { translation: structuredClone(en) } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const t: TFunction = (key, values) => i18n.t(key, values);

/** Adds an area's texts (merged into the ones there, e.g. public.chat and the rest of public). */
export function registerTexts(texts: object, language: (typeof LANGUAGES)[number] = 'en'): void {
  i18n.addResourceBundle(language, 'translation', structuredClone(texts), true, true);
}

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The current translate function; components re-render when the language changes. */
export function useT(): TFunction {
  useSyncExternalStore(subscribe, () => i18n.language);
  return t;
}
