import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession, someStatistics } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('Top bar', () => {
  it.each([
    ['billing_clerk', 'Billing clerk'],
    ['auditor', 'Auditor'],
    ['ship_admin', 'Ship administrator'],
  ] as const)('names who is signed in and their role (%s)', async (role, label) => {
    mockFetch({
      'GET /v1/session': { body: aSession({ role, username: 'purser' }) },
      'GET /v3/utils/statistics': { body: someStatistics() },
    });
    renderApp('/dashboard');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText(label)).toBeInTheDocument();
    expect(within(banner).getByText('purser')).toBeInTheDocument();
    expect(within(banner).getByTitle(`Signed in as purser, ${label}`)).toBeInTheDocument();
  });
});
