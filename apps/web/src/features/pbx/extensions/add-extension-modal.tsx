/**
 * Add Extension (spec 001 §2, §5, §8): Name, Extension and Password required, Description starred,
 * Phone optional (the server removes a leading 1). Create is enabled once the three required fields are filled.
 * The password follows the contract's SIP rule (10 characters, not the extension); Generate fills one.
 * A server error naming a field lands on it; any other shows under the form. Success: notice, close,
 * page 1 reloads (the mutation does that).
 */
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { FormModal, serverErrorTo, useFormDialog } from '../../../kit/form/index.ts';
import { useT } from '../../../kit/i18n/index.ts';
import {
  type AddExtensionValues,
  canCreate,
  emptyAddExtension,
  formFieldOf,
  isExtensionNumber,
  isPhoneNumber,
  passwordProblem,
  toCreateBody,
} from './add-extension-rules.ts';
import { useCreateExtension } from './api/use-create-extension.ts';
import { SIP_PASSWORD_TEXTS, SipPasswordInput } from './sip-password-input.tsx';

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
  const form = useForm<AddExtensionValues>({
    mode: 'controlled',
    initialValues: emptyAddExtension,
    validate: {
      extension: (v) => (isExtensionNumber(v) ? null : t('extensions.form.digitsOnly')),
      phone: (v) => (isPhoneNumber(v) ? null : t('extensions.form.phoneDigits')),
      password: (_, values) => {
        const problem = passwordProblem(values);
        return problem ? t(SIP_PASSWORD_TEXTS[problem]) : null;
      },
    },
  });
  const { error, setError, close } = useFormDialog({ onClose, reset: [form, create] });

  const submit = (values: AddExtensionValues) => {
    setError(null);
    create.mutate(toCreateBody(values), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('extensions.createdNotice') });
        close();
      },
      onError: serverErrorTo({ setError, fallback: t('extensions.form.failed'), form, fieldOf: formFieldOf }),
    });
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('extensions.addTitle')}
      size={560}
      onSubmit={form.onSubmit(submit)}
      error={error}
      submitLabel={t('extensions.form.create')}
      submitDisabled={!canCreate(form.getValues())}
      submitting={create.isPending}
    >
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
      <SipPasswordInput
        label={t('extensions.form.password')}
        description={t('sipPassword.hint')}
        required
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
    </FormModal>
  );
}
