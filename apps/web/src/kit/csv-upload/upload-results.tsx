/** Total, Success and Error of a finished upload; Error is a button that downloads the failed rows. */
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadFile } from '../client-export.ts';
import { formatCount } from '../format.ts';
import { useT } from '../i18n/index.ts';
import { failuresText } from './failures-file.ts';
import classes from './upload-results.module.css';
import type { CsvUploadState } from './use-csv-upload.ts';

type Complete = Extract<CsvUploadState, { state: 'complete' }>;

function Figure({
  label,
  value,
  color,
  download = false,
}: {
  label: string;
  value: number;
  color?: string;
  download?: boolean;
}) {
  return (
    <>
      <Group gap={4} justify="center" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {download ? <IconDownload size={14} color="var(--mantine-color-red-7)" aria-hidden /> : null}
      </Group>
      <Text fz={28} fw={700} c={color} lh={1.2}>
        {formatCount(value)}
      </Text>
    </>
  );
}

export function UploadResults({ upload, failuresFileName }: { upload: Complete; failuresFileName: string }) {
  const t = useT();
  const errors = upload.failures.length;
  const download = () =>
    downloadFile(`${failuresFileName}.txt`, failuresText(upload.failures, t), 'text/plain;charset=utf-8');
  return (
    <>
      <SimpleGrid cols={3} spacing="sm">
        <Paper withBorder p="sm" ta="center" role="group" aria-label={t('csvUpload.total')}>
          <Figure label={t('csvUpload.total')} value={upload.total} />
        </Paper>
        <Paper withBorder p="sm" ta="center" role="group" aria-label={t('csvUpload.success')}>
          <Figure label={t('csvUpload.success')} value={upload.success} color="teal.8" />
        </Paper>
        {errors > 0 ? (
          <Paper
            withBorder
            p="sm"
            ta="center"
            component="button"
            type="button"
            onClick={download}
            w="100%"
            className={classes.errorButton}
          >
            <Figure label={t('csvUpload.error')} value={errors} color="red.8" download />
          </Paper>
        ) : (
          <Paper withBorder p="sm" ta="center" role="group" aria-label={t('csvUpload.error')}>
            <Figure label={t('csvUpload.error')} value={errors} />
          </Paper>
        )}
      </SimpleGrid>
      {errors > 0 ? (
        <Text size="sm" c="dimmed">
          {t('csvUpload.errorHint')}
        </Text>
      ) : null}
    </>
  );
}
