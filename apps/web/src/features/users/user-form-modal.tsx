/**
 * Add User and Edit User (spec 001 §5, §8; issue 10 item 3): one set of fields for both, with the role
 * (only those the signed-in role may give), Enabled (edit), the password's rules spelt out, and the other
 * environments granted. Nobody changes their own role or disables themselves, so those are fixed when
 * editing oneself. A server sentence naming a field lands on it; any other goes under the form.
 */
import { MultiSelect, PasswordInput, Select, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { UserRole } from '@portside/contract';
import type { User } from '@portside/contract/users';
import { useEffect } from 'react';
import { FormModal, serverErrorTo, useFormDialog } from '../../kit/form/index.ts';
import { useT } from '../../kit/i18n/index.ts';
import { useCurrentSession } from '../../kit/session/use-session.ts';
import { useCreateUser, useUpdateUser } from './api/users-api.ts';
import {
  canSave,
  emptyUserForm,
  grantChoices,
  grantsApply,
  isEmail,
  isUsername,
  passwordError,
  roleChoices,
  toCreateBody,
  toUpdateBody,
  type UserFormValues,
  userFormOf,
} from './user-form.ts';

type Field = 'username' | 'password' | 'email' | 'role' | 'grants';
const WIRE_FIELDS: Record<string, Field> = {
  username: 'username',
  password: 'password',
  user_email: 'email',
  role: 'role',
  grants: 'grants',
};
const fieldOf = (message: string): Field | null => {
  const name = /^Field '([a-z_]+)/.exec(message)?.[1];
  return name ? (WIRE_FIELDS[name] ?? null) : null;
};

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
  const session = useCurrentSession();
  const create = useCreateUser(domain);
  const update = useUpdateUser(domain);
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: emptyUserForm,
    validate: {
      username: (v) => (isUsername(v) ? null : t('users.errors.username')),
      password: (v, values) => {
        const problem = passwordError(v, values.username, mode);
        if (problem === 'length') return t('users.errors.passwordLength');
        return problem === 'username' ? t('users.errors.passwordUsername') : null;
      },
      email: (v) => (isEmail(v) ? null : t('users.errors.email')),
    },
  });
  const { error, setError, close } = useFormDialog({ onClose, reset: [form, create, update] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is filled once per opened user
  useEffect(() => {
    if (!opened) return;
    form.setValues(mode === 'edit' && user ? userFormOf(user) : emptyUserForm);
    form.resetDirty();
  }, [opened, user]);

  const self = mode === 'edit' && user?.user_uuid === session.user_uuid;
  const values = form.getValues();
  const roles = roleChoices(session.role).map((r) => ({ value: r, label: t(`access.roles.${r}` as const) }));
  const environments = grantChoices(session).map((e) => ({ value: e.code, label: `${e.name} (${e.code})` }));
  const failed = serverErrorTo({ setError, fallback: t('users.errors.failed'), form, fieldOf });

  const submit = (v: UserFormValues) => {
    setError(null);
    if (mode === 'edit' && user) {
      update.mutate(
        { id: user.user_uuid, body: toUpdateBody(v) },
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
      create.mutate(toCreateBody(v), {
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
      submitDisabled={!canSave(mode, values)}
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
      <Select
        label={t('users.role')}
        description={self ? t('users.ownRoleHint') : t('users.roleHint')}
        data={roles}
        allowDeselect={false}
        disabled={self}
        {...form.getInputProps('role')}
        onChange={(v) => v && form.setFieldValue('role', v as UserRole)}
      />
      {mode === 'edit' ? (
        <Switch
          label={t('users.enabled')}
          description={self ? t('users.ownEnabledHint') : t('users.enabledHint')}
          disabled={self}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
      ) : null}
      {environments.length === 0 ? null : grantsApply(values.role) ? (
        <MultiSelect
          label={t('users.grants')}
          description={t('users.grantsHint')}
          data={environments}
          clearable
          {...form.getInputProps('grants')}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('users.orgAdminGrants')}
        </Text>
      )}
    </FormModal>
  );
}
