/**
 * What every list shows under its toolbar and tabs: the count, a quiet notice when loading failed, the
 * table, and the footer. A list the page holds whole gives its rows and nothing more: the count is
 * their number and there is nothing more to load; a server-paged list adds its total and Load More.
 */
import { Group } from '@mantine/core';
import type { TotalKind } from '@portside/contract/pbx/list';
import type { ReactNode } from 'react';
import { ListCount } from './list-count.tsx';
import { ListFailed } from './list-failed.tsx';
import { ListFooter, type LoadMore } from './list-footer.tsx';
import { ListTable, type ListTableProps } from './list-table.tsx';

export interface ListBodyProps<R> extends ListTableProps<R> {
  /** The count: the number of rows when absent, null while it is not known yet. */
  total?: number | null;
  /** How the server found the total (absent: exact). */
  totalKind?: TotalKind;
  /** Loading failed: a quiet notice offers to try again (spec 001 §1: the list shows empty). */
  failed?: boolean;
  /** What failed (an ApiError): the notice says what the server said, not 'check the connection'. */
  error?: unknown;
  onRetry?: () => void;
  /** Load More, for a list the server pages. */
  more?: LoadMore;
  /** At the right of the count, for a list without a toolbar (the gateway report's Export). */
  aside?: ReactNode;
}

export function ListBody<R>({
  total,
  totalKind,
  failed,
  error,
  onRetry,
  more,
  aside,
  ...table
}: ListBodyProps<R>) {
  const count = total === undefined ? table.rows.length : total;
  return (
    <>
      <ListCount total={count} kind={totalKind} aside={aside} />
      {failed && onRetry ? (
        <Group mb="sm">
          <ListFailed error={error} onRetry={onRetry} />
        </Group>
      ) : null}
      <ListTable {...table} />
      <ListFooter shown={table.rows.length} total={count} kind={totalKind} more={more} />
    </>
  );
}
