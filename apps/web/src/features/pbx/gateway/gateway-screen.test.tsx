import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anExtension, aSession } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const LIST = '/v3/pbx/domain/cpl.portside.example/extension';
const rooms = [3, 4].map((port) =>
  anExtension({
    extension: `500${port}`,
    description: `3,${port},10,20`,
    gateway: 3,
    port,
    isgateway: true,
    toll_allow: port === 3 ? 't' : '',
  }),
);

async function openGateway(session = aSession()) {
  const fetch = mockFetch({
    'GET /v1/session': { body: session },
    [`GET ${LIST}`]: { body: { extensions: rooms, total: 2 } },
  });
  renderApp('/gateway/3');
  await screen.findByRole('heading', { name: 'Gateway 3', level: 1 });
  await screen.findByText('Total: 2');
  return fetch;
}

describe('Gateway screen', () => {
  it("lists that gateway's extensions with the description as gateway and port, and toll allow", async () => {
    const { calls } = await openGateway();
    expect(new URLSearchParams(calls.find((c) => c.path === LIST)?.search).get('gateway')).toBe('3');
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['5003', 'Gateway = 3Port = 3', 'Yes'],
      ['5004', 'Gateway = 3Port = 4', 'No'],
    ]);
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      `${LIST}?gateway=3&orderby=extension&order=ASC&format=csv&columns=extension%2Cdescription%2Ctoll_allow`,
    );
  });

  it("View Gateway opens 10.<octet>.80.<gateway> of the ship's network", async () => {
    await openGateway();
    const view = screen.getByRole('link', { name: 'View Gateway' });
    expect(view).toHaveAttribute('href', 'http://10.21.80.3');
    expect(view).toHaveAttribute('target', '_blank');
  });

  it('has no address to open when the roster gives the ship no octet', async () => {
    await openGateway(aSession({ octet: null }));
    expect(screen.queryByRole('link', { name: 'View Gateway' })).not.toBeInTheDocument();
    expect(screen.getByText('View Gateway').closest('a,button')).toHaveAttribute('data-disabled', 'true');
  });
});
