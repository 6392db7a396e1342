import type { UserRole } from '@portside/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession, someStatistics } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const SECTIONS = ['PBX', 'Messaging', 'Calling Cards', 'Calling Cards - CDRs', 'Calls per day'];

async function sectionsFor(role: UserRole) {
  mockFetch({
    'GET /v1/session': { body: aSession({ role }) },
    'GET /v3/utils/statistics': { body: someStatistics() },
  });
  renderApp('/dashboard');
  await screen.findByRole('region', { name: 'Calls per day' });
  return SECTIONS.filter((name) => screen.queryByRole('region', { name }) !== null);
}

describe('Dashboard per role', () => {
  it('shows a billing clerk the calling cards and the calls per day only', async () => {
    expect(await sectionsFor('billing_clerk')).toEqual([
      'Calling Cards',
      'Calling Cards - CDRs',
      'Calls per day',
    ]);
  });

  it.each(['auditor', 'operator', 'ship_admin'] as const)('shows the %s every section', async (role) => {
    expect(await sectionsFor(role)).toEqual(SECTIONS);
  });
});
