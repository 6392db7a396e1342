/**
 * Add Extension (spec 001 §2, §5, §8): Name, Extension and Password required, Description starred,
 * Phone optional (the server removes a leading 1). Create is enabled once the three required fields are filled.
 * A server error naming a field lands on it; any other shows under the form. Success: notice, close,
 * page 1 reloads (the mutation does that).
 */
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../../kit/api-client.ts';
import { useT } from '../../../kit/i18n/index.ts';
import {
  type AddExtensionValues,
  canCreate,
  emptyAddExtension,
  formFieldOf,
  isExtensionNumber,
  isPhoneNumber,
  toCreateBody,
} from './add-extension-rules.ts';
import { useCreateExtension } from './api/use-create-extension.ts';

export function AddExtensionModal({
  domain,
  opened,
  onClose,
}: {
  domain: string;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const create = useCreateExtension(domain);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AddExtensionValues>({
    mode: 'controlled',
    initialValues: emptyAddExtension,
    validate: {
      extension: (v) => (isExtensionNumber(v) ? null : t('extensions.form.digitsOnly')),
      phone: (v) => (isPhoneNumber(v) ? null : t('extensions.form.phoneDigits')),
    },
  });

  const close = () => {
    form.reset();
    setError(null);
    create.reset();
    onClose();
  };

  const submit = (values: AddExtensionValues) => {
    setError(null);
    create.mutate(toCreateBody(values), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('extensions.createdNotice') });
        close();
      },
      onError: (failure) => {
        const message = isApiError(failure) ? failure.serverMessage : null;
        const field = message ? formFieldOf(message) : null;
        if (message && field) form.setFieldError(field, message);
        else setError(message ?? t('extensions.form.failed'));
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('extensions.addTitle')} size={560} centered>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('extensions.form.name')}
            required
            data-autofocus
            autoComplete="off"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('extensions.form.extension')}
            required
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps('extension')}
          />
          <PasswordInput
            label={t('extensions.form.password')}
            required
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <TextInput
            label={t('extensions.form.description')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('description')}
          />
          <TextInput
            label={t('extensions.form.phone')}
            description={t('extensions.form.phoneHint')}
            inputMode="tel"
            autoComplete="off"
            {...form.getInputProps('phone')}
          />
          {error ? (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              {t('extensions.form.cancel')}
            </Button>
            <Button type="submit" disabled={!canCreate(form.getValues())} loading={create.isPending}>
              {t('extensions.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
