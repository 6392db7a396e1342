import type { UserRole } from '@portside/contract';
import type { FaqEntry } from '@portside/contract/assistant';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession, someStatistics } from '../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const PATH = '/v3/messaging/domain/cpl.portside.example/assistant/faq';

const WIFI: FaqEntry = {
  id: 1,
  keywords: ['wifi', 'internet'],
  question: 'How do I get on the Wi-Fi?',
  answer: 'Join SeaNet and sign in with your cabin number.',
  updated_at: '2026-11-25T07:00:00.000Z',
};
const HOURS: FaqEntry = {
  id: 2,
  keywords: ['opening hours'],
  question: 'When is the spa open?',
  answer: 'From 08:00 to 20:00.',
  updated_at: '2026-11-25T07:00:00.000Z',
};

function open(role: UserRole = 'ship_admin', routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession({ role }) },
    'GET /v3/utils/statistics': { body: someStatistics() },
    [`GET ${PATH}`]: { body: { data: [WIFI, HOURS], total: 2 } },
    ...routes,
  });
  const view = renderApp('/assistant');
  return { ...fetch, ...view, user: userEvent.setup() };
}

describe('Ship’s Assistant screen', () => {
  it('lists the FAQ entries with their answers and keywords, and says what is built in', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Ship’s Assistant', level: 1 })).toBeInTheDocument();
    const wifi = await screen.findByRole('article', { name: WIFI.question });
    expect(within(wifi).getByText(WIFI.answer)).toBeInTheDocument();
    expect(within(wifi).getByText('internet')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: HOURS.question })).toBeInTheDocument();
    expect(screen.getByText('2 entries')).toBeInTheDocument();
    expect(screen.getByText(/told its own calling card’s balance/)).toBeInTheDocument();
    expect(screen.getByText(/appears in the support desk’s inbox/)).toBeInTheDocument();
  });

  it('adds an entry: the fields are required, keywords are typed with commas, and the list reloads', async () => {
    const { calls, user } = open('ship_admin', {
      [`POST ${PATH}`]: { status: 201, body: { ...HOURS, id: 3 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New FAQ Entry' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Add at least one keyword.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the answer.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const before = calls.filter((c) => c.method === 'GET' && c.path === PATH).length;
    await user.type(within(dialog).getByLabelText(/Question/), 'Where is breakfast?');
    await user.type(within(dialog).getByRole('combobox', { name: /Keywords/ }), 'breakfast,morning meal,');
    await user.type(within(dialog).getByLabelText(/Answer/), 'In the Lido from 07:00.');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        keywords: ['breakfast', 'morning meal'],
        question: 'Where is breakfast?',
        answer: 'In the Lido from 07:00.',
      }),
    );
    expect(await screen.findByText('Successfully created the FAQ entry')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.path === PATH).length).toBeGreaterThan(before),
    );
  }, 40_000);

  it('edits an entry with its values filled in and puts the server’s sentence on the field it names', async () => {
    const sentence = "Field 'answer' must have at most 2000 characters";
    const { calls, user } = open('ship_admin', {
      [`PUT ${PATH}/1`]: { status: 400, body: { error: sentence } },
    });
    await user.click(await screen.findByRole('button', { name: `Edit ${WIFI.question}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit FAQ Entry' });
    expect(within(dialog).getByLabelText(/Question/)).toHaveValue(WIFI.question);
    expect(within(dialog).getByLabelText(/Answer/)).toHaveValue(WIFI.answer);
    await user.clear(within(dialog).getByLabelText(/Answer/));
    await user.type(within(dialog).getByLabelText(/Answer/), 'Join SeaNet.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(sentence)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Answer/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      keywords: WIFI.keywords,
      question: WIFI.question,
      answer: 'Join SeaNet.',
    });
  }, 40_000);

  it('deletes an entry only after the confirmation', async () => {
    const { calls, user } = open('ship_admin', { [`DELETE ${PATH}/2`]: { body: HOURS } });
    await user.click(await screen.findByRole('button', { name: `Delete ${HOURS.question}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete FAQ Entry' });
    expect(within(dialog).getByText(/Are you sure you want to delete this entry/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `${PATH}/2`)).toBe(true),
    );
    expect(await screen.findByText('Successfully deleted the FAQ entry')).toBeInTheDocument();
  });

  it('is for administrators: an operator has no entry and is told why', async () => {
    const { calls } = open('operator');
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Ship’s Assistant' })).toBeNull();
    expect(calls.some((c) => c.path === PATH)).toBe(false);
  });

  it('has a side-bar entry for an administrator', async () => {
    open('ship_admin');
    await screen.findByRole('article', { name: WIFI.question });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Ship’s Assistant' })).toHaveAttribute('href', '/assistant');
  });
});
