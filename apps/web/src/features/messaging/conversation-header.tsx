/**
 * The conversation header (spec 000 §2.7): the peer's name (a group's names, 3 then +N) and channel
 * icon, or 'Select user to start conversation'; the connection dot; on a phone, a back button to the
 * list; Update Extension for a single app or extension peer, for a role that may change the PBX.
 */
import { ActionIcon, Button, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconUserCog } from '@tabler/icons-react';
import { useT } from '../../kit/i18n/index.ts';
import { ChannelIcon, channelName } from './channels.tsx';
import { ConnectionDot } from './connection-status.tsx';
import { PeerAvatar } from './conversation-row.tsx';
import classes from './inbox.module.css';
import { conversationTitle, isGroup, isSystem, membersOf, otherNames, type Selection } from './peer.ts';

export function ConversationHeader({
  selection,
  me,
  onBack,
  onUpdateExtension,
}: {
  selection: Selection | null;
  me: string | null;
  /** On a phone: back to the list. */
  onBack?: () => void;
  /** Absent when the peer is no extension or the role may not change one. */
  onUpdateExtension?: () => void;
}) {
  const t = useT();
  if (!selection) {
    return (
      <div className={classes.header}>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {t('messaging.header.select')}
        </Text>
        <ConnectionDot withText />
      </div>
    );
  }
  const { peer, channel, names } = selection;
  const title = conversationTitle(t, peer, names, me);
  const group = isGroup(peer);
  const detail = group
    ? t('messaging.header.members', { count: membersOf(peer).length })
    : isSystem(peer)
      ? channelName(t, channel)
      : `${channelName(t, channel)} · ${peer}`;
  return (
    <div className={classes.header}>
      {onBack ? (
        <Tooltip label={t('messaging.header.back')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={36}
            onClick={onBack}
            aria-label={t('messaging.header.back')}
          >
            <IconArrowLeft size={20} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <PeerAvatar peer={peer} title={title} channel={channel} size={40} />
      <div className={classes.rowBody}>
        <Title
          order={2}
          fz="md"
          fw={700}
          lineClamp={2}
          title={group ? otherNames(peer, names, me).join(', ') : undefined}
        >
          {title}
        </Title>
        <Group gap={6} wrap="nowrap">
          <ChannelIcon channel={channel} label={channelName(t, channel)} size={16} variant="transparent" />
          <Text size="xs" c="dimmed" truncate="end">
            {detail}
          </Text>
        </Group>
      </div>
      <Group gap="xs" wrap="nowrap" ml="auto">
        {onUpdateExtension ? (
          <Tooltip label={t('messaging.header.updateExtension')}>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconUserCog size={16} />}
              onClick={onUpdateExtension}
              className={classes.updateButton}
              aria-label={t('messaging.account.updateLabel', { number: peer })}
            >
              <span className={classes.updateText}>{t('messaging.header.updateExtension')}</span>
            </Button>
          </Tooltip>
        ) : null}
        <ConnectionDot />
      </Group>
    </div>
  );
}
