/// <reference types="vite-plugin-pwa/client" />
/**
 * The installable console's service worker (issue 15 item 2; made by vite-plugin-pwa, configured in
 * vite.config.ts). Registered once the page has rendered, so it never competes with the first screen's
 * code over a slow link. When the server has a newer build (its sw.js changed: checked at each load and
 * every hour), the new worker waits and a notice offers Reload: the page is never swapped under someone's
 * typing. The worker never caches API answers.
 */

import type { registerSW as RegisterSW } from 'virtual:pwa-register';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useT } from '../i18n/index.ts';

/** How often an open page asks the server whether a newer build is there. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
export const UPDATE_NOTICE_ID = 'portside-update';

function UpdateNotice({ onReload }: { onReload: () => void }) {
  const t = useT();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
        {t('common.updateReady')}
      </Text>
      {/* Never squeezed: the whole word stays readable beside a long sentence at 390 px. */}
      <Button size="xs" onClick={onReload} style={{ flexShrink: 0 }}>
        {t('common.reload')}
      </Button>
    </Group>
  );
}

/** `registerSW` is vite-plugin-pwa's (main.tsx passes it in; a test passes its own). */
export function registerServiceWorker(registerSW: typeof RegisterSW): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    onNeedRefresh() {
      notifications.show({
        id: UPDATE_NOTICE_ID,
        message: <UpdateNotice onReload={() => void updateSW(true)} />,
        autoClose: false,
        withCloseButton: true,
      });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });
}
