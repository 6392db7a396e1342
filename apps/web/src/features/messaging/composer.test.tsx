/**
 * The composer (spec 000 §2.7, §5): Send only with text that is not blank and a chosen conversation,
 * Enter sends and Shift+Enter breaks the line, a group's address joins its members with ':', the five
 * templates, and the language buttons after 3 characters (their dialogs: language-tools.test.tsx).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { canSend, showLanguageTools } from './composer-rules.ts';
import { aConversation, fake, resetFake } from './messaging-fakes.ts';

vi.mock('./data/account.ts', async () => (await import('./messaging-fakes.ts')).fakeAccount);
vi.mock('./data/connection.ts', async () => (await import('./messaging-fakes.ts')).fakeConnection);
vi.mock('./data/conversations.ts', async () => (await import('./messaging-fakes.ts')).fakeConversations);
vi.mock('./data/conversation.ts', async () => (await import('./messaging-fakes.ts')).fakeConversation);
vi.mock('./data/send.ts', async () => (await import('./messaging-fakes.ts')).fakeSend);

const GROUP = '99982101:99982102:99982103';

async function openConversation(name = 'Ana Able') {
  const fetch = mockFetch({ 'GET /v1/session': { body: aSession() } });
  renderApp('/messagev2');
  const list = await screen.findByRole('navigation', { name: 'Conversations' });
  const user = userEvent.setup({ delay: null });
  await user.click(within(list).getByRole('button', { name }));
  const box = await screen.findByRole('textbox', { name: 'Message' });
  return { ...fetch, user, box, send: () => screen.getByRole('button', { name: 'Send' }) };
}

beforeEach(() =>
  resetFake({
    conversations: [
      aConversation(),
      aConversation({ peer: GROUP, peer_names: ['Front Desk', 'Ana Able', 'Ben Bold'] }),
      aConversation({ peer: '+13055550101', peer_names: ['Guest 4012'], channel: 'whatsapp' }),
    ],
  }),
);

describe('Composer: the Send rule', () => {
  it('is enabled only with text that is not blank and a chosen destination', () => {
    expect(canSend('Hello', '99982102', true)).toBe(true);
    expect(canSend('   \n ', '99982102', true)).toBe(false);
    expect(canSend('Hello', null, true)).toBe(false);
    expect(canSend('Hello', '', true)).toBe(false);
    expect(canSend('Hello', '99982102', false)).toBe(false);
    expect(canSend('x'.repeat(4001), '99982102', true)).toBe(false);
  });

  it('offers no composer before a conversation is chosen', async () => {
    mockFetch({ 'GET /v1/session': { body: aSession() } });
    renderApp('/messagev2');
    expect(await screen.findByText('Select user to start conversation')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('has the placeholder and the hint; Send waits for text that is not blank', async () => {
    const { user, box, send } = await openConversation();
    expect(box).toHaveAttribute('placeholder', 'Write a message');
    expect(box).toHaveAccessibleDescription('Enter sends, Shift+Enter starts a new line');
    expect(send()).toBeDisabled();
    await user.type(box, '   ');
    expect(send()).toBeDisabled();
    await user.type(box, 'Towels for 4012, please');
    expect(send()).toBeEnabled();
    await user.click(send());
    expect(fake.sent).toEqual([{ address: '99982102', message: 'Towels for 4012, please', channel: 'app' }]);
    expect(box).toHaveValue('');
    expect(send()).toBeDisabled();
  });

  it('sends with Enter, breaks the line with Shift+Enter, and keeps the channel of the conversation', async () => {
    const { user, box } = await openConversation('Guest 4012');
    await user.type(box, 'Good evening,{Shift>}{Enter}{/Shift}your table is ready');
    expect(box).toHaveValue('Good evening,\nyour table is ready');
    expect(fake.sent).toEqual([]);
    await user.type(box, '{Enter}');
    expect(fake.sent).toEqual([
      { address: '+13055550101', message: 'Good evening,\nyour table is ready', channel: 'whatsapp' },
    ]);
  });

  it('sends to a group at its members joined by ":"', async () => {
    const { user, box } = await openConversation('Ana Able, Ben Bold');
    await user.type(box, 'Briefing at 9{Enter}');
    expect(fake.sent).toEqual([{ address: GROUP, message: 'Briefing at 9', channel: 'app' }]);
  });

  it('gives the text back when it could not be queued', async () => {
    fake.sendFails = 'A message needs text or media.';
    const { user, box } = await openConversation();
    await user.type(box, 'Hello{Enter}');
    expect(await screen.findByText('A message needs text or media.')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });
});

describe('Composer: templates and language tools', () => {
  it('offers the five templates in a drawer; choosing one puts it in the box', async () => {
    const { user, box } = await openConversation();
    await user.click(screen.getByRole('button', { name: 'Templates' }));
    const drawer = await screen.findByRole('dialog', { name: 'Templates' });
    expect(
      within(drawer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Hello',
      'Good Morning!',
      'How can we help?',
      "Can you explain the situation you're facing?",
      'What is the current issue?',
    ]);
    await user.click(within(drawer).getByRole('button', { name: 'How can we help?' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Templates' })).not.toBeInTheDocument());
    expect(box).toHaveValue('How can we help?');
  });

  it('shows Translate, Polish Message and Language Analysis once the text is longer than 3 characters', async () => {
    expect(showLanguageTools('Hey')).toBe(false);
    expect(showLanguageTools('Hey!')).toBe(true);
    const { user, box } = await openConversation();
    await user.type(box, 'Hey');
    for (const name of ['Translate', 'Polish Message', 'Language Analysis']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    await user.type(box, '!');
    for (const name of ['Translate', 'Polish Message', 'Language Analysis']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });
});
