/**
 * A public page's head (title, description) in the visitor's language: the German catalogue puts soft
 * hyphens in long compounds so the phone's heading breaks them; the head keeps none.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, loadArea, t } from '../../kit/i18n/index.ts';
import { pageHead } from './head.ts';

afterEach(() => changeLanguage('en'));

describe('pageHead', () => {
  it('writes a German study title without the soft hyphens its heading breaks at', async () => {
    await changeLanguage('de');
    await loadArea('public');
    const heading = t('public.impact.studies.navi-carrier-strike-group.title');
    expect(heading).toBe('Flugzeugträger\u00adkampf\u00adgruppe');
    const head = pageHead('/impactstudy/navi-carrier-strike-group', t);
    expect(head?.title).toBe('Flugzeugträgerkampfgruppe: Fallstudie | Portside');
    expect(head?.description).not.toContain('\u00ad');
  });
});
