/**
 * The language menu (issue 15 item 1): the public header's choice is used at once and remembered in this
 * browser, without a call; a signed-in person's is saved for them; a session's saved language is followed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { aSession, ENVIRONMENTS, someStatistics } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { frConsole } from '../i18n/fr-console.ts';
import { frPublic } from '../i18n/fr-public.ts';
import { changeLanguage } from '../i18n/index.ts';
import { storageKeys } from '../local-store.ts';

afterEach(() => changeLanguage('en'));

async function choose(name: RegExp | string, language: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  await user.click(await screen.findByRole('menuitem', { name: language }));
}

describe('the language menu', () => {
  it('on the public site: the page changes at once and the choice is remembered, with no call', async () => {
    const { calls } = mockFetch({ 'GET /v1/session': { status: 401, body: { error: 'Not signed in.' } } });
    renderApp('/');
    await screen.findAllByRole('link', { name: 'My Account' });
    await choose('Language: English', 'Français');
    expect(
      (await screen.findAllByRole('link', { name: frPublic.public.nav.myAccount })).length,
    ).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem(storageKeys.language)).toBe('"fr"');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('in the top bar: the console changes and the choice is saved for the person', async () => {
    const { calls } = mockFetch({
      'GET /v1/session': { body: aSession() },
      'GET /v3/utils/statistics': { body: someStatistics() },
      'PUT /v1/session/language': ({ body }) => ({
        body: aSession({ language: (body as { language: 'fr' }).language }),
      }),
    });
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await choose('Language: English', 'Français');
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: frConsole.nav.dashboard })).toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        expect.objectContaining({ path: '/v1/session/language', body: { language: 'fr' } }),
      ]),
    );
  });

  it('follows the language a signed-in person saved in another browser', async () => {
    mockFetch({
      'GET /v1/session': { body: aSession({ language: 'fr' }) },
      'GET /v3/utils/statistics': { body: someStatistics() },
    });
    renderApp('/dashboard');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(await screen.findByRole('link', { name: frConsole.nav.dashboard })).toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.language)).toBe('"fr"');
  });

  it('signing in opens the console in the language the person saved, not this browser’s', async () => {
    window.localStorage.setItem(storageKeys.login, JSON.stringify({ environment: 'CPL' }));
    let signedIn = false;
    mockFetch({
      'GET /v1/session': () =>
        signedIn
          ? { body: aSession({ language: 'fr' }) }
          : { status: 401, body: { error: 'Not signed in.' } },
      'GET /v1/environments': { body: ENVIRONMENTS },
      'GET /v3/utils/statistics': { body: someStatistics() },
      'POST /v2/account/domain/cpl.portside.example/auth/validate': () => {
        signedIn = true;
        return { body: { user_uuid: 'u-1', username: 'admin', email: 'a@b.c' } };
      },
    });
    renderApp('/auth');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Login' });
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'portside-demo');
    await user.click(screen.getByRole('button', { name: 'Login using Password' }));
    expect(await screen.findByRole('link', { name: frConsole.nav.dashboard })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem(storageKeys.language)).toBe('"fr"');
  });
});
