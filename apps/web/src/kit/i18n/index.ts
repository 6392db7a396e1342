/**
 * The console's one i18n layer: i18next with typed keys and a tiny useT() hook (react-i18next needs
 * Node 22). Every visible sentence comes from here; plurals and interpolation are i18next's own
 * (`t('x', { count })` picks `x_one` or `x_other` by the language's plural rules).
 *
 * The texts come in parts per language (catalogue.ts): the core (en.ts, fr.ts, …: what any page may need),
 * and the areas' (the console's shell, each console area's, the public site's and an extension's
 * self-service home's: en-console.ts, en-pbx.ts, …, fr-console.ts, …). Only the current language's parts
 * of the areas in use are loaded: English's core is here from the start, another language's before the
 * first render (main.tsx), an area's with its route's code (`loadArea` beside the route's chunk), so the
 * login route loads none of the areas and the dashboard only the console's. A key
 * is typed over all of English's parts, so a screen cannot name a text that does not exist.
 */
import { isLanguage, LANGUAGES, type Language } from '@portside/contract/locale';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { type Area, loadPart, type Part } from './catalogue.ts';
import { en } from './en.ts';
import type { enAdmin } from './en-admin.ts';
import type { enCards } from './en-cards.ts';
import type { enConsole } from './en-console.ts';
import type { enMessaging } from './en-messaging.ts';
import type { enPbx } from './en-pbx.ts';
import type { enPublic } from './en-public.ts';
import type { enSelf } from './en-self.ts';

export { type Area, isLanguage, LANGUAGES, type Language };

/** Each language by its own name: a menu lists them so, whatever language it is shown in. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  el: 'Ελληνικά',
  es: 'Español',
};

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** 'x_one' and 'x_other' are one key 'x' to a screen: i18next picks the form by `count`. */
type Plain<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${Plain<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

type Texts = typeof en &
  typeof enConsole &
  typeof enPbx &
  typeof enCards &
  typeof enMessaging &
  typeof enAdmin &
  typeof enPublic &
  typeof enSelf;

/** Every translation key, e.g. 'auth.errors.allFieldsRequired'. */
export type I18nKey = Leaves<Texts>;

/** A plural's forms English has not (French and Spanish 'many'), beside the `_other` it goes with. */
type PluralForms<T> = {
  [K in keyof T as K extends `${infer Base}_other`
    ? `${Base}_${'zero' | 'two' | 'few' | 'many'}`
    : never]?: string;
};
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> } & PluralForms<T>;
/** Another language's copy of an English part: the same keys, any strings (e.g. `Translated<typeof enConsole>`). */
export type Translated<T> = Widen<T>;
/** The shape every language must have (over all its parts). */
export type Resources = Widen<Texts>;
export type TFunction = (key: I18nKey, values?: Record<string, string | number>) => string;

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

/** Whether a text exists (in the current language or English), for keys only some items have. */
export const hasText = (key: string): boolean => i18n.exists(key);

/** The language the texts are in now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

/**
 * Adds a part's texts to a language (merged into the ones there, e.g. public.chat and the rest of public).
 * A language whose rules have more plural forms than English's two (French and Spanish say 'many' of a
 * million) uses its 'other' sentence for a form its catalogue does not give.
 */
export function registerTexts(texts: object, language: Language = 'en'): void {
  const copy = structuredClone(texts) as Record<string, unknown>;
  addMissingPluralForms(copy, new Intl.PluralRules(language).resolvedOptions().pluralCategories);
  i18n.addResourceBundle(language, 'translation', copy, true, true);
}

function addMissingPluralForms(texts: Record<string, unknown>, forms: readonly string[]): void {
  for (const [key, value] of Object.entries(texts)) {
    if (value && typeof value === 'object') addMissingPluralForms(value as Record<string, unknown>, forms);
    else if (key.endsWith('_other')) {
      const base = key.slice(0, -'other'.length);
      for (const form of forms) if (!(`${base}${form}` in texts)) texts[`${base}${form}`] = value;
    }
  }
}

/** The parts this page uses: the core, and each area whose route has loaded. */
const inUse = new Set<Part>(['core']);
const registered = new Map<string, Promise<void>>([['en:core', Promise.resolve()]]);

function ensurePart(language: Language, part: Part): Promise<void> {
  const key = `${language}:${part}`;
  let done = registered.get(key);
  if (!done) {
    done = loadPart(language, part).then(async (texts) => {
      if (texts) registerTexts(texts, language);
      // Not there (a language whose part has not landed): English, the fallback language, stands in.
      else if (language !== 'en') await ensurePart('en', part);
    });
    // A load that failed (the link dropped) is tried again next time.
    done.catch(() => registered.delete(key));
    registered.set(key, done);
  }
  return done;
}

/** Loads an area's texts in the current language; a route loads it beside its code (app/routes.tsx). */
export async function loadArea(area: Area): Promise<void> {
  inUse.add(area);
  // A switch under way loads the parts in use when it began: this one comes in the language it ends in.
  await switching.catch(() => undefined);
  await ensurePart(currentLanguage(), area);
}

/** Code together with the parts of texts it uses, in the current language, loaded side by side. */
export async function withTexts<M>(code: Promise<M>, parts: readonly Area[]): Promise<M> {
  return (await Promise.all([code, ...parts.map(loadArea)]))[0];
}

const DAYJS_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<{ default: ILocale }>> = {
  fr: () => import('dayjs/locale/fr.js'),
  de: () => import('dayjs/locale/de.js'),
  el: () => import('dayjs/locale/el.js'),
  es: () => import('dayjs/locale/es.js'),
};

let switching: Promise<void> = Promise.resolve();

/**
 * Shows the page in `language`: loads its parts of the areas in use and dayjs's locale first, so the
 * page changes at once and whole; then every useT() re-renders and <html lang> follows.
 */
export function changeLanguage(language: Language): Promise<void> {
  switching = switching
    .catch(() => undefined)
    .then(async () => {
      const [locale] = await Promise.all([
        language === 'en' ? null : DAYJS_LOCALES[language](),
        ...[...inUse].map((part) => ensurePart(language, part)),
      ]);
      // Registered here too, so the dayjs every screen imports has it whatever copy the locale file saw.
      if (locale?.default) dayjs.locale(locale.default, undefined, true);
      dayjs.locale(language);
      await i18n.changeLanguage(language);
      document.documentElement.lang = language;
    });
  return switching;
}

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** Also the server snapshot: the public pages are pre-rendered (src/prerender.tsx) and hydrated. */
const languageNow = () => i18n.language;

/** A translate function of each language, made at its first use (see useT). */
const translators = new Map<string, TFunction>();

/**
 * The current translate function; components re-render when the language changes. It is another
 * function in each language, so what a screen builds from it once (`useMemo(() => columns(t), [t])`: a
 * table's headings) is built again in the new one, not left in the language the screen opened in.
 */
export function useT(): TFunction {
  const language = useSyncExternalStore(subscribe, languageNow, languageNow);
  let translate = translators.get(language);
  if (!translate) {
    translate = (key, values) => i18n.t(key, values);
    translators.set(language, translate);
  }
  return translate;
}

/** The current language; components re-render when it changes. */
export function useLanguage(): Language {
  useSyncExternalStore(subscribe, languageNow, languageNow);
  return currentLanguage();
}
