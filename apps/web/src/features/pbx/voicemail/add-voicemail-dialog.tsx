/**
 * Add Voicemail Box (spec 001 §5): mailbox number and password required, description optional. Save is
 * enabled once both are filled; the PIN follows the contract's rule (no 1111, 1234 or the mailbox). A
 * server error naming a field lands on it; any other shows under the form. Success: notice, close, page 1
 * reloads.
 */
import { PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { FormModal, serverErrorTo, useFormDialog } from '../../../kit/form/index.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { useCreateVoicemailBox } from './api/voicemail-api.ts';
import { isMailboxNumber, voicemailFieldOf, voicemailPinText } from './voicemail-rules.ts';

interface Values {
  number: string;
  password: string;
  description: string;
}

export function AddVoicemailDialog({
  domain,
  opened,
  onClose,
}: {
  domain: string;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const create = useCreateVoicemailBox(domain);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { number: '', password: '', description: '' },
    validate: {
      number: (v) => (isMailboxNumber(v) ? null : t('voicemail.errors.number')),
      password: (v, values) => {
        const problem = voicemailPinText(v, values.number);
        return problem ? t(problem) : null;
      },
    },
  });
  const { error, setError, close } = useFormDialog({ onClose, reset: [form, create] });
  const { number, password } = form.getValues();
  const complete = number.trim() !== '' && password.trim() !== '';

  const submit = form.onSubmit((values) => {
    setError(null);
    const body = {
      number: values.number.trim(),
      password: values.password.trim(),
      description: values.description.trim(),
    };
    create.mutate(body, {
      onSuccess: (box) => {
        notifications.show({ color: 'teal', message: t('voicemail.created', { id: box.voicemail_id }) });
        close();
      },
      onError: serverErrorTo({
        setError,
        fallback: t('voicemail.errors.failed'),
        form,
        fieldOf: voicemailFieldOf,
      }),
    });
  });

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('voicemail.addTitle')}
      size={520}
      onSubmit={submit}
      error={error}
      submitLabel={t('voicemail.save')}
      submitDisabled={!complete}
      submitting={create.isPending}
    >
      <TextInput
        label={t('voicemail.mailboxNumber')}
        description={t('voicemail.mailboxHint')}
        inputMode="numeric"
        autoComplete="off"
        withAsterisk
        data-autofocus
        {...form.getInputProps('number')}
      />
      <PasswordInput
        label={t('voicemail.password')}
        description={t('voicemail.passwordHint')}
        inputMode="numeric"
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('password')}
      />
      <TextInput
        label={t('voicemail.description')}
        autoComplete="off"
        {...form.getInputProps('description')}
      />
    </FormModal>
  );
}
