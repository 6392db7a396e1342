/**
 * Update Extension (spec 000 §5, §7.3): read and PATCH /v2/pbx/domain/{domain}/extension/{ext}; Update
 * only with Caller Name and Password; forwards that switch on when a destination is typed and off when
 * it is emptied; Outbound Calls Enabled (t) or Disabled (f); in an environment with paired extensions both
 * accounts (the physical one with a description) saved in turn, the second only if the first was; the
 * server's sentence in red under the form.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anExtension, aSession } from '../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { aConversation, fake, resetFake } from './messaging-fakes.ts';
import { accountsToEdit, isComplete, valuesOf, withDestination } from './update-extension-rules.ts';

vi.mock('./data/account.ts', async () => (await import('./messaging-fakes.ts')).fakeAccount);
vi.mock('./data/connection.ts', async () => (await import('./messaging-fakes.ts')).fakeConnection);
vi.mock('./data/conversations.ts', async () => (await import('./messaging-fakes.ts')).fakeConversations);
vi.mock('./data/conversation.ts', async () => (await import('./messaging-fakes.ts')).fakeConversation);
vi.mock('./data/send.ts', async () => (await import('./messaging-fakes.ts')).fakeSend);

const DOMAIN = 'cpl.portside.example';
const path = (ext: string) => `/v2/pbx/domain/${DOMAIN}/extension/${ext}`;
const PASSWORD = 'Harbour-Lights-42';

const read = (ext: string, name: string, extra = {}): Handler => ({
  body: anExtension({ extension: ext, effective_caller_id_name: name, description: '', ...extra }),
});
const saved: Handler = ({ url }) => ({ body: anExtension({ extension: url.pathname.split('/').at(-1) }) });

async function openDialog(routes: Record<string, Handler>, paired = false) {
  const fetch = mockFetch({ 'GET /v1/session': { body: aSession({ pairedExtensions: paired }) }, ...routes });
  renderApp('/messagev2');
  const user = userEvent.setup({ delay: null });
  const list = await screen.findByRole('navigation', { name: 'Conversations' });
  await user.click(within(list).getByRole('button', { name: 'Ana Able' }));
  const peer = fake.conversations[0]?.peer;
  await user.click(await screen.findByRole('button', { name: `Update Extension ${peer}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Update Extension' });
  await within(dialog).findAllByRole('group');
  return { ...fetch, user, dialog, update: () => within(dialog).getByRole('button', { name: 'Update' }) };
}

/** Puts a long value in a field at once (as a paste), which keeps the file quick on a busy machine. */
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const patches = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'PATCH').map((c) => ({ ext: c.path.split('/').at(-1), body: c.body }));

beforeEach(() => resetFake({ conversations: [aConversation()] }));

describe('Update Extension: the rules', () => {
  it('edits the pair of a paired environment, physical first, and the number alone elsewhere', () => {
    expect(accountsToEdit('99982102', true)).toEqual([
      { extension: '99992102', role: 'physical' },
      { extension: '99982102', role: 'app' },
    ]);
    expect(accountsToEdit('99992102', true).map((a) => a.extension)).toEqual(['99992102', '99982102']);
    expect(accountsToEdit('99982102', false)).toEqual([{ extension: '99982102', role: 'single' }]);
    expect(accountsToEdit('2101', true)).toEqual([{ extension: '2101', role: 'single' }]);
  });

  it('is complete with every Caller Name and Password, and the physical one’s Description', () => {
    const values = valuesOf(accountsToEdit('99982102', true), []);
    const fill = (description: string) => ({
      ...values,
      accounts: values.accounts.map((a) => ({ ...a, name: 'Ana', password: PASSWORD, description })),
    });
    expect(isComplete(values)).toBe(false);
    expect(isComplete(fill(''))).toBe(false);
    expect(isComplete(fill('Desk phone'))).toBe(true);
    expect(withDestination('2101')).toEqual({ enabled: true, destination: '2101' });
    expect(withDestination('')).toEqual({ enabled: false, destination: '' });
  });
});

