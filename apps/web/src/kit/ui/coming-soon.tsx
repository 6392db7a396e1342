/** A titled placeholder for a console screen that a coming release builds. */
import { Anchor, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../i18n/index.ts';
import { PageHeader } from './page-header.tsx';

export function ComingSoon({ title }: { title: string }) {
  const t = useT();
  return (
    <>
      <PageHeader title={title} />
      <Card withBorder radius="md" padding="xl">
        <Stack gap="md" align="flex-start">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color="harbor" size="lg" radius="xl">
              <IconClock size={20} />
            </ThemeIcon>
            <Text pt={6}>{t('common.comingSoon')}</Text>
          </Group>
          <Anchor component={Link} to="/dashboard" fw={500}>
            <Group gap={6} wrap="nowrap">
              <IconArrowLeft size={16} />
              {t('common.backToDashboard')}
            </Group>
          </Anchor>
        </Stack>
      </Card>
    </>
  );
}
