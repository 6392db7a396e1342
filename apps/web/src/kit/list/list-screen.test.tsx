import { Checkbox, Stack, TextInput } from '@mantine/core';
import type { TotalKind } from '@portside/contract/pbx/list';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { mockFetch, type Reply } from '../../test/mock-fetch.ts';
import { storageKeys } from '../local-store.ts';
import { type AdvancedSearchFields, type ListColumn, ListScreen, useListController } from './index.ts';

interface Thing {
  id: string;
  name: string;
  created: string;
}
type Filters = { name: string; flag: boolean };
const noFilters: Filters = { name: '', flag: false };

const things = (from: number, count: number): Thing[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `t${from + i}`,
    name: `Thing ${from + i}`,
    created: '2026-01-05T15:04:00Z',
  }));

const columns: ListColumn<Thing>[] = [
  { id: 'name', title: 'Name' },
  { id: 'id', title: 'Code', defaultVisible: false },
  { id: 'created', title: 'Created', date: true },
  {
    id: 'open',
    title: 'Open',
    action: true,
    render: (row) => <button type="button">Open {row.name}</button>,
  },
];

const Fields: AdvancedSearchFields<Filters> = ({ draft, change }) => (
  <Stack>
    <TextInput label="Name" value={draft.name} onChange={(e) => change({ name: e.currentTarget.value })} />
    <Checkbox label="Flag" checked={draft.flag} onChange={(e) => change({ flag: e.currentTarget.checked })} />
  </Stack>
);

function ThingsScreen() {
  const list = useListController({
    queryKey: ['things'],
    path: '/v1/things',
    page: (a: { things: Thing[]; total: number; total_kind?: TotalKind }) => ({
      rows: a.things,
      total: a.total,
      totalKind: a.total_kind,
    }),
    filters: noFilters,
    filterParams: (f: Filters) => ({ name: f.name, flag: f.flag || undefined }),
  });
  return (
    <ListScreen
      title="Things"
      screen="things"
      list={list}
      columns={columns}
      rowKey="id"
      advancedSearch={Fields}
      loadMoreLabel="Load More Things"
    />
  );
}

