/**
 * PBX Call Records (issue 14 item 3): every call through the PBX, newest first, from
 * GET /v3/pbx/domain/{domain}/cdrs. Search over caller and destination, advanced search (direction,
 * hangup cause, days, order), column chooser, export and Load More. Duration reads m:ss, the hangup
 * cause in words.
 */
import { Badge } from '@mantine/core';
import type { PbxCdr, PbxCdrList } from '@portside/contract/pbx/cdrs';
import { useMemo } from 'react';
import { type TFunction, useT } from '../../../kit/i18n/index.ts';
import { type ListColumn, ListScreen, useListController } from '../../../kit/list/index.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { causeLabel } from '../../callingcards/cdrs/cdr-format.ts';
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
      render: (row) => causeLabel(row.hangup_cause, t),
    },
    { id: 'id', title: t('pbxCdrs.id'), defaultVisible: false, overflow: 'anywhere' },
  ];
}

export function PbxCdrsScreen() {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  const list = useListController<PbxCdr, PbxCdrList, typeof noPbxCdrFilters>({
    queryKey: ['pbx-cdrs', domain],
    path: pbxCdrsPath(domain),
    page,
    filters: noPbxCdrFilters,
    filterParams: pbxCdrFilterParams,
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
    />
  );
}
