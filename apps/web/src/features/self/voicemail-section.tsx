/**
 * The own voicemail box: how many messages wait, the messages (date, caller, length; newest first, Load
 * More), Delete with a confirmation, and Change PIN. Without a box, a sentence saying so.
 */
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { VoicemailMessage } from '@portside/contract/pbx/voicemail';
import type { SelfVoicemail } from '@portside/contract/self';
import { IconRecordMail, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import { formatListDate } from '../../kit/list/index.ts';
import { LoadFailed } from '../../kit/ui/load-failed.tsx';
import { useVoicemailMessages } from './api/get-voicemail-messages.ts';
import { ChangePinDialog } from './change-pin-dialog.tsx';
import { DeleteMessageDialog } from './delete-message-dialog.tsx';
import { SelfSection } from './self-section.tsx';

export function VoicemailSection({ voicemail }: { voicemail: SelfVoicemail | null }) {
  const t = useT();
  const [changingPin, setChangingPin] = useState(false);
  if (!voicemail) {
    return (
      <SelfSection title={t('self.voicemail.title')} icon={IconRecordMail}>
        <Text size="sm" c="dimmed">
          {t('self.voicemail.none')}
        </Text>
      </SelfSection>
    );
  }
  return (
    <SelfSection
      title={t('self.voicemail.title')}
      icon={IconRecordMail}
      actions={
        <Button variant="light" size="xs" onClick={() => setChangingPin(true)}>
          {t('self.voicemail.changePin')}
        </Button>
      }
    >
      <Group gap="xs" mb="sm">
        <Text size="sm" c="dimmed">
          {t('self.voicemail.mailbox', { id: voicemail.voicemail_id })}
        </Text>
        <Badge variant="light" color={voicemail.new_messages > 0 ? 'harbor' : 'gray'} tt="none">
          {t('self.voicemail.newMessages', { count: voicemail.new_messages })}
        </Badge>
        {voicemail.enabled ? null : (
          <Badge variant="light" color="red" tt="none">
            {t('self.voicemail.disabled')}
          </Badge>
        )}
      </Group>
      <MessageList />
      <ChangePinDialog
        mailbox={changingPin ? voicemail.voicemail_id : null}
        onClose={() => setChangingPin(false)}
      />
    </SelfSection>
  );
}

function MessageList() {
  const t = useT();
  const messages = useVoicemailMessages(true);
  const [deleting, setDeleting] = useState<VoicemailMessage | null>(null);
  if (messages.isPending) return null;
  if (messages.isError) return <LoadFailed onRetry={() => void messages.refetch()} />;
  const rows = messages.data.pages.flatMap((page) => page.voicemailmessages);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('self.voicemail.empty')}
      </Text>
    );
  }
  const caller = (m: VoicemailMessage) =>
    m.caller_id_name || m.caller_id_number || t('self.voicemail.unknownCaller');
  return (
    <Stack gap="xs">
      <Stack
        component="ul"
        aria-label={t('self.voicemail.messages')}
        gap={0}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {rows.map((m) => (
          <Group
            component="li"
            key={m.voicemail_message_uuid}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            py={8}
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600} truncate>
                {caller(m)}
                {m.caller_id_name && m.caller_id_number ? (
                  <Text span size="sm" c="dimmed" fw={400}>
                    {` · ${m.caller_id_number}`}
                  </Text>
                ) : null}
              </Text>
              <Text size="xs" c="dimmed">
                {formatListDate(m.created_epoch * 1000)} ·{' '}
                {t('self.voicemail.seconds', { seconds: m.message_length })}
              </Text>
            </Stack>
            <Tooltip label={t('self.voicemail.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => setDeleting(m)}
                aria-label={t('self.voicemail.deleteLabel', { caller: caller(m) })}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
      </Stack>
      {messages.hasNextPage ? (
        <Button
          variant="default"
          size="xs"
          onClick={() => void messages.fetchNextPage()}
          loading={messages.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('self.voicemail.loadMore')}
        </Button>
      ) : null}
      <DeleteMessageDialog
        message={deleting}
        caller={deleting ? caller(deleting) : ''}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
