/** A list column as a screen declares it, and how the kit turns it into a mantine-datatable column. */
import { Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { CSSProperties, ReactNode } from 'react';
import { formatInZone } from '../time/ship-time.ts';
import type { ChoosableColumn } from './use-column-choice.ts';

/**
 * Spec 000 §1: dates in the local format 'lll' (e.g. Jan 5, 2026 3:04 PM) unless a screen says otherwise,
 * in `zone` (a screen on ship time) or the browser's.
 */
export function formatListDate(
  value: string | number | Date | null | undefined,
  format = 'lll',
  zone?: string,
): string {
  return formatInZone(value, zone, format);
}

export interface ListColumn<R> extends ChoosableColumn {
  /** The field id: also what the export's `columns=` sends, so it is the wire name. */
  id: string;
  /** The heading, and the column's name in the chooser. */
  title: string;
  /** A heading that shows more than the title (e.g. a Failed badge). */
  header?: ReactNode;
  /** The heading may break between its words (a narrow column of short values, 'Session (min)'). */
  wrapTitle?: boolean;
  /** The cell; by default the field's value as text ('—' when empty). */
  render?: (row: R) => ReactNode;
  /** Show the field as a date ('lll', or this dayjs format). */
  date?: boolean | string;
  /** false for a column the export cannot produce (actions never export). */
  exportable?: boolean;
  /**
   * The words the cell shows for coded values (value → word, e.g. NO_ANSWER → 'No answer'), for an export
   * written as the screen shows it (ListScreen's exportAsShown).
   */
  exportLabels?: Record<string, string>;
  width?: number | string;
  textAlign?: 'left' | 'center' | 'right';
  /**
   * Long text. By default a cell stays on one line (the column widens, the table scrolls sideways).
   * 'wrap' breaks it at spaces (names, details); 'anywhere' also inside a long word (an e-mail address,
   * a phone's agent string); 'ellipsis' cuts it at `width` and keeps the whole text as a tooltip.
   */
  overflow?: 'wrap' | 'anywhere' | 'ellipsis';
}

const EMPTY = '—';

// A floor on the width, or a phone's table would squeeze an 'anywhere' column to a letter per line.
const ANYWHERE: CSSProperties = { overflowWrap: 'anywhere', display: 'inline-block', minWidth: 150 };

function cellText<R>(column: ListColumn<R>, row: R, zone: string | undefined): string {
  const value = (row as Record<string, unknown>)[column.id];
  if (column.date) {
    const text = formatListDate(value as string, typeof column.date === 'string' ? column.date : 'lll', zone);
    return text || EMPTY;
  }
  if (value === null || value === undefined || value === '') return EMPTY;
  return String(value);
}

function cell<R>(column: ListColumn<R>, row: R, zone: string | undefined): ReactNode {
  const anywhere = column.overflow === 'anywhere' ? ANYWHERE : undefined;
  if (column.render) {
    const content = column.render(row);
    return anywhere ? (
      <Text size="sm" span style={anywhere}>
        {content}
      </Text>
    ) : (
      content
    );
  }
  const text = cellText(column, row, zone);
  return (
    // A cut cell keeps its whole text as a tooltip.
    <Text size="sm" span style={anywhere} title={column.overflow === 'ellipsis' ? text : undefined}>
      {text}
    </Text>
  );
}

/** `zone`: the IANA zone date columns show times in (a screen on ship time); the browser's without it. */
export function toDataTableColumns<R>(
  columns: ListColumn<R>[],
  visible: string[],
  zone?: string,
): DataTableColumn<R>[] {
  return columns.map((column) => ({
    accessor: column.id,
    title:
      column.header ??
      (column.wrapTitle ? <span style={{ whiteSpace: 'normal' }}>{column.title}</span> : column.title),
    hidden: !visible.includes(column.id),
    width: column.width,
    textAlign: column.textAlign,
    ...(column.overflow === 'ellipsis'
      ? { ellipsis: true as const }
      : { noWrap: column.overflow === undefined }),
    render: (row: R) => cell(column, row, zone),
  }));
}

/** The visible columns an export can write, as the `columns=` ids. */
export function exportColumnIds<R>(columns: ListColumn<R>[], visible: string[]): string[] {
  const exportable = new Set(columns.filter((c) => !c.action && c.exportable !== false).map((c) => c.id));
  return visible.filter((id) => exportable.has(id));
}

/**
 * How an export writes what the screen shows (issue 16): the titles of the exported columns, the words of
 * their coded values, and the time zone the screen shows times in (the ship's, else the browser's). The
 * server formats the values as the screen does (minutes, money, times in that zone).
 */
export function exportViewParams<R>(columns: ListColumn<R>[], ids: string[], zone?: string) {
  const byId = new Map(columns.map((c) => [c.id, c]));
  const labels = Object.fromEntries(
    ids.flatMap((id) => {
      const words = byId.get(id)?.exportLabels;
      return words ? [[id, words]] : [];
    }),
  );
  return {
    titles: JSON.stringify(ids.map((id) => byId.get(id)?.title ?? id)),
    labels: Object.keys(labels).length > 0 ? JSON.stringify(labels) : undefined,
    tz: zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/**
 * The columns a role without the screen's write permission sees: the action columns hold a row's Edit,
 * Delete and the like, so a read-only role gets the list without them (export and the chooser never
 * held them anyway).
 */
export function withoutActions<R>(columns: ListColumn<R>[]): ListColumn<R>[] {
  return columns.filter((column) => !column.action);
}
