/**
 * The one table of every list, whether the server pages it (ListScreen) or the page holds it whole
 * (Feature Codes, Registrations, the gateway report): the screen's columns, the empty state only when
 * the list is really empty, tighter cells on a phone, and a last action column held in view when the
 * table scrolls sideways.
 */
import 'mantine-datatable/styles.css';
import { Card, EmptyState, Progress } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDatabaseOff } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useT } from '../i18n/index.ts';
import { type ListColumn, toDataTableColumns } from './list-columns.tsx';

export interface ListTableProps<R> {
  rows: R[];
  columns: ListColumn<R>[];
  /** The ids of the columns to show (from useColumnChoice); every column when absent. */
  visible?: string[];
  /** The field, or a function, that tells rows apart. */
  rowKey: (keyof R & string) | ((row: R) => string);
  /**
   * Rows are on the way. With no rows yet the table shows a loader and the empty state waits; with rows
   * on screen (a new search, a refresh) a thin bar runs above them and they stay clickable, so a press
   * on a slow link is never swallowed by an overlay.
   */
  fetching?: boolean;
  /** The table's accessible name: the screen title. */
  label: string;
  /**
   * Pressing a row (Users opens User Details, Directory its Update dialog). A pointer convenience: the
   * screen also gives the row a button or link, so the keyboard reaches the same action.
   */
  onRowClick?: (row: R) => void;
  /** The IANA zone the date columns show times in (a screen on ship time); the browser's without it. */
  timeZone?: string;
}

export function ListTable<R>({
  rows,
  columns,
  visible,
  rowKey,
  fetching = false,
  label,
  onRowClick,
  timeZone,
}: ListTableProps<R>) {
  const t = useT();
  // A phone gets tighter cells, so more columns fit before the table scrolls sideways.
  const narrow = useMediaQuery('(max-width: 36em)');
  const shown = visible ?? columns.map((c) => c.id);
  const refreshing = fetching && rows.length > 0;
  return (
    <Card withBorder radius="md" p={0} aria-busy={fetching}>
      <Progress
        value={100}
        animated
        size={3}
        radius={0}
        aria-label={t('list.loading')}
        style={{ visibility: refreshing ? 'visible' : 'hidden' }}
      />
      <DataTable<R>
        aria-label={label}
        records={rows}
        idAccessor={rowKey}
        columns={toDataTableColumns(columns, shown, timeZone)}
        fetching={fetching && rows.length === 0}
        minHeight={rows.length === 0 ? 200 : undefined}
        // mantine-datatable keeps its empty state in the page (faded out) even with rows: render the
        // text only when the list is really empty, so 'No records found.' never sits under rows.
        emptyState={
          rows.length > 0 || fetching ? (
            <span />
          ) : (
            <EmptyState
              icon={<IconDatabaseOff size={28} stroke={1.5} />}
              withIndicatorBackground
              title={t('list.noRecords')}
              size="sm"
            />
          )
        }
        // A phone sees a row's Delete without scrolling the table sideways first.
        pinLastColumn={columns.filter((c) => shown.includes(c.id)).at(-1)?.action === true}
        highlightOnHover
        onRowClick={onRowClick ? ({ record }) => onRowClick(record) : undefined}
        horizontalSpacing={narrow ? 'xs' : 'sm'}
        verticalSpacing="sm"
        withTableBorder={false}
        // The table scrolls sideways on a phone: its viewport takes the focus, so a keyboard can scroll it
        // even when no row has a button (an empty list, a read-only one). No role or name of its own: the
        // table inside it and the screen's section already carry the list's name.
        scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
      />
    </Card>
  );
}
