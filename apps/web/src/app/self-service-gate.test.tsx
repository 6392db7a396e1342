/** An extension session lives in /self; a console user does not. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anExtensionSession, aSummary } from '../features/self/test-fixtures.ts';
import { aSession, someStatistics } from '../test/fixtures.ts';
import { mockFetch } from '../test/mock-fetch.ts';
import { renderApp } from '../test/render-app.tsx';

describe('Self-service gate', () => {
  it.each([
    '/dashboard',
    '/extension',
    '/pinmanagement/cabin',
    '/user',
    '/upgrade/pbx',
    '/featurecode',
    '/auth',
  ])('sends an extension session from %s to /self', async (path) => {
    const { calls } = mockFetch({
      'GET /v1/session': { body: anExtensionSession() },
      'GET /v1/self': { body: aSummary({ voicemail: null }) },
    });
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'My extension' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/self');
    // No admin screen was asked for its data on the way (the sign-in screen reads the roster).
    expect(calls.map((c) => c.path).filter((p) => /^\/v[23]\//.test(p))).toEqual([]);
  });

  it('sends a console user from /self to the dashboard', async () => {
    const { calls } = mockFetch({
      'GET /v1/session': { body: aSession() },
      'GET /v3/utils/statistics': { body: someStatistics() },
    });
    const { router } = renderApp('/self');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls.some((c) => c.path.startsWith('/v1/self'))).toBe(false);
  });

  it('sends a signed-out visitor of /self to the sign-in', async () => {
    mockFetch({ 'GET /v1/session': { status: 401, body: { error: 'Not signed in.' } } });
    const { router } = renderApp('/self');
    await screen.findByRole('button', { name: /Login/ });
    expect(router.state.location.pathname).toBe('/auth');
  });
});
