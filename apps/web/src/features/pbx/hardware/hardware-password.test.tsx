/**
 * A desk phone account's own SIP password (issue 10 item 4): Generate beside it fills a random one in
 * clear, and a typed one is held to the contract's rule (10 characters, not the extension) before any
 * call; empty still means the extension's own password.
 */
import { SIP_PASSWORD_ALPHABET } from '@portside/contract/pbx/sip-password';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const DOMAIN = 'cpl.portside.example';
const BASE = '/v3/pbx/hardware/provisioning/file';

async function openAddHardware() {
  const fetch = mockFetch({
    'GET /v1/session': { body: aSession() },
    [`GET ${BASE}/all`]: { body: { data: [], total: 0 } },
    [`GET /v3/pbx/domain/${DOMAIN}/extension`]: {
      body: { extensions: [{ extension: '3055552101', effective_caller_id_name: 'Spa' }], total: 1 },
    },
    [`POST ${BASE}/001565123456`]: { status: 400, body: { error: 'Stop here.' } },
  });
  renderApp('/hardware');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Hardware' });
  await user.click(within(dialog).getByLabelText(/^MAC Address/));
  await user.paste('001565123456');
  await user.click(within(dialog).getAllByLabelText(/^Outbound Proxy/)[0]!);
  await user.paste('sbc.cpl.example');
  await user.click(within(dialog).getAllByRole('combobox', { name: /^Extension/ })[0]!);
  await user.click(await screen.findByRole('option', { name: '3055552101 · Spa' }));
  const password = () => within(dialog).getAllByLabelText<HTMLInputElement>(/^Password/)[0]!;
  const posts = () => fetch.calls.filter((c) => c.method === 'POST');
  return { user, dialog, password, posts };
}

describe('Add Hardware: an account’s SIP password', () => {
  it('says the rule on the account’s field and sends nothing', async () => {
    const { user, dialog, password, posts } = await openAddHardware();
    await user.click(password());
    await user.paste('short');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use at least 10 characters.')).toBeInTheDocument();
    await user.clear(password());
    await user.paste('3055552101');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Do not use the extension number as its password.'),
    ).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('Generate fills the account’s password in clear, and Save sends it', async () => {
    const { user, dialog, password, posts } = await openAddHardware();
    const [generate1] = within(dialog).getAllByRole('button', { name: 'Generate' });
    await user.click(generate1!);
    const generated = password().value;
    expect(generated).toHaveLength(16);
    for (const ch of generated) expect(SIP_PASSWORD_ALPHABET).toContain(ch);
    expect(password()).toHaveAttribute('type', 'text');
    // Account 2 is left alone.
    expect(within(dialog).getAllByLabelText<HTMLInputElement>(/^Password/)[1]!.value).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Stop here.');
    expect(posts()[0]?.body).toMatchObject({ account1: { extension: '3055552101', password: generated } });
  });
});
