/**
 * Add Extension's password (issue 10 item 4): Generate fills a random password from the browser's
 * cryptographic source and shows it with a Copy button; the contract's rule (10 characters, never the
 * extension number) is said on the field before any call.
 */
import { SIP_PASSWORD_ALPHABET } from '@portside/contract/pbx/sip-password';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anExtension, aSession } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const LIST = '/v3/pbx/domain/cpl.portside.example/extension';

async function openAddExtension() {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    [`GET ${LIST}`]: { body: { extensions: [anExtension()], total: 1 } },
    [`POST ${LIST}/createfull`]: { status: 201, body: anExtension({ extension: '2150' }) },
  });
  renderApp('/extension');
  await screen.findByText('Total: 1', undefined, { timeout: 5000 });
  await userEvent.click(screen.getByRole('button', { name: 'Add Extension' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Extension' });
  await fill(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Purser');
  const posts = () => fetch.calls.filter((c) => c.method === 'POST');
  return { dialog, posts, password: () => within(dialog).getByLabelText<HTMLInputElement>(/^Password/) };
}

afterEach(() => vi.restoreAllMocks());

/** Pastes the text in place of the field's value: one event, not one per key (the CI machine is busy). */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

describe('Add Extension: SIP password', () => {
  it('Generate fills 16 unambiguous characters from crypto.getRandomValues, in clear, to copy', async () => {
    const random = vi.spyOn(crypto, 'getRandomValues');
    const { dialog, posts, password } = await openAddExtension();
    await fill(within(dialog).getByRole('textbox', { name: /^Extension/ }), '2150');
    expect(password()).toHaveAttribute('type', 'password');
    expect(within(dialog).queryByRole('button', { name: 'Copy password' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(random).toHaveBeenCalled();
    const first = password().value;
    expect(first).toHaveLength(16);
    for (const ch of first) expect(SIP_PASSWORD_ALPHABET).toContain(ch);
    // Shown, so it can be read out or copied.
    expect(password()).toHaveAttribute('type', 'text');
    expect(within(dialog).getByRole('button', { name: 'Copy password' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(password().value).not.toBe(first);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText('Successfully created the new extension', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(posts()[0]?.body).toMatchObject({ extension: '2150', password: expect.stringMatching(/^.{16}$/) });
  });

  it('says the rule on the field and sends nothing: 10 characters, not the extension number', async () => {
    const { dialog, posts, password } = await openAddExtension();
    await fill(within(dialog).getByRole('textbox', { name: /^Extension/ }), '3055552150');
    expect(password()).toHaveAccessibleDescription(/At least 10 characters, not the extension number/);

    await fill(password(), 'abc123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Use at least 10 characters.')).toBeInTheDocument();

    await fill(password(), '3055552150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Do not use the extension number as its password.'),
    ).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await fill(password(), '3055552151');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText('Successfully created the new extension', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });
});