describe('Update Extension: one account', () => {
  it('reads the extension, enables Update only with Caller Name and Password, and PATCHes what the form says', async () => {
    const { user, dialog, update, calls } = await openDialog({
      [`GET ${path('99982102')}`]: read('99982102', 'Ana Able', {
        forward_all_enabled: true,
        forward_all_destination: '2101',
      }),
      [`PATCH ${path('99982102')}`]: saved,
    });
    const account = within(dialog).getByRole('group', { name: 'Extension 99982102' });
    const name = within(account).getByRole('textbox', { name: /Caller Name/ });
    expect(name).toHaveValue('Ana Able');
    expect(update()).toBeDisabled();
    await paste(user, within(account).getByLabelText(/^Password/), PASSWORD);
    expect(update()).toBeEnabled();
    await user.clear(name);
    expect(update()).toBeDisabled();
    await paste(user, name, 'Ana Able (Spa)');

    const all = within(dialog).getByRole('switch', { name: 'Forward all calls' });
    const busy = within(dialog).getByRole('switch', { name: 'Forward when busy' });
    expect(all).toBeChecked();
    expect(busy).not.toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Forward when busy: Destination' }), '2105');
    expect(busy).toBeChecked();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Forward all calls: Destination' }));
    expect(all).not.toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Disabled' }));

    await user.click(update());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(calls)).toEqual([
      {
        ext: '99982102',
        body: {
          name: 'Ana Able (Spa)',
          password: PASSWORD,
          description: '',
          outbound: 'f',
          forward_all: { enabled: false, destination: '' },
          forward_busy: { enabled: true, destination: '2105' },
          forward_no_answer: { enabled: false, destination: '' },
          forward_user_not_registered: { enabled: false, destination: '' },
        },
      },
    ]);
  });

  it('refuses a weak password and a forward switched on without a destination, before any request', async () => {
    const { user, dialog, update, calls } = await openDialog({
      [`GET ${path('99982102')}`]: read('99982102', 'Ana Able'),
    });
    await user.type(within(dialog).getByLabelText(/^Password/), 'short');
    await user.click(within(dialog).getByRole('switch', { name: 'Forward when busy' }));
    await user.click(update());
    expect(within(dialog).getByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the number to forward to.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
  });

  it('shows the server’s error in red under the form, else Unable to process request.', async () => {
    let answer: Handler = { status: 409, body: { error: 'Extension 99982102 is being provisioned.' } };
    const { user, dialog, update } = await openDialog({
      [`GET ${path('99982102')}`]: read('99982102', 'Ana Able'),
      [`PATCH ${path('99982102')}`]: (request) => (typeof answer === 'function' ? answer(request) : answer),
    });
    await paste(user, within(dialog).getByLabelText(/^Password/), PASSWORD);
    await user.click(update());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Extension 99982102 is being provisioned.',
    );
    answer = { status: 502 };
    await user.click(update());
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Unable to process request.'),
    );
  });
});

