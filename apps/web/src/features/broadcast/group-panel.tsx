/**
 * The Broadcast screen's right panel (spec 000 §2.8): before a group is picked, 'Select user to start
 * conversation'; then the group's header (colour, name, number, members; on a phone a back button),
 * 'Connection Status' with the messaging connection's dot, the group's history (spec 000 §3: mMessageId,
 * mAddress, mMessageText, mDate, mType, mExtra and the rating) as the messaging screen's bubbles, each of
 * the account's broadcasts saying how many members received and read it, and the input. The history is
 * read again whenever a message or receipt arrives on the account's stream.
 */
import {
  ActionIcon,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import type { BroadcastGroup, BroadcastMessage } from '@portside/contract/broadcast';
import { MESSAGE_STATUS, MESSAGE_TEXT_MAX } from '@portside/contract/messaging';
import { IconArrowLeft, IconSend, IconSpeakerphone } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isApiError } from '../../kit/api-client.ts';
import { useT } from '../../kit/i18n/index.ts';
import { LoadFailed } from '../../kit/ui/load-failed.tsx';
import { ConnectionDot } from '../messaging/connection-status.tsx';
import { useLiveState } from '../messaging/data/connection.ts';
import type { ShownMessage } from '../messaging/data/conversation.ts';
import classes from '../messaging/inbox.module.css';
import { MessageBubble } from '../messaging/message-bubble.tsx';
import { broadcastKeys, useHistory, useMembers, useSendBroadcast } from './api.ts';
import { GroupDot } from './side-panel.tsx';

/** A broadcast as the messaging bubble shows it: its status the least its members reached. */
export function shownBroadcast(m: BroadcastMessage, group: number): ShownMessage {
  const status =
    m.members > 0 && m.read >= m.members
      ? MESSAGE_STATUS.read
      : m.members > 0 && m.delivered >= m.members
        ? MESSAGE_STATUS.delivered
        : MESSAGE_STATUS.new;
  return {
    sender: m.sender,
    address: String(group),
    message: m.mMessageText,
    mediatype: null,
    media: null,
    messageid: m.mMessageId,
    date: m.mDate,
    topic: null,
    payload: 'message',
    issync: false,
    senderid: null,
    channel: 'app',
    extras: (m.mExtra as ShownMessage['extras']) ?? null,
    status,
    type: m.mType,
    peer: String(group),
    ...(m.rating === null ? {} : { score: m.rating }),
  };
}

/** Reads the history again when the account's stream brings anything (a member's receipt, a broadcast). */
function useFollowStream(domain: string, me: string, group: number) {
  const live = useLiveState();
  const client = useQueryClient();
  const statuses = live?.statuses;
  const messages = live?.messages.get(String(group));
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the stream's state changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: broadcastKeys.history(domain, me, group) }),
      300,
    );
    return () => clearTimeout(timer);
  }, [statuses, messages]);
}

function History({ domain, me, group }: { domain: string; me: string; group: BroadcastGroup }) {
  const t = useT();
  const history = useHistory(domain, me, group.group_number);
  useFollowStream(domain, me, group.group_number);
  const viewport = useRef<HTMLDivElement>(null);
  const rows = history.data?.data ?? [];
  const newest = rows[0]?.mMessageId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the newest broadcast down
  useLayoutEffect(() => {
    const el = viewport.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);
  if (history.isError && rows.length === 0) {
    return (
      <Center className={classes.messages} p="lg">
        <LoadFailed onRetry={() => void history.refetch()} />
      </Center>
    );
  }
  if (history.isLoading) {
    return (
      <Center className={classes.messages}>
        <Loader size="sm" aria-label={t('list.loading')} />
      </Center>
    );
  }
  if (rows.length === 0) {
    return (
      <Center className={classes.messages} p="lg">
        <Stack align="center" gap={4} maw={320}>
          <IconSpeakerphone size={40} stroke={1.3} color="var(--mantine-color-harbor-3)" />
          <Text size="sm" fw={600}>
            {t('broadcast.history.empty')}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('broadcast.history.emptyHint')}
          </Text>
        </Stack>
      </Center>
    );
  }
  // Oldest at the top, as a conversation reads.
  const ordered = [...rows].reverse();
  return (
    <ScrollArea className={classes.messages} viewportRef={viewport} type="auto">
      <div
        className={classes.messageColumn}
        role="log"
        aria-label={t('broadcast.history.label', { name: group.group_name })}
      >
        {ordered.map((m) => {
          const outgoing = m.mType === 1;
          return (
            <Stack key={`${m.sender}/${m.mMessageId}`} gap={2} data-testid="broadcast">
              <MessageBubble
                message={shownBroadcast(m, group.group_number)}
                outgoing={outgoing}
                sender={outgoing ? null : m.sender}
              />
              {outgoing ? (
                <Text size="xs" c="dimmed" ta="right" data-testid="broadcast-counts">
                  {t('broadcast.history.counts', {
                    delivered: m.delivered,
                    read: m.read,
                    members: m.members,
                  })}
                </Text>
              ) : null}
            </Stack>
          );
        })}
      </div>
    </ScrollArea>
  );
}

