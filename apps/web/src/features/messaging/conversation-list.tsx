/**
 * The Messages tab (spec 000 §2.7): search, Manage Display Columns, Export Data, the records-found
 * count, the conversations (newest first) and Load More Records. The list itself (pages of 25, the
 * reload about 4 s after a send or receive and after a reconnect) is the data layer's.
 */
import { Center, EmptyState, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Conversation } from '@portside/contract/messaging';
import { IconMessages } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { csvFileName, downloadFile } from '../../kit/client-export.ts';
import { useT } from '../../kit/i18n/index.ts';
import {
  ColumnChooser,
  ExportButton,
  SEARCH_MIN_LENGTH,
  SearchBox,
  useColumnChoice,
} from '../../kit/list/index.ts';
import { ListFooter } from '../../kit/list/list-footer.tsx';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { LoadFailed } from '../../kit/ui/load-failed.tsx';
import { fetchAllConversations } from './api/export-conversations.ts';
import { CONVERSATION_COLUMNS_KEY, conversationColumns, conversationsCsv } from './conversation-columns.ts';
import { ConversationRow } from './conversation-row.tsx';
import { useConversations } from './data/conversations.ts';
import classes from './inbox.module.css';

/**
 * The top of a tab: the search box, then the records-found count with the list's tools (display columns,
 * export) at its right.
 */
export function ListTop({
  search,
  count,
  tools,
}: {
  search: ReactNode;
  count: number | null;
  tools?: ReactNode;
}) {
  const t = useT();
  return (
    <div className={classes.tools}>
      {/* The kit's search box grows along a row (flex 1 1 220px): in this column it keeps its height. */}
      <div>{search}</div>
      <Group justify="space-between" gap="xs" wrap="nowrap" mih={36}>
        <Text size="xs" c="dimmed" aria-live="polite">
          {count === null ? '\u00a0' : t('messaging.recordsFound', { count })}
        </Text>
        {tools ? (
          <Group gap={6} wrap="nowrap">
            {tools}
          </Group>
        ) : null}
      </Group>
    </div>
  );
}

export function ConversationList({
  me,
  activePeer,
  onOpen,
}: {
  me: string;
  activePeer: string | null;
  onOpen: (row: Conversation) => void;
}) {
  const t = useT();
  const { environment } = useCurrentSession();
  const [input, setInput] = useState('');
  const [debounced] = useDebouncedValue(input.trim(), 300);
  const search = debounced.length >= SEARCH_MIN_LENGTH ? debounced : '';
  const list = useConversations(search);
  const columns = useMemo(() => conversationColumns(t), [t]);
  const choice = useColumnChoice(CONVERSATION_COLUMNS_KEY, columns);
  const [exporting, setExporting] = useState(false);

  const exportData = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllConversations(me, search);
      downloadFile(
        csvFileName(t('messaging.exportPrefix'), environment.code),
        conversationsCsv(t, rows, choice.visible, me),
      );
    } catch {
      notifications.show({ color: 'red', title: t('common.oops'), message: t('messaging.exportFailed') });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <ListTop
        search={<SearchBox value={input} onChange={setInput} placeholder={t('messaging.search')} />}
        count={list.isLoading ? null : list.total}
        tools={
          <>
            <ColumnChooser columns={columns} visible={choice.visible} onToggle={choice.toggle} />
            <ExportButton onClick={() => void exportData()} disabled={exporting} />
          </>
        }
      />
      <ScrollArea className={classes.scroll} type="auto" offsetScrollbars={false}>
        {list.isError && list.rows.length === 0 ? (
          <Stack p="md">
            <LoadFailed onRetry={list.refetch} />
          </Stack>
        ) : list.isLoading ? (
          <Center py="xl">
            <Loader size="sm" aria-label={t('list.loading')} />
          </Center>
        ) : list.rows.length === 0 ? (
          <EmptyState
            py="xl"
            icon={<IconMessages size={28} stroke={1.5} />}
            withIndicatorBackground
            title={t('list.noRecords')}
            size="sm"
          />
        ) : (
          <nav aria-label={t('messaging.conversations')} className={classes.rows}>
            {list.rows.map((row) => (
              <ConversationRow
                key={row.peer}
                row={row}
                me={me}
                visible={choice.visible}
                active={row.peer === activePeer}
                onOpen={onOpen}
              />
            ))}
          </nav>
        )}
        <div className={classes.footer}>
          <ListFooter
            shown={list.rows.length}
            total={list.isLoading ? null : list.total}
            more={{ hasMore: list.hasMore, loading: list.isLoadingMore, onLoadMore: list.loadMore }}
          />
        </div>
      </ScrollArea>
    </>
  );
}