function renderThings() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/things', element: <ThingsScreen /> }], {
    initialEntries: ['/things'],
  });
  return render(
    <Providers client={client} test>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** 60 things in pages of 25; a search answers 3. */
function serveThings(reply?: (url: URL) => Reply | undefined) {
  return mockFetch({
    'GET /v1/things': ({ url }) => {
      const custom = reply?.(url);
      if (custom) return custom;
      if (url.searchParams.get('search')) return { body: { things: things(900, 3), total: 3 } };
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('pagesize'));
      const from = (page - 1) * size;
      return { body: { things: things(from, Math.max(0, Math.min(size, 60 - from))), total: 60 } };
    },
  });
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const thingsCalls = (calls: { path: string; search: string }[]) =>
  calls.filter((c) => c.path === '/v1/things').map((c) => new URLSearchParams(c.search));

describe('list kit', () => {
  it('loads page 1 with its total, appends later pages by Load More, then says the end', async () => {
    const { calls } = serveThings();
    renderThings();
    expect(await screen.findByText('Total: 60')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(25);
    expect(screen.queryByText('No records found.')).not.toBeInTheDocument();
    expect(screen.queryByText('No more records available')).not.toBeInTheDocument();
    expect(thingsCalls(calls)[0]?.toString()).toBe('page=1&pagesize=25');

    await userEvent.click(screen.getByRole('button', { name: 'Load More Things' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(screen.getByText('Thing 0')).toBeInTheDocument();
    expect(screen.getByText('Thing 49')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load More Things' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(60));
    expect(screen.getByText('No more records available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Things' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 60 of 60')).toBeInTheDocument();
    expect(thingsCalls(calls).map((p) => p.get('page'))).toEqual(['1', '2', '3']);
  });

  it('shows an estimated or capped total as such, and loads more until a page comes back short', async () => {
    // The server estimated 30 for a result that really holds 60 (DESIGN §6): the total cannot end it.
    const { calls } = serveThings((url) => {
      const page = Number(url.searchParams.get('page'));
      const rows = page < 3 ? things((page - 1) * 25, 25) : things(50, 10);
      return { body: { things: rows, total: 30, total_kind: 'estimated' } };
    });
    renderThings();
    expect(await screen.findByText('Total: about 30')).toBeInTheDocument();
    expect(screen.getByText('Showing 25 of about 30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load More Things' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await userEvent.click(screen.getByRole('button', { name: 'Load More Things' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(60));
    expect(screen.getByText('No more records available')).toBeInTheDocument();
    expect(thingsCalls(calls).map((p) => p.get('page'))).toEqual(['1', '2', '3']);
  });

  it("shows a count that stopped at its cap as '1,000+'", async () => {
    serveThings(() => ({ body: { things: things(0, 25), total: 1000, total_kind: 'capped' } }));
    renderThings();
    expect(await screen.findByText('Total: 1,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load More Things' })).toBeInTheDocument();
  });

  it('a search over 2 characters replaces the list and the total with page 1; shorter sends none', async () => {
    const { calls } = serveThings();
    renderThings();
    await screen.findByText('Total: 60');
    await userEvent.click(screen.getByRole('button', { name: 'Load More Things' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(50));

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'th');
    expect(screen.getByText('Type at least 3 characters')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(thingsCalls(calls).some((p) => p.has('search'))).toBe(false);

    await userEvent.type(search, 'i');
    expect(await screen.findByText('Total: 3')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('Thing 900')).toBeInTheDocument();
    expect(thingsCalls(calls).at(-1)?.toString()).toBe('search=thi&page=1&pagesize=25');
  });

  it('remembers the column choice per screen and exports the visible columns with the search', async () => {
    serveThings();
    const first = renderThings();
    await screen.findByText('Total: 60');
    expect(screen.queryByRole('columnheader', { name: 'Code' })).not.toBeInTheDocument();
    // Dates show as dayjs 'lll'.
    expect(screen.getAllByText(/^Jan 5, 2026 \d+:04 [AP]M$/)).toHaveLength(25);

    await userEvent.click(screen.getByRole('button', { name: 'Choose columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Code' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Created' }));
    expect(JSON.parse(window.localStorage.getItem(storageKeys.listColumns('things')) ?? '')).toEqual([
      'name',
      'id',
    ]);
    first.unmount();

    renderThings();
    await screen.findByText('Total: 60');
    expect(screen.getByRole('columnheader', { name: 'Code' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Created' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'thing');
    await screen.findByText('Total: 3');
    const href = screen.getByRole('link', { name: 'Export' }).getAttribute('href') ?? '';
    expect(href).toBe('/v1/things?search=thing&format=csv&columns=name%2Cid');
  });

  it('always shows an action column, and neither offers it in the chooser nor exports it', async () => {
    serveThings();
    window.localStorage.setItem(storageKeys.listColumns('things'), JSON.stringify(['name', 'open']));
    renderThings();
    await screen.findByText('Total: 60');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Open']);
    expect(screen.getByRole('button', { name: 'Open Thing 0' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose columns' }));
    expect(await screen.findAllByRole('checkbox')).toHaveLength(3);
    expect(screen.queryByRole('checkbox', { name: 'Open' })).not.toBeInTheDocument();
    // The only chosen data column cannot be unticked; the action does not count.
    expect(screen.getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      '/v1/things?format=csv&columns=name',
    );
  });

  it("shows 'No records found.' for an empty list, without the end text", async () => {
    serveThings(() => ({ body: { things: [], total: 0 } }));
    renderThings();
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
    expect(screen.queryByText('No more records available')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load More/ })).not.toBeInTheDocument();
  });

  it('a failed load is an empty list with a quiet notice, and trying again loads it', async () => {
    let fail = true;
    serveThings(() => (fail ? { status: 503, body: { error: 'Down.' } } : undefined));
    renderThings();
    expect(await screen.findByText(/Unable to load this data right now/)).toBeInTheDocument();
    expect(screen.getByText('No records found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Things' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total: 60')).toBeInTheDocument();
    expect(screen.queryByText(/Unable to load this data right now/)).not.toBeInTheDocument();
  });

  it('says what the server said when it refused the list (403, 404), not to check the connection', async () => {
    serveThings(() => ({ status: 404, body: { error: 'There is no tariff 9.' } }));
    renderThings();
    expect(await screen.findByText('There is no tariff 9.')).toBeInTheDocument();
    expect(screen.queryByText(/Check the connection/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/Unable to load this data right now/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByText('No records found.')).toBeInTheDocument();
  });

  it('names the status of a refusal that came without a sentence', async () => {
    serveThings(() => ({ status: 403 }));
    renderThings();
    expect(await screen.findByText('The server refused this list (error 403).')).toBeInTheDocument();
  });

  it('counts the active filters on the advanced-search button and searches with them from page 1', async () => {
    const { calls } = serveThings();
    renderThings();
    await screen.findByText('Total: 60');
    await userEvent.click(screen.getByRole('button', { name: 'Load More Things' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(50));

    await userEvent.click(screen.getByRole('button', { name: 'Advanced search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advanced search' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Deck');
    await userEvent.click(within(dialog).getByLabelText('Flag'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));

    expect(await screen.findByLabelText('2 active filters')).toHaveTextContent('2');
    await waitFor(() =>
      expect(thingsCalls(calls).at(-1)?.toString()).toBe('name=Deck&flag=true&page=1&pagesize=25'),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      '/v1/things?name=Deck&flag=true&format=csv&columns=name%2Ccreated',
    );

    await userEvent.click(screen.getByRole('button', { name: /Advanced search/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByLabelText(/active filters/)).not.toBeInTheDocument());
  });
});
