/**
 * Add User and Edit User (spec 001 §5, §8): one set of fields for both. A failed save shows the
 * server's sentence under the form; success shows the notice, closes and reloads page 1.
 */
import { PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { User } from '@portside/contract/users';
import { useEffect } from 'react';
import { FormModal, serverErrorTo, useFormDialog } from '../../kit/form/index.ts';
import { useT } from '../../kit/i18n/index.ts';
import { useCreateUser, useUpdateUser } from './api/users-api.ts';
import {
  canSave,
  emptyUserForm,
  isEmail,
  isPassword,
  isUsername,
  toCreateBody,
  toUpdateBody,
  type UserFormValues,
  userFormOf,
} from './user-form.ts';

export function UserFormModal({
  domain,
  mode,
  opened,
  user,
  onClose,
}: {
  domain: string;
  mode: 'create' | 'edit';
  opened: boolean;
  /** The user to edit (kept while the dialog closes). */
  user?: User | null;
  onClose: () => void;
}) {
  const t = useT();
  const create = useCreateUser(domain);
  const update = useUpdateUser(domain);
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: emptyUserForm,
    validate: {
      username: (v) => (isUsername(v) ? null : t('users.errors.username')),
      password: (v) => (isPassword(v, mode) ? null : t('users.errors.password')),
      email: (v) => (isEmail(v) ? null : t('users.errors.email')),
    },
  });
  const { error, setError, close } = useFormDialog({ onClose, reset: [form, create, update] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is filled once per opened user
  useEffect(() => {
    if (!opened) return;
    form.setValues(user ? userFormOf(user) : emptyUserForm);
    form.resetDirty();
  }, [opened, user]);

  const failed = serverErrorTo({ setError, fallback: t('users.errors.failed') });

  const submit = (values: UserFormValues) => {
    setError(null);
    if (mode === 'edit' && user) {
      update.mutate(
        { id: user.user_uuid, body: toUpdateBody(values) },
        {
          onSuccess: (saved) => {
            notifications.show({
              color: 'teal',
              message: t('users.updatedNotice', { username: saved.username }),
            });
            close();
          },
          onError: failed,
        },
      );
    } else {
      create.mutate(toCreateBody(values), {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('users.createdNotice') });
          close();
        },
        onError: failed,
      });
    }
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={mode === 'edit' ? t('users.editTitle') : t('users.addTitle')}
      size={540}
      onSubmit={form.onSubmit(submit)}
      error={error}
      submitLabel={mode === 'edit' ? t('users.save') : t('users.create')}
      submitDisabled={!canSave(mode, form.getValues())}
      submitting={create.isPending || update.isPending}
    >
      <TextInput
        label={t('users.name')}
        required
        data-autofocus
        autoComplete="off"
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('users.username')}
        required
        autoComplete="off"
        {...form.getInputProps('username')}
      />
      <PasswordInput
        label={mode === 'edit' ? t('users.newPassword') : t('users.password')}
        description={mode === 'edit' ? t('users.newPasswordHint') : t('users.passwordHint')}
        required={mode === 'create'}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <TextInput
        label={t('users.email')}
        type="email"
        required
        autoComplete="off"
        {...form.getInputProps('email')}
      />
    </FormModal>
  );
}
