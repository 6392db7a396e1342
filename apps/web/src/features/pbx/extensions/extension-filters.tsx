/**
 * The Extensions advanced search (spec 001 §2): six text filters, type analog or ip, the configured,
 * unConfigured and temporary flags (analog only) and the order, Newest on Top (DESC) by default.
 */
import {
  Checkbox,
  Fieldset,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useT } from '../../../kit/i18n/index.ts';
import type { AdvancedSearchFields, QueryParams } from '../../../kit/list/index.ts';

export type ExtensionFilters = {
  extension: string;
  callerIdName: string;
  callerIdNumber: string;
  outboundCallerIdName: string;
  outboundCallerIdNumber: string;
  description: string;
  type: 'analog' | 'ip' | null;
  configured: boolean;
  unConfigured: boolean;
  temporary: boolean;
  orderBy: 'DESC' | 'ASC';
};

export const noExtensionFilters: ExtensionFilters = {
  extension: '',
  callerIdName: '',
  callerIdNumber: '',
  outboundCallerIdName: '',
  outboundCallerIdNumber: '',
  description: '',
  type: null,
  configured: false,
  unConfigured: false,
  temporary: false,
  orderBy: 'DESC',
};

/** The list query of the filters (spec 001 §7 names); the flags only go with type analog. */
export function extensionFilterParams(f: ExtensionFilters): QueryParams {
  const analog = f.type === 'analog';
  return {
    extension: f.extension,
    effective_caller_id_name: f.callerIdName,
    effective_caller_id_number: f.callerIdNumber,
    outbound_caller_id_name: f.outboundCallerIdName,
    outbound_caller_id_number: f.outboundCallerIdNumber,
    description: f.description,
    type: f.type,
    configured: analog && f.configured ? true : analog && f.unConfigured ? false : undefined,
    temporary: analog && f.temporary ? true : undefined,
    orderby: 'insert_date',
    order: f.orderBy,
  };
}

const TEXT_FIELDS = [
  ['extension', 'extensions.filters.extension'],
  ['callerIdName', 'extensions.filters.callerIdName'],
  ['callerIdNumber', 'extensions.filters.callerIdNumber'],
  ['outboundCallerIdName', 'extensions.filters.outboundCallerIdName'],
  ['outboundCallerIdNumber', 'extensions.filters.outboundCallerIdNumber'],
  ['description', 'extensions.filters.description'],
] as const;

export const ExtensionFilterFields: AdvancedSearchFields<ExtensionFilters> = ({ draft, change }) => {
  const t = useT();
  const analog = draft.type === 'analog';
  return (
    <Stack gap="md">
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
      <Select
        label={t('extensions.filters.type')}
        placeholder={t('extensions.filters.anyType')}
        data={[
          { value: 'analog', label: t('extensions.filters.analog') },
          { value: 'ip', label: t('extensions.filters.ip') },
        ]}
        value={draft.type}
        onChange={(value) =>
          value === 'analog'
            ? change({ type: value })
            : // The flags are analog-only: another type clears them.
              change({
                type: value === 'ip' ? value : null,
                configured: false,
                unConfigured: false,
                temporary: false,
              })
        }
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      {analog ? (
        <Fieldset legend={t('extensions.filters.analogOnly')} variant="filled" p="sm">
          <Group gap="lg">
            <Checkbox
              label={t('extensions.filters.configured')}
              checked={draft.configured}
              onChange={(e) => change({ configured: e.currentTarget.checked, unConfigured: false })}
            />
            <Checkbox
              label={t('extensions.filters.unConfigured')}
              checked={draft.unConfigured}
              onChange={(e) => change({ unConfigured: e.currentTarget.checked, configured: false })}
            />
            <Checkbox
              label={t('extensions.filters.temporary')}
              checked={draft.temporary}
              onChange={(e) => change({ temporary: e.currentTarget.checked })}
            />
          </Group>
        </Fieldset>
      ) : null}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="extension-order">
          {t('extensions.filters.orderBy')}
        </Text>
        <SegmentedControl
          aria-labelledby="extension-order"
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
