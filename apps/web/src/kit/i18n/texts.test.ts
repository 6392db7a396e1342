/**
 * The catalogue test (issue 15 item 1): every language of LANGUAGES has every part, with English's keys
 * and every plural form the language's Intl.PluralRules names (French 'many') and the same {{variables}}; every English key is used by a
 * screen; no sentence is written in a component instead of the catalogues.
 *
 * What the source scans cover: every .ts/.tsx file of apps/web/src but tests, test helpers and the
 * catalogues, parsed (oxc, through Vite). A key counts as used when a string literal names it (`t('a.b')`,
 * a nav item's `label: 'a.b'`), or a template literal that starts with a fixed key prefix could build it
 * (`t(\`public.footer.${key}\`)`); keys built any other way are listed in DYNAMIC. A sentence in a
 * component is JSX text with letters, or a literal string with letters in a visible attribute (label,
 * placeholder, title, aria-label, description, alt, error, message), a date format's mask aside.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGUAGES } from '@portside/contract/locale';
import { parseSync, Visitor } from 'vite';
import { describe, expect, it } from 'vitest';
import { FEATURE_TEXTS, type Feature, PARTS, type Part, partExport, partFile } from './catalogue.ts';

const files = import.meta.glob<Record<string, object>>(
  ['./{en,fr,de,el,es}.ts', './{en,fr,de,el,es}-{console,pbx,cards,messaging,admin,public,self}.ts'],
  { eager: true },
);
const partOf = (language: string, part: Part): object | undefined =>
  files[partFile(language as (typeof LANGUAGES)[number], part)]?.[
    partExport(language as (typeof LANGUAGES)[number], part)
  ];

function leaves(texts: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value as object, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const plain = (key: string) => key.replace(PLURAL, '');
const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();

const english = Object.fromEntries(PARTS.map((part) => [part, leaves(partOf('en', part) ?? {})])) as Record<
  Part,
  Map<string, string>
>;
const allEnglish = new Map(PARTS.flatMap((part) => [...english[part]]));

describe('the parts of the English texts', () => {
  it('never name the same key twice, so registering a part never replaces another part’s text', () => {
    const all = PARTS.flatMap((part) => [...english[part].keys()]);
    expect(all.length).toBeGreaterThan(1000);
    expect(new Set(all).size).toBe(all.length);
  });

  it('keep the signed-out screens’ texts in the part every page loads', () => {
    const core = [...english.core.keys()];
    const areas = [...english.console.keys(), ...english.public.keys(), ...english.self.keys()];
    for (const prefix of [
      'auth.',
      'notFound.',
      'upgrade.',
      'public.chat.',
      'brand.',
      'common.',
      'language.',
    ]) {
      expect(
        core.some((key) => key.startsWith(prefix)),
        prefix,
      ).toBe(true);
      expect(
        areas.some((key) => key.startsWith(prefix)),
        prefix,
      ).toBe(false);
    }
  });

  it('give each plural both English forms, one and other', () => {
    const broken = [...allEnglish.keys()]
      .filter((key) => PLURAL.test(key))
      .filter((key) => !allEnglish.has(`${plain(key)}_one`) || !allEnglish.has(`${plain(key)}_other`));
    expect(broken).toEqual([]);
  });
});

const TRANSLATIONS = LANGUAGES.filter((language) => language !== 'en');

describe.each(TRANSLATIONS)('the %s texts', (language) => {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

  it.each(PARTS)('have the part %s, with English’s keys and the same {{variables}}', (part) => {
    const texts = partOf(language, part);
    expect(texts, `${partFile(language, part)} exporting ${partExport(language, part)}`).toBeDefined();
    const theirs = leaves(texts ?? {});
    const ours = english[part];
    const missing = [...ours.keys()].filter((key) => !theirs.has(key));
    // A language may have plural forms English has not (French and Spanish 'many'), never other keys.
    const extra = [...theirs.keys()].filter(
      (key) =>
        !ours.has(key) &&
        !(
          PLURAL.test(key) &&
          ours.has(`${plain(key)}_other`) &&
          (forms as readonly string[]).includes(key.match(PLURAL)?.[1] ?? '')
        ),
    );
    // i18next picks the form Intl.PluralRules names (French and Spanish: one, many, other): each must be there.
    const pluralBases = [...new Set([...ours.keys()].filter((key) => PLURAL.test(key)).map(plain))];
    const formsMissing = pluralBases.flatMap((base) =>
      forms.map((form) => `${base}_${form}`).filter((key) => !theirs.has(key)),
    );
    expect(missing, `keys missing from ${partFile(language, part)}`).toEqual([]);
    expect(formsMissing, `plural forms missing from ${partFile(language, part)}`).toEqual([]);
    expect(extra, `keys in ${partFile(language, part)} that English does not have`).toEqual([]);

    const wrong: string[] = [];
    for (const [key, text] of theirs) {
      const reference = ours.get(key) ?? ours.get(`${plain(key)}_other`);
      if (reference === undefined) continue;
      // A plural form may say its number or not ('Eine Kabine', 'the file has no column x'): count is
      // always given with it.
      const plural = PLURAL.test(key);
      const want = variables(reference).filter((name) => !plural || name !== 'count');
      const have = variables(text).filter((name) => !plural || name !== 'count');
      if (want.join() !== have.join())
        wrong.push(`${key}: {{${have.join('}} {{')}}} for {{${want.join('}} {{')}}}`);
    }
    expect(wrong, `variables that differ from English in ${partFile(language, part)}`).toEqual([]);
  });
});

// ---- The source scans ----

const SRC = join(import.meta.dirname, '..', '..', '/');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path.includes(`${SRC}test`) || path.endsWith('i18n') ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface Scan {
  literals: Set<string>;
  templates: RegExp[];
  sentences: string[];
  /** Each file's own literals and templates, by its path under src/. */
  byFile: Map<string, { literals: Set<string>; templates: RegExp[] }>;
}

