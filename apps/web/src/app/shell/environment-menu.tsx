/** Switches among exactly the session's granted environments, without a new sign-in. */
import { Button, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Session } from '@portside/contract';
import { IconCheck, IconChevronDown, IconShip } from '@tabler/icons-react';
import { useSwitchEnvironment } from '../../features/auth/api/use-switch-environment.ts';
import { useT } from '../../kit/i18n/index.ts';

export function EnvironmentMenu({ session, compact }: { session: Session; compact: boolean }) {
  const t = useT();
  const switchEnvironment = useSwitchEnvironment();
  const current = session.environment;
  const label = compact ? current.code : `${current.name} (${current.code})`;
  const single = session.environments.length <= 1;

  const choose = (code: string) => {
    if (code === current.code) return;
    switchEnvironment.mutate(code, {
      onSuccess: (next) =>
        notifications.show({ color: 'teal', message: t('shell.switched', { name: next.environment.name }) }),
      onError: () =>
        notifications.show({ color: 'red', title: t('common.oops'), message: t('shell.switchFailed') }),
    });
  };

  const trigger = (
    <Button
      variant="light"
      color="gray"
      size="sm"
      c="white"
      bg="rgba(255,255,255,0.12)"
      leftSection={<IconShip size={16} />}
      rightSection={single ? null : <IconChevronDown size={14} />}
      loading={switchEnvironment.isPending}
      aria-label={`${t('shell.environment')}: ${current.name} (${current.code})`}
      maw={compact ? 120 : 280}
      style={single ? { cursor: 'default' } : undefined}
    >
      <Text span inherit truncate>
        {label}
      </Text>
    </Button>
  );
  if (single) return trigger;

  return (
    <Menu position="bottom-end" withinPortal width={260}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.switchEnvironment')}</Menu.Label>
        {session.environments.map((env) => (
          <Menu.Item
            key={env.code}
            onClick={() => choose(env.code)}
            rightSection={env.code === current.code ? <IconCheck size={14} /> : null}
            fw={env.code === current.code ? 600 : undefined}
          >
            {env.name} ({env.code})
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
