/** Add Extension to a user: the number of an extension of this ship; the server's sentence on failure. */
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { User } from '@portside/contract/users';
import { FormModal, serverErrorTo, useFormDialog } from '../../kit/form/index.ts';
import { useT } from '../../kit/i18n/index.ts';
import { useAddUserExtension } from './api/user-details-api.ts';

export function AddUserExtensionModal({
  domain,
  user,
  opened,
  onClose,
}: {
  domain: string;
  user: User;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const add = useAddUserExtension(domain, user.user_uuid);
  const form = useForm({
    mode: 'controlled',
    initialValues: { extension: '' },
    validate: {
      extension: (v: string) => (/^[0-9]{1,15}$/.test(v.trim()) ? null : t('users.details.extensionDigits')),
    },
  });
  const { error, setError, close } = useFormDialog({ onClose, reset: [form, add] });

  const submit = ({ extension }: { extension: string }) => {
    setError(null);
    const number = extension.trim();
    add.mutate(number, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('users.details.addedNotice', { extension: number }) });
        close();
      },
      onError: serverErrorTo({ setError, fallback: t('users.errors.failed') }),
    });
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('users.details.addExtensionTitle', { username: user.username })}
      size={480}
      onSubmit={form.onSubmit(submit)}
      error={error}
      submitLabel={t('users.details.add')}
      submitDisabled={form.getValues().extension.trim() === ''}
      submitting={add.isPending}
    >
      <TextInput
        label={t('users.details.extension')}
        description={t('users.details.extensionHint')}
        inputMode="numeric"
        autoComplete="off"
        required
        data-autofocus
        {...form.getInputProps('extension')}
      />
    </FormModal>
  );
}
