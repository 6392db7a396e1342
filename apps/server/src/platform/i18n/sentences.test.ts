/** The API's sentences in the caller's language (issue 15 item 1): the catalogues and the error handler. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, insertFixtures, PASSWORD } from '../../test/fixtures.ts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.ts';
import { de } from './de.ts';
import { el } from './el.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { acceptedLanguage, SENTENCES, translate } from './sentences.ts';

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
    expect(translate("Field 'code' must be 6 digits.", 'fr')).toBe('Le champ « code » doit être 6 digits.');
    expect(translate('A sentence no catalogue has.', 'el')).toBe('A sentence no catalogue has.');
    expect(translate('Not signed in.', 'en')).toBe('Not signed in.');
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
});
