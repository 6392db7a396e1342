/**
 * Delete of one ring group: the list kit's confirmation, listing what refers to the group (inbound routes,
 * other groups, forwards) and what the delete does to each, then 'Successfully deleted Ring Group {ext}'
 * and page 1 again.
 */
import { Text } from '@mantine/core';
import type { RingGroup } from '@portside/contract/pbx/ring-groups';
import { useT } from '../../../kit/i18n/index.ts';
import { DeleteRowButton } from '../../../kit/list/index.ts';
import { NumberReferencesList } from '../shared/number-references.tsx';
import { useDeleteRingGroup } from './api/use-update-ring-group.ts';

export function DeleteRingGroupButton({ domain, row }: { domain: string; row: RingGroup }) {
  const t = useT();
  const remove = useDeleteRingGroup(domain);
  const extension = row.ring_group_extension;
  return (
    <DeleteRowButton
      label={t('ringGroups.deleteRow', { extension })}
      title={t('ringGroups.deleteTitle')}
      summary={
        <>
          <Text size="sm" fw={600}>
            {extension}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} mb="xs">
            {row.ring_group_name}
          </Text>
          <NumberReferencesList domain={domain} kind="ringgroup" number={extension} />
        </>
      }
      onDelete={() => remove.mutateAsync(extension)}
      deleted={t('ringGroups.deletedNotice', { extension })}
      failed={t('ringGroups.form.failed')}
    />
  );
}
