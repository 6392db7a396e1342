/**
 * The connection dot (spec 000 §2.7: green connected, red not) with a name for screen readers, and the
 * quiet banner shown while the link is down: what is typed is kept, when the next try is, and a way to
 * try now (issue 11 item 7).
 */
import { Alert, Box, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useT } from '../../kit/i18n/index.ts';
import { useConnection } from './data/connection.ts';

const STATE_TEXT = {
  connected: 'messaging.connection.connected',
  connecting: 'messaging.connection.connecting',
  disconnected: 'messaging.connection.disconnected',
} as const;

export function ConnectionDot({ withText = false }: { withText?: boolean }) {
  const t = useT();
  const { state } = useConnection();
  const text = t(STATE_TEXT[state]);
  const label = t('messaging.connection.label', { state: text });
  return (
    <Tooltip label={label}>
      <Group gap={6} wrap="nowrap" role="status" aria-label={label} data-state={state}>
        <Box
          component="span"
          w={10}
          h={10}
          style={{
            borderRadius: '50%',
            flex: 'none',
            background: `var(--mantine-color-${state === 'connected' ? 'green-6' : 'red-6'})`,
            boxShadow: `0 0 0 3px var(--mantine-color-${state === 'connected' ? 'green-1' : 'red-1'})`,
          }}
        />
        {withText ? (
          <Text size="xs" c="dimmed" aria-hidden>
            {text}
          </Text>
        ) : null}
      </Group>
    </Tooltip>
  );
}

export function ReconnectBanner() {
  const t = useT();
  const { state, nextRetryInMs, retryNow } = useConnection();
  if (state === 'connected' || nextRetryInMs === null) return null;
  // useConnection renders again every second while an attempt is planned: a countdown.
  const seconds = Math.ceil(nextRetryInMs / 1000);
  return (
    <Alert color="gray" variant="light" py={6} icon={<IconWifiOff size={18} />} role="status">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">
          {t('messaging.connection.reconnecting')}{' '}
          {seconds > 0 ? t('messaging.connection.retryIn', { seconds }) : t('messaging.connection.retrying')}
        </Text>
        <Button size="compact-xs" variant="default" onClick={retryNow}>
          {t('messaging.connection.retryNow')}
        </Button>
      </Group>
    </Alert>
  );
}
