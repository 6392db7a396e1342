/**
 * PBX Call Records (issue 14 item 3): every call through the PBX, newest first, from
 * GET /v3/pbx/domain/{domain}/cdrs. Search over caller and destination, advanced search (direction,
 * hangup cause, days, order), column chooser, export and Load More. Duration reads m:ss, the hangup
 * cause in words (kit/call-causes.ts, as the calling-card CDRs), times and the days of the date filter
 * in the ship's time zone. The export writes what the screen shows; the raw values (UTC time, seconds,
 * the cause's code) are columns of their own in the chooser.
 */
import { Badge, Text } from '@mantine/core';
import { CALL_CAUSES } from '@portside/contract/call-causes';
import { PBX_CALL_DIRECTIONS, type PbxCdr, type PbxCdrList } from '@portside/contract/pbx/cdrs';
import { useMemo } from 'react';
import { causeLabel, causeWords } from '../../../kit/call-causes.ts';
import { type TFunction, useT } from '../../../kit/i18n/index.ts';
import { type ListColumn, ListScreen, useListController } from '../../../kit/list/index.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { useLocalTimezone } from '../../../kit/time/use-ship-zone.ts';
import { noPbxCdrFilters, PbxCdrFilterFields, pbxCdrFilterParams } from './pbx-cdr-filters.tsx';

export const pbxCdrsPath = (domain: string) => `/v3/pbx/domain/${encodeURIComponent(domain)}/cdrs`;

/** Seconds as m:ss (65 → 1:05; an hour and more stays in minutes, 3725 → 62:05). */
export function minutesSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const page = (answer: PbxCdrList) => ({
  rows: answer.cdrs,
  total: answer.total,
  totalKind: answer.total_kind,
});

const DIRECTION_COLORS: Record<PbxCdr['direction'], string> = {
  inbound: 'blue',
  outbound: 'grape',
  local: 'gray',
};

/** A raw value beside a formatted column: hidden by default, written as stored. */
const raw = (id: string, title: string, value: (row: PbxCdr) => string | number): ListColumn<PbxCdr> => ({
  id,
  title,
  defaultVisible: false,
  render: value,
});

export function pbxCdrColumns(t: TFunction): ListColumn<PbxCdr>[] {
  return [
    {
      id: 'start_stamp',
      title: t('pbxCdrs.start'),
      date: 'YYYY-MM-DD HH:mm:ss',
      width: 120,
      overflow: 'wrap',
    },
    { id: 'caller_id_number', title: t('pbxCdrs.caller') },
    { id: 'destination_number', title: t('pbxCdrs.destination'), overflow: 'anywhere' },
    {
      id: 'direction',
      title: t('pbxCdrs.direction'),
      exportLabels: Object.fromEntries(PBX_CALL_DIRECTIONS.map((d) => [d, t(`pbxCdrs.directions.${d}`)])),
      render: (row) => (
        <Badge variant="light" color={DIRECTION_COLORS[row.direction]} radius="sm" tt="none">
          {t(`pbxCdrs.directions.${row.direction}`)}
        </Badge>
      ),
    },
    {
      id: 'duration',
      title: t('pbxCdrs.duration'),
      textAlign: 'right',
      render: (row) => minutesSeconds(row.duration),
    },
    {
      id: 'hangup_cause',
      title: t('pbxCdrs.hangupCause'),
      overflow: 'wrap',
      // Every cause the screen has words for, not only the filter's: the export writes what the rows show.
      exportLabels: causeWords(CALL_CAUSES, t),
      render: (row) => causeLabel(row.hangup_cause, t),
    },
    { id: 'id', title: t('pbxCdrs.id'), defaultVisible: false, overflow: 'anywhere' },
    raw('start_stamp_utc', t('pbxCdrs.startUtc'), (row) => row.start_stamp),
    raw('duration_seconds', t('pbxCdrs.durationSeconds'), (row) => row.duration),
    raw('hangup_cause_code', t('pbxCdrs.hangupCauseCode'), (row) => row.hangup_cause),
  ];
}

export function PbxCdrsScreen() {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  // Times, the date filter's days and the export are the ship's, as on the calling-card CDRs.
  const local = useLocalTimezone(domain);
  const zone = local.data?.timezone;
  const filterParams = useMemo(() => pbxCdrFilterParams(zone), [zone]);
  const list = useListController<PbxCdr, PbxCdrList, typeof noPbxCdrFilters>({
    queryKey: ['pbx-cdrs', domain],
    path: pbxCdrsPath(domain),
    page,
    filters: noPbxCdrFilters,
    filterParams,
  });
  const columns = useMemo(() => pbxCdrColumns(t), [t]);
  return (
    <ListScreen
      title={t('pbxCdrs.title')}
      screen="pbx-cdrs"
      list={list}
      columns={columns}
      rowKey="id"
      searchPlaceholder={t('pbxCdrs.search')}
      advancedSearch={PbxCdrFilterFields}
      loadMoreLabel={t('pbxCdrs.loadMore')}
      exportAsShown
      timeZone={zone}
      actions={
        local.data ? (
          <Text size="sm" c="dimmed">
            {t('pbxCdrs.shipTime', { zone: local.data.timezone, offset: local.data.utc_offset })}
          </Text>
        ) : null
      }
    />
  );
}
