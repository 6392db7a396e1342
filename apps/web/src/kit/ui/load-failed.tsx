/** A quiet notice when data could not be loaded (never a broken screen), with a retry. */
import { Alert, Button, Center, Group, Text } from '@mantine/core';
import { IconSatellite } from '@tabler/icons-react';
import { useT } from '../i18n/index.ts';

export function LoadFailed({ onRetry, fullPage = false }: { onRetry: () => void; fullPage?: boolean }) {
  const t = useT();
  const notice = (
    <Alert color="gray" variant="light" icon={<IconSatellite size={20} />} maw={560} w="100%" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('common.loadFailed')}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
  return fullPage ? (
    <Center mih="60vh" p="md">
      {notice}
    </Center>
  ) : (
    notice
  );
}
