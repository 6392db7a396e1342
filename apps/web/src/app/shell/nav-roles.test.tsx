import { can, type Role, type UserRole } from '@portside/contract/access';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession, someStatistics } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { isLeaf, NAV, type NavGroup, type NavLeaf, type NavSection, visibleSections } from './nav-items.ts';

const SECTIONS = ['Dashboard', 'Broadcast and Messaging', 'Calling Cards', 'PBX', 'User', 'Directory'];
const PBX_PATHS = [
  '/registration',
  '/extension',
  '/ringgroup',
  '/inboundroute',
  '/voicemail',
  '/appaccess',
  '/gatewayreport',
  '/hardware',
  '/featurecode',
];
const CARD_PATHS = [
  '/pinmanagement/cabin',
  '/pinmanagement/admin',
  '/pincdr/cabin',
  '/pincdr/admin',
  '/callingrate',
  '/reportschedule',
];
const MESSAGING_PATHS = ['/messagev2', '/broadcast'];

/** What each role's side bar offers: sections by name, and every path it links to. */
const EXPECTED: Record<UserRole, { sections: string[]; paths: string[] }> = {
  org_admin: {
    sections: SECTIONS,
    paths: ['/dashboard', ...MESSAGING_PATHS, ...CARD_PATHS, ...PBX_PATHS, '/user', '/directory'],
  },
  ship_admin: {
    sections: SECTIONS,
    paths: ['/dashboard', ...MESSAGING_PATHS, ...CARD_PATHS, ...PBX_PATHS, '/user', '/directory'],
  },
  operator: {
    sections: SECTIONS.filter((s) => s !== 'User'),
    paths: ['/dashboard', ...MESSAGING_PATHS, ...CARD_PATHS, ...PBX_PATHS, '/directory'],
  },
  billing_clerk: { sections: ['Dashboard', 'Calling Cards'], paths: ['/dashboard', ...CARD_PATHS] },
  auditor: {
    sections: SECTIONS,
    paths: ['/dashboard', ...MESSAGING_PATHS, ...CARD_PATHS, ...PBX_PATHS, '/user', '/directory'],
  },
};

const ROLES: Role[] = ['org_admin', 'ship_admin', 'operator', 'billing_clerk', 'auditor', 'extension'];

const pathsOf = (entries: (NavLeaf | NavGroup)[]): string[] =>
  entries.flatMap((entry) => (isLeaf(entry) ? [entry.to] : pathsOf(entry.children)));

const menuPaths = (role: Role, callingCardsOnly = false) =>
  visibleSections({ role, callingCardsOnly }).flatMap((section) => [
    ...(section.to ? [section.to] : []),
    ...pathsOf(section.children ?? []),
  ]);

async function openAs(role: UserRole) {
  mockFetch({
    'GET /v1/session': { body: aSession({ role }) },
    'GET /v3/utils/statistics': { body: someStatistics() },
  });
  renderApp('/dashboard');
  return screen.findByRole('navigation', { name: 'Main navigation' });
}

describe('Side bar per role', () => {
  it.each(Object.keys(EXPECTED) as UserRole[])('offers %s exactly its areas', async (role) => {
    const nav = await openAs(role);
    const shown = SECTIONS.filter((name) => within(nav).queryByText(name) !== null);
    expect(shown).toEqual(EXPECTED[role].sections);
    // The areas above; an entry added later (Audit) is held to the table by the next test.
    const known = new Set(EXPECTED.org_admin.paths);
    expect(menuPaths(role).filter((path) => known.has(path))).toEqual(EXPECTED[role].paths);
  });

  it.each(ROLES)(
    'offers %s every entry whose permissions (its own and its groups) the role has, no other',
    (role) => {
      const expected: string[] = [];
      const walk = (entries: (NavLeaf | NavGroup | NavSection)[], allowed: boolean) => {
        for (const entry of entries) {
          const open = allowed && can(role, entry.permission);
          if ('to' in entry && entry.to && open) expected.push(entry.to);
          if ('children' in entry && entry.children) walk(entry.children, open);
        }
      };
      walk([...NAV], true);
      expect(menuPaths(role)).toEqual(expected);
    },
  );

  it('a billing clerk opens Calling Cards and finds its screens there, no PBX screen', async () => {
    const nav = await openAs('billing_clerk');
    await userEvent.click(within(nav).getByRole('button', { name: 'Calling Cards' }));
    // The section opens with a transition: on a busy machine its links render a little later.
    expect(await within(nav).findByRole('link', { name: 'Calling Rates' })).toBeInTheDocument();
    expect(within(nav).queryByText('Extensions')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Feature Codes')).not.toBeInTheDocument();
  });

  it('shows the same entries in the collapsed bar', async () => {
    const nav = await openAs('billing_clerk');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse side bar' }));
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Calling Cards' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'PBX' })).not.toBeInTheDocument();
  });

  it('an extension session is offered no console area', () => {
    expect(visibleSections({ role: 'extension', callingCardsOnly: false })).toEqual([]);
  });

  it('the carrier still hides its areas from a role that could read them', () => {
    // The audit log is no area the carrier hides: its tariffs and PINs are written like anyone's.
    expect(menuPaths('auditor', true)).toEqual(['/dashboard', ...CARD_PATHS, '/audit']);
  });
});
