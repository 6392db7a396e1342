/**
 * useT across a change of language: what a screen builds once from its translate function (a table's
 * headings, in useMemo keyed on t) is built again in the new language, not left in the one it opened in.
 */
import { act, render, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { enConsole } from './en-console.ts';
import { frConsole } from './fr-console.ts';
import { changeLanguage, loadArea, useT } from './index.ts';

afterEach(() => changeLanguage('en'));

/** As a list screen makes its columns: once per translate function. */
function Headings() {
  const t = useT();
  const headings = useMemo(() => [t('shell.logout')], [t]);
  return <span data-testid="headings">{headings.join('|')}</span>;
}

describe('useT', () => {
  it('gives another function in another language, so memoised texts follow a switch', async () => {
    await loadArea('console');
    render(<Headings />);
    expect(screen.getByTestId('headings')).toHaveTextContent(enConsole.shell.logout);
    await act(() => changeLanguage('fr'));
    expect(screen.getByTestId('headings')).toHaveTextContent(frConsole.shell.logout);
  });
});
