/**
 * Plays one voicemail message (issue 14 item 6): the browser's own <audio> player with its controls
 * (keyboard operable: Tab to it, Space plays, arrows seek), fed by the server with range requests; a
 * Download link; and, for a role that may change the PBX, Mark as read / Mark as new. Starting to play
 * an unread message marks it read.
 */
import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { VoicemailMessage } from '@portside/contract/pbx/voicemail';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../kit/i18n/index.ts';
import { formatListDate } from '../../../kit/list/index.ts';
import { messageAudioUrl, useMarkMessage } from './api/voicemail-audio-api.ts';

export const callerOf = (m: VoicemailMessage, unknown: string) =>
  m.caller_id_name || m.caller_id_number || unknown;

export function MessagePlayerDialog({
  domain,
  message,
  canWrite,
  onClose,
}: {
  domain: string;
  /** The message playing; null when the dialog is closed. */
  message: VoicemailMessage | null;
  canWrite: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const mark = useMarkMessage(domain);
  const caller = message ? callerOf(message, t('voicemail.unknownCaller')) : '';
  // The row the dialog opened with does not change; what the dialog marked is kept here.
  const [marked, setMarked] = useState<boolean | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: start again when another message opens
  useEffect(() => setMarked(null), [message?.voicemail_message_uuid]);
  const unread = marked === null ? message?.read_epoch === null : !marked;

  const setRead = (read: boolean, notify: boolean) => {
    if (!message) return;
    mark.mutate(
      { id: message.voicemail_message_uuid, read },
      {
        onSuccess: () => {
          setMarked(read);
          if (notify) {
            notifications.show({
              color: 'teal',
              message: read ? t('voicemail.markedRead') : t('voicemail.markedNew'),
            });
          }
        },
      },
    );
  };

  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={t('voicemail.playTitle', { caller })}
      size={520}
      centered
      onClick={(event) => event.stopPropagation()}
    >
      {message ? (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              {message.caller_id_name && message.caller_id_number ? `${message.caller_id_number} · ` : ''}
              {formatListDate(message.created_epoch * 1000)} ·{' '}
              {t('voicemail.seconds', { seconds: message.message_length })}
            </Text>
            <Badge variant="light" color={unread ? 'harbor' : 'gray'} tt="none">
              {unread ? t('voicemail.new') : t('voicemail.read')}
            </Badge>
          </Group>
          {message.has_audio ? (
            <>
              {/* biome-ignore lint/a11y/useMediaCaption: a caller's recording has no captions to give */}
              <audio
                controls
                autoPlay
                preload="auto"
                src={messageAudioUrl(domain, message.voicemail_message_uuid)}
                aria-label={t('voicemail.playerLabel', { caller })}
                style={{ width: '100%' }}
                onPlay={() => {
                  if (canWrite && unread && !mark.isPending) setRead(true, false);
                }}
              />
              <Group justify="space-between" gap="sm">
                <Anchor
                  href={messageAudioUrl(domain, message.voicemail_message_uuid, true)}
                  download
                  size="sm"
                >
                  <Group gap={4} component="span">
                    <IconDownload size={16} />
                    {t('voicemail.download')}
                  </Group>
                </Anchor>
                {canWrite ? (
                  <Button
                    variant="default"
                    size="xs"
                    loading={mark.isPending}
                    onClick={() => setRead(!!unread, true)}
                  >
                    {unread ? t('voicemail.markRead') : t('voicemail.markNew')}
                  </Button>
                ) : null}
              </Group>
            </>
          ) : (
            <Text size="sm">{t('voicemail.noRecording')}</Text>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
