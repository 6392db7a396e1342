/** The API's sentences in the caller's language (issue 15 item 1): the catalogues and the error handler. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { de } from './de.ts';
import { el } from './el.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { allSkeletons, literalsOf, mapValues, scanSites, sourceFiles } from './sentence-scan.ts';
import { acceptedLanguage, hasTemplate, SENTENCES, translate } from './sentences.ts';

const parts = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the sentence catalogues', () => {
  it.each([
    ['fr', fr],
    ['de', de],
    ['el', el],
    ['es', es],
  ])('%s has every sentence, with the same {parts}, and nothing else', (_, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual([...SENTENCES].sort());
    for (const sentence of SENTENCES) {
      expect(parts(catalogue[sentence]), sentence).toEqual(parts(sentence));
      expect(catalogue[sentence].trim(), sentence).not.toBe('');
    }
  });

  it('reads the language from Accept-Language by quality, English when it names none the API has', () => {
    expect(acceptedLanguage(undefined)).toBe('en');
    expect(acceptedLanguage('el-GR,el;q=0.9,en;q=0.8')).toBe('el');
    expect(acceptedLanguage('it;q=1, de-AT;q=0.5, fr;q=0.7')).toBe('fr');
    expect(acceptedLanguage('it, pt')).toBe('en');
    expect(acceptedLanguage('es;q=0, fr;q=0.1')).toBe('fr');
  });

  it('translates a sentence whole or by its template, with the parts that are entries translated too', () => {
    expect(translate('Not signed in.', 'el')).toBe('Δεν έχετε συνδεθεί.');
    expect(translate('You do not have access to environment BBB.', 'de')).toBe(
      'Sie haben keinen Zugriff auf die Umgebung BBB.',
    );
    expect(translate('Your role (Operator) may not view the audit log.', 'es')).toBe(
      'Su rol (Operador) no le permite ver el registro de auditoría.',
    );
    expect(translate("Field 'code' must be a string.", 'fr')).toBe('Le champ « code » doit être un texte.');
    expect(translate("Field 'code' must be 6 digits.", 'fr')).toBe(
      'Le champ « code » doit comporter 6 chiffres.',
    );
    expect(
      translate('Too many failed sign-ins from this browser. Please try again in 12 minutes.', 'el'),
    ).toBe(
      'Πάρα πολλές αποτυχημένες συνδέσεις από αυτό το πρόγραμμα περιήγησης. Δοκιμάστε ξανά σε 12 λεπτά.',
    );
    expect(
      translate(
        '2101 is already extension 2101 (Purser’s Desk) in ship.example. Choose another number.',
        'de',
      ),
    ).toBe(
      'Die Nummer 2101 ist in ship.example bereits vergeben: Nebenstelle 2101 (Purser’s Desk). Wählen Sie eine andere Nummer.',
    );
    expect(translate('Field \'order\' must be "ASC" or "DESC".', 'es')).toBe(
      'El campo «order» debe ser "ASC" o "DESC".',
    );
    expect(translate('The request body must not contain a NUL character.', 'fr')).toBe(
      'Le corps de la requête ne doit pas contenir de caractère NUL.',
    );
    expect(
      translate(
        'Extension 2102 (Cabin 2102) forwards to it (forward on busy): that forward will be cleared and turned off.',
        'el',
      ),
    ).toBe(
      'Το εσωτερικό 2102 (Cabin 2102) προωθεί εδώ (προώθηση όταν κατειλημμένο): η προώθηση θα διαγραφεί και θα απενεργοποιηθεί.',
    );
    // A template whose translated part is not an entry does not match: the sentence stays English.
    expect(translate("Field 'code' must be purple.", 'el')).toBe("Field 'code' must be purple.");
    expect(translate('A sentence no catalogue has.', 'el')).toBe('A sentence no catalogue has.');
    expect(translate('Not signed in.', 'en')).toBe('Not signed in.');
  });
});

/**
 * Sentences the scan cannot read from the code, each with where its sentences come from. A new entry
 * needs a reason; one the code no longer has fails, so the list stays true.
 */
const UNREADABLE: Record<string, string> = {
  // The parameter of the forwarders in sentence-scan.ts (fail, refuse), whose calls are scanned.
  'modules/auth/security-code.ts: sentence': 'fail(WRONG_CODE, …): each call is scanned',
  'modules/tokens/guard.ts: sentence': 'refuse(reply, TOKEN_SENTENCES…): each call is scanned',
  // The sign-in limits' refusal(minutes) templates (modules/auth/limits.ts), scanned as `refusal: (m) =>`.
  'modules/auth/throttle.ts: first.limit.refusal(minutesLeft(first))': 'the limits’ refusal templates',
  // Already translated: the one place that answers the typed errors.
  'platform/error-handler.ts: text': 'translate(sentence, language)',
  // Refusals of the messaging store (StompRefusal): the STOMP protocol's ERROR sentences, not yet here.
  'modules/broadcast/send.ts: refusal.message': 'a StompRefusal of the messaging store',
  // The switch's posted call record refused: a machine's answer, kept as the dead letter's reason.
  'modules/callingcards/switch/routes.ts: reason': 'CdrFormatError and the writer’s refusal reasons',
};
/** Constant maps whose values are names, not words (WhatsApp, Telegram): a part kept as it is. */
const NAMES_ONLY = new Set(['CHANNEL_NAMES']);
/** The type names of validation-message.ts's withArticle ('a string' from zod's 'string'). */
const WRITTEN_ELSEWHERE = new Set(['a string', 'a number', 'a boolean', 'an object', 'an array']);
/** Maps read through a local variable (`const label = MODULE_LABELS[module]`), which the scan cannot follow. */
const ALSO_READ = ['MODULE_LABELS'];