describe('Update Extension: paired extensions', () => {
  const pair = {
    [`GET ${path('99992102')}`]: read('99992102', 'Ana Able'),
    [`GET ${path('99982102')}`]: read('99982102', 'Ana Able'),
  };

  async function fillBoth(
    dialog: HTMLElement,
    user: ReturnType<typeof userEvent.setup>,
    update: () => HTMLElement,
  ) {
    const physical = within(dialog).getByRole('group', { name: 'Physical extension 99992102' });
    const app = within(dialog).getByRole('group', { name: 'App extension 99982102' });
    await paste(user, within(physical).getByLabelText(/^Password/), PASSWORD);
    await paste(user, within(app).getByLabelText(/^Password/), `${PASSWORD}-app`);
    expect(update()).toBeDisabled();
    await paste(user, within(physical).getByRole('textbox', { name: /Description/ }), 'Spa desk handset');
    expect(update()).toBeEnabled();
  }

  it('edits both accounts, the physical one needing a description, and saves the physical one first', async () => {
    const { user, dialog, update, calls } = await openDialog(
      { ...pair, [`PATCH ${path('99992102')}`]: saved, [`PATCH ${path('99982102')}`]: saved },
      true,
    );
    expect(within(dialog).getByText(/both are saved, the physical one first/)).toBeInTheDocument();
    await fillBoth(dialog, user, update);
    await user.click(update());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(calls).map((p) => [p.ext, (p.body as { description: string }).description])).toEqual([
      ['99992102', 'Spa desk handset'],
      ['99982102', ''],
    ]);
  });

  it('does not save the app account when the physical one fails, and says why in red', async () => {
    const { user, dialog, update, calls } = await openDialog(
      {
        ...pair,
        [`PATCH ${path('99992102')}`]: {
          status: 400,
          body: { error: 'The handset is locked by provisioning.' },
        },
        [`PATCH ${path('99982102')}`]: saved,
      },
      true,
    );
    await fillBoth(dialog, user, update);
    await user.click(update());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The handset is locked by provisioning.',
    );
    expect(patches(calls).map((p) => p.ext)).toEqual(['99992102']);
  });

  it('says which account was saved when the second one fails', async () => {
    const { user, dialog, update } = await openDialog(
      {
        ...pair,
        [`PATCH ${path('99992102')}`]: saved,
        [`PATCH ${path('99982102')}`]: {
          status: 400,
          body: { error: "Field 'password' must not be the extension number" },
        },
      },
      true,
    );
    await fillBoth(dialog, user, update);
    await user.click(update());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Extension 99992102 was saved, 99982102 was not: Field 'password' must not be the extension number",
    );
  });

  it('edits an app number alone when it has no physical twin (a bot)', async () => {
    resetFake({ conversations: [aConversation({ peer: '9998214', peer_names: ['Ana Able'] })] });
    const { dialog } = await openDialog(
      {
        [`GET ${path('9999214')}`]: { status: 404, body: { error: 'Not found.' } },
        [`GET ${path('9998214')}`]: read('9998214', 'Concierge Bot'),
      },
      true,
    );
    expect(within(dialog).getByRole('group', { name: 'Extension 9998214' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: /Physical/ })).not.toBeInTheDocument();
  });
});

describe('Update Extension: only for an extension', () => {
  it('is not offered for a broadcast group’s number, which the PBX does not know', async () => {
    resetFake({ conversations: [aConversation({ peer: '18000', peer_names: ['Deck Crew'] })] });
    const { calls } = mockFetch({
      'GET /v1/session': { body: aSession() },
      [`GET ${path('18000')}`]: { status: 404, body: { error: 'Not found.' } },
    });
    renderApp('/messagev2');
    const user = userEvent.setup({ delay: null });
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    await user.click(within(list).getByRole('button', { name: 'Deck Crew' }));
    expect(await screen.findByRole('heading', { name: 'Deck Crew', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === path('18000'))).toBe(true));
    // The answer (404) has come and still no button: a broadcast group is no extension.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Update Extension 18000' })).toBeNull();
    // The account's own Update Extension (the banner's) is still there.
    expect(screen.getByRole('button', { name: 'Update Extension 99982101' })).toBeInTheDocument();
  });
});

describe('Update Extension: from the account banner', () => {
  it('opens for the account in use', async () => {
    mockFetch({
      'GET /v1/session': { body: aSession() },
      [`GET ${path('99982101')}`]: read('99982101', 'Front Desk'),
    });
    renderApp('/messagev2');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Update Extension 99982101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Extension' });
    expect(await within(dialog).findByRole('group', { name: 'Extension 99982101' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Caller Name/ })).toHaveValue('Front Desk');
  });
});
