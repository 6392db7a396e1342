/**
 * A voicemail box's edit dialog (spec 001 §4, §5): password required, description. Update sends status
 * true (it reads 'Update & Activate' on a disabled box); Disable sends status false with the password;
 * Delete asks for confirmation first. Each success closes, reloads page 1 and shows its notice.
 */
import { Button, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { VoicemailBox } from '@portside/contract/pbx/voicemail';
import { useEffect, useState } from 'react';
import { FormConfirm, FormModal, serverErrorTo, useFormDialog } from '../../../kit/form/index.ts';
import { useT } from '../../../kit/i18n/index.ts';
import { NumberReferencesList } from '../shared/number-references.tsx';
import { useDeleteVoicemailBox, useUpdateVoicemailBox } from './api/voicemail-api.ts';
import { voicemailFieldOf, voicemailPinText } from './voicemail-rules.ts';

interface Values {
  password: string;
  description: string;
}

export function EditVoicemailDialog({
  domain,
  box,
  onClose,
}: {
  domain: string;
  /** The box being edited; null when the dialog is closed. */
  box: VoicemailBox | null;
  onClose: () => void;
}) {
  const t = useT();
  const update = useUpdateVoicemailBox(domain);
  const remove = useDeleteVoicemailBox(domain);
  const { error, setError, close } = useFormDialog({ onClose, reset: [update, remove] });
  const [confirming, setConfirming] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { password: '', description: '' },
    validate: {
      password: (v) => {
        const problem = voicemailPinText(v, box?.voicemail_id);
        return problem ? t(problem) : null;
      },
    },
  });
  const id = box?.voicemail_id ?? '';
  const disabled = box?.voicemail_enabled === 'false';

  // A new box starts from its own description and an empty password (passwords never come back).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another box opens
  useEffect(() => {
    form.setValues({ password: '', description: box?.voicemail_description ?? '' });
    form.resetDirty();
    form.clearErrors();
    setError(null);
    setConfirming(false);
  }, [box?.voicemail_uuid]);

  // The box's number is not a field here: a sentence about it goes under the form.
  const fail = serverErrorTo({
    setError,
    fallback: t('voicemail.errors.failed'),
    form,
    fieldOf: voicemailFieldOf,
    except: 'number',
  });

  const save = (status: boolean) =>
    form.onSubmit((values) => {
      setError(null);
      const body = status
        ? { password: values.password.trim(), description: values.description.trim(), status: true }
        : { password: values.password.trim(), status: false };
      update.mutate(
        { id, body },
        {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('voicemail.updated', { id }) });
            close();
          },
          onError: fail,
        },
      );
    });

  const confirmDelete = () => {
    setError(null);
    remove.mutate(id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('voicemail.deleted', { id }) });
        close();
      },
      onError: fail,
    });
  };

  const hasPassword = form.getValues().password.trim() !== '';
  const busy = update.isPending || remove.isPending;

  // Delete is confirmed in the dialog itself, in place of the form.
  const confirm = confirming ? (
    <FormConfirm
      error={error}
      confirmLabel={t('voicemail.delete')}
      onCancel={() => setConfirming(false)}
      onConfirm={confirmDelete}
      busy={remove.isPending}
    >
      <Text size="sm">{t('list.deleteConfirm')}</Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {id} {box?.voicemail_description ? `· ${box.voicemail_description}` : ''}
      </Text>
      {/* What refers to the box (inbound routes, ring groups' timeout actions, forwards) and what happens to it. */}
      <NumberReferencesList domain={domain} kind="voicemail" number={id} />
    </FormConfirm>
  ) : null;

  return (
    <FormModal
      opened={box !== null}
      onClose={close}
      title={confirming ? t('voicemail.deleteTitle', { id }) : t('voicemail.editTitle', { id })}
      size={520}
      onSubmit={save(true)}
      error={error}
      submitLabel={disabled ? t('voicemail.updateActivate') : t('voicemail.update')}
      submitDisabled={!hasPassword}
      submitting={update.isPending}
      confirm={confirm}
      footerStart={
        <Group gap="sm">
          <Button variant="subtle" color="red" onClick={() => setConfirming(true)} disabled={busy}>
            {t('voicemail.delete')}
          </Button>
          {disabled ? null : (
            <Button variant="default" onClick={() => save(false)()} disabled={!hasPassword || busy}>
              {t('voicemail.disable')}
            </Button>
          )}
        </Group>
      }
    >
      <Text size="sm" c="dimmed">
        {disabled ? t('voicemail.isDisabled') : t('voicemail.isEnabled')}
      </Text>
      <PasswordInput
        label={t('voicemail.password')}
        description={t('voicemail.passwordUpdateHint')}
        inputMode="numeric"
        autoComplete="new-password"
        withAsterisk
        data-autofocus
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
