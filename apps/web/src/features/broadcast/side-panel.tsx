/**
 * The Broadcast screen's left panel (spec 000 §2.8): the Messages/Groups switch, the count, the search
 * box and the list (load more). Messages: the groups the account has broadcast to, newest first, with
 * the newest broadcast. Groups: every group of the environment, with a plus button that opens the New
 * Broadcast Group editor and, per group, Delete after 'Are you sure you want to delete {group name}'.
 */
import {
  ActionIcon,
  Box,
  Center,
  EmptyState,
  Group,
  Loader,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { BroadcastGroup } from '@portside/contract/broadcast';
import { fromWireDate } from '@portside/contract/messaging';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { type ReactNode, useState } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import { DeleteRowButton, SEARCH_MIN_LENGTH, SearchBox } from '../../kit/list/index.ts';
import { ListFooter } from '../../kit/list/list-footer.tsx';
import { LoadFailed } from '../../kit/ui/load-failed.tsx';
import { ListTop } from '../messaging/conversation-list.tsx';
import classes from '../messaging/inbox.module.css';
import { useConversations, useDeleteGroup, useGroups } from './api.ts';

dayjs.extend(localizedFormat);

export type BroadcastTab = 'messages' | 'groups';

export function GroupDot({ color, size = 12 }: { color: string; size?: number }) {
  const known = /^[a-z]+$/.test(color);
  return (
    <Box
      component="span"
      aria-hidden
      w={size}
      h={size}
      style={{
        flex: 'none',
        borderRadius: '50%',
        background: known ? `var(--mantine-color-${color}-6, ${color})` : color,
      }}
    />
  );
}

function Row({
  group,
  active,
  onOpen,
  detail,
  aside,
}: {
  group: BroadcastGroup;
  active: boolean;
  onOpen: (g: BroadcastGroup) => void;
  detail: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Group gap={4} wrap="nowrap" className={classes.row} data-active={active || undefined} p={0}>
      <UnstyledButton
        onClick={() => onOpen(group)}
        aria-current={active || undefined}
        style={{ flex: 1, minWidth: 0, padding: '10px 10px' }}
      >
        <Group gap={10} wrap="nowrap">
          <GroupDot color={group.group_color} />
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600} truncate>
              {group.group_name}
            </Text>
            {detail}
          </div>
        </Group>
      </UnstyledButton>
      {aside}
    </Group>
  );
}

function ListState({
  loading,
  failed,
  empty,
  onRetry,
  children,
}: {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useT();
  if (failed && empty) {
    return (
      <Stack p="md">
        <LoadFailed onRetry={onRetry} />
      </Stack>
    );
  }
  if (loading) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('list.loading')} />
      </Center>
    );
  }
  if (empty) {
    return (
      <EmptyState
        py="xl"
        icon={<IconSpeakerphone size={28} stroke={1.5} />}
        withIndicatorBackground
        title={t('list.noRecords')}
        size="sm"
      />
    );
  }
  return <>{children}</>;
}

function MessagesList({
  domain,
  me,
  active,
  onOpen,
}: {
  domain: string;
  me: string | null;
  active: number | null;
  onOpen: (g: BroadcastGroup) => void;
}) {
  const t = useT();
  const [input, setInput] = useState('');
  const [debounced] = useDebouncedValue(input.trim(), 300);
  const search = debounced.length >= SEARCH_MIN_LENGTH ? debounced : '';
  const list = useConversations(domain, me, search);
  const q = list.query;
  return (
    <>
      <ListTop
        search={<SearchBox value={input} onChange={setInput} placeholder={t('broadcast.searchMessages')} />}
        count={me === null ? 0 : q.isLoading ? null : list.total}
      />
      <ScrollArea className={classes.scroll} type="auto">
        {me === null ? (
          <Text size="sm" c="dimmed" ta="center" p="lg">
            {t('broadcast.noAccount')}
          </Text>
        ) : (
          <ListState
            loading={q.isLoading}
            failed={q.isError}
            empty={list.rows.length === 0}
            onRetry={() => void q.refetch()}
          >
            <nav aria-label={t('broadcast.tabs.messages')} className={classes.rows}>
              {list.rows.map(({ group, last }) => (
                <Row
                  key={group.group_number}
                  group={group}
                  active={group.group_number === active}
                  onOpen={onOpen}
                  detail={
                    <Group gap={6} wrap="nowrap" justify="space-between">
                      <Text size="xs" c="dimmed" truncate>
                        {last.mMessageText}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                        {dayjs(fromWireDate(last.mDate)).format('lll')}
                      </Text>
                    </Group>
                  }
                />
              ))}
            </nav>
          </ListState>
        )}
        <div className={classes.footer}>
          <ListFooter
            shown={list.rows.length}
            total={list.total}
            more={{
              hasMore: q.hasNextPage,
              loading: q.isFetchingNextPage,
              onLoadMore: () => void q.fetchNextPage(),
            }}
          />
        </div>
      </ScrollArea>
    </>
  );
}

