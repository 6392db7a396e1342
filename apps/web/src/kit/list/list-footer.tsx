/** The end of a list: Load More, or 'No more records available', and how many rows are shown of the total. */
import { Button, Center, Divider, Stack, Text } from '@mantine/core';
import type { TotalKind } from '@portside/contract/pbx/list';
import { formatCount } from '../format.ts';
import { useT } from '../i18n/index.ts';
import { formatTotal } from './list-count.tsx';

/** Paging by Load More, for a list the server pages. */
export interface LoadMore {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** e.g. 'Load More Extensions' (default 'Load More Records'). */
  label?: string;
}

export function ListFooter({
  shown,
  total,
  kind,
  more,
}: {
  shown: number;
  total: number | null;
  kind?: TotalKind;
  /** Absent for a list the page holds whole: there is never more to load. */
  more?: LoadMore;
}) {
  const t = useT();
  return (
    <Stack gap="xs" mt="md" component="footer">
      {more?.hasMore ? (
        <Center>
          <Button variant="light" onClick={more.onLoadMore} loading={more.loading}>
            {more.label ?? t('list.loadMore')}
          </Button>
        </Center>
      ) : shown > 0 ? (
        <Text ta="center" size="sm" c="dimmed">
          {t('list.noMore')}
        </Text>
      ) : null}
      {total !== null && shown > 0 ? (
        <>
          <Divider />
          <Text ta="center" size="xs" c="dimmed">
            {t('list.showing', { shown: formatCount(shown), total: formatTotal(t, total, kind) })}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
