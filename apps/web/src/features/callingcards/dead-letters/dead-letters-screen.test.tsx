/** Rejected Call Records: the switch's records that could not be taken, a row opening the body as received. */
import type { CdrDeadLetter } from '@portside/contract/callingcards/switch';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const letter: CdrDeadLetter = {
  id: 7,
  received_at: '2026-03-01T12:00:00Z',
  callid: 'a1b2-c3',
  field: 'billsec',
  reason: `'billsec' must be a whole number of seconds, not "ten".`,
  source: 'Bridge switch',
  content_type: 'application/json',
  body: '{"variables":{"uuid":"a1b2-c3","billsec":"ten"}}',
};

it('lists the rejected records with their reason and opens the body as received', async () => {
  const { calls } = mockFetch({
    'GET /v1/session': { body: aSession() },
    'GET /v3/callingcard/cdr/deadletters': { body: { data: [letter], total: 1 } },
  });
  renderApp('/cdrdeadletters');
  const table = await screen.findByRole('table', { name: 'Rejected Call Records' });
  expect(await within(table).findByText(letter.reason)).toBeInTheDocument();
  expect(within(table).getByText('billsec')).toBeInTheDocument();
  expect(calls.some((c) => c.path === '/v3/callingcard/cdr/deadletters')).toBe(true);
  await userEvent.setup().click(within(table).getByText('a1b2-c3'));
  const dialog = await screen.findByRole('dialog', { name: 'Rejected record 7 as received' });
  expect(within(dialog).getByText(letter.body)).toBeInTheDocument();
});

it('is not offered to an operator', async () => {
  mockFetch({ 'GET /v1/session': { body: aSession({ role: 'operator' }) } });
  renderApp('/cdrdeadletters');
  expect(await screen.findByText(/this role cannot/)).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Rejected Call Records' })).toBeNull();
});
