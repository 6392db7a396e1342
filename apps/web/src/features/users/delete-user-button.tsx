/**
 * Delete user, from the row: a confirmation that names the user and says what it means (they can no
 * longer sign in, and it cannot be undone), the server's sentence when it refuses, then the notice and
 * page 1 again.
 */
import { Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { User } from '@portside/contract/users';
import { IconTrash } from '@tabler/icons-react';
import { isApiError } from '../../kit/api-client.ts';
import { FormConfirm } from '../../kit/form/index.ts';
import { useT } from '../../kit/i18n/index.ts';
import { RowAction } from '../../kit/list/index.ts';
import { useDeleteUser } from './api/users-api.ts';

export function DeleteUserButton({ domain, user }: { domain: string; user: User }) {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteUser(domain);
  const given = user.contact.contact_name_given;
  const name = given ? `${given} (${user.username})` : user.username;

  const dismiss = () => {
    remove.reset();
    close();
  };
  const confirm = () =>
    remove.mutate(user.user_uuid, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('users.deletedNotice', { username: user.username }) });
        dismiss();
      },
    });
  const failure = remove.isError
    ? ((isApiError(remove.error) ? remove.error.serverMessage : null) ?? t('users.errors.failed'))
    : null;

  return (
    <>
      <RowAction
        label={t('users.deleteRow', { username: user.username })}
        onClick={open}
        icon={<IconTrash size={18} />}
        color="red"
      />
      {/* React events bubble out of the portal to the row: a click in the dialog must not open the user. */}
      <Modal
        opened={opened}
        onClose={dismiss}
        title={t('users.deleteTitle')}
        size={520}
        centered
        onClick={(event) => event.stopPropagation()}
      >
        <FormConfirm
          error={failure}
          confirmLabel={t('users.delete')}
          onCancel={dismiss}
          onConfirm={confirm}
          busy={remove.isPending}
        >
          <Text size="sm">{t('users.deleteConfirm', { name })}</Text>
        </FormConfirm>
      </Modal>
    </>
  );
}
