/** The dashboard's card tables name the total row and the card types in the page's language. */
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, loadArea, t } from '../../kit/i18n/index.ts';
import { displayType } from './dashboard-rules.ts';

afterEach(() => changeLanguage('en'));

const row = (type: string | null) => ({ type }) as Parameters<typeof displayType>[0];

describe('displayType', () => {
  it('says Total and the types as the server names them in English, and another type as it comes', async () => {
    await loadArea('console');
    expect(
      [row('total'), row('TOTAL'), row('admin'), row('cabin'), row('crew'), row(null)].map((r) =>
        displayType(r, t),
      ),
    ).toEqual(['Total', 'Total', 'admin', 'cabin', 'crew', '—']);
  });

  it('translates the total row and the card types', async () => {
    await changeLanguage('el');
    await loadArea('console');
    expect([row('total'), row('admin'), row('cabin')].map((r) => displayType(r, t))).toEqual([
      'Σύνολο',
      'Διαχειριστής',
      'Καμπίνα',
    ]);
  });
});
