/**
 * Removing an extension from a user: DELETE on the server (the old console only closed its dialog), the
 * notice and the list again. It only unlinks: the extension itself stays with its settings and calls, so
 * the dialog says 'Remove from user' and what it does, not the spec's 'permanent' delete sentence.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { User, UserExtension } from '@portside/contract/users';
import { isApiError } from '../../kit/api-client.ts';
import { FormError } from '../../kit/form/index.ts';
import { useT } from '../../kit/i18n/index.ts';
import { useDeleteUserExtension } from './api/user-details-api.ts';

export function DeleteUserExtensionModal({
  domain,
  user,
  row,
  opened,
  onClose,
}: {
  domain: string;
  user: User;
  row: UserExtension | null;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const remove = useDeleteUserExtension(domain, user.user_uuid);

  const dismiss = () => {
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!row) return;
    remove.mutate(row.extension, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          message: t('users.details.deletedNotice', { extension: row.extension, username: user.username }),
        });
        dismiss();
      },
    });
  };

  const failure = remove.isError
    ? ((isApiError(remove.error) ? remove.error.serverMessage : null) ?? t('users.errors.failed'))
    : null;

  return (
    <Modal opened={opened} onClose={dismiss} title={t('users.details.deleteTitle')} size={520} centered>
      <Stack gap="md">
        {row ? (
          <>
            <Text size="sm">
              {t('users.details.deleteConfirm', { extension: row.extension, username: user.username })}
            </Text>
            <Text size="sm" fw={600}>
              {row.extension}
              {row.effective_caller_id_name ? ` · ${row.effective_caller_id_name}` : ''}
            </Text>
          </>
        ) : null}
        <FormError error={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={dismiss} data-autofocus>
            {t('users.details.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('users.details.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
