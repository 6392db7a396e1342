/**
 * The home of an extension session (DESIGN §3, issue 10 item 2): instead of the admin console's side bar
 * and menus, a top bar naming the extension with Logout, and the extension's own cards under it. A console
 * user who opens /self goes to the dashboard; the console routes send an extension here (app/self-service-gate).
 */
import { ActionIcon, Box, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { useT } from '../../kit/i18n/index.ts';
import { useFollowSessionLanguage } from '../../kit/session/use-language.ts';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { BrandLogo } from '../../kit/ui/brand-mark.tsx';
import { LanguageMenu } from '../../kit/ui/language-menu.tsx';
import { useLogout } from '../auth/api/use-logout.ts';
import classes from './self.module.css';
import { SelfHome } from './self-home.tsx';

export function SelfLayout() {
  const t = useT();
  const session = useCurrentSession();
  const logout = useLogout();
  useFollowSessionLanguage(session);
  if (session.role !== 'extension') return <Navigate to="/dashboard" replace />;
  const onLogout = () =>
    logout.mutate(undefined, {
      onError: () =>
        notifications.show({ color: 'red', title: t('common.oops'), message: t('self.logoutFailed') }),
    });
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <BrandLogo size={30} />
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Text fw={700} fz={{ base: 'md', sm: 'lg' }} lh={1.25} truncate>
            {t('self.extension', { extension: session.extension ?? session.username })}
          </Text>
          <Text size="xs" c="harbor.1" truncate>
            {t('self.environment', { name: session.environment.name, code: session.environment.code })}
          </Text>
        </Stack>
        <LanguageMenu compact onDark />
        <Button
          variant="white"
          color="harbor"
          size="sm"
          leftSection={<IconLogout size={16} />}
          onClick={onLogout}
          loading={logout.isPending}
          visibleFrom="xs"
        >
          {t('self.logout')}
        </Button>
        {/* On a phone the extension's name needs the room: Logout is its icon, as in the console's top bar. */}
        <ActionIcon
          variant="white"
          color="harbor"
          size={36}
          onClick={onLogout}
          loading={logout.isPending}
          aria-label={t('self.logout')}
          hiddenFrom="xs"
        >
          <IconLogout size={18} />
        </ActionIcon>
      </header>
      <Box
        component="main"
        maw={1040}
        mx="auto"
        px={{ base: 'sm', xs: 'md', sm: 'xl' }}
        py={{ base: 'md', sm: 'xl' }}
      >
        <SelfHome />
      </Box>
    </div>
  );
}
