/**
 * The console's one i18n layer: i18next with typed keys and a tiny useT() hook
 * (react-i18next needs Node 22). Every visible sentence comes from here.
 */
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { en } from './en.ts';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every translation key, e.g. 'auth.errors.allFieldsRequired'. */
export type I18nKey = Leaves<typeof en>;
export type TFunction = (key: I18nKey, values?: Record<string, string | number>) => string;

export const LANGUAGES = ['en'] as const;

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const t: TFunction = (key, values) => i18n.t(key, values);

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The current translate function; components re-render when the language changes. */
export function useT(): TFunction {
  useSyncExternalStore(subscribe, () => i18n.language);
  return t;
}
