/**
 * The CDRs advanced search (spec 002 CDRs): call id, PIN, from, to, date from, date to, termination cause,
 * call direction, archived and order by (Newest on Top by default, which is no filter).
 */
import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { CALL_DIRECTIONS, TERMINATE_CAUSES } from '@portside/contract/callingcards/cdrs';
import { causeLabel } from '../../../kit/call-causes.ts';
import { useT } from '../../../kit/i18n/index.ts';
import type { AdvancedSearchFields, QueryParams } from '../../../kit/list/index.ts';
import { dayStartInZone } from '../../../kit/time/ship-time.ts';

export type CdrFilters = {
  callid: string;
  pin: string;
  from: string;
  to: string;
  dateFrom: string;
  dateTo: string;
  terminatecauseid: string | null;
  calldirection: string | null;
  archived: boolean;
  orderBy: 'DESC' | 'ASC';
};

export const noCdrFilters: CdrFilters = {
  callid: '',
  pin: '',
  from: '',
  to: '',
  dateFrom: '',
  dateTo: '',
  terminatecauseid: null,
  calldirection: null,
  archived: false,
  orderBy: 'DESC',
};

/**
 * The list query of the filters, with the API's names (spec 002 §7). The days are days of the zone the
 * screen shows times in (the ship's), sent as instants: the whole of each day.
 */
export const cdrFilterParams =
  (zone: string | undefined) =>
  (f: CdrFilters): QueryParams => ({
    callid: f.callid,
    pin: f.pin,
    src: f.from,
    destination: f.to,
    dateFilterFrom: f.dateFrom ? dayStartInZone(f.dateFrom, zone).toISOString() : '',
    dateFilterTo: f.dateTo
      ? dayStartInZone(f.dateTo, zone).add(1, 'day').subtract(1, 'ms').toISOString()
      : '',
    terminatecauseid: f.terminatecauseid,
    direction: f.calldirection,
    archived: f.archived ? 1 : null,
    orderby: 'starttime',
    order: f.orderBy,
  });

const TEXT_FIELDS = [
  ['callid', 'pinCdrs.filters.callid', 'text'],
  ['pin', 'pinCdrs.filters.pin', 'numeric'],
  ['from', 'pinCdrs.filters.from', 'tel'],
  ['to', 'pinCdrs.filters.to', 'tel'],
] as const;

export const CdrFilterFields: AdvancedSearchFields<CdrFilters> = ({ draft, change }) => {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
      {TEXT_FIELDS.map(([field, label, mode]) => (
        <TextInput
          key={field}
          label={t(label)}
          inputMode={mode}
          value={draft[field]}
          onChange={(event) => change({ [field]: event.currentTarget.value })}
        />
      ))}
      <TextInput
        type="date"
        label={t('pinCdrs.filters.dateFrom')}
        value={draft.dateFrom}
        max={draft.dateTo || undefined}
        onChange={(event) => change({ dateFrom: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('pinCdrs.filters.dateTo')}
        value={draft.dateTo}
        min={draft.dateFrom || undefined}
        onChange={(event) => change({ dateTo: event.currentTarget.value })}
      />
      <Select
        label={t('pinCdrs.filters.terminatecauseid')}
        placeholder={t('pinCdrs.filters.any')}
        data={TERMINATE_CAUSES.map((c) => ({ value: c, label: causeLabel(c, t) }))}
        value={draft.terminatecauseid}
        onChange={(value) => change({ terminatecauseid: value })}
        clearable
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('pinCdrs.filters.calldirection')}
        placeholder={t('pinCdrs.filters.any')}
        data={CALL_DIRECTIONS.map((d) => ({ value: d, label: t(`pinCdrs.directions.${d}`) }))}
        value={draft.calldirection}
        onChange={(value) => change({ calldirection: value })}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('pinCdrs.filters.orderBy')}
        data={[
          { value: 'DESC', label: t('pinCdrs.filters.newest') },
          { value: 'ASC', label: t('pinCdrs.filters.oldest') },
        ]}
        value={draft.orderBy}
        onChange={(value) => change({ orderBy: value === 'ASC' ? 'ASC' : 'DESC' })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Switch
        mt={{ xs: 30 }}
        label={t('pinCdrs.filters.archived')}
        checked={draft.archived}
        onChange={(event) => change({ archived: event.currentTarget.checked })}
      />
    </SimpleGrid>
  );
};
