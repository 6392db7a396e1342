/**
 * The Users advanced search (spec 001 §7's list filters): users holding an extension whose number,
 * caller id name or number, outbound caller id name or description contains the text; and the order,
 * Newest on Top (DESC) by default.
 */
import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '../../kit/i18n/index.ts';
import type { AdvancedSearchFields, QueryParams } from '../../kit/list/index.ts';

export type UserFilters = {
  extension: string;
  callerIdName: string;
  callerIdNumber: string;
  outboundCallerIdName: string;
  description: string;
  orderBy: 'DESC' | 'ASC';
};

export const noUserFilters: UserFilters = {
  extension: '',
  callerIdName: '',
  callerIdNumber: '',
  outboundCallerIdName: '',
  description: '',
  orderBy: 'DESC',
};

export const userFilterParams = (f: UserFilters): QueryParams => ({
  extension: f.extension,
  effective_caller_id_name: f.callerIdName,
  effective_caller_id_number: f.callerIdNumber,
  outbound_caller_id_name: f.outboundCallerIdName,
  description: f.description,
  orderby: 'insert_date',
  order: f.orderBy,
});

const TEXT_FIELDS = [
  ['extension', 'extensions.filters.extension'],
  ['callerIdName', 'extensions.filters.callerIdName'],
  ['callerIdNumber', 'extensions.filters.callerIdNumber'],
  ['outboundCallerIdName', 'extensions.filters.outboundCallerIdName'],
  ['description', 'extensions.filters.description'],
] as const;

export const UserFilterFields: AdvancedSearchFields<UserFilters> = ({ draft, change }) => {
  const t = useT();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('users.filtersHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        {TEXT_FIELDS.map(([field, label]) => (
          <TextInput
            key={field}
            label={t(label)}
            value={draft[field]}
            onChange={(event) => change({ [field]: event.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="user-order">
          {t('extensions.filters.orderBy')}
        </Text>
        <SegmentedControl
          aria-labelledby="user-order"
          value={draft.orderBy}
          onChange={(value) => change({ orderBy: value === 'ASC' ? 'ASC' : 'DESC' })}
          data={[
            { value: 'DESC', label: t('extensions.filters.newest') },
            { value: 'ASC', label: t('extensions.filters.oldest') },
          ]}
        />
      </Stack>
    </Stack>
  );
};
