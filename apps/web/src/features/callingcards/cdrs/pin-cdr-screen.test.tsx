import type { Cdr } from '@portside/contract/callingcards/cdrs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const cdr = (id: number, over: Partial<Cdr> = {}): Cdr => ({
  id,
  callid: `call-${id}`,
  card: 1,
  pin: '5101',
  name: 'Cabin 5101',
  type: 'cabin',
  src: '5101',
  destination: '639171234567',
  destination_name: 'Philippines',
  starttime: '2026-01-05T15:04:05Z',
  stoptime: '2026-01-05T15:06:35Z',
  sessiontime: 150,
  billed_sessiontime: 120,
  tariff: 2,
  blockprice: 0.99,
  blockcost: 0.25,
  sessionprice: 1.98,
  sessioncost: 0.5,
  answered: 1,
  terminatecauseid: 'NORMAL_CLEARING',
  direction: 'outbound',
  archived: 0,
  currency: 'USD',
  ...over,
});

async function openCdrs(type = 'cabin', shipZone?: string) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    ...(shipZone
      ? { 'GET /v3/utils/localtimezone': { body: { timezone: shipZone, utc_offset: '+09:00' } } }
      : {}),
    'GET /v3/callingcard/cdrs': {
      body: { data: [cdr(1), cdr(2, { terminatecauseid: 'NO_ANSWER', sessiontime: 0 })], total: 2 },
    },
  });
  const view = renderApp(`/pincdr/${type}`);
  const title = type === 'admin' ? 'Admin CDRs' : 'Cabin CDRs';
  const table = await screen.findByRole('table', { name: title });
  await within(table).findAllByText('Cabin 5101');
  return { ...fetch, ...view, table, user: userEvent.setup() };
}

