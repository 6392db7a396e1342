/**
 * Which columns a list screen shows, remembered in localStorage per screen (spec 001 §1, §9). The
 * stored value is the list of chosen column ids; ids a newer release dropped are ignored, and a
 * stored choice that shows nothing falls back to the screen's defaults. Action columns (a row's
 * Delete) are not a choice: always shown, never stored.
 */
import { useCallback, useMemo, useState } from 'react';
import { readJson, storageKeys, writeJson } from '../local-store.ts';

export interface ChoosableColumn {
  id: string;
  /** Shown until the user chooses otherwise; true unless the screen says false. */
  defaultVisible?: boolean;
  /**
   * An action on the row (Delete), not data: always shown, never offered by the column chooser nor
   * exported, and held at the right edge of a table that scrolls sideways when it is the last column.
   */
  action?: boolean;
}

/** The columns the chooser offers: every one but the actions. */
export const choosableColumns = <C extends ChoosableColumn>(columns: C[]): C[] =>
  columns.filter((c) => !c.action);

function initialChoice(screen: string, columns: ChoosableColumn[]): string[] {
  const known = new Set(choosableColumns(columns).map((c) => c.id));
  const stored = readJson<unknown>(storageKeys.listColumns(screen));
  if (Array.isArray(stored)) {
    const ids = stored.filter((id): id is string => typeof id === 'string' && known.has(id));
    if (ids.length > 0) return ids;
  }
  return choosableColumns(columns)
    .filter((c) => c.defaultVisible !== false)
    .map((c) => c.id);
}

export function useColumnChoice(screen: string, columns: ChoosableColumn[]) {
  const [chosen, setChosen] = useState(() => initialChoice(screen, columns));
  const ids = columns.map((c) => `${c.id}${c.action ? '!' : ''}`).join('\n');
  // Shown ids in the screen's column order, whatever order they were ticked in; actions always.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ids` stands for the column list
  const visible = useMemo(
    () => columns.filter((c) => c.action || chosen.includes(c.id)).map((c) => c.id),
    [ids, chosen],
  );

  const toggle = useCallback(
    (id: string) =>
      setChosen((current) => {
        const next = current.includes(id) ? current.filter((c) => c !== id) : [...current, id];
        if (next.length === 0) return current; // the last chosen column stays
        writeJson(storageKeys.listColumns(screen), next);
        return next;
      }),
    [screen],
  );

  return { visible, toggle };
}
