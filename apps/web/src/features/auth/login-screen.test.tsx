import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../kit/local-store.ts';
import { aSession, ENVIRONMENTS } from '../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const signedOut = { 'GET /v1/session': { status: 401, body: { error: 'Not signed in.' } } };
const picker = { ...signedOut, 'GET /v1/environments': { body: ENVIRONMENTS } };

function rememberEnvironment(code = 'CPL') {
  window.localStorage.setItem(storageKeys.login, JSON.stringify({ environment: code }));
}

async function openLogin(routes: Record<string, Handler> = picker) {
  const fetch = mockFetch(routes);
  const app = renderApp('/auth');
  await screen.findByRole('heading', { name: 'Login' });
  return { ...fetch, ...app, user: userEvent.setup() };
}

const loginButton = (type: 'Password' | 'Pin') => screen.getByRole('button', { name: `Login using ${type}` });

async function choosePin(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Choose how to sign in' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Pin' }));
}

describe('Login screen', () => {
  it('shows title, subtitle and an inactive password login until every field is filled', async () => {
    rememberEnvironment();
    const { user } = await openLogin();
    expect(screen.getByText('Please sign in to continue')).toBeInTheDocument();
    expect(loginButton('Password')).toBeDisabled();
    await user.type(screen.getByLabelText('Username'), 'admin');
    expect(loginButton('Password')).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(loginButton('Password')).toBeEnabled();
  });

  it('needs an environment: the button stays inactive until one is picked', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(loginButton('Password')).toBeDisabled();
    await user.selectOptions(
      screen.getByLabelText('Environment'),
      await screen.findByRole('option', { name: 'Crown Princess (KPL)' }),
    );
    expect(loginButton('Password')).toBeEnabled();
  });

  it('in Pin mode hides the password and needs only username and environment', async () => {
    rememberEnvironment();
    const { user } = await openLogin();
    await choosePin(user);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(loginButton('Pin')).toBeDisabled();
    await user.type(screen.getByLabelText('Username'), '2101');
    expect(loginButton('Pin')).toBeEnabled();
  });

  it("says 'All fields required.' when submitted incomplete with Enter", async () => {
    rememberEnvironment();
    const { user, calls } = await openLogin();
    await user.type(screen.getByLabelText('Username'), 'admin{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops...');
    expect(screen.getByRole('alert')).toHaveTextContent('All fields required.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('hides the environment picker when the deployment is pinned by /environment.json', async () => {
    const pinned = { name: 'Coral Princess', code: 'CPL', domain: 'cpl.portside.example' };
    const file = {
      ...pinned,
      apiUrl: '',
      stompUrl: '',
      octet: null,
      pairedExtensions: false,
      callingCardsOnly: false,
    };
    const { user, calls } = await openLogin({ ...signedOut, 'GET /environment.json': { body: file } });
    expect(screen.queryByLabelText('Environment')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(loginButton('Password')).toBeEnabled();
    expect(calls.some((call) => call.path === '/v1/environments')).toBe(false);
  });

  it('shows the picker filled from /v1/environments when /environment.json is 404', async () => {
    await openLogin();
    const picker = screen.getByLabelText('Environment');
    expect(await screen.findByRole('option', { name: 'Coral Princess (CPL)' })).toBeInTheDocument();
    // Nothing chosen yet: the prompt shows, and cannot be chosen back.
    expect(picker).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose your ship' })).toBeDisabled();
  });

  it.each([
    [{ status: 401, body: { error: 'Wrong username or password.' } }, 'Wrong username or password.'],
    [{ status: 400, body: {} }, 'Unable to process request.'],
  ])('password failure %# shows the server sentence or the fallback', async (reply, text) => {
    rememberEnvironment();
    const { user, calls } = await openLogin({
      ...picker,
      'POST /v2/account/domain/cpl.portside.example/auth/validate': reply,
    });
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(loginButton('Password'));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      username: 'admin',
      password: 'wrong',
    });
  });

  it.each([
    [404, 'Login using Pin is not allowed for this extension. Please use password instead'],
    [409, 'Unable to find extension.'],
    [500, 'Unable to process request. Please try again later.'],
  ])('Pin login answered %i shows its sentence', async (status, text) => {
    rememberEnvironment();
    const { user } = await openLogin({
      ...picker,
      'POST /v1/securitycode/generate': { status, body: { error: 'x' } },
    });
    await choosePin(user);
    await user.type(screen.getByLabelText('Username'), '2101');
    await user.click(loginButton('Pin'));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('Pin login requests a code for extension@domain and opens the code screen', async () => {
    rememberEnvironment();
    const { user, calls, router } = await openLogin({
      ...picker,
      'POST /v1/securitycode/generate': { body: {} },
    });
    await choosePin(user);
    await user.type(screen.getByLabelText('Username'), '2101');
    await user.click(loginButton('Pin'));
    await screen.findByText('Please enter the code received via email');
    expect(router.state.location.pathname).toBe('/authcode/2101');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'login',
      owner: '2101@cpl.portside.example',
      ownerType: 'extension',
    });
  });

  it('a signed-out visit to a console route signs in and returns to it', async () => {
    rememberEnvironment();
    let signedIn = false;
    mockFetch({
      'GET /v1/session': () =>
        signedIn ? { body: aSession() } : { status: 401, body: { error: 'Not signed in.' } },
      'GET /v1/environments': { body: ENVIRONMENTS },
      'POST /v2/account/domain/cpl.portside.example/auth/validate': () => {
        signedIn = true;
        return { body: { user_uuid: 'u-1', username: 'admin', email: 'a@b.c' } };
      },
    });
    const { router } = renderApp('/callingrate');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/auth');
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'portside-demo');
    await user.click(loginButton('Password'));
    expect(await screen.findByRole('heading', { name: 'Calling Rates' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/callingrate'));
  });
});
