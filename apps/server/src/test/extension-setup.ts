/**
 * The setup the extension tests share (the subscriber sync, the live registrar, a provisioned phone): a
 * test app with the fixtures, the Alpha officer signed in, and extensions created and changed through
 * the console's own calls, so each test goes through the services that keep Kamailio's `subscriber` in
 * step.
 */
import type { LightMyRequestResponse } from 'fastify';
import { A, insertFixtures, PASSWORD } from './fixtures.ts';
import { buildTestApp, signIn, type TestApp } from './helper.ts';

export interface ExtensionSetup {
  t: TestApp;
  /** The Alpha officer's session cookie (a ship administrator). */
  officer: string;
  /** POST …/extension/createfull on Alpha as the officer. */
  createExtension: (extension: string, password: string, name?: string) => Promise<LightMyRequestResponse>;
  /** PATCH /v2/pbx/domain/Alpha/extension/{ext} as the officer. */
  patchExtension: (ext: string, payload: object) => Promise<LightMyRequestResponse>;
}

export async function extensionSetup(opts: Parameters<typeof buildTestApp>[0] = {}): Promise<ExtensionSetup> {
  const t = await buildTestApp(opts);
  await insertFixtures(t.db);
  const officer = await signIn(t.app, A, 'officer', PASSWORD);
  return {
    t,
    officer,
    createExtension: (extension, password, name = 'Live') =>
      t.app.inject({
        method: 'POST',
        url: `/v3/pbx/domain/${A}/extension/createfull`,
        headers: { cookie: officer },
        payload: {
          extension,
          password,
          extensionAttributes: { effective_caller_id_name: name, description: '' },
        },
      }),
    patchExtension: (ext, payload) =>
      t.app.inject({
        method: 'PATCH',
        url: `/v2/pbx/domain/${A}/extension/${ext}`,
        headers: { cookie: officer },
        payload,
      }),
  };
}
