/**
 * Delete Configuration File (spec 001 §4, §8): offered only for a pending file; the list kit's
 * confirmation, then DELETE, a notice and page 1 again.
 */
import { Text } from '@mantine/core';
import { formatMac, type HardwareFile } from '@portside/contract/pbx/hardware';
import { useT } from '../../../kit/i18n/index.ts';
import { DeleteRowButton } from '../../../kit/list/index.ts';
import { useDeleteHardwareFile } from './api/hardware-api.ts';

export function DeleteHardwareButton({ domain, file }: { domain: string; file: HardwareFile }) {
  const t = useT();
  const remove = useDeleteHardwareFile(domain);
  if (file.status !== 'pending') return null;
  const mac = formatMac(file.mac);
  return (
    <DeleteRowButton
      label={t('hardware.deleteRow', { mac })}
      title={t('hardware.delete')}
      confirmLabel={t('hardware.delete')}
      summary={
        <>
          <Text size="sm" fw={600} ff="monospace">
            {mac}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {file.name} · {file.ext}
          </Text>
        </>
      }
      onDelete={() => remove.mutateAsync({ status: file.status, mac: file.mac })}
      deleted={t('hardware.deleted', { mac })}
      failed={t('hardware.errors.failed')}
    />
  );
}