describe('CDRs', () => {
  it("is titled by the route's type, asks that type unarchived and newest first, and shows minutes, times and Completed", async () => {
    const { table, calls } = await openCdrs();
    expect(screen.getByRole('heading', { name: 'Cabin CDRs' })).toBeInTheDocument();
    const list = calls.find((c) => c.path === '/v3/callingcard/cdrs');
    const params = new URLSearchParams(list?.search);
    expect(params.get('type')).toBe('cabin');
    expect(params.get('orderby')).toBe('starttime');
    expect(params.get('order')).toBe('DESC');
    expect(params.get('archived')).toBeNull();
    const rows = within(table).getAllByRole('row');
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('2.5')).toBeInTheDocument();
    expect(first.getByText('Completed')).toBeInTheDocument();
    expect(first.getByText('$1.98')).toBeInTheDocument();
    expect(first.getAllByText('2026-01-05')[0]?.parentElement).toHaveTextContent(/^2026-01-05 \d{2}:04:05$/);
    expect(within(rows[2] as HTMLElement).getByText('No answer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toMatch(
      /^\/v3\/callingcard\/cdrs\?type=cabin&orderby=starttime&order=DESC&format=csv&columns=pin%2Cname/,
    );
  });

  it('exports what the screen shows: its titles, words and time zone; the raw values are chosen columns', async () => {
    const { user, table } = await openCdrs();
    const href = () =>
      new URL(screen.getByRole('link', { name: 'Export' }).getAttribute('href') ?? '', 'http://x');
    let params = href().searchParams;
    const columns = params.get('columns')?.split(',') ?? [];
    const titles = JSON.parse(params.get('titles') ?? '[]') as string[];
    expect(titles).toHaveLength(columns.length);
    expect(titles[columns.indexOf('sessiontime')]).toBe('Session (min)');
    expect(titles[columns.indexOf('starttime')]).toBe('Start Time');
    expect(JSON.parse(params.get('labels') ?? '{}').terminatecauseid).toMatchObject({
      NORMAL_CLEARING: 'Completed',
      NO_ROUTE_DESTINATION: 'No route to number',
    });
    expect(params.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(columns).not.toContain('sessiontime_seconds');

    await user.click(screen.getByRole('button', { name: 'Choose columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Session (s)' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Start Time (UTC)' }));
    expect(within(table).getByRole('columnheader', { name: 'Session (s)' })).toBeInTheDocument();
    expect(within(table).getAllByText('150').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('2026-01-05T15:04:05Z').length).toBeGreaterThan(0);
    params = href().searchParams;
    expect(params.get('columns')?.split(',')).toEqual(
      expect.arrayContaining(['sessiontime_seconds', 'starttime_utc']),
    );
    expect(JSON.parse(params.get('titles') ?? '[]')).toEqual(
      expect.arrayContaining(['Session (s)', 'Start Time (UTC)']),
    );
  });

  it('shows by default the columns that fit 1280 px (From and Billed are in the chooser), a time over two lines', async () => {
    const { table } = await openCdrs();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Cabin',
      'Name',
      'To',
      'Destination',
      'Start Time',
      'Stop Time',
      'Session (min)',
      'Price',
      'Status',
    ]);
    // The date and the clock are kept whole, so a time breaks only between them.
    const [day] = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByText('2026-01-05', {
      selector: 'span',
    });
    expect(day).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('sends the advanced search with the API names and counts the filters', async () => {
    const { user, calls } = await openCdrs('admin');
    expect(screen.getByRole('heading', { name: 'Admin CDRs' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Advanced search/i }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Call ID'), 'abc');
    await user.type(within(dialog).getByLabelText('From'), '2101');
    await user.type(within(dialog).getByLabelText('To'), '44');
    await user.click(within(dialog).getByLabelText('Archived records'));
    await user.click(within(dialog).getByRole('button', { name: /Apply|Search/ }));
    await waitFor(() =>
      expect(calls.some((c) => new URLSearchParams(c.search).get('callid') === 'abc')).toBe(true),
    );
    const last = new URLSearchParams(calls.filter((c) => c.path === '/v3/callingcard/cdrs').at(-1)?.search);
    expect(last.get('type')).toBe('admin');
    expect(last.get('src')).toBe('2101');
    expect(last.get('destination')).toBe('44');
    expect(last.get('archived')).toBe('1');
    expect(screen.getByRole('button', { name: /Advanced search/i })).toHaveTextContent('4');
  });
});

describe('CDR date filters', () => {
  it("send the whole of each chosen day of the ship's zone", async () => {
    const { cdrFilterParams, noCdrFilters } = await import('./cdr-filters.tsx');
    const days = { ...noCdrFilters, dateFrom: '2026-01-05', dateTo: '2026-01-06' };
    const tokyo = cdrFilterParams('Asia/Tokyo')(days);
    expect(tokyo.dateFilterFrom).toBe('2026-01-04T15:00:00.000Z');
    expect(tokyo.dateFilterTo).toBe('2026-01-06T14:59:59.999Z');
    // Before the ship's zone is known: the browser's.
    const local = cdrFilterParams(undefined)(days);
    expect(new Date(String(local.dateFilterFrom)).getTime()).toBe(new Date(2026, 0, 5).getTime());
    expect(new Date(String(local.dateFilterTo)).getTime()).toBe(new Date(2026, 0, 7).getTime() - 1);
    expect(cdrFilterParams('Asia/Tokyo')(noCdrFilters).dateFilterFrom).toBe('');
  });
});

describe("CDRs on ship's time", () => {
  it("show and export times in the ship's zone, and say which zone that is", async () => {
    const { table } = await openCdrs('cabin', 'Asia/Tokyo');
    // 15:04:05 UTC is 00:04:05 the next day in Tokyo.
    const first = within(within(table).getAllByRole('row')[1] as HTMLElement);
    await waitFor(() =>
      expect(first.getAllByText('2026-01-06')[0]?.parentElement).toHaveTextContent('2026-01-06 00:04:05'),
    );
    expect(screen.getByText('Times in ship time: Asia/Tokyo (UTC+09:00)')).toBeInTheDocument();
    const href = screen.getByRole('link', { name: 'Export' }).getAttribute('href') ?? '';
    expect(new URL(href, 'http://x').searchParams.get('tz')).toBe('Asia/Tokyo');
  });
});
