/** Spec 000 §2.1: the chat-support widget on the signed-out screens outside the marketing layout. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS } from '../test/fixtures.ts';
import { mockFetch } from '../test/mock-fetch.ts';
import { renderApp } from '../test/render-app.tsx';

const signedOut = {
  'GET /v1/session': { status: 401, body: { error: 'Not signed in.' } },
  'GET /v1/environments': { body: ENVIRONMENTS },
};

describe('Chat support on the signed-out screens', () => {
  it('the login screen has the launcher, and pressing it opens the chat and opens a conversation with the desk', async () => {
    const { calls } = mockFetch({
      ...signedOut,
      'POST /v1/support/chat': {
        status: 201,
        body: { token: 'visitor-token', name: 'Tom', email: 'tom@ship.example' },
      },
      'POST /v1/support/chat/read': {
        body: { name: 'Tom', email: 'tom@ship.example', items: [], last_seq: 1, more: false },
      },
    });
    renderApp('/auth');
    await screen.findByRole('heading', { name: 'Login' });
    const user = userEvent.setup();
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Questions? We are here.' })).not.toBeInTheDocument();

    await user.click(launcher);
    const panel = await screen.findByRole('dialog', { name: 'Questions? We are here.' });
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    await user.type(screen.getByLabelText('Your name'), 'Tom');
    await user.type(screen.getByLabelText('Your e-mail'), 'tom@ship.example');
    await user.type(screen.getByLabelText('Your question'), 'Cannot sign in.');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(
      await screen.findByRole('log', { name: 'Conversation with our support team' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/v1/support/chat')?.body).toMatchObject({
      name: 'Tom',
      email: 'tom@ship.example',
      message: 'Cannot sign in.',
    });

    await user.keyboard('{Escape}');
    expect(panel).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
  });

  it.each([
    ['/authcode/2101', 'Please enter the code received via email'],
    ['/no/such/screen', 'Error 404: Page Not Found'],
  ])('%s has the launcher too', async (path, text) => {
    mockFetch(signedOut);
    renderApp(path);
    await screen.findByText(text);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(await screen.findByRole('dialog', { name: 'Questions? We are here.' })).toBeInTheDocument();
  });

  it('keeps the panel out of the launcher code: it is loaded on press, not with the login route', () => {
    const launcher = import.meta.glob('../features/public/chat-widget.tsx', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const text = String(Object.values(launcher)[0]);
    expect(text).toMatch(/lazyChunk\(\(\) => import\('\.\/chat-panel\.tsx'\)/);
    expect(text).not.toMatch(/^import .*(chat-panel|use-inquiry)/m);
  });
});