function GroupsList({
  domain,
  active,
  onOpen,
  onDeleted,
  mayWrite,
}: {
  domain: string;
  active: number | null;
  onOpen: (g: BroadcastGroup) => void;
  onDeleted: (n: number) => void;
  mayWrite: boolean;
}) {
  const t = useT();
  const [input, setInput] = useState('');
  const [debounced] = useDebouncedValue(input.trim(), 300);
  const search = debounced.length >= SEARCH_MIN_LENGTH ? debounced : '';
  const list = useGroups(domain, search);
  const remove = useDeleteGroup(domain);
  const q = list.query;
  return (
    <>
      <ListTop
        search={<SearchBox value={input} onChange={setInput} placeholder={t('broadcast.searchGroups')} />}
        count={q.isLoading ? null : list.total}
      />
      <ScrollArea className={classes.scroll} type="auto">
        <ListState
          loading={q.isLoading}
          failed={q.isError}
          empty={list.rows.length === 0}
          onRetry={() => void q.refetch()}
        >
          <nav aria-label={t('broadcast.tabs.groups')} className={classes.rows}>
            {list.rows.map((g) => (
              <Row
                key={g.group_number}
                group={g}
                active={g.group_number === active}
                onOpen={onOpen}
                detail={
                  <Text size="xs" c="dimmed">
                    {t('broadcast.groupNumber', { number: g.group_number })} ·{' '}
                    {t('broadcast.members', { count: g.member_count })}
                  </Text>
                }
                aside={
                  mayWrite ? (
                    <Box pr={6}>
                      <DeleteRowButton
                        label={t('broadcast.delete.label', { name: g.group_name })}
                        title={t('broadcast.delete.title')}
                        question={t('broadcast.delete.question', { name: g.group_name })}
                        summary={
                          <Text size="sm" fw={600}>
                            {g.group_name} ({g.group_number})
                          </Text>
                        }
                        onDelete={async () => {
                          await remove.mutateAsync(g.group_number);
                          onDeleted(g.group_number);
                        }}
                        deleted={t('broadcast.delete.done', { name: g.group_name })}
                        failed={t('broadcast.delete.failed')}
                      />
                    </Box>
                  ) : null
                }
              />
            ))}
          </nav>
        </ListState>
        <div className={classes.footer}>
          <ListFooter
            shown={list.rows.length}
            total={list.total}
            more={{
              hasMore: q.hasNextPage,
              loading: q.isFetchingNextPage,
              onLoadMore: () => void q.fetchNextPage(),
            }}
          />
        </div>
      </ScrollArea>
    </>
  );
}

export function BroadcastSidePanel({
  domain,
  me,
  tab,
  onTab,
  active,
  onOpen,
  onDeleted,
  onNew,
  mayWrite,
}: {
  domain: string;
  me: string | null;
  tab: BroadcastTab;
  onTab: (tab: BroadcastTab) => void;
  active: number | null;
  onOpen: (g: BroadcastGroup) => void;
  onDeleted: (n: number) => void;
  /** Absent for a role that may not create groups. */
  onNew?: () => void;
  mayWrite: boolean;
}) {
  const t = useT();
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.panel}
      component="section"
      aria-label={t('broadcast.tabs.label')}
    >
      <Group justify="space-between" wrap="nowrap" px="sm" pt="sm" gap="xs">
        <SegmentedControl
          aria-label={t('broadcast.tabs.label')}
          value={tab}
          onChange={(value) => onTab(value as BroadcastTab)}
          data={[
            { value: 'messages', label: t('broadcast.tabs.messages') },
            { value: 'groups', label: t('broadcast.tabs.groups') },
          ]}
          style={{ flex: 1 }}
        />
        {tab === 'groups' && onNew ? (
          <Tooltip label={t('broadcast.newGroup')}>
            <ActionIcon size={34} radius="xl" onClick={onNew} aria-label={t('broadcast.newGroup')}>
              <IconPlus size={20} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      {tab === 'messages' ? (
        <MessagesList domain={domain} me={me} active={active} onOpen={onOpen} />
      ) : (
        <GroupsList
          domain={domain}
          active={active}
          onOpen={onOpen}
          onDeleted={onDeleted}
          mayWrite={mayWrite}
        />
      )}
    </Paper>
  );
}
