/** Issue 10: the Directory offers Create and Update only to a role with 'directory.write'. */
import type { UserRole } from '@portside/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const contact = {
  contact_uuid: '6f1c9a52-8d0e-4a55-b1f7-0c2e2b9d4a10',
  contact_type: 'guest',
  contact_name_given: 'Ana Able',
  insert_date: '2026-01-05T15:04:00Z',
  phones: [],
};

async function openAs(role: UserRole) {
  mockFetch({
    'GET /v1/session': { body: aSession({ role }) },
    'GET /v3/pbx/domain/cpl.portside.example/contact': { body: { data: [contact], total: 1 } },
  });
  renderApp('/directory');
  const name = await screen.findByText('Ana Able');
  return name.closest('tr') as HTMLElement;
}

describe('Directory per role', () => {
  it('an auditor reads and exports: no add, the name is plain text, a row opens nothing', async () => {
    const row = await openAs('auditor');
    expect(screen.queryByRole('button', { name: 'Add Directory' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update directory Ana Able' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Export/ })).toBeInTheDocument();
    await userEvent.click(row);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an operator adds contacts and opens one to update it', async () => {
    await openAs('operator');
    expect(screen.getByRole('button', { name: 'Add Directory' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update directory Ana Able' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
