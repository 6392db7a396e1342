/** Not-found (spec 000 §2.2): Go Back to the marketing route, the heading and the unknown path. */
import { Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCompass } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../kit/i18n/index.ts';
import { BrandMark } from '../../kit/ui/brand-mark.tsx';

export function NotFoundScreen() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Center mih="100dvh" p="md" bg="gray.0" component="main">
      <Card withBorder radius="lg" padding="xl" maw={560} w="100%" shadow="sm">
        <Stack gap="lg" align="flex-start">
          <BrandMark />
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconCompass size={30} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 26 }} c="harbor.9">
            {t('notFound.title')}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('notFound.text', { path: pathname })}
          </Text>
          <Button component={Link} to="/" leftSection={<IconArrowLeft size={16} />}>
            {t('notFound.goBack')}
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
