/** The answer of a billing reset (spec 002 §5): Total, Success and Error; pressing Error downloads the rejected cabins. */
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ResetCabinsResult } from '@portside/contract/callingcards/cards';
import { IconDownload } from '@tabler/icons-react';
import { downloadFile } from '../../../kit/client-export.ts';
import { formatCount } from '../../../kit/format.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { rejectedText } from './pin-rules.ts';

function Figure({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} c={color} lh={1.2}>
        {formatCount(value)}
      </Text>
    </>
  );
}

export function ResetResults({ result, onDone }: { result: ResetCabinsResult['data']; onDone: () => void }) {
  const t = useT();
  const accepted = result.accepted.obj.length;
  const rejected = result.rejected.obj;
  const download = () =>
    downloadFile(`${t('pins.reset.rejectedFile')}.txt`, rejectedText(rejected), 'text/plain;charset=utf-8');
  return (
    <Stack gap="md">
      <SimpleGrid cols={3} spacing="sm">
        <Paper withBorder p="sm" ta="center" role="group" aria-label={t('pins.reset.total')}>
          <Figure label={t('pins.reset.total')} value={accepted + rejected.length} />
        </Paper>
        <Paper withBorder p="sm" ta="center" role="group" aria-label={t('pins.reset.success')}>
          <Figure label={t('pins.reset.success')} value={accepted} color="teal.8" />
        </Paper>
        {rejected.length > 0 ? (
          <Paper withBorder p="sm" ta="center" component="button" type="button" onClick={download} w="100%">
            <Group gap={4} justify="center" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t('pins.reset.error')}
              </Text>
              <IconDownload size={14} color="var(--mantine-color-red-7)" aria-hidden />
            </Group>
            <Text fz={28} fw={700} c="red.8" lh={1.2}>
              {formatCount(rejected.length)}
            </Text>
          </Paper>
        ) : (
          <Paper withBorder p="sm" ta="center" role="group" aria-label={t('pins.reset.error')}>
            <Figure label={t('pins.reset.error')} value={0} />
          </Paper>
        )}
      </SimpleGrid>
      {rejected.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('pins.reset.errorHint')}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          {t('pins.reset.done')}
        </Button>
      </Group>
    </Stack>
  );
}
