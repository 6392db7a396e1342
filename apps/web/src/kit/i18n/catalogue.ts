/**
 * Where each language's parts are: a file per language and part, each its own chunk, loaded only when a
 * page in that language needs it. `en.ts` (export `en`) is the core every page needs; the others are an
 * area's: `en-console.ts` (`enConsole`: the console's shell, what its areas share, and the dashboard),
 * the console areas' own (`en-pbx.ts`, `en-cards.ts`, `en-messaging.ts`, `en-admin.ts`), the public
 * site's (`en-public.ts`) and an extension's self-service home's (`en-self.ts`). Another language has the
 * same files under its code (`fr.ts` with `fr`, `fr-console.ts` with `frConsole`, …), typed
 * `Translated<typeof enConsole>`.
 *
 * A console area's texts come with its code, so the dashboard, the console's first screen, loads only the
 * console's part (issue 15 item 6: the console's first load).
 */
import type { Language } from '@portside/contract/locale';

export const PARTS = ['core', 'console', 'pbx', 'cards', 'messaging', 'admin', 'public', 'self'] as const;
export type Part = (typeof PARTS)[number];
/** A part that comes with an area's code: every part but the core. */
export type Area = Exclude<Part, 'core'>;

/**
 * The parts each feature's screens use besides the core: app/routes.tsx loads them with the feature's
 * code (the console's part comes with the console layout), and a test checks that each feature's files
 * name only keys of these parts (texts.test.ts). Users and Directory are PBX screens (spec 001 §2);
 * Users' filters are the extensions'.
 */
export const FEATURE_TEXTS = {
  auth: [],
  errors: [],
  upgrade: [],
  public: ['public'],
  self: ['self'],
  dashboard: ['console'],
  resources: ['console'],
  directory: ['console'],
  pbx: ['console', 'pbx'],
  users: ['console', 'pbx'],
  callingcards: ['console', 'cards'],
  messaging: ['console', 'messaging'],
  broadcast: ['console', 'messaging'],
  channels: ['console', 'messaging'],
  assistant: ['console', 'messaging'],
  audit: ['console', 'admin'],
  tokens: ['console', 'admin'],
} as const satisfies Record<string, readonly Area[]>;
export type Feature = keyof typeof FEATURE_TEXTS;

// English's core is imported by index.ts itself; every other part is a chunk of its own.
const files = import.meta.glob<Record<string, object>>([
  './{fr,de,el,es}.ts',
  './{en,fr,de,el,es}-{console,pbx,cards,messaging,admin,public,self}.ts',
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
