/**
 * Update Extension (issue 14 item 7): every field of the PATCH: name, description, outbound calls,
 * enabled, a new SIP password (empty keeps the current one; Generate makes one that can be copied for the
 * phone), and the four call forwards, each on or off with its destination. Only changed fields are sent.
 * Success: 'Successfully updated extension {ext}', close, page 1 reloads; a server sentence naming a field
 * lands on it, any other under the form.
 */
import { Divider, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Extension } from '@portside/contract/pbx/extensions';
import { FormModal, serverErrorTo, useFormDialog } from '../../../kit/form/index.ts';
import { type I18nKey, useT } from '../../../kit/i18n/index.ts';
import { useUpdateExtension } from './api/use-edit-extension.ts';
import {
  canSave,
  type EditExtensionValues,
  FORWARDS,
  type ForwardField,
  forwardProblem,
  newPasswordProblem,
  toUpdateBody,
  valuesOf,
} from './edit-extension-rules.ts';
import { SIP_PASSWORD_TEXTS, SipPasswordInput } from './sip-password-input.tsx';

const FORWARD_LABELS: Record<ForwardField, I18nKey> = {
  forward_all: 'extensions.edit.forwardAll',
  forward_busy: 'extensions.edit.forwardBusy',
  forward_no_answer: 'extensions.edit.forwardNoAnswer',
  forward_user_not_registered: 'extensions.edit.forwardNotRegistered',
};

/** "Field 'forward_busy.destination' …" → the form's path of that field. */
function fieldOf(serverMessage: string): keyof EditExtensionValues | `${ForwardField}.destination` | null {
  const field = /^Field '([^']+)'/.exec(serverMessage)?.[1];
  if (!field) return null;
  if (field === 'password' || field === 'description' || field === 'name') return field;
  const forward = FORWARDS.find((f) => field.startsWith(`${f}.`));
  return forward ? `${forward}.destination` : null;
}

/** Mounted while a row is being edited (the screen renders it for one extension at a time). */
export function EditExtensionModal({
  domain,
  extension,
  onClose,
}: {
  domain: string;
  extension: Extension;
  onClose: () => void;
}) {
  const t = useT();
  const ext = extension.extension;
  const update = useUpdateExtension(domain, ext);
  const forwardRule = (pair: EditExtensionValues[ForwardField]) => {
    const problem = forwardProblem(pair);
    return problem === 'required'
      ? t('extensions.edit.forwardRequired')
      : problem === 'format'
        ? t('extensions.edit.forwardFormat')
        : null;
  };
  const form = useForm<EditExtensionValues>({
    mode: 'controlled',
    initialValues: valuesOf(extension),
    validate: {
      name: (v) => (v.trim() === '' ? t('extensions.edit.nameRequired') : null),
      password: (_, values) => {
        const problem = newPasswordProblem(values, ext);
        return problem ? t(SIP_PASSWORD_TEXTS[problem]) : null;
      },
      forward_all: { destination: (_, v) => forwardRule(v.forward_all) },
      forward_busy: { destination: (_, v) => forwardRule(v.forward_busy) },
      forward_no_answer: { destination: (_, v) => forwardRule(v.forward_no_answer) },
      forward_user_not_registered: {
        destination: (_, v) => forwardRule(v.forward_user_not_registered),
      },
    },
  });
  const { error, setError, close } = useFormDialog({ onClose, reset: [form, update] });

  const submit = (values: EditExtensionValues) => {
    setError(null);
    update.mutate(toUpdateBody(values, extension), {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          message: t('extensions.edit.updatedNotice', { extension: ext }),
        });
        close();
      },
      onError: serverErrorTo({ setError, fallback: t('extensions.form.failed'), form, fieldOf }),
    });
  };

  return (
    <FormModal
      opened
      onClose={close}
      title={t('extensions.edit.title', { extension: ext })}
      size={640}
      onSubmit={form.onSubmit(submit)}
      error={error}
      submitLabel={t('extensions.edit.save')}
      submitDisabled={!canSave(form.getValues(), extension)}
      submitting={update.isPending}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t('extensions.form.name')}
          required
          data-autofocus
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('extensions.form.description')}
          autoComplete="off"
          {...form.getInputProps('description')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Switch
          label={t('extensions.edit.outbound')}
          description={t('extensions.edit.outboundHint')}
          {...form.getInputProps('outbound', { type: 'checkbox' })}
        />
        <Switch
          label={t('extensions.edit.enabled')}
          description={t('extensions.edit.enabledHint')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
      </SimpleGrid>
      <SipPasswordInput
        label={t('extensions.edit.newPassword')}
        description={t('extensions.edit.newPasswordHint')}
        {...form.getInputProps('password')}
      />
      <Divider label={t('extensions.edit.forwards')} labelPosition="left" />
      {FORWARDS.map((f) => (
        <SimpleGrid key={f} cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing={4}>
          <Switch
            label={t(FORWARD_LABELS[f])}
            mt={{ base: 0, xs: 30 }}
            {...form.getInputProps(`${f}.enabled`, { type: 'checkbox' })}
          />
          <TextInput
            label={t('extensions.edit.forwardTo', { forward: t(FORWARD_LABELS[f]) })}
            placeholder={t('extensions.edit.forwardPlaceholder')}
            inputMode="tel"
            autoComplete="off"
            {...form.getInputProps(`${f}.destination`)}
          />
        </SimpleGrid>
      ))}
      <Text size="xs" c="dimmed">
        {t('extensions.edit.forwardHint')}
      </Text>
    </FormModal>
  );
}
