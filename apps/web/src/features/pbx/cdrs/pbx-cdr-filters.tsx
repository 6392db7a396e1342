/**
 * The Call Records advanced search: direction, hangup cause (in words), a day range (from and to, both
 * included, days of the ship's time zone, sent as the instants they start and end at) and the order,
 * Newest on Top by default.
 */
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { PBX_CALL_DIRECTIONS, PBX_HANGUP_CAUSES } from '@portside/contract/pbx/cdrs';
import { causeLabel } from '../../../kit/call-causes.ts';
import { useT } from '../../../kit/i18n/index.ts';
import type { AdvancedSearchFields, QueryParams } from '../../../kit/list/index.ts';
import { dayStartInZone } from '../../../kit/time/ship-time.ts';

export type PbxCdrFilters = {
  direction: string | null;
  hangupCause: string | null;
  from: string;
  to: string;
  orderBy: 'DESC' | 'ASC';
};

export const noPbxCdrFilters: PbxCdrFilters = {
  direction: null,
  hangupCause: null,
  from: '',
  to: '',
  orderBy: 'DESC',
};

/**
 * The list query of the filters. The days are days of the zone the screen shows times in (the ship's;
 * the browser's until it is known), sent as instants: from the start of `from` to the last millisecond
 * of `to`.
 */
export const pbxCdrFilterParams =
  (zone: string | undefined) =>
  (f: PbxCdrFilters): QueryParams => ({
    direction: f.direction,
    hangup_cause: f.hangupCause,
    from: f.from ? dayStartInZone(f.from, zone).toISOString() : '',
    to: f.to ? dayStartInZone(f.to, zone).add(1, 'day').subtract(1, 'ms').toISOString() : '',
    orderby: 'start_stamp',
    order: f.orderBy,
  });

export const PbxCdrFilterFields: AdvancedSearchFields<PbxCdrFilters> = ({ draft, change }) => {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
      <Select
        label={t('pbxCdrs.direction')}
        placeholder={t('pbxCdrs.any')}
        data={PBX_CALL_DIRECTIONS.map((d) => ({ value: d, label: t(`pbxCdrs.directions.${d}`) }))}
        value={draft.direction}
        onChange={(value) => change({ direction: value })}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('pbxCdrs.hangupCause')}
        placeholder={t('pbxCdrs.any')}
        data={PBX_HANGUP_CAUSES.map((c) => ({ value: c, label: causeLabel(c, t) }))}
        value={draft.hangupCause}
        onChange={(value) => change({ hangupCause: value })}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        type="date"
        label={t('pbxCdrs.from')}
        value={draft.from}
        max={draft.to || undefined}
        onChange={(event) => change({ from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('pbxCdrs.to')}
        value={draft.to}
        min={draft.from || undefined}
        onChange={(event) => change({ to: event.currentTarget.value })}
      />
      <Select
        label={t('pbxCdrs.orderBy')}
        data={[
          { value: 'DESC', label: t('pbxCdrs.newest') },
          { value: 'ASC', label: t('pbxCdrs.oldest') },
        ]}
        value={draft.orderBy}
        onChange={(value) => change({ orderBy: value === 'ASC' ? 'ASC' : 'DESC' })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
};
