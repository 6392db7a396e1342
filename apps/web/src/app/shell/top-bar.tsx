/**
 * The top bar (spec 000 §2.5): organisation name, environment chooser, language, Logout. Under the organisation,
 * who is signed in and their role (issue 10), so a person who misses a screen or a button sees why.
 */
import { ActionIcon, Badge, Burger, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Session } from '@portside/contract';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '../../features/auth/api/use-logout.ts';
import { useT } from '../../kit/i18n/index.ts';
import { roleLabel } from '../../kit/session/permissions.ts';
import { BrandLogo } from '../../kit/ui/brand-mark.tsx';
import { LanguageMenu } from '../../kit/ui/language-menu.tsx';
import { EnvironmentMenu } from './environment-menu.tsx';
import classes from './shell.module.css';

export function TopBar({
  session,
  mobile,
  navOpened,
  onBurger,
}: {
  session: Session;
  mobile: boolean;
  navOpened: boolean;
  onBurger: () => void;
}) {
  const t = useT();
  const logout = useLogout();
  const onLogout = () =>
    logout.mutate(undefined, {
      onError: () =>
        notifications.show({ color: 'red', title: t('common.oops'), message: t('shell.logoutFailed') }),
    });

  return (
    <div className={classes.header}>
      {mobile ? (
        <Burger
          opened={navOpened}
          onClick={onBurger}
          color="white"
          size="sm"
          aria-label={navOpened ? t('shell.closeMenu') : t('shell.openMenu')}
        />
      ) : null}
      <BrandLogo size={30} />
      {/* On a phone the bar has no room for who is signed in: the side bar's drawer shows it (Identity). */}
      {mobile ? <div style={{ flex: 1 }} /> : <Identity session={session} onDark />}
      <EnvironmentMenu session={session} compact={mobile} />
      <LanguageMenu compact={mobile} onDark />
      {mobile ? (
        <Tooltip label={t('shell.logout')}>
          <ActionIcon
            variant="subtle"
            color="white"
            size="lg"
            onClick={onLogout}
            loading={logout.isPending}
            aria-label={t('shell.logout')}
          >
            <IconLogout size={20} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant="white"
          color="harbor"
          size="sm"
          leftSection={<IconLogout size={16} />}
          onClick={onLogout}
          loading={logout.isPending}
        >
          {t('shell.logout')}
        </Button>
      )}
    </div>
  );
}

/** The organisation, and who is signed in with their role (issue 10): in the top bar, or atop a phone's drawer. */
export function Identity({ session, onDark }: { session: Session; onDark?: boolean }) {
  const t = useT();
  const orgName = session.organization.name.trim() || t('brand.name');
  const role = t(roleLabel(session.role));
  return (
    <Stack gap={onDark ? 0 : 4} miw={0} style={{ flex: 1 }}>
      <Text
        fw={700}
        fz={{ base: 'md', sm: 'lg' }}
        lh={1.25}
        truncate={onDark}
        title={orgName}
        c={onDark ? undefined : 'harbor.9'}
      >
        {orgName}
      </Text>
      <Group
        gap={6}
        wrap={onDark ? 'nowrap' : 'wrap'}
        miw={0}
        title={t('access.signedInAs', { username: session.username, role })}
      >
        <Text size="xs" c={onDark ? 'harbor.1' : 'dimmed'} truncate miw={0}>
          {session.username}
        </Text>
        <Badge
          size="xs"
          variant={onDark ? 'white' : 'light'}
          color="harbor"
          radius="sm"
          tt="none"
          style={{ flexShrink: 0 }}
        >
          {role}
        </Badge>
      </Group>
    </Stack>
  );
}
