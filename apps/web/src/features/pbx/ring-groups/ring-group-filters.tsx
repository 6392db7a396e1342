/**
 * The Ring Groups advanced search (spec 001 §2): extension, caller name, caller number, call timeout,
 * type (the strategy) and order by (Newest on Top by default, which is no filter).
 */
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { RING_GROUP_STRATEGIES, type RingGroupStrategy } from '@portside/contract/pbx/ring-groups';
import { useT } from '../../../kit/i18n/index.ts';
import type { AdvancedSearchFields, QueryParams } from '../../../kit/list/index.ts';

export const RING_GROUP_ORDERS = ['newest', 'oldest', 'extension', 'name'] as const;
export type RingGroupOrder = (typeof RING_GROUP_ORDERS)[number];

export type RingGroupFilters = {
  extension: string;
  callerIdName: string;
  callerIdNumber: string;
  callTimeout: string;
  strategy: RingGroupStrategy | null;
  orderBy: RingGroupOrder;
};

export const noRingGroupFilters: RingGroupFilters = {
  extension: '',
  callerIdName: '',
  callerIdNumber: '',
  callTimeout: '',
  strategy: null,
  orderBy: 'newest',
};

const ORDER_PARAMS: Record<RingGroupOrder, { orderby: string; order: 'ASC' | 'DESC' }> = {
  newest: { orderby: 'insert_date', order: 'DESC' },
  oldest: { orderby: 'insert_date', order: 'ASC' },
  extension: { orderby: 'ring_group_extension', order: 'ASC' },
  name: { orderby: 'ring_group_name', order: 'ASC' },
};

/** The list query of the filters, with the spec's names (001 §7). */
export function ringGroupFilterParams(f: RingGroupFilters): QueryParams {
  return {
    extension: f.extension,
    callerIdName: f.callerIdName,
    callerIdNumber: f.callerIdNumber,
    callTimeout: f.callTimeout,
    strategy: f.strategy,
    ...ORDER_PARAMS[f.orderBy],
  };
}

const TEXT_FIELDS = [
  ['extension', 'ringGroups.filters.extension', 'numeric'],
  ['callerIdName', 'ringGroups.filters.callerIdName', 'text'],
  ['callerIdNumber', 'ringGroups.filters.callerIdNumber', 'tel'],
] as const;

export const RingGroupFilterFields: AdvancedSearchFields<RingGroupFilters> = ({ draft, change }) => {
  const t = useT();
  return (
    <Stack gap="md">
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
          label={t('ringGroups.filters.callTimeout')}
          inputMode="numeric"
          value={draft.callTimeout}
          // Seconds are whole numbers: anything else would only find nothing.
          onChange={(event) =>
            change({ callTimeout: event.currentTarget.value.replace(/\D/g, '').slice(0, 3) })
          }
        />
        <Select
          label={t('ringGroups.filters.type')}
          placeholder={t('ringGroups.filters.anyType')}
          data={RING_GROUP_STRATEGIES.map((s) => ({ value: s, label: t(`ringGroups.strategies.${s}`) }))}
          value={draft.strategy}
          onChange={(value) => change({ strategy: (value as RingGroupStrategy | null) ?? null })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('ringGroups.filters.orderBy')}
          data={[
            { value: 'newest', label: t('ringGroups.filters.newest') },
            { value: 'oldest', label: t('ringGroups.filters.oldest') },
            { value: 'extension', label: t('ringGroups.filters.byExtension') },
            { value: 'name', label: t('ringGroups.filters.byName') },
          ]}
          value={draft.orderBy}
          onChange={(value) => change({ orderBy: (value as RingGroupOrder | null) ?? 'newest' })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
    </Stack>
  );
};
