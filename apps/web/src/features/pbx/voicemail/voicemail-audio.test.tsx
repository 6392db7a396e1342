/**
 * Voicemail you can hear, in the console (issue 14 item 6): a message plays in an <audio> element with
 * controls from the server's audio URL, downloads, is marked read when it starts and by hand, and is
 * deleted after a confirmation; a reading role gets the player only. Mailbox settings check a greeting
 * file (type by its bytes, size) before sending it, and need an address for 'E-mail the message'.
 */
import type { VoicemailBox, VoicemailMessage } from '@portside/contract/pbx/voicemail';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const BASE = '/v2/pbx/domain/cpl.portside.example/extension';
const message = (n: number, read: number | null): VoicemailMessage => ({
  voicemail_message_uuid: `m-${n}`,
  voicemail_uuid: 'uuid-2101',
  voicemail_id: '2101',
  caller_id_name: `Caller ${n}`,
  caller_id_number: `70${n}`,
  message_length: 12,
  created_epoch: 1_767_625_440,
  read_epoch: read,
  has_audio: true,
});
const box: VoicemailBox = {
  voicemail_uuid: 'uuid-2101',
  voicemail_id: '2101',
  voicemail_description: 'Purser',
  voicemail_enabled: 'true',
  message_count: 2,
  voicemail_mail_to: '',
  voicemail_email_enabled: 'false',
  voicemail_local_after_email: 'true',
  voicemail_greeting: null,
  voicemail_greeting_size: null,
  insert_date: '2026-01-05T15:04:00Z',
};

async function openMessages(role: 'org_admin' | 'auditor' = 'org_admin') {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession({ role }) },
    [`GET ${BASE}/2101/voicemail/message`]: {
      body: { voicemailmessages: [message(1, null), message(2, 1_767_629_040)], total: 2 },
    },
    [`PATCH ${BASE}/all/voicemail/message/m-1`]: { body: { success: true } },
    [`DELETE ${BASE}/all/voicemail/message/m-2`]: { body: { success: true } },
  });
  renderApp('/voicemailmessage/2101');
  const table = await screen.findByRole('table', { name: 'Messages: 2101' });
  await within(table).findByText('Caller 1');
  return { ...fetch, table, user: userEvent.setup() };
}

describe('playing a message', () => {
  it('shows New and Read, and plays a message in an audio player with controls and a download link', async () => {
    const { table, user, calls } = await openMessages();
    expect(within(table).getByText('New')).toBeInTheDocument();
    expect(within(table).getByText('Read')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Play message from Caller 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message from Caller 1' });
    const audio = dialog.querySelector('audio');
    expect(audio).not.toBeNull();
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('src', `${BASE}/all/voicemail/message/m-1/audio`);
    expect(audio).toHaveAccessibleName('Recording of the message from Caller 1');
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      `${BASE}/all/voicemail/message/m-1/audio?download=true`,
    );
    // Starting to play an unread message marks it read.
    fireEvent.play(audio as HTMLAudioElement);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
        path: `${BASE}/all/voicemail/message/m-1`,
        body: { read: true },
      }),
    );
    expect(await within(dialog).findByRole('button', { name: 'Mark as new' })).toBeInTheDocument();
  });

  it('opens the player from the keyboard: Tab to the row’s Play button, Enter', async () => {
    const { table, user } = await openMessages();
    within(table).getByRole('button', { name: 'Play message from Caller 2' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Message from Caller 2' })).toBeInTheDocument();
  });

  it('deletes a message after the confirmation', async () => {
    const { table, user, calls } = await openMessages();
    await user.click(within(table).getByRole('button', { name: 'Delete message from Caller 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Voicemail Message' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`${BASE}/all/voicemail/message/m-2`),
    );
    expect(await screen.findByText('Successfully deleted the message')).toBeInTheDocument();
  });

  it('gives an auditor the player only: no Delete, no Mark, nothing marked on play', async () => {
    const { table, user, calls } = await openMessages('auditor');
    expect(within(table).queryByRole('button', { name: /Delete message/ })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Play message from Caller 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message from Caller 1' });
    fireEvent.play(dialog.querySelector('audio') as HTMLAudioElement);
    expect(within(dialog).queryByRole('button', { name: /Mark as/ })).toBeNull();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});

describe('mailbox settings', () => {
  async function openSettings() {
    const fetch = mockFetch({
      'GET /v1/session': { body: aSession() },
      [`GET ${BASE}/all/voicemail/box`]: { body: { voicemailboxes: [box], total: 1 } },
      [`PUT ${BASE}/all/voicemail/box/2101/greeting`]: { body: { success: true } },
      [`PATCH ${BASE}/all/voicemail/box/2101`]: { body: { ...box, voicemail_email_enabled: 'true' } },
    });
    renderApp('/voicemail');
    const table = await screen.findByRole('table', { name: 'Voicemails' });
    const user = userEvent.setup();
    await user.click(
      await within(table).findByRole('button', { name: 'Mailbox settings of Voicemail Box 2101' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mailbox Settings 2101' });
    return { ...fetch, dialog, user };
  }
  const wavHeader = () => {
    const b = new Uint8Array(64);
    b.set(
      [...'RIFF'].map((c) => c.charCodeAt(0)),
      0,
    );
    b.set(
      [...'WAVE'].map((c) => c.charCodeAt(0)),
      8,
    );
    return b;
  };

  it('refuses a file that is no WAV, Opus or MP3, and one over 5 MB, before sending it', async () => {
    const { dialog, user, calls } = await openSettings();
    expect(within(dialog).getByText('Callers hear the standard greeting.')).toBeInTheDocument();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['hello, not audio'], 'greeting.wav', { type: 'audio/wav' }));
    expect(
      await within(dialog).findByText('Choose a WAV, Opus (.opus, .ogg) or MP3 file.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload greeting' })).toBeDisabled();
    await user.upload(
      input,
      new File([wavHeader(), new Uint8Array(6 * 1024 * 1024)], 'long.wav', { type: 'audio/wav' }),
    );
    expect(
      await within(dialog).findByText('The file is 6.0 MB; a greeting may be at most 5 MB.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('uploads a WAV greeting as the request body with its name', async () => {
    const { dialog, user, calls } = await openSettings();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([wavHeader()], 'welcome aboard.wav', { type: 'audio/wav' }));
    const upload = within(dialog).getByRole('button', { name: 'Upload greeting' });
    await waitFor(() => expect(upload).toBeEnabled());
    await user.click(upload);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.search).toBe('?filename=welcome%20aboard.wav'),
    );
    expect(await within(dialog).findByText('welcome aboard.wav · 1 KB')).toBeInTheDocument();
    expect(dialog.querySelector('audio')).toHaveAttribute('controls');
  });

  it("needs an address for 'E-mail the message', then saves both", async () => {
    const { dialog, user, calls } = await openSettings();
    await user.click(within(dialog).getByRole('switch', { name: /E-mail the message/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save e-mail setting' }));
    expect(
      await within(dialog).findByText(
        "Enter the address to e-mail messages to, or turn 'E-mail the message' off.",
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'purser@ship.example');
    // Kept in the box by default; turned off, a mailed message is deleted.
    const keep = within(dialog).getByRole('switch', { name: /Keep the message in the box/ });
    expect(keep).toBeChecked();
    await user.click(keep);
    await user.click(within(dialog).getByRole('button', { name: 'Save e-mail setting' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        voicemail_mail_to: 'purser@ship.example',
        voicemail_email_enabled: true,
        voicemail_local_after_email: false,
      }),
    );
  });
});
