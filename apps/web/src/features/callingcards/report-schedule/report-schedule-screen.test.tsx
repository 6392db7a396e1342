import type { ReportSchedule } from '@portside/contract/callingcards/report-schedules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const schedule = (id: number, over: Partial<ReportSchedule> = {}): ReportSchedule => ({
  id,
  name: `Daily calls ${id}`,
  subject: 'Calls',
  message: 'Attached',
  schedule: 'daily',
  receiver: 'purser@ship.test,it@ship.test',
  creationdate: '2026-01-05T15:04:00Z',
  status: 1,
  lastrun: null,
  use_local_timezone: 0,
  notes: '',
  ...over,
});

async function openSchedules(routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    'GET /v2/reportschedule': ({ url }) =>
      url.searchParams.get('status') === '0'
        ? { body: { reportSchedules: [schedule(3, { status: 0, use_local_timezone: 1 })], total: 1 } }
        : { body: { reportSchedules: [schedule(1), schedule(2)], total: 2 } },
    'GET /v3/utils/localtimezone': { body: { utc_offset: '-04:00' } },
    ...routes,
  });
  const view = renderApp('/reportschedule');
  const table = await screen.findByRole('table', { name: 'Report Schedule' });
  await within(table).findByText('Daily calls 1');
  return { ...fetch, ...view, table, user: userEvent.setup() };
}

const listCalls = (calls: { path: string; search: string }[]) =>
  calls.filter((c) => c.path === '/v2/reportschedule').map((c) => new URLSearchParams(c.search));

describe('Report Schedule', () => {
  it('opens on Active; Inactive clears the search and asks status 0; timezone 0 reads UTC', async () => {
    const { table, user, calls } = await openSchedules();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active', 'Inactive']);
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    expect(listCalls(calls)[0]?.get('status')).toBe('1');
    expect(within(table).getAllByText('UTC')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toMatch(
      /^\/v2\/reportschedule\?status=1&format=csv&columns=id%2Cname%2Creceiver/,
    );
    await user.type(screen.getByRole('searchbox'), 'weekly');
    await waitFor(() => expect(listCalls(calls).some((p) => p.get('search') === 'weekly')).toBe(true));
    await user.click(screen.getByRole('tab', { name: 'Inactive' }));
    const inactive = await screen.findByRole('table', { name: 'Report Schedule' });
    expect(await within(inactive).findByText('Local Time')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
    const last = listCalls(calls).at(-1);
    expect(last?.get('status')).toBe('0');
    expect(last?.get('search')).toBeNull();
  });

  it('edits receivers (valid, non-empty, no duplicates), subject and timezone, and saves with status 1', async () => {
    const { table, user, calls } = await openSchedules({
      'PATCH /v2/reportschedule/id/1': { body: schedule(1) },
    });
    await user.click(within(table).getByText('Daily calls 1'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Report Schedule Daily calls 1' });
    const entry = within(dialog).getByRole('textbox', { name: 'E-mail address' });
    await user.type(entry, 'not-an-email{Enter}');
    expect(within(dialog).getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await user.clear(entry);
    await user.type(entry, 'PURSER@ship.test{Enter}');
    await user.type(entry, 'captain@ship.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove it@ship.test' }));
    expect(
      within(within(dialog).getByRole('list', { name: 'Receivers' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['purser@ship.test', 'captain@ship.test']);
    await user.click(within(dialog).getByRole('radio', { name: 'Local (UTC-04:00)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update & Activate' }));
    expect(await screen.findByText('Successfully updated a report schedule')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      receiver: 'purser@ship.test,captain@ship.test',
      subject: 'Calls',
      message: 'Attached',
      status: 1,
      use_local_timezone: 1,
    });
  });

  it("says 'Local Timezone not set' in red when local is chosen without the offset; Deactivate only when active", async () => {
    const { user, calls } = await openSchedules({
      'GET /v3/utils/localtimezone': { status: 500, body: { error: 'down' } },
      'PATCH /v2/reportschedule/id/3': { body: schedule(3) },
    });
    await user.click(screen.getByRole('tab', { name: 'Inactive' }));
    const table = await screen.findByRole('table', { name: 'Report Schedule' });
    await user.click(
      await within(table).findByRole('button', { name: 'Edit report schedule Daily calls 3' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Local Timezone not set')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Update & Activate' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'UTC' }));
    expect(within(dialog).queryByText('Local Timezone not set')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Update & Activate' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
        status: 1,
        use_local_timezone: 0,
      }),
    );
  });

  it('deactivates an active schedule with status 0', async () => {
    const { table, user, calls } = await openSchedules({
      'PATCH /v2/reportschedule/id/2': { body: schedule(2, { status: 0 }) },
    });
    await user.click(within(table).getByText('Daily calls 2'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Successfully updated a report schedule')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ status: 0 });
  });
});
