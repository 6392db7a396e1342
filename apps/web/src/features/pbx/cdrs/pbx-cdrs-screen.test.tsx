import type { PbxCdr } from '@portside/contract/pbx/cdrs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { minutesSeconds } from './pbx-cdrs-screen.tsx';

const LIST = '/v3/pbx/domain/cpl.portside.example/cdrs';

const cdr = (id: string, over: Partial<PbxCdr> = {}): PbxCdr => ({
  id,
  caller_id_number: '2101',
  destination_number: '2102',
  direction: 'local',
  start_stamp: '2026-03-04T12:00:00.000Z',
  duration: 65,
  hangup_cause: 'NORMAL_CLEARING',
  ...over,
});

async function openCallRecords(shipZone?: string) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    ...(shipZone
      ? { 'GET /v3/utils/localtimezone': { body: { timezone: shipZone, utc_offset: '+09:00' } } }
      : {}),
    [`GET ${LIST}`]: {
      body: {
        cdrs: [
          cdr('a'),
          cdr('b', {
            caller_id_number: '+13055559999',
            direction: 'inbound',
            duration: 0,
            hangup_cause: 'NO_ANSWER',
          }),
          cdr('c', { direction: 'outbound', duration: 3725, hangup_cause: 'SOMETHING_NEW' }),
        ],
        total: 3,
        total_kind: 'exact',
      },
    },
  });
  const view = renderApp('/pbxcdr');
  await screen.findByRole('heading', { name: 'Call Records', level: 1 });
  const table = await screen.findByRole('table', { name: 'Call Records' });
  await screen.findByText('Total: 3');
  const listCalls = () =>
    fetch.calls.filter((c) => c.path === LIST).map((c) => new URLSearchParams(c.search));
  return { ...fetch, ...view, table, listCalls };
}

describe('Call Records', () => {
  it('writes seconds as m:ss', () => {
    expect(minutesSeconds(0)).toBe('0:00');
    expect(minutesSeconds(65)).toBe('1:05');
    expect(minutesSeconds(600)).toBe('10:00');
    expect(minutesSeconds(3725)).toBe('62:05');
  });

  it('lists newest first with the time in ship time, duration as m:ss, direction and the hangup cause in words', async () => {
    const { table, listCalls } = await openCallRecords('Asia/Tokyo');
    await screen.findByText('Times in ship time: Asia/Tokyo (UTC+09:00)');
    expect(listCalls()[0]?.toString()).toBe('orderby=start_stamp&order=DESC&page=1&pagesize=25');
    const rows = within(table).getAllByRole('row');
    const first = within(rows[1] as HTMLElement);
    // 12:00 UTC is 21:00 in Tokyo.
    expect(first.getByText('2026-03-04 21:00:00')).toBeInTheDocument();
    expect(first.getByText('1:05')).toBeInTheDocument();
    expect(first.getByText('Local')).toBeInTheDocument();
    expect(first.getByText('Completed')).toBeInTheDocument();
    const second = within(rows[2] as HTMLElement);
    expect(second.getByText('+13055559999')).toBeInTheDocument();
    expect(second.getByText('0:00')).toBeInTheDocument();
    expect(second.getByText('Inbound')).toBeInTheDocument();
    expect(second.getByText('No answer')).toBeInTheDocument();
    const third = within(rows[3] as HTMLElement);
    expect(third.getByText('62:05')).toBeInTheDocument();
    expect(third.getByText('SOMETHING_NEW')).toBeInTheDocument();
  });

  it('searches caller and destination, and exports what the screen shows with the search', async () => {
    const { listCalls } = await openCallRecords('Asia/Tokyo');
    await screen.findByText('Times in ship time: Asia/Tokyo (UTC+09:00)');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '2101');
    await waitFor(() => expect(listCalls().at(-1)?.get('search')).toBe('2101'));
    const href = new URL(screen.getByRole('link', { name: 'Export' }).getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe(LIST);
    expect(href.searchParams.get('format')).toBe('csv');
    expect(href.searchParams.get('search')).toBe('2101');
    expect(href.searchParams.get('columns')).toBe(
      'start_stamp,caller_id_number,destination_number,direction,duration,hangup_cause',
    );
    expect(JSON.parse(href.searchParams.get('titles') ?? '[]')).toEqual([
      'Start',
      'Caller',
      'Destination',
      'Direction',
      'Duration',
      'Hangup Cause',
    ]);
    const labels = JSON.parse(href.searchParams.get('labels') ?? '{}');
    expect(labels.direction).toEqual({ inbound: 'Inbound', outbound: 'Outbound', local: 'Local' });
    expect(labels.hangup_cause).toMatchObject({ NORMAL_CLEARING: 'Completed', USER_BUSY: 'Busy' });
    expect(href.searchParams.get('tz')).toBe('Asia/Tokyo');
  });

  it('offers the raw values (UTC time, seconds, the cause code) in the column chooser, for the export', async () => {
    await openCallRecords('Asia/Tokyo');
    await userEvent.click(screen.getByRole('button', { name: 'Choose columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Duration (seconds)' }));
    const href = new URL(screen.getByRole('link', { name: 'Export' }).getAttribute('href') ?? '', 'http://x');
    expect(href.searchParams.get('columns')?.split(',')).toContain('duration_seconds');
    expect(JSON.parse(href.searchParams.get('titles') ?? '[]')).toContain('Duration (seconds)');
  });

  it("advanced search: direction, hangup cause, the ship's days and order go to the server by their wire names", async () => {
    const { listCalls } = await openCallRecords('Asia/Tokyo');
    await screen.findByText('Times in ship time: Asia/Tokyo (UTC+09:00)');
    await userEvent.click(screen.getByRole('button', { name: 'Advanced search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advanced search' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Direction' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inbound' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Hangup Cause' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Busy' }));
    await userEvent.type(within(dialog).getByLabelText('From day'), '2026-03-01');
    await userEvent.type(within(dialog).getByLabelText('To day'), '2026-03-04');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listCalls().at(-1)?.toString()).toBe(
        'direction=inbound&hangup_cause=USER_BUSY&from=2026-02-28T15%3A00%3A00.000Z&to=2026-03-04T14%3A59%3A59.999Z&orderby=start_stamp&order=DESC&page=1&pagesize=25',
      ),
    );
  });
});
