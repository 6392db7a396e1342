/**
 * Shown in place of a screen whose code could not load while the device is offline: the service worker
 * keeps the shell, the sign-in, the dashboard and the public site, and each other screen once it has been
 * opened, so only a screen never opened on this device needs the link (issue 15 item 2).
 */
import { Button, Card, Center, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useT } from '../i18n/index.ts';
import { BrandMark } from '../ui/brand-mark.tsx';

export function OfflineScreen() {
  const t = useT();
  return (
    <Center mih="100dvh" p="md">
      <Card withBorder radius="lg" padding="xl" maw={460} w="100%">
        <Stack gap="md">
          <BrandMark />
          <Title order={1} size="h3" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <IconWifiOff aria-hidden size={24} />
            {t('common.offlineTitle')}
          </Title>
          <Text>{t('common.offlineNotLoaded')}</Text>
          <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
        </Stack>
      </Card>
    </Center>
  );
}
