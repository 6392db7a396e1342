/** The i18n layer: which language a page opens in, loading a language's parts, plurals by its rules. */
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../local-store.ts';
import { browserLanguage, openingLanguage, rememberedLanguage, rememberLanguage } from './choice.ts';
import { enConsole } from './en-console.ts';
import { fr } from './fr.ts';
import { frConsole } from './fr-console.ts';
import { changeLanguage, currentLanguage, type I18nKey, loadArea, registerTexts, t } from './index.ts';

afterEach(() => changeLanguage('en'));

describe('the language a page opens in', () => {
  it('is the first of the browser’s languages the console has, else English', () => {
    expect(browserLanguage(['el-GR', 'en-US'])).toBe('el');
    expect(browserLanguage(['it-IT', 'pt', 'DE-at'])).toBe('de');
    expect(browserLanguage(['it', 'ja'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('is the one remembered in this browser before the browser’s own', async () => {
    expect(rememberedLanguage()).toBeNull();
    window.localStorage.setItem(storageKeys.language, '"xx"');
    expect(rememberedLanguage()).toBeNull();
    rememberLanguage('es');
    expect(rememberedLanguage()).toBe('es');
    expect(openingLanguage()).toBe('es');
    await changeLanguage(openingLanguage());
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });
});

describe('switching language', () => {
  it('loads the language’s core and the parts of the areas in use, then every text is in it', async () => {
    await loadArea('console');
    await changeLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(t('auth.title')).toBe(fr.auth.title);
    expect(t('shell.logout')).toBe(frConsole.shell.logout);
    await changeLanguage('en');
    expect(t('shell.logout')).toBe(enConsole.shell.logout);
  });

  it('an area loaded later comes in the current language', async () => {
    await changeLanguage('fr');
    await loadArea('console');
    expect(t('shell.logout')).toBe(frConsole.shell.logout);
  });
});

describe('plurals and numbers', () => {
  const key = 'list.activeFilters' as I18nKey;

  it('pick the form by the language’s own rules, with the number written its way', async () => {
    registerTexts(enConsole);
    expect(t(key, { count: 1 })).toBe('1 active filter');
    expect(t(key, { count: 0 })).toBe('0 active filters');
    expect(t(key, { count: 1234 })).toBe('1,234 active filters');
    registerTexts(
      { testPlural: { x_one: '{{count, number}} cabine', x_other: '{{count, number}} cabines' } },
      'fr',
    );
    await changeLanguage('fr');
    const x = 'testPlural.x' as I18nKey;
    // French counts 0 as one, and says 'many' of a million: its 'other' stands in for a form not given.
    expect(t(x, { count: 0 })).toBe('0 cabine');
    expect(t(x, { count: 2 })).toBe('2 cabines');
    expect(t(x, { count: 1_000_000 })).toBe('1\u202f000\u202f000 cabines');
  });
});
