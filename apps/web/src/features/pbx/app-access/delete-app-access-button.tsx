/** The delete action of one row: the list kit's confirmation (spec 001 §8), then DELETE, the notice and page 1 again. */
import { Text } from '@mantine/core';
import type { AppAccess } from '@portside/contract/pbx/app-access';
import { useT } from '../../../kit/i18n/index.ts';
import { DeleteRowButton } from '../../../kit/list/index.ts';
import { useDeleteAppAccess } from './api/delete-app-access.ts';

export function DeleteAppAccessButton({ row, onDeleted }: { row: AppAccess; onDeleted: () => void }) {
  const t = useT();
  const remove = useDeleteAppAccess();
  return (
    <DeleteRowButton
      label={t('appAccess.deleteRow', { extension: row.extension })}
      title={t('appAccess.deleteTitle')}
      summary={
        <>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {row.extension}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {row.email}
          </Text>
        </>
      }
      onDelete={async () => {
        await remove.mutateAsync(row.id);
        onDeleted();
      }}
      deleted={t('appAccess.deleted')}
      failed={t('appAccess.errors.failed')}
    />
  );
}
