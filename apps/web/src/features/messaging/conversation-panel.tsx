/**
 * The right panel (spec 000 §2.7): the conversation header with the connection dot, the messages and the
 * composer. A role without messaging.write reads only: no composer, a line saying why.
 */
import { Center, Paper, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../kit/i18n/index.ts';
import { Composer } from './composer.tsx';
import { ConversationHeader } from './conversation-header.tsx';
import classes from './inbox.module.css';
import { MessageList } from './message-list.tsx';
import { isSystem, type Selection } from './peer.ts';

export function ConversationPanel({
  selection,
  me,
  mayWrite,
  onBack,
  onUpdateExtension,
}: {
  selection: Selection | null;
  me: string | null;
  mayWrite: boolean;
  onBack?: () => void;
  onUpdateExtension?: () => void;
}) {
  const t = useT();
  const note = !me
    ? t('messaging.composer.noAccount')
    : !mayWrite
      ? t('messaging.composer.readOnly')
      : selection && isSystem(selection.peer)
        ? t('messaging.composer.system')
        : null;
  // A failed message's text, taken back into the box of its own conversation (Edit under the message).
  const [restored, setRestored] = useState<{ peer: string; text: string; at: number } | null>(null);
  const onEdit =
    selection && !note
      ? (text: string) => setRestored({ peer: selection.peer, text, at: Date.now() })
      : undefined;
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.panel}
      component="section"
      aria-label={t('messaging.title')}
    >
      <ConversationHeader
        selection={selection}
        me={me}
        onBack={onBack}
        onUpdateExtension={onUpdateExtension}
      />
      {selection && me ? (
        <MessageList key={`messages:${selection.peer}`} selection={selection} me={me} onEdit={onEdit} />
      ) : (
        <Center className={classes.messages} p="lg">
          <Stack align="center" gap="xs" maw={320}>
            <IconMessages size={44} stroke={1.3} color="var(--mantine-color-harbor-3)" />
            <Text size="sm" c="dimmed" ta="center">
              {me ? t('messaging.list.pick') : t('messaging.list.noAccount')}
            </Text>
          </Stack>
        </Center>
      )}
      {selection && me ? (
        note ? (
          <Text size="sm" c="dimmed" className={classes.composerNote} role="note">
            {note}
          </Text>
        ) : (
          <Composer
            key={`composer:${selection.peer}`}
            selection={selection}
            restored={restored?.peer === selection.peer ? restored : null}
          />
        )
      ) : null}
    </Paper>
  );
}
