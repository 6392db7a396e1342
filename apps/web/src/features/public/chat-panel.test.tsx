/**
 * The chat-support widget's conversation (issue 12 item 6): the name and e-mail form, the first question
 * opening a support chat, a further message, the desk's reply appearing from a waiting read, and the
 * conversation found again after a remount with the token kept in localStorage.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SUPPORT_TOKEN_KEY } from './use-support-chat.ts';

const TOKEN = 'tok-0123456789abcdefghijklmnop';
const signedOut = { 'GET /v1/session': { status: 401, body: { error: 'Not signed in.' } } };
const line = (seq: number, from: 'visitor' | 'desk', message: string, messageid = `m${seq}`) => ({
  seq,
  messageid,
  from,
  message,
  date: '2026-11-25 04:00:00 GMT',
});

/** The server's side: what the visitor's stream holds; reads answer what is after `after`. */
function server() {
  const stream: ReturnType<typeof line>[] = [];
  const fetch = mockFetch({
    ...signedOut,
    'POST /v1/support/chat': ({ body }) => {
      const b = body as { messageid: string; message: string };
      stream.push(line(stream.length + 1, 'visitor', b.message, b.messageid));
      return { status: 201, body: { token: TOKEN, name: 'Tom', email: 'tom@ship.example' } };
    },
    'POST /v1/support/chat/message': ({ body }) => {
      const b = body as { messageid: string; message: string };
      stream.push(line(stream.length + 1, 'visitor', b.message, b.messageid));
      return { body: { success: true } };
    },
    'POST /v1/support/chat/read': ({ body }) => {
      const { token, after } = body as { token: string; after: number };
      if (token !== TOKEN) return { status: 401, body: { error: 'This chat is not known here.' } };
      const items = stream.filter((i) => i.seq > after);
      return {
        body: { name: 'Tom', email: 'tom@ship.example', items, last_seq: stream.length, more: false },
      };
    },
  });
  return { ...fetch, stream };
}

async function openPanel() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Chat with us' }));
  return { user, panel: await screen.findByRole('dialog', { name: 'Questions? We are here.' }) };
}

afterEach(() => localStorage.clear());

describe('the chat-support widget', () => {
  it('asks for name and e-mail, opens a chat, shows the reply and finds the chat again after a remount', async () => {
    const { calls, stream } = server();
    const first = renderApp('/crewapp');
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Send question' }));
    expect(within(panel).getByText('All Fields are required.')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Your name'), 'Tom');
    await user.type(within(panel).getByLabelText('Your e-mail'), 'tom@ship');
    await user.type(within(panel).getByLabelText('Your question'), 'Do you cover <b>river</b> cruises?');
    await user.click(within(panel).getByRole('button', { name: 'Send question' }));
    expect(within(panel).getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Your e-mail'), '.example');
    await user.click(within(panel).getByRole('button', { name: 'Send question' }));

    const log = await within(panel).findByRole('log', { name: 'Conversation with our support team' });
    // Shown as text: the tags are characters, not markup.
    expect(await within(log).findByText('Do you cover <b>river</b> cruises?')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/v1/support/chat')?.body).toMatchObject({
      name: 'Tom',
      email: 'tom@ship.example',
      message: 'Do you cover <b>river</b> cruises?',
    });
    expect(localStorage.getItem(SUPPORT_TOKEN_KEY)).toBe(TOKEN);

    await user.type(within(panel).getByRole('textbox', { name: 'Your message' }), 'And the Rhine?');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(log).findByText('And the Rhine?')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/v1/support/chat/message')?.body).toMatchObject({
      token: TOKEN,
      message: 'And the Rhine?',
    });

    // The desk replies: the widget's next read brings it.
    stream.push(line(stream.length + 1, 'desk', 'Yes, the Rhine and the Danube.'));
    expect(
      await within(log).findByText('Yes, the Rhine and the Danube.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(within(log).getByText('Portside support')).toBeInTheDocument();

    // A reload: a new mount reads the whole conversation with the stored token.
    first.unmount();
    renderApp('/crewapp');
    const again = await openPanel();
    const log2 = await within(again.panel).findByRole('log');
    expect(await within(log2).findByText('Yes, the Rhine and the Danube.')).toBeInTheDocument();
    expect(
      within(log2)
        .getAllByTestId('chat-line')
        .map((l) => l.textContent),
    ).toEqual([
      'YouDo you cover <b>river</b> cruises?',
      'YouAnd the Rhine?',
      'Portside supportYes, the Rhine and the Danube.',
    ]);
    expect(within(again.panel).queryByLabelText('Your name')).not.toBeInTheDocument();
  });

  it('forgets a token the server no longer knows and asks for name and e-mail again', async () => {
    server();
    localStorage.setItem(SUPPORT_TOKEN_KEY, 'tok-lost-0123456789abcdefghij');
    renderApp('/');
    const { panel } = await openPanel();
    expect(await within(panel).findByLabelText('Your name')).toBeInTheDocument();
    expect(localStorage.getItem(SUPPORT_TOKEN_KEY)).toBeNull();
  });
});
