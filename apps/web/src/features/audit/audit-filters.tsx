/**
 * The Audit screen's advanced search: user, entity, action, date from, date to and order (Newest on Top
 * by default, which is no filter). Dates are days of the browser's zone, sent as the instants they span.
 */
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@portside/contract/audit';
import dayjs from 'dayjs';
import { useT } from '../../kit/i18n/index.ts';
import type { AdvancedSearchFields, QueryParams } from '../../kit/list/index.ts';

export type AuditFilters = {
  user: string;
  entity: string | null;
  action: string | null;
  dateFrom: string;
  dateTo: string;
  orderBy: 'DESC' | 'ASC';
};

export const noAuditFilters: AuditFilters = {
  user: '',
  entity: null,
  action: null,
  dateFrom: '',
  dateTo: '',
  orderBy: 'DESC',
};

/** The list query of the filters, with the API's names. */
export function auditFilterParams(f: AuditFilters): QueryParams {
  return {
    user: f.user,
    entity: f.entity,
    action: f.action,
    // The days as the screen shows times (the browser's zone), sent as instants: the whole of each day.
    dateFrom: f.dateFrom ? dayjs(f.dateFrom).startOf('day').toISOString() : '',
    dateTo: f.dateTo ? dayjs(f.dateTo).endOf('day').toISOString() : '',
    orderby: 'at',
    order: f.orderBy,
  };
}

export const AuditFilterFields: AdvancedSearchFields<AuditFilters> = ({ draft, change }) => {
  const t = useT();
  const select = { clearable: true, comboboxProps: { withinPortal: true } } as const;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
      <TextInput
        label={t('audit.filters.user')}
        value={draft.user}
        onChange={(event) => change({ user: event.currentTarget.value })}
      />
      <Select
        {...select}
        label={t('audit.filters.entity')}
        placeholder={t('audit.filters.any')}
        data={AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`audit.entities.${e}`) }))}
        value={draft.entity}
        onChange={(value) => change({ entity: value })}
        searchable
      />
      <Select
        {...select}
        label={t('audit.filters.action')}
        placeholder={t('audit.filters.any')}
        data={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) }))}
        value={draft.action}
        onChange={(value) => change({ action: value })}
      />
      <Select
        label={t('audit.filters.orderBy')}
        data={[
          { value: 'DESC', label: t('audit.filters.newest') },
          { value: 'ASC', label: t('audit.filters.oldest') },
        ]}
        value={draft.orderBy}
        onChange={(value) => change({ orderBy: value === 'ASC' ? 'ASC' : 'DESC' })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        type="date"
        label={t('audit.filters.dateFrom')}
        value={draft.dateFrom}
        max={draft.dateTo || undefined}
        onChange={(event) => change({ dateFrom: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('audit.filters.dateTo')}
        value={draft.dateTo}
        min={draft.dateFrom || undefined}
        onChange={(event) => change({ dateTo: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
};
