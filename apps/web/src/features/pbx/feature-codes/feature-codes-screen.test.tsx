import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enPbx } from '../../../kit/i18n/en-pbx.ts';
import { catchDownload } from '../../../test/catch-download.ts';
import { aSession } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { FEATURE_CODES } from './feature-codes-data.ts';

async function openFeatureCodes(session = aSession()) {
  const fetch = mockFetch({ 'GET /v1/session': { body: session } });
  renderApp('/featurecode');
  const table = await screen.findByRole('table', { name: 'Feature Codes' });
  return { ...fetch, table, user: userEvent.setup() };
}

const codesShown = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Feature Codes', () => {
  it('lists about 55 distinct codes with Code, Name and Details, including the notable ones', async () => {
    const { table, calls } = await openFeatureCodes();
    expect(FEATURE_CODES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(FEATURE_CODES.map((c) => c.code)).size).toBe(FEATURE_CODES.length);
    for (const header of ['Code', 'Name', 'Details']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const codes = codesShown(table);
    expect(codes).toHaveLength(FEATURE_CODES.length);
    expect(codes[0]).toBe('*1');
    for (const code of ['*2', '*4', '*411', '*67', '*69', '*72', '*73', '*74', '*78', '*79', '*97', '*98']) {
      expect(codes).toContain(code);
    }
    for (const code of ['*5900', '*33', '*540']) expect(codes).toContain(code);
    expect(screen.getByText(`Total: ${FEATURE_CODES.length}`)).toBeInTheDocument();
    expect(within(table).getByText(/Admin extensions only/)).toBeInTheDocument();
    // A static reference: the only call is the session.
    expect(calls.map((c) => c.path)).toEqual(['/v1/session']);
  });

  it('keeps only codes in the data file; every name and details text comes from the i18n layer', async () => {
    const { table } = await openFeatureCodes();
    for (const entry of FEATURE_CODES) {
      expect(Object.keys(entry).sort()).toEqual(['code', 'key']);
      expect(entry.key).toMatch(/^[a-zA-Z0-9]+$/);
      const texts = enPbx.featureCodes.items[entry.key];
      expect(texts.name.trim()).not.toBe('');
      expect(texts.details.trim()).not.toBe('');
    }
    expect(Object.keys(enPbx.featureCodes.items)).toHaveLength(FEATURE_CODES.length);
    const eavesdrop = within(table).getByRole('row', { name: /^\*33 Eavesdrop/ });
    expect(within(eavesdrop).getByText(enPbx.featureCodes.items.eavesdrop.details)).toBeInTheDocument();
  });

  it('opens without the PBX module (no module check)', async () => {
    const session = aSession();
    await openFeatureCodes({
      ...session,
      organization: {
        ...session.organization,
        modules_enabled: { ...session.organization.modules_enabled, pbx: false },
      },
    });
    expect(screen.getByRole('heading', { name: 'Feature Codes' })).toBeInTheDocument();
  });

  it('searches code, name and details regardless of case, from the first character', async () => {
    const { table, user } = await openFeatureCodes();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'EAVESDROP');
    expect(codesShown(table)).toEqual(['*33']);
    await user.clear(search);
    await user.type(search, '*41');
    expect(codesShown(table)).toEqual(['*411']);
    await user.clear(search);
    await user.type(search, 'admin extensions');
    expect(codesShown(table)).toEqual(['*780']);
    await user.clear(search);
    await user.type(search, 'no such thing');
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it('finds codes by their common names: DND, call forward, voicemail, park', async () => {
    const { table, user } = await openFeatureCodes();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'dnd');
    expect(codesShown(table)).toEqual(['*78', '*79']);
    expect(within(table).getAllByText('Also: DND, do not disturb')).toHaveLength(2);
    await user.clear(search);
    await user.type(search, 'call forward');
    expect(codesShown(table)).toEqual(expect.arrayContaining(['*72', '*73', '*74']));
    await user.clear(search);
    await user.type(search, 'VM');
    expect(codesShown(table)).toEqual(expect.arrayContaining(['*97', '*98', '*99']));
    await user.clear(search);
    await user.type(search, 'park');
    expect(codesShown(table)).toEqual(expect.arrayContaining(['*5900', '*5901']));
  });

  it('hides a column by the chooser and remembers it for the screen', async () => {
    const { table, user } = await openFeatureCodes();
    await user.click(screen.getByRole('button', { name: 'Choose columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Details' }));
    expect(within(table).queryByRole('columnheader', { name: 'Details' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('portside.columns.featurecodes.v5') ?? '[]')).toEqual([
      'code',
      'name',
    ]);
  });

  it('exports the searched rows and visible columns as featurecodes-<code>-<date>.csv', async () => {
    const { user } = await openFeatureCodes();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'do not disturb');
    const download = catchDownload();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(download.name()).toMatch(/^featurecodes-CPL-\d{8}\.csv$/);
    const lines = (await download.text()).trim().split('\n');
    expect(lines[0]).toBe('code,name,details');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['*78', '*79', '*581']);
    // The translated texts are written, not the keys.
    expect(lines[2]).toBe('*79,Do Not Disturb Off,The extension rings again.');
  });
});
