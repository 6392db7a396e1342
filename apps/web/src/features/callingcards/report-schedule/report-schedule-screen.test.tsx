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
  report_type: 'both',
  run_hour: 6,
  run_weekday: null,
  run_day: null,
  next_run: '2026-01-06T06:00:00Z',
  ...over,
});

async function openSchedules(routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    'GET /v2/reportschedule': ({ url }) =>
      url.searchParams.get('status') === '0'
        ? { body: { reportSchedules: [schedule(3, { status: 0, use_local_timezone: 1 })], total: 1 } }
        : { body: { reportSchedules: [schedule(1), schedule(2)], total: 2 } },
    'GET /v3/utils/localtimezone': { body: { utc_offset: '-04:00', timezone: 'America/New_York' } },
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

  it('shows by default the columns that fit 1280 px beside the pinned Actions (Created is in the chooser)', async () => {
    const { table } = await openSchedules();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'ID',
      'Name',
      'Receivers',
      'Schedule',
      'Reports',
      'Last Run',
      'Next Run',
      'Timezone',
      'Actions',
    ]);
    // A long address is cut at the column's edge, whole in its tooltip.
    expect(within(table).getAllByTitle('purser@ship.test')[0]).toHaveTextContent('purser@ship.test');
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
    await user.click(within(dialog).getByRole('radio', { name: 'Local (UTC-04:00, America/New_York)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update & Activate' }));
    expect(await screen.findByText('Successfully updated a report schedule')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'Daily calls 1',
      receiver: 'purser@ship.test,captain@ship.test',
      subject: 'Calls',
      message: 'Attached',
      status: 1,
      use_local_timezone: 1,
      report_type: 'both',
      schedule: 'daily',
      run_hour: 6,
      run_weekday: null,
      run_day: null,
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

describe('Report Schedule: new, delete and ship time (issue 13)', () => {
  it('shows Last Run and Next Run in ship time, and what and when each schedule reports', async () => {
    const { table } = await openSchedules({
      'GET /v2/reportschedule': {
        body: {
          reportSchedules: [
            schedule(1, {
              lastrun: '2026-03-10T06:00:30Z',
              schedule: 'weekly',
              run_weekday: 1,
              run_hour: 2,
              report_type: 'cabin',
            }),
          ],
          total: 1,
        },
      },
    });
    // 06:00:30 UTC is 2:00 AM in New York (EDT, UTC-4, on 10 March).
    expect(within(table).getByText('Mar 10, 2026 2:00 AM')).toBeInTheDocument();
    expect(within(table).getByText('Jan 6, 2026 1:00 AM')).toBeInTheDocument();
    expect(within(table).getByText('Weekly Monday 2:00 AM')).toBeInTheDocument();
    expect(within(table).getByText('Cabin CDRs')).toBeInTheDocument();
    expect(screen.getByText('Times in ship time: America/New_York (UTC-04:00)')).toBeInTheDocument();
  });

  it('New Schedule: weekly needs its weekday; creates with what and when; a 400 lands on its field', async () => {
    let answer = 400;
    const { user, calls } = await openSchedules({
      'POST /v2/reportschedule': () =>
        answer === 400
          ? { status: 400, body: { error: "Field 'run_hour' must be an hour from 0 to 23." } }
          : { status: 201, body: schedule(9) },
    });
    await user.click(screen.getByRole('button', { name: 'New Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Report Schedule' });
    const create = within(dialog).getByRole('button', { name: 'Create & Activate' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Crew calls weekly');
    await user.click(within(dialog).getByRole('radio', { name: 'Admin PIN CDRs' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Hour' }));
    await user.click(await screen.findByRole('option', { name: '11:00 PM' }));
    await user.click(within(dialog).getByRole('radio', { name: 'UTC' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'crew@ship.test{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Crew calls');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Attached.');
    // Everything but the weekday.
    expect(create).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Weekday' }));
    await user.click(await screen.findByRole('option', { name: 'Friday' }));
    expect(create).toBeEnabled();

    await user.click(create);
    expect(
      await within(dialog).findByText("Field 'run_hour' must be an hour from 0 to 23."),
    ).toBeInTheDocument();
    answer = 201;
    await user.click(create);
    expect(await screen.findByText('Successfully created a report schedule')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      name: 'Crew calls weekly',
      receiver: 'crew@ship.test',
      subject: 'Crew calls',
      message: 'Attached.',
      use_local_timezone: 0,
      report_type: 'admin',
      schedule: 'weekly',
      run_hour: 23,
      run_weekday: 5,
      run_day: null,
      status: 1,
    });
    // A whole form typed on a busy machine.
  }, 40_000);

  it('Delete asks first, naming the schedule; Cancel goes back, Delete deletes', async () => {
    const { table, user, calls } = await openSchedules({
      'DELETE /v2/reportschedule/id/2': { body: { success: true } },
    });
    await user.click(within(table).getByText('Daily calls 2'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Report Schedule Daily calls 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Report Schedule' });
    expect(
      within(confirm).getByText('Delete the report schedule Daily calls 2? It will not run again.'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByRole('dialog', { name: 'Update Report Schedule Daily calls 2' }),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted a report schedule')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/v2/reportschedule/id/2',
    ]);
  });
});