describe('the server’s sentences, scanned from its sources', () => {
  const sites = scanSites();

  it('finds the sentences where the code makes them', () => {
    expect(sites.length).toBeGreaterThan(150);
    const where = (file: string) => sites.filter((s) => s.file === file).length;
    expect(where(join('platform', 'access.ts'))).toBeGreaterThan(4);
    expect(where(join('modules', 'auth', 'limits.ts'))).toBe(6);
  });

  it('every sentence the code can send matches a template of the catalogue', () => {
    const missing = sites.flatMap((site) =>
      (site.sentences ?? [])
        .filter((sentence) => !hasTemplate(sentence))
        .map((sentence) => `${site.file}:${site.line} ${sentence}`),
    );
    expect(missing).toEqual([]);
  });

  it('a sentence the scan cannot read is listed with where it comes from, and the list has no stale entry', () => {
    const unreadable = sites
      .filter((site) => site.sentences === null)
      .map((site) => `${site.file.replaceAll('\\', '/')}: ${site.source}`);
    expect([...new Set(unreadable)].sort()).toEqual(Object.keys(UNREADABLE).sort());
  });

  it('every value of a constant map a sentence reads is a catalogue entry', () => {
    const maps = new Set([...sites.flatMap((site) => site.maps), ...ALSO_READ]);
    expect(maps).toContain('ROLE_LABELS');
    const missing = [...maps]
      .filter((name) => !NAMES_ONLY.has(name))
      .flatMap((name) => mapValues(name).map((value) => `${name}: ${value}`))
      .filter((entry) => !hasTemplate(entry.slice(entry.indexOf(': ') + 2)));
    expect(missing).toEqual([]);
  });

  it('every predicate a contract schema gives ("must be an extension number") is a catalogue entry', () => {
    const contract = join(import.meta.dirname, '..', '..', '..', '..', '..', 'packages', 'contract', 'src');
    const predicates = sourceFiles(contract)
      .flatMap((file) => literalsOf(readFileSync(file, 'utf8')).map((l) => l.text))
      .filter((text) => /^(must|is|may|needs|takes|has) /.test(text));
    expect(predicates.length).toBeGreaterThan(50);
    expect([...new Set(predicates)].filter((p) => !hasTemplate(p))).toEqual([]);
  });

  it('every template of the catalogue is written somewhere in the code (no dead entries)', () => {
    const written = [...allSkeletons()];
    const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const dead = SENTENCES.filter((template) => {
      if (WRITTEN_ELSEWHERE.has(template)) return false;
      const source = escapeRe(template).replace(/\\\{\w+\\\}/g, '.+?');
      // A sentence is a literal of its own; a part ends one ("Field 'password' must not be …").
      const whole = new RegExp(`^${source}$`);
      const end = new RegExp(`(?:^|\\s)${source}\\.?$`);
      return !written.some((text) => whole.test(text) || (/^[a-z]/.test(template) && end.test(text)));
    });
    expect(dead).toEqual([]);
  });
});

describe('the error handler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await insertFixtures(t.db);
  });
  afterAll(() => t.close());

  it('answers in the language the request accepts, and in English without one', async () => {
    const greek = await t.app.inject({
      url: '/v1/session',
      headers: { 'accept-language': 'el-GR,el;q=0.9' },
    });
    expect(greek.statusCode).toBe(401);
    expect(greek.json()).toEqual({ error: 'Δεν έχετε συνδεθεί.' });
    expect(greek.headers['content-language']).toBe('el');
    expect(greek.headers.vary).toContain('Accept-Language');
    const english = await t.app.inject({ url: '/v1/session' });
    expect(english.json()).toEqual({ error: 'Not signed in.' });

    const login = await t.app.inject({
      method: 'POST',
      url: `/v2/account/domain/${A}/auth/validate`,
      headers: { 'accept-language': 'de' },
      payload: { username: 'admin', password: 'not-the-password' },
    });
    expect(login.json()).toEqual({ error: 'Benutzername oder Passwort ist falsch.' });
  });

  it('translates a role’s refusal and a validation sentence', async () => {
    const cookie = await signIn(t.app, A, 'operator', PASSWORD);
    const refused = await t.app.inject({
      url: '/v3/audit',
      headers: { cookie, 'accept-language': 'fr' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'Votre rôle (Opérateur) ne permet pas de consulter le journal d’audit.',
    });
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/v1/session/environment',
      headers: { cookie, 'accept-language': 'es' },
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: 'El campo «code» es obligatorio.' });
  });

  it('answers Greek on the error paths of a module, a validation and an unknown route', async () => {
    const cookie = await signIn(t.app, A, 'admin', PASSWORD);
    const greek = { cookie, 'accept-language': 'el' };
    const missing = await t.app.inject({ url: `/v2/pbx/domain/${A}/extension/7999`, headers: greek });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: `Το εσωτερικό 7999 δεν υπάρχει στον τομέα ${A}.` });
    expect(missing.headers['content-language']).toBe('el');

    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/v1/session/environment',
      headers: greek,
      payload: { code: 42 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: 'Το πεδίο «code» πρέπει να είναι κείμενο.' });

    const unknown = await t.app.inject({ url: '/v3/no-such-thing', headers: greek });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "Το σύστημα δεν βρίσκει την ενέργεια '/v3/no-such-thing'." });

    const english = await t.app.inject({ url: `/v2/pbx/domain/${A}/extension/7999`, headers: { cookie } });
    expect(english.json()).toEqual({ error: `Extension 7999 does not exist in domain ${A}.` });
  });
});
