/**
 * The console's list kit (DESIGN §6, STYLE 7): a list screen is a declaration. The screen gives the
 * endpoint, how to read an answer, its columns (with the spec's defaults), filters, tabs and actions;
 * the kit does the search (sent after 300 ms when over 2 characters, or empty), paging by Load More
 * (page 1 replaces rows and total, later pages append; page size 25), the column choice remembered
 * per screen in localStorage, the streamed CSV export, the count and the empty/end texts.
 *
 * ```tsx
 * import { type ListColumn, ListScreen, useListController } from '../../../kit/list/index.ts';
 *
 * const columns: ListColumn<SecurityCode>[] = [
 *   { id: 'id', title: t('appAccess.id'), defaultVisible: false },
 *   { id: 'extension', title: t('appAccess.extension') },
 *   { id: 'email', title: t('appAccess.email'), overflow: 'anywhere' },  // or 'wrap', 'ellipsis'
 *   { id: 'creationdate', title: t('appAccess.date'), date: true },        // shown as dayjs 'lll'
 *   // always shown, not in the chooser nor the export, kept in view on a phone:
 *   { id: 'delete', title: t('appAccess.delete'), action: true, render: (row) => <DeleteButton row={row} /> },
 * ];
 *
 * export function AppAccessScreen() {
 *   const list = useListController({
 *     queryKey: appAccessKeys.all,                 // mutations call reloadLists(client, appAccessKeys.all)
 *     path: '/v1/appaccess',
 *     page: (a: SecurityCodeList) => ({ rows: a.securityCodes, total: a.total }),
 *     // optional: filters (defaults), filterParams(filters) → query params, params (always sent)
 *   });
 *   return (
 *     <ListScreen
 *       title={t('screens.appAccess')}
 *       screen="appaccess"                          // localStorage key of the column choice
 *       list={list}
 *       columns={columns}
 *       rowKey="id"
 *       actions={<AddAppAccessButton onSaved={list.reload} />}
 *       loadMoreLabel={t('appAccess.loadMore')}
 *       // optional: advancedSearch={Fields} (({ draft, change }) => fields), tabs, searchable={false},
 *       // exportable={false}
 *     />
 *   );
 * }
 * ```
 *
 * Export is a plain link to the same list URL with format=csv&columns=<visible ids> and the current
 * search and filters: the server streams the file and names it; nothing is held in the page.
 *
 * A list the page holds whole (Feature Codes, Registrations, the gateway report) is built from the same
 * pieces ListScreen is made of, so it looks and behaves the same:
 *
 * ```tsx
 * const choice = useColumnChoice('featurecodes', columns);
 * <ListHeader title={title} actions={…} />
 * <ListToolbar search={<SearchBox value={search} onChange={setSearch} minLength={1} />}>
 *   <ColumnChooser columns={columns} visible={choice.visible} onToggle={choice.toggle} />
 *   <ExportButton onClick={writeCsv} />              // the page writes the file (client-export.ts)
 * </ListToolbar>
 * <ListTabsBar tabs={…} />                           // optional
 * <ListBody label={title} rows={rows} columns={columns} visible={choice.visible} rowKey="code" />
 * ```
 */
export { AdvancedSearch, type AdvancedSearchFields } from './advanced-search.tsx';
export { ColumnChooser } from './column-chooser.tsx';
export { ListBody, type ListBodyProps } from './list-body.tsx';
export {
  exportColumnIds,
  exportViewParams,
  formatListDate,
  type ListColumn,
  withoutActions,
} from './list-columns.tsx';
export { ListHeader } from './list-header.tsx';
export { countActiveFilters, type FilterValues, type QueryParams, toQueryString } from './list-params.ts';
export { exportHref, ListScreen, type ListScreenProps } from './list-screen.tsx';
export { ListTable, type ListTableProps } from './list-table.tsx';
export { type ListTabs, ListTabsBar } from './list-tabs.tsx';
export { ExportButton, type ExportButtonProps, ListToolbar, SearchBox } from './list-toolbar.tsx';
export { DeleteRowButton, type DeleteRowProps, RowAction } from './row-actions.tsx';
export { useColumnChoice } from './use-column-choice.ts';
export {
  type ListController,
  type ListPage,
  reloadLists,
  SEARCH_MIN_LENGTH,
  useListController,
} from './use-list-controller.ts';
