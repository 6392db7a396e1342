/** Spec 000 §4: Logout ends the session on the server, then shows the login after 500 ms. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession, ENVIRONMENTS, someStatistics } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('Logout', () => {
  it('calls DELETE /v1/session and shows the login only 500 ms later', async () => {
    let deletedAt = 0;
    const { calls } = mockFetch({
      'GET /v1/session': { body: aSession() },
      'GET /v3/utils/statistics': { body: someStatistics() },
      'GET /v1/environments': { body: ENVIRONMENTS },
      'DELETE /v1/session': () => {
        deletedAt = performance.now();
        return { body: { success: true } };
      },
    });
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    // When the console sets off for the login (before its screen's code has loaded, which takes its own time).
    let leftAt = 0;
    router.subscribe((state) => {
      const going = state.navigation.location?.pathname ?? state.location.pathname;
      if (!leftAt && going === '/auth') leftAt = performance.now();
    });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(deletedAt).toBeGreaterThan(0));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/v1/session']);

    // Right after the answer the console is still there.
    expect(leftAt).toBe(0);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    // Not before 500 ms (timers never fire early; a few ms of slack for the clock's resolution). No upper
    // bound: a busy machine may run the timer late.
    expect(leftAt - deletedAt).toBeGreaterThanOrEqual(495);
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('stays signed in when the server does not end the session', async () => {
    mockFetch({
      'GET /v1/session': { body: aSession() },
      'GET /v3/utils/statistics': { body: someStatistics() },
      'DELETE /v1/session': { status: 500, body: { error: 'Internal error.' } },
    });
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(
      await screen.findByText('Unable to sign out. Check the connection and try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
