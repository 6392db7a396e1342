/** Upgrade notice (spec 002 "Upgrade page"): an icon and a message per module, and Dismiss. */
import { Anchor, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCreditCard, IconLock, IconMessages, IconServer } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { type I18nKey, useT } from '../../kit/i18n/index.ts';

const MODULES: Record<string, { icon: typeof IconLock; message: I18nKey }> = {
  omnichannel: { icon: IconMessages, message: 'upgrade.omnichannel' },
  callingcards: { icon: IconCreditCard, message: 'upgrade.callingcards' },
  pbx: { icon: IconServer, message: 'upgrade.pbx' },
};

export function UpgradeScreen() {
  const t = useT();
  const module = useParams().module ?? '';
  const { icon: Icon, message } = MODULES[module] ?? { icon: IconLock, message: 'upgrade.other' };
  return (
    <Card withBorder radius="lg" padding="xl" maw={560} mx="auto" mt={{ base: 0, sm: 'xl' }} shadow="sm">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light">
          <Icon size={38} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={24} c="harbor.9">
          {t('upgrade.title')}
        </Title>
        <Text size="lg">{t(message)}</Text>
        <Anchor component={Link} to="/dashboard" fw={600}>
          {t('common.dismiss')}
        </Anchor>
      </Stack>
    </Card>
  );
}
