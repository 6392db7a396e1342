/** A new PIN for the own voicemail box, by the voicemail module's rule; the PIN is never shown back. */
import { PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { FormModal, serverErrorTo, useFormDialog } from '../../kit/form/index.ts';
import { useT } from '../../kit/i18n/index.ts';
import { useChangeVoicemailPin } from './api/change-voicemail-pin.ts';
import { pinError } from './self-rules.ts';

export function ChangePinDialog({ mailbox, onClose }: { mailbox: string | null; onClose: () => void }) {
  const t = useT();
  const change = useChangeVoicemailPin();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: {
      password: (v: string) => {
        const key = pinError(v, mailbox ?? '');
        return key ? t(key) : null;
      },
    },
  });
  const { error, setError, close } = useFormDialog({ onClose, reset: [change, form] });

  // biome-ignore lint/correctness/useExhaustiveDependencies: start empty whenever the dialog opens
  useEffect(() => {
    if (mailbox !== null) form.reset();
  }, [mailbox]);

  const submit = form.onSubmit(({ password }) => {
    setError(null);
    change.mutate(
      { password: password.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('self.voicemail.pinSaved') });
          close();
        },
        onError: serverErrorTo({
          setError,
          fallback: t('self.voicemail.pinFailed'),
          form,
          fieldOf: (message) => (/^Field 'password'/.test(message) ? 'password' : null),
        }),
      },
    );
  });

  return (
    <FormModal
      opened={mailbox !== null}
      onClose={close}
      title={t('self.voicemail.pinTitle')}
      size={460}
      onSubmit={submit}
      error={error}
      submitLabel={t('self.profile.save')}
      submitDisabled={form.getValues().password.trim() === ''}
      submitting={change.isPending}
    >
      <PasswordInput
        label={t('self.voicemail.pin')}
        description={t('self.voicemail.pinHint')}
        inputMode="numeric"
        autoComplete="new-password"
        withAsterisk
        data-autofocus
        maxLength={16}
        {...form.getInputProps('password')}
      />
    </FormModal>
  );
}
