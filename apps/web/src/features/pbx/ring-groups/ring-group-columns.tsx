/**
 * The Ring Groups columns (spec 001 §3): every field of a group can be chosen; Extension, Name, Call
 * Timeout, Strategy, Timeout Action (a badge) and Destinations show by default. The last column holds
 * the row's Edit and Delete and is never chosen or exported; pressing elsewhere on a row edits it too.
 */
import { Group } from '@mantine/core';
import type { RingGroup } from '@portside/contract/pbx/ring-groups';
import type { TFunction } from '../../../kit/i18n/index.ts';
import { type ListColumn, RowAction } from '../../../kit/list/index.ts';
import { DeleteRingGroupButton } from './delete-ring-group-button.tsx';
import { TimeoutActionBadge } from './timeout-action-badge.tsx';

const yesNo = (value: boolean, t: TFunction) => (value ? t('list.yes') : t('list.no'));

export function ringGroupColumns(
  t: TFunction,
  domain: string,
  onEdit: (group: RingGroup) => void,
): ListColumn<RingGroup>[] {
  return [
    { id: 'ring_group_uuid', title: t('ringGroups.id'), defaultVisible: false },
    { id: 'ring_group_extension', title: t('ringGroups.extension') },
    { id: 'ring_group_name', title: t('ringGroups.name'), overflow: 'wrap' },
    {
      id: 'ring_group_caller_id_name',
      title: t('ringGroups.callerIdName'),
      overflow: 'wrap',
      defaultVisible: false,
    },
    { id: 'ring_group_caller_id_number', title: t('ringGroups.callerIdNumber'), defaultVisible: false },
    {
      id: 'ring_group_call_timeout',
      title: t('ringGroups.callTimeout'),
      render: (row) => t('ringGroups.seconds', { value: row.ring_group_call_timeout }),
    },
    {
      id: 'ring_group_strategy',
      title: t('ringGroups.strategy'),
      render: (row) => t(`ringGroups.strategies.${row.ring_group_strategy}`),
    },
    {
      id: 'ring_group_timeout_action',
      title: t('ringGroups.timeoutAction'),
      render: (row) => <TimeoutActionBadge action={row.ring_group_timeout_action} />,
    },
    {
      id: 'destination_numbers',
      title: t('ringGroups.destinations'),
      overflow: 'wrap',
      render: (row) => (row.destination_numbers?.length ? row.destination_numbers.join(', ') : '—'),
    },
    { id: 'ring_group_timeout_app', title: t('ringGroups.timeoutApp'), defaultVisible: false },
    {
      id: 'ring_group_timeout_data',
      title: t('ringGroups.timeoutData'),
      overflow: 'anywhere',
      defaultVisible: false,
    },
    {
      id: 'ring_group_forward_destination',
      title: t('ringGroups.forwardDestination'),
      defaultVisible: false,
    },
    {
      id: 'ring_group_forward_enabled',
      title: t('ringGroups.forwardEnabled'),
      defaultVisible: false,
      render: (row) => yesNo(row.ring_group_forward_enabled, t),
    },
    {
      id: 'ring_group_enabled',
      title: t('ringGroups.enabled'),
      defaultVisible: false,
      render: (row) => yesNo(row.ring_group_enabled, t),
    },
    { id: 'insert_date', title: t('ringGroups.created'), date: true, defaultVisible: false },
    {
      id: 'actions',
      title: t('ringGroups.actions'),
      action: true,
      textAlign: 'right',
      render: (row) => {
        const label = t('ringGroups.editRow', { extension: row.ring_group_extension });
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <RowAction label={label} onClick={() => onEdit(row)} />
            <DeleteRingGroupButton domain={domain} row={row} />
          </Group>
        );
      },
    },
  ];
}
