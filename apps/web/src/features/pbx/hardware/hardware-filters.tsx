/**
 * The Hardware advanced search: Order By (spec 001 §7: orderby=creationdate&order=DESC, or as chosen),
 * sent with every list request and export: Newest on Top (the default), Oldest on Top, or by MAC address.
 */
import { Select } from '@mantine/core';
import { useT } from '../../../kit/i18n/index.ts';
import type { AdvancedSearchFields, QueryParams } from '../../../kit/list/index.ts';

const ORDERS = ['newest', 'oldest', 'mac'] as const;
type HardwareOrder = (typeof ORDERS)[number];

export type HardwareFilters = { orderBy: HardwareOrder };

export const noHardwareFilters: HardwareFilters = { orderBy: 'newest' };

export function hardwareFilterParams(f: HardwareFilters): QueryParams {
  if (f.orderBy === 'mac') return { orderby: 'mac', order: 'ASC' };
  return { orderby: 'creationdate', order: f.orderBy === 'oldest' ? 'ASC' : 'DESC' };
}

const isOrder = (value: string | null): value is HardwareOrder =>
  (ORDERS as readonly (string | null)[]).includes(value);

export const HardwareFilterFields: AdvancedSearchFields<HardwareFilters> = ({ draft, change }) => {
  const t = useT();
  return (
    <Select
      label={t('hardware.filters.orderBy')}
      data={ORDERS.map((value) => ({ value, label: t(`hardware.filters.${value}`) }))}
      value={draft.orderBy}
      onChange={(value) => change({ orderBy: isOrder(value) ? value : 'newest' })}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
};
