/**
 * Gateway Report (spec 001 §2): 'Start reading all sites' reads each granted site in turn, with the site
 * being read and a percentage; the table has one row per gateway number and a room-extension count per
 * site, in the order the session lists the sites (the fleet roster's). The console stays on the user's
 * own environment throughout (sites are named by ?domain=).
 */
import { Button, Card, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useMemo } from 'react';
import { csvFileName, downloadFile, toCsv } from '../../../kit/client-export.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { ExportButton, ListBody, ListHeader } from '../../../kit/list/index.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { reportColumns } from './report-columns.tsx';
import { reportCsvRows, reportRows } from './report-rows.ts';
import { useReadAllSites } from './use-read-all-sites.ts';

export function GatewayReportScreen() {
  const t = useT();
  const session = useCurrentSession();
  const sites = session.environments;
  const { read, start } = useReadAllSites(sites);
  const results = read.state === 'idle' ? [] : read.results;
  const rows = useMemo(() => reportRows(results), [results]);
  const failed = results.filter((r) => r.status === 'failed').length;

  const exportCsv = () =>
    downloadFile(
      csvFileName('gatewayreport', session.environment.code),
      toCsv([t('gatewayReport.gateway'), ...results.map((r) => r.code)], reportCsvRows(results, rows)),
    );

  const status =
    read.state === 'reading'
      ? t('gatewayReport.reading', { site: read.current, percent: read.percent })
      : read.state === 'done'
        ? failed > 0
          ? t('gatewayReport.doneWithFailures', { count: results.length, failed })
          : t('gatewayReport.done', { count: results.length })
        : t('gatewayReport.idle', { sites: sites.map((s) => s.code).join(', ') });

  return (
    <>
      <ListHeader
        title={t('screens.gatewayReport')}
        actions={
          <Button
            onClick={() => void start()}
            loading={read.state === 'reading'}
            leftSection={read.state === 'done' ? <IconRefresh size={18} /> : <IconPlayerPlay size={18} />}
          >
            {read.state === 'done' ? t('gatewayReport.again') : t('gatewayReport.start')}
          </Button>
        }
      />
      <Card withBorder radius="md" mb="md">
        <Stack gap="xs">
          <Text size="sm" role="status" aria-live="polite">
            {status}
          </Text>
          {read.state === 'idle' ? null : (
            <Progress
              value={read.state === 'done' ? 100 : read.percent}
              aria-label={t('gatewayReport.progressLabel')}
              size="lg"
              color={read.state === 'done' && failed > 0 ? 'orange' : undefined}
              animated={read.state === 'reading'}
            />
          )}
        </Stack>
      </Card>
      {read.state === 'idle' ? null : (
        <ListBody
          label={t('screens.gatewayReport')}
          rows={rows}
          columns={reportColumns(t, results)}
          rowKey="gateway"
          fetching={read.state === 'reading' && rows.length === 0}
          aside={<ExportButton onClick={exportCsv} disabled={read.state !== 'done' || rows.length === 0} />}
        />
      )}
    </>
  );
}
