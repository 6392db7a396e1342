/**
 * The CSV upload modal every list screen shares (spec 002 "Bulk CSV upload conventions"): choose a .csv
 * file, upload its rows one create call at a time with a progress bar and a Stop button, then Total,
 * Success and Error; pressing Error downloads the failed rows; Done closes and refreshes the screen.
 */
import {
  Alert,
  Button,
  Code,
  FileInput,
  Group,
  Loader,
  Modal,
  Progress,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconAlertCircle, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCount } from '../format.ts';
import { type TFunction, useT } from '../i18n/index.ts';
import type { CsvProblem } from './parse-csv.ts';
import { MAX_UPLOAD_ROWS } from './parse-csv.ts';
import { UploadResults } from './upload-results.tsx';
import { type CsvUploadOptions, type CsvUploadState, useCsvUpload } from './use-csv-upload.ts';

export interface CsvUploadDialogProps<Request> extends CsvUploadOptions<Request> {
  opened: boolean;
  /** The modal's title, e.g. 'Upload App Access CSV'. */
  title: string;
  onClose: () => void;
  /** Called when the dialog closes after rows were sent: the screen refreshes its list. */
  onDone: () => void;
  /** Name of the failures download, without extension, e.g. 'appaccess-failures'. */
  failuresFileName: string;
  /** What goes in each column (required and optional), listed under the column names. */
  columnNotes?: Partial<Record<string, string>>;
}

function problemText(problem: CsvProblem, t: TFunction): string {
  switch (problem.code) {
    case 'missingColumns':
      return t('csvUpload.errors.missingColumns', {
        count: problem.columns.length,
        columns: problem.columns.join(', '),
      });
    case 'tooManyRows':
      return t('csvUpload.errors.tooManyRows', { max: formatCount(MAX_UPLOAD_ROWS) });
    default:
      return t(`csvUpload.errors.${problem.code}`);
  }
}

const sentRows = (upload: CsvUploadState) =>
  upload.state === 'running' || upload.state === 'complete' ? upload.done : 0;

export function CsvUploadDialog<Request>({
  opened,
  title,
  onClose,
  onDone,
  failuresFileName,
  columnNotes,
  ...options
}: CsvUploadDialogProps<Request>) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const { upload, start, stop, reset } = useCsvUpload(options);
  const running = upload.state === 'parsing' || upload.state === 'running';

  const close = () => {
    if (running) return;
    const refresh = sentRows(upload) > 0;
    reset();
    setFile(null);
    onClose();
    if (refresh) onDone();
  };

  const choose = (next: File | null) => {
    setFile(next);
    if (upload.state === 'error') reset();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size={560}
      centered
      closeOnClickOutside={!running}
      closeOnEscape={!running}
      withCloseButton={!running}
    >
      {upload.state === 'idle' || upload.state === 'error' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (file) void start(file);
          }}
        >
          <Stack gap="md">
            <Stack gap={6}>
              <Group gap={6}>
                <Text size="sm" fw={500}>
                  {t('csvUpload.columns')}:
                </Text>
                {options.columns.map((column) => (
                  <Code key={column}>{column}</Code>
                ))}
              </Group>
              {options.optionalColumns?.length ? (
                <Group gap={6}>
                  <Text size="sm" fw={500}>
                    {t('csvUpload.optionalColumns')}:
                  </Text>
                  {options.optionalColumns.map((column) => (
                    <Code key={column}>{column}</Code>
                  ))}
                </Group>
              ) : null}
              {columnNotes ? (
                <Table
                  fz="sm"
                  withRowBorders={false}
                  verticalSpacing={2}
                  horizontalSpacing={0}
                  aria-label={t('csvUpload.columnNotes')}
                >
                  <Table.Tbody>
                    {[...options.columns, ...(options.optionalColumns ?? [])].map((column) =>
                      columnNotes[column] ? (
                        <Table.Tr key={column}>
                          <Table.Th scope="row" fw={400} pe="sm" w="1%" style={{ verticalAlign: 'top' }}>
                            <Code>{column}</Code>
                          </Table.Th>
                          <Table.Td c="dimmed">{columnNotes[column]}</Table.Td>
                        </Table.Tr>
                      ) : null,
                    )}
                  </Table.Tbody>
                </Table>
              ) : null}
              <Text size="sm" c="dimmed">
                {t('csvUpload.hint')}
              </Text>
            </Stack>
            <FileInput
              label={t('csvUpload.file')}
              placeholder={t('csvUpload.filePlaceholder')}
              accept=".csv,text/csv"
              value={file}
              onChange={choose}
              clearable
              leftSection={<IconFileTypeCsv size={18} />}
              data-autofocus
            />
            {upload.state === 'error' ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
                {problemText(upload.problem, t)}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('csvUpload.cancel')}
              </Button>
              <Button type="submit" disabled={!file || upload.state === 'error'}>
                {t('csvUpload.upload')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}

      {upload.state === 'parsing' ? (
        <Group gap="sm" py="md" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('csvUpload.reading')}</Text>
        </Group>
      ) : null}

      {upload.state === 'running' ? (
        <Stack gap="md">
          <Text size="sm" role="status">
            {upload.stopping
              ? t('csvUpload.stopping')
              : t('csvUpload.progress', { done: formatCount(upload.done), total: formatCount(upload.total) })}
          </Text>
          <Progress
            value={Math.round((upload.done / upload.total) * 100)}
            aria-label={t('csvUpload.progressLabel')}
            size="lg"
            animated
            transitionDuration={200}
          />
          <Group justify="flex-end">
            <Button variant="default" color="red" onClick={stop} disabled={upload.stopping}>
              {t('csvUpload.stop')}
            </Button>
          </Group>
        </Stack>
      ) : null}

      {upload.state === 'complete' ? (
        <Stack gap="md">
          <UploadResults upload={upload} failuresFileName={failuresFileName} />
          {upload.stopped ? (
            <Text size="sm" c="dimmed">
              {t('csvUpload.stopped', { done: formatCount(upload.done), total: formatCount(upload.total) })}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={close} data-autofocus>
              {t('csvUpload.done')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
