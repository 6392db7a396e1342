/** Spec 000 §2.6: the dashboard asks for its figures again on every visit, not only on the first. */
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession, someStatistics } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('Dashboard visits', () => {
  it('fetches /v3/utils/statistics again after leaving and coming back, and shows the new figures', async () => {
    let visits = 0;
    const { calls } = mockFetch({
      'GET /v1/session': { body: aSession() },
      'GET /v3/utils/statistics': () => {
        visits += 1;
        return { body: someStatistics({ messaging: { messages: 930 + visits } }) };
      },
    });
    const { router, client } = renderApp('/dashboard');
    // Even a cache that would call the figures fresh for ever must not keep a visit from reloading them.
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, staleTime: Infinity } });
    const messaging = async () => within(await screen.findByRole('region', { name: 'Messaging' }));
    expect(await (await messaging()).findByText('931')).toBeInTheDocument();

    await act(() => router.navigate('/links'));
    await screen.findByRole('heading', { name: 'Links' });
    await act(() => router.navigate('/dashboard'));
    expect(await (await messaging()).findByText('932')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/v3/utils/statistics')).toHaveLength(2);
  });
});
