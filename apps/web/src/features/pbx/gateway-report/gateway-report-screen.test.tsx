import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { catchDownload } from '../../../test/catch-download.ts';
import { aSession } from '../../../test/fixtures.ts';
import { type Handler, mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const dpl = { name: 'Danube Pearl', code: 'DPL', domain: 'dpl.portside.example' };
const session = aSession({ environments: [...aSession().environments, dpl] });

const perSite: Record<string, Handler> = {
  'cpl.portside.example': {
    body: {
      code: 'CPL',
      gateways: [
        { gateway: 1, count: 14 },
        { gateway: 2, count: 9 },
      ],
    },
  },
  'kpl.portside.example': { status: 503, body: { error: 'Down.' } },
  'dpl.portside.example': {
    body: {
      code: 'DPL',
      gateways: [
        { gateway: 2, count: 3 },
        { gateway: 10, count: 1 },
      ],
    },
  },
};

async function openReport(handler?: Handler) {
  const fetch = mockFetch({
    'GET /v1/session': { body: session },
    'GET /v3/pbx/gateway-report':
      handler ??
      (({ url }) => {
        const site = perSite[url.searchParams.get('domain') ?? ''];
        return typeof site === 'function' ? site({ url, body: undefined }) : (site ?? { status: 404 });
      }),
  });
  renderApp('/gatewayreport');
  await screen.findByRole('heading', { name: 'Gateway Report' });
  return { ...fetch, user: userEvent.setup() };
}

describe('Gateway Report', () => {
  it('reads only the granted sites, one call each, and stays on the own environment', async () => {
    const { calls, user } = await openReport();
    expect(screen.getByText(/each site you have access to \(CPL, KPL, DPL\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start reading all sites' }));
    expect(await screen.findByText('Read 3 sites, 1 failed. 100%')).toBeInTheDocument();
    const reads = calls.filter((c) => c.path === '/v3/pbx/gateway-report');
    expect(reads.map((c) => new URLSearchParams(c.search).get('domain'))).toEqual([
      'cpl.portside.example',
      'kpl.portside.example',
      'dpl.portside.example',
    ]);
    // Nothing switches the session environment.
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('shows one row per gateway with a count per site, and the failed site as failed', async () => {
    const { user } = await openReport();
    await user.click(screen.getByRole('button', { name: 'Start reading all sites' }));
    const table = await screen.findByRole('table', { name: 'Gateway Report' });
    await screen.findByText('Read 3 sites, 1 failed. 100%');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Gateway', 'CPL', 'KPLFailed', 'DPL']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['1', '14', '—', '0'],
      ['2', '9', '—', '3'],
      ['10', '0', '—', '1'],
    ]);
    expect(screen.getByText('Total: 3')).toBeInTheDocument();
  });

  it('shows the site being read and the percentage while reading', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user } = await openReport(({ url }) => {
      const site = perSite[url.searchParams.get('domain') ?? ''];
      return typeof site === 'function' ? site({ url, body: undefined }) : (site ?? { status: 404 });
    });
    // Hold the second site's answer to look at the progress in between.
    const fetchMock = vi.mocked(globalThis.fetch);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('kpl.')) await gate;
      return answer!(input, init);
    });
    await user.click(screen.getByRole('button', { name: 'Start reading all sites' }));
    expect(await screen.findByText('Reading KPL… 33%')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Read 3 sites, 1 failed. 100%')).toBeInTheDocument();
  });

  it('exports the table as gatewayreport-<code>-<date>.csv', async () => {
    const { user } = await openReport();
    await user.click(screen.getByRole('button', { name: 'Start reading all sites' }));
    await screen.findByText('Read 3 sites, 1 failed. 100%');
    const download = catchDownload();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(download.name()).toMatch(/^gatewayreport-CPL-\d{8}\.csv$/);
    expect(await download.text()).toBe('Gateway,CPL,KPL,DPL\n1,14,,0\n2,9,,3\n10,0,,1\n');
  });
});
