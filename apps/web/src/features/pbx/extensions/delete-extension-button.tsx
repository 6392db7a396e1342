/**
 * Delete of one extension (issue 14 item 7): the list kit's confirmation, listing what refers to the
 * extension and what the delete does to each (ring groups, inbound routes, forwards, broadcast groups,
 * users, app access; a phone's file and the own mailbox are kept), then 'Successfully deleted extension
 * {ext}' and page 1 again.
 */
import { Text } from '@mantine/core';
import type { Extension } from '@portside/contract/pbx/extensions';
import { useT } from '../../../kit/i18n/index.ts';
import { DeleteRowButton } from '../../../kit/list/index.ts';
import { NumberReferencesList } from '../shared/number-references.tsx';
import { useDeleteExtension } from './api/use-edit-extension.ts';

export function DeleteExtensionButton({ domain, row }: { domain: string; row: Extension }) {
  const t = useT();
  const remove = useDeleteExtension(domain);
  const extension = row.extension;
  return (
    <DeleteRowButton
      label={t('extensions.delete.row', { extension })}
      title={t('extensions.delete.title', { extension })}
      summary={
        <>
          <Text size="sm" fw={600}>
            {extension}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} mb="xs">
            {row.effective_caller_id_name}
          </Text>
          <NumberReferencesList domain={domain} kind="extension" number={extension} />
        </>
      }
      onDelete={() => remove.mutateAsync(extension)}
      deleted={t('extensions.delete.notice', { extension })}
      failed={t('extensions.form.failed')}
    />
  );
}
