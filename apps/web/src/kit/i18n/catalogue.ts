/**
 * Where each language's parts are: a file per language and part, each its own chunk, loaded only when a
 * page in that language needs it. `en.ts` (export `en`) is the core every page needs; `en-console.ts`
 * (`enConsole`), `en-public.ts` (`enPublic`) and `en-self.ts` (`enSelf`) are the areas'; another language
 * has the same files under its code (`fr.ts` with `fr`, `fr-console.ts` with `frConsole`, …), typed
 * `Translated<typeof enConsole>`.
 */
import type { Language } from '@portside/contract/locale';

export type Area = 'console' | 'public' | 'self';
export type Part = 'core' | Area;
export const PARTS: readonly Part[] = ['core', 'console', 'public', 'self'];

// English's core is imported by index.ts itself; every other part is a chunk of its own.
const files = import.meta.glob<Record<string, object>>([
  './{fr,de,el,es}.ts',
  './{en,fr,de,el,es}-{console,public,self}.ts',
]);

export const partFile = (language: Language, part: Part): string =>
  part === 'core' ? `./${language}.ts` : `./${language}-${part}.ts`;

/** The export a part's file must have: `fr`, `frConsole`, `elPublic`, … */
export const partExport = (language: Language, part: Part): string =>
  part === 'core' ? language : `${language}${part[0]?.toUpperCase()}${part.slice(1)}`;

/** A language's part, or null when its file is not there. */
export async function loadPart(language: Language, part: Part): Promise<object | null> {
  const load = files[partFile(language, part)];
  if (!load) return null;
  return (await load())[partExport(language, part)] ?? null;
}
