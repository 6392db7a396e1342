/**
 * The voicemail PIN rule said in the Add and Edit dialogs (issue 10 item 4) before any call: 4 to 16
 * digits, not one digit repeated, not a run, not the box's own mailbox number.
 */
import type { VoicemailBox } from '@portside/contract/pbx/voicemail';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const BASE = '/v2/pbx/domain/cpl.portside.example/extension/all/voicemail/box';
const box: VoicemailBox = {
  voicemail_uuid: 'uuid-2101',
  voicemail_id: '2101',
  voicemail_description: 'Purser',
  voicemail_enabled: 'true',
  message_count: 0,
  voicemail_mail_to: '',
  voicemail_email_enabled: 'false',
  voicemail_local_after_email: 'true',
  voicemail_greeting: null,
  voicemail_greeting_size: null,
  insert_date: '2026-01-05T15:04:00Z',
};

async function openVoicemails() {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    [`GET ${BASE}`]: { body: { voicemailboxes: [box], total: 1 } },
  });
  renderApp('/voicemail');
  await screen.findByText('Purser', undefined, { timeout: 5000 });
  const user = userEvent.setup();
  /** Types the PIN in place of the field's value and saves; the text then under the field. */
  const tryPin = async (dialog: HTMLElement, pin: string, button: string) => {
    const field = within(dialog).getByLabelText(/^Password/);
    await user.clear(field);
    await user.click(field);
    await user.paste(pin);
    await user.click(within(dialog).getByRole('button', { name: button }));
  };
  const writes = () => fetch.calls.filter((c) => c.method !== 'GET');
  return { user, tryPin, writes };
}

describe('voicemail PIN rule in the dialogs', () => {
  it('Add Voicemail Box says why 123, 1111, 1234 and the mailbox number are refused', async () => {
    const { user, tryPin, writes } = await openVoicemails();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Voicemail Box' });
    await user.click(within(dialog).getByLabelText(/Mailbox Number/));
    await user.paste('3101');
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /not 1111, 1234 or the mailbox number/,
    );
    for (const [pin, text] of [
      ['123', 'Enter 4 to 16 digits.'],
      ['1111', 'Do not repeat one digit (such as 1111).'],
      ['1234', 'Do not use a run of digits (such as 1234 or 9876).'],
      ['3101', 'Do not use the mailbox number as its password.'],
    ]) {
      await tryPin(dialog, pin!, 'Save');
      expect(await within(dialog).findByText(text!)).toBeInTheDocument();
    }
    expect(writes()).toEqual([]);
  });

  it('Edit refuses the box’s own number on Update and on Disable', async () => {
    const { user, tryPin, writes } = await openVoicemails();
    await user.click(screen.getByRole('button', { name: 'Edit Voicemail Box 2101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voicemail Box 2101' });
    for (const button of ['Update', 'Disable']) {
      await tryPin(dialog, '2101', button);
      expect(
        await within(dialog).findByText('Do not use the mailbox number as its password.'),
      ).toBeInTheDocument();
    }
    expect(writes()).toEqual([]);
  });
});
