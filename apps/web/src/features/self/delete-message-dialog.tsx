/** Deleting a voicemail message is confirmed first: who called and when, then the red Delete. */
import { Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { VoicemailMessage } from '@portside/contract/pbx/voicemail';
import { useState } from 'react';
import { isApiError } from '../../kit/api-client.ts';
import { FormConfirm } from '../../kit/form/index.ts';
import { useT } from '../../kit/i18n/index.ts';
import { formatListDate } from '../../kit/list/index.ts';
import { useDeleteVoicemailMessage } from './api/delete-voicemail-message.ts';

export function DeleteMessageDialog({
  message,
  caller,
  onClose,
}: {
  /** The message to delete; null while the dialog is closed. */
  message: VoicemailMessage | null;
  caller: string;
  onClose: () => void;
}) {
  const t = useT();
  const remove = useDeleteVoicemailMessage();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    remove.reset();
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (!message) return;
    setError(null);
    remove.mutate(message.voicemail_message_uuid, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('self.voicemail.deleted') });
        close();
      },
      onError: (failure) =>
        setError((isApiError(failure) ? failure.serverMessage : null) ?? t('self.voicemail.deleteFailed')),
    });
  };
  return (
    <Modal
      opened={message !== null}
      onClose={close}
      title={t('self.voicemail.deleteTitle')}
      size={480}
      centered
    >
      <FormConfirm
        error={error}
        confirmLabel={t('self.voicemail.delete')}
        onCancel={close}
        onConfirm={confirm}
        busy={remove.isPending}
      >
        <Text size="sm">{t('self.voicemail.deleteConfirm')}</Text>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {caller} · {message ? formatListDate(message.created_epoch * 1000) : ''}
        </Text>
      </FormConfirm>
    </Modal>
  );
}
