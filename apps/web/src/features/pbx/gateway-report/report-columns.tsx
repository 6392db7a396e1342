/** The gateway report's columns: Gateway, then one count per site read, a failed site marked in its heading. */
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { formatCount } from '../../../kit/format.ts';
import type { TFunction } from '../../../kit/i18n/index.ts';
import type { ListColumn } from '../../../kit/list/index.ts';
import type { ReportRow, SiteResult } from './report-rows.ts';

export function reportColumns(t: TFunction, sites: readonly SiteResult[]): ListColumn<ReportRow>[] {
  return [
    { id: 'gateway', title: t('gatewayReport.gateway') },
    ...sites.map(
      (site): ListColumn<ReportRow> => ({
        id: site.code,
        title: site.code,
        textAlign: 'right',
        header:
          site.status === 'failed' ? (
            <Tooltip label={t('gatewayReport.failedHint')} multiline w={220}>
              <Group gap={6} wrap="nowrap" justify="flex-end">
                {site.code}
                <Badge color="red" variant="light" size="sm">
                  {t('gatewayReport.failed')}
                </Badge>
              </Group>
            </Tooltip>
          ) : undefined,
        render: (row) => {
          const count = row.counts[site.code];
          return (
            <Text size="sm" span c={count === null ? 'dimmed' : undefined}>
              {count === null || count === undefined ? '—' : formatCount(count)}
            </Text>
          );
        },
      }),
    ),
  ];
}