const VISIBLE = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'description',
  'alt',
  'error',
  'message',
]);
const LETTERS = /\p{L}{2,}/u;
/** A date format's mask (placeholder="YYYY-MM-DD") is no sentence. */
const MASK = /^[YMDHhms]+([-/.: ][YMDHhms]+)*$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function scan(): Scan {
  const result: Scan = { literals: new Set(), templates: [], sentences: [], byFile: new Map() };
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    const own = { literals: new Set<string>(), templates: [] as RegExp[] };
    result.byFile.set(relative(SRC, file), own);
    const where = (offset: number) => `${relative(SRC, file)}:${text.slice(0, offset).split('\n').length}`;
    const { program } = parseSync(file, text, { lang: file.endsWith('x') ? 'tsx' : 'ts' });
    new Visitor({
      Literal(node) {
        if (typeof node.value === 'string') {
          result.literals.add(node.value);
          own.literals.add(node.value);
        }
      },
      TemplateLiteral(node) {
        const parts = node.quasis.map((q) => q.value.cooked ?? '');
        // Only a template with a key's fixed start (`public.footer.${…}`) says which keys it builds.
        if (parts.length > 1 && /^[a-zA-Z]+\./.test(parts[0] ?? '')) {
          const pattern = new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`);
          result.templates.push(pattern);
          own.templates.push(pattern);
        }
      },
      JSXText(node) {
        if (LETTERS.test(node.value)) result.sentences.push(`${where(node.start)} ${node.value.trim()}`);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        const value = node.value;
        if (VISIBLE.has(name) && value?.type === 'Literal' && typeof value.value === 'string') {
          if (LETTERS.test(value.value) && !MASK.test(value.value))
            result.sentences.push(`${where(node.start)} ${name}="${value.value}"`);
        }
      },
    }).visit(program);
  }
  return result;
}

/**
 * Keys a screen builds in a way the scan cannot see, each with where. Keep it short: a template with the
 * key's fixed start (`t(\`area.items.${id}\`)`) is found on its own.
 */
const DYNAMIC: string[] = [];

describe('the screens and the catalogues', () => {
  const found = scan();

  it('use every English key (the source scan finds it, or DYNAMIC lists it)', () => {
    const used = (key: string) =>
      found.literals.has(key) ||
      found.templates.some((pattern) => pattern.test(key)) ||
      DYNAMIC.includes(key);
    const unused = [...new Set([...allEnglish.keys()].map(plain))].filter((key) => !used(key));
    expect(unused).toEqual([]);
  });

  it('write no sentence in a component: JSX text and visible attributes come from the catalogues', () => {
    expect(found.sentences).toEqual([]);
  });
});

/**
 * The parts a file's texts may come from: a feature's are the ones its route loads with its code
 * (FEATURE_TEXTS); the console's shell and the kits its areas share have the console's part.
 */
function partsFor(file: string): readonly Part[] {
  const feature = file.match(/^features\/([^/]+)\//)?.[1];
  if (feature) return ['core', ...(FEATURE_TEXTS[feature as Feature] ?? [])];
  // The public pages' pre-render (scripts/prerender.mjs) registers the public site's part itself.
  if (file === 'prerender.tsx') return ['core', 'public'];
  return ['core', 'console'];
}

describe('the parts each screen loads', () => {
  const found = scan();
  const partOfKey = new Map(
    PARTS.flatMap((part) => [...english[part].keys()].map((key) => [plain(key), part])),
  );

  it('hold every text the screen names: a feature names no key of a part its route does not load', () => {
    expect(Object.keys(FEATURE_TEXTS).sort()).toEqual(
      readdirSync(join(SRC, 'features'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    );
    const outside: string[] = [];
    for (const [file, own] of found.byFile) {
      const allowed = partsFor(file);
      for (const [key, part] of partOfKey) {
        const named = own.literals.has(key) || own.templates.some((pattern) => pattern.test(key));
        if (named && !allowed.includes(part)) outside.push(`${file}: ${key} (in ${part})`);
      }
    }
    expect(outside).toEqual([]);
  });
});
