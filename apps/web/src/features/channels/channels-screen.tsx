/**
 * Channels: the current environment's outside channels (SMS, WhatsApp, Apple Messages for Business,
 * Viber for Business, Telegram), each with its icon, whether it is configured, where new conversations
 * go, the webhook address to give the provider, and Configure. A channel that is not configured keeps
 * the messages sent to it, marked failed with the reason in the inbox. Administrators only
 * ('environment.manage'): a provider's credentials are the ship's settings.
 */
import { Alert, Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ChannelSetting } from '@portside/contract/channels';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { type TFunction, useT } from '../../kit/i18n/index.ts';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { PageLoader } from '../../kit/ui/page-loader.tsx';
import { ChannelIcon, channelName } from '../messaging/channels.tsx';
import { useChannels } from './api/channel-api.ts';
import { ChannelDialog } from './channel-dialog.tsx';

function StatusBadge({ setting, t }: { setting: ChannelSetting; t: TFunction }) {
  const [color, key] = setting.configured
    ? ['teal', 'channels.status.configured']
    : setting.inbox_account && !setting.enabled
      ? ['gray', 'channels.status.disabled']
      : ['orange', 'channels.status.notConfigured'];
  return (
    <Badge variant="light" color={color}>
      {t(key as 'channels.status.configured')}
    </Badge>
  );
}

function ChannelCard({ setting, onEdit }: { setting: ChannelSetting; onEdit: () => void }) {
  const t = useT();
  const name = channelName(t, setting.channel);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ChannelIcon channel={setting.channel} size={32} />
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{name}</Text>
            <StatusBadge setting={setting} t={t} />
          </div>
        </Group>
        <Button
          variant="light"
          leftSection={<IconSettings size={16} />}
          onClick={onEdit}
          aria-label={t('channels.editLabel', { channel: name })}
          style={{ flexShrink: 0 }}
        >
          {t('channels.edit')}
        </Button>
      </Group>
      <Stack gap={4} mt="sm">
        <Text size="sm">
          {t('channels.inboxAccount')}: {setting.inbox_account ?? t('channels.none')}
        </Text>
        {setting.sender ? (
          <Text size="sm">
            {t('channels.fields.sender')}: {setting.sender}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('channels.webhook')}
        </Text>
        <Code style={{ overflowWrap: 'anywhere' }}>{`${window.location.origin}${setting.webhook_path}`}</Code>
      </Stack>
    </Paper>
  );
}

export function ChannelsScreen() {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  const channels = useChannels(domain);
  const [editing, setEditing] = useState<ChannelSetting | null>(null);
  return (
    <Stack gap="md">
      <Title order={1}>{t('channels.title')}</Title>
      <Text c="dimmed">{t('channels.intro')}</Text>
      {channels.isPending ? <PageLoader /> : null}
      {channels.isError ? (
        <Alert color="red" title={t('common.oops')}>
          {t('channels.errors.loadFailed')}
        </Alert>
      ) : null}
      {channels.data?.data.map((setting) => (
        <ChannelCard key={setting.channel} setting={setting} onEdit={() => setEditing(setting)} />
      ))}
      <ChannelDialog
        key={editing?.channel ?? 'none'}
        domain={domain}
        setting={editing}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