function Input({ domain, me, group }: { domain: string; me: string; group: BroadcastGroup }) {
  const t = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendBroadcast(domain);
  const ready = text.trim() !== '' && !send.isPending;
  const submit = async () => {
    if (!ready) return;
    setError(null);
    try {
      await send.mutateAsync({ group: group.group_number, sender: me, message: text.trim() });
      setText('');
    } catch (cause) {
      setError((isApiError(cause) ? cause.serverMessage : null) ?? t('broadcast.input.failed'));
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };
  return (
    <div className={classes.composer}>
      {error ? (
        <Text size="xs" c="red" role="alert" mb={4}>
          {error}
        </Text>
      ) : null}
      <div className={classes.composeRow}>
        <Textarea
          aria-label={t('broadcast.input.placeholder')}
          placeholder={t('broadcast.input.placeholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={MESSAGE_TEXT_MAX}
          style={{ flex: 1 }}
          classNames={{ input: classes.composerInput }}
        />
        <Button
          onClick={() => void submit()}
          disabled={!ready}
          loading={send.isPending}
          leftSection={<IconSend size={16} />}
          aria-label={t('broadcast.input.sendLabel', { name: group.group_name })}
        >
          {t('broadcast.input.send')}
        </Button>
      </div>
    </div>
  );
}

export function GroupPanel({
  domain,
  me,
  group,
  mayWrite,
  onBack,
}: {
  domain: string;
  me: string | null;
  group: BroadcastGroup | null;
  mayWrite: boolean;
  onBack?: () => void;
}) {
  const t = useT();
  const members = useMembers(domain, group?.group_number ?? null);
  // Spec 000 §2.8: 'Connection Status' with the dot; on a phone the dot alone says the state.
  const status = (
    <Group gap={8} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {t('broadcast.connectionStatus')}
      </Text>
      <ConnectionDot withText={!onBack} />
    </Group>
  );
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.panel}
      component="section"
      aria-label={t('broadcast.title')}
    >
      {group ? (
        <div className={classes.header}>
          {onBack ? (
            <Tooltip label={t('broadcast.back')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size={36}
                onClick={onBack}
                aria-label={t('broadcast.back')}
              >
                <IconArrowLeft size={20} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          <GroupDot color={group.group_color} size={14} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} size="h5" lineClamp={1}>
              {group.group_name}
            </Title>
            <Text size="xs" c="dimmed" truncate>
              {t('broadcast.groupNumber', { number: group.group_number })}
              {members.data ? ` · ${t('broadcast.members', { count: members.data.data.length })}` : ''}
            </Text>
            {/* On a phone the name keeps the row; the status goes under it. */}
            {onBack ? status : null}
          </div>
          {onBack ? null : status}
        </div>
      ) : (
        <div className={classes.header}>
          <Text size="sm" c="dimmed" style={{ flex: 1 }}>
            {t('broadcast.pick')}
          </Text>
          {status}
        </div>
      )}
      {group && me ? (
        <History key={group.group_number} domain={domain} me={me} group={group} />
      ) : (
        <Center className={classes.messages} p="lg">
          <Stack align="center" gap="xs" maw={320}>
            <IconSpeakerphone size={44} stroke={1.3} color="var(--mantine-color-harbor-3)" />
            <Text size="sm" c="dimmed" ta="center">
              {me ? t('broadcast.pick') : t('broadcast.noAccount')}
            </Text>
          </Stack>
        </Center>
      )}
      {group && me ? (
        mayWrite ? (
          <Input key={group.group_number} domain={domain} me={me} group={group} />
        ) : (
          <Text size="sm" c="dimmed" className={classes.composerNote} role="note">
            {t('broadcast.readOnly')}
          </Text>
        )
      ) : null}
    </Paper>
  );
}
