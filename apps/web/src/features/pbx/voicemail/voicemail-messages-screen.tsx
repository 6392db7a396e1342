/**
 * Messages (spec 001 §2): the messages left in one voicemail box (the route's parameter is the voicemail
 * id): caller name, caller number, length in seconds ('42s'), the date from created_epoch, new or read;
 * search, column chooser, export (file voicemail-messages) and Load More. Pressing a row (or its Play
 * button, for the keyboard) plays the message (issue 14 item 6); Delete, with a confirmation, for a role
 * that may change the PBX.
 */
import { Badge } from '@mantine/core';
import type { VoicemailMessage, VoicemailMessageList } from '@portside/contract/pbx/voicemail';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useT } from '../../../kit/i18n/index.ts';
import {
  DeleteRowButton,
  formatListDate,
  type ListColumn,
  ListScreen,
  RowAction,
  useListController,
} from '../../../kit/list/index.ts';
import { useCan } from '../../../kit/session/permissions.ts';
import { useCurrentSession } from '../../../kit/session/use-session.ts';
import { voicemailKey, voicemailPath } from './api/voicemail-api.ts';
import { useDeleteMessage } from './api/voicemail-audio-api.ts';
import { callerOf, MessagePlayerDialog } from './message-player-dialog.tsx';

export function VoicemailMessagesScreen() {
  const t = useT();
  const { domain } = useCurrentSession().environment;
  const id = useParams().extension ?? '';
  const canWrite = useCan('pbx.write');
  const remove = useDeleteMessage(domain);
  const [playing, setPlaying] = useState<VoicemailMessage | null>(null);
  const list = useListController({
    queryKey: voicemailKey(domain),
    path: `${voicemailPath(domain, id)}/message`,
    page: (answer: VoicemailMessageList) => ({
      rows: answer.voicemailmessages,
      total: answer.total,
      totalKind: answer.total_kind,
    }),
  });
  const caller = (row: VoicemailMessage) => callerOf(row, t('voicemail.unknownCaller'));

  const columns: ListColumn<VoicemailMessage>[] = [
    { id: 'voicemail_message_uuid', title: t('voicemail.id'), defaultVisible: false },
    { id: 'voicemail_id', title: t('voicemail.mailbox'), defaultVisible: false },
    { id: 'caller_id_name', title: t('voicemail.callerName'), overflow: 'wrap' },
    { id: 'caller_id_number', title: t('voicemail.callerNumber') },
    {
      id: 'message_length',
      title: t('voicemail.length'),
      textAlign: 'right',
      render: (row) => t('voicemail.seconds', { seconds: row.message_length }),
    },
    {
      id: 'created_epoch',
      title: t('voicemail.messageDate'),
      render: (row) => formatListDate(row.created_epoch * 1000),
    },
    {
      id: 'read_epoch',
      title: t('voicemail.messageStatus'),
      render: (row) =>
        row.read_epoch === null ? (
          <Badge color="harbor" variant="light" tt="none" style={{ minWidth: 'max-content' }}>
            {t('voicemail.new')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light" tt="none" style={{ minWidth: 'max-content' }}>
            {t('voicemail.read')}
          </Badge>
        ),
    },
    {
      id: 'play',
      title: t('voicemail.play'),
      action: true,
      textAlign: 'right',
      render: (row) => (
        <>
          <RowAction
            label={t('voicemail.playRow', { caller: caller(row) })}
            onClick={() => setPlaying(row)}
            icon={<IconPlayerPlay size={18} />}
          />
          {canWrite ? (
            <DeleteRowButton
              label={t('voicemail.deleteMessageRow', { caller: caller(row) })}
              title={t('voicemail.deleteMessageTitle')}
              summary={`${caller(row)} · ${formatListDate(row.created_epoch * 1000)}`}
              onDelete={() => remove.mutateAsync(row.voicemail_message_uuid)}
              deleted={t('voicemail.messageDeleted')}
              failed={t('voicemail.errors.failed')}
            />
          ) : null}
        </>
      ),
    },
  ];

  return (
    <>
      <ListScreen
        title={t('voicemail.messagesTitle', { id })}
        screen="voicemailmessages"
        list={list}
        columns={columns}
        rowKey="voicemail_message_uuid"
        searchPlaceholder={t('voicemail.searchMessages')}
        onRowClick={(row) => setPlaying(row)}
      />
      <MessagePlayerDialog
        domain={domain}
        message={playing}
        canWrite={canWrite}
        onClose={() => setPlaying(null)}
      />
    </>
  );
}
