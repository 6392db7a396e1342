import type { UserRole } from '@portside/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession, someStatistics } from '../test/fixtures.ts';
import { mockFetch } from '../test/mock-fetch.ts';
import { renderApp } from '../test/render-app.tsx';

const EXTENSIONS = '/v3/pbx/domain/cpl.portside.example/extension';

function open(path: string, role: UserRole, session = aSession({ role })) {
  const fetch = mockFetch({
    'GET /v1/session': { body: session },
    'GET /v3/utils/statistics': { body: someStatistics() },
    [`GET ${EXTENSIONS}`]: { body: { extensions: [], total: 0 } },
    'GET /v1/user': { body: { users: [], total: 0 } },
  });
  return { ...fetch, ...renderApp(path) };
}

const noAccess = () => screen.findByRole('heading', { name: 'You do not have access to this page' });

describe('Permission gate', () => {
  it('shows a billing clerk who types /extension why, and the way home, and asks the server nothing', async () => {
    const { calls, router } = open('/extension', 'billing_clerk');
    await noAccess();
    expect(
      screen.getByText('You are signed in as Billing clerk, and this role cannot view the PBX.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your home page' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(router.state.location.pathname).toBe('/extension');
    expect(screen.queryByRole('heading', { name: 'Extensions' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === EXTENSIONS)).toBe(false);
  });

  it.each([
    ['/user', 'operator', 'view users'],
    ['/userdetails/42', 'billing_clerk', 'view users'],
    ['/directory', 'billing_clerk', 'view the directory'],
    ['/messagev2', 'billing_clerk', 'read messages'],
    ['/featurecode', 'billing_clerk', 'view the PBX'],
  ] as const)('refuses %s to the %s role', async (path, role, what) => {
    open(path, role);
    await noAccess();
    expect(screen.getByText(new RegExp(`this role cannot ${what}\\.`))).toBeInTheDocument();
  });

  it('opens the page for a role that may read it', async () => {
    open('/extension', 'auditor');
    expect(await screen.findByRole('heading', { name: 'Extensions', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('You do not have access to this page')).not.toBeInTheDocument();
  });

  it('answers the role before the module: no upgrade notice for a page the role could never use', async () => {
    const session = aSession({ role: 'billing_clerk' });
    session.organization.modules_enabled.pbx = false;
    const { router } = open('/ringgroup', 'billing_clerk', session);
    await noAccess();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ringgroup'));
  });

  it('keeps the side bar beside the notice, so what the role may open is one press away', async () => {
    open('/hardware', 'billing_clerk');
    await noAccess();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveTextContent('Calling Cards');
    expect(nav).not.toHaveTextContent('PBX');
  });
});
