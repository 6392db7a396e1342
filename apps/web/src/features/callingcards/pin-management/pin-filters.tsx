/**
 * The PIN advanced search (spec 002 'Pin Management'): Pin (or Cabin), Name and Order By (Newest on Top
 * by default, which is no filter).
 */
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { CardType } from '@portside/contract/callingcards/cards';
import { useT } from '../../../kit/i18n/index.ts';
import type { AdvancedSearchFields, QueryParams } from '../../../kit/list/index.ts';

export type PinFilters = { pin: string; name: string; orderBy: 'newest' | 'oldest' };

export const noPinFilters: PinFilters = { pin: '', name: '', orderBy: 'newest' };

/** The list query of the filters (spec 002 §7: orderby=creationdate, order DESC by default). */
export function pinFilterParams(f: PinFilters): QueryParams {
  return {
    pin: f.pin.trim(),
    name: f.name.trim(),
    orderby: 'creationdate',
    order: f.orderBy === 'oldest' ? 'ASC' : 'DESC',
  };
}

/** The fields for the screen's type (the first is labelled Pin or Cabin). */
export function pinFilterFields(type: CardType | null): AdvancedSearchFields<PinFilters> {
  return function PinFilterFields({ draft, change }) {
    const t = useT();
    return (
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t(`pins.filters.pin.${type ?? 'admin'}`)}
          value={draft.pin}
          onChange={(event) => change({ pin: event.currentTarget.value })}
        />
        <TextInput
          label={t('pins.filters.name')}
          value={draft.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
        />
        <Select
          label={t('pins.filters.orderBy')}
          data={[
            { value: 'newest', label: t('pins.filters.newest') },
            { value: 'oldest', label: t('pins.filters.oldest') },
          ]}
          value={draft.orderBy}
          onChange={(value) => change({ orderBy: value === 'oldest' ? 'oldest' : 'newest' })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
    );
  };
}
