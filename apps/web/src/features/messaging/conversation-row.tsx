/**
 * One conversation in the left panel: avatar, name (group names 3 then +N, 'System Message' for the
 * system), time of the newest message, its channel and text, and the unread count, each shown as the
 * display columns say.
 */
import { Avatar, Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { type Conversation, fromWireDate } from '@portside/contract/messaging';
import { IconInfoCircle, IconRobot, IconUser, IconUsersGroup } from '@tabler/icons-react';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { type TFunction, useT } from '../../kit/i18n/index.ts';
import { CHANNEL_COLORS, ChannelIcon, channelName, channelOf } from './channels.tsx';
import { localDate } from './conversation-columns.ts';
import classes from './inbox.module.css';
import { conversationTitle, initials, isBot, isGroup, isSystem } from './peer.ts';

dayjs.extend(localizedFormat);

/** A short time for a list: the time today, 'Yesterday', the weekday within the week, else the date. */
export function shortDate(t: TFunction, wire: string, now = new Date()): string {
  const at = dayjs(fromWireDate(wire));
  if (!at.isValid()) return '';
  if (at.isSame(now, 'day')) return at.format('LT');
  if (at.isSame(dayjs(now).subtract(1, 'day'), 'day')) return t('messaging.list.yesterday');
  return now.getTime() - at.valueOf() < 6 * 86_400_000 ? at.format('ddd') : at.format('ll');
}

export function PeerAvatar({
  peer,
  title,
  channel,
  size = 42,
}: {
  peer: string;
  title: string;
  channel: string;
  size?: number;
}) {
  const color = isSystem(peer) ? 'gray' : CHANNEL_COLORS[channelOf(channel)];
  const icon = isSystem(peer) ? (
    <IconInfoCircle size={size * 0.5} />
  ) : isGroup(peer) ? (
    <IconUsersGroup size={size * 0.5} />
  ) : isBot(peer) ? (
    <IconRobot size={size * 0.5} />
  ) : null;
  const letters = initials(title);
  return (
    <Avatar size={size} radius="xl" color={color} variant="light" aria-hidden>
      {icon ?? (letters || <IconUser size={size * 0.5} />)}
    </Avatar>
  );
}

export function ConversationRow({
  row,
  me,
  visible,
  active,
  onOpen,
}: {
  row: Conversation;
  me: string | null;
  visible: readonly string[];
  active: boolean;
  onOpen: (row: Conversation) => void;
}) {
  const t = useT();
  const title = conversationTitle(t, row.peer, row.peer_names, me);
  const show = (id: string) => visible.includes(id);
  const outgoing = row.type === 1;
  return (
    <UnstyledButton
      className={classes.row}
      data-active={active || undefined}
      aria-current={active ? 'true' : undefined}
      aria-label={title}
      onClick={() => onOpen(row)}
    >
      <PeerAvatar peer={row.peer} title={title} channel={row.channel} />
      <div className={classes.rowBody}>
        <Group justify="space-between" wrap="nowrap" gap={6}>
          {show('name') ? (
            <Text size="sm" fw={row.unread > 0 ? 700 : 600} truncate="end" c="dark.7">
              {title}
            </Text>
          ) : (
            <span />
          )}
          {show('date') ? (
            <Text
              size="xs"
              c={row.unread > 0 ? 'harbor.7' : 'dimmed'}
              style={{ flex: 'none' }}
              title={localDate(row.date)}
            >
              {shortDate(t, row.date)}
            </Text>
          ) : null}
        </Group>
        {show('peer') ? (
          <Text size="xs" c="dimmed" truncate="end">
            {row.peer}
          </Text>
        ) : null}
        <Group wrap="nowrap" gap={6} mt={2}>
          {show('channel') ? (
            <ChannelIcon channel={row.channel} label={channelName(t, row.channel)} size={18} />
          ) : null}
          {show('message') ? (
            <Text size="sm" c="dimmed" truncate="end" style={{ flex: 1 }}>
              {outgoing ? `${t('messaging.you')}: ` : ''}
              {row.message}
            </Text>
          ) : (
            <span style={{ flex: 1 }} />
          )}
          {show('unread') && row.unread > 0 ? (
            <Badge size="sm" circle aria-label={t('messaging.unread', { count: row.unread })}>
              {row.unread}
            </Badge>
          ) : null}
        </Group>
      </div>
    </UnstyledButton>
  );
}
