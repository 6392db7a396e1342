/**
 * The list-screen frame (spec 000 §1, 001 §1) for a list the server pages: back button and title with the
 * screen's actions, search, advanced search, column chooser, export, optional tabs, then the list body
 * (count, rows, Load More and the end text). Everything it shows comes from a ListController
 * (use-list-controller.ts) and the screen's columns.
 */
import type { ReactNode } from 'react';
import { AdvancedSearch, type AdvancedSearchFields } from './advanced-search.tsx';
import { ColumnChooser } from './column-chooser.tsx';
import { ListBody } from './list-body.tsx';
import { exportColumnIds, exportViewParams, type ListColumn } from './list-columns.tsx';
import { ListHeader } from './list-header.tsx';
import type { FilterValues } from './list-params.ts';
import { type ListTabs, ListTabsBar } from './list-tabs.tsx';
import { ExportButton, ListToolbar, SearchBox } from './list-toolbar.tsx';
import { useColumnChoice } from './use-column-choice.ts';
import type { ListController } from './use-list-controller.ts';

export interface ListScreenProps<R, F extends FilterValues> {
  title: string;
  /** Key of the remembered column choice, one per screen (e.g. 'extensions'). */
  screen: string;
  list: ListController<R, F>;
  columns: ListColumn<R>[];
  /** The field that identifies a row. */
  rowKey: keyof R & string;
  /** Buttons beside the title (add, upload). */
  actions?: ReactNode;
  searchPlaceholder?: string;
  /** The advanced-search dialog's fields; no dialog without them. */
  advancedSearch?: AdvancedSearchFields<F>;
  tabs?: ListTabs;
  /** e.g. 'Load More Extensions' (default 'Load More Records'). */
  loadMoreLabel?: string;
  /** false for a list the server cannot export. */
  exportable?: boolean;
  /**
   * The export writes what the screen shows: the columns' titles, their words (exportLabels) and times in
   * the screen's zone (a server that takes `titles`, `labels` and `tz`; the calling-card lists).
   */
  exportAsShown?: boolean;
  /**
   * The IANA zone the screen shows and exports times in (the calling-card screens: the ship's); the
   * browser's without it.
   */
  timeZone?: string;
  /** false for a screen without a search box. */
  searchable?: boolean;
  /** Pressing a row (see ListTable); the row also needs a button or link for the keyboard. */
  onRowClick?: (row: R) => void;
}

/** The export link of the visible columns; written as the screen shows them when `asShown`. */
export function exportHref<R, F extends FilterValues>(
  list: ListController<R, F>,
  columns: ListColumn<R>[],
  visible: string[],
  asShown: boolean,
  zone?: string,
): string {
  const ids = exportColumnIds(columns, visible);
  return list.exportHref(ids, asShown ? exportViewParams(columns, ids, zone) : undefined);
}

export function ListScreen<R, F extends FilterValues = FilterValues>(props: ListScreenProps<R, F>) {
  const { list, columns } = props;
  const choice = useColumnChoice(props.screen, columns);

  return (
    <>
      <ListHeader title={props.title} actions={props.actions} />
      <ListToolbar
        search={
          props.searchable === false ? null : (
            <SearchBox
              value={list.searchInput}
              onChange={list.setSearchInput}
              placeholder={props.searchPlaceholder}
            />
          )
        }
      >
        {props.advancedSearch ? (
          <AdvancedSearch
            filters={list.filters}
            defaults={list.defaultFilters}
            activeCount={list.activeFilters}
            onApply={list.setFilters}
            fields={props.advancedSearch}
          />
        ) : null}
        <ColumnChooser columns={columns} visible={choice.visible} onToggle={choice.toggle} />
        {props.exportable === false ? null : (
          <ExportButton
            href={exportHref(list, columns, choice.visible, props.exportAsShown === true, props.timeZone)}
          />
        )}
      </ListToolbar>
      {props.tabs ? <ListTabsBar tabs={props.tabs} /> : null}
      <ListBody
        label={props.title}
        rows={list.rows}
        total={list.total}
        totalKind={list.totalKind}
        columns={columns}
        visible={choice.visible}
        rowKey={props.rowKey}
        onRowClick={props.onRowClick}
        timeZone={props.timeZone}
        fetching={list.loading || list.fetching}
        failed={list.failed || list.moreFailed}
        error={list.error}
        onRetry={list.retry}
        more={{
          hasMore: list.hasMore,
          loading: list.loadingMore,
          onLoadMore: list.loadMore,
          label: props.loadMoreLabel,
        }}
      />
    </>
  );
}
