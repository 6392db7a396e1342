import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Handler, mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { aMessage, anExtensionSession, aSummary } from './test-fixtures.ts';

async function openSelf(routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /v1/session': { body: anExtensionSession() },
    'GET /v1/self': { body: aSummary() },
    'GET /v1/self/voicemail/messages': { body: { voicemailmessages: [aMessage(1)], total: 1 } },
    ...routes,
  });
  const view = renderApp('/self');
  await screen.findByRole('heading', { level: 1, name: 'My extension' });
  return { ...fetch, ...view, user: userEvent.setup() };
}

const destination = (dialog: HTMLElement, forward: string) =>
  within(dialog).getByRole('textbox', { name: `${forward}: Forward to` });

describe('Edit caller name and call forwards', () => {
  async function openEdit(routes: Record<string, Handler> = {}) {
    const view = await openSelf(routes);
    await view.user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit caller name and call forwards' });
    return { ...view, dialog };
  }

  it('starts from the extension as it is and saves name and all four forwards', async () => {
    const { user, dialog, calls } = await openEdit({
      'PATCH /v1/self': () => ({
        body: aSummary({
          effective_caller_id_name: 'Purser Desk',
          forward_all: { enabled: true, destination: '+13055550100' },
        }),
      }),
    });
    const name = within(dialog).getByRole('textbox', { name: /Caller name/ });
    expect(name).toHaveValue('Purser');
    expect(destination(dialog, 'When busy')).toHaveValue('99982101');
    expect(within(dialog).getByRole('switch', { name: 'When busy' })).toBeChecked();
    // Pasted rather than typed: a controlled form re-renders on each key, slow on a busy machine.
    await user.clear(name);
    await user.paste('Purser Desk ');
    await user.click(within(dialog).getByRole('switch', { name: 'All calls' }));
    await user.click(destination(dialog, 'All calls'));
    await user.paste('+13055550100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      effective_caller_id_name: 'Purser Desk',
      forward_all: { enabled: true, destination: '+13055550100' },
      forward_busy: { enabled: true, destination: '99982101' },
      forward_no_answer: { enabled: false, destination: '' },
      forward_user_not_registered: { enabled: false, destination: '' },
    });
    // The answer is the new summary: the card shows it without another read.
    expect(await screen.findByText('Purser Desk')).toBeInTheDocument();
    expect(screen.getByText('To +13055550100')).toBeInTheDocument();
  });

  it.each([
    ['a forward on without a number', 'When not answered', true, '', 'Enter the number to forward to.'],
    ['letters', 'All calls', false, 'sip:me', 'Enter a number of digits (a + may come first).'],
    ['the own number', 'All calls', true, '2101', 'Forward to another number than your own.'],
  ])('refuses %s before any call', async (_, forward, turnOn, typed, sentence) => {
    const { user, dialog, calls } = await openEdit();
    if (turnOn) await user.click(within(dialog).getByRole('switch', { name: forward }));
    if (typed) {
      await user.click(destination(dialog, forward));
      await user.paste(typed);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(sentence)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('refuses an empty caller name', async () => {
    const { user, dialog } = await openEdit();
    await user.clear(within(dialog).getByRole('textbox', { name: /Caller name/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a caller name.')).toBeInTheDocument();
  });

  it("puts the server's sentence naming a forward on that forward's field", async () => {
    const sentence = "Field 'forward_no_answer.destination' must be a number to forward to.";
    const { user, dialog } = await openEdit({ 'PATCH /v1/self': { status: 400, body: { error: sentence } } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(destination(dialog, 'When not answered')).toHaveAccessibleDescription(
        expect.stringContaining(sentence),
      ),
    );
  });
});

describe('Change voicemail PIN', () => {
  async function openPin(routes: Record<string, Handler> = {}) {
    const view = await openSelf(routes);
    await view.user.click(screen.getByRole('button', { name: 'Change PIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change voicemail PIN' });
    return { ...view, dialog, pin: within(dialog).getByLabelText(/New PIN/) };
  }

  it.each([
    ['1234', 'The PIN must not be a run of digits, such as 1234 or 4321.'],
    ['7777', 'The PIN must not be one digit repeated, such as 1111.'],
    ['2101', 'The PIN must not be your mailbox number.'],
    ['12', 'The PIN must be 4 to 16 digits.'],
  ])('refuses %s before any call', async (typed, sentence) => {
    const { user, dialog, pin, calls } = await openPin();
    await user.type(pin, typed);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(sentence)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/v1/self/voicemail')).toBe(false);
  });

  it('sends a good PIN and says it is changed', async () => {
    const { user, dialog, pin, calls } = await openPin({
      'PATCH /v1/self/voicemail': {
        body: { voicemail_id: '2101', enabled: true, messages: 1, new_messages: 1 },
      },
    });
    await user.type(pin, '4826');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your voicemail PIN is changed.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/v1/self/voicemail')?.body).toEqual({ password: '4826' });
  });
});
