/** Everything a screen relies on: Mantine theme, notifications, TanStack Query. */
import {
  type DrawerProps,
  MantineProvider,
  type MantineThemeComponent,
  type ModalProps,
  mergeThemeOverrides,
  type NotificationProps,
  type PasswordInputProps,
} from '@mantine/core';
import { Notifications, notifications, useNotifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { isApiError } from '../kit/api-client.ts';
import { useT } from '../kit/i18n/index.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not get better by asking again; a dropped satellite link might.
        retry: (count, error) =>
          count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Where notices go (issue 16 item 14): a band at the top of the screen that no dialog enters. A notice
 * shows there one at a time (a newer one takes the place of the one shown), at most a title and two
 * lines of text, so it fits
 * the band; every dialog (modal or drawer) starts below the band and its content scrolls under its
 * sticky title, so a notice never hides a dialog's title or buttons, on a phone as on a desk.
 */
export const NOTICE_BAND_PX = 112;
const band = `${NOTICE_BAND_PX}px`;

/**
 * A component's theme entry, typed by its props. Plain objects rather than `Modal.extend(…)`: naming
 * Modal, Drawer or PasswordInput here would put their code in the entry, which the sign-in screen loads,
 * though it shows none of them (issue 15 item 6).
 */
type Themed<Props> = MantineThemeComponent & { defaultProps?: Partial<Props> };

const noticeBandTheme = mergeThemeOverrides(theme, {
  components: {
    Modal: {
      styles: {
        inner: { paddingTop: band },
        content: { maxHeight: `calc(100dvh - ${band} - var(--modal-y-offset, 5dvh))` },
      },
    } satisfies Themed<ModalProps>,
    Drawer: { styles: { inner: { paddingTop: band } } } satisfies Themed<DrawerProps>,
    // A notice's text is cut after two lines, so a notice (a title and two lines) fits the band.
    Notification: {
      styles: {
        title: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
        description: {
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        },
      },
    } satisfies Themed<NotificationProps>,
  },
});

/** One notice in the band: a newer notice (waiting in the queue of limit 1) takes the shown one's place. */
function NewestNoticeWins() {
  const { notifications: shown, queue } = useNotifications();
  useEffect(() => {
    if (queue.length === 0) return;
    for (const notice of shown) if (notice.id) notifications.hide(notice.id);
  }, [shown, queue]);
  return null;
}

export function Providers({
  client,
  children,
  test = false,
}: {
  client: QueryClient;
  children: React.ReactNode;
  /** Tests: no transitions, no portals. */
  test?: boolean;
}) {
  // Every dialog's and drawer's close button (an icon) has a name in the page's language (issue 15 item 3),
  // and so has a password field's eye (Mantine's own is English; aria-pressed says whether it is shown).
  const t = useT();
  const dismiss = t('common.dismiss');
  const showPassword = t('common.showPassword');
  const themed = useMemo(() => {
    const closeButtonProps = { 'aria-label': dismiss };
    return mergeThemeOverrides(noticeBandTheme, {
      components: {
        Modal: { defaultProps: { closeButtonProps } } satisfies Themed<ModalProps>,
        Drawer: { defaultProps: { closeButtonProps } } satisfies Themed<DrawerProps>,
        PasswordInput: {
          defaultProps: { visibilityToggleButtonProps: { 'aria-label': showPassword } },
        } satisfies Themed<PasswordInputProps>,
      },
    });
  }, [dismiss, showPassword]);
  return (
    <MantineProvider
      theme={themed}
      cssVariablesResolver={cssVariablesResolver}
      env={test ? 'test' : 'default'}
    >
      <Notifications position="top-center" limit={1} />
      <NewestNoticeWins />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
