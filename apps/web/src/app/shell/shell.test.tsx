import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession, someStatistics } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

async function openConsole(session = aSession(), path = '/dashboard') {
  const fetch = mockFetch({
    'GET /v1/session': { body: session },
    'GET /v3/utils/statistics': { body: someStatistics() },
  });
  const app = renderApp(path);
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return { ...fetch, ...app, nav };
}

const CARRIER_HIDDEN = ['Broadcast and Messaging', 'PBX', 'User', 'Directory'];

describe('Signed-in shell', () => {
  it('shows the organisation, the environment and the full menu', async () => {
    const { nav } = await openConsole();
    expect(screen.getByText('Oceanic Cruises')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Environment: Coral Princess \(CPL\)/ })).toBeInTheDocument();
    for (const entry of ['Dashboard', 'Calling Cards', ...CARRIER_HIDDEN]) {
      expect(within(nav).getByText(entry)).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['blank', ''],
    ['only spaces', '   '],
  ])("shows 'Portside' in the top bar when the organisation's name is %s", async (_, name) => {
    const session = aSession();
    await openConsole({ ...session, organization: { ...session.organization, name } });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Portside', { selector: 'p' })).toHaveAttribute('title', 'Portside');
    expect(within(banner).queryByText('Oceanic Cruises')).not.toBeInTheDocument();
  });

  it('hides Broadcast and Messaging, PBX, User and Directory in the carrier environment', async () => {
    const { nav } = await openConsole(aSession({ callingCardsOnly: true }));
    expect(within(nav).getByText('Calling Cards')).toBeInTheDocument();
    for (const entry of CARRIER_HIDDEN) expect(within(nav).queryByText(entry)).not.toBeInTheDocument();
  });

  it('highlights User on a user details page', async () => {
    const { nav } = await openConsole(aSession(), '/userdetails/42');
    await screen.findByRole('heading', { name: 'User Details' });
    expect(within(nav).getByRole('link', { name: 'User' })).toHaveAttribute('aria-current', 'page');
  });

  it('remembers the collapsed side bar per user under a key ending in v5', async () => {
    const { nav } = await openConsole();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Collapse side bar' }));
    expect(window.localStorage.getItem('portside.sidebar.admin#u-1.v5')).toBe('true');
    expect(within(nav).queryByText('Calling Cards')).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Calling Cards' })).toBeInTheDocument();
  });

  it("does not share the choice between two ships' users of the same name", async () => {
    // CPL's admin collapses the side bar; KPL's admin (another user, same name) signs in on this browser.
    const first = await openConsole();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Collapse side bar' }));
    first.unmount();
    const kpl = { name: 'Crown Princess', code: 'KPL', domain: 'kpl.portside.example' };
    const { nav } = await openConsole(aSession({ user_uuid: 'u-2', environment: kpl, environments: [kpl] }));
    expect(within(nav).getByText('Calling Cards')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse side bar' })).toBeInTheDocument();
  });

  it('keys an extension signed in by code by its number and domain', async () => {
    const session = aSession({ kind: 'extension', user_uuid: null, username: '2101' });
    const { nav } = await openConsole(session);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Collapse side bar' }));
    expect(window.localStorage.getItem('portside.sidebar.2101@cpl.portside.example.v5')).toBe('true');
    expect(within(nav).getByRole('button', { name: 'Calling Cards' })).toBeInTheDocument();
  });

  it('shows a titled placeholder for screens of a coming release, with a way back', async () => {
    await openConsole(aSession(), '/links');
    expect(await screen.findByRole('heading', { name: 'Links' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('Module gate', () => {
  const withModules = (modules: Partial<ReturnType<typeof aSession>['organization']['modules_enabled']>) =>
    aSession({
      organization: {
        name: 'Oceanic Cruises',
        modules_enabled: { callingcards: true, omnichannel: true, pbx: true, user: true, ...modules },
      },
    });

  it('sends a PBX route to /upgrade/pbx when the organisation lacks the PBX module', async () => {
    const { router } = await openConsole(withModules({ pbx: false }), '/extension');
    expect(
      await screen.findByText('Please contact your administrator to add the PBX module.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/upgrade/pbx');
    expect(screen.getByRole('link', { name: 'Dismiss' })).toHaveAttribute('href', '/dashboard');
  });

  it.each([
    ['/messagev2', { omnichannel: false }, 'the Omnichannel Marketing Outreach module.'],
    ['/pincdr/admin', { callingcards: false }, 'the Call Accounting (pin dialing) module.'],
  ])('sends %s to its upgrade message', async (path, modules, text) => {
    await openConsole(withModules(modules), path);
    expect(await screen.findByText(new RegExp(text.replace(/[()]/g, '\\$&')))).toBeInTheDocument();
  });

  it('the carrier environment cannot open PBX routes even with the module on', async () => {
    const { router } = await openConsole(aSession({ callingCardsOnly: true }), '/ringgroup');
    await screen.findByText('Please contact your administrator to add the PBX module.');
    expect(router.state.location.pathname).toBe('/upgrade/pbx');
  });

  it('opens an enabled module normally', async () => {
    await openConsole(aSession(), '/extension');
    expect(await screen.findByRole('heading', { name: 'Extensions' })).toBeInTheDocument();
  });
});
