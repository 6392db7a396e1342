import type { Registration, Registrations } from '@portside/contract/pbx/registrations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const DOMAIN = 'cpl.portside.example';
const PATH = `/v3/pbx/domain/${DOMAIN}/sip/registrations`;
const phone = (user: string, agent: string, pingtime: number | null = 4.2): Registration => ({
  user: `${user}@${DOMAIN}`,
  agent,
  ip: '10.21.20.14',
  port: 5060,
  pingtime,
  pingstatus: pingtime === null ? 'Unreachable' : 'Reachable',
  status: 'Registered(UDP)',
});
const DATA: Registrations = {
  internal: {
    data: [
      phone('2101', 'Yealink SIP-T46U 108.86.0.45'),
      phone('2102', 'Grandstream GXW4248 1.0.21.5', null),
      phone('3101', 'Cisco-CP8841-3PCC/11.3.7'),
    ],
  },
  external: { data: [phone('99982101', 'PortsideCrew/3.4.1 (iOS 17.5.1)', 612.5)] },
};

async function openRegistrations(data: Registrations | null = DATA, kind: 'demo' | 'kamailio' = 'demo') {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    [`GET ${PATH}`]: data ? { body: data } : { status: 500, body: { error: 'Down.' } },
    [`GET /v3/pbx/domain/${DOMAIN}/sip/registrar`]: { body: { kind } },
  });
  renderApp('/registration');
  await screen.findByRole('heading', { name: 'Registrations' });
  const table = await screen.findByRole('table', { name: 'Registrations' });
  return { ...fetch, table, user: userEvent.setup() };
}

const usersShown = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Registrations', () => {
  it("labels the embedded demo's rows as demo data", async () => {
    await openRegistrations();
    expect(await screen.findByText('Demo data')).toBeInTheDocument();
  });

  it("shows no demo label over the live registrar's rows", async () => {
    const { table } = await openRegistrations(
      { udp: { data: [phone('2101', 'sipsak')] }, tcp: { data: [] } },
      'kamailio',
    );
    await waitFor(() => expect(usersShown(table)).toEqual([`2101@${DOMAIN}`]));
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['udp', 'tcp']);
    expect(screen.queryByText('Demo data')).not.toBeInTheDocument();
  });

  it('builds tabs from the keys, selects the first, and shows its rows, count and columns', async () => {
    const { table } = await openRegistrations();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Internal', 'External']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(usersShown(table)).toHaveLength(3));
    expect(screen.getByText('Total: 3')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['User', 'Agent', 'IP', 'Port', 'Ping Time', 'Ping Status', 'Status']);
    expect(within(table).getAllByText('4.2 ms')).toHaveLength(2);
    expect(within(table).getByText('Unreachable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('filters user or agent from 3 characters, any case; shorter restores the tab', async () => {
    const { table, user } = await openRegistrations();
    await waitFor(() => expect(usersShown(table)).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'yEaL');
    expect(usersShown(table)).toEqual([`2101@${DOMAIN}`]);
    await user.clear(search);
    await user.type(search, '310');
    expect(usersShown(table)).toEqual([`3101@${DOMAIN}`]);
    await user.type(search, '{Backspace}');
    expect(usersShown(table)).toHaveLength(3);
  });

  it('switching tab clears the search and shows that tab', async () => {
    const { table, user } = await openRegistrations();
    await waitFor(() => expect(usersShown(table)).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'yealink');
    await user.click(screen.getByRole('tab', { name: 'External' }));
    expect(search).toHaveValue('');
    expect(usersShown(table)).toEqual([`99982101@${DOMAIN}`]);
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
  });

  it('exports the tab and search on screen through the server, and Refresh reads again', async () => {
    const { table, user, calls } = await openRegistrations();
    await waitFor(() => expect(usersShown(table)).toHaveLength(3));
    await user.click(screen.getByRole('tab', { name: 'External' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'crew');
    const href = screen.getByRole('link', { name: 'Export' }).getAttribute('href') ?? '';
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe(PATH);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'csv',
      profile: 'external',
      search: 'crew',
      columns: 'user,agent,ip,port,pingtime,pingstatus,status',
    });
    const before = calls.filter((c) => c.path === PATH).length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls.filter((c) => c.path === PATH).length).toBe(before + 1));
  });

  it('shows the empty state when a tab has no rows', async () => {
    await openRegistrations({ internal: { data: [] }, external: { data: [] } });
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
  });

  it('treats a failed load as an empty list', async () => {
    await openRegistrations(null);
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
  });
});
