/** The calls chart: a list a screen reader reads day by day, bars in proportion, and Greek's plurals. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../kit/i18n/index.ts';
import { aSession, someStatistics } from '../../test/fixtures.ts';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => changeLanguage('en'));

const days = [
  { date: '2026-03-09', calls: 40 },
  { date: '2026-03-10', calls: 1 },
  { date: '2026-03-11', calls: 0 },
  { date: '2026-03-12', calls: 20 },
];

async function chart(name = 'Calls per day') {
  mockFetch({
    'GET /v1/session': { body: aSession() },
    'GET /v3/utils/statistics': { body: someStatistics({ calls_per_day: days }) },
  });
  renderApp('/dashboard');
  return screen.findByRole('list', { name });
}

describe('CallsChart', () => {
  it('lists each day with its calls, and draws each bar against the busiest day', async () => {
    const list = await chart();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/call/).textContent)).toEqual([
      'Mar 9: 40 calls',
      'Mar 10: 1 call',
      'Mar 11: 0 calls',
      'Mar 12: 20 calls',
    ]);
    const shares = items.map((item) =>
      (item.querySelector('[style]') as HTMLElement).style.getPropertyValue('--share'),
    );
    expect(shares).toEqual(['1', '0.025', '0', '0.5']);
  });

  it('speaks the language of the page', async () => {
    await changeLanguage('el');
    const list = await chart('Κλήσεις ανά ημέρα');
    const items = within(list).getAllByRole('listitem');
    expect(within(items[1] as HTMLElement).getByText(/κλήση/).textContent).toBe('10 Μαρ: 1 κλήση');
    expect(within(items[0] as HTMLElement).getByText(/κλήσεις/).textContent).toBe('9 Μαρ: 40 κλήσεις');
  });
});
