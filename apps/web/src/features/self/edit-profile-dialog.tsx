/**
 * The one change an extension may make to itself (PATCH /v1/self): its caller name and its four call
 * forwards, each a switch and the number it forwards to. A server sentence naming a field lands on it.
 */
import { Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { SelfForward, SelfSummary } from '@portside/contract/self';
import { useEffect } from 'react';
import { FormModal, serverErrorTo, useFormDialog } from '../../kit/form/index.ts';
import { useT } from '../../kit/i18n/index.ts';
import { useUpdateSelf } from './api/update-self.ts';
import { forwardError, profileFieldOf, SELF_FORWARDS, type SelfForwardName } from './self-rules.ts';

type Values = { name: string } & Record<SelfForwardName, SelfForward>;

const valuesOf = (summary: SelfSummary | null): Values => ({
  name: summary?.effective_caller_id_name ?? '',
  forward_all: { ...(summary?.forward_all ?? { enabled: false, destination: '' }) },
  forward_busy: { ...(summary?.forward_busy ?? { enabled: false, destination: '' }) },
  forward_no_answer: { ...(summary?.forward_no_answer ?? { enabled: false, destination: '' }) },
  forward_user_not_registered: {
    ...(summary?.forward_user_not_registered ?? { enabled: false, destination: '' }),
  },
});

export function EditProfileDialog({
  summary,
  onClose,
}: {
  /** The extension being edited; null while the dialog is closed. */
  summary: SelfSummary | null;
  onClose: () => void;
}) {
  const t = useT();
  const update = useUpdateSelf();
  const { error, setError, close } = useFormDialog({ onClose, reset: [update] });
  const own = summary ? [summary.extension] : [];
  // The destination's rule reads the whole forward: on needs a number, off may be blank.
  const destination = (name: SelfForwardName) => ({
    destination: (_: string, values: Values) => {
      const key = forwardError(values[name], own);
      return key ? t(key) : null;
    },
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(null),
    validate: {
      name: (v) => (v.trim() === '' ? t('self.profile.errors.name') : null),
      forward_all: destination('forward_all'),
      forward_busy: destination('forward_busy'),
      forward_no_answer: destination('forward_no_answer'),
      forward_user_not_registered: destination('forward_user_not_registered'),
    },
  });

  // Each opening starts from the extension as it is now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!summary) return;
    form.setValues(valuesOf(summary));
    form.resetDirty();
    form.clearErrors();
    setError(null);
  }, [summary !== null]);

  const submit = form.onSubmit((values) => {
    setError(null);
    const trim = (f: SelfForward) => ({ enabled: f.enabled, destination: f.destination.trim() });
    update.mutate(
      {
        effective_caller_id_name: values.name.trim(),
        forward_all: trim(values.forward_all),
        forward_busy: trim(values.forward_busy),
        forward_no_answer: trim(values.forward_no_answer),
        forward_user_not_registered: trim(values.forward_user_not_registered),
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('self.profile.saved') });
          close();
        },
        onError: serverErrorTo({
          setError,
          fallback: t('self.profile.failed'),
          form,
          fieldOf: profileFieldOf,
        }),
      },
    );
  });

  return (
    <FormModal
      opened={summary !== null}
      onClose={close}
      title={t('self.profile.editTitle')}
      size={520}
      onSubmit={submit}
      error={error}
      submitLabel={t('self.profile.save')}
      submitting={update.isPending}
    >
      <TextInput
        label={t('self.profile.callerName')}
        autoComplete="off"
        withAsterisk
        data-autofocus
        maxLength={100}
        {...form.getInputProps('name')}
      />
      {SELF_FORWARDS.map((name) => (
        <Stack key={name} gap={6}>
          <Switch
            label={t(`self.profile.forwards.${name}`)}
            {...form.getInputProps(`${name}.enabled`, { type: 'checkbox' })}
          />
          <TextInput
            aria-label={`${t(`self.profile.forwards.${name}`)}: ${t('self.profile.destination')}`}
            placeholder={t('self.profile.destinationHint')}
            inputMode="tel"
            autoComplete="off"
            maxLength={21}
            {...form.getInputProps(`${name}.destination`)}
          />
        </Stack>
      ))}
    </FormModal>
  );
}
