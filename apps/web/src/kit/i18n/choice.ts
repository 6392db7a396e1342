/**
 * Which language a page opens in: the one chosen in this browser (remembered before sign-in too), else the
 * first of the browser's own languages (navigator.languages) the console has, else English. A signed-in
 * person's saved choice then takes over (kit/session/use-language.ts).
 */
import { isLanguage, LANGUAGES, type Language } from '@portside/contract/locale';
import { readJson, storageKeys, writeJson } from '../local-store.ts';

/** The first of `preferred` (BCP 47 tags such as 'el-GR') whose language the console has. */
export function browserLanguage(preferred: readonly string[] = navigator.languages ?? []): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return LANGUAGES[0];
}

export function rememberedLanguage(): Language | null {
  const value = readJson<unknown>(storageKeys.language);
  return isLanguage(value) ? value : null;
}

export function rememberLanguage(language: Language): void {
  writeJson(storageKeys.language, language);
}

/**
 * The language a new page opens in, loaded before the first render (main.tsx). Free of the catalogues, so
 * the public pages' first script (public-boot.ts) can ask it too.
 */
export function openingLanguage(): Language {
  return rememberedLanguage() ?? browserLanguage();
}
