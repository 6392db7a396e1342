/**
 * The left panel (spec 000 §2.7): the Messages and Directory tabs and the plus button that opens New
 * Conversation (for a role that may send, once an account is chosen).
 */
import { ActionIcon, Center, Group, Paper, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconUserQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import { channelOf } from './channels.tsx';
import { ConversationList } from './conversation-list.tsx';
import { DirectoryList } from './directory-list.tsx';
import classes from './inbox.module.css';
import type { Selection } from './peer.ts';

type Tab = 'messages' | 'directory';

export function SidePanel({
  me,
  activePeer,
  onOpen,
  onNew,
}: {
  /** The account in use; null while none is chosen. */
  me: string | null;
  activePeer: string | null;
  onOpen: (selection: Selection) => void;
  /** Absent for a role that may not send, or without an account. */
  onNew?: () => void;
}) {
  const t = useT();
  const [tab, setTab] = useState<Tab>('messages');
  const noAccount = (
    <Center className={classes.scroll} p="lg">
      <Stack align="center" gap="xs" maw={260}>
        <IconUserQuestion size={32} stroke={1.5} color="var(--mantine-color-gray-5)" />
        <Text size="sm" c="dimmed" ta="center">
          {t('messaging.list.noAccount')}
        </Text>
      </Stack>
    </Center>
  );
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.panel}
      component="section"
      aria-label={t('messaging.tabs.label')}
    >
      <Tabs
        value={tab}
        onChange={(value) => value && setTab(value as Tab)}
        keepMounted={false}
        className={classes.tabs}
      >
        <Group justify="space-between" wrap="nowrap" px="sm" pt={6} gap="xs">
          <Tabs.List aria-label={t('messaging.tabs.label')} style={{ flex: 1 }}>
            <Tabs.Tab value="messages">{t('messaging.tabs.messages')}</Tabs.Tab>
            <Tabs.Tab value="directory">{t('messaging.tabs.directory')}</Tabs.Tab>
          </Tabs.List>
          {onNew ? (
            <Tooltip label={t('messaging.newConversation')}>
              <ActionIcon size={34} radius="xl" onClick={onNew} aria-label={t('messaging.newConversation')}>
                <IconPlus size={20} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
        <Tabs.Panel value="messages" className={classes.tabPanel}>
          {me ? (
            <ConversationList
              me={me}
              activePeer={activePeer}
              onOpen={(row) =>
                onOpen({ peer: row.peer, channel: channelOf(row.channel), names: row.peer_names })
              }
            />
          ) : (
            noAccount
          )}
        </Tabs.Panel>
        <Tabs.Panel value="directory" className={classes.tabPanel}>
          <DirectoryList onOpen={onOpen} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
