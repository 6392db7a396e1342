/** The root of every page: scroll restoration, a thin progress bar while a screen loads, errors. */
import { Button, Card, Center, Progress, Stack, Text } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useT } from '../kit/i18n/index.ts';
import { OfflineScreen } from '../kit/pwa/offline-screen.tsx';
import { BrandMark } from '../kit/ui/brand-mark.tsx';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'idle' ? null : (
        <Progress
          value={100}
          animated
          size={3}
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1000 }}
          aria-hidden
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** A screen's code failed to load (the link dropped) or crashed: say so calmly, offer a reload. */
export function RouteError() {
  const t = useT();
  // Offline, a screen never opened on this device has no code here yet (kit/pwa/offline-screen.tsx).
  if (!navigator.onLine) return <OfflineScreen />;
  return (
    <Center mih="100dvh" p="md">
      <Card withBorder radius="lg" padding="xl" maw={460} w="100%">
        <Stack gap="md">
          <BrandMark />
          <Text>{t('common.chunkFailed')}</Text>
          <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
        </Stack>
      </Card>
    </Center>
  );
}
