/**
 * What a role sees on a page it may not open (a typed URL, an old bookmark): the page's name is not
 * shown, only why (the role, and what that role cannot do) and the way home. The server refuses the
 * page's calls with 403 anyway; this says so before any call is made.
 */
import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Permission } from '@portside/contract';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../i18n/index.ts';
import { homePath, permissionLabel, roleLabel } from '../session/permissions.ts';
import { useCurrentSession } from '../session/use-session.ts';

export function NoAccess({ permission }: { permission: Permission }) {
  const t = useT();
  const session = useCurrentSession();
  return (
    <Card withBorder radius="lg" padding="xl" maw={560} mx="auto" mt={{ base: 0, sm: 'xl' }} shadow="sm">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color="orange">
          <IconLock size={38} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={24} c="harbor.9">
          {t('access.noAccess.title')}
        </Title>
        <Text size="lg">
          {t('access.noAccess.text', {
            role: t(roleLabel(session.role)),
            permission: t(permissionLabel(permission)),
          })}
        </Text>
        <Text c="dimmed">{t('access.noAccess.hint')}</Text>
        <Button component={Link} to={homePath(session)} leftSection={<IconArrowLeft size={16} />}>
          {t('access.noAccess.home')}
        </Button>
      </Stack>
    </Card>
  );
}
